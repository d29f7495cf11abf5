package ui

import (
	"context"
	"errors"
	"fmt"
	"math"
	"net/http"
	"net/url"
	"sort"
	"strings"

	"github.com/skillrun/skillrun/detectors"
	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
)

// Rollbacker restores an earlier version of a skill (the gate: it records
// the decision and writes the library file); to may be a unique prefix, or
// empty for the previous serving version.
type Rollbacker interface {
	Rollback(ctx context.Context, skill, to, author string) (library.Decision, error)
}

// rollbackConfirm shows what a rollback would do and asks for a POST: the
// confirmation works without JavaScript.
func (u *UI) rollbackConfirm(w http.ResponseWriter, r *http.Request) {
	name := r.PathValue("name")
	if _, err := u.opts.Library.Get(name); err != nil {
		u.fail(w, http.StatusNotFound, fmt.Sprintf("no skill %q in this library", name))
		return
	}
	if u.opts.Rollback == nil {
		u.fail(w, http.StatusNotImplemented, "this server cannot roll back (it has no gate)")
		return
	}
	u.render(w, "rollback", map[string]any{"Title": "Roll back " + name, "Name": name, "To": r.URL.Query().Get("to")})
}

// rollback restores the version named by the form.
func (u *UI) rollback(w http.ResponseWriter, r *http.Request) {
	name := r.PathValue("name")
	if u.opts.Rollback == nil {
		u.fail(w, http.StatusNotImplemented, "this server cannot roll back (it has no gate)")
		return
	}
	if err := r.ParseForm(); err != nil || r.PostForm.Get("confirm") != "yes" {
		u.fail(w, http.StatusBadRequest, "a rollback needs its confirmation form")
		return
	}
	d, err := u.opts.Rollback.Rollback(r.Context(), name, r.PostForm.Get("to"), "web")
	if err != nil {
		u.fail(w, http.StatusConflict, "rollback: "+err.Error())
		return
	}
	msg := fmt.Sprintf("rolled back to %s: %s", memory.ShortID(d.Version), d.Reason)
	http.Redirect(w, r, "/ui/skills/"+url.PathEscape(name)+"?msg="+url.QueryEscape(msg), http.StatusSeeOther)
}

// run shows one verification run of a version: every episode's verdict,
// the first divergence of a failure with the observation the step had,
// and the episode's frames.
func (u *UI) run(w http.ResponseWriter, r *http.Request) {
	ctx, cancel := context.WithTimeout(r.Context(), pageTimeout)
	defer cancel()
	name, version, id := r.PathValue("name"), r.PathValue("version"), r.PathValue("run")
	if u.opts.Memory == nil {
		u.fail(w, http.StatusNotFound, "this view has no memory store")
		return
	}
	// The one run, not every run of the version (one a judgement, each
	// with a verdict an episode).
	one, err := u.opts.Memory.Verification(ctx, version, id)
	if errors.Is(err, memory.ErrNotFound) {
		u.fail(w, http.StatusNotFound, fmt.Sprintf("no verification run %q of %s", id, memory.ShortID(version)))
		return
	}
	if err != nil {
		u.fail(w, http.StatusInternalServerError, err.Error())
		return
	}
	run := &one
	type verdictView struct {
		memory.Verdict
		Step   *memory.Step
		Frames []string
		// Scored are a detector's frames drawn with their boxes, the
		// failing ones first; Score sums every frame of the verdict.
		Scored []scoredFrame
		More   int
		Score  detectors.Score
	}
	var vs []verdictView
	var total detectors.Score
	for _, v := range run.Verdicts {
		vv := verdictView{Verdict: v, Frames: v.Recorded}
		if !v.Passed && len(v.Frames) == 0 {
			// The recorded step where the run diverged, with the frames
			// the agent saw there (one page of the episode, not all of it).
			if k := divergenceStep(v.Divergence); k >= 0 {
				if pg, err := u.opts.Memory.EpisodeSteps(ctx, v.Episode, k, 1, 0); err == nil && len(pg.Steps) == 1 {
					vv.Step = &pg.Steps[0]
					if len(vv.Frames) == 0 {
						vv.Frames = pg.Steps[0].Frames
					}
				}
			}
		}
		for _, f := range v.Frames {
			vv.Score = vv.Score.Add(detectors.Score{TP: f.TP, FP: f.FP, FN: f.FN, IoUSum: f.IoUSum})
		}
		total = total.Add(vv.Score)
		vv.Scored, vv.More = u.scoredFrames(ctx, v.Frames)
		vs = append(vs, vv)
	}
	data := map[string]any{"Title": "Run " + id, "Name": name, "Run": run, "Verdicts": vs}
	if total.TP+total.FP+total.FN > 0 {
		data["Score"] = total
	}
	u.render(w, "run", data)
}

// maxScoredFrames bounds the frames a verdict draws on the run page.
const maxScoredFrames = 24

// scoredFrame is one frame of a detector run, drawn with its boxes.
type scoredFrame struct {
	memory.FrameVerdict
	W, H  int
	Score detectors.Score
}

// scoredFrames are a verdict's frames to draw: the failing ones first, at
// most maxScoredFrames, with each frame's size from its metadata; More
// counts the rest.
func (u *UI) scoredFrames(ctx context.Context, fvs []memory.FrameVerdict) ([]scoredFrame, int) {
	order := make([]memory.FrameVerdict, 0, len(fvs))
	for _, pass := range []bool{false, true} {
		for _, f := range fvs {
			if (f.FP == 0 && f.FN == 0 && f.Err == "") == pass {
				order = append(order, f)
			}
		}
	}
	more := max(0, len(order)-maxScoredFrames)
	order = order[:min(len(order), maxScoredFrames)]
	var out []scoredFrame
	for _, f := range order {
		sf := scoredFrame{FrameVerdict: f, Score: detectors.Score{TP: f.TP, FP: f.FP, FN: f.FN, IoUSum: f.IoUSum}}
		if meta, err := u.opts.Memory.Frame(ctx, f.Frame); err == nil {
			sf.W, sf.H = meta.Width, meta.Height
		}
		if sf.W <= 0 || sf.H <= 0 {
			// Unknown size: the boxes' extent frames them.
			for _, b := range append(append([]memory.Box{}, f.Truth...), f.Detections...) {
				sf.W, sf.H = max(sf.W, b.Box[2]), max(sf.H, b.Box[3])
			}
			sf.W, sf.H = max(sf.W, 1), max(sf.H, 1)
		}
		out = append(out, sf)
	}
	return out, more
}

// divergenceStep reads the step index a divergence names ("step 3: ..."),
// or -1.
func divergenceStep(d string) int {
	i := strings.Index(d, "step ")
	if i < 0 {
		return -1
	}
	n := 0
	digits := 0
	for _, c := range d[i+5:] {
		if c < '0' || c > '9' {
			break
		}
		n = n*10 + int(c-'0')
		digits++
	}
	if digits == 0 {
		return -1
	}
	return n
}

// graphNode is one node of a provenance graph, placed for the SVG.
type graphNode struct {
	X, Y         float64
	Label, Class string
	Href         string
	Weight       float64 // a failure's time-decayed weight, 0..1
}

// graphEdge joins two nodes.
type graphEdge struct {
	X1, Y1, X2, Y2 float64
	Class          string
}

// provenance draws a version's evidence: the version, the episodes linked
// to it, the failed steps of its skill with their objects and their
// time-decayed weights (score = similarity · e^(−λ·Δt)).
func (u *UI) provenance(ctx context.Context, skill, version string) ([]graphNode, []graphEdge) {
	st := u.opts.Memory
	if st == nil {
		return nil, nil
	}
	ev, err := st.Evidence(ctx, version)
	if err != nil || len(ev) == 0 {
		return nil, nil
	}
	sort.Slice(ev, func(i, j int) bool { return ev[i].Time.After(ev[j].Time) })
	if len(ev) > 12 {
		ev = ev[:12]
	}
	fails, _ := st.Failures(ctx, memory.FailureQuery{Skill: skill, Limit: 24, Now: u.opts.Now()})
	nodes := []graphNode{{X: 70, Y: 20 + 20*float64(len(ev)), Label: memory.ShortID(version), Class: "version", Href: "#versions"}}
	var edges []graphEdge
	epY := map[string]float64{}
	for i, e := range ev {
		y := 20 + 40*float64(i)
		epY[e.Episode] = y
		label := e.Episode
		if r := []rune(label); len(r) > 28 {
			label = string(r[:27]) + "…"
		}
		nodes = append(nodes, graphNode{X: 300, Y: y, Label: label, Class: strings.ToLower(string(e.Relation)), Href: "/ui/episodes/" + url.PathEscape(e.Episode)})
		edges = append(edges, graphEdge{X1: 75, Y1: nodes[0].Y, X2: 295, Y2: y, Class: strings.ToLower(string(e.Relation))})
	}
	row := 0
	for _, f := range fails {
		y, ok := epY[f.Step.Episode]
		if !ok {
			continue
		}
		fy := 20 + 40*float64(row)
		row++
		w := math.Max(0, math.Min(1, f.Score))
		label := fmt.Sprintf("#%d %s %s", f.Step.Index, f.Action, f.Object)
		if r := []rune(label); len(r) > 32 {
			label = string(r[:31]) + "…"
		}
		nodes = append(nodes, graphNode{X: 560, Y: fy, Label: label, Class: "failure", Weight: w,
			Href: fmt.Sprintf("/ui/episodes/%s#s%d", url.PathEscape(f.Step.Episode), f.Step.Index)})
		edges = append(edges, graphEdge{X1: 305, Y1: y, X2: 555, Y2: fy, Class: "failed"})
	}
	return nodes, edges
}
