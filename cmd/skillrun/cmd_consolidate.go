package main

import (
	"context"
	"fmt"
	"io"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/skillrun/skillrun/consolidate"
	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
)

func init() { commands = append(commands, newConsolidateCmd) }

// consolidateFlags are the consolidation flags consolidate, serve and
// watch share.
type consolidateFlags struct {
	proposer string
	timeout  time.Duration
	every    time.Duration
	window   time.Duration
	minFails int
	maxBrief int
}

func (f *consolidateFlags) register(fs *pflag.FlagSet, daemon bool) {
	fs.StringVar(&f.proposer, "proposer", "", "shell command that writes new source from a brief (JSON on stdin, new Go source on stdout); each answer goes through the promotion gate")
	fs.DurationVar(&f.timeout, "proposer-timeout", 5*time.Minute, "how long one proposer run may take")
	fs.DurationVar(&f.window, "window", 30*24*time.Hour, "how far back failures count")
	fs.IntVar(&f.minFails, "min-failures", 2, "how often a failure must repeat to be work")
	fs.IntVar(&f.maxBrief, "max-brief", 16<<10, "largest brief prompt in bytes (the source is always whole)")
	if daemon {
		fs.DurationVar(&f.every, "consolidate-every", 0, "run a consolidation pass (proposing when --proposer is set) every DURATION; 0: never")
	}
}

func (f *consolidateFlags) consolidator(a *app, store memory.Store, lib *library.Library, lc library.Lifecycle) (*consolidate.Consolidator, error) {
	return consolidate.New(consolidate.Options{Logger: a.logger(), Store: store, Library: lib, Lifecycle: lc, Proposer: f.proposer,
		ProposerTimeout: f.timeout, Window: f.window, MinFailures: f.minFails, MaxBriefBytes: f.maxBrief})
}

func newConsolidateCmd(a *app) *cobra.Command {
	var cf consolidateFlags
	var gf gateFlags
	var skill, policy string
	var every time.Duration
	c := &cobra.Command{
		Use:   "consolidate [--skill NAME] [--proposer CMD] [--every DURATION]",
		Short: "Find skills that need work, write a brief for each, and (with --proposer) propose rewrites through the gate",
		Long: `Consolidate looks in memory for work: skill versions whose observed success fell
below their verified rate, failures that repeat (clustered by reason, object class,
place and version), skills never verified, and notes tagged action:, object: or skill:
that later episodes contradict. For each it writes a bounded, prompt-ready brief: the
skill's source and manifest, the failing episodes with their first failure or
divergence, the episodes it must keep passing, and what the gate will check. Briefs
are recorded in memory as notes linked to the failing episodes.

With --proposer CMD, the command (run by /bin/sh) gets each skill brief as JSON on
standard input (fields include skill and source) and writes the new source on
standard output (Go, a fenced block, or {"source": ...}). The source is never run in
this process: it is proposed through the same gate as an edit (checked, compiled in a
worker, verified against the skill's episodes and the failing ones it is derived
from) and serves only if the gate accepts it. Every proposal and verdict is recorded.

--skill NAME forces a brief for one skill. --every DURATION repeats the pass until
interrupted (serve and watch take --consolidate-every).`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			pol, err := library.ParsePolicy(policy)
			if err != nil {
				return usageError{err}
			}
			ctx := cmd.Context()
			o, err := a.openGate(ctx, pol, gf)
			if err != nil {
				return err
			}
			defer o.Close()
			store, lib, g := o.store, o.lib, o.gate
			cons, err := cf.consolidator(a, store, lib, g.Lifecycle())
			if err != nil {
				return err
			}
			pass := consolidate.Pass{Skill: skill, Propose: cf.proposer != ""}
			for {
				rep, err := cons.Run(ctx, pass)
				if err != nil {
					return err
				}
				if err := printReport(a, cmd.OutOrStdout(), rep); err != nil {
					return err
				}
				if every <= 0 {
					return nil
				}
				select {
				case <-ctx.Done():
					return nil
				case <-time.After(every):
				}
			}
		},
	}
	f := c.Flags()
	cf.register(f, false)
	gf.register(f)
	f.StringVar(&skill, "skill", "", "force a brief for this skill (and look only at it)")
	f.StringVar(&policy, "promote", "verified", "promotion policy for proposals: verified, always or manual")
	f.DurationVar(&every, "every", 0, "repeat the pass every DURATION until interrupted")
	return c
}

func printReport(a *app, w io.Writer, rep consolidate.Report) error {
	if a.json {
		return writeJSONLine(w, rep)
	}
	if len(rep.Findings) == 0 && len(rep.Briefs) == 0 {
		fmt.Fprintln(w, "nothing to consolidate")
		return nil
	}
	for _, f := range rep.Findings {
		fmt.Fprintf(w, "%s: %s\n", f.Kind, printable(f.Summary))
	}
	for _, b := range rep.Briefs {
		fmt.Fprintf(w, "brief %s (%s %s): %d failing, %d passing episodes, %d bytes\n", b.ID, b.Kind, b.Skill+noteName(b), len(b.Failing), len(b.Passing), len(b.Text))
	}
	for _, p := range rep.Proposals {
		v := p.Version
		if len(v) > 12 {
			v = v[:12]
		}
		if v != "" {
			v = " " + v
		}
		fmt.Fprintf(w, "proposal for %s: %s%s: %s\n", p.Skill, p.Status, v, printable(p.Reason))
	}
	return nil
}

func noteName(b consolidate.Brief) string {
	if b.Note != nil {
		return " note " + b.Note.ID
	}
	return ""
}

// consolidateEvery runs passes on a timer until ctx ends (serve and watch).
func consolidateEvery(ctx context.Context, a *app, d time.Duration, run func(context.Context) (consolidate.Report, error)) {
	t := time.NewTicker(d)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		rep, err := run(ctx)
		if err != nil {
			if ctx.Err() == nil {
				a.logger().Warn("consolidation pass failed", "error", err)
			}
			continue
		}
		a.logger().Info("consolidation pass", "findings", len(rep.Findings), "briefs", len(rep.Briefs), "proposals", len(rep.Proposals))
	}
}
