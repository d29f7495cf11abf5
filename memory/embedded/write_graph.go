package embedded

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/skillrun/skillrun/memory"
)

func exists(ctx context.Context, tx *sql.Tx, what, query string, args ...any) error {
	var one int
	err := tx.QueryRowContext(ctx, query, args...).Scan(&one)
	if errors.Is(err, sql.ErrNoRows) {
		return fmt.Errorf("%s: %w", what, memory.ErrNotFound)
	}
	return err
}

func episodeExists(ctx context.Context, tx *sql.Tx, id string) error {
	return exists(ctx, tx, fmt.Sprintf("episode %q", id), `SELECT 1 FROM episodes WHERE id = ?`, id)
}

func versionSkill(ctx context.Context, tx *sql.Tx, id string) (string, error) {
	var skill string
	err := tx.QueryRowContext(ctx, `SELECT skill FROM versions WHERE id = ?`, id).Scan(&skill)
	if errors.Is(err, sql.ErrNoRows) {
		return "", fmt.Errorf("version %q: %w", id, memory.ErrNotFound)
	}
	return skill, err
}

// PutVersion records a skill version.
func (s *Store) PutVersion(ctx context.Context, v memory.SkillVersion) error {
	if err := memory.ValidateVersion(&v); err != nil {
		return fmt.Errorf("put version: %w", err)
	}
	v.Created = v.Created.UTC()
	return s.write(ctx, fmt.Sprintf("put version %q", v.ID), func(tx *sql.Tx) error {
		body, err := mustJSON(v)
		if err != nil {
			return err
		}
		hash := memory.ContentHash(v)
		var old string
		err = tx.QueryRowContext(ctx, `SELECT hash FROM versions WHERE id = ?`, v.ID).Scan(&old)
		switch {
		case errors.Is(err, sql.ErrNoRows):
		case err != nil:
			return err
		case old == hash:
			return nil
		default:
			return fmt.Errorf("%w: version %q is recorded with other content", memory.ErrConflict, v.ID)
		}
		if v.Supersedes != "" {
			if err := checkSupersede(ctx, tx, v.Skill, v.ID, v.Supersedes); err != nil {
				return err
			}
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO skills(name) VALUES (?) ON CONFLICT DO NOTHING`, v.Skill); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO versions(id, skill, created_ns, body, hash) VALUES (?,?,?,?,?)`,
			v.ID, v.Skill, ns(v.Created), body, hash); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO search(kind, ref, body) VALUES ('skill', ?, ?)`,
			v.ID, v.Skill+" "+strings.ReplaceAll(v.Skill, "_", " ")+" "+v.Description); err != nil {
			return err
		}
		if v.Supersedes != "" {
			if _, err := tx.ExecContext(ctx, `INSERT INTO supersedes(newer, older) VALUES (?,?) ON CONFLICT DO NOTHING`, v.ID, v.Supersedes); err != nil {
				return err
			}
		}
		return nil
	})
}

// checkSupersede checks that newer may supersede older: older exists, both
// are versions of skill, and older does not already (transitively)
// supersede newer.
func checkSupersede(ctx context.Context, tx *sql.Tx, skill, newer, older string) error {
	if newer == older {
		return fmt.Errorf("%w: version %q cannot supersede itself", memory.ErrInvalid, newer)
	}
	osk, err := versionSkill(ctx, tx, older)
	if err != nil {
		return fmt.Errorf("superseded %w", err)
	}
	if osk != skill {
		return fmt.Errorf("%w: version %q of %q cannot supersede version %q of %q", memory.ErrInvalid, newer, skill, older, osk)
	}
	var n int
	err = tx.QueryRowContext(ctx, `WITH RECURSIVE chain(v) AS (SELECT ? UNION SELECT s.older FROM supersedes s JOIN chain c ON s.newer = c.v)
		SELECT count(*) FROM chain WHERE v = ?`, older, newer).Scan(&n)
	if err != nil {
		return err
	}
	if n > 0 {
		return fmt.Errorf("%w: %q superseding %q would make a cycle", memory.ErrInvalid, newer, older)
	}
	return nil
}

// Supersede records that newer replaces older.
func (s *Store) Supersede(ctx context.Context, newer, older string) error {
	return s.write(ctx, fmt.Sprintf("supersede %q by %q", older, newer), func(tx *sql.Tx) error {
		skill, err := versionSkill(ctx, tx, newer)
		if err != nil {
			return err
		}
		if err := checkSupersede(ctx, tx, skill, newer, older); err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, `INSERT INTO supersedes(newer, older) VALUES (?,?) ON CONFLICT DO NOTHING`, newer, older)
		return err
	})
}

// Link records evidence between a version and episodes.
func (s *Store) Link(ctx context.Context, version string, rel memory.Relation, episodes ...string) error {
	evs := make([]memory.Evidence, len(episodes))
	for i, ep := range episodes {
		evs[i] = memory.Evidence{Version: version, Relation: rel, Episode: ep}
	}
	if err := memory.CheckRelation(rel); err != nil {
		return fmt.Errorf("link %q: %w", version, err)
	}
	return s.LinkEvidence(ctx, evs...)
}

// RecordVerification records a verification run.
func (s *Store) RecordVerification(ctx context.Context, run memory.VerificationRun) error {
	if err := memory.ValidateRun(&run); err != nil {
		return fmt.Errorf("record verification: %w", err)
	}
	run.Time = run.Time.UTC()
	return s.write(ctx, fmt.Sprintf("record verification %q", run.ID), func(tx *sql.Tx) error {
		hash := memory.ContentHash(run)
		var old string
		err := tx.QueryRowContext(ctx, `SELECT hash FROM verifications WHERE id = ?`, run.ID).Scan(&old)
		switch {
		case errors.Is(err, sql.ErrNoRows):
		case err != nil:
			return err
		case old == hash:
			return nil
		default:
			return fmt.Errorf("%w: verification %q is recorded with other content", memory.ErrConflict, run.ID)
		}
		if _, err := versionSkill(ctx, tx, run.Version); err != nil {
			return err
		}
		body, err := mustJSON(run)
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO verifications(id, version, t_ns, passed, total, body, hash) VALUES (?,?,?,?,?,?,?)`,
			run.ID, run.Version, ns(run.Time), run.Passed, run.Total, body, hash); err != nil {
			return err
		}
		for _, v := range run.Verdicts {
			if err := episodeExists(ctx, tx, v.Episode); err != nil {
				return err
			}
			if _, err := tx.ExecContext(ctx, `INSERT INTO verdicts(run, episode, passed) VALUES (?,?,?)`, run.ID, v.Episode, v.Passed); err != nil {
				return err
			}
		}
		return nil
	})
}

// AppendCells appends spatial-grid events.
func (s *Store) AppendCells(ctx context.Context, cells ...memory.Cell) error {
	for i := range cells {
		if err := memory.ValidateCell(&cells[i]); err != nil {
			return fmt.Errorf("append cells: cells[%d]: %w", i, err)
		}
	}
	return s.write(ctx, "append cells", func(tx *sql.Tx) error {
		known := map[string]bool{}
		for _, c := range cells {
			if !known[c.Episode] {
				if err := episodeExists(ctx, tx, c.Episode); err != nil {
					return err
				}
				known[c.Episode] = true
			}
			c.Time = c.Time.UTC()
			body, err := mustJSON(c)
			if err != nil {
				return err
			}
			hash := memory.ContentHash(c)
			res, err := tx.ExecContext(ctx, `INSERT INTO cells(x, y, z, kind, episode, step, t_ns, body, hash) VALUES (?,?,?,?,?,?,?,?,?)
				ON CONFLICT(episode, step, kind, x, y, z) DO NOTHING`, c.Pos[0], c.Pos[1], c.Pos[2], string(c.Kind), c.Episode, c.Step, ns(c.Time), body, hash)
			if err != nil {
				return err
			}
			if n, _ := res.RowsAffected(); n == 0 {
				var old string
				if err := tx.QueryRowContext(ctx, `SELECT hash FROM cells WHERE episode=? AND step=? AND kind=? AND x=? AND y=? AND z=?`,
					c.Episode, c.Step, string(c.Kind), c.Pos[0], c.Pos[1], c.Pos[2]).Scan(&old); err != nil {
					return err
				}
				if old != hash {
					return fmt.Errorf("%w: cell %v %s of %s step %d is recorded with other content", memory.ErrConflict, c.Pos, c.Kind, c.Episode, c.Step)
				}
			}
		}
		return nil
	})
}

// AppendIndex appends episode-index rows.
func (s *Store) AppendIndex(ctx context.Context, rows ...memory.IndexRow) error {
	for i := range rows {
		if err := memory.ValidateIndexRow(&rows[i]); err != nil {
			return fmt.Errorf("append index: rows[%d]: %w", i, err)
		}
	}
	return s.write(ctx, "append index", func(tx *sql.Tx) error {
		for _, r := range rows {
			if err := episodeExists(ctx, tx, r.Episode); err != nil {
				return err
			}
			if err := insertIndexRow(ctx, tx, r); err != nil {
				return err
			}
		}
		return nil
	})
}

func insertIndexRow(ctx context.Context, tx *sql.Tx, r memory.IndexRow) error {
	r.Time = r.Time.UTC()
	body, err := mustJSON(r)
	if err != nil {
		return err
	}
	hash := memory.ContentHash(r)
	res, err := tx.ExecContext(ctx, `INSERT INTO index_rows(episode, from_idx, to_idx, action, t_ns, body, hash) VALUES (?,?,?,?,?,?,?)
		ON CONFLICT(episode, from_idx, to_idx, action) DO NOTHING`, r.Episode, r.From, r.To, r.Action, ns(r.Time), body, hash)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		var old string
		if err := tx.QueryRowContext(ctx, `SELECT hash FROM index_rows WHERE episode=? AND from_idx=? AND to_idx=? AND action=?`,
			r.Episode, r.From, r.To, r.Action).Scan(&old); err != nil {
			return err
		}
		if old != hash {
			return fmt.Errorf("%w: index row %s#%d-%d is recorded with other content", memory.ErrConflict, r.Episode, r.From, r.To)
		}
		return nil
	}
	_, err = tx.ExecContext(ctx, `INSERT INTO search(kind, ref, body) VALUES ('index', ?, ?)`,
		memory.IndexID(r), strings.Join(append([]string{r.Action, r.Summary}, r.Tags...), " "))
	return err
}

// PutNote writes a note revision.
func (s *Store) PutNote(ctx context.Context, n memory.Note) (memory.Note, error) {
	if err := memory.ValidateNote(&n); err != nil {
		return memory.Note{}, fmt.Errorf("put note: %w", err)
	}
	var out memory.Note
	err := s.write(ctx, fmt.Sprintf("put note %q", n.ID), func(tx *sql.Tx) error {
		body, rev, err := putMemo(ctx, tx, "note", n.ID, owner(n.OnlyOwn, n.Author), memory.NoteContent(n), n.Episodes, n.Frames, n.Text+" "+n.Kind+" "+strings.Join(n.Tags, " "),
			func(rev int, t time.Time) any { n.Revision, n.Time = rev, memory.Stamp(n.Time, t); return n })
		if err != nil {
			return err
		}
		_ = rev
		return jsonUnmarshal(body, &out)
	})
	return out, err
}

// PutPlan writes a plan revision.
func (s *Store) PutPlan(ctx context.Context, p memory.Plan) (memory.Plan, error) {
	if err := memory.ValidatePlan(&p); err != nil {
		return memory.Plan{}, fmt.Errorf("put plan: %w", err)
	}
	var out memory.Plan
	err := s.write(ctx, fmt.Sprintf("put plan %q", p.ID), func(tx *sql.Tx) error {
		body, _, err := putMemo(ctx, tx, "plan", p.ID, owner(p.OnlyOwn, p.Author), memory.PlanContent(p), p.Episodes, p.Frames, p.Text(),
			func(rev int, t time.Time) any { p.Revision, p.Time = rev, memory.Stamp(p.Time, t); return p })
		if err != nil {
			return err
		}
		return jsonUnmarshal(body, &out)
	})
	return out, err
}

// owner is who a write with OnlyOwn must be ("": anyone).
func owner(onlyOwn bool, author string) string {
	if onlyOwn {
		return author
	}
	return ""
}

// putMemo writes a new revision of a note or plan unless its content equals
// the current one, and returns the body of the revision now current. With
// an owner, a current revision another named author wrote is ErrNotOwner.
func putMemo(ctx context.Context, tx *sql.Tx, kind, id, owner string, content any, episodes, frames []string, text string,
	stamp func(rev int, t time.Time) any) (string, int, error) {
	hash := memory.ContentHash(content)
	var rev int
	var oldHash, oldBody string
	err := tx.QueryRowContext(ctx, `SELECT rev, hash, body FROM memos WHERE kind = ? AND id = ? ORDER BY rev DESC LIMIT 1`, kind, id).Scan(&rev, &oldHash, &oldBody)
	switch {
	case errors.Is(err, sql.ErrNoRows):
	case err != nil:
		return "", 0, err
	case oldHash == hash:
		return oldBody, rev, nil
	case owner != "":
		var cur struct{ Author string }
		if err := jsonUnmarshal(oldBody, &cur); err != nil {
			return "", 0, err
		}
		if cur.Author != "" && cur.Author != owner {
			return "", 0, fmt.Errorf("%w: %s %q was written by %q", memory.ErrNotOwner, kind, id, cur.Author)
		}
	}
	for _, e := range episodes {
		if err := episodeExists(ctx, tx, e); err != nil {
			return "", 0, err
		}
	}
	for _, f := range frames {
		key, err := frameKey(f)
		if err != nil {
			return "", 0, err
		}
		if err := exists(ctx, tx, fmt.Sprintf("frame %s", f), `SELECT 1 FROM frame_meta WHERE key = ?`, key); err != nil {
			return "", 0, err
		}
	}
	rev++
	v := stamp(rev, time.Now())
	body, err := mustJSON(v)
	if err != nil {
		return "", 0, err
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO memos(kind, id, rev, t_ns, body, hash) VALUES (?,?,?,?,?,?)`, kind, id, rev, time.Now().UnixNano(), body, hash); err != nil {
		return "", 0, err
	}
	for _, e := range episodes {
		if _, err := tx.ExecContext(ctx, `INSERT INTO memo_links VALUES (?,?,?,'episode',?) ON CONFLICT DO NOTHING`, kind, id, rev, e); err != nil {
			return "", 0, err
		}
	}
	for _, f := range frames {
		if _, err := tx.ExecContext(ctx, `INSERT INTO memo_links VALUES (?,?,?,'frame',?) ON CONFLICT DO NOTHING`, kind, id, rev, f); err != nil {
			return "", 0, err
		}
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM search WHERE kind = ? AND ref = ?`, kind, id); err != nil {
		return "", 0, err
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO search(kind, ref, body) VALUES (?,?,?)`, kind, id, text); err != nil {
		return "", 0, err
	}
	return body, rev, nil
}

func jsonUnmarshal(body string, v any) error {
	if err := json.Unmarshal([]byte(body), v); err != nil {
		return fmt.Errorf("decode stored record: %w", err)
	}
	return nil
}
