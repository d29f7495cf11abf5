package embedded

import (
	"context"
	"database/sql"
	"fmt"
	"math"

	"github.com/skillrun/skillrun/memory"
)

// Prune applies a retention policy: in episodes that started before
// p.Before and that no skill version, verification run, note or plan links
// to, routine successful steps are replaced by summary index rows. Failed
// steps, the context before them, and steps pinned by a note's frame or a
// cell event are kept. Each episode is pruned in its own transaction.
func (s *Store) Prune(ctx context.Context, p memory.Retention) (memory.PruneReport, error) {
	var rep memory.PruneReport
	if err := p.Check(); err != nil {
		return rep, err
	}
	var eps []string
	err := s.read("prune", func(db reader) error {
		if err := db.QueryRowContext(ctx, `SELECT count(*) FROM episodes WHERE start_ns < ? AND (id IN (SELECT episode FROM evidence)
			OR id IN (SELECT episode FROM verdicts) OR id IN (SELECT target FROM memo_links WHERE target_kind = 'episode'))`, ns(p.Before)).Scan(&rep.Kept); err != nil {
			return err
		}
		return scanStrings(ctx, db, &eps, `SELECT id FROM episodes WHERE start_ns < ? AND id NOT IN (SELECT episode FROM evidence)
			AND id NOT IN (SELECT episode FROM verdicts) AND id NOT IN (SELECT target FROM memo_links WHERE target_kind = 'episode') ORDER BY start_ns, id`, ns(p.Before))
	})
	if err != nil {
		return rep, err
	}
	err = memory.PruneEach(ctx, &rep, eps, func(ctx context.Context, ep string) (int, int, error) { return s.pruneEpisode(ctx, ep, p) })
	return rep, err
}

func (s *Store) pruneEpisode(ctx context.Context, ep string, p memory.Retention) (removed, added int, err error) {
	err = s.write(ctx, fmt.Sprintf("prune episode %q", ep), func(tx *sql.Tx) error {
		rows, err := tx.QueryContext(ctx, `SELECT s.id, s.idx, s.t_ns, s.action, coalesce(s.object, ''), s.ok, s.x, s.y, s.z,
			EXISTS (SELECT 1 FROM step_frames f WHERE f.step = s.id AND EXISTS (SELECT 1 FROM memo_links l WHERE l.target_kind = 'frame' AND l.target = f.hash))
			OR EXISTS (SELECT 1 FROM cells c WHERE c.episode = s.episode AND c.step = s.idx)
			FROM steps s WHERE s.episode = ? ORDER BY s.idx`, ep)
		if err != nil {
			return err
		}
		var steps []memory.PruneStep
		ids := map[int]int64{}
		pos := map[int]*[3]float64{}
		for rows.Next() {
			var st memory.PruneStep
			var id, t int64
			var x, y, z sql.NullFloat64
			if err := rows.Scan(&id, &st.Index, &t, &st.Action, &st.Object, &st.OK, &x, &y, &z, &st.Pinned); err != nil {
				rows.Close()
				return err
			}
			st.Time = fromNS(t)
			if x.Valid {
				st.Pos = &[3]float64{x.Float64, y.Float64, z.Float64}
			}
			ids[st.Index] = id
			pos[st.Index] = st.Pos
			steps = append(steps, st)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return err
		}
		remove, irows := memory.PlanPrune(ep, steps, p.KeepContext)
		removed, added = len(remove), len(irows)
		if p.DryRun || len(remove) == 0 {
			return nil
		}
		for _, idx := range remove {
			id := ids[idx]
			for _, q := range []string{`DELETE FROM steps WHERE id = ?`, `DELETE FROM step_frames WHERE step = ?`} {
				if _, err := tx.ExecContext(ctx, q, id); err != nil {
					return err
				}
			}
			if xyz := pos[idx]; xyz != nil {
				if _, err := tx.ExecContext(ctx, `DELETE FROM step_grid WHERE cx = ? AND cz = ? AND x = ? AND step = ?`, cellOf(xyz[0]), cellOf(xyz[2]), xyz[0], id); err != nil {
					return err
				}
			}
		}
		for _, r := range irows {
			if err := insertIndexRow(ctx, tx, r); err != nil {
				return err
			}
		}
		// Removed steps may have been recoveries or enablers.
		if _, err := tx.ExecContext(ctx, `DELETE FROM recoveries WHERE failure IN (SELECT id FROM steps WHERE episode = ? AND ok = 0)`, ep); err != nil {
			return err
		}
		if err := linkRecoveries(ctx, tx, ep, 0, math.MaxInt); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM episode_versions WHERE episode = ?`, ep); err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, `INSERT INTO episode_versions SELECT episode, skill, version, min(idx), count(*), sum(ok = 0)
			FROM steps WHERE episode = ? AND version IS NOT NULL GROUP BY skill, version`, ep)
		return err
	})
	return removed, added, err
}
