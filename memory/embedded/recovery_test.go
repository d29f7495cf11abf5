package embedded

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/skills"
)

// openTemp opens a store in a temporary directory, closed at the end of t.
func openTemp(t *testing.T) *Store {
	t.Helper()
	s, err := Open(context.Background(), filepath.Join(t.TempDir(), "m.db"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

var errRollback = errors.New("roll back")

type link struct{ failure, recovery, enabler int64 }

// links returns the recoveries table, or what recoveriesSQL computes from
// the steps when fromSQL is set.
func links(t *testing.T, s *Store, fromSQL bool) []link {
	t.Helper()
	ctx := context.Background()
	var out []link
	err := s.write(ctx, "links", func(tx *sql.Tx) error {
		if fromSQL {
			if _, err := tx.ExecContext(ctx, `DELETE FROM recoveries`); err != nil {
				return err
			}
			if _, err := tx.ExecContext(ctx, recoveriesSQL); err != nil {
				return err
			}
		}
		rows, err := tx.QueryContext(ctx, `SELECT failure, recovery, coalesce(enabler, -1) FROM recoveries ORDER BY failure`)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var l link
			if err := rows.Scan(&l.failure, &l.recovery, &l.enabler); err != nil {
				return err
			}
			out = append(out, l)
		}
		if err := rows.Err(); err != nil {
			return err
		}
		if fromSQL {
			return errRollback
		}
		return nil
	})
	if err != nil && !errors.Is(err, errRollback) {
		t.Fatal(err)
	}
	return out
}

// randomSteps returns steps at increasing, gapped indexes with a few
// actions and objects (some none), about a third failing.
func randomSteps(rng *rand.Rand, n int, t0 time.Time) []memory.Step {
	actions := []string{"open", "dig", "jump"}
	objects := []string{"", "door_1", "door_2", "stone_1"}
	var out []memory.Step
	idx := 0
	for range n {
		idx += 1 + rng.IntN(3)*rng.IntN(30)/20
		ok := rng.IntN(3) != 0
		out = append(out, memory.Step{Index: idx, Time: t0.Add(time.Duration(idx) * time.Second),
			Action:  skills.Action{Name: actions[rng.IntN(len(actions))], Object: objects[rng.IntN(len(objects))]},
			Outcome: skills.Outcome{OK: ok, Reason: map[bool]string{false: "no"}[ok]}})
	}
	return out
}

// TestRecoveryLinks: the links written with the steps (whole episodes,
// steps appended in pieces and out of order, then pruned) are the ones
// the schema-3 query rules give, as recoveriesSQL states them.
func TestRecoveryLinks(t *testing.T) {
	ctx, s, t0 := context.Background(), openTemp(t), time.Date(2026, 11, 30, 10, 0, 0, 0, time.UTC)
	rng := rand.New(rand.NewPCG(4, 2))
	for e := range 12 {
		steps := randomSteps(rng, 400, t0)
		ep := memory.Episode{ID: fmt.Sprintf("ep-%d", e), Start: t0.Add(time.Duration(e) * time.Hour)}
		switch e % 3 {
		case 0: // whole
			ep.Steps = steps
			if err := s.RecordEpisode(ctx, ep); err != nil {
				t.Fatal(err)
			}
		case 1: // in pieces, in order
			if err := s.RecordEpisode(ctx, ep); err != nil {
				t.Fatal(err)
			}
			for len(steps) > 0 {
				k := min(len(steps), 1+rng.IntN(60))
				if err := s.AppendSteps(ctx, ep.ID, steps[:k]...); err != nil {
					t.Fatal(err)
				}
				steps = steps[k:]
			}
		case 2: // in pieces, shuffled, some twice
			ep.Steps = steps[:50]
			if err := s.RecordEpisode(ctx, ep); err != nil {
				t.Fatal(err)
			}
			rng.Shuffle(len(steps), func(i, j int) { steps[i], steps[j] = steps[j], steps[i] })
			for i := 0; i < len(steps); i += 37 {
				if err := s.AppendSteps(ctx, ep.ID, steps[i:min(len(steps), i+41)]...); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	got, want := links(t, s, false), links(t, s, true)
	if len(want) < 100 {
		t.Fatalf("fixture: only %d failures have a recovery", len(want))
	}
	if !slices.Equal(got, want) {
		t.Fatalf("links written with the steps differ from the query rules: %d vs %d links", len(got), len(want))
	}
	rep, err := s.Prune(ctx, memory.Retention{Before: t0.Add(100 * time.Hour)})
	if err != nil {
		t.Fatal(err)
	}
	if rep.StepsRemoved == 0 {
		t.Fatalf("prune removed nothing: %+v", rep)
	}
	got, want = links(t, s, false), links(t, s, true)
	if !slices.Equal(got, want) {
		t.Fatalf("after prune, links differ from the query rules: %d vs %d links", len(got), len(want))
	}
}
