package embedded

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"math"

	"github.com/skillrun/skillrun/memory"
)

// notFound turns no row into memory.ErrNotFound, naming what was not
// found unless what is "" (the read's own context names it already:
// `episode "x": bad input: not in memory`, not `episode "x": episode: ...`).
func notFound(err error, what string) error {
	if !errors.Is(err, sql.ErrNoRows) {
		return err
	}
	if what == "" {
		return memory.ErrNotFound
	}
	return fmt.Errorf("%s: %w", what, memory.ErrNotFound)
}

// Episode returns an episode with its steps in index order (each step's
// frames sorted by hash).
func (s *Store) Episode(ctx context.Context, id string) (memory.Episode, error) {
	pg, err := s.EpisodeSteps(ctx, id, 0, math.MaxInt32, 0)
	return pg.Episode, err
}

// Episodes lists episode headers, newest first.
func (s *Store) Episodes(ctx context.Context, limit int) ([]memory.Episode, error) {
	if limit <= 0 {
		limit = 100
	}
	var out []memory.Episode
	err := s.read("list episodes", func(db reader) error {
		return scanJSON(ctx, db, &out, `SELECT body FROM episodes ORDER BY start_ns DESC, id LIMIT ?`, limit)
	})
	return out, err
}

// scanJSON appends one decoded value per row of a single-column JSON query.
func scanJSON[T any](ctx context.Context, db reader, out *[]T, query string, args ...any) error {
	rows, err := db.QueryContext(ctx, query, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var body string
		if err := rows.Scan(&body); err != nil {
			return err
		}
		var v T
		if err := jsonUnmarshal(body, &v); err != nil {
			return err
		}
		*out = append(*out, v)
	}
	return rows.Err()
}

// scanStrings appends the value of each row of a single-column text query.
func scanStrings(ctx context.Context, db reader, out *[]string, query string, args ...any) error {
	rows, err := db.QueryContext(ctx, query, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var v string
		if err := rows.Scan(&v); err != nil {
			return err
		}
		*out = append(*out, v)
	}
	return rows.Err()
}

// Frame returns a frame's metadata.
func (s *Store) Frame(ctx context.Context, hash string) (memory.Frame, error) {
	var f memory.Frame
	err := s.read(fmt.Sprintf("frame %s", hash), func(db reader) error {
		key, err := frameKey(hash)
		if err != nil {
			return fmt.Errorf("%w (so it cannot be in memory)", err)
		}
		var body string
		if err := db.QueryRowContext(ctx, `SELECT body FROM frame_meta WHERE key = ?`, key).Scan(&body); err != nil {
			return notFound(err, "")
		}
		return jsonUnmarshal(body, &f)
	})
	return f, err
}

// Version returns a skill version.
func (s *Store) Version(ctx context.Context, id string) (memory.SkillVersion, error) {
	var v memory.SkillVersion
	err := s.read(fmt.Sprintf("version %q", id), func(db reader) error {
		var body string
		if err := db.QueryRowContext(ctx, `SELECT body FROM versions WHERE id = ?`, id).Scan(&body); err != nil {
			return notFound(err, "")
		}
		return jsonUnmarshal(body, &v)
	})
	return v, err
}

// Versions lists a skill's versions, newest first.
func (s *Store) Versions(ctx context.Context, skill string) ([]memory.SkillVersion, error) {
	var out []memory.SkillVersion
	err := s.read(fmt.Sprintf("versions of %q", skill), func(db reader) error {
		var one int
		if err := db.QueryRowContext(ctx, `SELECT 1 FROM skills WHERE name = ?`, skill).Scan(&one); err != nil {
			return notFound(err, "skill")
		}
		return scanJSON(ctx, db, &out, `SELECT body FROM versions WHERE skill = ? ORDER BY created_ns DESC, id`, skill)
	})
	return out, err
}

// RecentVersions lists the newest limit versions of skill, newest first.
func (s *Store) RecentVersions(ctx context.Context, skill string, limit int) ([]memory.SkillVersion, error) {
	var out []memory.SkillVersion
	err := s.read(fmt.Sprintf("versions of %q", skill), func(db reader) error {
		var one int
		if err := db.QueryRowContext(ctx, `SELECT 1 FROM skills WHERE name = ?`, skill).Scan(&one); err != nil {
			return notFound(err, "skill")
		}
		return scanJSON(ctx, db, &out, `SELECT body FROM versions WHERE skill = ? ORDER BY created_ns DESC, id LIMIT ?`, skill, max(limit, 0))
	})
	return out, err
}

// VersionPrefix returns up to limit ids of skill's versions starting
// with prefix, in order, and how many match: a range of the ids' index,
// never a version's body.
func (s *Store) VersionPrefix(ctx context.Context, skill, prefix string, limit int) ([]string, int, error) {
	var ids []string
	total := 0
	err := s.read(fmt.Sprintf("versions of %q starting %q", skill, prefix), func(db reader) error {
		where, args := `id >= ? AND skill = ?`, []any{prefix, skill}
		if end := memory.PrefixEnd(prefix); end != "" {
			where, args = `id >= ? AND id < ? AND skill = ?`, []any{prefix, end, skill}
		}
		if err := db.QueryRowContext(ctx, `SELECT count(*) FROM versions WHERE `+where, args...).Scan(&total); err != nil {
			return err
		}
		return scanStrings(ctx, db, &ids, `SELECT id FROM versions WHERE `+where+` ORDER BY id LIMIT ?`, append(args, limit)...)
	})
	return ids, total, err
}

// AuthorUse counts what author has stored, through the indexes by
// author (migrations 11, 13 and 16) and the episodes' step bytes (15).
func (s *Store) AuthorUse(ctx context.Context, author string) (memory.AuthorUse, error) {
	var u memory.AuthorUse
	err := s.read(fmt.Sprintf("what %q stored", author), func(db reader) error {
		for _, q := range []struct {
			sql string
			dst *int
		}{
			{`SELECT count(*) FROM versions WHERE json_extract(body, '$.author') = ?`, &u.Versions},
			{`SELECT count(*) FROM decisions WHERE json_extract(body, '$.author') = ?`, &u.Decisions},
			{`SELECT count(*) FROM memos WHERE kind IN ('note', 'plan') AND json_extract(body, '$.author') = ?`, &u.Notes},
			{`SELECT count(*) FROM episodes WHERE agent = ?`, &u.Episodes},
			{`SELECT coalesce(sum((SELECT max(idx) + 1 FROM steps WHERE episode = e.id)), 0) FROM episodes e WHERE e.agent = ?`, &u.Steps},
		} {
			if err := db.QueryRowContext(ctx, q.sql, author).Scan(q.dst); err != nil {
				return err
			}
		}
		if err := db.QueryRowContext(ctx, `SELECT coalesce(sum(step_bytes + snapshot_bytes), 0) FROM episodes WHERE agent = ?`, author).Scan(&u.StepBytes); err != nil {
			return err
		}
		return db.QueryRowContext(ctx, `SELECT coalesce(sum(json_extract(body, '$.size')), 0) FROM frame_meta WHERE coalesce(json_extract(body, '$.agent'), '') = ?`, author).Scan(&u.FrameBytes)
	})
	return u, err
}

// Cells returns cell events within a box, oldest first.
func (s *Store) Cells(ctx context.Context, q memory.CellQuery) ([]memory.Cell, error) {
	if q.Limit <= 0 {
		q.Limit = 100
	}
	var out []memory.Cell
	err := s.read("cells", func(db reader) error {
		return scanJSON(ctx, db, &out, `SELECT body FROM cells WHERE x BETWEEN ? AND ? AND z BETWEEN ? AND ? AND y BETWEEN ? AND ?
			AND (? = '' OR kind = ?) ORDER BY t_ns, id LIMIT ?`,
			q.Min[0], q.Max[0], q.Min[2], q.Max[2], q.Min[1], q.Max[1], string(q.Kind), string(q.Kind), q.Limit)
	})
	return out, err
}

func (s *Store) memo(ctx context.Context, kind, id string, v any) error {
	return s.read(fmt.Sprintf("%s %q", kind, id), func(db reader) error {
		var body string
		if err := db.QueryRowContext(ctx, `SELECT body FROM memos WHERE kind = ? AND id = ? ORDER BY rev DESC LIMIT 1`, kind, id).Scan(&body); err != nil {
			return notFound(err, "")
		}
		return jsonUnmarshal(body, v)
	})
}

func memoHistory[T any](ctx context.Context, s *Store, kind, id string) ([]T, error) {
	var out []T
	err := s.read(fmt.Sprintf("%s %q history", kind, id), func(db reader) error {
		if err := scanJSON(ctx, db, &out, `SELECT body FROM memos WHERE kind = ? AND id = ? ORDER BY rev`, kind, id); err != nil {
			return err
		}
		if len(out) == 0 {
			return memory.ErrNotFound
		}
		return nil
	})
	return out, err
}

// Note returns the current revision of a note.
func (s *Store) Note(ctx context.Context, id string) (memory.Note, error) {
	var n memory.Note
	return n, s.memo(ctx, "note", id, &n)
}

// NoteHistory returns every revision of a note, oldest first.
func (s *Store) NoteHistory(ctx context.Context, id string) ([]memory.Note, error) {
	return memoHistory[memory.Note](ctx, s, "note", id)
}

// Plan returns the current revision of a plan.
func (s *Store) Plan(ctx context.Context, id string) (memory.Plan, error) {
	var p memory.Plan
	return p, s.memo(ctx, "plan", id, &p)
}

// PlanHistory returns every revision of a plan, oldest first.
func (s *Store) PlanHistory(ctx context.Context, id string) ([]memory.Plan, error) {
	return memoHistory[memory.Plan](ctx, s, "plan", id)
}

// EpisodeSteps returns one page of an episode's steps, its step count and
// its sampled track.
func (s *Store) EpisodeSteps(ctx context.Context, id string, from, limit, track int) (memory.EpisodePage, error) {
	pg := memory.EpisodePage{From: max(from, 0)}
	err := s.read(fmt.Sprintf("episode %q", id), func(db reader) error {
		var body string
		if err := db.QueryRowContext(ctx, `SELECT body FROM episodes WHERE id = ?`, id).Scan(&body); err != nil {
			return notFound(err, "")
		}
		if err := jsonUnmarshal(body, &pg.Episode); err != nil {
			return err
		}
		pg.Steps = nil
		if err := db.QueryRowContext(ctx, `SELECT count(*) FROM steps WHERE episode = ?`, id).Scan(&pg.Total); err != nil {
			return err
		}
		if limit > 0 && pg.From < pg.Total {
			rows, err := db.QueryContext(ctx, `SELECT id, body FROM steps WHERE episode = ? ORDER BY idx LIMIT ? OFFSET ?`, id, limit, pg.From)
			if err != nil {
				return err
			}
			pos := map[int64]int{}
			for rows.Next() {
				var sid int64
				var sb string
				if err := rows.Scan(&sid, &sb); err != nil {
					rows.Close()
					return err
				}
				var st memory.Step
				if err := jsonUnmarshal(sb, &st); err != nil {
					rows.Close()
					return err
				}
				pos[sid] = len(pg.Steps)
				pg.Steps = append(pg.Steps, st)
			}
			rows.Close()
			if err := rows.Err(); err != nil {
				return err
			}
			frows, err := db.QueryContext(ctx, `SELECT sf.step, sf.hash FROM step_frames sf
				WHERE sf.step IN (SELECT id FROM steps WHERE episode = ? ORDER BY idx LIMIT ? OFFSET ?) ORDER BY sf.step, sf.hash`, id, limit, pg.From)
			if err != nil {
				return err
			}
			defer frows.Close()
			for frows.Next() {
				var sid int64
				var h string
				if err := frows.Scan(&sid, &h); err != nil {
					return err
				}
				if i, ok := pos[sid]; ok {
					pg.Steps[i].Frames = append(pg.Steps[i].Frames, h)
				}
			}
			if err := frows.Err(); err != nil {
				return err
			}
		}
		if track <= 0 {
			return nil
		}
		// Every stride-th step with a position: the index does the
		// filtering, no step body is decoded.
		rows, err := db.QueryContext(ctx, `SELECT x, y, z FROM steps WHERE episode = ? AND x IS NOT NULL AND idx % ? = 0 ORDER BY idx`, id, memory.TrackStride(pg.Total, track))
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var p [3]float64
			if err := rows.Scan(&p[0], &p[1], &p[2]); err != nil {
				return err
			}
			pg.Track = append(pg.Track, p)
		}
		return rows.Err()
	})
	return pg, err
}
