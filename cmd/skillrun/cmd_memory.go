package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/skillrun/skillrun/memory"
	memopen "github.com/skillrun/skillrun/memory/open"
	"github.com/skillrun/skillrun/skills"
	"github.com/spf13/cobra"
)

func init() {
	commands = append(commands, newImportCmd, newMemoryCmd)
}

// openMemory opens the store named by --memory, $SKILLRUN_MEMORY or
// $NEO4J_URI, else the state directory's memory.db (.skillrun/memory.db,
// found from any subdirectory, made when there is none). The caller
// closes it.
func (a *app) openMemory(ctx context.Context) (memory.Store, error) {
	spec, err := a.memorySpec()
	if err != nil {
		return nil, err
	}
	return memopen.Store(ctx, spec, memopen.Options{Logger: a.logger().Named("memory")})
}

func newImportCmd(a *app) *cobra.Command {
	var agentDir string
	var gf gateFlags
	c := &cobra.Command{
		Use:   "import FILE.jsonl | --agent-skills DIR",
		Short: "Import recorded episodes, grid cells and index rows (JSONL, one a line) into memory",
		Long: "Import reads the whole file first: a line that does not parse is reported with its\n" +
			"line number and nothing is imported. Each episode is then recorded in its own\n" +
			"transaction, so an import that stops part way (the store went away) leaves no partial\n" +
			"episode and can simply be run again to resume. Use - for standard input.\n\n" +
			"--agent-skills DIR imports Agent Skills folders (SKILL.md and scripts/*.go) whose\n" +
			"scripts are Go skills into the library, each through the promotion gate like any\n" +
			"proposal: vetted, compiled in a worker, verified, never run in this process.",
		Args: func(cmd *cobra.Command, args []string) error {
			if agentDir != "" {
				return cobra.NoArgs(cmd, args)
			}
			return cobra.ExactArgs(1)(cmd, args)
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			if agentDir != "" {
				return a.importAgentSkills(cmd, agentDir, gf)
			}
			var r io.Reader = cmd.InOrStdin()
			name := "stdin"
			if args[0] != "-" {
				f, err := os.Open(args[0])
				if err != nil {
					return fmt.Errorf("%w: %v", memory.ErrInvalid, err)
				}
				defer f.Close()
				r, name = f, args[0]
			}
			recs, err := memory.ReadRecords(r)
			if err != nil {
				var le *memory.LineError
				if errors.As(err, &le) {
					return fmt.Errorf("%s:%d: %w (nothing imported)", name, le.Line, le.Err)
				}
				return fmt.Errorf("%s: %w", name, err)
			}
			ctx := cmd.Context()
			s, err := a.openMemory(ctx)
			if err != nil {
				return err
			}
			defer s.Close()
			t0 := time.Now()
			step := a.progressFunc(len(recs.Episodes), "import "+name)
			rep, err := memory.Import(ctx, s, recs.Episodes, step)
			step(-1)
			if err != nil {
				return err
			}
			if err := s.AppendIndex(ctx, recs.Index...); err != nil {
				return fmt.Errorf("%s: index rows: %w", name, err)
			}
			// Episodes that name the skill versions that acted are evidence
			// of them (versions the library serves are recorded with their
			// source if memory lacks them).
			links, err := a.linkImported(ctx, s, recs.Episodes)
			if err != nil {
				return fmt.Errorf("%s: link evidence: %w", name, err)
			}
			if err := s.AppendCells(ctx, recs.Cells...); err != nil {
				return fmt.Errorf("%s: grid cells: %w", name, err)
			}
			el := time.Since(t0)
			if a.json {
				return writeJSON(cmd.OutOrStdout(), map[string]any{"file": name, "report": rep, "cells": len(recs.Cells), "index_rows": len(recs.Index), "evidence_links": links, "seconds": el.Seconds()})
			}
			fmt.Fprintf(cmd.OutOrStdout(), "imported %d episodes (%d steps, %d nodes + %d edges) from %s in %s\n",
				rep.Episodes, rep.Steps, rep.Nodes, rep.Edges, name, el.Round(time.Millisecond))
			if links > 0 {
				fmt.Fprintf(cmd.OutOrStdout(), "linked %d episode-version pairs as evidence\n", links)
			}
			if len(recs.Cells)+len(recs.Index) > 0 {
				fmt.Fprintf(cmd.OutOrStdout(), "imported %d grid cells and %d index rows\n", len(recs.Cells), len(recs.Index))
			}
			return nil
		},
	}
	c.Flags().StringVar(&agentDir, "agent-skills", "", "import the Agent Skills folders in `DIR` (SKILL.md with Go scripts) into the library")
	gf.register(c.Flags())
	return c
}

func newMemoryCmd(a *app) *cobra.Command {
	c := &cobra.Command{
		Use:   "memory",
		Short: "Inspect and query the graph memory (episodes, skill versions, evidence, notes)",
	}
	c.AddCommand(newMemoryStatsCmd(a), newMemoryQueryCmd(a), newMemoryExportCmd(a), newMemoryPruneCmd(a), newMemoryEpisodeCmd(a), newMemoryUsageCmd(a))
	c.AddCommand(newMemoryAgentCmds(a)...)
	c.AddCommand(newMemoryLinkCmds(a)...)
	return c
}

func newMemoryStatsCmd(a *app) *cobra.Command {
	return &cobra.Command{
		Use:   "stats",
		Short: "Count nodes by label and edges by type",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			s, err := a.openMemory(cmd.Context())
			if err != nil {
				return err
			}
			defer s.Close()
			st, err := s.Stats(cmd.Context())
			if err != nil {
				return err
			}
			if a.json {
				return writeJSON(cmd.OutOrStdout(), st)
			}
			w := cmd.OutOrStdout()
			var nodes, edges int64
			for _, part := range []struct {
				title string
				m     map[string]int64
				sum   *int64
			}{{"nodes", st.Nodes, &nodes}, {"edges", st.Edges, &edges}} {
				keys := make([]string, 0, len(part.m))
				for k, v := range part.m {
					keys = append(keys, k)
					*part.sum += v
				}
				sort.Strings(keys)
				fmt.Fprintf(w, "%s: %d\n", part.title, *part.sum)
				for _, k := range keys {
					fmt.Fprintf(w, "  %-16s %d\n", k, part.m[k])
				}
			}
			return nil
		},
	}
}

// usageReport is what `memory usage --json` writes.
type usageReport struct {
	Agent string           `json:"agent"`
	Use   memory.AuthorUse `json:"use"`
	Quota memory.Quota     `json:"quota"` // the bounds the flags set (-1: none)
}

func newMemoryUsageCmd(a *app) *cobra.Command {
	return &cobra.Command{
		Use:   "usage AGENT",
		Short: "What one agent (author) has stored, against its quota (--max-agent-*)",
		Long: `Counts what one agent has stored, as serve counts it before each write:
skill versions and decisions it proposed, note and plan revisions, episodes whose agent
it is and their steps (counted, and in bytes as stored), and the bytes of the frames it
stored (uploads, what skills in its sessions looked at), each beside the bound the --max-agent-* flags (or
$SKILLRUN_MAX_AGENT_*) set. A sync's versions count as "sync:AUTHOR"; an
empty AGENT ("") counts what was stored with no author.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			q, err := a.ceilings.quota()
			if err != nil {
				return err
			}
			q = q.WithDefaults()
			s, err := a.openMemory(cmd.Context())
			if err != nil {
				return err
			}
			defer s.Close()
			u, err := s.AuthorUse(cmd.Context(), args[0])
			if err != nil {
				return err
			}
			if a.json {
				return writeJSON(cmd.OutOrStdout(), usageReport{Agent: args[0], Use: u, Quota: q})
			}
			w := cmd.OutOrStdout()
			fmt.Fprintf(w, "agent %q has stored:\n", args[0])
			for _, r := range []struct {
				what, flag string
				n, bound   int
			}{
				{"skill versions", "--max-agent-versions", u.Versions, q.Versions},
				{"decisions", "--max-agent-decisions", u.Decisions, q.Decisions},
				{"note and plan revisions", "--max-agent-notes", u.Notes, q.Notes},
				{"episodes", "--max-agent-episodes", u.Episodes, q.Episodes},
				{"steps", "--max-agent-steps", u.Steps, q.Steps},
			} {
				bound := "no bound"
				if r.bound > 0 {
					bound = fmt.Sprintf("of %d (%.0f%%)", r.bound, 100*float64(r.n)/float64(r.bound))
				}
				fmt.Fprintf(w, "  %-23s %10d  %-22s %s\n", r.what, r.n, bound, r.flag)
			}
			for _, r := range []struct {
				what, flag string
				n, bound   int64
			}{
				{"step and snapshot bytes", "--max-agent-step-bytes", u.StepBytes, q.StepBytes},
				{"frame bytes", "--max-agent-frame-bytes", u.FrameBytes, q.FrameBytes},
			} {
				bound := "no bound"
				if r.bound > 0 {
					bound = fmt.Sprintf("of %s (%.0f%%)", skills.FormatBytes(r.bound), 100*float64(r.n)/float64(r.bound))
				}
				fmt.Fprintf(w, "  %-23s %10s  %-22s %s\n", r.what, memory.AboutBytes(r.n), bound, r.flag)
			}
			return nil
		},
	}
}

func newMemoryEpisodeCmd(a *app) *cobra.Command {
	return &cobra.Command{
		Use:   "episode ID",
		Short: "Show one episode with its steps",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			s, err := a.openMemory(cmd.Context())
			if err != nil {
				return err
			}
			defer s.Close()
			ep, err := s.Episode(cmd.Context(), args[0])
			if err != nil {
				return err
			}
			if a.json {
				return writeJSON(cmd.OutOrStdout(), ep)
			}
			fmt.Fprintln(cmd.OutOrStdout(), ep.Snippet().Text)
			for _, st := range ep.Steps {
				fmt.Fprintln(cmd.OutOrStdout(), "  "+st.Snippet().Text)
			}
			return nil
		},
	}
}

// answer prints query results: snippets with their ids, or JSON with both.
func answer[T memory.Snippeter](a *app, cmd *cobra.Command, items []T, extra map[string]any) error {
	snips := memory.Snippets(items)
	if a.json {
		if items == nil {
			items = []T{}
		}
		out := map[string]any{"results": items, "snippets": snips}
		for k, v := range extra {
			out[k] = v
		}
		return writeJSON(cmd.OutOrStdout(), out)
	}
	w := cmd.OutOrStdout()
	for k, v := range extra {
		if sn, ok := v.(memory.Snippeter); ok {
			fmt.Fprintf(w, "%s: %s\n", k, sn.Snippet().Text)
		}
	}
	if len(snips) == 0 {
		fmt.Fprintln(w, "nothing found")
	}
	for _, s := range snips {
		fmt.Fprintln(w, "- "+s.Text)
	}
	return nil
}

func newMemoryQueryCmd(a *app) *cobra.Command {
	c := &cobra.Command{
		Use:   "query",
		Short: "Ask memory what an agent needs (answers are prompt-ready snippets; --json for data)",
	}
	// with opens the store around fn.
	with := func(cmd *cobra.Command, fn func(ctx context.Context, s memory.Store) error) error {
		s, err := a.openMemory(cmd.Context())
		if err != nil {
			return err
		}
		defer s.Close()
		return fn(cmd.Context(), s)
	}

	var fq memory.FailureQuery
	var now string
	failures := &cobra.Command{
		Use:   "failures [--action NAME] [--object ID | --class C]",
		Short: "Failures of an action on objects like one, ranked by match·exp(-λ·Δt)",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if fq.Action == "" && fq.Object == "" && fq.Class == "" {
				return usageError{errors.New("failures: give --action, --object or --class")}
			}
			if now != "" {
				t, err := time.Parse(time.RFC3339, now)
				if err != nil {
					return usageError{fmt.Errorf("--now: %v", err)}
				}
				fq.Now = t
			}
			return with(cmd, func(ctx context.Context, s memory.Store) error {
				fs, err := s.Failures(ctx, fq)
				if err != nil {
					return err
				}
				return answer(a, cmd, fs, nil)
			})
		},
	}
	ff := failures.Flags()
	ff.StringVar(&fq.Action, "action", "", "action name (default: failures of any action on --object or --class)")
	ff.StringVar(&fq.Object, "object", "", "object id: failures on it match 1, on others of its class 0.5")
	ff.StringVar(&fq.Class, "class", "", "object class (default: guessed from --object)")
	ff.Float64Var(&fq.Lambda, "lambda", 0, "decay rate λ per hour (default ln2/24: a one-day half-life; negative: no decay)")
	ff.IntVar(&fq.Limit, "limit", 10, "how many")
	ff.StringVar(&now, "now", "", "reference time, RFC 3339 (default: now)")

	evidence := &cobra.Command{
		Use: "evidence VERSION", Short: "Episodes that support a skill version or that it was derived from", Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return with(cmd, func(ctx context.Context, s memory.Store) error {
				ev, err := s.Evidence(ctx, args[0])
				if err != nil {
					return err
				}
				return answer(a, cmd, ev, nil)
			})
		},
	}
	supports := &cobra.Command{
		Use: "supports EPISODE", Short: "Skill versions an episode is evidence for", Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return with(cmd, func(ctx context.Context, s memory.Store) error {
				ev, err := s.Supports(ctx, args[0])
				if err != nil {
					return err
				}
				return answer(a, cmd, ev, nil)
			})
		},
	}
	verifications := &cobra.Command{
		Use: "verifications VERSION", Short: "A version's verification history and verified success rate", Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return with(cmd, func(ctx context.Context, s memory.Store) error {
				runs, err := s.Verifications(ctx, args[0])
				if err != nil {
					return err
				}
				rate, err := s.SuccessRate(ctx, args[0])
				if err != nil {
					return err
				}
				return answer(a, cmd, runs, map[string]any{"rate": rate})
			})
		},
	}
	versionsIn := &cobra.Command{
		Use: "versions-in EPISODE", Short: "Every skill version that ran in an episode", Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return with(cmd, func(ctx context.Context, s memory.Store) error {
				us, err := s.VersionsIn(ctx, args[0])
				if err != nil {
					return err
				}
				return answer(a, cmd, us, nil)
			})
		},
	}
	var nq memory.NearQuery
	near := &cobra.Command{
		Use: "near X Y Z", Short: "Steps recorded near a position, nearest first", Args: cobra.ExactArgs(3),
		RunE: func(cmd *cobra.Command, args []string) error {
			for i, s := range args {
				v, err := strconv.ParseFloat(s, 64)
				if err != nil {
					return usageError{fmt.Errorf("near: coordinate %d: %q is not a number", i+1, s)}
				}
				nq.Pos[i] = v
			}
			return with(cmd, func(ctx context.Context, s memory.Store) error {
				ps, err := s.Near(ctx, nq)
				if err != nil {
					return err
				}
				return answer(a, cmd, ps, nil)
			})
		},
	}
	near.Flags().Float64Var(&nq.Radius, "radius", 8, "search radius")
	near.Flags().IntVar(&nq.Limit, "limit", 10, "how many")
	var n int
	before := &cobra.Command{
		Use: "before EPISODE#STEP", Short: "What happened in the N steps before a step", Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			ref, err := parseStepRef(args[0])
			if err != nil {
				return err
			}
			return with(cmd, func(ctx context.Context, s memory.Store) error {
				steps, err := s.Before(ctx, ref, n)
				if err != nil {
					return err
				}
				return answer(a, cmd, steps, nil)
			})
		},
	}
	before.Flags().IntVarP(&n, "steps", "n", 5, "how many steps before")
	var limit int
	search := &cobra.Command{
		Use: "search WORDS...", Short: "Full-text search over episode summaries, index rows, notes, plans and skill descriptions", Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return with(cmd, func(ctx context.Context, s memory.Store) error {
				hits, err := s.Search(ctx, memory.SearchQuery{Text: strings.Join(args, " "), Limit: limit})
				if err != nil {
					return err
				}
				return answer(a, cmd, hits, nil)
			})
		},
	}
	search.Flags().IntVar(&limit, "limit", 10, "how many")
	note := &cobra.Command{
		Use: "note ID", Short: "A note with every revision", Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return with(cmd, func(ctx context.Context, s memory.Store) error {
				h, err := s.NoteHistory(ctx, args[0])
				if err != nil {
					return err
				}
				return answer(a, cmd, h, nil)
			})
		},
	}
	plan := &cobra.Command{
		Use: "plan ID", Short: "A plan with every revision", Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return with(cmd, func(ctx context.Context, s memory.Store) error {
				h, err := s.PlanHistory(ctx, args[0])
				if err != nil {
					return err
				}
				return answer(a, cmd, h, nil)
			})
		},
	}
	c.AddCommand(failures, evidence, supports, verifications, versionsIn, near, before, search, note, plan)
	return c
}

func parseStepRef(s string) (memory.StepRef, error) {
	i := strings.LastIndexByte(s, '#')
	if i <= 0 {
		return memory.StepRef{}, usageError{fmt.Errorf("step %q: want EPISODE#STEP", s)}
	}
	n, err := strconv.Atoi(s[i+1:])
	if err != nil || n < 0 {
		return memory.StepRef{}, usageError{fmt.Errorf("step %q: %q is not a step index", s, s[i+1:])}
	}
	return memory.StepRef{Episode: s[:i], Index: n}, nil
}

func newMemoryPruneCmd(a *app) *cobra.Command {
	var olderThan time.Duration
	var keep int
	var dry bool
	c := &cobra.Command{
		Use:   "prune --older-than DURATION",
		Short: "Summarise and drop routine successful steps of old, unlinked episodes",
		Long: "Episodes that started more than DURATION ago and that no skill version, verification\n" +
			"run, note or plan links to lose their routine successful steps; each run of dropped\n" +
			"steps becomes a searchable summary row. Failures, the steps before them, and steps\n" +
			"a note's frame or a cell event points at are kept.",
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if olderThan <= 0 {
				return usageError{errors.New("prune: --older-than must be a positive duration (e.g. 720h)")}
			}
			s, err := a.openMemory(cmd.Context())
			if err != nil {
				return err
			}
			defer s.Close()
			rep, err := s.Prune(cmd.Context(), memory.Retention{Before: time.Now().Add(-olderThan), KeepContext: keep, DryRun: dry})
			if err != nil {
				return err
			}
			if a.json {
				return writeJSON(cmd.OutOrStdout(), rep)
			}
			verb := "removed"
			if dry {
				verb = "would remove"
			}
			fmt.Fprintf(cmd.OutOrStdout(), "%s %d steps from %d episodes (%d summary rows); kept %d linked episodes whole\n",
				verb, rep.StepsRemoved, rep.Episodes, rep.RowsAdded, rep.Kept)
			return nil
		},
	}
	c.Flags().DurationVar(&olderThan, "older-than", 0, "prune episodes that started longer ago than this")
	c.Flags().IntVar(&keep, "keep-context", 2, "successful steps to keep before each failure")
	c.Flags().BoolVar(&dry, "dry-run", false, "count only")
	return c
}

func newMemoryExportCmd(a *app) *cobra.Command {
	var dot, mermaid bool
	c := &cobra.Command{
		Use:   "export --dot|--mermaid VERSION",
		Short: "Draw a skill version's provenance: its version chain, evidence and verification",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if dot == mermaid {
				return usageError{errors.New("export: give exactly one of --dot and --mermaid")}
			}
			s, err := a.openMemory(cmd.Context())
			if err != nil {
				return err
			}
			defer s.Close()
			p, err := s.Provenance(cmd.Context(), args[0])
			if err != nil {
				return err
			}
			if dot {
				_, err = io.WriteString(cmd.OutOrStdout(), memory.Dot(p))
			} else {
				_, err = io.WriteString(cmd.OutOrStdout(), memory.Mermaid(p))
			}
			return err
		},
	}
	c.Flags().BoolVar(&dot, "dot", false, "Graphviz DOT")
	c.Flags().BoolVar(&mermaid, "mermaid", false, "Mermaid flowchart")
	return c
}
