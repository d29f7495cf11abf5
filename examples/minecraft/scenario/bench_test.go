package scenario

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"

	"github.com/skillrun/skillrun/examples/minecraft/skills/bridge_north"
	"github.com/skillrun/skillrun/examples/minecraft/skills/combat_rank"
	"github.com/skillrun/skillrun/examples/minecraft/skills/cut_step"
	"github.com/skillrun/skillrun/examples/minecraft/skills/extend_tunnel"
	"github.com/skillrun/skillrun/examples/minecraft/skills/quarry_north_pair"
	"github.com/skillrun/skillrun/examples/minecraft/skills/side_probe"
	"github.com/skillrun/skillrun/examples/minecraft/voxel"
	"github.com/skillrun/skillrun/skills"
)

// nativeEnv runs the skills compiled into the test binary: the baseline
// the interpreted runs are measured against.
type nativeEnv struct {
	ctx context.Context
	w   skills.World
}

func (e nativeEnv) Observe() (skills.Observation, error)        { return e.w.Observe(e.ctx) }
func (e nativeEnv) Act(a skills.Action) (skills.Outcome, error) { return e.w.Act(e.ctx, a) }
func (e nativeEnv) Log(string, ...any)                          {}
func (e nativeEnv) Call(name string, args any) (skills.Result, error) {
	raw, err := skills.EncodeArgs(args)
	if err != nil {
		return nil, err
	}
	r, _, err := nativeRunner(e.ctx, name, raw, e.w)
	return r, err
}

func native[A any](run func(skills.Env, A) (skills.Result, error)) func(context.Context, json.RawMessage, skills.World) (skills.Result, error) {
	return func(ctx context.Context, raw json.RawMessage, w skills.World) (skills.Result, error) {
		var a A
		if err := skills.DecodeArgs(raw, &a); err != nil {
			return nil, err
		}
		return run(nativeEnv{ctx, w}, a)
	}
}

var natives = map[string]func(context.Context, json.RawMessage, skills.World) (skills.Result, error){}

func init() {
	natives["bridge_north"] = native(bridge_north.Run)
	natives["cut_step"] = native(cut_step.Run)
	natives["quarry_north_pair"] = native(quarry_north_pair.Run)
	natives["extend_tunnel"] = native(extend_tunnel.Run)
	natives["side_probe"] = native(side_probe.Run)
	natives["combat_rank"] = native(combat_rank.Run)
}

func nativeRunner(ctx context.Context, skill string, args json.RawMessage, w skills.World) (skills.Result, *skills.Invocation, error) {
	f, ok := natives[skill]
	if !ok {
		return nil, nil, fmt.Errorf("no native skill %q", skill)
	}
	r, err := f(ctx, args, w)
	return r, nil, err
}

// TestNativeMatchesInterpreted runs every scenario with the compiled and the
// interpreted skills: the recordings must be identical.
func TestNativeMatchesInterpreted(t *testing.T) {
	lib := openLib(t)
	ctx := context.Background()
	for _, s := range All() {
		a, err := Record(ctx, voxel.New(voxel.Options{}), s, nativeRunner, Options{Start: epoch})
		if err != nil {
			t.Fatal(err)
		}
		b, err := Record(ctx, voxel.New(voxel.Options{}), s, LibraryRunner(lib), Options{Start: epoch})
		if err != nil {
			t.Fatal(err)
		}
		// Only the interpreted run knows versions and nested calls.
		for _, r := range []*Recording{a, b} {
			r.Index = r.Index[:1]
			r.Uses = nil
			for i := range r.Episode.Steps {
				r.Episode.Steps[i].Skill, r.Episode.Steps[i].Version = "", ""
			}
		}
		ja, _ := json.Marshal(a)
		jb, _ := json.Marshal(b)
		if string(ja) != string(jb) {
			t.Errorf("%s: native and interpreted recordings differ", s.Name)
		}
	}
}

// BenchmarkScenario runs each scenario's skill in the voxel world,
// compiled natively (the baseline) and interpreted through the library.
func BenchmarkScenario(b *testing.B) {
	lib := openLib(b)
	ctx := context.Background()
	for _, s := range All() {
		for _, mode := range []struct {
			name string
			run  Runner
		}{{"native", nativeRunner}, {"interpreted", LibraryRunner(lib)}} {
			b.Run(s.Name+"/"+mode.name, func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					b.StopTimer()
					w := voxel.New(voxel.Options{})
					if err := s.Setup(ctx, w); err != nil {
						b.Fatal(err)
					}
					b.StartTimer()
					if _, _, err := mode.run(ctx, s.Skill, s.Args, w); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

// BenchmarkResim is the cost of verifying one shipped episode by
// re-simulation (restore, run interpreted, snapshot, compare), against
// restoring and snapshotting alone.
func BenchmarkResim(b *testing.B) {
	eps, _, _ := readRecordings(b)
	if len(eps) == 0 {
		b.Skip("no recordings")
	}
	lib := openLib(b)
	ctx := context.Background()
	ep := eps[0]
	b.Run("restore_only", func(b *testing.B) {
		snap, err := ParseSnapshot(ep)
		if err != nil {
			b.Fatal(err)
		}
		for b.Loop() {
			w, err := voxel.FromSnapshot(snap.Start)
			if err != nil {
				b.Fatal(err)
			}
			if _, err := w.Snapshot(ctx, snap.Final.Min, snap.Final.Max); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("resim", func(b *testing.B) {
		for b.Loop() {
			c, err := Resim(ctx, ep, LibraryRunner(lib))
			if err != nil || !c.Passed {
				b.Fatal(err, c.Diffs)
			}
		}
	})
}

// BenchmarkLiveVsVoxel records each scenario (setup, run, snapshots) on the
// live server and in the voxel world, interpreted skills both times. It
// needs node and the bridge's node_modules; run it with a small
// -benchtime (each live recording takes seconds).
func BenchmarkLiveVsVoxel(b *testing.B) {
	if err := liveCheck(); err != nil {
		b.Skip(err)
	}
	lib := openLib(b)
	ctx := context.Background()
	br, err := startBench(ctx)
	if err != nil {
		b.Fatal(err)
	}
	defer br.Close()
	for _, s := range All() {
		b.Run(s.Name+"/voxel", func(b *testing.B) {
			for b.Loop() {
				if _, err := Record(ctx, voxel.New(voxel.Options{}), s, LibraryRunner(lib), Options{Start: epoch}); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(s.Name+"/live", func(b *testing.B) {
			for b.Loop() {
				if _, err := Record(ctx, br, s, LibraryRunner(lib), Options{Start: epoch, Source: "live"}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
