package episodes

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/skillrun/skillrun/examples/kicad/schenv"
	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/skills"
)

// Env is the environment kind of KiCad episodes.
const Env = "kicad"

// Snapshot is the restorable start of a KiCad episode.
type Snapshot struct {
	// Demo is the root schematic, relative to the demos directory.
	Demo string `json:"demo"`
	// SHA256 is the hex SHA-256 of the root file when the episode was recorded.
	SHA256 string `json:"sha256"`
	// Skill and Args are the task: which skill ran, with what arguments.
	Skill string          `json:"skill"`
	Args  json.RawMessage `json:"args,omitempty"`
	// Setup are actions applied to the fresh copy before the skill runs
	// (removing the power flags of a demo, say), so a task can start from
	// a demo in a state it does not ship in. They are not steps.
	Setup []skills.Action `json:"setup,omitempty"`
	// Files, when set, are the design itself as the run found it: the
	// text of each sheet file by its path relative to the root's
	// directory (a session's run, on a design of its own, edited by the
	// runs before it). Demo then names the root among them, and the
	// design is restored from them, not from the demos directory.
	Files map[string]string `json:"files,omitempty"`
}

// MaxSnapshotFiles and MaxSnapshotBytes bound a snapshot's design files
// (the largest kicad-demos project, video, is 1.3 MB): a session on a larger
// design records its runs without one (for replay).
const (
	MaxSnapshotFiles = 256
	MaxSnapshotBytes = 4 << 20
)

// ParseSnapshot reads an episode's snapshot.
func ParseSnapshot(ep memory.Episode) (Snapshot, error) {
	var s Snapshot
	if len(ep.Snapshot) == 0 {
		return s, fmt.Errorf("episode %q has no snapshot", ep.ID)
	}
	dec := json.NewDecoder(strings.NewReader(string(ep.Snapshot)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&s); err != nil {
		return s, fmt.Errorf("episode %q: snapshot: %w", ep.ID, err)
	}
	if s.Demo == "" || s.Skill == "" || filepath.IsAbs(s.Demo) || strings.Contains(filepath.ToSlash(s.Demo), "../") {
		return s, fmt.Errorf("episode %q: snapshot needs a relative demo path and a skill", ep.ID)
	}
	if s.Files != nil {
		if err := checkFiles(s.Files, s.Demo); err != nil {
			return s, fmt.Errorf("episode %q: snapshot: %w", ep.ID, err)
		}
	}
	return s, nil
}

// checkFiles checks a snapshot's design files (what memory holds is
// untrusted: another instance, an import, wrote it): within the bounds,
// each a schematic under a local path, the root among them.
func checkFiles(files map[string]string, root string) error {
	if len(files) > MaxSnapshotFiles {
		return fmt.Errorf("%d design files, more than %d", len(files), MaxSnapshotFiles)
	}
	total := 0
	for name, text := range files {
		total += len(name) + len(text)
		if !filepath.IsLocal(filepath.FromSlash(name)) || !strings.HasSuffix(name, ".kicad_sch") || strings.ContainsRune(name, '\\') {
			return fmt.Errorf("design file %q is not a schematic under a relative path", name)
		}
	}
	if total > MaxSnapshotBytes {
		return fmt.Errorf("design files of %d bytes, more than %d", total, MaxSnapshotBytes)
	}
	if _, ok := files[root]; !ok {
		return fmt.Errorf("the root %q is not among the design files", root)
	}
	return nil
}

// SessionSnapshot is a session run's snapshot: the design's files as
// the run found them (schenv.World.Files), with the skill and arguments.
// It fails past MaxSnapshotFiles or MaxSnapshotBytes.
func SessionSnapshot(files map[string][]byte, root, skill string, args json.RawMessage) (json.RawMessage, error) {
	s := Snapshot{Demo: root, Skill: skill, Args: args, Files: make(map[string]string, len(files))}
	for name, b := range files {
		s.Files[filepath.ToSlash(name)] = string(b)
	}
	if err := checkFiles(s.Files, s.Demo); err != nil {
		return nil, err
	}
	sum := sha256.Sum256(files[root])
	s.SHA256 = hex.EncodeToString(sum[:])
	if len(s.Args) == 0 {
		s.Args = json.RawMessage("{}")
	}
	return json.Marshal(s)
}

// Runner runs a skill by name against a world (a library Run, a
// native function in tests).
type Runner func(ctx context.Context, skill string, args json.RawMessage, w skills.World) (skills.Result, error)

// Options configure recording and re-simulation.
type Options struct {
	// DemosDir is where the demo files are (default /usr/share/kicad/demos).
	DemosDir string
	// WorkDir holds the working copies; a temporary directory by default,
	// removed afterwards.
	WorkDir string
	// Start is the recorded episode's start time (default: now); steps are
	// one second apart, so recordings are reproducible.
	Start time.Time
}

func (o Options) demos() string {
	if o.DemosDir != "" {
		return o.DemosDir
	}
	return DemosDir()
}

// DemosDir is where kicad-demos installs the demo designs: $KICAD_DEMOS,
// else /usr/share/kicad/demos.
func DemosDir() string {
	if d := os.Getenv("KICAD_DEMOS"); d != "" {
		return d
	}
	return "/usr/share/kicad/demos"
}

// recorder is a World that keeps every action and outcome, in order.
type recorder struct {
	w     *schenv.World
	mu    sync.Mutex
	steps []skills.TraceStep
}

func (r *recorder) Observe(ctx context.Context) (skills.Observation, error) { return r.w.Observe(ctx) }

func (r *recorder) Act(ctx context.Context, a skills.Action) (skills.Outcome, error) {
	out, err := r.w.Act(ctx, a)
	st := skills.TraceStep{Action: a, Outcome: out}
	if err != nil {
		st.Error = err.Error()
	}
	r.mu.Lock()
	r.steps = append(r.steps, st)
	r.mu.Unlock()
	return out, err
}

// checkSum fails when the demo file is not the one the episode recorded.
func checkSum(path, want string) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return fmt.Errorf("restore snapshot: %w", err)
	}
	sum := sha256.Sum256(data)
	if got := hex.EncodeToString(sum[:]); want != "" && got != want {
		return fmt.Errorf("restore snapshot: %s has SHA-256 %s, recorded %s (another kicad-demos version?)", path, got, want)
	}
	return nil
}

// runResult is one run of a skill on a restored snapshot.
type runResult struct {
	rec     *recorder
	res     skills.Result
	err     error  // the skill's error
	cleanup func() // removes the working copy
}

// run restores the snapshot into a fresh directory and runs the skill.
func run(ctx context.Context, snap Snapshot, runner Runner, opts Options) (*runResult, error) {
	work := opts.WorkDir
	cleanup := func() {}
	var err error
	if work == "" {
		work, err = os.MkdirTemp("", "kicad-resim-")
		if err != nil {
			return nil, err
		}
		cleanup = func() { os.RemoveAll(work) }
	}
	w, err := restore(snap, opts, work)
	if err != nil {
		cleanup()
		return nil, err
	}
	rec := &recorder{w: w}
	res, runErr := runner(ctx, snap.Skill, snap.Args, rec)
	return &runResult{rec: rec, res: res, err: runErr, cleanup: cleanup}, nil
}

// Record runs a skill on a fresh copy of a demo file and returns the episode.
// A skill that fails gives an episode with Success false, not an error;
// errors are for what stops the recording itself.
func Record(ctx context.Context, id, demo, skill string, args json.RawMessage, runner Runner, opts Options) (memory.Episode, error) {
	return RecordTask(ctx, id, Snapshot{Demo: demo, Skill: skill, Args: args}, runner, opts)
}

// RecordTask is Record for a task given as a Snapshot (with Setup actions);
// its SHA256 is filled in from the demo file.
func RecordTask(ctx context.Context, id string, task Snapshot, runner Runner, opts Options) (memory.Episode, error) {
	demo, skill := task.Demo, task.Skill
	data, err := os.ReadFile(filepath.Join(opts.demos(), filepath.FromSlash(demo)))
	if err != nil {
		return memory.Episode{}, err
	}
	sum := sha256.Sum256(data)
	snap := task
	snap.Demo, snap.SHA256 = filepath.ToSlash(demo), hex.EncodeToString(sum[:])
	raw, err := json.Marshal(snap)
	if err != nil {
		return memory.Episode{}, err
	}
	r, err := run(ctx, snap, runner, opts)
	if err != nil {
		return memory.Episode{}, err
	}
	defer r.cleanup()
	rec, res, runErr := r.rec, r.res, r.err
	start := opts.Start
	if start.IsZero() {
		start = time.Now().UTC()
	}
	ok := runErr == nil
	ep := memory.Episode{
		ID: id, Agent: "skillrun-kicad-example", Env: Env, Start: start,
		Task:     fmt.Sprintf("%s on %s", skill, demo),
		Tags:     []string{"kicad", skill},
		Success:  &ok,
		Snapshot: raw,
	}
	if runErr != nil {
		ep.Reason = runErr.Error()
	}
	for i, st := range rec.steps {
		ep.Steps = append(ep.Steps, memory.Step{
			Index: i, Time: start.Add(time.Duration(i+1) * time.Second),
			Action: st.Action, Outcome: roundTrip(st.Outcome), Skill: skill,
		})
	}
	ep.End = start.Add(time.Duration(len(rec.steps)+1) * time.Second)
	// the objects acted on (components, flags, pins, labels), for memory
	seen := map[string]bool{}
	for _, st := range rec.steps {
		if o := st.Action.Object; o != "" && !seen[o] {
			seen[o] = true
			ep.Objects = append(ep.Objects, memory.Object{ID: o, Class: memory.ObjectClass(o)})
		}
	}
	ep.Summary = summary(skill, res, runErr, len(rec.steps))
	return ep, ep.Validate()
}

// roundTrip gives an outcome the shape it has after JSON (numbers as
// float64), so recorded and re-read episodes compare alike.
func roundTrip(o skills.Outcome) skills.Outcome {
	b, err := json.Marshal(o)
	if err != nil {
		return o
	}
	var out skills.Outcome
	if json.Unmarshal(b, &out) != nil {
		return o
	}
	return out
}

func summary(skill string, res skills.Result, err error, steps int) string {
	if err != nil {
		return fmt.Sprintf("%s failed after %d actions: %v", skill, steps, err)
	}
	b, _ := json.Marshal(res)
	s := string(b)
	if len(s) > 200 {
		s = s[:200] + "…"
	}
	return fmt.Sprintf("%s took %d actions: %s", skill, steps, s)
}

// ErrDiverged marks a re-simulation whose run differs from the recording.
var ErrDiverged = errors.New("re-simulation diverged")

// Resimulate re-runs an episode's skill (through runner, so whichever
// version serves) on a fresh copy of its demo file and compares it with the
// recording. The verdict fails, naming the first divergence, when a
// recorded action is not taken again in order, when the run succeeds or
// fails unlike the recording, or when the final state differs. Errors are
// for what stops the check itself (no demo file, a bad snapshot).
func Resimulate(ctx context.Context, ep memory.Episode, runner Runner, opts Options) (memory.Verdict, error) {
	v := memory.Verdict{Episode: ep.ID}
	snap, err := ParseSnapshot(ep)
	if err != nil {
		return v, err
	}
	r, err := run(ctx, snap, runner, opts)
	if err != nil {
		return v, err
	}
	defer r.cleanup()
	if d := divergence(ep, r.rec, r.err); d != "" {
		v.Divergence = d
		return v, nil
	}
	v.Passed = true
	return v, nil
}

func divergence(ep memory.Episode, rec *recorder, runErr error) string {
	wantOK := ep.Success == nil || *ep.Success
	if wantOK && runErr != nil {
		return fmt.Sprintf("the skill failed: %v", runErr)
	}
	if !wantOK && runErr == nil {
		return fmt.Sprintf("the recorded run failed (%s) but this one succeeded", ep.Reason)
	}
	if d := actionsDiff(ep, rec.steps); d != "" {
		return d
	}
	return stateDiff(ep, rec.w)
}

// actionsDiff checks that every recorded action is taken again, in order
// (others may come between), with the same success.
func actionsDiff(ep memory.Episode, steps []skills.TraceStep) string {
	j := 0
	for _, st := range ep.Steps {
		for j < len(steps) && !sameAction(st.Action, steps[j].Action) {
			j++
		}
		if j == len(steps) {
			return fmt.Sprintf("step %d: recorded %s was not taken (actions taken: %s)", st.Index, st.Action.Name, names(steps))
		}
		if st.Outcome.OK != steps[j].Outcome.OK {
			return fmt.Sprintf("step %d: %s: recorded ok=%v, got ok=%v (%s)", st.Index, st.Action, st.Outcome.OK, steps[j].Outcome.OK, steps[j].Outcome.Reason)
		}
		j++
	}
	return ""
}

// stateDiff compares the world's state with the last state the episode
// recorded (in the outcome of save or export_netlist).
func stateDiff(ep memory.Episode, w *schenv.World) string {
	for i := len(ep.Steps) - 1; i >= 0; i-- {
		m, ok := ep.Steps[i].Outcome.Data["state"].(map[string]any)
		if !ok {
			continue
		}
		want, err := schenv.StateFrom(m)
		if err != nil {
			return fmt.Sprintf("step %d: recorded state unreadable: %v", ep.Steps[i].Index, err)
		}
		if d := want.Diff(w.State()); d != "" {
			return "final state differs: " + d
		}
		return ""
	}
	return ""
}

// sameAction matches actions by verb and object. Parameters may differ (a
// better version may pass more of them); what the parameters did is judged
// by the final state.
func sameAction(a, b skills.Action) bool {
	return a.Name == b.Name && a.Object == b.Object
}

func names(steps []skills.TraceStep) string {
	var s []string
	for _, st := range steps {
		s = append(s, st.Action.String())
	}
	if len(s) == 0 {
		return "none"
	}
	return strings.Join(s, ", ")
}

// LibraryRunner runs skills by name from a library Library (the
// serving version of each, interpreted or in a worker as the library is
// configured).
func LibraryRunner(lib *library.Library) Runner {
	return func(ctx context.Context, skill string, args json.RawMessage, w skills.World) (skills.Result, error) {
		r, err := lib.Run(ctx, skill, library.Request{Args: args, World: w})
		if err != nil {
			return nil, err
		}
		return r.Result, nil
	}
}
