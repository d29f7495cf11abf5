package serve_test

import (
	"context"
	"encoding/json"
	"path/filepath"
	"testing"

	mc "github.com/skillrun/skillrun/examples/minecraft"
	"github.com/skillrun/skillrun/examples/minecraft/render"
	"github.com/skillrun/skillrun/examples/minecraft/scenario"
	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/library/builtin"
	"github.com/skillrun/skillrun/memory"
	memopen "github.com/skillrun/skillrun/memory/open"
	"github.com/skillrun/skillrun/runtime/sandbox"
	"github.com/skillrun/skillrun/serve"
	"github.com/skillrun/skillrun/skills"
)

// BenchmarkRecordedCall: one bridge_north call in a voxel session on the
// lava gap, through the server, with the run recorded as a verifiable
// episode (the scene's snapshot before and after, every step, the links to
// the version) against the same call with no memory (nothing recorded).
// Each iteration opens a fresh session (the call changes the world), in
// both; the ratio is the cost of the evidence.
func BenchmarkRecordedCall(b *testing.B) {
	lib, envs, st := sessionBench(b, nil, "lava_gap", nil)
	for _, bc := range []struct {
		name  string
		store memory.Store
	}{{"unrecorded", nil}, {"recorded", st}} {
		b.Run(bc.name, func(b *testing.B) {
			srv, err := serve.New(lib, serve.Options{Memory: bc.store, Envs: envs, MaxSessions: 4})
			if err != nil {
				b.Fatal(err)
			}
			defer srv.Close()
			b.ReportAllocs()
			for b.Loop() {
				rep := sessionCall(b, srv, "bridge_north", `{"blocks":5}`)
				if bc.store != nil && rep.RunEpisode == "" {
					b.Fatalf("not recorded: %+v", rep)
				}
			}
		})
	}
}

// remarshal decodes a reply value (a struct, or the JSON it was already
// encoded to) into out.
func remarshal(v any, out any) error {
	raw, ok := v.(json.RawMessage)
	if !ok {
		var err error
		if raw, err = json.Marshal(v); err != nil {
			return err
		}
	}
	return json.Unmarshal(raw, out)
}

// BenchmarkRecordedLook: one combat_sight call in a voxel session of the
// blaze scene, which draws the player's view (640×360, the voxel
// renderer) for each look through the blaze detector, recorded with the
// frames it looked at (their bytes in the frame store, their metadata and
// truth in memory, named in the steps) against recorded without them (no
// frame store). The ratio is the cost of keeping what the skill saw.
func BenchmarkRecordedLook(b *testing.B) {
	ctx := context.Background()
	bs, err := builtin.All(false)
	if err != nil {
		b.Fatal(err)
	}
	shoot := render.Frames(render.FrameOptions{})
	lib, envs, st := sessionBench(b, bs, "blaze_sight", func(ctx context.Context, w scenario.World) (*mc.Shot, error) { return shoot(ctx, w) })
	for _, bc := range []struct {
		name   string
		frames memory.Blobs
	}{{"without-frames", memory.Blobs{}}, {"with-frames", memory.Blobs{Dir: filepath.Join(b.TempDir(), "frames")}}} {
		b.Run(bc.name, func(b *testing.B) {
			srv, err := serve.New(lib, serve.Options{Memory: st, Frames: bc.frames, Envs: envs, MaxSessions: 4})
			if err != nil {
				b.Fatal(err)
			}
			defer srv.Close()
			looks := 0
			for b.Loop() {
				rep := sessionCall(b, srv, "combat_sight", `{"hits":3}`)
				ep, err := st.Episode(ctx, rep.RunEpisode)
				if err != nil {
					b.Fatal(err)
				}
				for _, s := range ep.Steps {
					looks += len(s.Frames)
				}
			}
			b.ReportMetric(float64(looks)/float64(b.N), "frames/call")
		})
	}
}

// sessionCall runs skill with args (a JSON object) in a voxel session of
// its own on srv and returns the reply.
func sessionCall(b *testing.B, srv *serve.Server, skill, args string) serve.SkillReply {
	b.Helper()
	ctx := context.Background()
	v, _, err := srv.Invoke(ctx, "session_open", json.RawMessage(`{"env":"voxel"}`))
	if err != nil {
		b.Fatal(err)
	}
	var info serve.SessionInfo
	if err := remarshal(v, &info); err != nil {
		b.Fatal(err)
	}
	out, _, err := srv.Invoke(ctx, skill, json.RawMessage(`{"_session":"`+info.Session+`",`+args[1:]))
	if err != nil {
		b.Fatal(err)
	}
	var rep serve.SkillReply
	if err := remarshal(out, &rep); err != nil {
		b.Fatal(err)
	}
	if _, _, err := srv.Invoke(ctx, "session_close", json.RawMessage(`{"session":"`+info.Session+`","success":true}`)); err != nil {
		b.Fatal(err)
	}
	return rep
}

// sessionBench opens the example's skills (with builtins) in process, a
// "voxel" environment of scene (drawn by draw, when not nil) and a fresh
// embedded memory, closed when b ends.
func sessionBench(b *testing.B, builtins []library.Builtin, scene string, draw func(ctx context.Context, w scenario.World) (*mc.Shot, error)) (*library.Library, map[string]serve.EnvFactory, memory.Store) {
	b.Helper()
	dir := b.TempDir()
	if err := scenario.WriteSkills(dir); err != nil {
		b.Fatal(err)
	}
	lib, err := library.Open(dir, library.Options{Executor: sandbox.NewInProcess(sandbox.Options{}), Builtins: builtins})
	if err != nil {
		b.Fatal(err)
	}
	envs := map[string]serve.EnvFactory{"voxel": func(ctx context.Context, _ json.RawMessage) (skills.World, error) {
		return scenario.NewSessionWorld(ctx, scene, draw)
	}}
	st, err := memopen.Store(context.Background(), filepath.Join(b.TempDir(), "m.db"), memopen.Options{})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { st.Close() })
	return lib, envs, st
}
