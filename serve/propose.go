package serve

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/runtime/check"
	"github.com/skillrun/skillrun/skills"
)

// Proposal statuses.
const (
	Promoted = "promoted" // verified no worse than the serving version (or the policy allowed it): now serving
	Rejected = "rejected" // verifies worse, or does not compile: the serving version keeps serving
	Pending  = "pending"  // recorded and verified, awaiting manual promotion
)

// Proposal is a proposed skill version and the decision on it.
type Proposal struct {
	ID       string `json:"proposal"`
	Skill    string `json:"skill"`
	Version  string `json:"version"`
	Replaces string `json:"replaces,omitempty"` // the version serving when it was proposed
	Status   string `json:"status"`
	// Decision is the gate's typed decision (promoted, promoted-unverified,
	// rejected, recorded-unverified, manual).
	Decision memory.DecisionStatus `json:"decision,omitempty"`
	Reason   string                `json:"reason"`
	// Unverifiable counts the episodes that could not be verified.
	Unverifiable int       `json:"unverifiable,omitempty"`
	Passed       int       `json:"passed"` // verdicts the new version passed
	Total        int       `json:"total"`  // verdicts it got
	Episodes     []string  `json:"episodes,omitempty"`
	Time         time.Time `json:"time"`
}

type proposalTable struct {
	mu   sync.Mutex
	byID map[string]*Proposal
	ids  []string
}

// maxProposals bounds the proposals kept for skill_verdict.
const maxProposals = 1000

func newProposalTable() *proposalTable { return &proposalTable{byID: map[string]*Proposal{}} }

func (t *proposalTable) put(p *Proposal) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.byID[p.ID] = p
	t.ids = append(t.ids, p.ID)
	for len(t.ids) > maxProposals {
		delete(t.byID, t.ids[0])
		t.ids = t.ids[1:]
	}
}

func (t *proposalTable) get(id string) (*Proposal, bool) {
	t.mu.Lock()
	defer t.mu.Unlock()
	p, ok := t.byID[id]
	return p, ok
}

type proposeArgs struct {
	Skill       string   `json:"skill"`
	Source      string   `json:"source"`
	Author      string   `json:"author"`
	DerivedFrom []string `json:"derived_from"`
	Note        string   `json:"note"`
}

// opPropose offers a new version through the library's lifecycle: it is
// checked, compiled off to the side, verified against the skill's
// evidence and promoted (written to the library and swapped in) only if
// the policy allows, all under the library's own lock, exactly as an edit
// on disk would be.
func (s *Server) opPropose(ctx context.Context, a proposeArgs) (*reply, error) {
	if err := library.CheckName(a.Skill); err != nil {
		return nil, fmt.Errorf("skill_propose: %w", err)
	}
	if len(a.Source) > library.MaxSourceBytes {
		return nil, fmt.Errorf("%w: skill_propose: source is %d bytes; a skill file is at most %d", ErrTooLarge, len(a.Source), library.MaxSourceBytes)
	}
	u, err := check.Check(a.Skill+".go", []byte(a.Source))
	if errors.Is(err, skills.ErrVet) {
		// Said as a save's rejection says it: the kind is bad_input, as
		// for every refusal of the caller's input, and the text tells a
		// vet refusal (a //line directive, a type error) from the others.
		return nil, fmt.Errorf("skill_propose: does not vet: %w", err)
	}
	if err != nil {
		return nil, fmt.Errorf("skill_propose: %w", err)
	}
	if u.Name() != a.Skill {
		return nil, fmt.Errorf("%w: skill_propose: the source declares skill %q, not %q", skills.ErrInvalidArgs, u.Name(), a.Skill)
	}
	fallback := mcpClient(ctx) // who called, when an MCP client did
	if fallback == "" {
		fallback = "agent"
	}
	author, err := authorOf(ctx, "skill_propose", a.Author, fallback)
	if err != nil {
		return nil, err
	}
	d, err := s.lib.Propose(ctx, s.lifecycle, library.Proposal{Source: []byte(a.Source), Skill: a.Skill, Author: author, Episodes: a.DerivedFrom, Note: a.Note})
	if err != nil {
		return nil, fmt.Errorf("skill_propose %s: %w", a.Skill, err)
	}
	p := &Proposal{ID: newID(), Skill: d.Skill, Version: d.Version, Replaces: d.Old, Reason: d.Reason, Decision: d.Status,
		Passed: d.Passed, Total: d.Total, Unverifiable: d.Unverifiable, Episodes: a.DerivedFrom, Time: d.Time.UTC()}
	switch {
	case d.Promoted:
		p.Status = Promoted
	case d.Status == memory.Manual || d.Status == memory.OnTrial:
		p.Status = Pending
	default:
		p.Status = Rejected
	}
	s.proposals.put(p)
	s.log.Info("proposal", "skill", p.Skill, "version", p.Version, "status", p.Status, "reason", p.Reason)
	return value(p)
}

type verdictArgs struct {
	Proposal string `json:"proposal"`
	Version  string `json:"version"`
}

// VerdictReply is what skill_verdict answers for a version: its recorded
// decisions and verification runs, and its success rate.
type VerdictReply struct {
	Proposal *Proposal                `json:"proposal,omitempty"`
	Version  string                   `json:"version"`
	Serving  bool                     `json:"serving"`
	Rate     *memory.Rate             `json:"rate,omitempty"`
	Runs     []memory.VerificationRun `json:"runs,omitempty"`
}

func (s *Server) opVerdict(ctx context.Context, a verdictArgs) (*reply, error) {
	out := &VerdictReply{Version: a.Version}
	switch {
	case a.Proposal != "" && a.Version != "":
		return nil, fmt.Errorf("%w: skill_verdict: give proposal or version, not both", skills.ErrInvalidArgs)
	case a.Proposal != "":
		p, ok := s.proposals.get(a.Proposal)
		if !ok {
			return nil, fmt.Errorf("%w: no proposal %q on this server (ask by version for older ones)", skills.ErrNotFound, a.Proposal)
		}
		out.Proposal, out.Version = p, p.Version
	case a.Version == "":
		return nil, fmt.Errorf("%w: skill_verdict: give a proposal id or a version id", skills.ErrInvalidArgs)
	}
	for _, m := range s.lib.List() {
		if m.Version == out.Version {
			out.Serving = true
		}
	}
	if st := s.opts.Memory; st != nil {
		runs, err := st.RecentVerifications(ctx, out.Version, MaxRuns)
		if err != nil && out.Proposal == nil {
			return nil, fmt.Errorf("skill_verdict: %w", err)
		}
		out.Runs = runs
		if r, err := st.SuccessRate(ctx, out.Version); err == nil {
			out.Rate = &r
		}
	} else if out.Proposal == nil {
		return nil, fmt.Errorf("skill_verdict: %w", ErrNoMemory)
	}
	return value(out)
}

type sourceArgs struct {
	Skill   string `json:"skill"`
	Version string `json:"version"`
}

// SourceReply is a skill version's source, for an agent writing the next
// version.
type SourceReply struct {
	Skill   string          `json:"skill"`
	Version string          `json:"version"`
	Serving bool            `json:"serving"`
	Source  string          `json:"source"`
	File    string          `json:"file,omitempty"`
	Builtin bool            `json:"builtin,omitempty"`
	Params  json.RawMessage `json:"params,omitempty"` // JSON Schema of Args (serving versions)
}

// opSource returns the serving version's source (by skill name) or any
// recorded version's (by version id, from memory).
func (s *Server) opSource(ctx context.Context, a sourceArgs) (*reply, error) {
	switch {
	case a.Skill != "" && a.Version != "":
		return nil, fmt.Errorf("%w: skill_source: give skill or version, not both", skills.ErrInvalidArgs)
	case a.Skill != "":
		sk, err := s.lib.Get(a.Skill)
		if err != nil {
			return nil, err
		}
		m := sk.Unit.Manifest
		return value(SourceReply{Skill: m.Name, Version: m.Version, Serving: true, Source: string(sk.Unit.Source),
			File: sk.Unit.File, Builtin: sk.Builtin != nil, Params: m.Params})
	case a.Version != "":
		st, err := s.store("skill_source")
		if err != nil {
			return nil, err
		}
		v, err := st.Version(ctx, a.Version)
		if err != nil {
			return nil, fmt.Errorf("skill_source: %w", err)
		}
		out := SourceReply{Skill: v.Skill, Version: v.ID, Source: v.Source}
		if sk, err := s.lib.Get(v.Skill); err == nil && sk.Unit.Version() == v.ID {
			out.Serving, out.File = true, sk.Unit.File
		}
		return value(out)
	}
	return nil, fmt.Errorf("%w: skill_source: give a skill name or a version id", skills.ErrInvalidArgs)
}
