package neo4j

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/skillrun/skillrun/memory"
)

// Before native properties, a node kept its record as JSON text in a
// "body" property and its times as integer nanoseconds ("t_ns",
// "start_ns", "created_ns", "recorded_ns"). upgrade rewrites such nodes in
// place when a store opens: each body becomes the native properties the
// current writes set, the *_ns integers become DATETIMEs, and the old
// properties are removed. It runs in batches of its own transactions and
// is idempotent (it only looks at nodes that still have a body), so an
// upgrade cut short resumes on the next Open; on a store already upgraded
// it is one label scan per label.

// upgradeBatch is the number of nodes rewritten per transaction.
const upgradeBatch = 1000

// legacy converts the old properties of one node (body and the rest) into
// the properties to set; a nil value removes a property.
type legacy func(old map[string]any) (map[string]any, error)

// gone lists the old properties an upgrade removes.
func gone(set map[string]any, keys ...string) map[string]any {
	for _, k := range append(keys, "body") {
		if _, ok := set[k]; !ok {
			set[k] = nil
		}
	}
	return set
}

func decodeBody[T any](old map[string]any) (T, error) {
	var v T
	s, _ := old["body"].(string)
	if err := json.Unmarshal([]byte(s), &v); err != nil {
		return v, fmt.Errorf("decode old body: %w", err)
	}
	return v, nil
}

// withHash keeps the stored content hash: a record written before the
// upgrade must still compare equal to the same record written after it.
func withHash(set, old map[string]any) map[string]any {
	if h, ok := old["hash"]; ok {
		set["hash"] = h
	}
	return set
}

var legacyLabels = []struct {
	label string
	conv  legacy
}{
	{"Episode", func(old map[string]any) (map[string]any, error) {
		ep, err := decodeBody[memory.Episode](old)
		if err != nil {
			return nil, err
		}
		set, err := toProps(ep.Header(), "start", "end")
		if err != nil {
			return nil, err
		}
		if ns, ok := old["recorded_ns"].(int64); ok {
			set["recorded"] = time.Unix(0, ns).UTC()
		}
		return gone(withHash(set, old), "start_ns", "recorded_ns"), nil
	}},
	{"Step", func(old map[string]any) (map[string]any, error) {
		st, err := decodeBody[memory.Step](old)
		if err != nil {
			return nil, err
		}
		ep, _ := old["episode"].(string)
		class, _ := old["class"].(string)
		set, err := stepProps(ep, st, class)
		if err != nil {
			return nil, err
		}
		return gone(withHash(set, old), "t_ns", "x", "y", "z"), nil
	}},
	{"Frame", func(old map[string]any) (map[string]any, error) {
		f, err := decodeBody[memory.Frame](old)
		if err != nil {
			return nil, err
		}
		set, err := toProps(f, "time")
		if err != nil {
			return nil, err
		}
		set["meta"] = memory.ContentHash(f)
		return gone(set), nil
	}},
	{"SkillVersion", func(old map[string]any) (map[string]any, error) {
		v, err := decodeBody[memory.SkillVersion](old)
		if err != nil {
			return nil, err
		}
		set, err := toProps(v, "created")
		if err != nil {
			return nil, err
		}
		return gone(withHash(set, old), "created_ns"), nil
	}},
	{"VerificationRun", func(old map[string]any) (map[string]any, error) {
		r, err := decodeBody[memory.VerificationRun](old)
		if err != nil {
			return nil, err
		}
		set, err := toProps(r, "time")
		if err != nil {
			return nil, err
		}
		return gone(withHash(set, old), "t_ns"), nil
	}},
	{"Cell", func(old map[string]any) (map[string]any, error) {
		c, err := decodeBody[memory.Cell](old)
		if err != nil {
			return nil, err
		}
		set, err := toProps(c, "time")
		if err != nil {
			return nil, err
		}
		delete(set, "pos")
		return gone(withHash(set, old), "t_ns"), nil
	}},
	{"IndexRow", func(old map[string]any) (map[string]any, error) {
		r, err := decodeBody[memory.IndexRow](old)
		if err != nil {
			return nil, err
		}
		set, err := toProps(r, "time")
		if err != nil {
			return nil, err
		}
		return gone(withHash(set, old), "t_ns", "from_idx", "to_idx"), nil
	}},
	{"Note", func(old map[string]any) (map[string]any, error) {
		n, err := decodeBody[memory.Note](old)
		if err != nil {
			return nil, err
		}
		set, err := toProps(n, "time")
		if err != nil {
			return nil, err
		}
		floatEmbedding(set)
		if _, current := old["search"]; !current && len(n.Embedding) > 0 {
			// Only current notes are in the vector index.
			b, err := json.Marshal(n.Embedding)
			if err != nil {
				return nil, err
			}
			set["embedding"], set["embedding_json"] = nil, string(b)
		}
		return gone(withHash(set, old), "t_ns", "rev"), nil
	}},
	{"Plan", func(old map[string]any) (map[string]any, error) {
		p, err := decodeBody[memory.Plan](old)
		if err != nil {
			return nil, err
		}
		set, err := toProps(p, "time")
		if err != nil {
			return nil, err
		}
		return gone(withHash(set, old), "t_ns", "rev"), nil
	}},
}

// upgrade rewrites nodes and relationships stored by the JSON-body schema.
func (s *Store) upgrade(ctx context.Context) error {
	for _, l := range legacyLabels {
		n, err := s.upgradeLabel(ctx, l.label, l.conv)
		if err != nil {
			return fmt.Errorf("upgrade %s nodes: %w", l.label, err)
		}
		if n > 0 {
			s.log.Info("upgraded nodes to native properties", "label", l.label, "nodes", n)
		}
	}
	if n, err := s.upgradeStepBytes(ctx); err != nil {
		return fmt.Errorf("count the bytes of steps stored before: %w", err)
	} else if n > 0 {
		s.log.Info("counted the bytes of steps stored before bytes were counted", "steps", n)
	}
	for _, q := range []string{
		`MATCH (o:Object) WHERE o.props IS NOT NULL SET o.props_json = o.props REMOVE o.props`,
		`MATCH ()-[r:SUPPORTED_BY|DERIVED_FROM]->() WHERE r.t_ns IS NOT NULL
			SET r.time = datetime({epochSeconds: r.t_ns / 1000000000, nanosecond: r.t_ns % 1000000000}) REMOVE r.t_ns`,
		// Sessions recorded before timelines were marked: a session whose
		// runs are episodes of their own is their timeline, not a use.
		`MATCH (e:Episode) WHERE e.id STARTS WITH 'session-' AND e.timeline IS NULL AND NOT e.id CONTAINS '-run-'
			AND EXISTS { MATCH (r:Episode) WHERE r.id STARTS WITH e.id + '-run-' }
			SET e.timeline = true`,
	} {
		if err := s.write(ctx, "upgrade", func(t tx) error { _, err := run(ctx, t, q, nil); return err }); err != nil {
			return err
		}
	}
	return nil
}

func (s *Store) upgradeLabel(ctx context.Context, label string, conv legacy) (int, error) {
	return s.inBatches(ctx, func(t tx) (int, error) {
		recs, err := run(ctx, t, `MATCH (n:`+label+`) WHERE n.body IS NOT NULL
			RETURN elementId(n) AS id, properties(n) AS p LIMIT $n`, map[string]any{"n": int64(upgradeBatch)})
		if err != nil {
			return 0, err
		}
		rows := make([]any, 0, len(recs))
		for _, r := range recs {
			old, err := nodeProps(r["p"])
			if err != nil {
				return 0, err
			}
			set, err := conv(old)
			if err != nil {
				return 0, fmt.Errorf("node %s: %w: %v", r.str("id"), memory.ErrInvalid, err)
			}
			rows = append(rows, map[string]any{"id": r.str("id"), "set": set})
		}
		if len(rows) == 0 {
			return 0, nil
		}
		_, err = run(ctx, t, `UNWIND $rows AS r MATCH (n) WHERE elementId(n) = r.id SET n += r.set`, map[string]any{"rows": rows})
		return len(rows), err
	})
}

// inBatches runs batch, each in a write transaction of its own, until
// one does fewer than upgradeBatch things, and returns how many they did
// in all.
func (s *Store) inBatches(ctx context.Context, batch func(t tx) (int, error)) (int, error) {
	total := 0
	for {
		n := 0
		err := s.write(ctx, "upgrade", func(t tx) error {
			var err error
			n, err = batch(t)
			return err
		})
		if err != nil {
			return total, err
		}
		total += n
		if n < upgradeBatch {
			return total, nil
		}
	}
}

// upgradeStepBytes counts the bytes of the steps a store holds from before
// it counted them (Step.bytes, each episode's step_bytes: an agent's
// --max-agent-step-bytes), once a store: an (:Upgrade {name:
// "step_bytes"}) node says it is done. A step's bytes are its canonical
// JSON's as its node holds it (the frames it names, links of their own,
// are left out); an episode with none counted counts its steps'. It
// returns how many steps it counted.
func (s *Store) upgradeStepBytes(ctx context.Context) (int, error) {
	done := false
	if err := s.read(ctx, "upgrade", func(t tx) error {
		recs, err := run(ctx, t, `OPTIONAL MATCH (m:Upgrade {name: 'step_bytes'}) RETURN m IS NOT NULL AS done`, nil)
		if err == nil && len(recs) > 0 {
			done = recs[0].boolean("done")
		}
		return err
	}); err != nil || done {
		return 0, err
	}
	// Each step its bytes; its episode's sum is counted again below.
	total, err := s.inBatches(ctx, func(t tx) (int, error) {
		recs, err := run(ctx, t, `MATCH (st:Step) WHERE st.bytes IS NULL
			RETURN elementId(st) AS id, st.episode AS episode, properties(st) AS p LIMIT $n`, map[string]any{"n": int64(upgradeBatch)})
		if err != nil {
			return 0, err
		}
		rows := make([]any, 0, len(recs))
		for _, r := range recs {
			p, err := nodeProps(r["p"])
			if err != nil {
				return 0, err
			}
			st, err := stepFrom(p)
			if err != nil {
				return 0, fmt.Errorf("step %s: %w", r.str("id"), err)
			}
			rows = append(rows, map[string]any{"id": r.str("id"), "episode": r.str("episode"), "bytes": memory.StepBytes(st)})
		}
		if len(rows) == 0 {
			return 0, nil
		}
		_, err = run(ctx, t, `UNWIND $rows AS r MATCH (st:Step) WHERE elementId(st) = r.id SET st.bytes = r.bytes
			WITH DISTINCT r.episode AS e MATCH (x:Episode {id: e}) REMOVE x.step_bytes`, map[string]any{"rows": rows})
		return len(rows), err
	})
	if err != nil {
		return total, err
	}
	// Episodes that count none: those above, and those whose steps have
	// their bytes (converted from the first layout, which counted none on
	// the episode).
	if _, err := s.inBatches(ctx, func(t tx) (int, error) {
		recs, err := run(ctx, t, `MATCH (e:Episode) WHERE e.step_bytes IS NULL WITH e LIMIT $n
			OPTIONAL MATCH (st:Step {episode: e.id}) WITH e, sum(coalesce(st.bytes, 0)) AS b
			SET e.step_bytes = b RETURN count(e) AS n`, map[string]any{"n": int64(upgradeBatch)})
		if err != nil || len(recs) == 0 {
			return 0, err
		}
		return int(recs[0].i64("n")), nil
	}); err != nil {
		return total, err
	}
	return total, s.write(ctx, "upgrade", func(t tx) error {
		_, err := run(ctx, t, `MERGE (:Upgrade {name: 'step_bytes'})`, nil)
		return err
	})
}
