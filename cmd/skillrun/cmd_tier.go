package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"time"

	"github.com/spf13/cobra"

	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/library/builtin"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/runtime/check"
	"github.com/skillrun/skillrun/runtime/native"
	"github.com/skillrun/skillrun/runtime/sandbox"
	"github.com/skillrun/skillrun/verify"
)

// skillrun tier: build the serving version of a skill natively, prove it
// against the interpreted version, and report the tier it reached.

func init() { commands = append(commands, newTierCmd) }

func newTierCmd(a *app) *cobra.Command {
	var generated int
	var budget time.Duration
	var noEpisodes bool
	c := &cobra.Command{
		Use:   "tier NAME",
		Short: "Compile a skill's serving version natively and prove it equivalent (the native tier)",
		Long: `tier forces the native tier of a skill's serving version: the Go toolchain
builds the version and the SDK into a worker binary (cached by the hash of the
source, the SDK and the toolchain), in a jail (no network, landlock, rlimits),
after a stricter check than vet's (no //go: directives, cgo, embed, unsafe or
print builtins). The build runs in the same jailed workers as interpreted
code — its package initialisation (init functions, package variables) too,
once the worker's jail is complete — and must then give the same
results, actions and errors as the interpreted version on every episode
linked to the version (replay and re-simulation, compared verdict by
verdict) and on runs with arguments generated from its parameter schema.

Binaries are cached in $SKILLRUN_NATIVE_CACHE (default: the user cache
directory's skillrun/native). It prints the tier reached: native, or refused with the reason (the
interpreted version keeps serving). Exit 0 when native, 1 when refused or
when this machine has no Go toolchain.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, pos []string) error {
			ctx := cmd.Context()
			if a.isolation == "inprocess" {
				return usageError{errors.New("the native tier runs in isolated workers: use --isolation=process")}
			}
			lib, err := a.openLibrary()
			if err != nil {
				return err
			}
			s, err := lib.Get(pos[0])
			if err != nil {
				return err
			}
			if s.Builtin != nil {
				return usageError{fmt.Errorf("%s is built in: it is compiled into skillrun already", pos[0])}
			}
			u := s.Unit
			b, err := native.NewBuilder(ctx, native.BuilderOptions{CacheDir: a.nativeCacheDir(), Logger: a.logger()})
			if err != nil {
				return a.tierResult(cmd, u, native.Refused, err.Error(), 0)
			}
			proof := native.ProofOptions{Generated: generated, Budget: budget}
			if !noEpisodes {
				store, err := a.openMemory(ctx)
				if err != nil {
					return err
				}
				defer store.Close()
				sims, err := a.simRegistry()
				if err != nil {
					return err
				}
				proof.Episodes = a.episodeProof(store, verify.Options{Logger: a.logger().Named("verify"), Simulators: sims})
			}
			pool, err := a.processExecutor()
			if err != nil {
				return err
			}
			x := native.NewExecutor(pool, native.Options{Builder: b, Proof: proof, Logger: a.logger(), Journal: native.OpenJournal(a.nativeCacheDir())})
			defer x.Close()
			t0 := time.Now()
			err = x.Tier(ctx, u)
			tier, why := x.TierOf(u)
			if err != nil && tier != native.Refused {
				return err
			}
			return a.tierResult(cmd, u, tier, why, time.Since(t0))
		},
	}
	c.Flags().IntVar(&generated, "generated", 24, "runs with generated arguments in the proof")
	c.Flags().DurationVar(&budget, "budget", 5*time.Second, "time for generated runs beyond the first four")
	c.Flags().BoolVar(&noEpisodes, "no-episodes", false, "prove on generated runs only, not on the linked episodes")
	return c
}

func (a *app) tierResult(cmd *cobra.Command, u *check.Unit, tier native.Tier, why string, took time.Duration) error {
	if a.json {
		if err := writeJSON(cmd.OutOrStdout(), map[string]any{"skill": u.Name(), "version": u.Version(), "tier": tier, "reason": why, "took_ns": took}); err != nil {
			return err
		}
	} else {
		fmt.Fprintf(cmd.OutOrStdout(), "%s@%s: %s (%s)", u.Name(), u.Version(), tier, why)
		if took > 0 {
			fmt.Fprintf(cmd.OutOrStdout(), " in %v", took.Round(time.Millisecond))
		}
		fmt.Fprintln(cmd.OutOrStdout())
	}
	if tier != native.Native {
		return silentError{code: exitSkill}
	}
	return nil
}

// pinned runs one version on its native executor and everything else
// (the skills it calls) on the interpreted one.
type pinned struct {
	sandbox.Executor
	version string
	native  sandbox.Executor
}

func (p pinned) Run(ctx context.Context, u *check.Unit, req *sandbox.Request) (*sandbox.Response, error) {
	if u.Version() == p.version {
		return p.native.Run(ctx, u, req)
	}
	return p.Executor.Run(ctx, u, req)
}

// episodeProof verifies the version on its linked episodes twice, through
// a library whose executor is the interpreted one and through one that
// runs the version natively, and fails at the first verdict that differs.
func (a *app) episodeProof(store memory.Store, opts verify.Options) func(ctx context.Context, u *check.Unit, interp, nat sandbox.Executor) error {
	return func(ctx context.Context, u *check.Unit, interp, nat sandbox.Executor) error {
		ids, err := verify.LinkedEpisodes(ctx, store, u.Name(), u.Version())
		if err != nil {
			return err
		}
		if len(ids) == 0 {
			return nil
		}
		var eps []memory.Episode
		for _, id := range ids {
			ep, err := store.Episode(ctx, id)
			if err != nil {
				return fmt.Errorf("load episode %s: %w", id, err)
			}
			eps = append(eps, ep)
		}
		var reps [2]*verify.Report
		for i, x := range []sandbox.Executor{interp, pinned{Executor: interp, version: u.Version(), native: nat}} {
			lib, err := a.libraryWith(x)
			if err != nil {
				return err
			}
			if reps[i], err = verify.Episodes(ctx, lib, u, eps, opts); err != nil {
				return err
			}
		}
		for i, want := range reps[0].Verdicts {
			got := reps[1].Verdicts[i]
			w, g := verdictKey(want), verdictKey(got)
			if w != g {
				return fmt.Errorf("%w: episode %s: interpreted %s, native %s", native.ErrDiverged, want.Episode, w, g)
			}
		}
		return nil
	}
}

// verdictKey is what two tiers must agree on in a verdict: its status,
// divergence, differences, error and number of actions.
func verdictKey(v verify.Verdict) string {
	b, _ := json.Marshal(struct {
		Status     verify.Status
		Divergence *verify.Divergence
		Diffs      []string
		Err        string
		Steps      int
	}{v.Status, v.Divergence, v.Diffs, v.Err, v.Steps})
	return string(b)
}

// libraryWith opens the library again over another executor.
func (a *app) libraryWith(x sandbox.Executor) (*library.Library, error) {
	bs, err := builtin.All(false)
	if err != nil {
		return nil, err
	}
	dir := a.libDir()
	if _, err := os.Stat(dir); err != nil && a.lib == "" && os.Getenv("SKILLRUN_LIB") == "" {
		dir = emptyDir()
	}
	return library.Open(dir, library.Options{Logger: a.logger().Named("library"), Executor: x, Builtins: bs})
}

// nativeCacheDir is $SKILLRUN_NATIVE_CACHE, else the native tier's default.
func (a *app) nativeCacheDir() string {
	if d := os.Getenv("SKILLRUN_NATIVE_CACHE"); d != "" {
		return d
	}
	d, _ := native.DefaultCacheDir()
	return d
}

// tiers reads the tier journal's last event for each version of skill; a
// journal that cannot be read leaves every version interpreted.
func (a *app) tiers(skill string) map[string]native.Event {
	d := a.nativeCacheDir()
	if d == "" {
		return nil
	}
	evs, err := native.OpenJournal(d).Latest(skill)
	if err != nil {
		a.logger().Warn("tier journal", "error", err)
	}
	return evs
}

// tierOf is a version's tier as history and show report it: a build in
// progress when the process that started it ended serves interpreted.
func tierOf(evs map[string]native.Event, version string) (native.Tier, string) {
	ev, ok := evs[version]
	switch {
	case !ok:
		return native.Interpreted, ""
	case ev.Tier == native.Building:
		return native.Interpreted, "native build started " + ev.At.Local().Format("2006-01-02 15:04:05") + " did not finish"
	}
	return ev.Tier, ev.Reason
}
