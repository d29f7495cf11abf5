package verify_test

import (
	"context"
	"encoding/json"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/verify"
	"github.com/skillrun/skillrun/verify/verifytest"
)

func TestReferencePassesEveryMethod(t *testing.T) {
	eps := episodes(t)
	lib, unit := libWith(t, reference(t))
	for _, method := range []string{verify.Auto, verify.MethodReplay, verify.MethodResim, verify.Both} {
		t.Run(method, func(t *testing.T) {
			rep, err := verify.Episodes(context.Background(), lib, unit, eps, verify.Options{Simulators: registry(t), Method: method})
			if err != nil {
				t.Fatal(err)
			}
			for _, v := range rep.Verdicts {
				if v.Status != verify.Pass {
					t.Errorf("%s: %s: %s", v.Episode, v.Status, v.Reason())
				}
			}
			// The stored run's rate is of successes: the episodes whose
			// recorded outcome was a failure are reproduced, not passed.
			succeeded := 0
			for i, ep := range eps {
				if verify.RecordedFailure(&ep) == "" {
					succeeded++
				} else if m := rep.Run.Verdicts[i]; m.Passed || !m.Reproduces || !strings.HasPrefix(m.Divergence, verify.ReproducesFailure) {
					t.Errorf("%s recorded a failure, reproduced; stored as %+v", ep.ID, m)
				}
			}
			if !rep.Verified() || rep.Run.Passed != succeeded || rep.Run.Total != len(eps) || succeeded == len(eps) {
				t.Errorf("report: verified=%v run=%d/%d; want verified, %d of %d", rep.Verified(), rep.Run.Passed, rep.Run.Total, succeeded, len(eps))
			}
		})
	}
}

// mutate replaces exactly one occurrence of old with new in the reference.
func mutate(t *testing.T, old, new string) []byte {
	t.Helper()
	src := string(reference(t))
	if n := strings.Count(src, old); n != 1 {
		t.Fatalf("mutation %q occurs %d times in the reference", old, n)
	}
	return []byte(strings.Replace(src, old, new, 1))
}

func TestMutantsDivergePrecisely(t *testing.T) {
	eps := episodes(t)
	byID := map[string]memory.Episode{}
	for _, ep := range eps {
		byID[ep.ID] = ep
	}
	tests := []struct {
		name, old, new string
		episode        string
		step           int
		want, got      string // actions as rendered, "" for none
		reason         string // substring of the verdict's reason
	}{
		{"flipped direction", `dx, side := 1, "east"`, `dx, side := -1, "east"`, "corridor-plain", 0,
			"walk(dx=1)", "walk(dx=-1)", "param dx = -1, want 1"},
		{"off by one", `i < args.Steps`, `i <= args.Steps`, "corridor-plain", 4,
			"", "walk(dx=1)", "the recording has no more steps"},
		{"swapped order", `case "stone":`, `case "stone_":`, "corridor-stone", 1,
			"dig(x=2)", "walk(dx=1)", "action \"walk\", want \"dig\""},
		{"wrong block", `"block": "cobble"`, `"block": "stone"`, "corridor-gap", 1,
			"place(block=cobble, x=2)", "place(block=stone, x=2)", `param block = "stone", want "cobble"`},
		{"blind retry of a failed action", `if out, err = env.Act(skills.Action{Name: "use_key"`, `if out, err = env.Act(skills.Action{Name: "open"`, "corridor-door", 2,
			"use_key(door, dx=1)", "open(door, dx=1)", "repeats open(door, dx=1), recorded as failed at step 1: locked"},
		{"stops early", `walked++`, `walked++
		if walked == 2 {
			break
		}`, "corridor-plain", 2, "walk(dx=1)", "", "the procedure stopped: it returned success"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			lib, unit := libWith(t, mutate(t, tt.old, tt.new))
			rep, err := verify.Episodes(context.Background(), lib, unit, []memory.Episode{byID[tt.episode]}, verify.Options{Method: verify.MethodReplay})
			if err != nil {
				t.Fatal(err)
			}
			v := rep.Verdicts[0]
			if v.Status != verify.Fail || v.Divergence == nil {
				t.Fatalf("verdict %s %q; want a failure with a divergence", v.Status, v.Reason())
			}
			d := v.Divergence
			if d.Step != tt.step {
				t.Errorf("divergence at step %d; want %d (%s)", d.Step, tt.step, d)
			}
			if s := actionString(d.Want); s != tt.want {
				t.Errorf("want action %q; want %q", s, tt.want)
			}
			if s := actionString(d.Got); s != tt.got {
				t.Errorf("got action %q; want %q", s, tt.got)
			}
			if !strings.Contains(v.Reason(), tt.reason) {
				t.Errorf("reason %q; want it to contain %q", v.Reason(), tt.reason)
			}
			if d.Observation == nil {
				t.Errorf("divergence carries no observation")
			}
			if rep.Verified() {
				t.Errorf("report verified")
			}
		})
	}
}

func actionString(a interface{ String() string }) string {
	if a == nil || reflect.ValueOf(a).IsNil() {
		return ""
	}
	return a.String()
}

func TestMutantsFailResimulation(t *testing.T) {
	eps := episodes(t)
	tests := []struct{ name, old, new, diff string }{
		{"dropped gap check", `case "gap", "lava":`, `case "gap_", "lava_":`, "player dead=true, recorded false"},
		{"flipped direction", `dx, side := 1, "east"`, `dx, side := -1, "east"`, "player ends at"},
		{"wrong block", `"block": "cobble"`, `"block": "stone"`, "the procedure failed where the recording succeeded"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			lib, unit := libWith(t, mutate(t, tt.old, tt.new))
			rep, err := verify.Episodes(context.Background(), lib, unit, eps, verify.Options{Simulators: registry(t), Method: verify.MethodResim})
			if err != nil {
				t.Fatal(err)
			}
			if rep.Verified() {
				t.Fatal("mutant verified")
			}
			found := false
			for _, v := range rep.Verdicts {
				if v.Status == verify.Error {
					t.Errorf("%s: error verdict %s", v.Episode, v.Err)
				}
				if strings.Contains(strings.Join(v.Diffs, "; "), tt.diff) {
					found = true
				}
			}
			if !found {
				t.Errorf("no verdict lists %q: %+v", tt.diff, rep.Verdicts)
			}
		})
	}
}

func TestFailedEpisodeMustBeReproduced(t *testing.T) {
	var failed memory.Episode
	for _, ep := range episodes(t) {
		if ep.ID == "corridor-no_cobble" {
			failed = ep
		}
	}
	// The mutant that drops the gap check walks into the gap the
	// recording refused to enter.
	lib, unit := libWith(t, mutate(t, `case "gap", "lava":`, `case "gap_", "lava_":`))
	for _, method := range []string{verify.MethodResim, verify.MethodReplay} {
		rep, err := verify.Episodes(context.Background(), lib, unit, []memory.Episode{failed}, verify.Options{Simulators: registry(t), Method: method})
		if err != nil {
			t.Fatal(err)
		}
		if v := rep.Verdicts[0]; v.Status != verify.Fail {
			t.Errorf("%s: %s %q; want fail", method, v.Status, v.Reason())
		}
	}
}

func TestBadInputGivesErrorVerdicts(t *testing.T) {
	eps := episodes(t)
	good := eps[0]
	clone := func(ep memory.Episode) memory.Episode {
		b, _ := json.Marshal(ep)
		var out memory.Episode
		if err := json.Unmarshal(b, &out); err != nil {
			t.Fatal(err)
		}
		return out
	}
	missing := clone(eps[1])
	missing.ID = "missing-steps"
	missing.Snapshot = nil
	missing.Steps = append(missing.Steps[:1:1], missing.Steps[3:]...)
	unknown := clone(eps[1])
	unknown.ID = "unknown-action"
	unknown.Steps[1].Action.Name = "teleport"
	unregistered := clone(eps[0])
	unregistered.ID = "unregistered"
	unregistered.Env = "nethack"
	notask := clone(eps[0])
	notask.ID = "no-task"
	notask.Snapshot, notask.Task = nil, ""
	for i := range notask.Steps {
		notask.Steps[i].Skill = ""
	}
	empty := memory.Episode{ID: "empty", Env: "corridor", Task: "advance {\"steps\":1}"}
	badArgs := clone(eps[0])
	badArgs.ID = "bad-args"
	badArgs.Snapshot = nil
	badArgs.Task = `advance {"steps":"four"}`

	hang := mutate(t, `walked := 0`, `walked := 0
	for args.Steps > 0 {
		walked++
	}`)
	lib, unit := libWith(t, hang)
	start := time.Now()
	rep, err := verify.Episodes(context.Background(), lib, unit, []memory.Episode{good}, verify.Options{Simulators: registry(t), Timeout: 300 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	if v := rep.Verdicts[0]; v.Status != verify.Error || !strings.Contains(v.Err, "timeout") {
		t.Errorf("hanging skill: %s %q; want an error verdict naming the timeout", v.Status, v.Err)
	}
	if d := time.Since(start); d > 10*time.Second {
		t.Errorf("hanging skill took %v to give up", d)
	}

	lib, unit = libWith(t, reference(t))
	bad := []memory.Episode{missing, unknown, unregistered, notask, empty, badArgs, good}
	rep, err = verify.Episodes(context.Background(), lib, unit, bad, verify.Options{Simulators: registry(t)})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		"missing-steps":  "steps 1 to 2 are missing",
		"unknown-action": `unknown action "teleport"`,
		"unregistered":   "no simulator registered",
		"no-task":        "does not name the skill",
		"empty":          "did not record what the procedure observed",
		"bad-args":       "arguments do not fit",
	}
	for _, v := range rep.Verdicts {
		if v.Episode == good.ID {
			if v.Status != verify.Pass {
				t.Errorf("good episode: %s %q", v.Status, v.Reason())
			}
			continue
		}
		if v.Status != verify.Error || !strings.Contains(v.Err, want[v.Episode]) {
			t.Errorf("%s: %s %q; want an error containing %q", v.Episode, v.Status, v.Err, want[v.Episode])
		}
	}
	if rep.Errors != len(bad)-1 || rep.Passed != 1 || rep.Verified() {
		t.Errorf("errors=%d passed=%d verified=%v; want %d, 1, false", rep.Errors, rep.Passed, rep.Verified(), len(bad)-1)
	}
}

func TestWholeEpisodeSimulator(t *testing.T) {
	eps := episodes(t)
	reg, err := verify.NewRegistry(verifytest.WholeEpisode())
	if err != nil {
		t.Fatal(err)
	}
	opts := verify.Options{Simulators: reg, Method: verify.MethodResim, Timeout: 500 * time.Millisecond}
	tests := []struct {
		name     string
		src      []byte
		verified bool
		status   verify.Status // of some verdict
		reason   string
	}{
		{"reference", reference(t), true, verify.Pass, ""},
		{"dropped gap check", mutate(t, `case "gap", "lava":`, `case "gap_", "lava_":`), false, verify.Fail, "player dead=true, recorded false"},
		{"hangs", mutate(t, `walked := 0`, "walked := 0\n\tfor args.Steps > 0 {\n\t\twalked++\n\t}"), false, verify.Error, "timeout"},
	}
	for _, tt := range tests {
		lib, unit := libWith(t, tt.src)
		rep, err := verify.Episodes(context.Background(), lib, unit, eps, opts)
		if err != nil {
			t.Fatal(err)
		}
		if rep.Verified() != tt.verified {
			t.Errorf("%s: verified=%v; want %v", tt.name, rep.Verified(), tt.verified)
		}
		found := false
		for _, v := range rep.Verdicts {
			if v.Status == tt.status && strings.Contains(v.Reason(), tt.reason) {
				found = true
			}
		}
		if !found {
			t.Errorf("%s: no %s verdict with %q: %+v", tt.name, tt.status, tt.reason, rep.Verdicts)
		}
	}
}
