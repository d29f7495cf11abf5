package verifytest

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/skills"
	"github.com/skillrun/skillrun/verify"
)

// Scenario is a corridor set-up and a task for the advance procedure.
type Scenario struct {
	Name  string
	Start State
	Args  string // advance's JSON arguments
}

// Corridor builds cells from a picture: '.' air, 'S' stone, 'G' gap,
// 'L' lava, 'D' a locked door, '@' the player (on air).
func Corridor(pic string, cobble, keys int) State {
	s := State{Cobble: cobble, Keys: keys}
	for i, r := range pic {
		c := Air
		switch r {
		case 'S':
			c = Stone
		case 'G':
			c = Gap
		case 'L':
			c = Lava
		case 'D':
			c = Door
		case '@':
			s.X = i
		}
		s.Cells = append(s.Cells, c)
	}
	return s
}

// Scenarios are the recorded corridor episodes' set-ups. The last two
// fail: the procedure refuses to walk into a gap it cannot bridge, and
// gives up at a locked door without a key.
var Scenarios = []Scenario{
	{"plain", Corridor("@.....", 0, 0), `{"steps":4}`},
	{"stone", Corridor("@.S.S..", 0, 0), `{"steps":5}`},
	{"gap", Corridor("@.G.L..", 2, 0), `{"steps":5}`},
	{"mixed", Corridor("@S.GS.L..", 0, 0), `{"steps":7}`},
	{"door", Corridor("@.D...", 0, 1), `{"steps":4}`},
	{"west", Corridor("..G.S.@", 0, 0), `{"steps":5,"dir":"west"}`},
	{"door_west", Corridor("...DS.@", 0, 1), `{"steps":4,"dir":"west"}`},
	{"long", Corridor("@.S.G.S.L.S.D.S.G...", 0, 1), `{"steps":18}`},
	{"no_cobble", Corridor("@..G..", 0, 0), `{"steps":4}`},
	{"door_no_key", Corridor("@.D...", 0, 0), `{"steps":4}`},
}

// Runner runs a skill by name with JSON arguments in a world.
type Runner func(ctx context.Context, skill string, args json.RawMessage, w skills.World) (skills.Result, error)

// Record runs a scenario's task in a fresh corridor, records every step
// and returns the episode (Env "corridor") with its snapshot. Times are
// deterministic, counted from base.
func Record(ctx context.Context, sc Scenario, run Runner, base time.Time) (memory.Episode, error) {
	w, err := NewWorld(sc.Start)
	if err != nil {
		return memory.Episode{}, fmt.Errorf("scenario %s: %w", sc.Name, err)
	}
	tick := base
	rec := &verify.Recorder{World: w, Now: func() time.Time { tick = tick.Add(time.Second); return tick }}
	_, runErr := run(ctx, "advance", json.RawMessage(sc.Args), rec)
	snap, err := json.Marshal(Snapshot{Skill: "advance", Args: json.RawMessage(sc.Args), Start: sc.Start, Final: w.State(), FinalObservation: rec.Final()})
	if err != nil {
		return memory.Episode{}, err
	}
	ok := runErr == nil
	ep := memory.Episode{
		ID: "corridor-" + sc.Name, Agent: "verifytest", Env: "corridor",
		Task: "advance " + sc.Args, Start: base, End: tick.Add(time.Second),
		Tags: []string{"corridor", sc.Name}, Success: &ok, Snapshot: snap,
		Steps: rec.Steps(),
	}
	if runErr != nil {
		ep.Reason = runErr.Error()
		if i := strings.LastIndex(ep.Reason, ": "); i >= 0 && strings.Contains(ep.Reason, "advance") {
			ep.Reason = ep.Reason[i+2:]
		}
	}
	for i := range ep.Steps {
		ep.Steps[i].Skill = "advance"
	}
	ep.Summary = fmt.Sprintf("%s: advance %s (%d actions, success=%v)", sc.Name, sc.Args, len(ep.Steps), ok)
	return ep, nil
}
