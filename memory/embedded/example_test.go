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
