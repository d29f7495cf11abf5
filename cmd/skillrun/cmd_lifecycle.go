package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"text/tabwriter"
	"time"

	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/skills"
	"github.com/spf13/cobra"
)

func init() {
	commands = append(commands, newWatchCmd, newHistoryCmd, newRollbackCmd)
}

func newWatchCmd(a *app) *cobra.Command {
	var policy string
	var syncEvery time.Duration
	var wf watchFlags
	c := &cobra.Command{
		Use:   "watch",
		Short: "Serve the library and judge every change to it as it happens",
		Long: `Watch the library directory (and its subdirectories). Each saved skill is
checked, compiled and verified off to the side, then promoted — or
rejected, with the reason, while the serving version keeps serving. Every
version and decision is recorded in memory. Stop with Ctrl-C.

Many instances, one library: instances that share a memory store (Neo4j,
or one SQLite file) poll it every --sync interval; a version promoted by
another instance is re-verified here and, if it passes, served and written
to this instance's library directory. A promotion reaches every instance
within one interval plus its verification time.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			pol, err := library.ParsePolicy(policy)
			if err != nil {
				return err
			}
			ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
			defer stop()
			lib, err := a.openLibrary()
			if err != nil {
				return err
			}
			store, err := a.openMemory(ctx)
			if err != nil {
				return err
			}
			defer store.Close()
			out := cmd.OutOrStdout()
			lc := a.lifecycle(store, pol)
			defer lib.Subscribe(func(ch library.Change) {
				if a.json {
					_ = writeJSONLine(out, ch)
					return
				}
				switch ch.Kind {
				case library.Compiled:
					fmt.Fprintf(out, "%s %s %s compiled\n", stamp(timeNow()), ch.Skill, ch.Version)
				case library.Verified:
					fmt.Fprintf(out, "%s %s %s %s\n", stamp(timeNow()), ch.Skill, ch.Version, ch.Detail)
				case library.Added:
					fmt.Fprintf(out, "%s %s %s added\n", stamp(timeNow()), ch.Skill, ch.Version)
				case library.Updated:
					fmt.Fprintf(out, "%s %s %s promoted (was %s)\n", stamp(timeNow()), ch.Skill, ch.Version, ch.Old)
				case library.Restored:
					fmt.Fprintf(out, "%s %s %s\n", stamp(timeNow()), ch.Skill, ch.Detail)
				case library.Removed:
					fmt.Fprintf(out, "%s %s removed\n", stamp(timeNow()), ch.Skill)
				case library.Rejected:
					name := ch.Skill
					if name == "" {
						name = "(unnamed)"
					}
					fmt.Fprintf(out, "%s %s %s rejected because %s\n", stamp(timeNow()), name, ch.Version, ch.Detail)
				}
			})()
			if !a.json {
				fmt.Fprintf(out, "watching %s: %d skills, promotion policy %s, memory %s\n", lib.Dir(), len(lib.List()), pol, a.memoryName())
			}
			if syncEvery > 0 {
				go syncLoop(ctx, syncEvery, lib, store, lc)
			}
			return lib.Watch(ctx, wf.options(lc))
		},
	}
	wf.register(c.Flags())
	c.Flags().StringVar(&policy, "promote", "verified", "promotion policy: verified (not worse than the serving version), always, or manual")
	c.Flags().DurationVar(&syncEvery, "sync", 2*time.Second, "poll the shared memory this often for versions other instances promoted (0: never)")
	return c
}

// versionRow is one line of a skill's history.
type versionRow struct {
	memory.SkillVersion
	Serving bool   `json:"serving"`
	Status  string `json:"status"` // serving, promoted, rejected, candidate (awaiting manual promotion), recorded
	Reason  string `json:"reason,omitempty"`
	Passed  int    `json:"passed"`
	Total   int    `json:"total"`
	// PromotedAt is when the version last started serving.
	PromotedAt time.Time `json:"promoted_at,omitzero"`
}

func history(ctx context.Context, store memory.Store, skill, serving string) ([]versionRow, error) {
	vs, err := store.Versions(ctx, skill)
	if err != nil {
		return nil, err
	}
	rows := make([]versionRow, 0, len(vs))
	for _, v := range vs {
		r := versionRow{SkillVersion: v, Serving: v.ID == serving, Status: "recorded"}
		runs, err := store.Verifications(ctx, v.ID)
		if err != nil {
			return nil, err
		}
		for i := len(runs) - 1; i >= 0; i-- { // oldest first, so the latest decision wins
			run := runs[i]
			if run.Method == decisionMethod {
				r.Reason = run.Note
				switch {
				case strings.HasPrefix(run.Note, "promoted"):
					r.Status = "promoted"
					r.PromotedAt = run.Time
				case strings.HasPrefix(run.Note, "awaiting"):
					r.Status = "candidate"
				default:
					r.Status = "rejected"
				}
				continue
			}
			r.Passed += run.Passed
			r.Total += run.Total
		}
		if r.Serving {
			r.Status = "serving"
		}
		rows = append(rows, r)
	}
	return rows, nil
}

func newHistoryCmd(a *app) *cobra.Command {
	return &cobra.Command{
		Use:   "history NAME",
		Short: "List every recorded version of a skill, with its verdicts and why it was promoted or rejected",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, pos []string) error {
			if err := library.CheckName(pos[0]); err != nil {
				return err
			}
			ctx := context.Background()
			store, err := a.openMemory(ctx)
			if err != nil {
				return err
			}
			defer store.Close()
			serving := ""
			if lib, err := a.openLibrary(); err == nil {
				if s, err := lib.Get(pos[0]); err == nil {
					serving = s.Unit.Version()
				}
			}
			rows, err := history(ctx, store, pos[0], serving)
			if err != nil {
				return err
			}
			if len(rows) == 0 && serving == "" {
				return fmt.Errorf("%w: no recorded versions of %q in %s", skills.ErrNotFound, pos[0], a.memoryName())
			}
			if a.json {
				return writeJSON(cmd.OutOrStdout(), rows)
			}
			tw := tabwriter.NewWriter(cmd.OutOrStdout(), 0, 4, 2, ' ', 0)
			fmt.Fprintln(tw, "VERSION\tCREATED\tAUTHOR\tSTATUS\tVERIFIED\tREASON")
			for _, r := range rows {
				ver := "-"
				if r.Total > 0 {
					ver = fmt.Sprintf("%d/%d", r.Passed, r.Total)
				}
				fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\n", r.ID, r.Created.Local().Format("2006-01-02 15:04:05"), dash(r.Author), r.Status, ver, r.Reason)
			}
			return tw.Flush()
		},
	}
}

func newRollbackCmd(a *app) *cobra.Command {
	var to string
	c := &cobra.Command{
		Use:   "rollback NAME",
		Short: "Restore an earlier version of a skill (its file and the serving version)",
		Long: `Restore a recorded version: by default the one the serving version
superseded, or --to VERSION. The skill file is rewritten atomically and
the version serves again; the rollback is recorded in memory.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, pos []string) error {
			name := pos[0]
			if err := library.CheckName(name); err != nil {
				return err
			}
			ctx := context.Background()
			store, err := a.openMemory(ctx)
			if err != nil {
				return err
			}
			defer store.Close()
			lib, err := a.openLibrary()
			if err != nil {
				return err
			}
			cur, err := lib.Get(name)
			if err != nil {
				return err
			}
			if cur.Builtin != nil {
				return fmt.Errorf("%w: %s is a built-in; it has no file to roll back", skills.ErrBadInput, name)
			}
			if to == "" {
				// The version that served last before the serving one.
				rows, err := history(ctx, store, name, cur.Unit.Version())
				if err != nil {
					return err
				}
				var last time.Time
				for _, r := range rows {
					if !r.Serving && !r.PromotedAt.IsZero() && r.PromotedAt.After(last) {
						to, last = r.ID, r.PromotedAt
					}
				}
				if to == "" {
					return fmt.Errorf("%w: no earlier served version of %s is recorded in %s; name one with --to", skills.ErrBadInput, name, a.memoryName())
				}
			}
			v, err := store.Version(ctx, to)
			if err != nil {
				return fmt.Errorf("rollback %s to %s: %w", name, to, err)
			}
			if v.Skill != name {
				return fmt.Errorf("%w: version %s belongs to %s, not %s", skills.ErrBadInput, to, v.Skill, name)
			}
			d, err := lib.Promote(ctx, a.lifecycle(store, library.PromoteAlways), []byte(v.Source), "rollback")
			if err != nil {
				return fmt.Errorf("rollback %s to %s: %w", name, to, err)
			}
			if a.json {
				return writeJSON(cmd.OutOrStdout(), d)
			}
			fmt.Fprintf(cmd.OutOrStdout(), "%s: %s serves again (was %s); %s\n", name, d.Version, d.Old, cur.Unit.File)
			return nil
		},
	}
	c.Flags().StringVar(&to, "to", "", "the version to restore (default: the one the serving version replaced)")
	return c
}

func dash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}
