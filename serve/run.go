package serve

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/skillrun/skillrun/detectors"
	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/skills"
)

// SkillReply is the value a skill call answers with.
type SkillReply struct {
	Skill      string                `json:"skill"`
	Version    string                `json:"version"`
	Kind       skills.Kind           `json:"kind"`
	Result     skills.Result         `json:"result,omitempty"`
	Detections []detectors.Detection `json:"detections,omitempty"`
	// Frame is the stored input frame's hash (detectors, when frames are stored).
	Frame string `json:"frame,omitempty"`
	// Output is what the skill printed.
	Output string `json:"output,omitempty"`
	// Actions counts the environment actions the run took (nested calls included).
	Actions int `json:"actions"`
	// Session and Episode name the session the run acted in and its episode.
	Session string `json:"session,omitempty"`
	Episode string `json:"episode,omitempty"`
	// Recorded counts the steps recorded into memory; RecordError says why
	// recording failed, when it did (the run itself succeeded).
	Recorded    int    `json:"recorded,omitempty"`
	RecordError string `json:"record_error,omitempty"`
	// RunEpisode is the episode this run was recorded as (its own,
	// verifiable, linked to the versions that ran).
	RunEpisode string `json:"run_episode,omitempty"`
	// Probation says which versions that ran this run rolled back,
	// failing their probation, and which trials it decided (a version on
	// trial promoted or rejected), and why (see gate.Probation).
	Probation []string `json:"probation,omitempty"`
	// Trace is the run's trace, when the call asked for it (_trace).
	Trace *skills.Invocation `json:"trace,omitempty"`
}

// recordTimeout bounds recording one run's steps into memory.
const recordTimeout = 30 * time.Second

// inlineImage is image content as MCP carries it.
type inlineImage struct {
	Type     string `json:"type,omitempty"`
	Data     string `json:"data"`
	MIMEType string `json:"mimeType,omitempty"`
}

// runSkill runs a skill by name with the arguments of a tool call.
func (s *Server) runSkill(ctx context.Context, name string, raw json.RawMessage) (*reply, error) {
	sk, err := s.lib.Get(name)
	if err != nil {
		return nil, err
	}
	m := sk.Unit.Manifest
	fields := map[string]json.RawMessage{}
	if t := bytes.TrimSpace(raw); len(t) > 0 && string(t) != "null" {
		if err := json.Unmarshal(t, &fields); err != nil {
			return nil, fmt.Errorf("%w: %s: arguments must be a JSON object: %v", skills.ErrInvalidArgs, name, err)
		}
	}
	var sessionID, frameHash string
	var img *inlineImage
	if v, ok := fields[argSession]; ok {
		if err := json.Unmarshal(v, &sessionID); err != nil {
			return nil, fmt.Errorf("%w: %s: %s must be a string", skills.ErrInvalidArgs, name, argSession)
		}
		delete(fields, argSession)
	}
	if v, ok := fields[argFrame]; ok {
		// A frame hash, or the step that observed it: {episode, step, n}.
		if err := json.Unmarshal(v, &frameHash); err != nil {
			var ref frameRef
			if err := decodeStrict(v, &ref); err != nil || ref.Frame != "" {
				return nil, fmt.Errorf("%w: %s: %s must be a frame hash or {episode, step, n}", skills.ErrInvalidArgs, name, argFrame)
			}
			if frameHash, _, err = s.resolve(ctx, name, ref); err != nil {
				return nil, err
			}
		}
		delete(fields, argFrame)
	}
	if v, ok := fields[argImage]; ok {
		img = &inlineImage{}
		if err := decodeStrict(v, img); err != nil {
			return nil, fmt.Errorf("%s: %s: %w", name, argImage, err)
		}
		delete(fields, argImage)
	}
	var trace bool
	var timeout time.Duration
	if v, ok := fields[argTrace]; ok {
		if err := json.Unmarshal(v, &trace); err != nil {
			return nil, fmt.Errorf("%w: %s: %s must be true or false", skills.ErrInvalidArgs, name, argTrace)
		}
		delete(fields, argTrace)
	}
	if v, ok := fields[argTimeout]; ok {
		var d string
		if err := json.Unmarshal(v, &d); err != nil {
			return nil, fmt.Errorf("%w: %s: %s must be a duration string such as \"5s\"", skills.ErrInvalidArgs, name, argTimeout)
		}
		if timeout, err = time.ParseDuration(d); err != nil || timeout <= 0 {
			return nil, fmt.Errorf("%w: %s: %s %q is not a positive duration", skills.ErrInvalidArgs, name, argTimeout, d)
		}
		delete(fields, argTimeout)
	}
	// Only ever shorter than the skill's own limit. The run's context
	// carries the deadline too, so that a world call blocked past it (a
	// live game that stopped answering) is cancelled rather than holding
	// the session and a concurrency slot for good.
	if own := m.Limits.Merge(skills.DefaultLimits).Timeout; own > 0 && (timeout == 0 || timeout > own) {
		timeout = own
	}
	// What happened in the world is recorded even when the run timed out
	// or its caller went away.
	recordCtx, cancelRecord := context.WithTimeout(context.WithoutCancel(ctx), recordTimeout)
	defer cancelRecord()
	if timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, timeout)
		defer cancel()
	}
	args, err := json.Marshal(fields)
	if err != nil {
		return nil, fmt.Errorf("%w: %s: %v", skills.ErrInvalidArgs, name, err)
	}
	out := &SkillReply{Skill: name, Version: m.Version, Kind: m.Kind}
	req := library.Request{Args: args, Limits: skills.Limits{Timeout: timeout}}
	var imgBytes []byte
	if m.Kind == skills.Detector {
		if sessionID != "" {
			return nil, fmt.Errorf("%w: %s is a detector: it takes an image, not a session", skills.ErrInvalidArgs, name)
		}
		req.Frame, imgBytes, err = s.inputFrame(name, argImage, img, frameHash)
		if err != nil {
			return nil, err
		}
		if s.opts.Frames.Dir != "" && frameHash == "" {
			// The detector runs whether or not its image could be kept
			// (the frame store full, the agent past its frame bytes).
			if meta, _, err := s.storeFrame(ctx, imgBytes, req.Frame, nil); err == nil {
				out.Frame = meta.Hash
			} else {
				s.log.Warn("store input frame", "skill", name, "error", err)
			}
		} else {
			out.Frame = frameHash
		}
	} else if img != nil || frameHash != "" {
		return nil, fmt.Errorf("%w: %s is a procedure: %s and %s are for detectors", skills.ErrInvalidArgs, name, argImage, argFrame)
	}
	var sess *session
	if sessionID != "" {
		sess, err = s.session(ctx, sessionID)
		if err != nil {
			return nil, err
		}
		if !sess.mu.TryLock() {
			return nil, fmt.Errorf("%w: session %q is running another call; one call at a time acts in a session's world", ErrBusy, sessionID)
		}
		defer sess.mu.Unlock()
		if sess.closed {
			return nil, fmt.Errorf("%w: session %q is closed", skills.ErrBadInput, sessionID)
		}
		req.World = sess.world
		sess.world.reset()
		out.Session, out.Episode = sess.ID, sess.Episode
	}
	var recorded memory.AuthorUse // what the run's record added, once written
	var within skills.Limits      // what the agent's quota let the run record
	if sess != nil && s.opts.Memory != nil {
		// A session's runs are recorded as its agent's steps and episodes
		// (Options.Quota): an agent past its quota runs no more in them.
		// Each action is recorded twice (the session's step and the run's
		// episode's), so a run may act as many times as half of what the
		// quota has room for, held while it runs (runs at once in the
		// agent's sessions split the room) and counted as written. Of
		// the step bytes held, a quarter is for the run's actions and
		// outcomes (the library's bound) and a quarter for the rest of
		// its steps, each recorded twice: the observation made before an
		// action, its time, position, skill and version (the session's
		// world refuses an action whose step would pass it, see
		// recWorld.limit). A run whose trace would pass the quota ends
		// at its actions limit instead of being recorded past it.
		ceiling := s.lib.Ceiling()
		held, done, err := s.usage.reserveUpTo(ctx, s.opts.Memory, s.opts.Quota, sess.Agent, memory.AuthorUse{Episodes: 1, Steps: 2, StepBytes: 4},
			memory.AuthorUse{Episodes: 1, Steps: 2 * ceiling.Actions, StepBytes: 4 * ceiling.ActionBytes})
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		defer func() { done(recorded) }()
		req.Within = skills.Limits{Actions: held.Steps / 2, ActionBytes: held.StepBytes / 4}
		within = req.Within
		sess.world.limit(held.StepBytes / 4)
		defer sess.world.limit(0)
	}
	var ev *runEvidence
	if sess != nil {
		ev = s.beginRun(recordCtx, sess, s.snapshots(name))
	}
	res, runErr := s.lib.Run(ctx, name, req)
	if sess != nil && res != nil && res.Invocation != nil && s.opts.Memory != nil {
		// One call, one store transaction: the session's new steps and
		// cells, the versions, the run's own episode and its evidence
		// links land together, or none of them does.
		var steps []memory.Step
		var runEp string
		n := int(sess.runs.Add(1))
		err := s.opts.Memory.Atomically(recordCtx, func(ctx context.Context) error {
			var err error
			if steps, err = s.recordRun(ctx, sess, res.Invocation); err != nil {
				return fmt.Errorf("record session steps: %w", err)
			}
			if runEp, err = s.recordRunEpisode(ctx, sess, ev, n, name, args, res.Invocation, steps, runErr); err != nil {
				return fmt.Errorf("record run evidence: %w", err)
			}
			return nil
		})
		if err != nil {
			sess.steps.Add(-int64(len(steps))) // none of them was kept
			steps = nil
			out.RecordError = err.Error()
			s.log.Warn("record a session run", "session", sess.ID, "error", err)
		}
		s.metrics.record(len(steps), err)
		if err == nil {
			// The run's own episode holds the same steps again, and the
			// world's snapshot of what the run began on.
			recorded = memory.AuthorUse{Episodes: 1, Steps: 2 * len(steps), StepBytes: 2*memory.StepBytes(steps...) + ev.snapBytes}
		}
		out.Recorded, out.RunEpisode = len(steps), runEp
		if err != nil {
			out.RunEpisode = ""
		}
		if err == nil && runEp != "" && s.opts.Gate != nil {
			// The run is evidence now: a version on probation is judged
			// on it, and the caller hears of a rollback it caused.
			for _, d := range s.opts.Gate.Probation(recordCtx, res.Invocation) {
				what := "rolled back"
				switch d.Status {
				case memory.Promoted:
					what = "promoted " + memory.ShortID(d.Version) // its trial passed
				case memory.Rejected:
					what = "kept " + memory.ShortID(d.Old) // the version on trial failed it
				}
				out.Probation = append(out.Probation, fmt.Sprintf("%s %s: %s", d.Skill, what, d.Reason))
			}
		}
	}
	if refused := sessionRefusal(sess); refused != nil && runErr == nil {
		// The skill went on without the actions its world refused: its
		// run's record was cut short, and the run says so.
		runErr = refused
	}
	if library.Reached(runErr, within) {
		// The actions limit it reached was its agent's quota's.
		runErr = fmt.Errorf("%w (its agent's quota had room for %d more actions, %s of them, recorded twice each: --max-agent-steps, --max-agent-step-bytes)", runErr, within.Actions, skills.FormatBytes(within.ActionBytes))
	}
	if runErr != nil {
		if len(out.Probation) > 0 {
			return nil, fmt.Errorf("%w (%s)", runErr, strings.Join(out.Probation, "; "))
		}
		return nil, runErr
	}
	if trace {
		out.Trace = res.Invocation
	}
	if res.Invocation != nil {
		out.Version = res.Invocation.Version
		out.Actions = countActions(res.Invocation)
	}
	r := &reply{Value: out}
	if res.Response != nil {
		out.Result = res.Result
		if len(m.Returns) > 0 {
			if out.Result, err = checkReturns(m, res.Result); err != nil {
				return nil, err
			}
		}
		out.Detections = res.Detections
		out.Output = string(res.Output)
	}
	if m.Kind == skills.Detector && req.Frame != nil {
		ann, err := detectors.Annotate(req.Frame, out.Detections)
		if err != nil {
			return nil, fmt.Errorf("annotate: %w", err)
		}
		png, err := encodePNG(ann)
		if err != nil {
			return nil, err
		}
		r.Images = append(r.Images, Image{MIMEType: "image/png", Data: png, Caption: fmt.Sprintf("%d detections by %s", len(out.Detections), name)})
	}
	return r, nil
}

// inputFrame decodes a detector's input: inline image data (the argument
// arg) or a stored frame.
func (s *Server) inputFrame(skill, arg string, img *inlineImage, hash string) (*detectors.Frame, []byte, error) {
	var data []byte
	var src detectors.Source
	switch {
	case img != nil && hash != "":
		return nil, nil, fmt.Errorf("%w: %s: give %s or %s, not both", skills.ErrInvalidArgs, skill, argImage, argFrame)
	case img != nil:
		b, err := base64.StdEncoding.DecodeString(img.Data)
		if err != nil {
			return nil, nil, fmt.Errorf("%w: %s: %s.data is not base64: %v", skills.ErrInvalidArgs, skill, arg, err)
		}
		data, src = b, detectors.Source{Kind: "upload", ID: arg}
	case hash != "":
		if s.opts.Frames.Dir == "" {
			return nil, nil, fmt.Errorf("%s: %s: %w", skill, argFrame, ErrNoFrames)
		}
		b, err := s.opts.Frames.Get(hash)
		if err != nil {
			return nil, nil, err
		}
		data, src = b, detectors.Source{Kind: "frame", ID: hash}
	default:
		return nil, nil, fmt.Errorf("%w: %s is a detector: give an image as %s {data: base64} or a frame hash as %s", skills.ErrInvalidArgs, skill, argImage, argFrame)
	}
	f, err := s.decodeFrame(data, src)
	if err != nil {
		return nil, nil, fmt.Errorf("%w: %s: %w", skills.ErrInvalidArgs, skill, err)
	}
	f.Source = FrameSource(data)
	return f, data, nil
}

// FrameSource is the Source a detector sees for a frame of these bytes,
// whatever door it came in by: an upload or a stored frame here, a
// labelled set's or an episode's frame at the gate (verify names them the
// same way). Told apart ("upload" here, "file" and "step" at the gate),
// a detector could see it was being verified, and pass the gate while
// failing every call. Errors still name the door (the argument, the
// file), from the source the frame was decoded under.
func FrameSource(data []byte) detectors.Source {
	return detectors.Source{Kind: "frame", ID: memory.Hash(data)}
}

// decodeFrame decodes an image under the operator's pixel limit
// (Options.MaxFramePixels); an image over it is refused from its header,
// and the error says how to raise the limit.
func (s *Server) decodeFrame(data []byte, src detectors.Source) (*detectors.Frame, error) {
	f, err := detectors.Decode(data, s.opts.MaxFramePixels, src)
	return f, FrameLimitHint(err)
}

// FrameLimitHint adds to an error of an image over the pixel limit
// (detectors.ErrTooLarge) how the operator raises the limit; other errors
// are returned as they are.
func FrameLimitHint(err error) error {
	if !errors.Is(err, detectors.ErrTooLarge) {
		return err
	}
	return fmt.Errorf("%w (the operator's --max-frame-pixels or $SKILLRUN_MAX_FRAME_PIXELS raises the limit, up to %d)", err, detectors.MaxPixels)
}

func countActions(inv *skills.Invocation) int {
	n := len(inv.Steps)
	for _, c := range inv.Calls {
		n += countActions(c)
	}
	return n
}

func encodePNG(f *detectors.Frame) ([]byte, error) {
	var buf bytes.Buffer
	if err := detectors.EncodePNG(&buf, f); err != nil {
		return nil, fmt.Errorf("encode png: %w", err)
	}
	return buf.Bytes(), nil
}
