package verifytest

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"sync"

	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/skills"
	"github.com/skillrun/skillrun/verify"
)

// Cell kinds.
const (
	Air    = "air"
	Stone  = "stone"
	Gap    = "gap"
	Lava   = "lava"
	Door   = "door"   // locked
	Open   = "open"   // an unlocked door
	Bridge = "bridge" // a placed block over a gap or lava
	Wall   = "wall"   // beyond either end
)

// State is the whole corridor: JSON-stable, comparable.
type State struct {
	Cells  []string `json:"cells"`
	X      int      `json:"x"`
	Cobble int      `json:"cobble"`
	Keys   int      `json:"keys"`
	Dead   bool     `json:"dead,omitempty"`
}

// Clone returns a deep copy.
func (s State) Clone() State {
	s.Cells = slices.Clone(s.Cells)
	return s
}

// World is a corridor that skills act in. It is safe for concurrent use.
type World struct {
	mu sync.Mutex
	s  State
}

var _ skills.World = (*World)(nil)

// NewWorld returns a world in state s (copied). It fails on an empty
// corridor, a player outside it or an unknown cell.
func NewWorld(s State) (*World, error) {
	if len(s.Cells) == 0 {
		return nil, fmt.Errorf("corridor: no cells")
	}
	if s.X < 0 || s.X >= len(s.Cells) {
		return nil, fmt.Errorf("corridor: player at %d outside 0..%d", s.X, len(s.Cells)-1)
	}
	for i, c := range s.Cells {
		switch c {
		case Air, Stone, Gap, Lava, Door, Open, Bridge:
		default:
			return nil, fmt.Errorf("corridor: cell %d: unknown kind %q", i, c)
		}
	}
	return &World{s: s.Clone()}, nil
}

// State returns a copy of the current state.
func (w *World) State() State {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.s.Clone()
}

func (w *World) cell(x int) string {
	if x < 0 || x >= len(w.s.Cells) {
		return Wall
	}
	return w.s.Cells[x]
}

// Observe reports the player's cell, the cells either side and the
// inventory.
func (w *World) Observe(ctx context.Context) (skills.Observation, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	return skills.Observation{
		"x": w.s.X, "east": w.cell(w.s.X + 1), "west": w.cell(w.s.X - 1),
		"cobble": w.s.Cobble, "keys": w.s.Keys, "dead": w.s.Dead,
	}, nil
}

// Actions are the corridor's action names.
var Actions = []string{"walk", "dig", "place", "open", "use_key"}

// Act performs walk{dx}, dig{x}, place{x}, open(door){dx} or
// use_key(door){dx}.
func (w *World) Act(ctx context.Context, a skills.Action) (skills.Outcome, error) {
	if err := ctx.Err(); err != nil {
		return skills.Outcome{}, err
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.s.Dead {
		return skills.Outcome{Reason: "the player is dead"}, nil
	}
	fail := func(format string, args ...any) (skills.Outcome, error) {
		return skills.Outcome{Reason: fmt.Sprintf(format, args...)}, nil
	}
	ok := skills.Outcome{OK: true, Data: map[string]any{}}
	switch a.Name {
	case "walk":
		dx := int(skills.Num(a.Params["dx"]))
		if dx != 1 && dx != -1 {
			return fail("dx must be 1 or -1, got %v", a.Params["dx"])
		}
		to := w.s.X + dx
		switch c := w.cell(to); c {
		case Air, Open, Bridge:
			w.s.X = to
		case Gap, Lava:
			w.s.X, w.s.Dead = to, true
			ok.Data["fell"] = c
		default:
			return fail("blocked by %s", c)
		}
		ok.Data["x"] = w.s.X
		return ok, nil
	case "dig":
		x := int(skills.Num(a.Params["x"]))
		if x-w.s.X != 1 && w.s.X-x != 1 {
			return fail("cell %d out of reach", x)
		}
		if c := w.cell(x); c != Stone {
			return fail("nothing to dig at %d (%s)", x, c)
		}
		w.s.Cells[x] = Air
		w.s.Cobble++
		return ok, nil
	case "place":
		x := int(skills.Num(a.Params["x"]))
		if x-w.s.X != 1 && w.s.X-x != 1 {
			return fail("cell %d out of reach", x)
		}
		if b, _ := a.Params["block"].(string); b != "cobble" {
			return fail("no %q in the inventory", b)
		}
		if w.s.Cobble < 1 {
			return fail("no cobble left")
		}
		if c := w.cell(x); c != Gap && c != Lava {
			return fail("cannot place on %s", c)
		}
		w.s.Cells[x] = Bridge
		w.s.Cobble--
		return ok, nil
	case "open", "use_key":
		dx := int(skills.Num(a.Params["dx"]))
		if a.Object != "door" || (dx != 1 && dx != -1) {
			return fail("%s needs object door and dx ±1", a.Name)
		}
		x := w.s.X + dx
		c := w.cell(x)
		if c != Door && c != Open {
			return fail("no door at %d", x)
		}
		if a.Name == "open" {
			if c == Door {
				return fail("locked")
			}
			return ok, nil
		}
		if w.s.Keys < 1 {
			return fail("no key")
		}
		w.s.Keys--
		w.s.Cells[x] = Open
		return ok, nil
	}
	return skills.Outcome{}, fmt.Errorf("%w: unknown action %q", skills.ErrBadInput, a.Name)
}

// Snapshot is what a corridor episode carries: the task, the start and the
// final state.
type Snapshot struct {
	Skill string          `json:"skill"`
	Args  json.RawMessage `json:"args,omitempty"`
	Start State           `json:"start"`
	Final State           `json:"final"`
	// FinalObservation is what the procedure saw after its last action.
	FinalObservation skills.Observation `json:"final_observation,omitempty"`
}

// Simulator re-simulates corridor episodes (Env "corridor").
type Simulator struct{}

var (
	_ verify.Simulator  = Simulator{}
	_ verify.Vocabulary = Simulator{}
)

// Name returns "corridor".
func (Simulator) Name() string { return "corridor" }

// Actions returns the corridor's action names.
func (Simulator) Actions() []string { return Actions }

func parse(ep memory.Episode) (*Snapshot, error) {
	var s Snapshot
	if err := json.Unmarshal(ep.Snapshot, &s); err != nil {
		return nil, fmt.Errorf("corridor snapshot of %q: %w", ep.ID, err)
	}
	return &s, nil
}

// Restore builds the episode's start state.
func (Simulator) Restore(ctx context.Context, ep memory.Episode) (skills.World, error) {
	s, err := parse(ep)
	if err != nil {
		return nil, err
	}
	return NewWorld(s.Start)
}

// Check compares the corridor's final state with the recorded one.
func (Simulator) Check(ctx context.Context, w skills.World, ep memory.Episode, got verify.Run) ([]string, error) {
	cw, ok := w.(*World)
	if !ok {
		return nil, fmt.Errorf("corridor check: world is %T, not a corridor", w)
	}
	s, err := parse(ep)
	if err != nil {
		return nil, err
	}
	return Diff(s.Final, cw.State()), nil
}

// Diff lists how got differs from want.
func Diff(want, got State) []string {
	var out []string
	if got.X != want.X {
		out = append(out, fmt.Sprintf("player ends at %d, recorded %d", got.X, want.X))
	}
	if got.Dead != want.Dead {
		out = append(out, fmt.Sprintf("player dead=%v, recorded %v", got.Dead, want.Dead))
	}
	if got.Cobble != want.Cobble {
		out = append(out, fmt.Sprintf("cobble %d, recorded %d", got.Cobble, want.Cobble))
	}
	if got.Keys != want.Keys {
		out = append(out, fmt.Sprintf("keys %d, recorded %d", got.Keys, want.Keys))
	}
	for i := range max(len(want.Cells), len(got.Cells)) {
		var w, g string = Wall, Wall
		if i < len(want.Cells) {
			w = want.Cells[i]
		}
		if i < len(got.Cells) {
			g = got.Cells[i]
		}
		if w != g {
			out = append(out, fmt.Sprintf("cell %d is %s, recorded %s", i, g, w))
		}
	}
	return out
}

// WholeEpisode is the corridor as a verify.SimFunc: it restores, runs and
// compares in one function, as a domain with its own re-simulation does.
func WholeEpisode() verify.SimFunc {
	return verify.SimFunc{Env: "corridor", Resimulate: func(ctx context.Context, ep memory.Episode, run verify.RunFunc) ([]string, error) {
		s, err := parse(ep)
		if err != nil {
			return nil, err
		}
		w, err := NewWorld(s.Start)
		if err != nil {
			return nil, err
		}
		_, runErr := run(ctx, s.Skill, s.Args, w)
		var diffs []string
		if recorded := ep.Success == nil || *ep.Success; recorded != (runErr == nil) {
			diffs = append(diffs, fmt.Sprintf("run error %v, recorded success %v", runErr, recorded))
		}
		return append(diffs, Diff(s.Final, w.State())...), nil
	}}
}
