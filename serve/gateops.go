package serve

import (
	"context"
	"fmt"
	"strings"

	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/skills"
)

// The gate's operations: disable and enable a skill, link and unlink
// evidence by hand. Each is recorded as a decision with who and why.
const (
	schemaDisable = `{"type":"object","required":["skill","reason"],"properties":{
  "skill":{"type":"string","description":"the skill to stop serving"},
  "reason":{"type":"string","description":"why (recorded, and shown to callers of the skill)"},
  "author":{"type":"string","description":"who disables it"}},"additionalProperties":false}`
	schemaEnable = `{"type":"object","required":["skill"],"properties":{
  "skill":{"type":"string","description":"the disabled skill to serve again"},
  "reason":{"type":"string"},
  "author":{"type":"string"}},"additionalProperties":false}`
	schemaRollback = `{"type":"object","required":["skill"],"properties":{
  "skill":{"type":"string","description":"the skill to roll back"},
  "to":{"type":"string","description":"the version to serve again: an id or a unique prefix of one (default: the version that served before the current one)"},
  "author":{"type":"string","description":"who rolls it back (recorded)"}},"additionalProperties":false}`
	schemaLink = `{"type":"object","required":["version","episode","by","why"],"properties":{
  "version":{"type":"string","description":"a skill version id, or a unique prefix of one with skill set"},
  "skill":{"type":"string","description":"the skill, to resolve a version prefix"},
  "episode":{"type":"string","description":"the episode id"},
  "relation":{"type":"string","enum":["SUPPORTED_BY","FAILED_IN","DERIVED_FROM"],"description":"default SUPPORTED_BY"},
  "by":{"type":"string","description":"who links it (recorded)"},
  "why":{"type":"string","description":"why (recorded)"}},"additionalProperties":false}`
)

type disableArgs struct {
	Skill  string `json:"skill"`
	Reason string `json:"reason"`
	Author string `json:"author"`
}

type rollbackArgs struct {
	Skill  string `json:"skill"`
	To     string `json:"to"`
	Author string `json:"author"`
}

type linkArgs struct {
	Version  string          `json:"version"`
	Skill    string          `json:"skill"`
	Episode  string          `json:"episode"`
	Relation memory.Relation `json:"relation"`
	By       string          `json:"by"`
	Why      string          `json:"why"`
}

// LinkReply is what memory_link and memory_unlink answer.
type LinkReply struct {
	Version  string          `json:"version"`
	Episode  string          `json:"episode"`
	Relation memory.Relation `json:"relation"`
	Linked   bool            `json:"linked"`
}

var changes = hints{idempotent: true}

func (s *Server) gateOps() []*op {
	return []*op{
		opFor[disableArgs, memory.Decision]("skill_disable", "Disable a skill", hints{destructive: true}, "Stop serving a skill: it leaves the tool list and calls of it (env.Call included) fail naming the reason. Recorded in its history; every instance sharing the memory disables it.",
			schemaDisable, func(ctx context.Context, a disableArgs) (*reply, error) { return s.opSetDisabled(ctx, a, true) }),
		opFor[disableArgs, memory.Decision]("skill_enable", "Enable a skill", changes, "Serve a disabled skill again; recorded in its history.",
			schemaEnable, func(ctx context.Context, a disableArgs) (*reply, error) { return s.opSetDisabled(ctx, a, false) }),
		opFor[rollbackArgs, RollbackReply]("skill_rollback", "Roll a skill back", hints{destructive: true}, "Serve an earlier version of a skill again: the one that served before the current one, or a named version (an id or a unique prefix of one) that served before: a version the gate never let serve is refused (propose it again). Its source is written back to the library file; recorded in its history as rolled back, and every instance sharing the memory follows.",
			schemaRollback, s.opRollback),
		opFor[linkArgs, LinkReply]("memory_link", "Link evidence", changes, "Link an episode to a skill version as evidence (SUPPORTED_BY, FAILED_IN or DERIVED_FROM), for an agent or person who knows better than the automatic links; who and why are recorded. The gate verifies future versions against it.",
			schemaLink, func(ctx context.Context, a linkArgs) (*reply, error) { return s.opLink(ctx, a, true) }),
		opFor[linkArgs, LinkReply]("memory_unlink", "Unlink evidence", hints{destructive: true}, "Remove an evidence link you made by hand between a skill version and an episode (a run's links and others' stay: a person removes them with skillrun memory unlink); who and why are recorded.",
			schemaLink, func(ctx context.Context, a linkArgs) (*reply, error) { return s.opLink(ctx, a, false) }),
	}
}

func (s *Server) opSetDisabled(ctx context.Context, a disableArgs, off bool) (*reply, error) {
	name := "skill_enable"
	if off {
		name = "skill_disable"
	}
	if s.opts.Gate == nil {
		return nil, fmt.Errorf("%w: %s: this server has no promotion gate", skills.ErrBadInput, name)
	}
	if off && strings.TrimSpace(a.Reason) == "" {
		return nil, fmt.Errorf("%w: %s: reason is required", skills.ErrInvalidArgs, name)
	}
	var err error
	if a.Author, err = authorOf(ctx, name, a.Author, "agent"); err != nil {
		return nil, err
	}
	var d memory.Decision
	if off {
		d, err = s.opts.Gate.Disable(ctx, a.Skill, a.Reason, a.Author)
	} else {
		d, err = s.opts.Gate.Enable(ctx, a.Skill, a.Reason, a.Author)
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return value(d)
}

// RollbackReply is skill_rollback's answer: the gate's decision, with
// status rolled-back and the version that serves again.
type RollbackReply library.Decision

func (s *Server) opLink(ctx context.Context, a linkArgs, add bool) (*reply, error) {
	name := "memory_unlink"
	if add {
		name = "memory_link"
	}
	if s.opts.Gate == nil {
		return nil, fmt.Errorf("%w: %s: this server has no promotion gate", skills.ErrBadInput, name)
	}
	if strings.TrimSpace(a.Why) == "" {
		return nil, fmt.Errorf("%w: %s: why is required (it is recorded)", skills.ErrInvalidArgs, name)
	}
	version := a.Version
	if a.Skill != "" {
		v, err := s.opts.Gate.ResolveVersion(ctx, a.Skill, a.Version)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		version = v
	}
	if a.Relation == "" {
		a.Relation = memory.SupportedBy
	}
	by, err := agentField(ctx, name, "by", a.By, "")
	if err != nil {
		return nil, err
	}
	ev := memory.Evidence{Version: version, Episode: a.Episode, Relation: a.Relation, By: by}
	if add {
		err = s.opts.Gate.Link(ctx, ev, a.Why)
	} else {
		err = s.opts.Gate.Unlink(ctx, ev, a.Why)
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return value(LinkReply{Version: version, Episode: a.Episode, Relation: a.Relation, Linked: add})
}

func (s *Server) opRollback(ctx context.Context, a rollbackArgs) (*reply, error) {
	if s.opts.Gate == nil {
		return nil, fmt.Errorf("%w: skill_rollback: this server has no promotion gate", skills.ErrBadInput)
	}
	var err error
	if a.Author, err = authorOf(ctx, "skill_rollback", a.Author, "agent"); err != nil {
		return nil, err
	}
	d, err := s.opts.Gate.Rollback(ctx, a.Skill, a.To, a.Author)
	if err != nil {
		return nil, fmt.Errorf("skill_rollback: %w", err)
	}
	return value(RollbackReply(d))
}
