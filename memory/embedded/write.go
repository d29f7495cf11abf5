package embedded

import (
	"cmp"
	"context"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
	"time"

	"github.com/skillrun/skillrun/memory"
)

func mustJSON(v any) (string, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return "", fmt.Errorf("%w: %v", memory.ErrInvalid, err)
	}
	return string(b), nil
}

// RecordEpisode records an episode and its steps in one transaction.
func (s *Store) RecordEpisode(ctx context.Context, ep memory.Episode) error {
	if err := ep.Validate(); err != nil {
		return fmt.Errorf("record episode: %w", err)
	}
	return s.write(ctx, fmt.Sprintf("record episode %q", ep.ID), func(tx *sql.Tx) error {
		return newStepWriter(ctx, tx).episode(ep)
	})
}

// RecordBatch records frame metadata and then episodes, all in one
// transaction (memory.BatchRecorder): either the whole batch is recorded
// or, on an error, none of it, so no episode is ever partly visible. A
// bulk import writes many episodes a commit this way, which costs less
// than one commit each: the random pages of the frame index are written
// once for the batch.
func (s *Store) RecordBatch(ctx context.Context, frames []memory.Frame, eps []memory.Episode) error {
	if err := validFrames(frames); err != nil {
		return fmt.Errorf("record batch: %w", err)
	}
	for i := range eps {
		if err := eps[i].Validate(); err != nil {
			return fmt.Errorf("record batch: episodes[%d]: %w", i, err)
		}
	}
	return s.write(ctx, fmt.Sprintf("record a batch of %d episodes", len(eps)), func(tx *sql.Tx) error {
		if err := putFrames(ctx, tx, frames); err != nil {
			return err
		}
		w := newStepWriter(ctx, tx)
		for i := range eps {
			if err := w.episode(eps[i]); err != nil {
				return fmt.Errorf("episode %q: %w", eps[i].ID, err)
			}
		}
		return nil
	})
}

func newStepWriter(ctx context.Context, tx *sql.Tx) *stepWriter {
	return &stepWriter{ctx: ctx, tx: tx, classes: map[string]string{}}
}

// episode records an episode and its steps.
func (w *stepWriter) episode(ep memory.Episode) error {
	ctx, tx := w.ctx, w.tx
	h := ep.Header()
	body, err := mustJSON(h)
	if err != nil {
		return err
	}
	hash := memory.ContentHash(h)
	var old string
	err = tx.QueryRowContext(ctx, `SELECT hash FROM episodes WHERE id = ?`, ep.ID).Scan(&old)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		if _, err := tx.ExecContext(ctx, `INSERT INTO episodes(id, agent, start_ns, body, hash, recorded_ns, timeline, snapshot_bytes) VALUES (?,?,?,?,?,?,?,?)`,
			ep.ID, ep.Agent, ns(ep.Start), body, hash, time.Now().UnixNano(), ep.Timeline, memory.SnapshotBytes(ep)); err != nil {
			return err
		}
		text := strings.Join(append([]string{ep.Task, ep.Summary, ep.Reason}, ep.Tags...), " ")
		if strings.TrimSpace(text) != "" {
			if _, err := tx.ExecContext(ctx, `INSERT INTO search(kind, ref, body) VALUES ('episode', ?, ?)`, ep.ID, text); err != nil {
				return err
			}
		}
	case err != nil:
		return err
	case old != hash:
		return fmt.Errorf("%w: the episode header differs from the one recorded", memory.ErrConflict)
	}
	// A new episode's steps are all in ep.Steps: its recovery links
	// are computed from them without reading them back.
	w.fresh = old == ""
	for _, o := range ep.Objects {
		if err := w.object(o); err != nil {
			return err
		}
	}
	return w.steps(ep.ID, ep.Steps)
}

// AppendSteps adds steps to a recorded episode in one transaction.
func (s *Store) AppendSteps(ctx context.Context, episode string, steps ...memory.Step) error {
	for i := range steps {
		if err := steps[i].Validate(); err != nil {
			return fmt.Errorf("append steps to %q: steps[%d]: %w", episode, i, err)
		}
	}
	return s.write(ctx, fmt.Sprintf("append steps to %q", episode), func(tx *sql.Tx) error {
		var one int
		if err := tx.QueryRowContext(ctx, `SELECT 1 FROM episodes WHERE id = ?`, episode).Scan(&one); err != nil {
			if errors.Is(err, sql.ErrNoRows) {
				return fmt.Errorf("episode %q: %w", episode, memory.ErrNotFound)
			}
			return err
		}
		return newStepWriter(ctx, tx).steps(episode, steps)
	})
}

// stepWriter writes steps within one transaction, with prepared statements.
type stepWriter struct {
	ctx     context.Context
	tx      *sql.Tx
	classes map[string]string
	fresh   bool // the episode had no steps before
	ins     *sql.Stmt
	pos     *sql.Stmt
}

func (w *stepWriter) object(o memory.Object) error {
	class := o.Class
	if class == "" {
		class = memory.ObjectClass(o.ID)
	}
	var old string
	err := w.tx.QueryRowContext(w.ctx, `SELECT class FROM objects WHERE id = ?`, o.ID).Scan(&old)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		props, err := mustJSON(o.Props)
		if err != nil {
			return err
		}
		if _, err := w.tx.ExecContext(w.ctx, `INSERT INTO objects(id, class, props) VALUES (?,?,?)`, o.ID, class, props); err != nil {
			return err
		}
	case err != nil:
		return err
	case old != class:
		return fmt.Errorf("%w: object %q has class %q, not %q", memory.ErrConflict, o.ID, old, class)
	case o.Props != nil:
		props, err := mustJSON(o.Props)
		if err != nil {
			return err
		}
		if _, err := w.tx.ExecContext(w.ctx, `UPDATE objects SET props = ? WHERE id = ?`, props, o.ID); err != nil {
			return err
		}
	}
	w.classes[o.ID] = class
	return nil
}

func (w *stepWriter) classOf(id string) (string, error) {
	if c, ok := w.classes[id]; ok {
		return c, nil
	}
	var c string
	err := w.tx.QueryRowContext(w.ctx, `SELECT class FROM objects WHERE id = ?`, id).Scan(&c)
	if errors.Is(err, sql.ErrNoRows) {
		c = memory.ObjectClass(id)
		if _, err := w.tx.ExecContext(w.ctx, `INSERT INTO objects(id, class) VALUES (?,?)`, id, c); err != nil {
			return "", err
		}
	} else if err != nil {
		return "", err
	}
	w.classes[id] = c
	return c, nil
}

func (w *stepWriter) prepare() error {
	if w.ins != nil {
		return nil
	}
	var err error
	if w.ins, err = w.tx.PrepareContext(w.ctx, `INSERT INTO steps(episode, idx, t_ns, action, object, class, ok, reason, skill, version, x, y, z, body, hash)
		VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?) ON CONFLICT(episode, idx) DO NOTHING`); err != nil {
		return err
	}
	if w.pos, err = w.tx.PrepareContext(w.ctx, `INSERT INTO step_grid(cx, cz, x, step) VALUES (?,?,?,?)`); err != nil {
		return err
	}
	return nil
}

func nullStr(s string) any {
	if s == "" {
		return nil
	}
	return s
}

type versionKey struct{ skill, version string }

func (w *stepWriter) steps(episode string, steps []memory.Step) error {
	if len(steps) == 0 {
		return nil
	}
	if err := w.prepare(); err != nil {
		return err
	}
	uses := map[versionKey]*memory.VersionUse{}
	lo, hi := math.MaxInt, math.MinInt // the indexes of the steps added
	var added []linkStep
	var observed []observation
	for i := range steps {
		st := &steps[i]
		c := st.Canonical()
		body, err := mustJSON(c)
		if err != nil {
			return fmt.Errorf("step %d: %w", st.Index, err)
		}
		hash := memory.HashJSON([]byte(body))
		var class any
		if st.Action.Object != "" {
			cl, err := w.classOf(st.Action.Object)
			if err != nil {
				return err
			}
			class = cl
		}
		var x, y, z any
		if st.Pos != nil {
			x, y, z = st.Pos[0], st.Pos[1], st.Pos[2]
		}
		ok := 0
		if st.Outcome.OK {
			ok = 1
		}
		res, err := w.ins.ExecContext(w.ctx, episode, st.Index, ns(st.Time), st.Action.Name, nullStr(st.Action.Object), class,
			ok, nullStr(st.Outcome.Reason), nullStr(st.Skill), nullStr(st.Version), x, y, z, body, hash)
		if err != nil {
			return fmt.Errorf("step %d: %w", st.Index, err)
		}
		var id int64
		if n, _ := res.RowsAffected(); n == 1 {
			if id, err = res.LastInsertId(); err != nil {
				return err
			}
			lo, hi = min(lo, st.Index), max(hi, st.Index)
			if w.fresh {
				added = append(added, linkStep{id: id, idx: st.Index, action: st.Action.Name, object: st.Action.Object, ok: st.Outcome.OK})
			}
			if st.Pos != nil {
				p := st.Pos
				if _, err := w.pos.ExecContext(w.ctx, cellOf(p[0]), cellOf(p[2]), p[0], id); err != nil {
					return fmt.Errorf("step %d: position: %w", st.Index, err)
				}
			}
			if st.Version != "" {
				k := versionKey{st.Skill, st.Version}
				u := uses[k]
				if u == nil {
					u = &memory.VersionUse{FirstStep: st.Index}
					uses[k] = u
				}
				u.FirstStep = min(u.FirstStep, st.Index)
				u.Steps++
				if !st.Outcome.OK {
					u.Failed++
				}
			}
		} else {
			var old string
			if err := w.tx.QueryRowContext(w.ctx, `SELECT id, hash FROM steps WHERE episode = ? AND idx = ?`, episode, st.Index).Scan(&id, &old); err != nil {
				return fmt.Errorf("step %d: %w", st.Index, err)
			}
			if old != hash {
				return fmt.Errorf("%w: step %d differs from the one recorded", memory.ErrConflict, st.Index)
			}
		}
		for _, fh := range st.Frames {
			observed = append(observed, observation{id, fh})
		}
	}
	if err := w.observe(observed); err != nil {
		return err
	}
	switch {
	case w.fresh:
		slices.SortFunc(added, func(a, b linkStep) int { return cmp.Compare(a.idx, b.idx) })
		if err := writeLinks(w.ctx, w.tx, added, math.MaxInt); err != nil {
			return err
		}
	case lo <= hi:
		// New steps can be the recovery or enabler of failures up to a
		// window before them.
		if err := linkRecoveries(w.ctx, w.tx, episode, lo-memory.RecoveryWindow, hi); err != nil {
			return err
		}
	}
	for k, u := range uses {
		if _, err := w.tx.ExecContext(w.ctx, `INSERT INTO episode_versions(episode, skill, version, first_idx, steps, failed) VALUES (?,?,?,?,?,?)
			ON CONFLICT(episode, skill, version) DO UPDATE SET first_idx = min(first_idx, excluded.first_idx),
				steps = steps + excluded.steps, failed = failed + excluded.failed`,
			episode, k.skill, k.version, u.FirstStep, u.Steps, u.Failed); err != nil {
			return err
		}
	}
	return nil
}

// observation is a frame a step observed.
type observation struct {
	Step int64  `json:"s"`
	Hash string `json:"h"`
}

// observe records the frames steps observed (OBSERVED), and their hashes
// as frames whose metadata is not known yet, in two statements over the
// whole list: one statement per frame cost several times the index seek
// it does. The hashes were validated with the steps.
func (w *stepWriter) observe(obs []observation) error {
	if len(obs) == 0 {
		return nil
	}
	list, err := mustJSON(obs)
	if err != nil {
		return err
	}
	if _, err := w.tx.ExecContext(w.ctx, `INSERT OR IGNORE INTO frame_meta(key, body)
		SELECT DISTINCT unhex(value ->> 'h'), '{"hash":"' || (value ->> 'h') || '"}' FROM json_each(?)
		WHERE NOT EXISTS (SELECT 1 FROM frame_meta WHERE key = unhex(value ->> 'h'))`, list); err != nil {
		return fmt.Errorf("frames: %w", err)
	}
	if _, err := w.tx.ExecContext(w.ctx, `INSERT OR IGNORE INTO step_frames(step, hash) SELECT value ->> 's', value ->> 'h' FROM json_each(?)`, list); err != nil {
		return fmt.Errorf("observed frames: %w", err)
	}
	return nil
}

// PutFrames records frame metadata. A frame already recorded with other
// metadata is a conflict (frames are content-addressed, so the metadata of
// one hash never changes), unless only its hash was known.
func (s *Store) PutFrames(ctx context.Context, frames ...memory.Frame) error {
	if err := validFrames(frames); err != nil {
		return fmt.Errorf("put frames: %w", err)
	}
	return s.write(ctx, "put frames", func(tx *sql.Tx) error { return putFrames(ctx, tx, frames) })
}

func validFrames(frames []memory.Frame) error {
	for i, f := range frames {
		if !memory.ValidHash(f.Hash) {
			return fmt.Errorf("frames[%d]: %w: hash %q is not 64 lowercase hex digits", i, memory.ErrInvalid, f.Hash)
		}
	}
	return nil
}

func putFrames(ctx context.Context, tx *sql.Tx, frames []memory.Frame) error {
	ins, err := tx.PrepareContext(ctx, `INSERT INTO frame_meta(key, body) VALUES (?,?) ON CONFLICT DO NOTHING`)
	if err != nil {
		return err
	}
	defer ins.Close()
	for _, f := range frames {
		f.Time = f.Time.UTC()
		body, err := mustJSON(f)
		if err != nil {
			return err
		}
		key, err := frameKey(f.Hash)
		if err != nil {
			return err
		}
		res, err := ins.ExecContext(ctx, key, body)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 1 {
			continue
		}
		var old string
		if err := tx.QueryRowContext(ctx, `SELECT body FROM frame_meta WHERE key = ?`, key).Scan(&old); err != nil {
			return err
		}
		switch old {
		case body:
		case `{"hash":"` + f.Hash + `"}`:
			if _, err := tx.ExecContext(ctx, `UPDATE frame_meta SET body = ? WHERE key = ?`, body, key); err != nil {
				return err
			}
		default:
			return fmt.Errorf("%w: frame %s has other metadata", memory.ErrConflict, f.Hash)
		}
	}
	return nil
}

// AttachFrames links frames to a step.
func (s *Store) AttachFrames(ctx context.Context, step memory.StepRef, hashes ...string) error {
	for _, h := range hashes {
		if !memory.ValidHash(h) {
			return fmt.Errorf("attach frames to %s: %w: hash %q is not 64 lowercase hex digits", step, memory.ErrInvalid, h)
		}
	}
	return s.write(ctx, fmt.Sprintf("attach frames to %s", step), func(tx *sql.Tx) error {
		var id int64
		if err := tx.QueryRowContext(ctx, `SELECT id FROM steps WHERE episode = ? AND idx = ?`, step.Episode, step.Index).Scan(&id); err != nil {
			if errors.Is(err, sql.ErrNoRows) {
				return fmt.Errorf("step %s: %w", step, memory.ErrNotFound)
			}
			return err
		}
		for _, h := range hashes {
			key, err := frameKey(h)
			if err != nil {
				return err
			}
			var one int
			if err := tx.QueryRowContext(ctx, `SELECT 1 FROM frame_meta WHERE key = ?`, key).Scan(&one); err != nil {
				if errors.Is(err, sql.ErrNoRows) {
					return fmt.Errorf("frame %s: %w (put its metadata first)", h, memory.ErrNotFound)
				}
				return err
			}
			if _, err := tx.ExecContext(ctx, `INSERT INTO step_frames(step, hash) VALUES (?,?) ON CONFLICT DO NOTHING`, id, h); err != nil {
				return err
			}
		}
		return nil
	})
}

// frameKey is the frame_meta key of a frame hash: its 32 bytes.
func frameKey(hash string) ([]byte, error) {
	if !memory.ValidHash(hash) {
		return nil, fmt.Errorf("%w: frame hash %q is not 64 lowercase hex digits", memory.ErrInvalid, hash)
	}
	return hex.DecodeString(hash)
}
