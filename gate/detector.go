package gate

import (
	"context"
	"fmt"
	"path/filepath"
	"sort"
	"strings"

	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/runtime/check"
	"github.com/skillrun/skillrun/verify"
)

// LabelSets returns the labelled frame sets of a detector skill: the
// files the rules name for it and labels/NAME*.jsonl in the library
// directory, sorted, without duplicates.
func (g *Gate) LabelSets(skill string) []string {
	if g.opts.Library == nil {
		return nil
	}
	dir := g.opts.Library.Dir()
	seen := map[string]bool{}
	var out []string
	add := func(p string) {
		if !filepath.IsAbs(p) {
			p = filepath.Join(dir, p)
		}
		if !seen[p] {
			seen[p] = true
			out = append(out, p)
		}
	}
	for _, p := range g.rules.Labels[skill] {
		add(p)
	}
	if m, err := filepath.Glob(filepath.Join(dir, "labels", skill+"*.jsonl")); err == nil {
		for _, p := range m {
			add(p)
		}
	}
	sort.Strings(out)
	return out
}

// detectorVerdicts scores the candidate and the serving version on every
// labelled frame set; a set passes when precision and recall both reach
// the floor and (for the candidate) the serving version's scores.
func (g *Gate) detectorVerdicts(ctx context.Context, c library.Candidate) (cand, serv []Verdict, err error) {
	lib := g.opts.Library
	if lib == nil {
		return nil, nil, nil
	}
	floor := g.rules.withDefaults().DetectorFloor
	sets := g.LabelSets(c.Unit.Name())
	episodeFrames := g.episodeFrames(ctx, c)
	if len(episodeFrames) > 0 {
		sets = append(sets, "")
	}
	for _, set := range sets {
		name := filepath.Base(set)
		var frames []verify.LabelledFrame
		if set == "" {
			name, frames = "frames of the linked episodes", episodeFrames
		} else if frames, err = verify.ReadLabels(set, g.opts.MaxFramePixels); err != nil {
			cand = append(cand, Verdict{Episode: name, Frames: true, Unverifiable: true, Why: err.Error()})
			continue
		}
		score := func(u *check.Unit) (*verify.DetectorReport, error) {
			// The gate's floor decides, not the manifest's own thresholds.
			return verify.Detector(ctx, lib, u, frames, verify.DetectorOptions{Thresholds: map[string]float64{verify.ThresholdPrecision: 0, verify.ThresholdRecall: 0}})
		}
		cr, err := score(c.Unit)
		if err != nil {
			cand = append(cand, Verdict{Episode: name, Frames: true, Unverifiable: true, Why: err.Error()})
			continue
		}
		wantP, wantR := floor, floor
		if c.Serving != nil {
			if sr, err := score(c.Serving); err == nil {
				ok := sr.Errors == 0 && sr.Precision >= floor && sr.Recall >= floor
				serv = append(serv, Verdict{Episode: name, Frames: true, Passed: ok, Why: fmt.Sprintf("precision %.2f, recall %.2f", sr.Precision, sr.Recall)})
				wantP, wantR = max(wantP, sr.Precision), max(wantR, sr.Recall)
			}
		}
		v := Verdict{Episode: name, Frames: true, Passed: cr.Errors == 0 && cr.Precision >= wantP && cr.Recall >= wantR}
		v.Why = fmt.Sprintf("precision %.2f (needs %.2f), recall %.2f (needs %.2f)", cr.Precision, wantP, cr.Recall, wantR)
		if cr.Errors > 0 {
			v.Why += fmt.Sprintf(", %d frame(s) failed to run", cr.Errors)
		}
		for _, f := range cr.Frames {
			if f.FP > 0 || f.FN > 0 || f.Err != "" {
				v.Why += fmt.Sprintf("; first wrong frame %s (tp %d, fp %d, fn %d)", f.Name, f.TP, f.FP, f.FN)
				break
			}
		}
		cand = append(cand, v)
	}
	return cand, serv, nil
}

// episodeFrames returns the labelled frames of the episodes linked to the
// serving version of a detector's skill (none without a frame store, a
// memory or a serving version): a detector that a procedure looked through
// is judged on what that procedure saw.
func (g *Gate) episodeFrames(ctx context.Context, c library.Candidate) []verify.LabelledFrame {
	if g.opts.Frames.Dir == "" || g.opts.Store == nil || c.Serving == nil {
		return nil
	}
	evs, err := g.opts.Store.Evidence(ctx, c.Serving.Version())
	if err != nil {
		g.log.Debug("detector evidence", "skill", c.Unit.Name(), "error", err)
		return nil
	}
	var ids []string
	for _, e := range evs {
		ids = append(ids, e.Episode)
	}
	if len(ids) == 0 {
		return nil
	}
	var labels []string
	if l, ok := strings.CutSuffix(c.Unit.Name(), "_detector"); ok {
		labels = []string{l}
	}
	frames, err := verify.EpisodeFrames(ctx, g.opts.Store, g.opts.Frames, verify.EpisodeFramesOptions{IDs: ids, Labels: labels, MaxFramePixels: g.opts.MaxFramePixels})
	if err != nil {
		g.log.Debug("detector episode frames", "skill", c.Unit.Name(), "error", err)
		return nil
	}
	return frames
}
