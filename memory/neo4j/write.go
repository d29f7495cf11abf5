package neo4j

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/skillrun/skillrun/memory"
)

func toJSON(v any) (string, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return "", fmt.Errorf("%w: %v", memory.ErrInvalid, err)
	}
	return string(b), nil
}

func orNil(s string) any {
	if s == "" {
		return nil
	}
	return s
}

// RecordEpisode records an episode and its steps in one transaction.
func (s *Store) RecordEpisode(ctx context.Context, ep memory.Episode) error {
	w, err := prepareEpisode(ep)
	if err != nil {
		return err
	}
	return s.write(ctx, fmt.Sprintf("record episode %q", ep.ID), func(t tx) error { return s.recordIn(ctx, t, w) })
}

// RecordBatch records frame metadata and several episodes in one
// transaction: all of them or, on an error (which names the episode), none.
// It makes *Store a memory.BatchRecorder, so Import commits ImportBatch
// episodes at a time.
func (s *Store) RecordBatch(ctx context.Context, frames []memory.Frame, eps []memory.Episode) error {
	rows, err := frameRows(frames)
	if err != nil {
		return err
	}
	ws := make([]*episodeWrite, len(eps))
	for i, ep := range eps {
		if ws[i], err = prepareEpisode(ep); err != nil {
			return err
		}
	}
	return s.write(ctx, fmt.Sprintf("record a batch of %d episodes", len(eps)), func(t tx) error {
		if len(rows) > 0 {
			if err := putFramesIn(ctx, t, rows); err != nil {
				return err
			}
		}
		for _, w := range ws {
			if err := s.recordIn(ctx, t, w); err != nil {
				return fmt.Errorf("episode %q: %w", w.ep.ID, err)
			}
		}
		return nil
	})
}

// episodeWrite is an episode checked and turned into query parameters.
type episodeWrite struct {
	ep      memory.Episode
	params  map[string]any
	hash    string
	objRows []any
}

// prepareEpisode validates ep and builds its parameters, outside any
// transaction.
func prepareEpisode(ep memory.Episode) (*episodeWrite, error) {
	if err := ep.Validate(); err != nil {
		return nil, fmt.Errorf("record episode: %w", err)
	}
	h := ep.Header()
	props, err := toProps(h, "start", "end")
	if err != nil {
		return nil, fmt.Errorf("record episode %q: %w", ep.ID, err)
	}
	hash := memory.ContentHash(h)
	search := strings.Join(append([]string{ep.Task, ep.Summary, ep.Reason}, ep.Tags...), " ")
	var objRows []any
	listed := map[string]bool{}
	for _, o := range ep.Objects {
		class := o.Class
		if class == "" {
			class = memory.ObjectClass(o.ID)
		}
		var props any
		if o.Props != nil {
			p, err := toJSON(o.Props)
			if err != nil {
				return nil, fmt.Errorf("record episode %q: object %q: %w", ep.ID, o.ID, err)
			}
			props = p
		}
		listed[o.ID] = true
		objRows = append(objRows, map[string]any{"id": o.ID, "class": class, "props": props, "strict": true})
	}
	for _, st := range ep.Steps {
		if o := st.Action.Object; o != "" && !listed[o] {
			listed[o] = true
			objRows = append(objRows, map[string]any{"id": o, "class": memory.ObjectClass(o), "props": nil, "strict": false})
		}
	}
	props["hash"] = hash
	props["recorded"] = time.Now().UTC()
	// Counted with the steps' bytes for the agent's quota.
	props["snapshot_bytes"] = memory.SnapshotBytes(ep)
	if s := strings.TrimSpace(search); s != "" {
		props["search"] = s
	}
	params := map[string]any{"id": ep.ID, "props": props, "hash": hash}
	return &episodeWrite{ep: ep, params: params, hash: hash, objRows: objRows}, nil
}

// recordIn writes a prepared episode inside transaction t.
func (s *Store) recordIn(ctx context.Context, t tx, w *episodeWrite) error {
	recs, err := run(ctx, t, `MERGE (e:Episode {id: $id})
			ON CREATE SET e += $props
			SET e.lock = true REMOVE e.lock
			RETURN e.hash AS hash`, w.params)
	if err != nil {
		return err
	}
	if recs[0].str("hash") != w.hash {
		return fmt.Errorf("%w: the episode header differs from the one recorded", memory.ErrConflict)
	}
	classes := map[string]string{}
	if len(w.objRows) > 0 {
		recs, err := run(ctx, t, `UNWIND $rows AS r
				MERGE (o:Object {id: r.id}) ON CREATE SET o.class = r.class
				SET o.props_json = coalesce(r.props, o.props_json)
				RETURN r.id AS id, o.class AS class, r.class AS want, r.strict AS strict`, map[string]any{"rows": w.objRows})
		if err != nil {
			return err
		}
		for _, r := range recs {
			if r.boolean("strict") && r.str("class") != r.str("want") {
				return fmt.Errorf("%w: object %q has class %q, not %q", memory.ErrConflict, r.str("id"), r.str("class"), r.str("want"))
			}
			classes[r.str("id")] = r.str("class")
		}
	}
	return s.writeSteps(ctx, t, w.ep.ID, w.ep.Steps, classes)
}

// AppendSteps adds steps to a recorded episode in one transaction.
func (s *Store) AppendSteps(ctx context.Context, episode string, steps ...memory.Step) error {
	for i := range steps {
		if err := steps[i].Validate(); err != nil {
			return fmt.Errorf("append steps to %q: steps[%d]: %w", episode, i, err)
		}
	}
	return s.write(ctx, fmt.Sprintf("append steps to %q", episode), func(t tx) error {
		recs, err := run(ctx, t, `MATCH (e:Episode {id: $id}) SET e.lock = true REMOVE e.lock RETURN e.id AS id`, map[string]any{"id": episode})
		if err != nil {
			return err
		}
		if len(recs) == 0 {
			return fmt.Errorf("episode %q: %w", episode, memory.ErrNotFound)
		}
		var objRows []any
		seen := map[string]bool{}
		for _, st := range steps {
			if o := st.Action.Object; o != "" && !seen[o] {
				seen[o] = true
				objRows = append(objRows, map[string]any{"id": o, "class": memory.ObjectClass(o)})
			}
		}
		classes := map[string]string{}
		if len(objRows) > 0 {
			recs, err := run(ctx, t, `UNWIND $rows AS r MERGE (o:Object {id: r.id}) ON CREATE SET o.class = r.class RETURN o.id AS id, o.class AS class`,
				map[string]any{"rows": objRows})
			if err != nil {
				return err
			}
			for _, r := range recs {
				classes[r.str("id")] = r.str("class")
			}
		}
		return s.writeSteps(ctx, t, episode, steps, classes)
	})
}

// writeSteps MERGEs steps and their edges, in batches, and relinks NEXT.
// The caller holds the episode's write lock.
func (s *Store) writeSteps(ctx context.Context, t tx, episode string, steps []memory.Step, classes map[string]string) error {
	if len(steps) == 0 {
		return nil
	}
	rows := make([]map[string]any, 0, len(steps))
	var frames []any
	for _, st := range steps {
		class := ""
		if st.Action.Object != "" {
			class = classes[st.Action.Object]
		}
		p, err := stepProps(episode, st, class)
		if err != nil {
			return err
		}
		id := p["id"].(string)
		rows = append(rows, map[string]any{"id": id, "idx": p["idx"], "hash": p["hash"], "version": orNil(st.Version),
			"object": orNil(st.Action.Object), "ok": st.Outcome.OK, "reason": orNil(st.Outcome.Reason), "props": p})
		for _, f := range st.Frames {
			frames = append(frames, map[string]any{"step": id, "hash": f, "placeholder": placeholderMeta(f)})
		}
	}
	recs, err := run(ctx, t, `RETURN EXISTS { MATCH (s:Step {episode: $ep}) WHERE s.idx >= 0 } AS had`, map[string]any{"ep": episode})
	if err != nil {
		return err
	}
	hadSteps := recs[0].boolean("had")
	var fresh []any
	freshIDs := map[string]bool{}
	for _, chunk := range chunks(rows, s.batch) {
		in := make([]any, len(chunk))
		for i, r := range chunk {
			in[i] = r
		}
		recs, err := run(ctx, t, `UNWIND $rows AS r
			OPTIONAL MATCH (old:Step {id: r.id})
			WITH r, old
			CALL (r, old) {
				WITH r, old WHERE old IS NULL
				CREATE (s:Step) SET s = r.props
				RETURN count(s) AS created
			}
			RETURN r.id AS id, r.idx AS idx, old IS NULL AS fresh, coalesce(old.hash, r.hash) = r.hash AS same`, map[string]any{"rows": in})
		if err != nil {
			return err
		}
		for i, rc := range recs {
			if !rc.boolean("same") {
				return fmt.Errorf("%w: step %d differs from the one recorded", memory.ErrConflict, rc.i64("idx"))
			}
			if rc.boolean("fresh") {
				fresh = append(fresh, chunk[i])
				freshIDs[chunk[i]["id"].(string)] = true
			}
		}
	}
	// The episode counts its steps' bytes for its agent's quota.
	var added int64
	for _, r := range fresh {
		added += r.(map[string]any)["props"].(map[string]any)["bytes"].(int64)
	}
	if added > 0 {
		if _, err := run(ctx, t, `MATCH (e:Episode {id: $episode}) SET e.step_bytes = coalesce(e.step_bytes, 0) + $n`,
			map[string]any{"episode": episode, "n": added}); err != nil {
			return err
		}
	}
	for _, chunk := range chunks(fresh, s.batch) {
		if _, err := run(ctx, t, `MATCH (e:Episode {id: $episode})
			UNWIND $rows AS r
			MATCH (s:Step {id: r.id})
			CREATE (e)-[:HAS_STEP]->(s)
			WITH s, r WHERE r.version IS NOT NULL
			MERGE (v:SkillVersion {id: r.version})
			CREATE (s)-[:INVOKED]->(v)`, map[string]any{"episode": episode, "rows": chunk}); err != nil {
			return err
		}
		if _, err := run(ctx, t, `UNWIND $rows AS r
			WITH r WHERE r.object IS NOT NULL
			MATCH (s:Step {id: r.id}), (o:Object {id: r.object})
			CREATE (s)-[:ACTED_ON]->(o)
			FOREACH (_ IN CASE WHEN r.ok THEN [] ELSE [1] END | CREATE (s)-[:FAILED_WITH {reason: r.reason}]->(o))`, map[string]any{"rows": chunk}); err != nil {
			return err
		}
	}
	for _, chunk := range chunks(frames, s.batch) {
		for _, f := range chunk {
			m := f.(map[string]any)
			m["fresh"] = freshIDs[m["step"].(string)]
		}
		// A fresh step has no edges yet: CREATE its OBSERVED edges.
		if _, err := run(ctx, t, `UNWIND $rows AS p
			MATCH (s:Step {id: p.step})
			MERGE (f:Frame {hash: p.hash}) ON CREATE SET f.meta = p.placeholder
			FOREACH (_ IN CASE WHEN p.fresh THEN [1] ELSE [] END | CREATE (s)-[:OBSERVED]->(f))
			FOREACH (_ IN CASE WHEN p.fresh THEN [] ELSE [1] END | MERGE (s)-[:OBSERVED]->(f))`, map[string]any{"rows": chunk}); err != nil {
			return err
		}
	}
	switch {
	case len(fresh) == 0:
		return nil
	case hadSteps:
		return relinkNext(ctx, t, episode)
	}
	// A new episode: join its steps in index order.
	idx := make([]int64, len(fresh))
	for i, r := range fresh {
		idx[i] = r.(map[string]any)["idx"].(int64)
	}
	slices.Sort(idx)
	var pairs []any
	for i := 1; i < len(idx); i++ {
		pairs = append(pairs, map[string]any{"a": memory.StepID(episode, int(idx[i-1])), "b": memory.StepID(episode, int(idx[i]))})
	}
	for _, chunk := range chunks(pairs, s.batch) {
		if _, err := run(ctx, t, `UNWIND $rows AS p MATCH (a:Step {id: p.a}), (b:Step {id: p.b}) CREATE (a)-[:NEXT]->(b)`, map[string]any{"rows": chunk}); err != nil {
			return err
		}
	}
	return nil
}

// relinkNext makes NEXT join consecutive steps of an episode, and only them.
func relinkNext(ctx context.Context, t tx, episode string) error {
	if _, err := run(ctx, t, `MATCH (a:Step {episode: $ep}) WHERE a.idx >= 0
		MATCH (a)-[n:NEXT]->(b:Step)
		WHERE EXISTS { MATCH (m:Step {episode: $ep}) WHERE m.idx > a.idx AND m.idx < b.idx }
		DELETE n`, map[string]any{"ep": episode}); err != nil {
		return err
	}
	_, err := run(ctx, t, `MATCH (s:Step {episode: $ep}) WHERE s.idx >= 0 WITH s ORDER BY s.idx
		WITH collect(s) AS ss
		UNWIND range(0, size(ss) - 2) AS i
		WITH ss[i] AS a, ss[i + 1] AS b
		MERGE (a)-[:NEXT]->(b)`, map[string]any{"ep": episode})
	return err
}

// PutFrames records frame metadata.
func (s *Store) PutFrames(ctx context.Context, frames ...memory.Frame) error {
	rows, err := frameRows(frames)
	if err != nil {
		return err
	}
	return s.write(ctx, "put frames", func(t tx) error { return putFramesIn(ctx, t, rows) })
}

// placeholderMeta is the metadata hash of a frame known only by its hash:
// a step named it before its metadata was put. PutFrames replaces such a
// frame's metadata; other metadata is a conflict.
func placeholderMeta(hash string) string { return memory.ContentHash(memory.Frame{Hash: hash}) }

// frameRows validates frame metadata and builds its query rows.
func frameRows(frames []memory.Frame) ([]any, error) {
	var rows []any
	for i, f := range frames {
		if !memory.ValidHash(f.Hash) {
			return nil, fmt.Errorf("put frames: frames[%d]: %w: hash %q is not 64 lowercase hex digits", i, memory.ErrInvalid, f.Hash)
		}
		f.Time = f.Time.UTC()
		props, err := toProps(f, "time")
		if err != nil {
			return nil, fmt.Errorf("put frames: %w", err)
		}
		meta := memory.ContentHash(f)
		props["meta"] = meta
		props["agent"] = f.Agent // "" too: the frames an agent stored are found by index (AuthorUse)
		rows = append(rows, map[string]any{"hash": f.Hash, "props": props, "meta": meta, "placeholder": placeholderMeta(f.Hash)})
	}
	return rows, nil
}

// putFramesIn writes frame rows inside transaction t.
func putFramesIn(ctx context.Context, t tx, rows []any) error {
	recs, err := run(ctx, t, `UNWIND $rows AS r
			MERGE (f:Frame {hash: r.hash}) ON CREATE SET f.meta = r.placeholder
			WITH f, r, f.meta AS old
			CALL (f, r, old) {
				WITH f, r, old WHERE old = r.placeholder AND r.meta <> r.placeholder
				SET f = r.props
			}
			RETURN r.hash AS hash, old = r.meta OR old = r.placeholder AS ok`, map[string]any{"rows": rows})
	if err != nil {
		return err
	}
	for _, r := range recs {
		if !r.boolean("ok") {
			return fmt.Errorf("%w: frame %s has other metadata", memory.ErrConflict, r.str("hash"))
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
	return s.write(ctx, fmt.Sprintf("attach frames to %s", step), func(t tx) error {
		recs, err := run(ctx, t, `OPTIONAL MATCH (s:Step {id: $id}) RETURN s IS NOT NULL AS ok`, map[string]any{"id": step.String()})
		if err != nil {
			return err
		}
		if !recs[0].boolean("ok") {
			return fmt.Errorf("step %s: %w", step, memory.ErrNotFound)
		}
		recs, err = run(ctx, t, `UNWIND $hashes AS h OPTIONAL MATCH (f:Frame {hash: h}) RETURN h, f IS NOT NULL AS ok`, map[string]any{"hashes": hashes})
		if err != nil {
			return err
		}
		for _, r := range recs {
			if !r.boolean("ok") {
				return fmt.Errorf("frame %s: %w (put its metadata first)", r.str("h"), memory.ErrNotFound)
			}
		}
		_, err = run(ctx, t, `MATCH (s:Step {id: $id}) UNWIND $hashes AS h MATCH (f:Frame {hash: h}) MERGE (s)-[:OBSERVED]->(f)`,
			map[string]any{"id": step.String(), "hashes": hashes})
		return err
	})
}
