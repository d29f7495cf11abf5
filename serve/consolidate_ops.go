package serve

import (
	"context"
	"fmt"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/skillrun/skillrun/consolidate"
	"github.com/skillrun/skillrun/skills"
)

// Consolidation over MCP and HTTP: the skill_consolidate operation runs a pass,
// and each skill brief serves as an MCP prompt (consolidate_SKILL), beside
// the prompt "consolidate" that writes a fresh brief for a named skill.

const schemaConsolidate = `{"type":"object","properties":{
  "skill":{"type":"string","description":"force a brief for this skill (and look only at it)"},
  "propose":{"type":"boolean","description":"run the server's proposer (if it has one) on each skill brief and propose its answer through the gate"}},"additionalProperties":false}`

type consolidateArgs struct {
	Skill   string `json:"skill"`
	Propose bool   `json:"propose"`
}

func (s *Server) consolidateOps() []*op {
	return []*op{
		opFor[consolidateArgs, consolidate.Report]("skill_consolidate", "Consolidate", adds, "Find skills that need work (observed success below the verified rate, repeated failures clustered by reason, object class, place and version, never verified) and notes later episodes contradict; write a bounded, prompt-ready brief for each (source, manifest, failing episodes with their first failure or divergence, episodes it must keep passing, what the gate checks), also served as MCP prompts consolidate_SKILL; with propose, the server's proposer writes new source from each brief and it goes through the promotion gate.",
			schemaConsolidate, s.opConsolidate),
	}
}

func (s *Server) opConsolidate(ctx context.Context, a consolidateArgs) (*reply, error) {
	rep, err := s.Consolidate(ctx, consolidate.Pass{Skill: a.Skill, Propose: a.Propose})
	if err != nil {
		return nil, err
	}
	return value(rep)
}

// Consolidate runs a consolidation pass with the server's consolidator and
// serves its skill briefs as MCP prompts. serve --consolidate-every calls
// it on a timer.
func (s *Server) Consolidate(ctx context.Context, p consolidate.Pass) (consolidate.Report, error) {
	c := s.opts.Consolidator
	if c == nil {
		return consolidate.Report{}, fmt.Errorf("consolidate: %w: the server has no consolidator (needs --memory)", ErrNoMemory)
	}
	if p.Skill != "" {
		if _, err := s.lib.Get(p.Skill); err != nil {
			return consolidate.Report{}, fmt.Errorf("consolidate: %w", err)
		}
	}
	rep, err := c.Run(ctx, p)
	if err != nil {
		return rep, fmt.Errorf("consolidate: %w", err)
	}
	for _, b := range rep.Briefs {
		if b.Kind == consolidate.BriefSkill {
			s.servePrompt(b)
		}
	}
	return rep, nil
}

// servePrompt adds (or replaces) the prompt of a skill's latest brief.
func (s *Server) servePrompt(b consolidate.Brief) {
	name := "consolidate_" + b.Skill
	var what []string
	for _, f := range b.Findings {
		what = append(what, f.Kind)
	}
	desc := fmt.Sprintf("Brief %s: rewrite skill %s (%s).", b.ID, b.Skill, strings.Join(what, ", "))
	s.mcp.AddPrompt(&mcp.Prompt{Name: name, Title: "Rewrite " + b.Skill, Description: desc},
		func(context.Context, *mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
			return &mcp.GetPromptResult{Description: desc, Messages: []*mcp.PromptMessage{{Role: "user", Content: &mcp.TextContent{Text: b.Text}}}}, nil
		})
}

// addConsolidatePrompt serves the prompt that writes a fresh brief.
func (s *Server) addConsolidatePrompt() {
	if s.opts.Consolidator == nil {
		return
	}
	s.mcp.AddPrompt(&mcp.Prompt{Name: "consolidate", Title: "Rewrite a skill",
		Description: "A fresh consolidation brief for one skill: its source and manifest, its failing episodes, the episodes it must keep passing, and what the gate checks.",
		Arguments:   []*mcp.PromptArgument{{Name: "skill", Description: "the skill to rewrite", Required: true}}},
		func(ctx context.Context, req *mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
			name := req.Params.Arguments["skill"]
			if name == "" {
				return nil, fmt.Errorf("%w: prompt consolidate: argument skill is required", skills.ErrInvalidArgs)
			}
			rep, err := s.Consolidate(ctx, consolidate.Pass{Skill: name})
			if err != nil {
				return nil, err
			}
			for _, b := range rep.Briefs {
				if b.Kind == consolidate.BriefSkill && b.Skill == name {
					return &mcp.GetPromptResult{Description: "Brief " + b.ID, Messages: []*mcp.PromptMessage{{Role: "user", Content: &mcp.TextContent{Text: b.Text}}}}, nil
				}
			}
			return nil, fmt.Errorf("%w: no brief for %q", skills.ErrNotFound, name)
		})
}
