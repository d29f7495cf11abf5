package gate

import (
	"context"
	"fmt"
	"sort"
	"time"

	"github.com/skillrun/skillrun/detectors"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/runtime/check"
	"github.com/skillrun/skillrun/verify"
)

// Detectors on probation, judged on what their runs saw.
//
// A detector runs inside the procedures that look through it, and its
// recorded runs are theirs: the counts of outcomes say how the callers
// did, which a caller that falls back on something else keeps high while
// the detector sees nothing. When the runs since a detector's promotion
// observed frames their renderer labelled (the Minecraft worlds label each
// frame with the blazes it shows), those frames are better evidence than
// any it was promoted on: drawn from real use after the promotion, so no
// version could have been written to them. A detector is then judged on
// them, beside the version it replaced scored on the same frames: short of
// that version's precision or recall by more than observed_margin, it is
// rolled back as any version on probation is. Both versions run in the
// library's executor; the replaced version's source is only parsed and
// type-checked in the host.

// FrameProbation is a detector's probation judged on the labelled frames
// of its runs since its promotion.
type FrameProbation struct {
	// Judged: Runs reached the probation's MinCalls.
	Judged bool `json:"judged"`
	// Runs are the runs since the promotion that observed labelled
	// frames, Frames those frames (read and scored).
	Runs   int `json:"runs"`
	Frames int `json:"frames"`
	// New is the version's score on the frames, Old the replaced
	// version's on the same frames.
	New detectors.Score `json:"new"`
	Old detectors.Score `json:"old"`
	// Failing: judged, and New's precision or recall is short of Old's by
	// more than the margin.
	Failing bool `json:"failing"`
}

// Summary says where the detector stands on the frames, in a sentence
// for a person or an agent (version and old name the two versions).
func (fp FrameProbation) Summary(version, old string) string {
	judged := "not judged yet"
	if fp.Judged {
		judged = "judged"
	}
	return fmt.Sprintf("On the labelled frames of %d of its runs (%d frames; %s): %s found %d of %d labelled objects (precision %.2f, recall %.2f), where %s found %d (precision %.2f, recall %.2f).",
		fp.Runs, fp.Frames, judged, memory.ShortID(version), fp.New.TP, fp.New.TP+fp.New.FN, fp.New.Precision(), fp.New.Recall(),
		memory.ShortID(old), fp.Old.TP, fp.Old.Precision(), fp.Old.Recall())
}

// frameScores are two versions' scores on one frame, for one promotion
// (Gate.scored): each frame is scored once a promotion. Skipped: it could
// not be read, and counts for neither.
type frameScores struct {
	new, old detectors.Score
	skipped  bool
}

// reason says what a failing FrameProbation found: on probation (since
// zero: since its promotion), or watched after it, in the window since.
func (fp FrameProbation) reason(version, old string, margin float64, since time.Time) string {
	when, from := judgedWhen(since)
	return fmt.Sprintf("%s, %s found %d of %d labelled objects (precision %.2f, recall %.2f) in %d frames of %d real runs %s, where %s found %d (precision %.2f, recall %.2f): short by more than %.2f; %s serves again",
		when, memory.ShortID(version), fp.New.TP, fp.New.TP+fp.New.FN, fp.New.Precision(), fp.New.Recall(), fp.Frames, fp.Runs, from,
		memory.ShortID(old), fp.Old.TP, fp.Old.Precision(), fp.Old.Recall(), margin, memory.ShortID(old))
}

// frameProbation judges the detector whose serving unit is cur, promoted
// by d, on the labelled frames of its first recorded runs since since
// (d's time on probation; the window's start when watched), no more than
// the probation's length. Each frame is scored once for d, with both
// versions.
func (g *Gate) frameProbation(ctx context.Context, skill string, d memory.Decision, cur *check.Unit, rules Rules, since time.Time) (FrameProbation, error) {
	var fp FrameProbation
	store := g.opts.Store
	if g.opts.Frames.Dir == "" || store == nil {
		return fp, nil
	}
	runs, err := runsSince(ctx, store, d.Version, since, rules.ProbationCalls)
	if err != nil {
		return fp, err
	}
	if fp, err = g.framesOf(ctx, skill, d, runs, len(runs), func() (*check.Unit, error) { return cur, nil }); err != nil {
		return fp, err
	}
	fp.Judged = fp.Runs >= rules.ObservedMinCalls
	fp.Failing = fp.Judged && fp.short(rules.ObservedMargin)
	return fp, nil
}

// runsSince returns the first n recorded runs of version at or after
// since, oldest first, reading no more than a few windows of links (a
// version serving for long gathers thousands).
func runsSince(ctx context.Context, store memory.Store, version string, since time.Time, n int) ([]memory.Evidence, error) {
	var runs []memory.Evidence
	for _, rel := range []memory.Relation{memory.SupportedBy, memory.FailedIn} {
		evs, err := store.RecentEvidence(ctx, version, ByRun, rel, since, 4*n)
		if err != nil {
			return nil, err
		}
		runs = append(runs, evs...)
	}
	sort.SliceStable(runs, func(i, j int) bool { return runs[i].Time.Before(runs[j].Time) })
	if len(runs) > n {
		runs = runs[:n]
	}
	return runs, nil
}

// framesOf scores the labelled frames of runs (oldest first) under
// decision d, each frame once: the version d made serve, or would (unit,
// loaded only when a frame is new), beside d.Old. It sums the scores of
// the first maxRuns runs with a frame that could be read.
func (g *Gate) framesOf(ctx context.Context, skill string, d memory.Decision, runs []memory.Evidence, maxRuns int, unit func() (*check.Unit, error)) (FrameProbation, error) {
	var fp FrameProbation
	ids := make([]string, len(runs))
	for i, e := range runs {
		ids[i] = e.Episode
	}
	if len(ids) == 0 {
		return fp, nil
	}
	frames, err := verify.EpisodeFrames(ctx, g.opts.Store, g.opts.Frames, verify.EpisodeFramesOptions{IDs: ids, Labels: detectorLabels(skill), MaxFramePixels: g.opts.MaxFramePixels})
	if err != nil {
		return fp, err
	}
	if err := g.scoreUnscored(ctx, skill, d, frames, unit); err != nil {
		return fp, err
	}
	byEpisode := map[string][]frameScores{}
	for _, f := range frames {
		if s, ok := g.scored[d.ID+"\x00"+f.Hash]; ok && !s.skipped {
			byEpisode[f.Episode] = append(byEpisode[f.Episode], s)
		}
	}
	for _, id := range verify.Dedupe(ids) {
		ss := byEpisode[id]
		if len(ss) == 0 || fp.Runs == maxRuns {
			continue
		}
		fp.Runs++
		for _, s := range ss {
			fp.Frames++
			fp.New, fp.Old = fp.New.Add(s.new), fp.Old.Add(s.old)
		}
	}
	return fp, nil
}

// short says whether New's precision or recall falls short of Old's by
// more than margin: the rule for a detector on the frames of real runs,
// on probation and on trial.
func (fp FrameProbation) short(margin float64) bool {
	return fp.New.Precision() < fp.Old.Precision()-margin || fp.New.Recall() < fp.Old.Recall()-margin
}

// scoreUnscored scores the frames not scored for decision d yet (with the
// unit d made serve, or would: unit, loaded only then) beside d.Old.
func (g *Gate) scoreUnscored(ctx context.Context, skill string, d memory.Decision, frames []verify.LabelledFrame, unit func() (*check.Unit, error)) error {
	var fresh []verify.LabelledFrame
	for _, f := range frames {
		if _, ok := g.scored[d.ID+"\x00"+f.Hash]; !ok {
			fresh = append(fresh, f)
		}
	}
	if len(fresh) == 0 {
		return nil
	}
	u, err := unit()
	if err != nil {
		return err
	}
	return g.scoreFresh(ctx, skill, d, u, fresh)
}

// scoreFresh scores cur and the version d replaced on frames not scored
// for d yet, and keeps their scores in g.scored.
func (g *Gate) scoreFresh(ctx context.Context, skill string, d memory.Decision, cur *check.Unit, frames []verify.LabelledFrame) error {
	oldUnit, err := g.storedUnit(ctx, skill, d.Old)
	if err != nil {
		return err
	}
	// At the gate's IoU, whatever the manifests say (see detectorVerdicts).
	opts := verify.DetectorOptions{Thresholds: map[string]float64{verify.ThresholdPrecision: 0, verify.ThresholdRecall: 0, verify.ThresholdMatchIoU: verify.DefaultMatchIoU}}
	var reps [2]*verify.DetectorReport
	for i, u := range []*check.Unit{cur, oldUnit} {
		if reps[i], err = verify.Detector(ctx, g.opts.Library, u, frames, opts); err != nil {
			return fmt.Errorf("score %s: %w", memory.ShortID(u.Version()), err)
		}
	}
	byHash := func(r *verify.DetectorReport) map[string]detectors.Score {
		out := map[string]detectors.Score{}
		for _, f := range r.Frames {
			out[f.Hash] = detectors.Score{TP: f.TP, FP: f.FP, FN: f.FN, IoUSum: f.IoUSum}
		}
		return out
	}
	news, olds := byHash(reps[0]), byHash(reps[1])
	for _, f := range frames {
		n, okN := news[f.Hash]
		o, okO := olds[f.Hash]
		// A frame one of them could not read (it is read once for each)
		// counts for neither.
		g.scored[d.ID+"\x00"+f.Hash] = frameScores{new: n, old: o, skipped: !okN || !okO}
	}
	return nil
}
