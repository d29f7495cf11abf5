package neo4j

import (
	"context"
	"fmt"
	"strings"

	driver "github.com/neo4j/neo4j-go-driver/v5/neo4j"

	"github.com/skillrun/skillrun/memory"
)

// recallSchema adds the indexes recall beyond one action needs: steps by
// object, class, version and skill; the vector index on current notes.
var recallSchema = []string{
	`DROP INDEX step_object_t IF EXISTS`,
	`DROP INDEX step_class_t IF EXISTS`,
	`DROP INDEX step_version_t IF EXISTS`,
	`DROP INDEX step_skill_t IF EXISTS`,
	`DROP INDEX step_action_ok_t IF EXISTS`,
	`CREATE INDEX step_object_time IF NOT EXISTS FOR (n:Step) ON (n.object, n.time)`,
	`CREATE INDEX step_class_time IF NOT EXISTS FOR (n:Step) ON (n.class, n.time)`,
	`CREATE INDEX step_version_time IF NOT EXISTS FOR (n:Step) ON (n.version, n.time)`,
	`CREATE INDEX step_skill_time IF NOT EXISTS FOR (n:Step) ON (n.skill, n.ok, n.time)`,
	`CREATE INDEX step_action_ok_time IF NOT EXISTS FOR (n:Step) ON (n.action, n.ok, n.time)`,
	`CREATE VECTOR INDEX note_embedding IF NOT EXISTS FOR (n:Note) ON (n.embedding) OPTIONS {indexConfig: {` + "`vector.similarity_function`" + `: 'cosine'}}`,
}

// searchIndex is the full-text index over episodes, index rows, notes,
// plans and skill descriptions, with Lucene's English analyser (Porter
// stemming, English stop words), so "heated mugs" finds "heating mug".
const searchIndex = `CREATE FULLTEXT INDEX memory_search IF NOT EXISTS FOR (n:Episode|IndexRow|Note|Plan|SkillVersion) ON EACH [n.search]
	OPTIONS {indexConfig: {` + "`fulltext.analyzer`" + `: 'english'}}`

// ensureEnglish drops the full-text index when an older store made it
// with another analyser; schema then makes it again (Neo4j rebuilds it
// from the nodes).
func (s *Store) ensureEnglish(ctx context.Context) error {
	res, err := driver.ExecuteQuery(ctx, s.d, `SHOW FULLTEXT INDEXES YIELD name, options WHERE name = 'memory_search'
		RETURN options.indexConfig['fulltext.analyzer'] AS analyzer`, nil, driver.EagerResultTransformer, driver.ExecuteQueryWithDatabase(s.db))
	if err != nil {
		return fmt.Errorf("full-text analyser: %w", wrap(err))
	}
	if len(res.Records) == 0 {
		return nil
	}
	if a, _ := res.Records[0].Get("analyzer"); a == "english" {
		return nil
	}
	if _, err := driver.ExecuteQuery(ctx, s.d, `DROP INDEX memory_search IF EXISTS`, nil, driver.EagerResultTransformer,
		driver.ExecuteQueryWithDatabase(s.db)); err != nil {
		return fmt.Errorf("full-text analyser: %w", wrap(err))
	}
	return nil
}

// failuresBy answers the failure queries without an action, or limited to
// a skill.
func (s *Store) failuresBy(ctx context.Context, q memory.FailureQuery) ([]memory.Failure, error) {
	var out []memory.Failure
	err := s.read(ctx, "failures", func(t tx) error {
		p := map[string]any{"a": q.Action, "o": q.Object, "c": q.Class, "k": q.Skill, "n": int64(q.Limit)}
		base := `s.ok = false AND s.time IS NOT NULL AND ($a = '' OR s.action = $a) AND ($k = '' OR s.skill = $k)`
		var cand []memory.Failure
		add := func(cond string) error {
			recs, err := run(ctx, t, `MATCH (s:Step) WHERE `+cond+` AND `+base+failureRet(""), p)
			cand = append(cand, toFailures(recs)...)
			return err
		}
		if q.Object == "" && q.Class == "" {
			if err := add(`s.skill = $k`); err != nil {
				return err
			}
		}
		if q.Object != "" {
			if err := add(`s.object = $o`); err != nil {
				return err
			}
		}
		if q.Class != "" {
			if err := add(`s.class = $c AND ($o = '' OR s.object IS NULL OR s.object <> $o)`); err != nil {
				return err
			}
		}
		out = memory.RankFailures(q, cand)
		return recoveries(ctx, t, out)
	})
	return out, err
}

// Steps returns recorded steps that match q, newest first.
func (s *Store) Steps(ctx context.Context, q memory.StepQuery) ([]memory.StepHit, error) {
	q, err := q.Normalize()
	if err != nil {
		return nil, err
	}
	p := map[string]any{"n": int64(q.Limit)}
	var conds []string
	for _, c := range []struct{ prop, v string }{{"action", q.Action}, {"object", q.Object}, {"class", q.Class}, {"skill", q.Skill}, {"version", q.Version}} {
		if c.v != "" {
			conds = append(conds, "s."+c.prop+" = $"+c.prop)
			p[c.prop] = c.v
		}
	}
	if q.OK != nil {
		conds = append(conds, "s.ok = $ok")
		p["ok"] = *q.OK
	}
	var out []memory.StepHit
	err = s.read(ctx, "steps", func(t tx) error {
		recs, err := run(ctx, t, `MATCH (s:Step) WHERE `+strings.Join(conds, " AND ")+` AND s.time IS NOT NULL
			RETURN s.episode AS episode, s.idx AS idx, s.time AS t, s.action AS action, coalesce(s.object, '') AS object,
				coalesce(s.class, '') AS class, s.ok AS ok, coalesce(s.reason, '') AS reason, coalesce(s.skill, '') AS skill,
				coalesce(s.version, '') AS version, s.pos.x AS x, s.pos.y AS y, s.pos.z AS z
			ORDER BY s.time DESC, s.episode, s.idx LIMIT $n`, p)
		for _, r := range recs {
			h := memory.StepHit{Step: memory.StepRef{Episode: r.str("episode"), Index: int(r.i64("idx"))}, Time: r.time("t"),
				Action: r.str("action"), Object: r.str("object"), Class: r.str("class"), OK: r.boolean("ok"), Reason: r.str("reason"),
				Skill: r.str("skill"), Version: r.str("version")}
			if r["x"] != nil {
				h.Pos = &[3]float64{r.f64("x"), r.f64("y"), r.f64("z")}
			}
			out = append(out, h)
		}
		return err
	})
	return out, err
}

// Usage sums a version's use from its steps.
func (s *Store) Usage(ctx context.Context, version string) (memory.Usage, error) {
	u := memory.Usage{Version: version}
	if strings.TrimSpace(version) == "" {
		return u, fmt.Errorf("usage: %w: no version given", memory.ErrInvalid)
	}
	err := s.read(ctx, fmt.Sprintf("usage of %q", version), func(t tx) error {
		recs, err := run(ctx, t, `MATCH (s:Step) WHERE s.version = $v AND s.time IS NOT NULL
			WITH s.episode AS ep, count(*) AS steps, sum(CASE WHEN s.ok THEN 0 ELSE 1 END) AS failed
			WHERE NOT EXISTS { MATCH (e:Episode {id: ep}) WHERE e.timeline = true }
			RETURN count(ep) AS episodes, sum(CASE WHEN failed > 0 THEN 1 ELSE 0 END) AS failed_episodes,
				sum(steps) AS steps, sum(failed) AS failed`, map[string]any{"v": version})
		if err != nil || len(recs) == 0 {
			return err
		}
		r := recs[0]
		u.Episodes, u.FailedEpisodes, u.Steps, u.Failed = int(r.i64("episodes")), int(r.i64("failed_episodes")), int(r.i64("steps")), int(r.i64("failed"))
		return nil
	})
	u.Fill()
	return u, err
}

// Notes finds current notes: through the vector index when the query has
// a vector, else by reading every current note; memory.RankNotes then
// filters and orders them as the embedded store does.
func (s *Store) Notes(ctx context.Context, q memory.NoteQuery) ([]memory.NoteHit, error) {
	q, err := q.Normalize()
	if err != nil {
		return nil, err
	}
	var notes []memory.Note
	err = s.read(ctx, "notes", func(t tx) error {
		var err error
		if len(q.Vector) > 0 {
			vec := make([]float64, len(q.Vector))
			for i, x := range q.Vector {
				vec[i] = float64(x)
			}
			notes, err = bodies[memory.Note](ctx, t, `CALL db.index.vector.queryNodes('note_embedding', $k, $v) YIELD node, score
				WHERE node.search IS NOT NULL RETURN properties(node) AS p ORDER BY score DESC, node.id`,
				map[string]any{"k": int64(max(100, 10*q.Limit)), "v": vec})
			return err
		}
		notes, err = bodies[memory.Note](ctx, t, `MATCH (n:Note) WHERE n.search IS NOT NULL RETURN properties(n) AS p ORDER BY n.id`, nil)
		return err
	})
	if err != nil {
		return nil, err
	}
	return memory.RankNotes(q, notes), nil
}

// setNoteEmbedding puts a note's embedding on its current revision, where
// the vector index finds it (older revisions lose theirs).
func setNoteEmbedding(ctx context.Context, t tx, id string, emb []float32) error {
	if len(emb) == 0 {
		return nil
	}
	vec := make([]float64, len(emb))
	for i, x := range emb {
		vec[i] = float64(x)
	}
	_, err := run(ctx, t, `MATCH (n:Note {id: $id}) WHERE n.search IS NOT NULL SET n.embedding = $v`, map[string]any{"id": id, "v": vec})
	return err
}
