package embedded_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/memory/embedded"
	"github.com/skillrun/skillrun/skills"
)

// Record an episode, then ask what went wrong last time with the microwave.
func Example() {
	dir, _ := os.MkdirTemp("", "memory")
	defer os.RemoveAll(dir)
	ctx := context.Background()
	s, err := embedded.Open(ctx, filepath.Join(dir, "memory.db"), embedded.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	defer s.Close()

	t0 := time.Date(2026, 12, 1, 10, 0, 0, 0, time.UTC)
	step := func(i int, name, object string, ok bool, reason string) memory.Step {
		return memory.Step{Index: i, Time: t0.Add(time.Duration(i) * time.Second),
			Action: skills.Action{Name: name, Object: object}, Outcome: skills.Outcome{OK: ok, Reason: reason}}
	}
	err = s.RecordEpisode(ctx, memory.Episode{ID: "ep-1", Start: t0, Task: "heat the soup", Steps: []memory.Step{
		step(0, "OpenObject", "microwave_1", false, "locked"),
		step(1, "PickupObject", "key_2", true, ""),
		step(2, "OpenObject", "microwave_1", true, ""),
	}})
	if err != nil {
		fmt.Println(err)
		return
	}
	fs, err := s.Failures(ctx, memory.FailureQuery{Action: "OpenObject", Object: "microwave_1", Now: t0.Add(time.Hour)})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, sn := range memory.Snippets(fs) {
		fmt.Println(sn.Text, sn.IDs)
	}
	// Output:
	// last time OpenObject on microwave_1 failed: locked; it succeeded after PickupObject key_2 [ep-1#0] [ep-1#0 ep-1#1 ep-1#2]
}

// Recall for the present situation in one call: the failure, the success
// that followed, where the key was, and a landmark near the agent.
func Example_context() {
	dir, _ := os.MkdirTemp("", "memory")
	defer os.RemoveAll(dir)
	ctx := context.Background()
	s, err := embedded.Open(ctx, filepath.Join(dir, "memory.db"), embedded.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	defer s.Close()

	t0 := time.Date(2026, 12, 1, 10, 0, 0, 0, time.UTC)
	at := func(x, z float64) *[3]float64 { return &[3]float64{x, 0, z} }
	step := func(i int, name, object string, ok bool, reason string, pos *[3]float64) memory.Step {
		return memory.Step{Index: i, Time: t0.Add(time.Duration(i) * time.Second), Pos: pos,
			Action: skills.Action{Name: name, Object: object}, Outcome: skills.Outcome{OK: ok, Reason: reason}}
	}
	err = s.RecordEpisode(ctx, memory.Episode{ID: "ep-1", Start: t0, Task: "heat the soup", Steps: []memory.Step{
		step(0, "OpenObject", "microwave_1", false, "locked", at(1, 2)),
		step(1, "PickupObject", "key_2", true, "", at(4, 2)),
		step(2, "OpenObject", "microwave_1", true, "", at(1, 2)),
	}})
	if err != nil {
		fmt.Println(err)
		return
	}
	if _, err := s.PutNote(ctx, memory.Note{ID: "drawer", Kind: memory.NoteLandmark, Text: "The key lives in drawer 3.", Pos: at(4, 2)}); err != nil {
		fmt.Println(err)
		return
	}
	r, err := memory.Context(ctx, s, memory.Situation{Action: "OpenObject", Object: "microwave_1", InView: []string{"key_2"},
		Pos: at(2, 2), Now: t0.Add(time.Hour), Budget: 1000})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(r.Text)
	// Output:
	// [failure] last time OpenObject on microwave_1 failed: locked; it succeeded after PickupObject key_2 [ep-1#0] (1h ago)
	// [success] ep-1#2 OpenObject on microwave_1 succeeded at (1, 0, 2) (59m ago)
	// [seen] microwave_1 last seen at (1, 0, 2) when ep-1#2 OpenObject on microwave_1 succeeded (59m ago)
	// [note] landmark note drawer (rev 1) at (4, 0, 2): The key lives in drawer 3. (2.0 away)
	// [seen] key_2 last seen at (4, 0, 2) when ep-1#1 PickupObject on key_2 succeeded (59m ago)
}
