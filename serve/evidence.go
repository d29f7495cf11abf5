package serve

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/skillrun/skillrun/gate"
	"github.com/skillrun/skillrun/internal/exactjson"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/skills"
)

// RunSnapshotter is implemented by a session world that can capture its
// state around one skill run, so the run's episode can be re-simulated
// (a Minecraft scene's box, or the box around the player without one, on
// the live server or in the voxel world; a KiCad design's sheet files).
// A world without it is recorded with its observations, for replay.
type RunSnapshotter interface {
	// BeginRun is called before a skill runs in the world; what it
	// returns is handed to EndRun.
	BeginRun(ctx context.Context) (any, error)
	// EndRun returns the environment kind and the snapshot of the run of
	// skill with args (runErr is how it ended) that began at begin.
	EndRun(ctx context.Context, begin any, skill string, args json.RawMessage, runErr error) (env string, snapshot json.RawMessage, err error)
}

// runEvidence is what the server keeps of one session run while it
// happens, to record it as a verifiable episode.
type runEvidence struct {
	start time.Time
	snap  RunSnapshotter
	begin any
	// snapBytes is what the recorded episode's snapshot takes stored
	// (memory.SnapshotBytes), counted against the agent's quota.
	snapBytes int64
}

// beginRun starts recording a session run: the world's starting snapshot
// when it can take one and snapshot is set.
func (s *Server) beginRun(ctx context.Context, sess *session, snapshot bool) *runEvidence {
	if s.opts.Memory == nil {
		return nil
	}
	ev := &runEvidence{start: s.opts.Now().UTC()}
	if rs, ok := sess.world.w.(RunSnapshotter); ok && snapshot {
		b, err := rs.BeginRun(ctx)
		if err != nil {
			s.log.Warn("snapshot before run", "session", sess.ID, "error", err)
		} else {
			ev.snap, ev.begin = rs, b
		}
	}
	return ev
}

// snapshots says whether a session run of skill is worth its world's
// snapshots (a box read twice from the live server, a design's files):
// not for a run that cannot act (a detector) or be evidence for a
// version a gate judges (a built-in that runs no other skill: act,
// observe). Its episode is recorded for replay. (A skill's own
// //skillrun:readonly is not taken at its word: it is untrusted.) An act
// on the live server in a free session took 102 ms with its snapshots.
func (s *Server) snapshots(skill string) bool {
	sk, err := s.lib.Get(skill)
	if err != nil {
		return true
	}
	return sk.Unit.Manifest.Kind != skills.Detector && (sk.Builtin == nil || sk.Builtin.Composes)
}

// recordRunEpisode records one session run as its own verifiable episode
// (skill and arguments in Task, the starting snapshot, every step with the
// version that took it, the outcome) and links it to every version that
// ran: SUPPORTED_BY on success, FAILED_IN with the reason otherwise.
func (s *Server) recordRunEpisode(ctx context.Context, sess *session, ev *runEvidence, n int, skill string, args json.RawMessage, inv *skills.Invocation, steps []memory.Step, runErr error) (string, error) {
	if ev == nil || inv == nil {
		return "", nil
	}
	if sess.ran == nil {
		sess.ran = map[string]bool{}
	}
	sess.ran[skill] = true
	ok := runErr == nil
	ep := memory.Episode{
		ID: fmt.Sprintf("%s-run-%d", sess.Episode, n), Agent: sess.Agent, Env: sess.Env,
		Task:  fmt.Sprintf("%s %s", skill, compactJSON(args)),
		Start: ev.start, End: s.opts.Now().UTC(), Success: &ok,
		Tags:    []string{"serve", "run", skill},
		Summary: fmt.Sprintf("%s in session %s: %d actions, %s", skill, sess.ID, len(steps), outcomeWord(runErr)),
	}
	if runErr != nil {
		ep.Reason = runErr.Error()
	}
	if ev.snap != nil {
		env, snap, err := ev.snap.EndRun(ctx, ev.begin, skill, args, runErr)
		if err != nil {
			s.log.Warn("snapshot after run", "session", sess.ID, "error", err)
		} else {
			ep.Env, ep.Snapshot = env, snap
			ev.snapBytes = memory.SnapshotBytes(ep)
		}
	}
	for i, st := range steps {
		st.Index = i
		ep.Steps = append(ep.Steps, st)
	}
	// In the caller's transaction: probation (Gate.Probation) judges the
	// run once it is committed.
	run := gate.Run{Episode: ep, Invocation: inv, Sources: gate.ServingSources(s.lib, inv)}
	return ep.ID, gate.RecordRun(ctx, s.opts.Memory, run, s.opts.Now)
}

func compactJSON(b json.RawMessage) string {
	if len(b) == 0 {
		return "{}"
	}
	out, err := exactjson.Canonical(b)
	if err != nil {
		return string(b)
	}
	return string(out)
}

func outcomeWord(err error) string {
	if err == nil {
		return "succeeded"
	}
	return "failed"
}

// evidenceNote is what a tool description says of the serving version's
// evidence: "unverified" when it serves without usable evidence, and its
// observed success from recorded calls beside its verified rate.
func (s *Server) evidenceNote(m skills.Manifest) string {
	if s.opts.Memory == nil {
		return "\n\nUnverified: no memory holds evidence for this version."
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	st, err := gate.StatusOf(ctx, s.opts.Memory, m.Name, m.Version)
	if err != nil {
		return ""
	}
	note := ""
	if st.Unverified {
		note = "\n\nUnverified: this version serves without evidence it works (no recorded episode verified it)."
	}
	var rules gate.Rules
	if s.opts.Gate != nil {
		rules = s.opts.Gate.Rules()
	}
	o, err := gate.ObservedOf(ctx, s.opts.Memory, m.Version, rules)
	if err != nil {
		return note
	}
	if o.Verified.Total > 0 {
		note += fmt.Sprintf("\n\nVerified %d/%d episodes", o.Verified.Passed, o.Verified.Total)
	} else {
		note += "\n\nNot verified yet"
	}
	if o.Calls > 0 {
		note += fmt.Sprintf("; observed %d/%d successful calls", o.Succeeded, o.Calls)
		if o.Flagged {
			note += " (below its verified rate)"
		}
	}
	note += "."
	if s.opts.Gate != nil {
		p, perr := s.opts.Gate.ProbationOf(ctx, m.Name, m.Version)
		if perr == nil && p.On {
			note += fmt.Sprintf(" On probation since it replaced %s: %d of its first %d runs made, %d succeeded", memory.ShortID(p.Old), p.Calls, p.Of, p.Succeeded)
			if p.Excused > 0 {
				note += fmt.Sprintf(" (%d failed runs not counted: %s fails them too, re-simulated)", p.Excused, memory.ShortID(p.Old))
			}
			if p.BarOf != "" {
				note += fmt.Sprintf("; below %.0f%% of them succeeding (from %d runs), %s serves again", 100*(p.Bar-p.Margin), p.MinCalls, memory.ShortID(p.Old))
			}
			note += "."
			if p.Detector {
				note += fmt.Sprintf(" Once %d of its runs have seen frames labelled with the truth, it is judged on those frames instead, beside %s's precision and recall on them.", p.MinCalls, memory.ShortID(p.Old))
				if p.FramesSummary != "" {
					note += " " + p.FramesSummary
				}
			}
		}
		if perr == nil && p.Watched {
			note += fmt.Sprintf(" Past its probation it is watched: each window of %d real runs is held to the same bar, and one short of it rolls %s back to %s (this window began %s).",
				p.Of, m.Name, memory.ShortID(p.Old), p.WatchSince.UTC().Format(time.RFC3339))
		}
		if t, err := s.opts.Gate.TrialOf(ctx, m.Name); err == nil && t.On && t.Serving == m.Version {
			note += fmt.Sprintf(" A rewrite, %s by %s, is on trial since %s: it serves once it has done as well as this version in this version's next %d real runs, %s.",
				memory.ShortID(t.Version), t.Author, t.Since.UTC().Format(time.RFC3339), t.Of, t.How())
		}
	}
	return note
}
