package main

import (
	"context"
	"time"

	"github.com/spf13/pflag"

	"github.com/skillrun/skillrun/gate"
	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
)

// newGate builds the library's promotion gate over memory: the rules of
// the library's gate.json with the flags over them, the simulators,
// provisioned (disabled skills applied) and validated.
func (a *app) newGate(ctx context.Context, lib *library.Library, store memory.Store, policy library.Policy, gf gateFlags) (*gate.Gate, error) {
	rules, err := gate.LoadRules(lib.Dir())
	if err != nil {
		return nil, err
	}
	if gf.allowUnverified {
		rules.AllowUnverified = true
	}
	if gf.minEvidence > 0 {
		rules.MinEvidence = gf.minEvidence
	}
	sims, err := a.simRegistry()
	if err != nil {
		return nil, err
	}
	maxPixels, err := a.ceilings.framePixelLimit()
	if err != nil {
		return nil, err
	}
	quota, err := a.ceilings.quota()
	if err != nil {
		return nil, err
	}
	g := gate.New(gate.Options{Library: lib, Store: store, Simulators: sims, Logger: a.logger().Named("gate"), Policy: policy, Rules: rules,
		Saver: a.saver(), Frames: memory.Blobs{Dir: a.framesDir()}, MaxFramePixels: maxPixels, Quota: quota})
	if err := g.Provision(ctx); err != nil {
		return nil, err
	}
	if err := g.Validate(); err != nil {
		return nil, err
	}
	return g, nil
}

// gated is what a command that changes the library holds: the memory, the
// library and the gate over both.
type gated struct {
	store memory.Store
	lib   *library.Library
	gate  *gate.Gate
}

// Close closes the gate, then the memory.
func (g *gated) Close() {
	g.gate.Close()
	g.store.Close()
}

// openGate opens the memory and the library and builds the gate over them
// (every command that proposes, rolls back, disables or serves goes
// through one). Close it when done.
func (a *app) openGate(ctx context.Context, policy library.Policy, gf gateFlags) (*gated, error) {
	store, err := a.openMemory(ctx)
	if err != nil {
		return nil, err
	}
	lib, err := a.openLibrary()
	if err != nil {
		store.Close()
		return nil, err
	}
	g, err := a.newGate(ctx, lib, store, policy, gf)
	if err != nil {
		store.Close()
		return nil, err
	}
	return &gated{store: store, lib: lib, gate: g}, nil
}

// gateFlags are the gate flags watch and serve share (over gate.json).
type gateFlags struct {
	allowUnverified bool
	minEvidence     int
}

func (f *gateFlags) register(fs *pflag.FlagSet) {
	fs.BoolVar(&f.allowUnverified, "allow-unverified", false, "let a version with no usable evidence replace the serving one, marked unverified (default: the library's gate.json, else no)")
	fs.IntVar(&f.minEvidence, "min-evidence", 0, "linked episodes a new version must pass (default: the library's gate.json, else 1)")
}

func stamp(t time.Time) string { return t.Local().Format("15:04:05") }

// watchFlags are the file-watching flags watch and serve share.
type watchFlags struct {
	ignoreClose bool
}

func (w *watchFlags) register(f *pflag.FlagSet) {
	f.BoolVar(&w.ignoreClose, "ignore-close", false, "judge every edit only after the 100 ms debounce, ignoring close events (for network file systems, where they cannot be trusted)")
}

func (w *watchFlags) options(lc library.Lifecycle) library.WatchOptions {
	return library.WatchOptions{Lifecycle: lc, IgnoreClose: w.ignoreClose}
}
