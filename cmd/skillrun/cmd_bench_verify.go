package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	kepisodes "github.com/skillrun/skillrun/examples/kicad/episodes"
	mc "github.com/skillrun/skillrun/examples/minecraft"
	"github.com/skillrun/skillrun/examples/minecraft/scenario"
	"github.com/skillrun/skillrun/examples/minecraft/voxel"
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
// the repository root.
type benchDomain struct {
	Name     string
	Skills   string // library directory
	Episodes string // JSONL
}

var benchDomains = []benchDomain{
	{"minecraft", "examples/minecraft/skills", "examples/minecraft/testdata/episodes/minecraft.jsonl"},
	{"kicad", "examples/kicad/skills", "examples/kicad/episodes/testdata/episodes/kicad.jsonl"},
	{"corridor", "verify/testdata/lib", "verify/testdata/episodes/corridor.jsonl"},
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
		var d *benchDomain
		for i := range benchDomains {
			if benchDomains[i].Name == name {
				d = &benchDomains[i]
			}
		}
		if d == nil {
			return nil, usageError{fmt.Errorf("unknown domain %q (known: minecraft, kicad, corridor)", name)}
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
		for _, skill := range names {
			s, err := lib.Get(skill)
			if err != nil {
				return nil, fmt.Errorf("domain %s: %w", name, err)
			}
			src, err := os.ReadFile(s.Unit.File)
			if err != nil {
				src = s.Unit.Source
			}
			skEps := bySkill[skill]
			if name == "minecraft" && variants > 0 {
				var more []memory.Episode
				for i, ep := range skEps {
					vs, err := minecraftVariants(ctx, lib, s.Unit, ep, variants, int64(1000*i+1), timeout)
					if err != nil {
						return nil, fmt.Errorf("variants of %s: %w", ep.ID, err)
					}
					more = append(more, vs...)
				}
				skEps = append(skEps, more...)
			}
			if name == "kicad" && variants > 0 {
				more, err := kicadVariants(ctx, lib, s.Unit, skEps, variants, timeout)
				if err != nil {
					return nil, fmt.Errorf("variants of %s: %w", skill, err)
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
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
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

// minecraftHazards are what a perturbed scene puts near the recorded path.
var minecraftHazards = []string{"lava", "lava", "lava", "bedrock", "bedrock", "air", "water", "fire", "cave_air", "stone", "gravel", "diamond_ore"}

// minecraftVariants records more evidence for a Minecraft episode: n
// copies of its start scene with one to three blocks near the recorded
// path changed (lava, bedrock, a hole, water, fire, ore, ...), mobs moved,
// removed or added, and the arguments sometimes changed (counts, another
// direction, default targets or ore); the reference
// version runs in each (voxel world) and its steps, outcome and final
// state are recorded. Deterministic for a seed.
func minecraftVariants(ctx context.Context, lib *library.Library, ref *check.Unit, ep memory.Episode, n int, seed int64, timeout time.Duration) ([]memory.Episode, error) {
	snap, err := scenario.ParseSnapshot(ep)
	if err != nil {
		return nil, err
	}
	path := []mc.Pos{snap.Start.Player.Pos.Block()}
	for _, s := range ep.Steps {
		p := s.Action.Params
		if _, ok := p["x"]; ok {
			path = append(path, mc.P(int(skills.Num(p["x"])), int(skills.Num(p["y"])), int(skills.Num(p["z"]))))
		}
	}
	var out []memory.Episode
	for i := range n {
		rng := rand.New(rand.NewSource(seed + int64(i)))
		region := snap.Start.Region()
		names := append([]string(nil), region.Names...)
		region.Names = names
		args := snap.Args
		var a map[string]any
		if json.Unmarshal(args, &a) == nil {
			if (snap.Skill == "cut_step" || snap.Skill == "extend_tunnel") && rng.Intn(3) == 0 {
				a["dir"] = []string{"south", "east", "west"}[rng.Intn(3)]
			}
			// Counts move a little; optional arguments go back to their
			// defaults or change.
			for k, v := range a {
				if f, ok := v.(float64); ok && rng.Intn(3) == 0 {
					a[k] = max(1, f+float64(rng.Intn(5)-2))
				}
			}
			if _, ok := a["targets"]; ok && rng.Intn(3) == 0 {
				delete(a, "targets")
			}
			if _, ok := a["ore"]; ok && rng.Intn(3) == 0 {
				a["ore"] = []string{"", "iron_ore", "gold_ore"}[rng.Intn(3)]
			}
			if snap.Skill == "combat_rank" && rng.Intn(3) == 0 {
				a["reach"] = 2 + float64(rng.Intn(4))
			}
			args, _ = json.Marshal(a)
		}
		// The cells that decide: ahead of each recorded position (one and
		// two on, at floor, feet and head height) and beside it.
		fwd := mc.P(0, 0, -1)
		switch a["dir"] {
		case "south":
			fwd = mc.P(0, 0, 1)
		case "east":
			fwd = mc.P(1, 0, 0)
		case "west":
			fwd = mc.P(-1, 0, 0)
		}
		side := mc.P(fwd.Z, 0, fwd.X)
		for range 1 + rng.Intn(2) {
			p := path[rng.Intn(len(path))]
			switch rng.Intn(3) {
			case 0:
				p = p.Add(mc.P(fwd.X*(1+rng.Intn(2)), rng.Intn(3)-1, fwd.Z*(1+rng.Intn(2))))
			case 1:
				s := 1 - 2*rng.Intn(2)
				p = p.Add(mc.P(side.X*s, rng.Intn(4)-1, side.Z*s))
			default:
				p = p.Add(mc.P(rng.Intn(3)-1, rng.Intn(4)-1, rng.Intn(3)-1))
			}
			if k := region.Index(p); k >= 0 {
				names[k] = minecraftHazards[rng.Intn(len(minecraftHazards))]
			}
		}
		// Mobs move, leave, or are joined by others.
		var ents []mc.Entity
		for _, e := range snap.Start.Entities {
			switch rng.Intn(4) {
			case 0: // gone
				continue
			case 1:
				e.Pos = e.Pos.Add(mc.V(float64(rng.Intn(5)-2), 0, float64(rng.Intn(5)-2)))
			case 2:
				e.Health = 1 + float64(rng.Intn(int(max(e.Health, 2))))
			}
			ents = append(ents, e)
		}
		if len(snap.Start.Entities) > 0 && rng.Intn(2) == 0 {
			e := snap.Start.Entities[rng.Intn(len(snap.Start.Entities))]
			e.ID += 100
			e.Name = []string{"blaze", "chicken", "zombie"}[rng.Intn(3)]
			e.Pos = e.Pos.Add(mc.V(float64(rng.Intn(7)-3), 0, float64(rng.Intn(5)-2)))
			ents = append(ents, e)
		}
		start := mc.NewSnapshot(region, mc.State{Player: snap.Start.Player, Entities: ents})
		w, err := voxel.FromSnapshot(start)
		if err != nil {
			return nil, err
		}
		at := ep.Start
		rec := &verify.Recorder{World: w, Now: func() time.Time { at = at.Add(time.Second); return at }}
		rctx, cancel := context.WithTimeout(ctx, timeout)
		_, runErr := lib.RunUnit(rctx, ref, library.Request{Args: args, World: rec, Limits: skills.Limits{Timeout: timeout}})
		cancel()
		if rec.Final() == nil {
			// The skill did not look after its last action: look for it,
			// so a replay past the last step serves the world as it is.
			if _, err := rec.Observe(ctx); err != nil {
				return nil, err
			}
		}
		final, err := w.Snapshot(ctx, snap.Final.Min, snap.Final.Max)
		if err != nil {
			return nil, err
		}
		sn := scenario.Snapshot{Schema: scenario.CurrentSchema, Scenario: fmt.Sprintf("%s-v%02d", snap.Scenario, i), Skill: snap.Skill, Args: args, Source: "voxel",
			Start: start, Final: final, FinalObservation: rec.Final()}
		raw, err := json.Marshal(sn)
		if err != nil {
			return nil, err
		}
		ok := runErr == nil
		v := memory.Episode{ID: fmt.Sprintf("%s-v%02d", ep.ID, i), Agent: "skillrun-bench-verify", Env: ep.Env,
			Task: snap.Skill + " " + string(args), Start: ep.Start, End: at, Success: &ok, Snapshot: raw, Steps: rec.Steps()}
		if runErr != nil {
			v.Reason = runErr.Error()
		}
		out = append(out, v)
	}
	return out, nil
}

// kicadVariants records more evidence for a KiCad skill: the reference
// run with each recorded episode's arguments, and with none, on up to n
// other demo schematics (kicad-demos), each a fresh working copy.
func kicadVariants(ctx context.Context, lib *library.Library, ref *check.Unit, recorded []memory.Episode, n int, timeout time.Duration) ([]memory.Episode, error) {
	opts := kepisodes.Options{Start: time.Date(2026, 12, 2, 12, 0, 0, 0, time.UTC)}
	demos, err := filepath.Glob(filepath.Join(kicadDemosDir(), "*", "*.kicad_sch"))
	if err != nil {
		return nil, err
	}
	sort.Strings(demos)
	var unfit bool // the arguments do not fit the skill: no evidence
	runner := func(ctx context.Context, skill string, args json.RawMessage, w skills.World) (skills.Result, error) {
		res, err := lib.RunUnit(ctx, ref, library.Request{Args: args, World: w, Limits: skills.Limits{Timeout: timeout}})
		if err != nil {
			unfit = errors.Is(err, skills.ErrInvalidArgs) || errors.Is(err, skills.ErrTimeout)
			return nil, err
		}
		return res.Result, nil
	}
	var out []memory.Episode
	for i, ep := range recorded {
		snap, err := kepisodes.ParseSnapshot(ep)
		if err != nil {
			return nil, err
		}
		made := 0
		for _, d := range demos {
			if made == n {
				break
			}
			rel, _ := filepath.Rel(kicadDemosDir(), d)
			rel = filepath.ToSlash(rel)
			if rel == snap.Demo {
				continue
			}
			// The recorded arguments, and none (the skill's defaults).
			for j, args := range []json.RawMessage{snap.Args, json.RawMessage(`{}`)} {
				if j == 1 && (len(snap.Args) == 0 || string(snap.Args) == "{}") {
					continue
				}
				unfit = false
				rctx, cancel := context.WithTimeout(ctx, timeout)
				v, err := kepisodes.Record(rctx, fmt.Sprintf("%s-v%d-%02d-%d", ep.ID, i, made, j), rel, snap.Skill, args, runner, opts)
				cancel()
				if err != nil || unfit {
					continue // a demo the domain cannot open, or arguments the skill refuses, are no evidence
				}
				out = append(out, v)
			}
			made++
		}
	}
	return out, nil
}

// kicadDemosDir is where kicad-demos installs the demo designs.
func kicadDemosDir() string {
	if d := os.Getenv("KICAD_DEMOS"); d != "" {
		return d
	}
	return "/usr/share/kicad/demos"
}
