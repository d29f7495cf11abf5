package neo4j

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/skillrun/skillrun/memory"
)

func versionSkill(ctx context.Context, t tx, id string) (string, error) {
	recs, err := run(ctx, t, `OPTIONAL MATCH (v:SkillVersion {id: $id}) WHERE v.hash IS NOT NULL RETURN v.skill AS skill`, map[string]any{"id": id})
	if err != nil {
		return "", err
	}
	if len(recs) == 0 || recs[0]["skill"] == nil {
		return "", fmt.Errorf("version %q: %w", id, memory.ErrNotFound)
	}
	return recs[0].str("skill"), nil
}

func episodesExist(ctx context.Context, t tx, ids []string) error {
	if len(ids) == 0 {
		return nil
	}
	recs, err := run(ctx, t, `UNWIND $ids AS id OPTIONAL MATCH (e:Episode {id: id}) RETURN id, e IS NOT NULL AS ok`, map[string]any{"ids": ids})
	if err != nil {
		return err
	}
	for _, r := range recs {
		if !r.boolean("ok") {
			return fmt.Errorf("episode %q: %w", r.str("id"), memory.ErrNotFound)
		}
	}
	return nil
}

func framesExist(ctx context.Context, t tx, hashes []string) error {
	if len(hashes) == 0 {
		return nil
	}
	recs, err := run(ctx, t, `UNWIND $ids AS id OPTIONAL MATCH (f:Frame {hash: id}) RETURN id, f IS NOT NULL AS ok`, map[string]any{"ids": hashes})
	if err != nil {
		return err
	}
	for _, r := range recs {
		if !r.boolean("ok") {
			return fmt.Errorf("frame %s: %w", r.str("id"), memory.ErrNotFound)
		}
	}
	return nil
}

// PutVersion records a skill version.
func (s *Store) PutVersion(ctx context.Context, v memory.SkillVersion) error {
	if err := memory.ValidateVersion(&v); err != nil {
		return fmt.Errorf("put version: %w", err)
	}
	v.Created = v.Created.UTC()
	props, err := toProps(v, "created")
	if err != nil {
		return fmt.Errorf("put version %q: %w", v.ID, err)
	}
	hash := memory.ContentHash(v)
	props["hash"] = hash
	props["search"] = v.Skill + " " + strings.ReplaceAll(v.Skill, "_", " ") + " " + v.Description
	return s.write(ctx, fmt.Sprintf("put version %q", v.ID), func(t tx) error {
		recs, err := run(ctx, t, `OPTIONAL MATCH (v:SkillVersion {id: $id}) RETURN v.hash AS hash`, map[string]any{"id": v.ID})
		if err != nil {
			return err
		}
		if old := recs[0].str("hash"); old == hash {
			return nil
		} else if old != "" {
			return fmt.Errorf("%w: version %q is recorded with other content", memory.ErrConflict, v.ID)
		}
		if v.Supersedes != "" {
			if err := checkSupersede(ctx, t, v.Skill, v.ID, v.Supersedes); err != nil {
				return err
			}
		}
		if _, err := run(ctx, t, `MERGE (k:Skill {name: $skill})
			MERGE (v:SkillVersion {id: $id})
			SET v += $props
			MERGE (k)-[:HAS_VERSION]->(v)`, map[string]any{"skill": v.Skill, "id": v.ID, "props": props}); err != nil {
			return err
		}
		if v.Supersedes != "" {
			_, err = run(ctx, t, `MATCH (a:SkillVersion {id: $newer}), (b:SkillVersion {id: $older}) MERGE (a)-[:SUPERSEDES]->(b)`,
				map[string]any{"newer": v.ID, "older": v.Supersedes})
		}
		return err
	})
}

func checkSupersede(ctx context.Context, t tx, skill, newer, older string) error {
	if newer == older {
		return fmt.Errorf("%w: version %q cannot supersede itself", memory.ErrInvalid, newer)
	}
	osk, err := versionSkill(ctx, t, older)
	if err != nil {
		return fmt.Errorf("superseded %w", err)
	}
	if osk != skill {
		return fmt.Errorf("%w: version %q of %q cannot supersede version %q of %q", memory.ErrInvalid, newer, skill, older, osk)
	}
	recs, err := run(ctx, t, `RETURN EXISTS { MATCH (:SkillVersion {id: $older})-[:SUPERSEDES*1..]->(:SkillVersion {id: $newer}) } AS cycle`,
		map[string]any{"older": older, "newer": newer})
	if err != nil {
		return err
	}
	if recs[0].boolean("cycle") {
		return fmt.Errorf("%w: %q superseding %q would make a cycle", memory.ErrInvalid, newer, older)
	}
	return nil
}

// Supersede records that newer replaces older.
func (s *Store) Supersede(ctx context.Context, newer, older string) error {
	return s.write(ctx, fmt.Sprintf("supersede %q by %q", older, newer), func(t tx) error {
		skill, err := versionSkill(ctx, t, newer)
		if err != nil {
			return err
		}
		if err := checkSupersede(ctx, t, skill, newer, older); err != nil {
			return err
		}
		_, err = run(ctx, t, `MATCH (a:SkillVersion {id: $newer}), (b:SkillVersion {id: $older}) MERGE (a)-[:SUPERSEDES]->(b)`,
			map[string]any{"newer": newer, "older": older})
		return err
	})
}

// Link records evidence between a version and episodes.
func (s *Store) Link(ctx context.Context, version string, rel memory.Relation, episodes ...string) error {
	if err := memory.CheckRelation(rel); err != nil {
		return fmt.Errorf("link %q: %w", version, err)
	}
	evs := make([]memory.Evidence, len(episodes))
	for i, ep := range episodes {
		evs[i] = memory.Evidence{Version: version, Relation: rel, Episode: ep}
	}
	return s.LinkEvidence(ctx, evs...)
}

// RecordVerification records a verification run.
func (s *Store) RecordVerification(ctx context.Context, r memory.VerificationRun) error {
	if err := memory.ValidateRun(&r); err != nil {
		return fmt.Errorf("record verification: %w", err)
	}
	r.Time = r.Time.UTC()
	props, err := toProps(r, "time")
	if err != nil {
		return fmt.Errorf("record verification %q: %w", r.ID, err)
	}
	hash := memory.ContentHash(r)
	props["hash"] = hash
	return s.write(ctx, fmt.Sprintf("record verification %q", r.ID), func(t tx) error {
		recs, err := run(ctx, t, `OPTIONAL MATCH (r:VerificationRun {id: $id}) RETURN r.hash AS hash`, map[string]any{"id": r.ID})
		if err != nil {
			return err
		}
		if old := recs[0].str("hash"); old == hash {
			return nil
		} else if old != "" {
			return fmt.Errorf("%w: verification %q is recorded with other content", memory.ErrConflict, r.ID)
		}
		if _, err := versionSkill(ctx, t, r.Version); err != nil {
			return err
		}
		var eps []string
		var verdicts []any
		for _, v := range r.Verdicts {
			eps = append(eps, v.Episode)
			verdicts = append(verdicts, map[string]any{"episode": v.Episode, "passed": v.Passed, "divergence": orNil(v.Divergence)})
		}
		if err := episodesExist(ctx, t, eps); err != nil {
			return err
		}
		_, err = run(ctx, t, `MATCH (v:SkillVersion {id: $version})
			CREATE (r:VerificationRun) SET r = $props
			CREATE (r)-[:OF]->(v)
			WITH r UNWIND $verdicts AS d MATCH (e:Episode {id: d.episode})
			CREATE (r)-[:AGAINST {passed: d.passed, divergence: d.divergence}]->(e)`,
			map[string]any{"version": r.Version, "props": props, "verdicts": verdicts})
		return err
	})
}

// AppendCells appends spatial-grid events.
func (s *Store) AppendCells(ctx context.Context, cells ...memory.Cell) error {
	var rows []any
	var eps []string
	seen := map[string]bool{}
	for i := range cells {
		c := cells[i]
		if err := memory.ValidateCell(&c); err != nil {
			return fmt.Errorf("append cells: cells[%d]: %w", i, err)
		}
		c.Time = c.Time.UTC()
		props, err := toProps(c, "time")
		if err != nil {
			return fmt.Errorf("append cells: %w", err)
		}
		// The position is stored as x, y, z (range-indexed); reads give it back as pos.
		delete(props, "pos")
		props["x"], props["y"], props["z"] = int64(c.Pos[0]), int64(c.Pos[1]), int64(c.Pos[2])
		key := fmt.Sprintf("%s#%d#%s#%d,%d,%d", c.Episode, c.Step, c.Kind, c.Pos[0], c.Pos[1], c.Pos[2])
		hash := memory.ContentHash(c)
		props["key"], props["hash"] = key, hash
		if !seen[c.Episode] {
			seen[c.Episode] = true
			eps = append(eps, c.Episode)
		}
		rows = append(rows, map[string]any{"key": key, "hash": hash, "step_id": memory.StepID(c.Episode, c.Step), "props": props})
	}
	return s.write(ctx, "append cells", func(t tx) error {
		if err := episodesExist(ctx, t, eps); err != nil {
			return err
		}
		for _, chunk := range chunks(rows, s.batch) {
			recs, err := run(ctx, t, `UNWIND $rows AS r
				MERGE (c:Cell {key: r.key})
				ON CREATE SET c = r.props
				WITH c, r
				OPTIONAL MATCH (s:Step {id: r.step_id})
				FOREACH (_ IN CASE WHEN s IS NULL THEN [] ELSE [1] END | MERGE (s)-[:AT]->(c))
				RETURN r.key AS key, c.hash = r.hash AS same`, map[string]any{"rows": chunk})
			if err != nil {
				return err
			}
			for _, r := range recs {
				if !r.boolean("same") {
					return fmt.Errorf("%w: cell %s is recorded with other content", memory.ErrConflict, r.str("key"))
				}
			}
		}
		return nil
	})
}

func indexRowParams(r memory.IndexRow) (map[string]any, error) {
	r.Time = r.Time.UTC()
	props, err := toProps(r, "time")
	if err != nil {
		return nil, err
	}
	key, hash := fmt.Sprintf("%s#%d-%d#%s", r.Episode, r.From, r.To, r.Action), memory.ContentHash(r)
	props["key"], props["hash"], props["ref"] = key, hash, memory.IndexID(r)
	props["search"] = strings.Join(append([]string{r.Action, r.Summary}, r.Tags...), " ")
	return map[string]any{"key": key, "hash": hash, "props": props}, nil
}

const mergeIndexRows = `UNWIND $rows AS r
	MERGE (n:IndexRow {key: r.key})
	ON CREATE SET n = r.props
	RETURN r.key AS key, n.hash = r.hash AS same`

// AppendIndex appends episode-index rows.
func (s *Store) AppendIndex(ctx context.Context, rows ...memory.IndexRow) error {
	var in []any
	var eps []string
	for i := range rows {
		if err := memory.ValidateIndexRow(&rows[i]); err != nil {
			return fmt.Errorf("append index: rows[%d]: %w", i, err)
		}
		p, err := indexRowParams(rows[i])
		if err != nil {
			return fmt.Errorf("append index: %w", err)
		}
		in = append(in, p)
		eps = append(eps, rows[i].Episode)
	}
	return s.write(ctx, "append index", func(t tx) error {
		if err := episodesExist(ctx, t, eps); err != nil {
			return err
		}
		recs, err := run(ctx, t, mergeIndexRows, map[string]any{"rows": in})
		if err != nil {
			return err
		}
		for _, r := range recs {
			if !r.boolean("same") {
				return fmt.Errorf("%w: index row %s is recorded with other content", memory.ErrConflict, r.str("key"))
			}
		}
		return nil
	})
}

// PutNote writes a note revision.
func (s *Store) PutNote(ctx context.Context, n memory.Note) (memory.Note, error) {
	if err := memory.ValidateNote(&n); err != nil {
		return memory.Note{}, fmt.Errorf("put note: %w", err)
	}
	var out memory.Note
	err := s.write(ctx, fmt.Sprintf("put note %q", n.ID), func(t tx) error {
		props, err := s.putMemo(ctx, t, "Note", n.ID, owner(n.OnlyOwn, n.Author), memory.NoteContent(n), n.Episodes, n.Frames, n.Text+" "+n.Kind+" "+strings.Join(n.Tags, " "),
			func(rev int, now time.Time) any { n.Revision, n.Time = rev, memory.Stamp(n.Time, now); return n })
		if err != nil {
			return err
		}
		if err := setNoteEmbedding(ctx, t, n.ID, n.Embedding); err != nil {
			return err
		}
		return fromProps(props, &out)
	})
	return out, err
}

// PutPlan writes a plan revision.
func (s *Store) PutPlan(ctx context.Context, p memory.Plan) (memory.Plan, error) {
	if err := memory.ValidatePlan(&p); err != nil {
		return memory.Plan{}, fmt.Errorf("put plan: %w", err)
	}
	var out memory.Plan
	err := s.write(ctx, fmt.Sprintf("put plan %q", p.ID), func(t tx) error {
		props, err := s.putMemo(ctx, t, "Plan", p.ID, owner(p.OnlyOwn, p.Author), memory.PlanContent(p), p.Episodes, p.Frames, p.Text(),
			func(rev int, now time.Time) any { p.Revision, p.Time = rev, memory.Stamp(p.Time, now); return p })
		if err != nil {
			return err
		}
		return fromProps(props, &out)
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

// putMemo writes a new revision of a note or plan (label is "Note" or
// "Plan") unless its content equals the current one, and returns the
// properties of the current revision. With an owner, a current revision
// another named author wrote is ErrNotOwner. Two writers of one id at
// once make the same revision key, which its constraint lets only one
// of commit: the other's write fails, and nothing of it is kept.
func (s *Store) putMemo(ctx context.Context, t tx, label, id, owner string, content any, episodes, frames []string, text string,
	stampFn func(rev int, now time.Time) any) (map[string]any, error) {
	hash := memory.ContentHash(content)
	recs, err := run(ctx, t, `MATCH (n:`+label+` {id: $id}) RETURN n.revision AS rev, n.hash AS hash, properties(n) AS props ORDER BY n.revision DESC LIMIT 1`,
		map[string]any{"id": id})
	if err != nil {
		return nil, err
	}
	rev := 0
	// The revision this one replaces keeps its embedding as JSON text: only
	// current notes are in the vector index.
	var oldEmbedding any
	if len(recs) > 0 {
		if recs[0].str("hash") == hash {
			return nodeProps(recs[0]["props"])
		}
		rev = int(recs[0].i64("rev"))
		old, err := nodeProps(recs[0]["props"])
		if err != nil {
			return nil, err
		}
		if a, _ := old["author"].(string); owner != "" && a != "" && a != owner {
			return nil, fmt.Errorf("%w: %s %q was written by %q", memory.ErrNotOwner, strings.ToLower(label), id, a)
		}
		if e, ok := old["embedding"].([]any); ok {
			f32 := make([]float32, len(e))
			for i, x := range e {
				f, _ := x.(float64)
				f32[i] = float32(f)
			}
			b, err := json.Marshal(f32)
			if err != nil {
				return nil, err
			}
			oldEmbedding = string(b)
		}
	}
	if err := episodesExist(ctx, t, episodes); err != nil {
		return nil, err
	}
	if err := framesExist(ctx, t, frames); err != nil {
		return nil, err
	}
	rev++
	props, err := toProps(stampFn(rev, time.Now()), "time")
	if err != nil {
		return nil, err
	}
	props["key"], props["hash"], props["search"] = fmt.Sprintf("%s#%d", id, rev), hash, text
	floatEmbedding(props)
	_, err = run(ctx, t, `OPTIONAL MATCH (old:`+label+` {id: $id, revision: $prev})
		SET old.embedding_json = $oldEmbedding
		REMOVE old.search, old.embedding
		CREATE (n:`+label+`) SET n = $props
		FOREACH (_ IN CASE WHEN old IS NULL THEN [] ELSE [1] END | CREATE (n)-[:REVISES]->(old))
		WITH n
		CALL (n) { UNWIND $episodes AS e MATCH (x:Episode {id: e}) MERGE (n)-[:CITES]->(x) }
		CALL (n) { UNWIND $frames AS f MATCH (x:Frame {hash: f}) MERGE (n)-[:CITES]->(x) }`,
		map[string]any{"id": id, "prev": int64(rev - 1), "props": props, "oldEmbedding": oldEmbedding, "episodes": nonNil(episodes), "frames": nonNil(frames)})
	return props, err
}

func nonNil(xs []string) []string {
	if xs == nil {
		return []string{}
	}
	return xs
}

// floatEmbedding makes a note's embedding property a list of floats (the
// vector index takes nothing else; toProps stores [1, 0, 0] as integers).
func floatEmbedding(props map[string]any) {
	if e, ok := props["embedding"].([]int64); ok {
		f := make([]float64, len(e))
		for i, x := range e {
			f[i] = float64(x)
		}
		props["embedding"] = f
	}
}
