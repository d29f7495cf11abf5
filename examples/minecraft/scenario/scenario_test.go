package scenario

import (
	"context"
	"encoding/json"
	"path/filepath"
	"runtime"
	"testing"
	"time"

	mc "github.com/skillrun/skillrun/examples/minecraft"
	"github.com/skillrun/skillrun/examples/minecraft/voxel"
	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/runtime/sandbox"
)

func skillsDir() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "skills")
}

func openLib(t testing.TB) *library.Library {
	t.Helper()
	lib, err := library.Open(skillsDir(), library.Options{Executor: sandbox.NewInProcess(sandbox.Options{})})
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range lib.Problems() {
		t.Errorf("library problem: %s: %s", p.File, p.Msg)
	}
	return lib
}

var epoch = time.Date(2026, 12, 2, 9, 0, 0, 0, time.UTC)

// expectation is what a scenario must leave behind, read from the world.
type expectation struct {
	ok     bool
	player mc.Pos
	dead   bool
	blocks map[mc.Pos]string
	mobs   map[string]float64 // name -> health
}

func expectations() map[string]expectation {
	o := Origin
	at := func(dx, dy, dz int) mc.Pos { return mc.P(o.X+dx, o.Y+dy, o.Z+dz) }
	return map[string]expectation{
		"lava_gap": {ok: true, player: at(0, 0, -5), blocks: map[mc.Pos]string{
			at(0, -1, -1): "cobblestone", at(0, -1, -2): "cobblestone", at(0, -1, -3): "cobblestone",
			at(1, -1, -2): "lava", at(0, -1, -4): "grass_block",
		}},
		"ravine": {ok: true, player: at(0, 0, -6), blocks: map[mc.Pos]string{
			at(0, -1, -1): "cobblestone", at(0, -1, -4): "cobblestone", at(0, -2, -2): "air",
		}},
		"mine_face": {ok: true, player: at(0, 0, -4), blocks: map[mc.Pos]string{
			at(0, 0, -1): "air", at(0, 1, -4): "air", at(-1, 0, -2): "air", at(1, 1, -3): "air",
			at(1, 0, -3): "stone", // kept: lava behind it
			at(2, 0, -3): "lava", at(0, 2, -2): "stone", at(0, -1, -3): "grass_block",
		}},
		"descent": {ok: true, player: at(0, -2, -2), blocks: map[mc.Pos]string{
			at(0, -1, -1): "air", at(0, -1, -2): "air", at(0, -2, -2): "air", at(0, -3, -2): "stone",
		}},
		"tunnel": {ok: true, player: at(0, 0, -3), blocks: map[mc.Pos]string{
			at(0, 0, -3): "air", at(0, 1, -3): "air", at(-1, 0, -3): "air", at(-2, 0, -3): "air", at(-3, 0, -3): "air",
			at(3, 0, -3): "air", at(0, 0, -4): "stone",
		}},
		"blaze": {ok: true, player: at(0, 0, 0), blocks: map[mc.Pos]string{at(2, 0, -3): "fire", at(3, 0, -3): "fire"},
			mobs: map[string]float64{"blaze": 17, "chicken": 20}},
	}
}

// checkWorld checks a scenario's expectation against a snapshot of the world.
func checkWorld(t *testing.T, name string, s *mc.Snapshot, ok bool, runErr string) {
	t.Helper()
	want, found := expectations()[name]
	if !found {
		t.Fatalf("no expectation for %s", name)
	}
	if ok != want.ok {
		t.Errorf("%s: success = %v (%s); want %v", name, ok, runErr, want.ok)
	}
	if got := s.Player.Pos.Block(); got != want.player {
		t.Errorf("%s: player at %v; want %v", name, got, want.player)
	}
	if s.Player.Dead() != want.dead {
		t.Errorf("%s: player dead = %v; want %v", name, s.Player.Dead(), want.dead)
	}
	for p, b := range want.blocks {
		if got := s.At(p); got != b {
			t.Errorf("%s: block %v = %s; want %s", name, p, got, b)
		}
	}
	for n, h := range want.mobs {
		seen := false
		for _, e := range s.Entities {
			if e.Name == n {
				seen = true
				if e.Health != h {
					t.Errorf("%s: %s health = %v; want %v", name, n, e.Health, h)
				}
			}
		}
		if !seen {
			t.Errorf("%s: no %s left", name, n)
		}
	}
}

func TestScenariosInVoxel(t *testing.T) {
	lib := openLib(t)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	for _, s := range All() {
		t.Run(s.Name, func(t *testing.T) {
			w := voxel.New(voxel.Options{})
			rec, err := Record(ctx, w, s, LibraryRunner(lib), Options{Start: epoch})
			if err != nil {
				t.Fatal(err)
			}
			final, err := w.Snapshot(ctx, s.Min, s.Max)
			if err != nil {
				t.Fatal(err)
			}
			checkWorld(t, s.Name, final, *rec.Episode.Success, rec.Err)
			wantRows := 1
			if s.Name == "tunnel" {
				wantRows = 2 // and one for the nested side_probe
			}
			if len(rec.Cells) == 0 || len(rec.Index) != wantRows {
				t.Errorf("%d cells, %d index rows; want some cells and %d rows", len(rec.Cells), len(rec.Index), wantRows)
			}
			// The recording re-simulates to the same state.
			c, err := Resim(ctx, rec.Episode, LibraryRunner(lib))
			if err != nil {
				t.Fatal(err)
			}
			if !c.Passed {
				t.Errorf("Resim of a fresh voxel recording failed: %v", c.Diffs)
			}
			b, _ := json.Marshal(rec.Episode)
			t.Logf("%s: %d actions, %d cells, episode %d bytes, result %v", s.Name, len(rec.Episode.Steps), len(rec.Cells), len(b), rec.Result)
		})
	}
}

// TestNestedStepsAttributed checks that the tunnel's side probes are
// recorded as side_probe's steps, with its version.
func TestNestedStepsAttributed(t *testing.T) {
	lib := openLib(t)
	s, err := Get("tunnel")
	if err != nil {
		t.Fatal(err)
	}
	rec, err := Record(context.Background(), voxel.New(voxel.Options{}), s, LibraryRunner(lib), Options{Start: epoch})
	if err != nil {
		t.Fatal(err)
	}
	probe, err := lib.Get("side_probe")
	if err != nil {
		t.Fatal(err)
	}
	bySkill := map[string]int{}
	for _, st := range rec.Episode.Steps {
		bySkill[st.Skill]++
		if st.Skill == "side_probe" && st.Version != probe.Unit.Version() {
			t.Errorf("step %d: side_probe version %q; want %q", st.Index, st.Version, probe.Unit.Version())
		}
	}
	if bySkill["side_probe"] != 6 || bySkill["extend_tunnel"] != 9 {
		t.Errorf("steps by skill = %v; want 6 side_probe (two walls, three deep) and 9 extend_tunnel", bySkill)
	}
}
