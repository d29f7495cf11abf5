// Package verify checks skill versions against recorded evidence: it
// replays recorded episodes against procedures, re-simulates episodes that
// carry a snapshot in a registered simulator, scores detectors on labelled
// frames, and records every run in memory as a VerificationRun giving each
// version a verified success rate.
//
// # Trace replay
//
// A recorded episode becomes a skills.World (Replay): Observe serves the
// recorded observation of the current step, Act answers an action that
// matches the recorded one (name, object, parameters within a Tolerance)
// with the recorded outcome and advances. The first action that does not
// match is a Divergence naming the step, the wanted and the got action and
// the observation at that step. A procedure that repeats an action the
// episode recorded as failed, on the same object, fails with that reason
// (a blind retry with no successful step in between) even where the
// recording did the same. A replay passes when every step was matched and
// the procedure ended as the recording did: success where it succeeded,
// failure where it failed (a refusal is reproduced too).
//
// A recording holds the observation before each action; what the
// procedure sees after the last one is served from the snapshot's
// "final_observation" key when present (Recorder.Final records it).
//
// # Snapshot conventions
//
// ep.Snapshot is the domain's, but when it is a JSON object verify reads
// three optional keys: "skill" and "args" (the task, see TaskOf) and
// "final_observation".
//
// # Re-simulation
//
// A domain that can rebuild its world from an episode's snapshot
// implements Simulator and is registered in a Registry (a value, not a
// global) under the episode's Env name ("minecraft", "kicad"):
//
//	type Simulator interface {
//		Name() string
//		Restore(ctx context.Context, ep memory.Episode) (skills.World, error)
//		Check(ctx context.Context, w skills.World, recorded memory.Episode, got Run) ([]string, error)
//	}
//
// Restore builds a fresh world in the state the episode started from (from
// ep.Snapshot); the procedure runs in it; verify compares the run's
// success or failure with the episode's Success, and Check compares the
// world's final state with the recorded one and lists the differences
// (none: the episode is reproduced). State is checked, not the actions'
// "OK". A simulator may also implement Tasker (which skill and arguments
// an episode ran) and Vocabulary (its action names: recorded steps with
// other actions make the episode an error). Without a Tasker, the skill
// and arguments come from TaskOf: the snapshot's "skill" and "args"
// fields, otherwise the episode's task text "NAME {json args}".
//
// # Methods
//
// Options.Method chooses: Auto (the default) re-simulates episodes with a
// snapshot and replays the rest; MethodReplay and MethodResim force one;
// Both does both where it can and fails an episode when either fails (an
// episode that recorded too little to replay is judged by re-simulation
// alone).
//
// A domain that already re-simulates whole episodes itself (restore, run,
// compare in one function) can register a SimFunc instead
// (EpisodeSimulator); verify then hands it a RunFunc that runs the version
// under test.
//
// # Entry points
//
//   - Episodes verifies one version (a *check.Unit run through a
//     library, so nested env.Call calls late-bind as usual) against
//     episodes, in parallel, each episode its own sandbox run with a
//     timeout; it stores nothing.
//   - Version does the same against the episodes linked as evidence to any
//     version of the skill (LinkedEpisodes), records the version
//     (EnsureVersion) and the run (VerificationRun -OF-> version, -AGAINST->
//     each episode), which gives the version its verified success rate.
//   - Detector scores a detector on labelled frames (precision, recall,
//     mean IoU) against the manifest's thresholds or the call's;
//     RecordDetector stores the result. EpisodeFrames lists the frames
//     memory stores with their truth, decoded only as each is scored; a
//     frame that cannot be read is skipped and named with why
//     (DetectorReport.Skipped), never the end of the run, never dropped
//     unsaid.
//   - Recorder wraps a world and records episodes that replay faithfully.
//   - Package verify/mutate measures verification power by mutation
//     testing; verify/verifytest is a tiny deterministic domain (a
//     corridor) with a simulator, for tests and benchmarks.
//
// # Verdicts
//
// Every episode gets a verdict: pass, fail (with the divergence) or error
// (the episode could not be verified: missing steps, an unregistered
// simulator, a skill that hung past the per-episode timeout). Errors are
// never passes, and one bad episode never stops the run.
//
// Goals: precise first divergences; a small Simulator contract the example
// domains implement without verify importing them; runs that complete in
// bounded time whatever the skill does. Non-goals: proving a procedure
// correct beyond the recorded evidence; choosing a store, a library or a
// logger (the caller's job).
package verify
