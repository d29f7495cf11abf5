package episodes

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/skillrun/skillrun/examples/kicad/schenv"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/skills"
	"github.com/skillrun/skillrun/verify"
)

// Simulator re-simulates KiCad episodes for package verify: register it
// (verify.NewRegistry(episodes.NewSimulator(opts))) and verify.Episodes
// restores each episode's demo file, runs the version under test in it and
// asks Check whether the final state is the recorded one.
type Simulator struct {
	opts Options
}

var (
	_ verify.Simulator  = (*Simulator)(nil)
	_ verify.Vocabulary = (*Simulator)(nil)
)

// NewSimulator returns a simulator that restores demo files from
// opts.DemosDir (default /usr/share/kicad/demos or $KICAD_DEMOS).
func NewSimulator(opts Options) *Simulator { return &Simulator{opts: opts} }

// Name is the Env of KiCad episodes.
func (s *Simulator) Name() string { return Env }

// Actions is the schenv action vocabulary.
func (s *Simulator) Actions() []string { return schenv.Actions() }

// restored is a world on a working copy that Close removes. It records
// its actions itself: verify.Run.Steps lists a skill's own actions before
// those of the skills it called, not in the order they happened.
type restored struct {
	*recorder
	dir string
}

// Close removes the working copy.
func (r *restored) Close() error { return os.RemoveAll(r.dir) }

// Restore copies the episode's demo design into a fresh directory (checked
// against the recorded SHA-256) and opens a world on it. verify closes it.
func (s *Simulator) Restore(ctx context.Context, ep memory.Episode) (skills.World, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	snap, err := ParseSnapshot(ep)
	if err != nil {
		return nil, err
	}
	dir, err := os.MkdirTemp(s.opts.WorkDir, "kicad-resim-")
	if err != nil {
		return nil, err
	}
	w, err := restore(snap, s.opts, dir)
	if err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	return &restored{recorder: &recorder{w: w}, dir: dir}, nil
}

// Check compares a re-simulation with the recording: every recorded action
// taken again in order (as the world saw them; got.Steps is not used), and
// the final state (values, labels, power flags,
// nets, ERC findings) equal to the recorded one.
func (s *Simulator) Check(ctx context.Context, w skills.World, recorded memory.Episode, got verify.Run) ([]string, error) {
	r, ok := w.(*restored)
	if !ok {
		return nil, errors.New("check: not a world this simulator restored")
	}
	r.mu.Lock()
	steps := append([]skills.TraceStep(nil), r.steps...)
	r.mu.Unlock()
	var diffs []string
	if d := actionsDiff(recorded, steps); d != "" {
		diffs = append(diffs, d)
	}
	if d := stateDiff(recorded, r.w); d != "" {
		diffs = append(diffs, d)
	}
	return diffs, nil
}

// restore rebuilds the snapshot's design in dir (from its files, or a
// copy of its demo) and opens a world on it, its setup applied.
func restore(snap Snapshot, opts Options, dir string) (*schenv.World, error) {
	var w *schenv.World
	var err error
	if snap.Files != nil {
		w, err = restoreFiles(snap, dir)
	} else {
		w, err = restoreDemo(snap, opts, dir)
	}
	if err != nil {
		return nil, err
	}
	for i, a := range snap.Setup {
		out, err := w.Act(context.Background(), a)
		if err != nil {
			return nil, fmt.Errorf("restore snapshot: setup %d (%s): %w", i, a, err)
		}
		if !out.OK {
			return nil, fmt.Errorf("restore snapshot: setup %d (%s): %s", i, a, out.Reason)
		}
	}
	return w, nil
}

// restoreDemo copies the snapshot's demo, checked against the recorded
// SHA-256, into dir and opens a world on it.
func restoreDemo(snap Snapshot, opts Options, dir string) (*schenv.World, error) {
	src := filepath.Join(opts.demos(), filepath.FromSlash(snap.Demo))
	if err := checkSum(src, snap.SHA256); err != nil {
		return nil, err
	}
	root, err := schenv.Copy(src, filepath.Join(dir, filepath.Dir(filepath.FromSlash(snap.Demo))))
	if err != nil {
		return nil, fmt.Errorf("restore snapshot: %w", err)
	}
	return schenv.Open(root, schenv.Options{})
}

// restoreFiles writes a snapshot's design files into dir and opens a
// world on its root, checked against the recorded SHA-256. The files are
// checked here as well as in ParseSnapshot: nothing is written from a
// snapshot not checked just before.
func restoreFiles(snap Snapshot, dir string) (*schenv.World, error) {
	if err := checkFiles(snap.Files, snap.Demo); err != nil {
		return nil, fmt.Errorf("restore snapshot: %w", err)
	}
	for name, text := range snap.Files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return nil, fmt.Errorf("restore snapshot: %w", err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			return nil, fmt.Errorf("restore snapshot: %w", err)
		}
	}
	root := filepath.Join(dir, filepath.FromSlash(snap.Demo))
	if err := checkSum(root, snap.SHA256); err != nil {
		return nil, err
	}
	w, err := schenv.Open(root, schenv.Options{})
	if err != nil {
		return nil, fmt.Errorf("restore snapshot: %w", err)
	}
	return w, nil
}
