package serve_test

import (
	"context"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/skillrun/skillrun/detectors"
	"github.com/skillrun/skillrun/memory"
	memopen "github.com/skillrun/skillrun/memory/open"
)

// backAndFight walks the player back (and aside) from where the session
// starts, then fights what it sees (combat_sight, through the blaze
// detector): from there the blaze is drawn 50 to 90 pixels tall, where
// from the start it is 140 to 160.
const backAndFight = `// Step back from where the session starts, then fight what is in view.
package back_and_fight

import "github.com/skillrun/skillrun/skills"

type Args struct {
	Back int ` + "`json:\"back\"`" + `
	Side int ` + "`json:\"side\"`" + `
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	obs, err := env.Observe()
	if err != nil {
		return nil, err
	}
	b := obs.Floats("block")
	x, y, z := int(b[0]), int(b[1]), int(b[2])
	for _, to := range [][3]int{{x, y, z + args.Back}, {x + args.Side, y, z + args.Back}} {
		if _, err := env.Act(skills.Action{Name: "walk", Params: map[string]any{"x": to[0], "y": to[1], "z": to[2]}}); err != nil {
			return nil, err
		}
	}
	return env.Call("combat_sight", map[string]any{"hits": 1})
}
`

// TestDetectorProbationEndToEnd: sessions in a voxel scene record the
// frames a skill looked at, with the renderer's truth, in the run's
// steps. A blaze detector rewrite that drops blazes drawn under 110
// pixels tall keeps up with the built-in on the frames of its evidence
// (runs from the scene's start, where the blaze is 140 pixels tall or
// more) and is promoted. Agents then fight from farther back: the
// frames of those runs, scored with both versions, show it finds none of
// the blazes the built-in finds, and at the fifth such run it is rolled
// back, the caller told, the decision naming what each found. Those runs
// fail for any version (the blaze is out of reach), so the callers'
// outcomes say nothing of the detector: an honest rewrite, judged on the
// same kind of frames, keeps serving through them.
func TestDetectorProbationEndToEnd(t *testing.T) {
	// The gate's rules are the defaults. (On a cropped view of a dozen
	// frames the built-in itself has dipped to precision 0.8, one false
	// alarm, under the floor of 0.9: the cropped view holds a candidate to
	// the serving version's scores there, not to the floor too.)
	_, _, mem, base := voxelServeWith(t, map[string]string{
		"back_and_fight/back_and_fight.go": backAndFight,
	})
	// run runs skill in a session of its own on blaze_sight and returns
	// the error's text ("" when it succeeded).
	run := func(skill string, args map[string]any) string {
		t.Helper()
		sid, _ := opResult(t, base, "session_open", map[string]any{"env": "voxel", "params": map[string]any{"scene": "blaze_sight"}, "agent": "fighter"})["session"].(string)
		defer opResult(t, base, "session_close", map[string]any{"session": sid})
		args["_session"] = sid
		code, body, _ := post(t, base+"/v1/skills/"+skill, "", args)
		if code == 200 {
			return ""
		}
		return fmt.Sprint(body["error"])
	}
	detector := func() string {
		t.Helper()
		v, _ := opResult(t, base, "skill_source", map[string]any{"skill": "blaze_detector"})["version"].(string)
		return v
	}
	builtin := detector()
	src, _ := opResult(t, base, "skill_source", map[string]any{"skill": "blaze_detector"})["source"].(string)
	const detect = "func Detect(f *detectors.Frame, args Args) ([]detectors.Detection, error) {"
	if !strings.Contains(src, detect) {
		t.Fatalf("the built-in blaze detector's source has no %q", detect)
	}

	// The evidence: two fights from the start, which record their frames.
	for range 2 {
		if e := run("combat_sight", map[string]any{"hits": 3}); e != "" {
			t.Fatalf("combat_sight from the start: %s", e)
		}
	}
	ctx := context.Background()
	st, err := memopen.Store(ctx, mem, memopen.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	evs, err := st.Evidence(ctx, builtin)
	if err != nil || len(evs) != 2 {
		t.Fatalf("the built-in's evidence = %v, %v; want the two runs", evs, err)
	}
	for _, e := range evs {
		ep, err := st.Episode(ctx, e.Episode)
		if err != nil {
			t.Fatal(err)
		}
		framed := 0
		for _, s := range ep.Steps {
			for _, h := range s.Frames {
				f, err := st.Frame(ctx, h)
				if err != nil {
					t.Fatal(err)
				}
				truth, err := detectors.DecodeTruth(f.Labels[detectors.TruthLabel])
				if err != nil || len(truth) != 1 || truth[0].Label != "blaze" || f.Width != 640 || f.Height != 360 {
					t.Errorf("%s step %d frame %s: %dx%d, truth %+v, %v; want 640x360 with the blaze", ep.ID, s.Index, h, f.Width, f.Height, truth, err)
				}
				framed++
			}
		}
		if framed == 0 {
			t.Errorf("%s recorded no frame of what combat_sight looked at", ep.ID)
		}
	}

	// The rewrite fitted to its evidence is promoted.
	fitted := strings.Replace(src, detect, "func detectAll(f *detectors.Frame, args Args) ([]detectors.Detection, error) {", 1) + `
// Detect keeps the blazes drawn at least 110 pixels tall.
func Detect(f *detectors.Frame, args Args) ([]detectors.Detection, error) {
	ds, err := detectAll(f, args)
	var out []detectors.Detection
	for _, d := range ds {
		if d.Box.Dy() >= 110 {
			out = append(out, d)
		}
	}
	return out, err
}
`
	p := opResult(t, base, "skill_propose", map[string]any{"skill": "blaze_detector", "source": fitted, "author": "fitter"})
	if p["status"] != "promoted" {
		t.Fatalf("the fitted rewrite was not promoted on the frames of its evidence: %v", p)
	}
	rewrite, _ := p["version"].(string)

	// Fights from farther back fail whichever detector looks (out of
	// reach); their frames show the rewrite misses every blaze.
	from := [][2]int{{3, 0}, {4, 1}, {5, -1}, {2, 2}, {4, -1}}
	for i, a := range from {
		e := run("back_and_fight", map[string]any{"back": a[0], "side": a[1]})
		if e == "" {
			t.Fatalf("a fight from %v succeeded: out of reach, it should not", a)
		}
		rolled := strings.Contains(e, "blaze_detector rolled back: on probation")
		if rolled != (i == len(from)-1) {
			t.Fatalf("fight %d from %v: rolled back %v: %s", i+1, a, rolled, e)
		}
		if rolled && !strings.Contains(e, "labelled objects") {
			t.Errorf("the run that rolled it back does not say what the frames showed: %s", e)
		}
		if i == 1 {
			// The skill's page says how a detector is judged.
			_, m, _ := get(t, base+"/ui/skills/blaze_detector", "")
			page, _ := m["_body"].(string)
			for _, want := range []string{"A detector: once 5 of its runs have seen frames labelled with the truth, it is judged on those frames instead",
				"On the labelled frames of 2 of its runs (", "not judged yet): " + rewrite[:12] + " found "} {
				if !strings.Contains(page, want) {
					t.Errorf("the skill page lacks %q", want)
				}
			}
		}
	}
	if got := detector(); got != builtin {
		t.Fatalf("after five fights the blaze detector is %s; want the built-in %s back", got, builtin)
	}
	d, err := st.LatestDecision(ctx, "blaze_detector", memory.RolledBack)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("decision: %s", d.Reason)
	m := regexp.MustCompile(`found (\d+) of (\d+) labelled objects .* of 5 real runs since its promotion, where \w+ found (\d+) `).FindStringSubmatch(d.Reason)
	if d.Author != "probation" || d.Old != rewrite || m == nil {
		t.Fatalf("the rollback = %+v; want by probation, on the frames of 5 runs", d)
	}
	if found, of, old := atoi(t, m[1]), atoi(t, m[2]), atoi(t, m[3]); of == 0 || old != of || 4*found > of {
		t.Errorf("the rewrite found %d of %d blazes and the built-in %d; want the built-in all and the rewrite under a quarter", found, of, old)
	}

	// The built-in serves because probation restored it: a rewrite that
	// passes the gate stands trial on the labelled frames of the built-in's
	// next real runs before it serves. One fitted to every frame recorded
	// so far (it drops blazes drawn under 44 pixels tall; none was) is
	// told apart by fights from farther back, and rejected at the fifth;
	// the built-in serves throughout.
	refitted := strings.Replace(fitted, "d.Box.Dy() >= 110", "d.Box.Dy() >= 44", 1)
	refitted = strings.Replace(refitted, "at least 110 pixels", "at least 44 pixels", 1)
	p = opResult(t, base, "skill_propose", map[string]any{"skill": "blaze_detector", "source": refitted, "author": "refitter"})
	if reason, _ := p["reason"].(string); p["status"] != "pending" || p["decision"] != "on-trial" || !strings.Contains(reason, "on the labelled frames they observed") {
		t.Fatalf("the refitted rewrite after the rollback: %v; want pending, on trial", p)
	}
	onTrial, _ := p["version"].(string)
	_, pg, _ := get(t, base+"/ui/skills/blaze_detector", "")
	if page, _ := pg["_body"].(string); !strings.Contains(page, onTrial[:12]+"</code> by refitter passed the gate") ||
		!strings.Contains(page, "next 5 real runs, scored on the labelled frames they observed, beside this version.") {
		t.Errorf("the skill page does not say how the detector's trial is judged")
	}
	far := [][2]int{{8, 0}, {9, 1}, {8, -1}, {9, 0}, {8, 1}}
	for i, a := range far {
		e := run("back_and_fight", map[string]any{"back": a[0], "side": a[1]})
		t.Logf("fight %d from %v: %s", i+1, a, e)
		if decided := strings.Contains(e, "trial:"); decided != (i == len(far)-1) {
			t.Fatalf("fight %d from %v: decided the trial %v: %s", i+1, a, decided, e)
		}
		if i == len(far)-1 && !strings.Contains(e, "blaze_detector kept "+builtin[:12]+": failed its trial: on the labelled frames of "+builtin[:12]+"'s 5 real runs since it went on trial") {
			t.Errorf("the fifth fight does not tell of the failed trial: %s", e)
		}
		if got := detector(); got != builtin {
			t.Fatalf("after fight %d of the trial the blaze detector is %s; want the built-in", i+1, got)
		}
	}

	// An honest rewrite passes its trial on the same kind of frames, and
	// serves from the fifth fight on though every fight fails.
	p = opResult(t, base, "skill_propose", map[string]any{"skill": "blaze_detector", "source": src + "\n// Reworded by an honest agent.\n", "author": "honest"})
	if p["status"] != "pending" {
		t.Fatalf("the honest rewrite: %v; want pending, on trial", p)
	}
	honest, _ := p["version"].(string)
	for i, a := range append(from, [2]int{3, 1}, [2]int{4, 0}) {
		e := run("back_and_fight", map[string]any{"back": a[0], "side": a[1]})
		if strings.Contains(e, "rolled back") || strings.Contains(e, "failed its trial") {
			t.Fatalf("fight %d: the honest rewrite was turned down: %s", i+1, e)
		}
		if promoted := strings.Contains(e, "blaze_detector promoted "+honest[:12]+": promoted: passed its trial"); promoted != (i == 4) {
			t.Fatalf("fight %d: promoted %v: %s", i+1, promoted, e)
		}
	}
	if got := detector(); got != honest {
		t.Errorf("after seven fights the blaze detector is %s; want the honest rewrite %s", got, honest)
	}
}

func atoi(t *testing.T, s string) int {
	t.Helper()
	n, err := strconv.Atoi(s)
	if err != nil {
		t.Fatal(err)
	}
	return n
}
