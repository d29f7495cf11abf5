package neo4j

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/skillrun/skillrun/memory"
)

// failureRet returns failures newest first. order names the index's
// leading properties: ordering by all of them lets Neo4j read the newest
// entries in index order and stop at the limit, with no sort.
func failureRet(order string) string {
	return ` RETURN s.episode AS episode, s.idx AS idx, s.time AS t, s.action AS action, coalesce(s.object, '') AS object,
	coalesce(s.class, '') AS class, coalesce(s.reason, '') AS reason, coalesce(s.version, '') AS version ORDER BY ` + order + `s.time DESC LIMIT $n`
}

func toFailures(recs []rec) []memory.Failure {
	out := make([]memory.Failure, len(recs))
	for i, r := range recs {
		out[i] = memory.Failure{Step: memory.StepRef{Episode: r.str("episode"), Index: int(r.i64("idx"))}, Time: r.time("t"),
			Action: r.str("action"), Object: r.str("object"), Class: r.str("class"), Reason: r.str("reason"), Version: r.str("version")}
	}
	return out
}

// Failures returns failed steps of an action on objects like q.Object,
// ranked by match * exp(-λ·Δt), with their recoveries.
func (s *Store) Failures(ctx context.Context, q memory.FailureQuery) ([]memory.Failure, error) {
	if strings.TrimSpace(q.Action) == "" && q.Object == "" && q.Class == "" && q.Skill == "" {
		return nil, fmt.Errorf("failures: %w: give an action, object, class or skill", memory.ErrInvalid)
	}
	q = q.Normalize()
	if q.Action == "" || q.Skill != "" {
		return s.failuresBy(ctx, q)
	}
	var out []memory.Failure
	err := s.read(ctx, fmt.Sprintf("failures of %s", q.Action), func(t tx) error {
		p := map[string]any{"a": q.Action, "o": q.Object, "c": q.Class, "n": int64(q.Limit)}
		var cand []memory.Failure
		add := func(query string) error {
			recs, err := run(ctx, t, query, p)
			if err != nil {
				return err
			}
			cand = append(cand, toFailures(recs)...)
			return nil
		}
		if q.Object == "" && q.Class == "" {
			if err := add(`MATCH (s:Step) WHERE s.action = $a AND s.ok = false` + failureRet("")); err != nil {
				return err
			}
		}
		if q.Object != "" {
			if err := add(`MATCH (s:Step) WHERE s.action = $a AND s.object = $o AND s.ok = false AND s.time IS NOT NULL` +
				failureRet("s.action DESC, s.object DESC, s.ok DESC, ")); err != nil {
				return err
			}
		}
		if q.Class != "" {
			if err := add(`MATCH (s:Step) WHERE s.action = $a AND s.class = $c AND s.ok = false AND s.time IS NOT NULL
				AND ($o = '' OR s.object IS NULL OR s.object <> $o)` + failureRet("s.action DESC, s.class DESC, s.ok DESC, ")); err != nil {
				return err
			}
		}
		out = memory.RankFailures(q, cand)
		return recoveries(ctx, t, out)
	})
	return out, err
}

// recoveries finds, in one round trip, each failure's later success of the
// same action on the same object (within memory.RecoveryWindow steps) and
// the last other successful step before it.
func recoveries(ctx context.Context, t tx, fs []memory.Failure) error {
	if len(fs) == 0 {
		return nil
	}
	rows := make([]any, len(fs))
	for i, f := range fs {
		rows[i] = map[string]any{"k": int64(i), "e": f.Step.Episode, "i": int64(f.Step.Index), "w": int64(f.Step.Index + memory.RecoveryWindow),
			"a": f.Action, "o": orNil(f.Object)}
	}
	recs, err := run(ctx, t, `UNWIND $rows AS f
		CALL (f) {
			OPTIONAL MATCH (r:Step {episode: f.e}) WHERE r.idx > f.i AND r.idx <= f.w AND r.action = f.a AND r.ok = true
				AND (r.object = f.o OR (r.object IS NULL AND f.o IS NULL))
			WITH r ORDER BY r.idx LIMIT 1
			RETURN r
		}
		CALL (f, r) {
			OPTIONAL MATCH (x:Step {episode: f.e}) WHERE r IS NOT NULL AND x.idx > f.i AND x.idx < r.idx AND x.ok = true
				AND NOT (x.action = f.a AND (x.object = f.o OR (x.object IS NULL AND f.o IS NULL)))
			WITH x ORDER BY x.idx DESC LIMIT 1
			RETURN x
		}
		RETURN f.k AS k, properties(r) AS rec, properties(x) AS en`, map[string]any{"rows": rows})
	if err != nil {
		return err
	}
	for _, r := range recs {
		f := &fs[r.i64("k")]
		for k, to := range map[string]**memory.Step{"rec": &f.Recovery, "en": &f.Enabler} {
			if r[k] == nil {
				continue
			}
			props, err := nodeProps(r[k])
			if err != nil {
				return err
			}
			st, err := stepFrom(props)
			if err != nil {
				return err
			}
			*to = &st
		}
	}
	return nil
}

func exists(ctx context.Context, t tx, what, q string, p map[string]any) error {
	recs, err := run(ctx, t, `RETURN EXISTS { `+q+` } AS ok`, p)
	if err != nil {
		return err
	}
	if !recs[0].boolean("ok") {
		return fmt.Errorf("%s: %w", what, memory.ErrNotFound)
	}
	return nil
}

func toEvidence(recs []rec) []memory.Evidence {
	out := make([]memory.Evidence, len(recs))
	for i, r := range recs {
		out[i] = memory.Evidence{Version: r.str("version"), Skill: r.str("skill"), Episode: r.str("episode"), Relation: memory.Relation(r.str("rel")), Time: r.time("t"),
			Reason: r.str("reason"), By: r.str("by")}
	}
	return out
}

const evidenceRet = ` RETURN v.id AS version, v.skill AS skill, e.id AS episode, type(r) AS rel, r.time AS t, r.reason AS reason, r.by AS by`

// Evidence returns the evidence of a version, newest link first.
func (s *Store) Evidence(ctx context.Context, version string) ([]memory.Evidence, error) {
	return s.versionEvidence(ctx, fmt.Sprintf("evidence of %q", version), `(e:Episode)`, ` ORDER BY t DESC, episode, rel`,
		map[string]any{"v": version})
}

// EvidenceLinks returns the links between version and episode, newest
// first.
func (s *Store) EvidenceLinks(ctx context.Context, version, episode string) ([]memory.Evidence, error) {
	return s.versionEvidence(ctx, fmt.Sprintf("evidence of %q in %q", version, episode), `(e:Episode {id: $e})`, ` ORDER BY t DESC, rel`,
		map[string]any{"v": version, "e": episode})
}

// versionEvidence reads the links of the version $v in p (ErrNotFound
// when it is not recorded) to the episodes episode matches, ordered by
// order.
func (s *Store) versionEvidence(ctx context.Context, what, episode, order string, p map[string]any) ([]memory.Evidence, error) {
	var out []memory.Evidence
	err := s.read(ctx, what, func(t tx) error {
		if err := exists(ctx, t, "version", `MATCH (v:SkillVersion {id: $v}) WHERE v.hash IS NOT NULL`, p); err != nil {
			return err
		}
		recs, err := run(ctx, t, `MATCH (v:SkillVersion {id: $v})-[r:SUPPORTED_BY|DERIVED_FROM|FAILED_IN]->`+episode+evidenceRet+order, p)
		out = toEvidence(recs)
		return err
	})
	return out, err
}

// RecentEvidence returns version's links of rel by by at or after since,
// newest first, at most limit.
func (s *Store) RecentEvidence(ctx context.Context, version, by string, rel memory.Relation, since time.Time, limit int) ([]memory.Evidence, error) {
	switch rel {
	case memory.SupportedBy, memory.DerivedFrom, memory.FailedIn:
	default:
		return nil, fmt.Errorf("recent evidence of %q: unknown relation %q", version, rel)
	}
	var out []memory.Evidence
	err := s.read(ctx, fmt.Sprintf("recent evidence of %q", version), func(t tx) error {
		p := map[string]any{"v": version, "by": by, "t": since.UTC(), "n": int64(max(limit, 0))}
		if err := exists(ctx, t, "version", `MATCH (v:SkillVersion {id: $v}) WHERE v.hash IS NOT NULL`, p); err != nil {
			return err
		}
		recs, err := run(ctx, t, `MATCH (v:SkillVersion {id: $v})-[r:`+string(rel)+`]->(e:Episode) WHERE coalesce(r.by, '') = $by AND r.time >= $t`+evidenceRet+` ORDER BY t DESC, episode LIMIT $n`, p)
		out = toEvidence(recs)
		return err
	})
	return out, err
}

// EvidenceCounts counts version's links by by at or after since, by
// relation, in the server (no link is sent).
func (s *Store) EvidenceCounts(ctx context.Context, version, by string, since time.Time) (map[memory.Relation]int, error) {
	out := map[memory.Relation]int{}
	err := s.read(ctx, fmt.Sprintf("evidence counts of %q", version), func(t tx) error {
		p := map[string]any{"v": version, "by": by}
		if err := exists(ctx, t, "version", `MATCH (v:SkillVersion {id: $v}) WHERE v.hash IS NOT NULL`, p); err != nil {
			return err
		}
		q := `MATCH (v:SkillVersion {id: $v})-[r:SUPPORTED_BY|DERIVED_FROM|FAILED_IN]->(:Episode) WHERE coalesce(r.by, '') = $by`
		if !since.IsZero() {
			q += ` AND r.time >= $t`
			p["t"] = since.UTC()
		}
		recs, err := run(ctx, t, q+` RETURN type(r) AS rel, count(r) AS n`, p)
		for _, r := range recs {
			out[memory.Relation(r.str("rel"))] = int(r.i64("n"))
		}
		return err
	})
	return out, err
}

// SkillEvidence returns the evidence of every version of skill, oldest
// link first.
func (s *Store) SkillEvidence(ctx context.Context, skill string) ([]memory.Evidence, error) {
	var out []memory.Evidence
	err := s.read(ctx, fmt.Sprintf("evidence of the versions of %q", skill), func(t tx) error {
		recs, err := run(ctx, t, `MATCH (:Skill {name: $s})-[:HAS_VERSION]->(v:SkillVersion)-[r:SUPPORTED_BY|DERIVED_FROM|FAILED_IN]->(e:Episode)`+evidenceRet+` ORDER BY t, version, episode, rel`, map[string]any{"s": skill})
		out = toEvidence(recs)
		return err
	})
	return out, err
}

// Supports returns the versions an episode is evidence for, newest link first.
func (s *Store) Supports(ctx context.Context, episode string) ([]memory.Evidence, error) {
	var out []memory.Evidence
	err := s.read(ctx, fmt.Sprintf("versions supported by %q", episode), func(t tx) error {
		p := map[string]any{"e": episode}
		if err := exists(ctx, t, "episode", `MATCH (e:Episode {id: $e})`, p); err != nil {
			return err
		}
		recs, err := run(ctx, t, `MATCH (v:SkillVersion)-[r:SUPPORTED_BY|DERIVED_FROM|FAILED_IN]->(e:Episode {id: $e})`+evidenceRet+` ORDER BY t DESC, version, rel`, p)
		out = toEvidence(recs)
		return err
	})
	return out, err
}

// Verifications returns a version's verification runs, newest first.
func (s *Store) Verifications(ctx context.Context, version string) ([]memory.VerificationRun, error) {
	var out []memory.VerificationRun
	err := s.read(ctx, fmt.Sprintf("verifications of %q", version), func(t tx) error {
		p := map[string]any{"v": version}
		if err := exists(ctx, t, "version", `MATCH (v:SkillVersion {id: $v}) WHERE v.hash IS NOT NULL`, p); err != nil {
			return err
		}
		var err error
		out, err = bodies[memory.VerificationRun](ctx, t, `MATCH (r:VerificationRun)-[:OF]->(:SkillVersion {id: $v}) RETURN properties(r) AS p ORDER BY r.time DESC, r.id`, p)
		return err
	})
	return out, err
}

// RecentVerifications returns a version's newest limit verification runs,
// newest first.
func (s *Store) RecentVerifications(ctx context.Context, version string, limit int) ([]memory.VerificationRun, error) {
	var out []memory.VerificationRun
	err := s.read(ctx, fmt.Sprintf("verifications of %q", version), func(t tx) error {
		p := map[string]any{"v": version, "n": int64(max(limit, 0))}
		if err := exists(ctx, t, "version", `MATCH (v:SkillVersion {id: $v}) WHERE v.hash IS NOT NULL`, p); err != nil {
			return err
		}
		var err error
		out, err = bodies[memory.VerificationRun](ctx, t, `MATCH (r:VerificationRun)-[:OF]->(:SkillVersion {id: $v}) RETURN properties(r) AS p ORDER BY r.time DESC, r.id LIMIT $n`, p)
		return err
	})
	return out, err
}

// Verification returns one verification run of version by id.
func (s *Store) Verification(ctx context.Context, version, id string) (memory.VerificationRun, error) {
	var out []memory.VerificationRun
	err := s.read(ctx, fmt.Sprintf("verification %q of %q", id, version), func(t tx) error {
		var err error
		out, err = bodies[memory.VerificationRun](ctx, t, `MATCH (r:VerificationRun {id: $id})-[:OF]->(:SkillVersion {id: $v}) RETURN properties(r) AS p`, map[string]any{"v": version, "id": id})
		return err
	})
	if err == nil && len(out) == 0 {
		err = fmt.Errorf("verification %q of %q: %w", id, version, memory.ErrNotFound)
	}
	if err != nil {
		return memory.VerificationRun{}, err
	}
	return out[0], nil
}

// SuccessRate sums a version's verification verdicts.
func (s *Store) SuccessRate(ctx context.Context, version string) (memory.Rate, error) {
	r := memory.Rate{Version: version}
	err := s.read(ctx, fmt.Sprintf("success rate of %q", version), func(t tx) error {
		p := map[string]any{"v": version}
		if err := exists(ctx, t, "version", `MATCH (v:SkillVersion {id: $v}) WHERE v.hash IS NOT NULL`, p); err != nil {
			return err
		}
		recs, err := run(ctx, t, `OPTIONAL MATCH (r:VerificationRun)-[:OF]->(:SkillVersion {id: $v})
			RETURN count(r) AS runs, coalesce(sum(r.passed), 0) AS passed, coalesce(sum(r.total), 0) AS total`, p)
		if err != nil {
			return err
		}
		r.Runs, r.Passed, r.Total = int(recs[0].i64("runs")), int(recs[0].i64("passed")), int(recs[0].i64("total"))
		return nil
	})
	if r.Total > 0 {
		r.Rate = float64(r.Passed) / float64(r.Total)
	}
	return r, err
}

// VersionsIn returns the skill versions that ran in an episode, in order of first use.
func (s *Store) VersionsIn(ctx context.Context, episode string) ([]memory.VersionUse, error) {
	var out []memory.VersionUse
	err := s.read(ctx, fmt.Sprintf("versions in %q", episode), func(t tx) error {
		p := map[string]any{"e": episode}
		if err := exists(ctx, t, "episode", `MATCH (e:Episode {id: $e})`, p); err != nil {
			return err
		}
		recs, err := run(ctx, t, `MATCH (s:Step {episode: $e}) WHERE s.idx >= 0 AND s.version IS NOT NULL
			RETURN s.skill AS skill, s.version AS version, min(s.idx) AS first, count(s) AS steps, sum(CASE WHEN s.ok THEN 0 ELSE 1 END) AS failed
			ORDER BY first`, p)
		for _, r := range recs {
			out = append(out, memory.VersionUse{Skill: r.str("skill"), Version: r.str("version"), FirstStep: int(r.i64("first")),
				Steps: int(r.i64("steps")), Failed: int(r.i64("failed"))})
		}
		return err
	})
	return out, err
}

// Near returns steps within a radius of a position, nearest first.
func (s *Store) Near(ctx context.Context, q memory.NearQuery) ([]memory.Place, error) {
	q, err := memory.NormalizeNear(q)
	if err != nil {
		return nil, fmt.Errorf("near: %w", err)
	}
	var out []memory.Place
	err = s.read(ctx, fmt.Sprintf("near %v", q.Pos), func(t tx) error {
		p, r := q.Pos, q.Radius
		recs, err := run(ctx, t, `MATCH (s:Step)
			WHERE point.withinBBox(s.pos, point({x: $x0, y: $y0, z: $z0}), point({x: $x1, y: $y1, z: $z1}))
			RETURN s.episode AS episode, s.idx AS idx, s.pos.x AS x, s.pos.y AS y, s.pos.z AS z, s.time AS t, s.action AS action, s.ok AS ok, coalesce(s.reason, '') AS reason`,
			map[string]any{"x0": p[0] - r, "y0": p[1] - r, "z0": p[2] - r, "x1": p[0] + r, "y1": p[1] + r, "z1": p[2] + r})
		for _, rc := range recs {
			pl := memory.Place{Step: memory.StepRef{Episode: rc.str("episode"), Index: int(rc.i64("idx"))}, Pos: [3]float64{rc.f64("x"), rc.f64("y"), rc.f64("z")},
				Time: rc.time("t"), Action: rc.str("action"), OK: rc.boolean("ok"), Reason: rc.str("reason")}
			if pl.Within(p, r) {
				out = append(out, pl)
			}
		}
		return err
	})
	if err != nil {
		return nil, err
	}
	return memory.RankPlaces(out, q.Limit), nil
}

// Before returns up to n steps before a step, oldest first (without frames).
func (s *Store) Before(ctx context.Context, step memory.StepRef, n int) ([]memory.Step, error) {
	if err := memory.CheckBefore(step, n); err != nil {
		return nil, err
	}
	var out []memory.Step
	err := s.read(ctx, fmt.Sprintf("steps before %s", step), func(t tx) error {
		p := map[string]any{"id": step.String(), "e": step.Episode, "i": int64(step.Index), "n": int64(n)}
		if err := exists(ctx, t, "step", `MATCH (s:Step {id: $id})`, p); err != nil {
			return err
		}
		recs, err := run(ctx, t, `MATCH (s:Step {episode: $e}) WHERE s.idx < $i RETURN properties(s) AS p ORDER BY s.idx DESC LIMIT $n`, p)
		if err != nil {
			return err
		}
		out = make([]memory.Step, len(recs))
		for i, r := range recs {
			props, err := nodeProps(r["p"])
			if err != nil {
				return err
			}
			// Newest first from the query; oldest first out.
			if out[len(recs)-1-i], err = stepFrom(props); err != nil {
				return err
			}
		}
		return nil
	})
	return out, err
}

// Search does full-text search with the memory_search Lucene index.
func (s *Store) Search(ctx context.Context, q memory.SearchQuery) ([]memory.Hit, error) {
	words, limit, err := memory.SearchTerms(q)
	if err != nil {
		return nil, err
	}
	if !q.Any {
		for i, w := range words {
			words[i] = "+" + w
		}
	}
	var out []memory.Hit
	err = s.read(ctx, fmt.Sprintf("search %q", q.Text), func(t tx) error {
		recs, err := run(ctx, t, `CALL db.index.fulltext.queryNodes('memory_search', $q) YIELD node, score
			RETURN CASE
				WHEN node:Episode THEN 'episode' WHEN node:IndexRow THEN 'index' WHEN node:Note THEN 'note'
				WHEN node:Plan THEN 'plan' ELSE 'skill' END AS kind,
				coalesce(node.ref, node.id) AS id, node.search AS text, score
			ORDER BY score DESC, kind, id LIMIT $n`, map[string]any{"q": strings.Join(words, " "), "n": int64(limit)})
		for _, r := range recs {
			out = append(out, memory.Hit{Kind: r.str("kind"), ID: r.str("id"), Text: strings.TrimSpace(r.str("text")), Score: r.f64("score")})
		}
		return err
	})
	return out, err
}

// Provenance returns a version, its skill's version chain with evidence and rates.
func (s *Store) Provenance(ctx context.Context, version string) (memory.Provenance, error) {
	v, err := s.Version(ctx, version)
	if err != nil {
		return memory.Provenance{}, fmt.Errorf("provenance: %w", err)
	}
	p := memory.Provenance{Version: v, Evidence: map[string][]memory.Evidence{}, Rates: map[string]memory.Rate{}}
	err = s.read(ctx, fmt.Sprintf("provenance of %q", version), func(t tx) error {
		recs, err := run(ctx, t, `MATCH (v:SkillVersion {id: $id})-[:SUPERSEDES*0..]-(c:SkillVersion)
			WITH DISTINCT c ORDER BY c.created DESC, c.id
			WITH collect(c) AS cs
			UNWIND cs[0..$n] AS c
			OPTIONAL MATCH (c)-[:SUPERSEDES]->(o:SkillVersion)
			WITH c, min(o.id) AS older, size(cs) AS total
			RETURN properties(c) AS p, older, total ORDER BY c.created DESC, c.id`, map[string]any{"id": version, "n": int64(memory.MaxProvenanceChain)})
		for _, r := range recs {
			if n, ok := r["total"].(int64); ok {
				p.More = max(int(n)-memory.MaxProvenanceChain, 0)
			}
			props, err := nodeProps(r["p"])
			if err != nil {
				return err
			}
			var cv memory.SkillVersion
			if err := fromProps(props, &cv); err != nil {
				return err
			}
			if cv.Supersedes == "" {
				cv.Supersedes = r.str("older")
			}
			p.Chain = append(p.Chain, cv)
		}
		return err
	})
	if err != nil {
		return p, err
	}
	for _, cv := range p.Chain {
		if p.Evidence[cv.ID], err = s.Evidence(ctx, cv.ID); err != nil {
			return p, err
		}
		if p.Rates[cv.ID], err = s.SuccessRate(ctx, cv.ID); err != nil {
			return p, err
		}
	}
	return p, nil
}

// Stats counts nodes by label and edges by type.
func (s *Store) Stats(ctx context.Context) (memory.Stats, error) {
	st := memory.Stats{Nodes: map[string]int64{}, Edges: map[string]int64{}}
	nodes := []string{"Episode", "Step", "Frame", "Object", "Cell", "Skill", "VerificationRun", "Decision", "IndexRow", "Note", "Plan"}
	edges := []string{"HAS_STEP", "NEXT", "ACTED_ON", "FAILED_WITH", "INVOKED", "OBSERVED", "AT", "HAS_VERSION", "SUPERSEDES",
		"SUPPORTED_BY", "DERIVED_FROM", "FAILED_IN", "ABOUT", "OF", "AGAINST", "REVISES", "CITES"}
	err := s.read(ctx, "stats", func(t tx) error {
		for _, l := range nodes {
			recs, err := run(ctx, t, `MATCH (n:`+l+`) RETURN count(n) AS n`, nil)
			if err != nil {
				return err
			}
			if n := recs[0].i64("n"); n > 0 {
				st.Nodes[l] = n
			}
		}
		recs, err := run(ctx, t, `MATCH (v:SkillVersion) WHERE v.hash IS NOT NULL RETURN count(v) AS n`, nil)
		if err != nil {
			return err
		}
		if n := recs[0].i64("n"); n > 0 {
			st.Nodes["SkillVersion"] = n
		}
		for _, e := range edges {
			recs, err := run(ctx, t, `MATCH ()-[r:`+e+`]->() RETURN count(r) AS n`, nil)
			if err != nil {
				return err
			}
			if n := recs[0].i64("n"); n > 0 {
				st.Edges[e] = n
			}
		}
		return nil
	})
	return st, err
}

// Prune applies a retention policy (see memory.Retention): each episode in
// its own transaction.
func (s *Store) Prune(ctx context.Context, p memory.Retention) (memory.PruneReport, error) {
	var rep memory.PruneReport
	if err := p.Check(); err != nil {
		return rep, err
	}
	var eps []string
	err := s.read(ctx, "prune", func(t tx) error {
		recs, err := run(ctx, t, `MATCH (e:Episode) WHERE e.start < $before
			WITH e, EXISTS { (e)<-[:SUPPORTED_BY|DERIVED_FROM|FAILED_IN|AGAINST|CITES]-() } AS linked
			RETURN e.id AS id, linked ORDER BY e.start, e.id`, map[string]any{"before": p.Before.UTC()})
		for _, r := range recs {
			if r.boolean("linked") {
				rep.Kept++
			} else {
				eps = append(eps, r.str("id"))
			}
		}
		return err
	})
	if err != nil {
		return rep, err
	}
	err = memory.PruneEach(ctx, &rep, eps, func(ctx context.Context, ep string) (int, int, error) { return s.pruneEpisode(ctx, ep, p) })
	return rep, err
}

func (s *Store) pruneEpisode(ctx context.Context, ep string, p memory.Retention) (removed, added int, err error) {
	err = s.write(ctx, fmt.Sprintf("prune episode %q", ep), func(t tx) error {
		recs, err := run(ctx, t, `MATCH (e:Episode {id: $e}) SET e.lock = true REMOVE e.lock
			WITH e MATCH (s:Step {episode: $e}) WHERE s.idx >= 0
			RETURN s.idx AS idx, s.time AS t, s.action AS action, coalesce(s.object, '') AS object, s.ok AS ok, s.pos.x AS x, s.pos.y AS y, s.pos.z AS z,
				EXISTS { (s)-[:OBSERVED]->(:Frame)<-[:CITES]-() } OR EXISTS { (s)-[:AT]->(:Cell) } AS pinned
			ORDER BY s.idx`, map[string]any{"e": ep})
		if err != nil {
			return err
		}
		steps := make([]memory.PruneStep, len(recs))
		for i, r := range recs {
			steps[i] = memory.PruneStep{Index: int(r.i64("idx")), Time: r.time("t"), Action: r.str("action"), Object: r.str("object"), OK: r.boolean("ok"), Pinned: r.boolean("pinned")}
			if r["x"] != nil {
				steps[i].Pos = &[3]float64{r.f64("x"), r.f64("y"), r.f64("z")}
			}
		}
		remove, rows := memory.PlanPrune(ep, steps, p.KeepContext)
		removed, added = len(remove), len(rows)
		if p.DryRun || len(remove) == 0 {
			return nil
		}
		ids := make([]string, len(remove))
		for i, idx := range remove {
			ids[i] = memory.StepID(ep, idx)
		}
		// Their bytes no longer count for the episode's agent.
		if _, err := run(ctx, t, `CALL { UNWIND $ids AS id MATCH (s:Step {id: id}) WITH s, coalesce(s.bytes, 0) AS b DETACH DELETE s RETURN sum(b) AS n }
			MATCH (e:Episode {id: $e}) SET e.step_bytes = coalesce(e.step_bytes, 0) - n`, map[string]any{"ids": ids, "e": ep}); err != nil {
			return err
		}
		var in []any
		for _, r := range rows {
			pr, err := indexRowParams(r)
			if err != nil {
				return err
			}
			in = append(in, pr)
		}
		if _, err := run(ctx, t, mergeIndexRows, map[string]any{"rows": in}); err != nil {
			return err
		}
		return relinkNext(ctx, t, ep)
	})
	return removed, added, err
}
