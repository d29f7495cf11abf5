package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"github.com/skillrun/skillrun/domain"
	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/library/builtin"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/runtime/check"
	"github.com/skillrun/skillrun/skills"
	"github.com/skillrun/skillrun/verify"
	"github.com/skillrun/skillrun/verify/mutate"
	"github.com/skillrun/skillrun/verify/verifytest"
)

// skillrun bench verify: the verification power benchmark — mutants of
// the example procedures, verified against their recorded episodes.

func init() { commands = append(commands, newBenchCmd) }

func newBenchCmd(a *app) *cobra.Command {
	c := &cobra.Command{
		Use:   "bench",
		Short: "Run skillrun's own benchmarks",
	}
	c.AddCommand(newBenchVerifyCmd(a))
	return c
}

// benchDomain is one domain's skills and recorded episodes, relative to
// the repository root, and how to record more (nil: it cannot).
type benchDomain struct {
	Name string
	domain.Bench
}

// corridorBench is verify's own test domain (the corridor world).
var corridorBench = benchDomain{"corridor", domain.Bench{Skills: "verify/testdata/lib", Episodes: "verify/testdata/episodes/corridor.jsonl"}}

// benchData returns the named domain's bench data: an example domain's,
// or the corridor's.
func (a *app) benchData(name string) (benchDomain, bool) {
	if d, ok := a.domainList().Lookup(name); ok {
		return benchDomain{name, d.Bench()}, true
	}
	if name == corridorBench.Name {
		return corridorBench, true
	}
	return benchDomain{}, false
}

// benchRow is one skill's mutation score.
type benchRow struct {
	Domain    string           `json:"domain"`
	Skill     string           `json:"skill"`
	Episodes  int              `json:"episodes"`
	Score     *mutate.Score    `json:"score"`
	Survivors []mutate.Outcome `json:"survivors,omitempty"`
	Seconds   float64          `json:"seconds"`
}

type benchSummary struct {
	Method     string     `json:"method"`
	Variants   int        `json:"variants_per_episode"`
	Rows       []benchRow `json:"skills"`
	References int        `json:"references"`
	Accepted   int        `json:"references_accepted"`
	Mutants    int        `json:"mutants"`
	Killed     int        `json:"killed"`
	KillRate   float64    `json:"kill_rate"` // of all generated mutants
	// Equivalent mutants are proven so by mutate.Equivalence;
	// KillableRate is the kill rate without them (the goal's measure), and
	// EquivalentKilled, equivalent mutants rejected all the same, a
	// contradiction that fails the goals.
	Equivalent       int                              `json:"equivalent"`
	EquivalentKilled int                              `json:"equivalent_killed"`
	KillableRate     float64                          `json:"kill_rate_without_equivalent"`
	ByKind           map[mutate.Kind]mutate.KindScore `json:"by_kind"`
	Stillborn        int                              `json:"stillborn"`
	GoalsMet         bool                             `json:"goals_met"`
}

func newBenchVerifyCmd(a *app) *cobra.Command {
	var (
		root      string
		domains   []string
		method    string
		survivors bool
		timeout   time.Duration
		variants  int
	)
	c := &cobra.Command{
		Use:   "verify",
		Short: "Mutation score: the share of mutated example procedures that verification rejects",
		Long: `Bench verify generates mutants of the example procedures (flipped direction,
off-by-one counts, dropped precondition checks, swapped action order, wrong
block or item: see package verify/mutate) and verifies each against the
episodes recorded for its skill, re-simulating them in the domain's simulator
and replaying them (--method both). It prints, per skill, whether the
unmutated reference verifies and the share of mutants rejected.

Goals: every reference accepted (100 %) and at least 95 % of the mutants
rejected, not counting the mutants proven equivalent (a type-assertion
fallback the skill runtime answers as the assertion beside it: see
package verify/mutate, Equivalence); the rate over all generated mutants is
printed beside it. Exit 0 when both goals are met, 1 otherwise. Run it from the repository
root (or pass --root): it reads the examples' skills and recorded episodes.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			sum, err := a.benchVerify(cmd.Context(), root, domains, method, timeout, survivors, variants)
			if err != nil {
				return err
			}
			out := cmd.OutOrStdout()
			if a.json {
				if err := writeJSON(out, sum); err != nil {
					return err
				}
			} else {
				printBenchVerify(out, sum, survivors)
			}
			if !sum.GoalsMet {
				return silentError{exitSkill}
			}
			return nil
		},
	}
	fl := c.Flags()
	fl.StringVar(&root, "root", ".", "repository root (where examples/ and verify/testdata are)")
	fl.StringSliceVar(&domains, "domain", []string{"minecraft", "kicad"}, "domains to score: minecraft, kicad, corridor")
	fl.StringVar(&method, "method", verify.Both, "verification method: both, resim, replay or auto")
	fl.BoolVar(&survivors, "survivors", false, "list the mutants verification accepted")
	fl.DurationVar(&timeout, "timeout", 10*time.Second, "time limit per episode")
	fl.IntVar(&variants, "variants", 0, "also record this many variants of each episode with the reference, as more evidence (Minecraft: perturbed scenes; KiCad: other demo schematics)")
	return c
}

func (a *app) benchVerify(ctx context.Context, root string, domains []string, method string, timeout time.Duration, withSurvivors bool, variants int) (*benchSummary, error) {
	switch method {
	case verify.Auto, verify.Both, verify.MethodReplay, verify.MethodResim:
	default:
		return nil, usageError{fmt.Errorf("--method must be auto, replay, resim or both, got %q", method)}
	}
	sims, err := a.simRegistry()
	if err != nil {
		return nil, err
	}
	if err := sims.Register(verifytest.Simulator{}); err != nil {
		return nil, err
	}
	exec, err := a.executor()
	if err != nil {
		return nil, err
	}
	bs, err := builtin.All(false)
	if err != nil {
		return nil, err
	}
	sum := &benchSummary{Method: method, Variants: variants, ByKind: map[mutate.Kind]mutate.KindScore{}}
	for _, name := range domains {
		d, ok := a.benchData(name)
		if !ok {
			return nil, usageError{fmt.Errorf("unknown domain %q (known: %s)", name, strings.Join(append(a.domainList().Names(), corridorBench.Name), ", "))}
		}
		lib, err := library.Open(filepath.Join(root, d.Skills), library.Options{Executor: exec, Builtins: bs, Logger: a.logger().Named("library")})
		if err != nil {
			return nil, usageError{fmt.Errorf("domain %s: %w (run from the repository root or pass --root)", name, err)}
		}
		eps, err := readEpisodes(filepath.Join(root, d.Episodes), nil)
		if err != nil {
			return nil, err
		}
		bySkill := map[string][]memory.Episode{}
		for _, ep := range eps {
			t, err := verify.TaskOf(ep)
			if err != nil {
				return nil, err
			}
			bySkill[t.Skill] = append(bySkill[t.Skill], ep)
		}
		names := make([]string, 0, len(bySkill))
		for s := range bySkill {
			names = append(names, s)
		}
		sort.Strings(names)
		step := a.progressFunc(len(names), "bench verify "+name)
		defer step(-1)
		for i, skill := range names {
			step(i)
			s, err := lib.Get(skill)
			if err != nil {
				return nil, fmt.Errorf("domain %s: %w", name, err)
			}
			src, err := os.ReadFile(s.Unit.File)
			if err != nil {
				src = s.Unit.Source
			}
			skEps := bySkill[skill]
			if d.Variants != nil && variants > 0 {
				ref := s.Unit
				run := func(ctx context.Context, args json.RawMessage, w skills.World) (skills.Result, error) {
					res, err := lib.RunUnit(ctx, ref, library.Request{Args: args, World: w, Limits: skills.Limits{Timeout: timeout}})
					if err != nil {
						return nil, err
					}
					return res.Result, nil
				}
				more, err := d.Variants(ctx, run, skEps, variants, timeout)
				if err != nil {
					return nil, err
				}
				skEps = append(skEps, more...)
			}
			v := func(ctx context.Context, u *check.Unit) (*verify.Report, error) {
				return verify.Episodes(ctx, lib, u, skEps, verify.Options{Simulators: sims, Method: method, Timeout: timeout, Parallel: 1})
			}
			start := time.Now()
			sc, err := mutate.Run(ctx, skill+".go", src, v, mutate.Options{}, 0)
			if err != nil {
				return nil, fmt.Errorf("domain %s: %w", name, err)
			}
			row := benchRow{Domain: name, Skill: skill, Episodes: len(skEps), Score: sc, Seconds: time.Since(start).Seconds()}
			if withSurvivors {
				row.Survivors = sc.Survivors()
			}
			sum.Rows = append(sum.Rows, row)
			sum.References++
			if sc.Reference {
				sum.Accepted++
			}
			sum.Mutants += sc.Total
			sum.Killed += sc.Killed
			sum.Equivalent += sc.Equivalent
			sum.EquivalentKilled += sc.EquivalentKilled
			sum.Stillborn += sc.Stats.Stillborn
			for k, ks := range sc.ByKind {
				t := sum.ByKind[k]
				t.Killed += ks.Killed
				t.Total += ks.Total
				sum.ByKind[k] = t
			}
		}
	}
	sum.KillRate, sum.KillableRate = 1, 1
	if sum.Mutants > 0 {
		sum.KillRate = float64(sum.Killed) / float64(sum.Mutants)
	}
	if n := sum.Mutants - sum.Equivalent; n > 0 {
		sum.KillableRate = float64(sum.Killed-sum.EquivalentKilled) / float64(n)
	}
	sum.GoalsMet = sum.References > 0 && sum.Accepted == sum.References && sum.KillableRate >= 0.95 && sum.EquivalentKilled == 0
	return sum, nil
}

func printBenchVerify(w io.Writer, sum *benchSummary, survivors bool) {
	tw := tabwriter.NewWriter(printableWriter{w}, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "DOMAIN\tSKILL\tEPISODES\tREFERENCE\tMUTANTS\tKILLED\tRATE\tEQUIVALENT\tRATE WITHOUT\tSECONDS")
	for _, r := range sum.Rows {
		ref := "accepted"
		if !r.Score.Reference {
			ref = "REJECTED: " + clip(r.Score.ReferenceReason, 80)
		}
		fmt.Fprintf(tw, "%s\t%s\t%d\t%s\t%d\t%d\t%.1f%%\t%d\t%.1f%%\t%.1f\n", r.Domain, r.Skill, r.Episodes, ref, r.Score.Total, r.Score.Killed,
			100*r.Score.Rate(), r.Score.Equivalent, 100*r.Score.KillableRate(), r.Seconds)
	}
	tw.Flush()
	var kinds []string
	for _, k := range mutate.Kinds {
		ks := sum.ByKind[k]
		kinds = append(kinds, fmt.Sprintf("%s %d/%d", k, ks.Killed, ks.Total))
	}
	fmt.Fprintf(w, "by kind: %s (%d stillborn mutants not counted)\n", strings.Join(kinds, ", "), sum.Stillborn)
	goals := "goals met"
	if !sum.GoalsMet {
		goals = "GOALS NOT MET (references 100 %, kill rate without proven equivalents ≥ 95 %)"
	}
	if sum.Variants > 0 {
		fmt.Fprintf(w, "evidence: the recorded episodes and up to %d variants of each recorded by the reference (Minecraft: perturbed scenes; KiCad: other demo schematics)\n", sum.Variants)
	}
	fmt.Fprintf(w, "method %s: references accepted %d/%d (%.0f%%); mutants rejected %d/%d (%.1f%%) of all generated, %d/%d (%.1f%%) without the %d proven equivalent: %s\n",
		sum.Method, sum.Accepted, sum.References, 100*float64(sum.Accepted)/float64(max(sum.References, 1)), sum.Killed, sum.Mutants, 100*sum.KillRate,
		sum.Killed-sum.EquivalentKilled, sum.Mutants-sum.Equivalent, 100*sum.KillableRate, sum.Equivalent, goals)
	if sum.EquivalentKilled > 0 {
		fmt.Fprintf(w, "CONTRADICTION: verification rejected %d mutant(s) proven equivalent (a broken proof, or error verdicts: see --survivors --json)\n", sum.EquivalentKilled)
	}
	if survivors {
		for _, r := range sum.Rows {
			for _, o := range r.Survivors {
				eq := ""
				if o.Equivalent != "" {
					eq = " [equivalent: " + o.Equivalent + "]"
				}
				fmt.Fprintf(w, "survivor %s %s %s: %s%s\n", r.Skill, o.Kind, o.Pos, o.Desc, eq)
			}
		}
	}
}
