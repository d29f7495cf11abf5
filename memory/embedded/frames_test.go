package embedded

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/skills"
)

// TestPutFramesList: one PutFrames call mixing new frames, frames known by
// hash only (from a step), frames known with the same metadata and a hash
// given twice; a conflict anywhere in the list writes nothing of it.
func TestPutFramesList(t *testing.T) {
	ctx, s := context.Background(), openTemp(t)
	h := func(n byte) string { return memory.Hash([]byte{n}) }
	t0 := time.Date(2026, 11, 30, 10, 0, 0, 0, time.UTC)
	ep := memory.Episode{ID: "e", Start: t0, Steps: []memory.Step{{Index: 0, Time: t0, Action: skills.Action{Name: "look"},
		Outcome: skills.Outcome{OK: true}, Frames: []string{h(1), h(2), h(3)}}}}
	if err := s.RecordEpisode(ctx, ep); err != nil {
		t.Fatal(err)
	}
	meta := func(n byte, w int) memory.Frame { return memory.Frame{Hash: h(n), Format: "png", Width: w, Time: t0} }
	if err := s.PutFrames(ctx, meta(4, 10)); err != nil {
		t.Fatal(err)
	}
	// h(1) known by hash only: gets its metadata; h(4) same as known; h(5)
	// new and given twice alike.
	if err := s.PutFrames(ctx, meta(1, 10), meta(4, 10), meta(5, 10), meta(5, 10)); err != nil {
		t.Fatal(err)
	}
	for _, n := range []byte{1, 4, 5} {
		f, err := s.Frame(ctx, h(n))
		if err != nil || f.Width != 10 || f.Format != "png" {
			t.Fatalf("frame %d = %+v, %v", n, f, err)
		}
	}
	bad := [][]memory.Frame{
		{meta(6, 1), meta(4, 11)},               // other metadata than known
		{meta(6, 1), meta(2, 1), meta(2, 2)},    // known by hash only, then twice unlike
		{meta(6, 1), meta(7, 1), meta(7, 2)},    // new, twice unlike
		{meta(6, 1), {Hash: "ABC"}, meta(7, 1)}, // not a hash
	}
	for i, fs := range bad {
		err := s.PutFrames(ctx, fs...)
		if !errors.Is(err, memory.ErrConflict) && !errors.Is(err, memory.ErrInvalid) {
			t.Fatalf("bad list %d: %v; want a conflict or invalid", i, err)
		}
		if _, err := s.Frame(ctx, h(6)); !errors.Is(err, memory.ErrNotFound) {
			t.Fatalf("bad list %d: frame 6 was written (%v)", i, err)
		}
		if f, _ := s.Frame(ctx, h(2)); f.Width != 0 {
			t.Fatalf("bad list %d: frame 2 was updated: %+v", i, f)
		}
	}
}
