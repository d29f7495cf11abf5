package memorytest

import (
	"fmt"
	"time"

	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/skills"
)

// T0 is the start time of the fixtures.
var T0 = time.Date(2026, 11, 30, 10, 0, 0, 0, time.UTC)

// FrameHash returns a valid, distinct frame hash for n.
func FrameHash(n int) string { return memory.Hash([]byte(fmt.Sprintf("frame-%d", n))) }

func pos(x, y, z float64) *[3]float64 { return &[3]float64{x, y, z} }

func yes() *bool { b := true; return &b }

// Kitchen returns the microwave episode of the issue: OpenObject on
// microwave_1 fails (locked), the agent picks up key_2 from drawer_3, and
// the next OpenObject succeeds. It starts at start.
func Kitchen(id string, start time.Time) memory.Episode {
	at := func(i int) time.Time { return start.Add(time.Duration(i) * time.Second) }
	return memory.Episode{
		ID: id, Agent: "alfred", Env: "alfworld", Task: "heat the soup in the microwave",
		Start: start, End: at(5), Summary: "microwave was locked; found key in drawer and opened it",
		Tags: []string{"kitchen", "microwave"}, Success: yes(),
		Objects: []memory.Object{{ID: "microwave_1", Class: "microwave", Props: map[string]any{"room": "kitchen"}}, {ID: "key_2", Class: "key"}},
		Steps: []memory.Step{
			{Index: 0, Time: at(0), Summary: "kitchen, microwave closed", Action: skills.Action{Name: "GotoLocation", Object: "microwave_1"},
				Outcome: skills.Outcome{OK: true}, Pos: pos(1, 0, 1), Skill: "open_thing", Version: "v-open-1", Frames: []string{FrameHash(1)}},
			{Index: 1, Time: at(1), Summary: "microwave closed", Action: skills.Action{Name: "OpenObject", Object: "microwave_1"},
				Outcome: skills.Outcome{OK: false, Reason: "locked"}, Pos: pos(1, 0, 2), Skill: "open_thing", Version: "v-open-1",
				Observation: skills.Observation{"holding": "nothing", "door": "closed"}},
			{Index: 2, Time: at(2), Action: skills.Action{Name: "GotoLocation", Object: "drawer_3"}, Outcome: skills.Outcome{OK: true}, Pos: pos(4, 0, 2)},
			{Index: 3, Time: at(3), Summary: "drawer open, key inside", Action: skills.Action{Name: "PickupObject", Object: "key_2", Params: map[string]any{"from": "drawer_3"}},
				Outcome: skills.Outcome{OK: true, Data: map[string]any{"holding": "key_2"}}, Pos: pos(4, 0, 2), Frames: []string{FrameHash(2), FrameHash(3)}},
			{Index: 4, Time: at(4), Action: skills.Action{Name: "OpenObject", Object: "microwave_1"}, Outcome: skills.Outcome{OK: true},
				Pos: pos(1, 0, 2), Skill: "open_thing", Version: "v-open-2"},
		},
	}
}

// Steps returns n synthetic steps starting at start: moves and digs on a
// line along x, every failEvery-th dig failing (0: none fails), each with
// two frames when withFrames.
func Steps(n int, start time.Time, failEvery int, withFrames bool, frameBase int) []memory.Step {
	out := make([]memory.Step, n)
	for i := range out {
		st := memory.Step{Index: i, Time: start.Add(time.Duration(i) * time.Second), Summary: fmt.Sprintf("block ahead at %d", i),
			Pos: pos(float64(i%500), 64, float64(i/500)), Skill: "tunnel", Version: "v-tunnel-1"}
		if i%2 == 0 {
			st.Action = skills.Action{Name: "move", Params: map[string]any{"dir": "north"}}
			st.Outcome = skills.Outcome{OK: true}
		} else {
			st.Action = skills.Action{Name: "dig", Object: fmt.Sprintf("stone_%d", i%97)}
			st.Outcome = skills.Outcome{OK: true}
			if failEvery > 0 && (i/2)%failEvery == 0 {
				st.Outcome = skills.Outcome{OK: false, Reason: "bedrock"}
			}
		}
		if withFrames {
			st.Frames = []string{FrameHash(frameBase + 2*i), FrameHash(frameBase + 2*i + 1)}
		}
		out[i] = st
	}
	return out
}

// Synthetic returns an episode of n Steps.
func Synthetic(id string, start time.Time, n, failEvery int, withFrames bool, frameBase int) memory.Episode {
	return memory.Episode{ID: id, Agent: "steve", Env: "minecraft", Task: "tunnel north", Start: start,
		Summary: fmt.Sprintf("tunnelled %d steps", n), Tags: []string{"tunnel"},
		Steps: Steps(n, start, failEvery, withFrames, frameBase)}
}

// Version returns a skill version fixture.
func Version(skill, id string, created time.Time, supersedes string) memory.SkillVersion {
	return memory.SkillVersion{Skill: skill, ID: id, Kind: skills.Procedure, Description: "Open a container, finding its key first if it is locked.",
		Source: "package " + skill + "\n// " + id + "\n", Author: "alfred", Created: created, Supersedes: supersedes}
}
