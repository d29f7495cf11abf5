package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/skillrun/skillrun/memory"
)

// The agent's notes, plan, recall and grid from the command line:
// skillrun memory note|plan|context|steps|cells|grid.

func newMemoryAgentCmds(a *app) []*cobra.Command {
	return []*cobra.Command{newMemoryNoteCmd(a), newMemoryPlanCmd(a), newMemoryContextCmd(a), newMemoryStepsCmd(a), newMemoryCellsCmd(a), newMemoryGridCmd(a)}
}

// withMemory opens the store around fn.
func (a *app) withMemory(cmd *cobra.Command, fn func(ctx context.Context, s memory.Store) error) error {
	s, err := a.openMemory(cmd.Context())
	if err != nil {
		return err
	}
	defer s.Close()
	return fn(cmd.Context(), s)
}

// putShow writes one record with put and shows what was stored: as JSON,
// or as the snippet an agent would read.
func putShow[T interface{ Snippet() memory.Snippet }](a *app, cmd *cobra.Command, put func(context.Context, memory.Store) (T, error)) error {
	return a.withMemory(cmd, func(ctx context.Context, s memory.Store) error {
		out, err := put(ctx, s)
		if err != nil {
			return err
		}
		if a.json {
			return writeJSON(cmd.OutOrStdout(), out)
		}
		fmt.Fprintln(cmd.OutOrStdout(), out.Snippet().Text)
		return nil
	})
}

// parsePos reads "x,y,z".
func parsePos(flag, s string) (*[3]float64, error) {
	if s == "" {
		return nil, nil
	}
	parts := strings.Split(s, ",")
	if len(parts) != 3 {
		return nil, usageError{fmt.Errorf("%s: %q is not x,y,z", flag, s)}
	}
	var p [3]float64
	for i, part := range parts {
		v, err := strconv.ParseFloat(strings.TrimSpace(part), 64)
		if err != nil {
			return nil, usageError{fmt.Errorf("%s: coordinate %d: %q is not a number", flag, i+1, part)}
		}
		p[i] = v
	}
	return &p, nil
}

func parseIntPos(flag, s string) (*[3]int, error) {
	p, err := parsePos(flag, s)
	if p == nil || err != nil {
		return nil, err
	}
	var out [3]int
	for i, v := range p {
		if v != float64(int(v)) {
			return nil, usageError{fmt.Errorf("%s: coordinate %d: %v is not a whole block", flag, i+1, v)}
		}
		out[i] = int(v)
	}
	return &out, nil
}

func parseVector(flag, s string) ([]float32, error) {
	if s == "" {
		return nil, nil
	}
	var out []float32
	for i, part := range strings.Split(s, ",") {
		v, err := strconv.ParseFloat(strings.TrimSpace(part), 32)
		if err != nil {
			return nil, usageError{fmt.Errorf("%s: element %d: %q is not a number", flag, i+1, part)}
		}
		out = append(out, float32(v))
	}
	return out, nil
}

func newMemoryNoteCmd(a *app) *cobra.Command {
	c := &cobra.Command{Use: "note", Short: "Write and read notes (semantic memory: facts, rules, landmarks with a position)"}
	var n memory.Note
	var pos, emb string
	put := &cobra.Command{
		Use: "put ID TEXT...", Short: "Write a note; an existing id gets a new revision", Args: cobra.MinimumNArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			n.ID, n.Text = args[0], strings.Join(args[1:], " ")
			var err error
			if n.Pos, err = parsePos("--pos", pos); err != nil {
				return err
			}
			if n.Embedding, err = parseVector("--embedding", emb); err != nil {
				return err
			}
			return putShow(a, cmd, func(ctx context.Context, s memory.Store) (memory.Note, error) { return s.PutNote(ctx, n) })
		},
	}
	pf := put.Flags()
	pf.StringVar(&n.Kind, "kind", "", "fact (default), rule, landmark (needs --pos), or a word of your own")
	pf.StringSliceVar(&n.Tags, "tag", nil, "a tag (repeat or comma-separate)")
	pf.StringVar(&pos, "pos", "", "where the note applies: x,y,z")
	pf.StringVar(&emb, "embedding", "", "the text's vector, comma-separated, for similarity recall")
	pf.StringSliceVar(&n.Episodes, "episode", nil, "an episode the note rests on")
	pf.StringSliceVar(&n.Frames, "frame", nil, "a frame the note rests on")
	pf.StringVar(&n.Author, "author", "", "who wrote it")

	var history bool
	get := &cobra.Command{
		Use: "get ID", Short: "A note's current revision (--history: every revision)", Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return a.withMemory(cmd, func(ctx context.Context, s memory.Store) error {
				hist, err := s.NoteHistory(ctx, args[0])
				if err != nil {
					return err
				}
				if !history {
					hist = hist[len(hist)-1:]
				}
				return answer(a, cmd, hist, nil)
			})
		},
	}
	get.Flags().BoolVar(&history, "history", false, "every revision, oldest first")

	var q memory.NoteQuery
	var near, vec string
	list := &cobra.Command{
		Use: "list", Short: "Find notes by kind, tags, place, words or vector", Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			var err error
			if q.Near, err = parsePos("--near", near); err != nil {
				return err
			}
			if q.Vector, err = parseVector("--vector", vec); err != nil {
				return err
			}
			return a.withMemory(cmd, func(ctx context.Context, s memory.Store) error {
				hits, err := s.Notes(ctx, q)
				if err != nil {
					return err
				}
				notes := make([]memory.Note, len(hits))
				for i, h := range hits {
					notes[i] = h.Note
				}
				if a.json {
					return writeJSON(cmd.OutOrStdout(), map[string]any{"results": hits, "snippets": memory.Snippets(notes)})
				}
				return answer(a, cmd, notes, nil)
			})
		},
	}
	lf := list.Flags()
	lf.StringVar(&q.Kind, "kind", "", "only notes of this kind")
	lf.StringSliceVar(&q.Tags, "tag", nil, "only notes with this tag")
	lf.StringVar(&near, "near", "", "only notes with a position within --radius of x,y,z, nearest first")
	lf.Float64Var(&q.Radius, "radius", 16, "with --near")
	lf.StringVar(&q.Text, "text", "", "rank by these words (stemmed; any may match)")
	lf.StringVar(&vec, "vector", "", "rank by cosine similarity to this vector")
	lf.IntVar(&q.Limit, "limit", 10, "how many")
	c.AddCommand(put, get, list)
	return c
}

// parseSteps reads plan steps: "TEXT" or "TEXT=STATUS".
func parseSteps(in []string) []memory.PlanStep {
	out := make([]memory.PlanStep, len(in))
	for i, s := range in {
		text, status := s, ""
		if j := strings.LastIndexByte(s, '='); j > 0 {
			text, status = s[:j], s[j+1:]
		}
		out[i] = memory.PlanStep{Text: text, Status: status}
	}
	return out
}

func newMemoryPlanCmd(a *app) *cobra.Command {
	c := &cobra.Command{Use: "plan", Short: "Write and read the current plan (working memory: goal, status, steps)"}
	var p memory.Plan
	var steps []string
	put := &cobra.Command{
		Use: "put GOAL...", Short: "Write a new revision of the plan", Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			p.Goal, p.Steps = strings.Join(args, " "), parseSteps(steps)
			return putShow(a, cmd, func(ctx context.Context, s memory.Store) (memory.Plan, error) { return s.PutPlan(ctx, p) })
		},
	}
	pf := put.Flags()
	pf.StringVar(&p.ID, "id", "current", "the plan's id (an agent's name)")
	pf.StringVar(&p.Status, "status", "", "active (default), done, blocked or abandoned")
	pf.StringArrayVar(&steps, "step", nil, "a step, TEXT or TEXT=STATUS (todo, doing, done, blocked, abandoned); repeat in order")
	pf.StringSliceVar(&p.Episodes, "episode", nil, "an episode the plan rests on")
	pf.StringSliceVar(&p.Frames, "frame", nil, "a frame the plan rests on")

	var id string
	var history bool
	get := &cobra.Command{
		Use: "get", Short: "The plan's last revision and the evidence it rests on (--history: every revision)", Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return a.withMemory(cmd, func(ctx context.Context, s memory.Store) error {
				hist, err := s.PlanHistory(ctx, id)
				if err != nil {
					return err
				}
				cur := hist[len(hist)-1]
				var ev []memory.Episode
				for _, e := range cur.Episodes {
					ep, err := s.Episode(ctx, e)
					if err != nil {
						return err
					}
					ev = append(ev, ep.Header())
				}
				if !history {
					hist = hist[len(hist)-1:]
				}
				if a.json {
					return writeJSON(cmd.OutOrStdout(), map[string]any{"plan": cur, "revisions": len(hist), "history": hist, "evidence": ev})
				}
				w := cmd.OutOrStdout()
				for _, h := range hist {
					fmt.Fprintln(w, h.Snippet().Text)
				}
				for _, e := range ev {
					fmt.Fprintln(w, "  evidence: "+e.Snippet().Text)
				}
				return nil
			})
		},
	}
	get.Flags().StringVar(&id, "id", "current", "the plan's id")
	get.Flags().BoolVar(&history, "history", false, "every revision, oldest first")
	c.AddCommand(put, get)
	return c
}

func newMemoryContextCmd(a *app) *cobra.Command {
	var s memory.Situation
	var pos, emb, now string
	c := &cobra.Command{
		Use:   "context",
		Short: "Recall for the present situation: failures, successes, where objects were, notes, nearby cells, episodes",
		Long: `Recall in one call what matters for what the agent is about to do: past failures
of the action on the object or its class and on the objects in view (time-decayed),
recent successes of the action, where the named objects were last seen, notes (by
goal words, landmarks near the position, by embedding), hazards and other grid events
nearby, and episodes whose task matches the goal, within --budget bytes.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			var err error
			if s.Pos, err = parsePos("--pos", pos); err != nil {
				return err
			}
			if s.Embedding, err = parseVector("--embedding", emb); err != nil {
				return err
			}
			if now != "" {
				if s.Now, err = time.Parse(time.RFC3339, now); err != nil {
					return usageError{fmt.Errorf("--now: %v", err)}
				}
			}
			return a.withMemory(cmd, func(ctx context.Context, st memory.Store) error {
				r, err := memory.Context(ctx, st, s)
				if err != nil {
					return err
				}
				if a.json {
					return writeJSON(cmd.OutOrStdout(), r)
				}
				if r.Text == "" {
					fmt.Fprintln(cmd.OutOrStdout(), "nothing recalled")
					return nil
				}
				fmt.Fprintln(cmd.OutOrStdout(), r.Text)
				return nil
			})
		},
	}
	f := c.Flags()
	f.StringVar(&s.Action, "action", "", "the action about to be taken")
	f.StringVar(&s.Object, "object", "", "the object it acts on")
	f.StringVar(&s.Class, "class", "", "the object's class (default: from its id)")
	f.StringSliceVar(&s.InView, "in-view", nil, "objects in view")
	f.StringVar(&pos, "pos", "", "where the agent is: x,y,z")
	f.Float64Var(&s.Radius, "radius", 8, "what counts as near")
	f.StringVar(&s.Goal, "goal", "", "the task in words")
	f.StringVar(&emb, "embedding", "", "the goal's vector, comma-separated")
	f.IntVar(&s.Budget, "budget", 2000, "bytes of recalled text")
	f.StringVar(&now, "now", "", "reference time, RFC 3339 (default: now)")
	return c
}

func newMemoryStepsCmd(a *app) *cobra.Command {
	var q memory.StepQuery
	var ok, failed bool
	c := &cobra.Command{
		Use:   "steps [--action A] [--object O] [--class C] [--skill S] [--version V] [--ok|--failed]",
		Short: "Recorded steps, newest first: what happened last time, where an object was last seen",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if ok && failed {
				return usageError{errors.New("steps: give --ok or --failed, not both")}
			}
			if ok || failed {
				q.OK = &ok
			}
			return a.withMemory(cmd, func(ctx context.Context, s memory.Store) error {
				hits, err := s.Steps(ctx, q)
				if err != nil {
					return err
				}
				return answer(a, cmd, hits, nil)
			})
		},
	}
	f := c.Flags()
	f.StringVar(&q.Action, "action", "", "action name")
	f.StringVar(&q.Object, "object", "", "object id")
	f.StringVar(&q.Class, "class", "", "object class")
	f.StringVar(&q.Skill, "skill", "", "skill name")
	f.StringVar(&q.Version, "version", "", "skill version id")
	f.BoolVar(&ok, "ok", false, "only successes")
	f.BoolVar(&failed, "failed", false, "only failures")
	f.IntVar(&q.Limit, "limit", 10, "how many")
	return c
}

func newMemoryCellsCmd(a *app) *cobra.Command {
	var q memory.GridQuery
	var near, path, lo, hi, kind string
	c := &cobra.Command{
		Use:   "cells --near X,Y,Z | --path X,Y,Z;X,Y,Z... | --min X,Y,Z --max X,Y,Z",
		Short: "Spatial-grid events (walked, placed, opened, blocked, hazard) near a point, along a path or in a box",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			var err error
			if q.Near, err = parsePos("--near", near); err != nil {
				return err
			}
			for _, p := range strings.Split(path, ";") {
				if strings.TrimSpace(p) == "" {
					continue
				}
				pt, err := parsePos("--path", p)
				if err != nil {
					return err
				}
				q.Path = append(q.Path, *pt)
			}
			mn, err := parseIntPos("--min", lo)
			if err != nil {
				return err
			}
			mx, err := parseIntPos("--max", hi)
			if err != nil {
				return err
			}
			if (mn == nil) != (mx == nil) {
				return usageError{errors.New("cells: give both --min and --max")}
			}
			if mn != nil {
				q.Box = &memory.CellQuery{Min: *mn, Max: *mx}
			}
			q.Kind = memory.CellKind(kind)
			return a.withMemory(cmd, func(ctx context.Context, s memory.Store) error {
				cells, err := memory.Grid(ctx, s, q)
				if err != nil {
					return err
				}
				return answer(a, cmd, cells, nil)
			})
		},
	}
	f := c.Flags()
	f.StringVar(&near, "near", "", "a point x,y,z: events within --radius, nearest first")
	f.StringVar(&path, "path", "", "points x,y,z;x,y,z...: events within --radius of the path, in path order")
	f.StringVar(&lo, "min", "", "a box's low corner x,y,z")
	f.StringVar(&hi, "max", "", "a box's high corner x,y,z")
	f.Float64Var(&q.Radius, "radius", 4, "with --near or --path")
	f.StringVar(&kind, "kind", "", "only walked, placed, opened, blocked or hazard")
	f.IntVar(&q.Limit, "limit", 100, "how many")
	return c
}

func newMemoryGridCmd(a *app) *cobra.Command {
	c := &cobra.Command{Use: "grid", Short: "Export the spatial grid as JSONL (skillrun import reads it back)"}
	var lo, hi, out string
	export := &cobra.Command{
		Use: "export [--min X,Y,Z --max X,Y,Z] [-o FILE]", Short: "Write grid events in a box (default: all) as JSONL, one cell a line", Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			q := memory.CellQuery{Min: [3]int{-1 << 30, -1 << 30, -1 << 30}, Max: [3]int{1 << 30, 1 << 30, 1 << 30}, Limit: 1 << 30}
			mn, err := parseIntPos("--min", lo)
			if err != nil {
				return err
			}
			mx, err := parseIntPos("--max", hi)
			if err != nil {
				return err
			}
			if mn != nil {
				q.Min = *mn
			}
			if mx != nil {
				q.Max = *mx
			}
			return a.withMemory(cmd, func(ctx context.Context, s memory.Store) error {
				cells, err := s.Cells(ctx, q)
				if err != nil {
					return err
				}
				w := cmd.OutOrStdout()
				if out != "" {
					f, err := os.Create(out)
					if err != nil {
						return err
					}
					defer f.Close()
					w = f
				}
				if err := memory.WriteCells(w, cells); err != nil {
					return err
				}
				if out != "" {
					fmt.Fprintf(cmd.OutOrStdout(), "exported %d cells to %s\n", len(cells), out)
				}
				return nil
			})
		},
	}
	export.Flags().StringVar(&lo, "min", "", "low corner x,y,z")
	export.Flags().StringVar(&hi, "max", "", "high corner x,y,z")
	export.Flags().StringVarP(&out, "out", "o", "", "write to FILE instead of standard output")
	c.AddCommand(export)
	return c
}
