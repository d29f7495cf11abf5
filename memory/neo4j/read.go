package neo4j

import (
	"context"
	"fmt"
	"math"

	"github.com/neo4j/neo4j-go-driver/v5/neo4j/dbtype"

	"github.com/skillrun/skillrun/memory"
)

// bodies runs a query returning a "p" column of node properties and
// decodes each row.
func bodies[T any](ctx context.Context, t tx, q string, params map[string]any) ([]T, error) {
	recs, err := run(ctx, t, q, params)
	if err != nil {
		return nil, err
	}
	out := make([]T, 0, len(recs))
	for _, r := range recs {
		props, err := nodeProps(r["p"])
		if err != nil {
			return nil, err
		}
		var v T
		if err := fromProps(props, &v); err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, nil
}

// one decodes the single body of a query, or reports memory.ErrNotFound
// (the read's own context names what was not found).
func one[T any](ctx context.Context, t tx, q string, params map[string]any) (T, error) {
	var zero T
	vs, err := bodies[T](ctx, t, q, params)
	if err != nil {
		return zero, err
	}
	if len(vs) == 0 {
		return zero, memory.ErrNotFound
	}
	return vs[0], nil
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
	err := s.read(ctx, "list episodes", func(t tx) error {
		var err error
		out, err = bodies[memory.Episode](ctx, t, `MATCH (e:Episode) RETURN properties(e) AS p ORDER BY e.start DESC, e.id LIMIT $n`, map[string]any{"n": int64(limit)})
		return err
	})
	return out, err
}

// Frame returns a frame's metadata.
func (s *Store) Frame(ctx context.Context, hash string) (memory.Frame, error) {
	var f memory.Frame
	err := s.read(ctx, fmt.Sprintf("frame %s", hash), func(t tx) error {
		var err error
		f, err = one[memory.Frame](ctx, t, `MATCH (f:Frame {hash: $h}) RETURN properties(f) AS p`, map[string]any{"h": hash})
		return err
	})
	return f, err
}

// Version returns a skill version.
func (s *Store) Version(ctx context.Context, id string) (memory.SkillVersion, error) {
	var v memory.SkillVersion
	err := s.read(ctx, fmt.Sprintf("version %q", id), func(t tx) error {
		var err error
		v, err = one[memory.SkillVersion](ctx, t, `MATCH (v:SkillVersion {id: $id}) WHERE v.hash IS NOT NULL RETURN properties(v) AS p`, map[string]any{"id": id})
		return err
	})
	return v, err
}

// Versions lists a skill's versions, newest first.
func (s *Store) Versions(ctx context.Context, skill string) ([]memory.SkillVersion, error) {
	return s.versions(ctx, skill, -1)
}

// RecentVersions lists the newest limit versions of skill, newest first.
func (s *Store) RecentVersions(ctx context.Context, skill string, limit int) ([]memory.SkillVersion, error) {
	return s.versions(ctx, skill, max(limit, 0))
}

// versions lists skill's versions, newest first: all of them when limit
// is negative, else the newest limit.
func (s *Store) versions(ctx context.Context, skill string, limit int) ([]memory.SkillVersion, error) {
	var out []memory.SkillVersion
	err := s.read(ctx, fmt.Sprintf("versions of %q", skill), func(t tx) error {
		recs, err := run(ctx, t, `OPTIONAL MATCH (k:Skill {name: $s}) RETURN k IS NOT NULL AS ok`, map[string]any{"s": skill})
		if err != nil {
			return err
		}
		if !recs[0].boolean("ok") {
			return fmt.Errorf("skill: %w", memory.ErrNotFound)
		}
		q, p := `MATCH (:Skill {name: $s})-[:HAS_VERSION]->(v) RETURN properties(v) AS p ORDER BY v.created DESC, v.id`, map[string]any{"s": skill}
		if limit >= 0 {
			q += ` LIMIT $n`
			p["n"] = int64(limit)
		}
		out, err = bodies[memory.SkillVersion](ctx, t, q, p)
		return err
	})
	return out, err
}

// VersionPrefix returns up to limit ids of skill's versions starting
// with prefix, in order, and how many match, through the ids' index
// (STARTS WITH), never reading a version's source.
func (s *Store) VersionPrefix(ctx context.Context, skill, prefix string, limit int) ([]string, int, error) {
	var ids []string
	total := 0
	err := s.read(ctx, fmt.Sprintf("versions of %q starting %q", skill, prefix), func(t tx) error {
		recs, err := run(ctx, t, `MATCH (v:SkillVersion) USING INDEX v:SkillVersion(id) WHERE v.id STARTS WITH $p AND v.skill = $s WITH v.id AS id ORDER BY id
			WITH collect(id) AS ids RETURN size(ids) AS n, ids[0..$n] AS ids`, map[string]any{"p": prefix, "s": skill, "n": int64(limit)})
		if err != nil {
			return err
		}
		if len(recs) == 0 {
			return nil
		}
		total = int(recs[0].i64("n"))
		list, _ := recs[0]["ids"].([]any)
		for _, x := range list {
			if id, ok := x.(string); ok {
				ids = append(ids, id)
			}
		}
		return nil
	})
	return ids, total, err
}

// AuthorUse counts what author has stored, through the indexes by
// author.
func (s *Store) AuthorUse(ctx context.Context, author string) (memory.AuthorUse, error) {
	var u memory.AuthorUse
	err := s.read(ctx, fmt.Sprintf("what %q stored", author), func(t tx) error {
		recs, err := run(ctx, t, `CALL { MATCH (v:SkillVersion {author: $a}) RETURN count(v) AS nv }
			CALL { MATCH (d:Decision {author: $a}) RETURN count(d) AS nd }
			CALL { MATCH (n:Note {author: $a}) RETURN count(n) AS nn }
			CALL { MATCH (p:Plan {author: $a}) RETURN count(p) AS np }
			CALL { MATCH (e:Episode {agent: $a})
				CALL (e) { MATCH (s:Step {episode: e.id}) RETURN coalesce(max(s.idx) + 1, 0) AS n }
				RETURN count(e) AS ne, coalesce(sum(n), 0) AS ns,
					coalesce(sum(coalesce(e.step_bytes, 0) + coalesce(e.snapshot_bytes, size(coalesce(e.snapshot_json, '')))), 0) AS nb }
			CALL { MATCH (f:Frame {agent: $a}) RETURN coalesce(sum(f.size), 0) AS nf }
			RETURN nv, nd, nn + np AS nn, ne, ns, nb, nf`, map[string]any{"a": author})
		if err != nil || len(recs) == 0 {
			return err
		}
		r := recs[0]
		u = memory.AuthorUse{Versions: int(r.i64("nv")), Decisions: int(r.i64("nd")), Notes: int(r.i64("nn")), Episodes: int(r.i64("ne")), Steps: int(r.i64("ns")),
			StepBytes: r.i64("nb"), FrameBytes: r.i64("nf")}
		return nil
	})
	return u, err
}

// Cells returns cell events within a box, oldest first.
func (s *Store) Cells(ctx context.Context, q memory.CellQuery) ([]memory.Cell, error) {
	if q.Limit <= 0 {
		q.Limit = 100
	}
	var out []memory.Cell
	err := s.read(ctx, "cells", func(t tx) error {
		var err error
		out, err = bodies[memory.Cell](ctx, t, `MATCH (c:Cell) WHERE c.x >= $x0 AND c.x <= $x1 AND c.z >= $z0 AND c.z <= $z1 AND c.y >= $y0 AND c.y <= $y1
			AND ($kind = '' OR c.kind = $kind) RETURN c {.*, pos: [c.x, c.y, c.z]} AS p ORDER BY c.time, c.key LIMIT $n`,
			map[string]any{"x0": int64(q.Min[0]), "x1": int64(q.Max[0]), "y0": int64(q.Min[1]), "y1": int64(q.Max[1]), "z0": int64(q.Min[2]), "z1": int64(q.Max[2]),
				"kind": string(q.Kind), "n": int64(q.Limit)})
		return err
	})
	return out, err
}

// Note returns the current revision of a note.
func (s *Store) Note(ctx context.Context, id string) (memory.Note, error) {
	var n memory.Note
	err := s.read(ctx, fmt.Sprintf("note %q", id), func(t tx) error {
		var err error
		n, err = one[memory.Note](ctx, t, `MATCH (n:Note {id: $id}) RETURN properties(n) AS p ORDER BY n.revision DESC LIMIT 1`, map[string]any{"id": id})
		return err
	})
	return n, err
}

// NoteHistory returns every revision of a note, oldest first.
func (s *Store) NoteHistory(ctx context.Context, id string) ([]memory.Note, error) {
	var out []memory.Note
	err := s.read(ctx, fmt.Sprintf("note %q history", id), func(t tx) error {
		var err error
		out, err = bodies[memory.Note](ctx, t, `MATCH (n:Note {id: $id}) RETURN properties(n) AS p ORDER BY n.revision`, map[string]any{"id": id})
		if err == nil && len(out) == 0 {
			err = memory.ErrNotFound
		}
		return err
	})
	return out, err
}

// Plan returns the current revision of a plan.
func (s *Store) Plan(ctx context.Context, id string) (memory.Plan, error) {
	var p memory.Plan
	err := s.read(ctx, fmt.Sprintf("plan %q", id), func(t tx) error {
		var err error
		p, err = one[memory.Plan](ctx, t, `MATCH (n:Plan {id: $id}) RETURN properties(n) AS p ORDER BY n.revision DESC LIMIT 1`, map[string]any{"id": id})
		return err
	})
	return p, err
}

// PlanHistory returns every revision of a plan, oldest first.
func (s *Store) PlanHistory(ctx context.Context, id string) ([]memory.Plan, error) {
	var out []memory.Plan
	err := s.read(ctx, fmt.Sprintf("plan %q history", id), func(t tx) error {
		var err error
		out, err = bodies[memory.Plan](ctx, t, `MATCH (n:Plan {id: $id}) RETURN properties(n) AS p ORDER BY n.revision`, map[string]any{"id": id})
		if err == nil && len(out) == 0 {
			err = memory.ErrNotFound
		}
		return err
	})
	return out, err
}

// EpisodeSteps returns one page of an episode's steps, its step count and
// its sampled track.
func (s *Store) EpisodeSteps(ctx context.Context, id string, from, limit, track int) (memory.EpisodePage, error) {
	pg := memory.EpisodePage{From: max(from, 0)}
	err := s.read(ctx, fmt.Sprintf("episode %q", id), func(t tx) error {
		var err error
		if pg.Episode, err = one[memory.Episode](ctx, t, `MATCH (e:Episode {id: $id}) RETURN properties(e) AS p`, map[string]any{"id": id}); err != nil {
			return err
		}
		pg.Steps = nil
		recs, err := run(ctx, t, `MATCH (s:Step {episode: $id}) WHERE s.idx >= 0 RETURN count(s) AS n`, map[string]any{"id": id})
		if err != nil {
			return err
		}
		if len(recs) == 1 {
			n, _ := recs[0]["n"].(int64)
			pg.Total = int(n)
		}
		if limit > 0 && pg.From < pg.Total {
			recs, err := run(ctx, t, `MATCH (s:Step {episode: $id}) WHERE s.idx >= 0
				WITH s ORDER BY s.idx SKIP $from LIMIT $limit
				OPTIONAL MATCH (s)-[:OBSERVED]->(f:Frame)
				WITH s, f ORDER BY f.hash
				WITH s, collect(f.hash) AS frames
				RETURN properties(s) AS p, frames ORDER BY s.idx`, map[string]any{"id": id, "from": int64(pg.From), "limit": int64(limit)})
			if err != nil {
				return err
			}
			for _, r := range recs {
				props, err := nodeProps(r["p"])
				if err != nil {
					return err
				}
				st, err := stepFrom(props)
				if err != nil {
					return err
				}
				for _, f := range r["frames"].([]any) {
					st.Frames = append(st.Frames, f.(string))
				}
				pg.Steps = append(pg.Steps, st)
			}
		}
		if track <= 0 {
			return nil
		}
		recs, err = run(ctx, t, `MATCH (s:Step {episode: $id}) WHERE s.idx >= 0 AND s.pos IS NOT NULL AND s.idx % $k = 0
			RETURN s.pos AS pos ORDER BY s.idx`, map[string]any{"id": id, "k": int64(memory.TrackStride(pg.Total, track))})
		if err != nil {
			return err
		}
		for _, r := range recs {
			if p, ok := r["pos"].(dbtype.Point3D); ok {
				pg.Track = append(pg.Track, [3]float64{p.X, p.Y, p.Z})
			}
		}
		return nil
	})
	return pg, err
}
