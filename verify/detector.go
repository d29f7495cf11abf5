package verify

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strings"
	"sync/atomic"
	"time"

	"github.com/skillrun/skillrun/detectors"
	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/runtime/check"
	"github.com/skillrun/skillrun/skills"
)

// LabelledFrame is a frame with its true detections.
type LabelledFrame struct {
	Name  string
	Frame *detectors.Frame
	// Load, when Frame is nil, reads and decodes the frame when it is
	// scored (EpisodeFrames' frames), so a set of frames is not all held
	// decoded at once. An error makes the frame unreadable evidence:
	// Detector skips it and names it with the error (DetectorReport.Skipped).
	Load  func() (*detectors.Frame, error)
	Truth []detectors.Detection
	// Episode, when set, is the episode the frame was observed in; the
	// stored run then carries one verdict per episode. Hash is then the
	// frame's hash in memory.
	Episode, Hash string
	// Ignore are boxes a detection may match without counting either way
	// (objects that show too little to be asked for; see
	// detectors.MatchIgnoring).
	Ignore []detectors.Detection
	// Crop, when set, cuts the frame before it is scored, and moves Truth
	// and Ignore with it (see Cropped).
	Crop *Crop
}

// Threshold names, as in a manifest's //skillrun:threshold directive
// (the checker's, which refuses any other).
const (
	ThresholdPrecision = check.ThresholdPrecision // minimum precision
	ThresholdRecall    = check.ThresholdRecall    // minimum recall
	ThresholdIoU       = check.ThresholdIoU       // minimum mean IoU of true positives
	ThresholdMatchIoU  = check.ThresholdMatchIoU  // IoU at which a detection matches a truth box (default 0.5)
)

// DefaultMatchIoU is the IoU at which a detection counts as finding a truth
// box when no match_iou threshold is given.
const DefaultMatchIoU = 0.5

// DetectorOptions configure Detector. The zero value uses the manifest's
// thresholds, no arguments, a 30 s timeout per frame and one worker per CPU.
type DetectorOptions struct {
	// Thresholds override the manifest's, name by name.
	Thresholds map[string]float64
	// Args are the detector's JSON arguments.
	Args json.RawMessage
	// Timeout bounds each frame's run.
	Timeout time.Duration
	// Parallel is how many frames run at once.
	Parallel int
	// Progress, when set, is called after each frame (serially).
	Progress func(done, total int, f FrameScore)
	// Now is the clock (time.Now by default).
	Now func() time.Time
}

// FrameScore is one frame's result.
type FrameScore struct {
	Name    string `json:"name"`
	Episode string `json:"episode,omitempty"`
	Hash    string `json:"frame,omitempty"`
	// Truth are the boxes the detector was asked to find.
	Truth  []detectors.Detection `json:"truth,omitempty"`
	TP     int                   `json:"tp"`
	FP     int                   `json:"fp"`
	FN     int                   `json:"fn"`
	IoUSum float64               `json:"iou_sum,omitempty"`
	// Detections are what the detector returned.
	Detections []detectors.Detection `json:"detections,omitempty"`
	Err        string                `json:"error,omitempty"`
	// TimedOut: the detector did not finish on the frame (its Err says
	// so); no later frame is run, each scored as all missed.
	TimedOut bool `json:"timed_out,omitempty"`
}

// DetectorReport is a detector version's score on labelled frames.
type DetectorReport struct {
	Skill      string             `json:"skill"`
	Version    string             `json:"version"`
	Thresholds map[string]float64 `json:"thresholds"`
	Precision  float64            `json:"precision"`
	Recall     float64            `json:"recall"`
	MeanIoU    float64            `json:"mean_iou"`
	Score      detectors.Score    `json:"score"`
	Frames     []FrameScore       `json:"frames"`
	Errors     int                `json:"errors"` // frames the detector failed on
	// Skipped are the frames that could not be read (LabelledFrame.Load
	// failed: bytes gone or corrupt, an image over the pixel ceiling, an
	// unreadable truth label), each with why; SkippedCount counts them.
	// They are in neither Frames nor the score: the score is on the frames
	// that were read, and the report says how many were not.
	Skipped      []SkippedFrame `json:"skipped_frames,omitempty"`
	SkippedCount int            `json:"skipped"`
	// Misses lists the thresholds not met ("recall 0.81 < 0.95").
	Misses   []string               `json:"misses,omitempty"`
	Run      memory.VerificationRun `json:"run"`
	Duration time.Duration          `json:"-"`
	// DurationMS is Duration in milliseconds (JSON carries no integer
	// nanoseconds).
	DurationMS float64 `json:"duration_ms"`
}

// SkippedFrame is a frame Detector could not read, so did not score.
type SkippedFrame struct {
	// Name is the frame's name: EPISODE#STEP for a stored frame.
	Name    string `json:"name"`
	Episode string `json:"episode,omitempty"`
	Hash    string `json:"frame,omitempty"`
	// Reason is why it could not be read (a decode error names the image's
	// size and the limit).
	Reason string `json:"reason"`
	err    error
}

// Err is the error Reason reads (nil in a report read back from JSON).
func (f SkippedFrame) Err() error { return f.err }

// Verified reports whether every threshold was met on at least one frame,
// with no frame failing to run. Frames that could not be read (Skipped)
// do not stop a pass on the rest, and are named beside it; with none read
// there is no pass.
func (r *DetectorReport) Verified() bool {
	return len(r.Frames) > 0 && len(r.Misses) == 0 && r.Errors == 0
}

// SkippedSummary is one line on the skipped frames ("" with none): how
// many, and the first few with why.
func (r *DetectorReport) SkippedSummary() string {
	if r.SkippedCount == 0 {
		return ""
	}
	const show = 3
	var named []string
	for _, f := range r.Skipped[:min(len(r.Skipped), show)] {
		named = append(named, fmt.Sprintf("%s: %s", f.Name, f.Reason))
	}
	s := fmt.Sprintf("%d frame(s) unreadable, not scored: %s", r.SkippedCount, strings.Join(named, "; "))
	if r.SkippedCount > show {
		s += fmt.Sprintf("; and %d more", r.SkippedCount-show)
	}
	return s
}

// Detector scores a detector version on labelled frames: precision, recall
// and mean IoU over all frames (detections matched to truth boxes of the
// same label at match_iou), checked against the manifest's thresholds
// overridden by opts.Thresholds. A frame the detector fails on counts its
// truth boxes as missed and is an error. A frame that cannot be read (its
// Load fails) is skipped and named in the report's Skipped, and the score
// is on the rest; with no frame read it is not verified. Frames are loaded
// as they are scored, opts.Parallel at a time. It stores nothing; see
// RecordDetector.
func Detector(ctx context.Context, lib *library.Library, unit *check.Unit, frames []LabelledFrame, opts DetectorOptions) (*DetectorReport, error) {
	if unit == nil {
		return nil, errors.New("verify: no skill version")
	}
	if unit.Manifest.Kind != skills.Detector {
		return nil, fmt.Errorf("score %s: %w: a %s is verified against episodes, not frames", unit.Name(), skills.ErrBadInput, unit.Manifest.Kind)
	}
	th := map[string]float64{}
	for k, v := range unit.Manifest.Thresholds {
		th[k] = v
	}
	for k, v := range opts.Thresholds {
		th[k] = v
	}
	for k := range th {
		switch k {
		case ThresholdPrecision, ThresholdRecall, ThresholdIoU, ThresholdMatchIoU:
		default:
			return nil, fmt.Errorf("score %s: %w: unknown threshold %q (known: precision, recall, iou, match_iou)", unit.Name(), skills.ErrBadInput, k)
		}
	}
	matchIoU := DefaultMatchIoU
	if v, ok := th[ThresholdMatchIoU]; ok {
		matchIoU = v
	}
	base := Options{Timeout: opts.Timeout, Parallel: opts.Parallel}.withDefaults()
	now := time.Now
	if opts.Now != nil {
		now = opts.Now
	}
	start := time.Now()
	rep := &DetectorReport{Skill: unit.Name(), Version: unit.Version(), Thresholds: th}
	all := make([]FrameScore, len(frames))
	scores := make([]detectors.Score, len(frames))
	unread := make([]error, len(frames))
	// A detector that does not finish on a frame is not run on the rest:
	// each counts as all missed (a detector that spun on every frame cost
	// the host the time limit on each frame of its evidence, each
	// proposal).
	var stopped atomic.Bool
	timeout := unitTimeout(unit, base.Timeout)
	err := fanOut(ctx, len(frames), base.Parallel, func(i int) {
		if stopped.Load() {
			f := &frames[i]
			all[i] = FrameScore{Name: f.Name, Episode: f.Episode, Hash: f.Hash, Truth: f.Truth, FN: len(f.Truth),
				Err: "not run: the detector did not finish on an earlier frame"}
			scores[i] = detectors.Score{FN: len(f.Truth)}
			return
		}
		all[i], scores[i], unread[i] = scoreFrame(ctx, lib, unit, &frames[i], opts.Args, timeout, matchIoU)
		if all[i].TimedOut {
			stopped.Store(true)
		}
	}, func(i, finished int) {
		if opts.Progress != nil {
			opts.Progress(finished, len(frames), all[i])
		}
	})
	if err != nil {
		return nil, fmt.Errorf("score %s: %w", unit.Name(), err)
	}
	rep.Frames = make([]FrameScore, 0, len(frames))
	for i, s := range scores {
		if unread[i] != nil {
			f := &frames[i]
			rep.Skipped = append(rep.Skipped, SkippedFrame{Name: f.Name, Episode: f.Episode, Hash: f.Hash, Reason: unread[i].Error(), err: unread[i]})
			continue
		}
		rep.Frames = append(rep.Frames, all[i])
		rep.Score = rep.Score.Add(s)
		if all[i].Err != "" {
			rep.Errors++
		}
	}
	rep.SkippedCount = len(rep.Skipped)
	rep.Precision, rep.Recall, rep.MeanIoU = rep.Score.Precision(), rep.Score.Recall(), rep.Score.MeanIoU()
	for _, c := range []struct {
		name string
		got  float64
	}{{ThresholdPrecision, rep.Precision}, {ThresholdRecall, rep.Recall}, {ThresholdIoU, rep.MeanIoU}} {
		if want, ok := th[c.name]; ok && c.got < want {
			rep.Misses = append(rep.Misses, fmt.Sprintf("%s %.3f < %.3f", c.name, c.got, want))
		}
	}
	if rep.Errors > 0 {
		rep.Misses = append(rep.Misses, fmt.Sprintf("%d frame(s) failed to run", rep.Errors))
	}
	if len(rep.Frames) == 0 && rep.SkippedCount > 0 {
		rep.Misses = append(rep.Misses, fmt.Sprintf("none of the %d frame(s) could be read", rep.SkippedCount))
	}
	rep.Duration = time.Since(start)
	rep.DurationMS = ms(rep.Duration)
	rep.Run = rep.memoryRun(now().UTC())
	return rep, nil
}

// scoreFrame runs the detector on one frame and matches its detections;
// unread is why the frame could not be loaded (then nothing ran). A frame
// Load decodes is dropped when scored.
func scoreFrame(ctx context.Context, lib *library.Library, unit *check.Unit, f *LabelledFrame, args json.RawMessage, timeout time.Duration, matchIoU float64) (fs FrameScore, sc detectors.Score, unread error) {
	fs = FrameScore{Name: f.Name, Episode: f.Episode, Hash: f.Hash, Truth: f.Truth}
	defer func() {
		if r := recover(); r != nil {
			fs.Err = fmt.Sprintf("scoring panicked: %v", r)
			sc = detectors.Score{FN: len(fs.Truth)}
		}
		fs.TP, fs.FP, fs.FN, fs.IoUSum = sc.TP, sc.FP, sc.FN, sc.IoUSum
	}()
	frame := f.Frame
	if frame == nil && f.Load != nil {
		var err error
		if frame, err = f.Load(); err != nil {
			return fs, detectors.Score{}, err
		}
	}
	if frame == nil {
		fs.Err = "no frame"
		return fs, detectors.Score{FN: len(f.Truth)}, nil
	}
	truth, ignore := f.Truth, f.Ignore
	if f.Crop != nil {
		var err error
		if frame, truth, ignore, err = f.Crop.apply(frame, truth, ignore); err != nil {
			return fs, detectors.Score{}, err
		}
		fs.Truth = truth
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	res, err := lib.RunUnit(ctx, unit, library.Request{Args: args, Frame: frame, Limits: skills.Limits{Timeout: timeout}})
	if err != nil {
		fs.Err = err.Error()
		fs.TimedOut = timedOut(err)
		return fs, detectors.Score{FN: len(truth)}, nil
	}
	fs.Detections = res.Detections
	return fs, detectors.MatchIgnoring(res.Detections, truth, ignore, matchIoU), nil
}

func (r *DetectorReport) memoryRun(now time.Time) memory.VerificationRun {
	names := make([]string, 0, len(r.Thresholds))
	for k, v := range r.Thresholds {
		names = append(names, fmt.Sprintf("%s=%g", k, v))
	}
	sort.Strings(names)
	note := fmt.Sprintf("%d frames: precision %.3f recall %.3f mean IoU %.3f (TP %d FP %d FN %d); thresholds %s",
		len(r.Frames), r.Precision, r.Recall, r.MeanIoU, r.Score.TP, r.Score.FP, r.Score.FN, strings.Join(names, " "))
	if len(r.Misses) > 0 {
		note += "; not met: " + strings.Join(r.Misses, ", ")
	} else {
		note += "; met"
	}
	if s := r.SkippedSummary(); s != "" {
		note += "; " + s
	}
	run := memory.VerificationRun{
		ID:      fmt.Sprintf("vr-%s-%s", memory.ShortID(r.Version), now.Format("20060102T150405.000000000Z")),
		Version: r.Version, Time: now, Method: MethodDetector, Note: note,
	}
	byEp := map[string]*memory.Verdict{}
	var order []string
	for _, f := range r.Frames {
		if f.Episode == "" {
			continue
		}
		v, ok := byEp[f.Episode]
		if !ok {
			v = &memory.Verdict{Episode: f.Episode, Passed: true}
			byEp[f.Episode] = v
			order = append(order, f.Episode)
		}
		if f.Hash != "" && len(v.Frames) < maxFrameVerdicts {
			v.Frames = append(v.Frames, memory.FrameVerdict{Frame: f.Hash, Name: f.Name, Truth: boxes(f.Truth), Detections: boxes(f.Detections),
				TP: f.TP, FP: f.FP, FN: f.FN, IoUSum: f.IoUSum, Err: f.Err})
		}
		if f.Err != "" || f.FP > 0 || f.FN > 0 {
			if v.Passed {
				v.Divergence = fmt.Sprintf("frame %s: TP %d FP %d FN %d %s", f.Name, f.TP, f.FP, f.FN, f.Err)
			}
			v.Passed = false
		}
	}
	for _, id := range order {
		run.Verdicts = append(run.Verdicts, *byEp[id])
		if byEp[id].Passed {
			run.Passed++
		}
	}
	run.Total = len(run.Verdicts)
	return run
}

// RecordDetector stores a detector report's run (and the version, unless
// the store holds it).
func RecordDetector(ctx context.Context, store memory.Store, unit *check.Unit, rep *DetectorReport) error {
	if err := EnsureVersion(ctx, store, unit); err != nil {
		return err
	}
	if err := store.RecordVerification(ctx, rep.Run); err != nil {
		return fmt.Errorf("record verification of %s: %w", unit.Name(), err)
	}
	return nil
}

// maxFrameVerdicts bounds the frames a stored verdict keeps with their
// boxes (the run's counts cover every frame).
const maxFrameVerdicts = 500

// boxes are detections as memory records them.
func boxes(ds []detectors.Detection) []memory.Box {
	var out []memory.Box
	for _, d := range ds {
		out = append(out, memory.Box{Label: d.Label, Box: [4]int{d.Box.Min.X, d.Box.Min.Y, d.Box.Max.X, d.Box.Max.Y}, Score: d.Score})
	}
	return out
}
