package main

import (
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"os/signal"

	"syscall"
	"text/tabwriter"
	"time"

	"github.com/skillrun/skillrun/consolidate"
	"github.com/skillrun/skillrun/gate"
	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/runtime/native"
	"github.com/skillrun/skillrun/serve"
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
	var gf gateFlags
	var cf consolidateFlags
	var httpAddr string
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
			o, err := a.openGate(ctx, pol, gf)
			if err != nil {
				return err
			}
			defer o.Close()
			lib, store, g := o.lib, o.store, o.gate
			out := cmd.OutOrStdout()
			lc := g.Lifecycle()
			defer lib.Subscribe(func(ch library.Change) {
				if a.json {
					_ = writeJSONLine(out, ch)
					return
				}
				// Details quote what a candidate did (an init's panic, a
				// vet message): shown, not obeyed, by the terminal.
				out := printableWriter{out}
				switch ch.Kind {
				case library.Compiled:
					fmt.Fprintf(out, "%s %s %s compiled\n", stamp(timeNow()), ch.Skill, ch.Version)
				case library.Verified:
					fmt.Fprintf(out, "%s %s %s %s\n", stamp(timeNow()), ch.Skill, ch.Version, ch.Detail)
				case library.Added:
					fmt.Fprintf(out, "%s %s %s added\n", stamp(timeNow()), ch.Skill, ch.Version)
				case library.Updated:
					if ch.Detail != "" {
						fmt.Fprintf(out, "%s %s %s serves (was %s): %s\n", stamp(timeNow()), ch.Skill, ch.Version, ch.Old, ch.Detail)
					} else {
						fmt.Fprintf(out, "%s %s %s promoted (was %s)\n", stamp(timeNow()), ch.Skill, ch.Version, ch.Old)
					}
				case library.Restored:
					fmt.Fprintf(out, "%s %s %s\n", stamp(timeNow()), ch.Skill, ch.Detail)
				case library.Removed:
					fmt.Fprintf(out, "%s %s removed\n", stamp(timeNow()), ch.Skill)
				case library.Disabled:
					fmt.Fprintf(out, "%s %s disabled: %s\n", stamp(timeNow()), ch.Skill, ch.Detail)
				case library.Enabled:
					fmt.Fprintf(out, "%s %s enabled\n", stamp(timeNow()), ch.Skill)
				case library.Tiered:
					fmt.Fprintf(out, "%s %s %s tier %s\n", stamp(timeNow()), ch.Skill, ch.Version, ch.Detail)
				case library.OnTrial:
					fmt.Fprintf(out, "%s %s %s %s\n", stamp(timeNow()), ch.Skill, ch.Version, ch.Detail)
				case library.Rejected:
					name := ch.Skill
					if name == "" {
						name = "(unnamed)"
					}
					fmt.Fprintf(out, "%s %s %s rejected because %s\n", stamp(timeNow()), name, ch.Version, ch.Detail)
				}
			})()
			if syncEvery > 0 {
				go g.SyncLoop(ctx, syncEvery)
			}
			// Before the web view's first call: a file saved while no
			// watcher ran does not serve until the watcher (below) has
			// judged it.
			lib.PutBackServed(ctx, g.Served)
			if httpAddr != "" {
				// The web view (and the JSON API and MCP) of what this
				// watcher judges, as serve --http gives them.
				opts, err := a.serveOptions(store, a.framesDir())
				if err != nil {
					return err
				}
				opts.Gate, opts.Token = g, os.Getenv("SKILLRUN_TOKEN")
				if opts.Agents, err = agentTokens(""); err != nil {
					return usageError{err}
				}
				if a.tiered != nil {
					opts.Tier = a.tiered.tierOf(lib)
				}
				if err := serve.CheckAddr(httpAddr, opts.Token != "" || len(opts.Agents) > 0); err != nil {
					return usageError{err}
				}
				srv, err := serve.New(lib, opts)
				if err != nil {
					return err
				}
				defer srv.Close()
				ln, err := net.Listen("tcp", httpAddr)
				if err != nil {
					return fmt.Errorf("listen %s: %w", httpAddr, err)
				}
				fmt.Fprintf(cmd.ErrOrStderr(), "skillrun: web view of %s at http://%s/ui/\n", lib.Dir(), ln.Addr())
				served := make(chan error, 1)
				go func() { served <- srv.Serve(ctx, ln) }()
				defer func() {
					if err := <-served; err != nil && ctx.Err() == nil {
						a.logger().Warn("web view", "error", err)
					}
				}()
			}
			if cf.every > 0 {
				cons, err := cf.consolidator(a, store, lib, lc)
				if err != nil {
					return err
				}
				go consolidateEvery(ctx, a, cf.every, func(ctx context.Context) (consolidate.Report, error) {
					rep, err := cons.Run(ctx, consolidate.Pass{Propose: cf.proposer != ""})
					if err == nil && !a.json {
						_ = printReport(a, out, rep)
					}
					return rep, err
				})
			}
			wo := wf.options(lc)
			// Said once the directory is watched: a save from then on is
			// judged (it was said before, and a save right after it could
			// go unseen).
			wo.Ready = func() {
				if !a.json {
					fmt.Fprintf(out, "watching %s: %d skills, promotion policy %s, memory %s\n", lib.Dir(), len(lib.List()), pol, a.memoryName())
				}
			}
			return lib.Watch(ctx, wo)
		},
	}
	wf.register(c.Flags())
	gf.register(c.Flags())
	cf.register(c.Flags(), true)
	c.Flags().StringVar(&policy, "promote", "verified", "promotion policy: verified (the evidence gate: passes min_evidence linked episodes, fails none the serving version passes), always, or manual")
	c.Flags().DurationVar(&syncEvery, "sync", 2*time.Second, "poll the shared memory this often for versions other instances promoted (0: never)")
	c.Flags().StringVar(&httpAddr, "http", "", "also serve the web view (with the JSON API and MCP) on this address, e.g. 127.0.0.1:7878 (loopback unless $SKILLRUN_TOKEN is set)")
	return c
}

// versionRow is one line of a skill's history.
type versionRow struct {
	memory.SkillVersion
	Serving bool `json:"serving"`
	// Status is the newest decision's status (promoted, rejected,
	// recorded-unverified, manual, rolled-back, ...), "serving" for the
	// serving version, "recorded" for a version with no decision.
	Status     string `json:"status"`
	Unverified bool   `json:"unverified,omitempty"`
	Reason     string `json:"reason,omitempty"`
	Passed     int    `json:"passed"`
	Total      int    `json:"total"`
	// Observed is the success of real calls of the version.
	Observed gate.Observed `json:"observed"`
	// PromotedAt is when the version last started serving.
	PromotedAt time.Time `json:"promoted_at,omitzero"`
	// Probation is where the serving version stands in its probation,
	// when it is on it.
	Probation *gate.Probation `json:"probation,omitempty"`
	// Tier is how the version's calls run (interpreted, native, or
	// refused: the native build was refused and interpreted serves), and
	// TierReason why (runtime/native's journal).
	Tier       native.Tier `json:"tier"`
	TierReason string      `json:"tier_reason,omitempty"`
	// EvidenceChanges are the links made and removed by hand, newest
	// first, with who and why.
	EvidenceChanges []memory.Decision `json:"evidence_changes,omitempty"`
}

func history(ctx context.Context, store memory.Store, skill, serving string, rules gate.Rules) ([]versionRow, error) {
	vs, err := store.Versions(ctx, skill)
	if err != nil {
		return nil, err
	}
	ds, err := store.Decisions(ctx, skill)
	if err != nil {
		return nil, err
	}
	// A version whose newest decision put it on trial is on trial only
	// while that trial is open; one a later decision ended unjudged (a
	// newer candidate on trial, a manual promotion) says so.
	trial, err := gate.TrialOf(ctx, store, skill, rules)
	if err != nil {
		return nil, err
	}
	rows := make([]versionRow, 0, len(vs))
	for _, v := range vs {
		r := versionRow{SkillVersion: v, Serving: v.ID == serving, Status: "recorded"}
		for _, d := range ds { // newest first
			if d.Version != v.ID {
				continue
			}
			if d.Status == memory.Linked || d.Status == memory.Unlinked {
				r.EvidenceChanges = append(r.EvidenceChanges, d)
				continue
			}
			if r.Reason == "" {
				r.Status, r.Reason = string(d.Status), d.Reason
			}
			if d.Status.Serves() && r.PromotedAt.IsZero() {
				r.PromotedAt = d.Time
			}
		}
		st, err := gate.StatusOf(ctx, store, skill, v.ID)
		if err != nil {
			return nil, err
		}
		r.Unverified = st.Unverified
		if r.Observed, err = gate.ObservedOf(ctx, store, v.ID, rules); err != nil {
			return nil, err
		}
		r.Passed, r.Total = r.Observed.Verified.Passed, r.Observed.Verified.Total
		if r.Serving && r.Status != string(memory.Disabled) {
			r.Status = "serving"
		}
		if r.Status == string(memory.OnTrial) && (!trial.On || trial.Version != v.ID) {
			r.Status = "trial ended"
			r.Reason = "its trial ended unjudged (a later decision about the skill); " + r.Reason
		}
		if r.Serving {
			p, err := gate.ProbationOf(ctx, store, skill, v.ID, rules)
			if err != nil {
				return nil, err
			}
			if p.On {
				r.Probation = &p
			}
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
			var rules gate.Rules
			if lib, err := a.openLibrary(); err == nil {
				if s, err := lib.Get(pos[0]); err == nil {
					serving = s.Unit.Version()
				}
				if rules, err = gate.LoadRules(lib.Dir()); err != nil {
					return err
				}
			}
			rows, err := history(ctx, store, pos[0], serving, rules)
			if errors.Is(err, memory.ErrNotFound) {
				rows, err = nil, nil // a skill the memory never saw: said below
			}
			if err != nil {
				return err
			}
			if len(rows) == 0 && serving == "" {
				return fmt.Errorf("%w: %q (not in the library, and %s records no version of it)", skills.ErrNotFound, pos[0], a.memoryName())
			}
			tiers := a.tiers(pos[0])
			for i := range rows {
				rows[i].Tier, rows[i].TierReason = tierOf(tiers, rows[i].ID)
			}
			if a.json {
				return writeJSON(cmd.OutOrStdout(), rows)
			}
			tw := tabwriter.NewWriter(printableWriter{cmd.OutOrStdout()}, 0, 4, 2, ' ', 0)
			fmt.Fprintln(tw, "VERSION\tCREATED\tAUTHOR\tSTATUS\tVERIFIED\tOBSERVED\tREASON\tTIER")
			for _, r := range rows {
				ver := "-"
				if r.Total > 0 {
					ver = fmt.Sprintf("%d/%d", r.Passed, r.Total)
				}
				status := r.Status
				if r.Unverified && (r.Serving || r.Status == string(memory.PromotedUnverified)) {
					status += " (unverified)"
				}
				fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", r.ID, r.Created.Local().Format("2006-01-02 15:04:05"), dash(r.Author), status, ver, observedText(r.Observed), r.Reason, r.Tier)
			}
			if err := tw.Flush(); err != nil {
				return err
			}
			for _, r := range rows {
				if r.Tier == native.Refused {
					fmt.Fprintf(cmd.OutOrStdout(), "native tier refused for %s: %s\n", r.ID, printable(r.TierReason))
				}
				if p := r.Probation; p != nil {
					fmt.Fprintf(cmd.OutOrStdout(), "%s is on probation: %d of its first %d runs since its promotion, %d succeeded", r.ID, p.Calls, p.Of, p.Succeeded)
					if p.BarOf != "" {
						fmt.Fprintf(cmd.OutOrStdout(), "; held to %s (%.2f) less %.2f", p.BarOf, p.Bar, p.Margin)
					}
					fmt.Fprintln(cmd.OutOrStdout())
				}
			}
			return nil
		},
	}
}

func newRollbackCmd(a *app) *cobra.Command {
	var to string
	c := &cobra.Command{
		Use:   "rollback NAME",
		Short: "Restore an earlier version of a skill (its file and the serving version)",
		Long: `Restore a recorded version: by default the one the serving version
superseded (the version that served before it), or --to VERSION (a full
id or a unique prefix, as git takes; it may be one that never served, such
as one awaiting manual promotion). The skill file is rewritten atomically and
the version serves; the rollback is recorded in memory.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, pos []string) error {
			name := pos[0]
			if err := library.CheckName(name); err != nil {
				return err
			}
			ctx := context.Background()
			o, err := a.openGate(ctx, library.PromoteAlways, gateFlags{})
			if err != nil {
				return err
			}
			defer o.Close()
			lib := o.lib
			// A person at the command line may serve any recorded
			// version (one awaiting manual promotion); skill_rollback,
			// the agents' door, only one that served before.
			d, err := o.gate.RollbackAny(ctx, name, to, a.saver())
			if err != nil {
				return err
			}
			if a.json {
				return writeJSON(cmd.OutOrStdout(), d)
			}
			cur, _ := lib.Get(name)
			fmt.Fprintf(cmd.OutOrStdout(), "%s: %s serves again (was %s); %s\n", name, d.Version, d.Old, printable(cur.Unit.File))
			return nil
		},
	}
	c.Flags().StringVar(&to, "to", "", "the version to restore, or a unique prefix of its id (default: the version that served before the serving one)")
	return c
}

func dash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

// observedText renders a version's observed success ("7/9 calls", flagged
// when it fell behind the verified rate).
func observedText(o gate.Observed) string {
	if o.Calls == 0 {
		return "-"
	}
	s := fmt.Sprintf("%d/%d calls", o.Succeeded, o.Calls)
	if o.Flagged {
		s += " (below verified)"
	}
	return s
}
