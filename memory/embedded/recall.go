package embedded

import (
	"context"
	"database/sql"
	"fmt"
	"strings"

	"github.com/skillrun/skillrun/memory"
)

// failuresBy answers the failure queries without an action, or limited to
// a skill: of any action on an object, on other objects of a class, by a
// skill's versions.
func (s *Store) failuresBy(ctx context.Context, q memory.FailureQuery) ([]memory.Failure, error) {
	var out []memory.Failure
	err := s.read(fmt.Sprintf("failures of %s", failureWhat(q)), func(db reader) error {
		base, args := []string{"f.ok = 0"}, []any{}
		if q.Action != "" {
			base, args = append(base, "f.action = ?"), append(args, q.Action)
		}
		if q.Skill != "" {
			base, args = append(base, "f.skill = ?"), append(args, q.Skill)
		}
		var cand []memory.Failure
		links := map[memory.StepRef]linked{}
		part := func(cond string, more ...any) error {
			conds := append(append([]string{}, base...), cond)
			a := append(append(append([]any{}, args...), more...), q.Limit)
			query := `SELECT f.episode, f.idx, f.t_ns, f.action, coalesce(f.object, ''), coalesce(f.class, ''), coalesce(f.reason, ''),
				coalesce(f.version, ''), rs.body, es.body
				FROM steps f
				LEFT JOIN recoveries r ON r.failure = f.id
				LEFT JOIN steps rs ON rs.id = r.recovery
				LEFT JOIN steps es ON es.id = r.enabler
				WHERE ` + strings.Join(conds, " AND ") + ` ORDER BY f.t_ns DESC LIMIT ?`
			return scanFailures(ctx, db, &cand, links, query, a...)
		}
		if q.Object == "" && q.Class == "" {
			if err := part("1 = 1"); err != nil {
				return err
			}
		}
		if q.Object != "" {
			if err := part("f.object = ?", q.Object); err != nil {
				return err
			}
		}
		if q.Class != "" {
			if err := part("f.class = ? AND f.object IS NOT ?", q.Class, q.Object); err != nil {
				return err
			}
		}
		out = memory.RankFailures(q, cand)
		for i := range out {
			l := links[out[i].Step]
			var err error
			if out[i].Recovery, err = decodeStep(l.recovery); err != nil {
				return err
			}
			if out[i].Enabler, err = decodeStep(l.enabler); err != nil {
				return err
			}
		}
		return nil
	})
	return out, err
}

func failureWhat(q memory.FailureQuery) string {
	var parts []string
	for _, p := range [][2]string{{"action", q.Action}, {"object", q.Object}, {"class", q.Class}, {"skill", q.Skill}} {
		if p[1] != "" {
			parts = append(parts, p[0]+" "+p[1])
		}
	}
	return strings.Join(parts, ", ")
}

// Steps returns recorded steps that match q, newest first.
func (s *Store) Steps(ctx context.Context, q memory.StepQuery) ([]memory.StepHit, error) {
	q, err := q.Normalize()
	if err != nil {
		return nil, err
	}
	var conds []string
	var args []any
	for _, c := range []struct{ col, v string }{{"action", q.Action}, {"object", q.Object}, {"class", q.Class}, {"skill", q.Skill}, {"version", q.Version}} {
		if c.v != "" {
			conds, args = append(conds, c.col+" = ?"), append(args, c.v)
		}
	}
	if q.OK != nil {
		conds, args = append(conds, "ok = ?"), append(args, *q.OK)
	}
	var out []memory.StepHit
	err = s.read("steps", func(db reader) error {
		rows, err := db.QueryContext(ctx, `SELECT episode, idx, t_ns, action, coalesce(object, ''), coalesce(class, ''), ok, coalesce(reason, ''),
			coalesce(skill, ''), coalesce(version, ''), x, y, z FROM steps WHERE `+strings.Join(conds, " AND ")+` ORDER BY t_ns DESC, episode, idx LIMIT ?`,
			append(args, q.Limit)...)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var h memory.StepHit
			var t int64
			var x, y, z sql.NullFloat64
			if err := rows.Scan(&h.Step.Episode, &h.Step.Index, &t, &h.Action, &h.Object, &h.Class, &h.OK, &h.Reason, &h.Skill, &h.Version, &x, &y, &z); err != nil {
				return err
			}
			h.Time = fromNS(t)
			if x.Valid {
				h.Pos = &[3]float64{x.Float64, y.Float64, z.Float64}
			}
			out = append(out, h)
		}
		return rows.Err()
	})
	return out, err
}

// Usage sums a version's use from the per-episode use table.
func (s *Store) Usage(ctx context.Context, version string) (memory.Usage, error) {
	u := memory.Usage{Version: version}
	if strings.TrimSpace(version) == "" {
		return u, fmt.Errorf("usage: %w: no version given", memory.ErrInvalid)
	}
	err := s.read(fmt.Sprintf("usage of %q", version), func(db reader) error {
		return db.QueryRowContext(ctx, `SELECT count(*), coalesce(sum(failed > 0), 0), coalesce(sum(steps), 0), coalesce(sum(failed), 0)
			FROM episode_versions v WHERE version = ?
			AND NOT EXISTS (SELECT 1 FROM episodes e WHERE e.id = v.episode AND e.timeline = 1)`, version).Scan(&u.Episodes, &u.FailedEpisodes, &u.Steps, &u.Failed)
	})
	u.Fill()
	return u, err
}

// Notes reads every current note and ranks them (the embedded store
// scans: notes are few next to steps).
func (s *Store) Notes(ctx context.Context, q memory.NoteQuery) ([]memory.NoteHit, error) {
	q, err := q.Normalize()
	if err != nil {
		return nil, err
	}
	var notes []memory.Note
	err = s.read("notes", func(db reader) error {
		return scanJSON(ctx, db, &notes, `SELECT m.body FROM memos m WHERE m.kind = 'note'
			AND m.rev = (SELECT max(rev) FROM memos x WHERE x.kind = 'note' AND x.id = m.id) ORDER BY m.id`)
	})
	if err != nil {
		return nil, err
	}
	return memory.RankNotes(q, notes), nil
}
