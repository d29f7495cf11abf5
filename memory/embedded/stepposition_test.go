package embedded_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/skills"
)

// StepPosition finds a step by its index with pages of one step, where
// indices are dense or not, and says when there is none.
func TestStepPosition(t *testing.T) {
	s := open(t)
	ctx := context.Background()
	idx := []int{0, 5, 7, 20, 21, 40}
	ep := memory.Episode{ID: "sparse", Start: time.Now()}
	for _, i := range idx {
		ep.Steps = append(ep.Steps, memory.Step{Index: i, Action: skills.Action{Name: "a"}, Outcome: skills.Outcome{OK: true}})
	}
	if err := s.RecordEpisode(ctx, ep); err != nil {
		t.Fatal(err)
	}
	for pos, i := range idx {
		got, pg, err := memory.StepPosition(ctx, s, "sparse", i)
		if err != nil || got != pos || len(pg.Steps) != 1 || pg.Steps[0].Index != i {
			t.Errorf("StepPosition(%d) = %d, %+v, %v; want %d", i, got, pg.Steps, err, pos)
		}
	}
	for _, i := range []int{1, 6, 22, 41, 1 << 40, -1} {
		if _, _, err := memory.StepPosition(ctx, s, "sparse", i); !errors.Is(err, memory.ErrNotFound) {
			t.Errorf("StepPosition(%d): %v; want not found", i, err)
		}
	}
	if _, _, err := memory.StepPosition(ctx, s, "nope", 0); !errors.Is(err, memory.ErrNotFound) {
		t.Errorf("StepPosition of an unknown episode: %v", err)
	}
}
