package embedded_test

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/memory/memorytest"
)

// TestImportBatches: Import through the store's RecordBatch. A bad episode
// in the middle of a batch stops the import there with the episodes
// before it recorded whole and nothing after it; the import then resumes.
func TestImportBatches(t *testing.T) {
	ctx := context.Background()
	s := open(t)
	var eps []memory.Episode
	for i := range 2*memory.ImportBatch + 8 {
		eps = append(eps, memorytest.Synthetic(fmt.Sprintf("imp-%02d", i), memorytest.T0.Add(time.Duration(i)*time.Hour), 30, 4, true, 100*i))
	}
	bad := memory.ImportBatch + 7
	clash := eps[bad]
	clash.Summary = "recorded before, with another summary"
	if err := s.RecordEpisode(ctx, clash); err != nil {
		t.Fatal(err)
	}
	var seen []int
	rep, err := memory.Import(ctx, s, eps, func(done int) { seen = append(seen, done) })
	var ie *memory.ImportError
	if !errors.As(err, &ie) || ie.Index != bad || ie.Done != bad || ie.Episode != eps[bad].ID || !errors.Is(err, memory.ErrConflict) {
		t.Fatalf("Import = %+v, %v; want a conflict at episode %d", rep, err, bad)
	}
	if rep.Episodes != bad || len(seen) != bad || seen[bad-1] != bad {
		t.Fatalf("report %+v, progress %v; want %d episodes", rep, seen, bad)
	}
	for i, e := range eps {
		got, err := s.Episode(ctx, e.ID)
		switch {
		case i < bad && (err != nil || len(got.Steps) != 30):
			t.Fatalf("episode %d before the bad one: %d steps, %v", i, len(got.Steps), err)
		case i > bad && !errors.Is(err, memory.ErrNotFound):
			t.Fatalf("episode %d after the bad one is recorded (%v)", i, err)
		}
	}
	eps[bad] = clash
	rep, err = memory.Import(ctx, s, eps, nil)
	if err != nil || rep.Episodes != len(eps) {
		t.Fatalf("resumed Import = %+v, %v", rep, err)
	}
	st, err := s.Stats(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if want := int64(len(eps) * 30); st.Nodes["Step"] != want {
		t.Fatalf("%d steps after the import; want %d", st.Nodes["Step"], want)
	}
}
