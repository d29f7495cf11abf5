package mcdomain

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand"
	"sync"
	"time"

	"github.com/hashicorp/go-hclog"
	"github.com/skillrun/skillrun/domain"
	mc "github.com/skillrun/skillrun/examples/minecraft"
	"github.com/skillrun/skillrun/examples/minecraft/live"
	"github.com/skillrun/skillrun/examples/minecraft/scenario"
	"github.com/skillrun/skillrun/examples/minecraft/viewer"
	"github.com/skillrun/skillrun/examples/minecraft/voxel"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/serve"
	"github.com/skillrun/skillrun/skills"
	"github.com/skillrun/skillrun/verify"
	"github.com/spf13/pflag"
)

// Domain is the Minecraft example as a skillrun domain. The zero value is
// ready to use.
type Domain struct {
	bridge string // skillrun serve --bridge
}

var _ domain.Domain = (*Domain)(nil)

// Name returns "minecraft".
func (*Domain) Name() string { return scenario.Env }

// Simulators returns the voxel-world simulator (episodes of Env
// "minecraft").
func (*Domain) Simulators() []verify.Simulator {
	return []verify.Simulator{scenario.Simulator{Frames: VoxelFrames(0, 0)}}
}

// EnvFlags registers --bridge.
func (d *Domain) EnvFlags(fs *pflag.FlagSet) {
	fs.StringVar(&d.bridge, "bridge", "", "Minecraft bridge directory: offer the live server as environment \"minecraft\"")
}

// Environments offers "voxel" (the voxel world; params {"scene": NAME}
// builds a scenario's scene) and, with --bridge, "minecraft": the live
// server, started on the first session and stopped by release. The one
// bot serves one session at a time.
func (d *Domain) Environments(ctx context.Context, h domain.Host) (map[string]domain.EnvFactory, func()) {
	envs := map[string]domain.EnvFactory{
		"voxel": func(ctx context.Context, params json.RawMessage) (skills.World, error) {
			var p struct {
				Scene string `json:"scene"`
			}
			if err := domain.DecodeParams(params, &p); err != nil {
				return nil, err
			}
			if p.Scene == "" {
				// No scene: each run snapshots the box around the
				// player, so it too is an episode that re-simulates.
				w := voxel.New(voxel.Options{})
				return &freeVoxel{World: w, PlayerRuns: scenario.PlayerRuns{World: w, Source: "voxel"}}, nil
			}
			// A scene's world snapshots its box around every run, so each
			// run is recorded as an episode that re-simulates.
			// It draws what the player sees when a detector asks (the
			// server records those frames with the run's steps).
			w, err := scenario.NewSessionWorld(ctx, p.Scene, sessionFrames())
			if err != nil {
				return nil, fmt.Errorf("%w: %v", skills.ErrBadInput, err)
			}
			return w, nil
		},
	}
	var (
		mu    sync.Mutex
		b     *live.Bridge
		inUse bool // the one bot serves one session at a time
	)
	if d.bridge != "" {
		bridge := d.bridge
		envs["minecraft"] = func(sctx context.Context, params json.RawMessage) (skills.World, error) {
			var p struct {
				Scene string `json:"scene"`
			}
			if err := domain.DecodeParams(params, &p); err != nil {
				return nil, err
			}
			mu.Lock()
			defer mu.Unlock()
			if inUse {
				return nil, fmt.Errorf("%w: the live Minecraft bot is in use by another session; close it first", serve.ErrBusy)
			}
			if b == nil {
				nb, err := startLive(ctx, bridge, h.Logger().Named("bridge"))
				if err != nil {
					return nil, err
				}
				b = nb
			}
			if err := setupScene(sctx, p.Scene, b); err != nil {
				return nil, err
			}
			inUse = true
			// Closing the session frees the bot and leaves it running.
			sw := &sharedWorld{w: b, release: func() { mu.Lock(); inUse = false; mu.Unlock() }}
			if b.Frames() {
				// What the bot sees, drawn by the real client's renderer
				// when a detector asks.
				sw.See = &scenario.Seeing{World: b, Draw: func(ctx context.Context, _ scenario.World) (*mc.Shot, error) { return b.Shot(ctx) }}
			}
			if p.Scene != "" {
				// In a scene, each run is recorded with the scene's box
				// before and after, as the voxel world's are: real runs
				// the gate can re-simulate.
				sc, _ := scenario.Get(p.Scene) // setupScene found it
				return &sceneWorld{sharedWorld: sw, RunSnapshotter: scenario.SceneRuns{World: b, Scene: sc, Source: "live"}}, nil
			}
			// Without one, each run is recorded with the box around the
			// player before and after: an agent's free runs re-simulate
			// too (on probation, on trial, in consolidation).
			return &sceneWorld{sharedWorld: sw, RunSnapshotter: scenario.PlayerRuns{World: b, Source: "live"}}, nil
		}
	}
	return envs, func() {
		mu.Lock()
		defer mu.Unlock()
		if b != nil {
			b.Close()
		}
	}
}

// sessionFrames draws sessions' frames: 640×360 with the voxel renderer,
// its textures read once.
var sessionFrames = sync.OnceValue(func() func(ctx context.Context, w scenario.World) (*mc.Shot, error) {
	return VoxelFrames(0, 0)
})

// setupScene builds a named Minecraft scenario's scene in h (none: as is).
func setupScene(ctx context.Context, scene string, h mc.Harness) error {
	if scene == "" {
		return nil
	}
	sc, err := scenario.Get(scene)
	if err != nil {
		return fmt.Errorf("%w: %v", skills.ErrBadInput, err)
	}
	return sc.Setup(ctx, h)
}

// startLive starts the live server and bot, drawing frames with the real
// client's renderer when the viewer is installed (640×360); when the
// viewer is there but will not start, it starts without frames and says
// why in the log.
func startLive(ctx context.Context, dir string, log hclog.Logger) (*live.Bridge, error) {
	opts := live.Options{Dir: dir, Logger: log}
	if viewer.Check("") != nil {
		return live.Start(ctx, opts)
	}
	opts.Frames = &live.FrameOptions{Width: 640, Height: 360}
	b, err := live.Start(ctx, opts)
	if err == nil {
		return b, nil
	}
	log.Warn("the live bot draws no frames: its renderer did not start", "error", err)
	opts.Frames = nil
	return live.Start(ctx, opts)
}

// sharedWorld lends a shared world to one session: closing the session
// releases it instead of closing it. With a Seeing, it shows what the bot
// sees (a library.FrameRecorder: the server records the frames skills
// looked at).
type sharedWorld struct {
	w skills.World
	scenario.Sight
	once    sync.Once
	release func()
}

func (s *sharedWorld) Observe(ctx context.Context) (skills.Observation, error) {
	return s.w.Observe(ctx)
}

func (s *sharedWorld) Act(ctx context.Context, a skills.Action) (skills.Outcome, error) {
	return s.ActIn(ctx, s.w, a) // the view changes
}

func (s *sharedWorld) Close() error { s.once.Do(s.release); return nil }

// sceneWorld is a sharedWorld that records each run's snapshot of a box
// (the scene's, scenario.SceneRuns, or the one around the player,
// scenario.PlayerRuns), so the server records the run as an episode the
// voxel world re-simulates.
type sceneWorld struct {
	*sharedWorld
	serve.RunSnapshotter
}

// freeVoxel is the voxel world served without a scene: it records each
// run's snapshot of the box around the player (scenario.PlayerRuns).
type freeVoxel struct {
	*voxel.World
	scenario.PlayerRuns
}

var (
	_ serve.RunSnapshotter = (*sceneWorld)(nil)
	_ serve.RunSnapshotter = (*freeVoxel)(nil)
)

// Bench returns the Minecraft skills and their recorded episodes, with
// variants in perturbed scenes.
func (*Domain) Bench() domain.Bench {
	return domain.Bench{
		Skills:   "examples/minecraft/skills",
		Episodes: "examples/minecraft/testdata/episodes/minecraft.jsonl",
		Variants: variants,
	}
}

// variants records up to n variants of each recorded episode (see
// episodeVariants); the i-th episode's are seeded 1000*i+1.
func variants(ctx context.Context, run domain.Runner, recorded []memory.Episode, n int, timeout time.Duration) ([]memory.Episode, error) {
	var more []memory.Episode
	for i, ep := range recorded {
		vs, err := episodeVariants(ctx, run, ep, n, int64(1000*i+1), timeout)
		if err != nil {
			return nil, fmt.Errorf("variants of %s: %w", ep.ID, err)
		}
		more = append(more, vs...)
	}
	return more, nil
}

// hazards are what a perturbed scene puts near the recorded path.
var hazards = []string{"lava", "lava", "lava", "bedrock", "bedrock", "air", "water", "fire", "cave_air", "stone", "gravel", "diamond_ore"}

// episodeVariants records more evidence for a Minecraft episode: n
// copies of its start scene with one to three blocks near the recorded
// path changed (lava, bedrock, a hole, water, fire, ore, ...), mobs moved,
// removed or added, and the arguments sometimes changed (counts, another
// direction, default targets or ore); the reference
// version runs in each (voxel world) and its steps, outcome and final
// state are recorded. Deterministic for a seed.
func episodeVariants(ctx context.Context, run domain.Runner, ep memory.Episode, n int, seed int64, timeout time.Duration) ([]memory.Episode, error) {
	snap, err := scenario.ParseSnapshot(ep)
	if err != nil {
		return nil, err
	}
	path := []mc.Pos{snap.Start.Player.Pos.Block()}
	for _, s := range ep.Steps {
		p := s.Action.Params
		if _, ok := p["x"]; ok {
			path = append(path, mc.P(int(skills.Num(p["x"])), int(skills.Num(p["y"])), int(skills.Num(p["z"]))))
		}
	}
	var out []memory.Episode
	for i := range n {
		rng := rand.New(rand.NewSource(seed + int64(i)))
		region := snap.Start.Region()
		names := append([]string(nil), region.Names...)
		region.Names = names
		args := snap.Args
		var a map[string]any
		if json.Unmarshal(args, &a) == nil {
			if (snap.Skill == "cut_step" || snap.Skill == "extend_tunnel") && rng.Intn(3) == 0 {
				a["dir"] = []string{"south", "east", "west"}[rng.Intn(3)]
			}
			// Counts move a little; optional arguments go back to their
			// defaults or change.
			for k, v := range a {
				if f, ok := v.(float64); ok && rng.Intn(3) == 0 {
					a[k] = max(1, f+float64(rng.Intn(5)-2))
				}
			}
			if _, ok := a["targets"]; ok && rng.Intn(3) == 0 {
				delete(a, "targets")
			}
			if _, ok := a["ore"]; ok && rng.Intn(3) == 0 {
				a["ore"] = []string{"", "iron_ore", "gold_ore"}[rng.Intn(3)]
			}
			if snap.Skill == "combat_rank" && rng.Intn(3) == 0 {
				a["reach"] = 2 + float64(rng.Intn(4))
			}
			args, _ = json.Marshal(a)
		}
		// The cells that decide: ahead of each recorded position (one and
		// two on, at floor, feet and head height) and beside it.
		fwd := mc.P(0, 0, -1)
		switch a["dir"] {
		case "south":
			fwd = mc.P(0, 0, 1)
		case "east":
			fwd = mc.P(1, 0, 0)
		case "west":
			fwd = mc.P(-1, 0, 0)
		}
		side := mc.P(fwd.Z, 0, fwd.X)
		for range 1 + rng.Intn(2) {
			p := path[rng.Intn(len(path))]
			switch rng.Intn(3) {
			case 0:
				p = p.Add(mc.P(fwd.X*(1+rng.Intn(2)), rng.Intn(3)-1, fwd.Z*(1+rng.Intn(2))))
			case 1:
				s := 1 - 2*rng.Intn(2)
				p = p.Add(mc.P(side.X*s, rng.Intn(4)-1, side.Z*s))
			default:
				p = p.Add(mc.P(rng.Intn(3)-1, rng.Intn(4)-1, rng.Intn(3)-1))
			}
			if k := region.Index(p); k >= 0 {
				names[k] = hazards[rng.Intn(len(hazards))]
			}
		}
		// Mobs move, leave, or are joined by others.
		var ents []mc.Entity
		for _, e := range snap.Start.Entities {
			switch rng.Intn(4) {
			case 0: // gone
				continue
			case 1:
				e.Pos = e.Pos.Add(mc.V(float64(rng.Intn(5)-2), 0, float64(rng.Intn(5)-2)))
			case 2:
				e.Health = 1 + float64(rng.Intn(int(max(e.Health, 2))))
			}
			ents = append(ents, e)
		}
		if len(snap.Start.Entities) > 0 && rng.Intn(2) == 0 {
			e := snap.Start.Entities[rng.Intn(len(snap.Start.Entities))]
			e.ID += 100
			e.Name = []string{"blaze", "chicken", "zombie"}[rng.Intn(3)]
			e.Pos = e.Pos.Add(mc.V(float64(rng.Intn(7)-3), 0, float64(rng.Intn(5)-2)))
			ents = append(ents, e)
		}
		start := mc.NewSnapshot(region, mc.State{Player: snap.Start.Player, Entities: ents})
		w, err := voxel.FromSnapshot(start)
		if err != nil {
			return nil, err
		}
		at := ep.Start
		rec := &verify.Recorder{World: w, Now: func() time.Time { at = at.Add(time.Second); return at }}
		rctx, cancel := context.WithTimeout(ctx, timeout)
		_, runErr := run(rctx, args, rec)
		cancel()
		if rec.Final() == nil {
			// The skill did not look after its last action: look for it,
			// so a replay past the last step serves the world as it is.
			if _, err := rec.Observe(ctx); err != nil {
				return nil, err
			}
		}
		final, err := w.Snapshot(ctx, snap.Final.Min, snap.Final.Max)
		if err != nil {
			return nil, err
		}
		sn := scenario.Snapshot{Schema: scenario.CurrentSchema, Scenario: fmt.Sprintf("%s-v%02d", snap.Scenario, i), Skill: snap.Skill, Args: args, Source: "voxel",
			Start: start, Final: final, FinalObservation: rec.Final()}
		raw, err := json.Marshal(sn)
		if err != nil {
			return nil, err
		}
		ok := runErr == nil
		v := memory.Episode{ID: fmt.Sprintf("%s-v%02d", ep.ID, i), Agent: "skillrun-bench-verify", Env: ep.Env,
			Task: snap.Skill + " " + string(args), Start: ep.Start, End: at, Success: &ok, Snapshot: raw, Steps: rec.Steps()}
		if runErr != nil {
			v.Reason = runErr.Error()
		}
		out = append(out, v)
	}
	return out, nil
}
