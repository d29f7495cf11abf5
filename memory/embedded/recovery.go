package embedded

import (
	"context"
	"database/sql"
	"fmt"
	"math"

	"github.com/skillrun/skillrun/memory"
)

// Recovery links. A failure's recovery (the first later step of its
// episode, within memory.RecoveryWindow steps, where the same action on
// the same object succeeded) and enabler (the last other successful step
// before the recovery) depend only on the steps of that episode, so they
// are computed when steps are written and kept in the recoveries table:
// Failures reads them with one seek per failure instead of scanning each
// failure's window.
//
// Steps are never changed once recorded, so adding steps can only give a
// failure a recovery (or an earlier one, or a later enabler); it never
// takes one away. Removing steps (retention) can, so Prune recomputes the
// links of every episode it prunes.

// linkStep is what the recovery rules look at in a step.
type linkStep struct {
	id     int64
	idx    int
	action string
	object string
	ok     bool
}

// linkRecoveries recomputes the recovery links of the failures of episode
// whose index is in [lo, hi], from the steps now recorded.
func linkRecoveries(ctx context.Context, tx *sql.Tx, episode string, lo, hi int) error {
	end := math.MaxInt64
	if hi < end-memory.RecoveryWindow {
		end = hi + memory.RecoveryWindow
	}
	rows, err := tx.QueryContext(ctx, `SELECT id, idx, action, coalesce(object, ''), ok FROM steps
		WHERE episode = ? AND idx >= ? AND idx <= ? ORDER BY idx`, episode, lo, end)
	if err != nil {
		return err
	}
	var steps []linkStep
	for rows.Next() {
		var s linkStep
		if err := rows.Scan(&s.id, &s.idx, &s.action, &s.object, &s.ok); err != nil {
			rows.Close()
			return err
		}
		steps = append(steps, s)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	return writeLinks(ctx, tx, steps, hi)
}

// writeLinks writes the links of the failures in steps (every step of an
// episode in a range of indexes, ordered by index) up to index hi.
func writeLinks(ctx context.Context, tx *sql.Tx, steps []linkStep, hi int) error {
	var put *sql.Stmt
	for i, f := range steps {
		if f.ok || f.idx > hi {
			continue
		}
		rec, en := recoveryOf(steps, i)
		if rec < 0 {
			continue
		}
		if put == nil {
			var err error
			if put, err = tx.PrepareContext(ctx, `INSERT OR REPLACE INTO recoveries(failure, recovery, enabler) VALUES (?,?,?)`); err != nil {
				return err
			}
			defer put.Close()
		}
		var enabler any
		if en >= 0 {
			enabler = steps[en].id
		}
		if _, err := put.ExecContext(ctx, f.id, steps[rec].id, enabler); err != nil {
			return err
		}
	}
	return nil
}

// recoveryOf returns the positions in steps (ordered by index) of the
// recovery and the enabler of the failure at position i, or -1.
func recoveryOf(steps []linkStep, i int) (rec, en int) {
	f := steps[i]
	en = -1
	for j := i + 1; j < len(steps) && steps[j].idx-f.idx <= memory.RecoveryWindow; j++ {
		s := steps[j]
		if !s.ok {
			continue
		}
		if s.action == f.action && s.object == f.object {
			return j, en
		}
		en = j
	}
	return -1, -1
}

// recoveriesSQL fills the recoveries table from the steps of a database
// written before it existed (migration 4), by the rules above in SQL.
var recoveriesSQL = fmt.Sprintf(`
INSERT INTO recoveries(failure, recovery, enabler)
SELECT f.id, f.rec, (SELECT e.id FROM steps e WHERE e.episode = f.episode AND e.idx > f.idx AND e.idx < (SELECT idx FROM steps WHERE id = f.rec)
		AND e.ok = 1 AND NOT (e.action = f.action AND e.object IS f.object) ORDER BY e.idx DESC LIMIT 1)
FROM (SELECT s.id, s.episode, s.idx, s.action, s.object,
		(SELECT r.id FROM steps r WHERE r.episode = s.episode AND r.idx > s.idx AND r.idx <= s.idx + %d
			AND r.action = s.action AND r.object IS s.object AND r.ok = 1 ORDER BY r.idx LIMIT 1) AS rec
	FROM steps s WHERE s.ok = 0) f
WHERE f.rec IS NOT NULL;
`, memory.RecoveryWindow)
