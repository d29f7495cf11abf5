package embedded

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"time"

	"github.com/skillrun/skillrun/memory"
)

// failureSelect reads failed steps (alias f) with the bodies of their
// recovery and enabler steps, if linked.
const failureSelect = `SELECT f.episode, f.idx, f.t_ns, f.action, coalesce(f.object, ''), coalesce(f.class, ''), coalesce(f.reason, ''),
	coalesce(f.version, ''), rs.body, es.body
	FROM steps f %s
	LEFT JOIN recoveries r ON r.failure = f.id
	LEFT JOIN steps rs ON rs.id = r.recovery
	LEFT JOIN steps es ON es.id = r.enabler
	WHERE f.action = ? AND f.ok = 0 %s ORDER BY f.t_ns DESC LIMIT ?`

// The three failure queries: of an action on any object, on one object,
// and on other objects of a class.
var (
	failuresAny      = fmt.Sprintf(failureSelect, "INDEXED BY steps_fail_action", "")
	failuresOfObject = fmt.Sprintf(failureSelect, "INDEXED BY steps_fail_object", "AND f.object = ?")
	failuresOfClass  = fmt.Sprintf(failureSelect, "INDEXED BY steps_fail_class", "AND f.class = ? AND f.object IS NOT ?")
)

// linked holds the undecoded recovery and enabler of a candidate failure.
type linked struct{ recovery, enabler sql.NullString }

func scanFailures(ctx context.Context, db reader, out *[]memory.Failure, links map[memory.StepRef]linked, query string, args ...any) error {
	rows, err := db.QueryContext(ctx, query, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var f memory.Failure
		var t int64
		var l linked
		if err := rows.Scan(&f.Step.Episode, &f.Step.Index, &t, &f.Action, &f.Object, &f.Class, &f.Reason, &f.Version, &l.recovery, &l.enabler); err != nil {
			return err
		}
		f.Time = fromNS(t)
		*out = append(*out, f)
		links[f.Step] = l
	}
	return rows.Err()
}

// Failures returns failed steps of an action on objects like q.Object,
// ranked by match * exp(-λ·Δt), each with the step where the same action
// on the same object later succeeded, if it did (from the recovery links
// written with the steps). Each part of the query reads the newest
// entries of a partial index, in index order, up to the limit.
func (s *Store) Failures(ctx context.Context, q memory.FailureQuery) ([]memory.Failure, error) {
	if strings.TrimSpace(q.Action) == "" && q.Object == "" && q.Class == "" && q.Skill == "" {
		return nil, fmt.Errorf("failures: %w: give an action, object, class or skill", memory.ErrInvalid)
	}
	q = q.Normalize()
	if q.Action == "" || q.Skill != "" {
		return s.failuresBy(ctx, q)
	}
	var out []memory.Failure
	err := s.read(fmt.Sprintf("failures of %s", q.Action), func(db reader) error {
		var cand []memory.Failure
		links := map[memory.StepRef]linked{}
		if q.Object == "" && q.Class == "" {
			if err := scanFailures(ctx, db, &cand, links, failuresAny, q.Action, q.Limit); err != nil {
				return err
			}
		}
		if q.Object != "" {
			if err := scanFailures(ctx, db, &cand, links, failuresOfObject,
				q.Action, q.Object, q.Limit); err != nil {
				return err
			}
		}
		if q.Class != "" {
			if err := scanFailures(ctx, db, &cand, links, failuresOfClass,
				q.Action, q.Class, q.Object, q.Limit); err != nil {
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

func decodeStep(body sql.NullString) (*memory.Step, error) {
	if !body.Valid {
		return nil, nil
	}
	var st memory.Step
	if err := jsonUnmarshal(body.String, &st); err != nil {
		return nil, err
	}
	return &st, nil
}

func scanEvidence(ctx context.Context, db reader, query string, args ...any) ([]memory.Evidence, error) {
	rows, err := db.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []memory.Evidence
	for rows.Next() {
		var e memory.Evidence
		var t int64
		var rel string
		if err := rows.Scan(&e.Version, &e.Skill, &e.Episode, &rel, &t, &e.Reason, &e.By); err != nil {
			return nil, err
		}
		e.Relation, e.Time = memory.Relation(rel), fromNS(t)
		out = append(out, e)
	}
	return out, rows.Err()
}

func rowExists(ctx context.Context, db reader, what, query string, args ...any) error {
	var one int
	return notFound(db.QueryRowContext(ctx, query, args...).Scan(&one), what)
}

// Evidence returns the episodes that support a version or that it was
// derived from, newest link first.
func (s *Store) Evidence(ctx context.Context, version string) ([]memory.Evidence, error) {
	return s.versionEvidence(ctx, fmt.Sprintf("evidence of %q", version), version,
		`e.version = ? ORDER BY e.t_ns DESC, e.episode, e.rel`, version)
}

// EvidenceLinks returns the links between version and episode, newest
// first.
func (s *Store) EvidenceLinks(ctx context.Context, version, episode string) ([]memory.Evidence, error) {
	return s.versionEvidence(ctx, fmt.Sprintf("evidence of %q in %q", version, episode), version,
		`e.version = ? AND e.episode = ? ORDER BY e.t_ns DESC, e.rel`, version, episode)
}

// versionEvidence reads the links of version (ErrNotFound when it is not
// recorded) that where, with its args, selects and orders.
func (s *Store) versionEvidence(ctx context.Context, what, version, where string, args ...any) ([]memory.Evidence, error) {
	var out []memory.Evidence
	err := s.read(what, func(db reader) error {
		if err := rowExists(ctx, db, "version", `SELECT 1 FROM versions WHERE id = ?`, version); err != nil {
			return err
		}
		var err error
		out, err = scanEvidence(ctx, db, `SELECT e.version, v.skill, e.episode, e.rel, e.t_ns, e.reason, e.by_who FROM evidence e JOIN versions v ON v.id = e.version
			WHERE `+where, args...)
		return err
	})
	return out, err
}

// RecentEvidence returns version's links of rel by by at or after since,
// newest first, at most limit, from the evidence_by index.
func (s *Store) RecentEvidence(ctx context.Context, version, by string, rel memory.Relation, since time.Time, limit int) ([]memory.Evidence, error) {
	return s.versionEvidence(ctx, fmt.Sprintf("recent evidence of %q", version), version,
		`e.version = ? AND e.by_who = ? AND e.rel = ? AND e.t_ns >= ? ORDER BY e.t_ns DESC, e.episode LIMIT ?`, version, by, string(rel), since.UnixNano(), max(limit, 0))
}

// EvidenceCounts counts version's links by by at or after since, by
// relation: all of them from the counts the evidence table's triggers
// keep (one row a relation), those since a time from the evidence_by
// index (the rows since then).
func (s *Store) EvidenceCounts(ctx context.Context, version, by string, since time.Time) (map[memory.Relation]int, error) {
	out := map[memory.Relation]int{}
	q, args := `SELECT rel, n FROM evidence_counts WHERE version = ? AND by_who = ? AND n > 0`, []any{version, by}
	if !since.IsZero() {
		q = `SELECT rel, count(*) FROM evidence INDEXED BY evidence_by WHERE version = ? AND by_who = ? AND t_ns >= ? GROUP BY rel`
		args = append(args, since.UnixNano())
	}
	err := s.read(fmt.Sprintf("evidence counts of %q", version), func(db reader) error {
		if err := rowExists(ctx, db, "version", `SELECT 1 FROM versions WHERE id = ?`, version); err != nil {
			return err
		}
		rows, err := db.QueryContext(ctx, q, args...)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var rel string
			var n int
			if err := rows.Scan(&rel, &n); err != nil {
				return err
			}
			out[memory.Relation(rel)] = n
		}
		return rows.Err()
	})
	return out, err
}

// SkillEvidence returns the evidence of every version of skill, oldest
// link first.
func (s *Store) SkillEvidence(ctx context.Context, skill string) ([]memory.Evidence, error) {
	var out []memory.Evidence
	err := s.read(fmt.Sprintf("evidence of the versions of %q", skill), func(db reader) error {
		var err error
		out, err = scanEvidence(ctx, db, `SELECT e.version, v.skill, e.episode, e.rel, e.t_ns, e.reason, e.by_who FROM versions v JOIN evidence e ON e.version = v.id
			WHERE v.skill = ? ORDER BY e.t_ns, e.version, e.episode, e.rel`, skill)
		return err
	})
	return out, err
}

// Supports returns the versions an episode is evidence for, newest link first.
func (s *Store) Supports(ctx context.Context, episode string) ([]memory.Evidence, error) {
	var out []memory.Evidence
	err := s.read(fmt.Sprintf("versions supported by %q", episode), func(db reader) error {
		if err := rowExists(ctx, db, "episode", `SELECT 1 FROM episodes WHERE id = ?`, episode); err != nil {
			return err
		}
		var err error
		out, err = scanEvidence(ctx, db, `SELECT e.version, v.skill, e.episode, e.rel, e.t_ns, e.reason, e.by_who FROM evidence e JOIN versions v ON v.id = e.version
			WHERE e.episode = ? ORDER BY e.t_ns DESC, e.version, e.rel`, episode)
		return err
	})
	return out, err
}

// Verifications returns a version's verification runs, newest first.
func (s *Store) Verifications(ctx context.Context, version string) ([]memory.VerificationRun, error) {
	var out []memory.VerificationRun
	err := s.read(fmt.Sprintf("verifications of %q", version), func(db reader) error {
		if err := rowExists(ctx, db, "version", `SELECT 1 FROM versions WHERE id = ?`, version); err != nil {
			return err
		}
		return scanJSON(ctx, db, &out, `SELECT body FROM verifications WHERE version = ? ORDER BY t_ns DESC, id`, version)
	})
	return out, err
}

// RecentVerifications returns a version's newest limit verification runs,
// newest first.
func (s *Store) RecentVerifications(ctx context.Context, version string, limit int) ([]memory.VerificationRun, error) {
	var out []memory.VerificationRun
	err := s.read(fmt.Sprintf("verifications of %q", version), func(db reader) error {
		if err := rowExists(ctx, db, "version", `SELECT 1 FROM versions WHERE id = ?`, version); err != nil {
			return err
		}
		return scanJSON(ctx, db, &out, `SELECT body FROM verifications WHERE version = ? ORDER BY t_ns DESC, id LIMIT ?`, version, max(limit, 0))
	})
	return out, err
}

// Verification returns one verification run of version by id.
func (s *Store) Verification(ctx context.Context, version, id string) (memory.VerificationRun, error) {
	var out []memory.VerificationRun
	err := s.read(fmt.Sprintf("verification %q of %q", id, version), func(db reader) error {
		return scanJSON(ctx, db, &out, `SELECT body FROM verifications WHERE id = ? AND version = ?`, id, version)
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
	err := s.read(fmt.Sprintf("success rate of %q", version), func(db reader) error {
		if err := rowExists(ctx, db, "version", `SELECT 1 FROM versions WHERE id = ?`, version); err != nil {
			return err
		}
		return db.QueryRowContext(ctx, `SELECT count(*), coalesce(sum(passed), 0), coalesce(sum(total), 0) FROM verifications WHERE version = ?`, version).
			Scan(&r.Runs, &r.Passed, &r.Total)
	})
	if r.Total > 0 {
		r.Rate = float64(r.Passed) / float64(r.Total)
	}
	return r, err
}

// VersionsIn returns the skill versions that ran in an episode, in order
// of first use.
func (s *Store) VersionsIn(ctx context.Context, episode string) ([]memory.VersionUse, error) {
	var out []memory.VersionUse
	err := s.read(fmt.Sprintf("versions in %q", episode), func(db reader) error {
		if err := rowExists(ctx, db, "episode", `SELECT 1 FROM episodes WHERE id = ?`, episode); err != nil {
			return err
		}
		rows, err := db.QueryContext(ctx, `SELECT skill, version, first_idx, steps, failed FROM episode_versions
			WHERE episode = ? ORDER BY first_idx, skill, version`, episode)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var u memory.VersionUse
			if err := rows.Scan(&u.Skill, &u.Version, &u.FirstStep, &u.Steps, &u.Failed); err != nil {
				return err
			}
			out = append(out, u)
		}
		return rows.Err()
	})
	return out, err
}

// Near returns steps within a radius of a position, nearest first (ties:
// newest first).
func (s *Store) Near(ctx context.Context, q memory.NearQuery) ([]memory.Place, error) {
	q, err := memory.NormalizeNear(q)
	if err != nil {
		return nil, fmt.Errorf("near: %w", err)
	}
	var out []memory.Place
	err = s.read(fmt.Sprintf("near %v", q.Pos), func(db reader) error {
		p, r := q.Pos, q.Radius
		cond, args := nearWhere(p, r)
		y0, y1 := span(p[1], r)
		z0, z1 := span(p[2], r)
		rows, err := db.QueryContext(ctx, `SELECT s.episode, s.idx, s.x, s.y, s.z, s.t_ns, s.action, s.ok, coalesce(s.reason, '')
			FROM step_grid g JOIN steps s ON s.id = g.step
			WHERE `+cond+` AND s.y BETWEEN ? AND ? AND s.z BETWEEN ? AND ?`,
			append(args, y0, y1, z0, z1)...)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var pl memory.Place
			var t int64
			if err := rows.Scan(&pl.Step.Episode, &pl.Step.Index, &pl.Pos[0], &pl.Pos[1], &pl.Pos[2], &t, &pl.Action, &pl.OK, &pl.Reason); err != nil {
				return err
			}
			pl.Time = fromNS(t)
			if pl.Within(p, r) {
				out = append(out, pl)
			}
		}
		return rows.Err()
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
	err := s.read(fmt.Sprintf("steps before %s", step), func(db reader) error {
		if err := rowExists(ctx, db, "step", `SELECT 1 FROM steps WHERE episode = ? AND idx = ?`, step.Episode, step.Index); err != nil {
			return err
		}
		if err := scanJSON(ctx, db, &out, `SELECT body FROM steps WHERE episode = ? AND idx < ? ORDER BY idx DESC LIMIT ?`, step.Episode, step.Index, n); err != nil {
			return err
		}
		for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
			out[i], out[j] = out[j], out[i]
		}
		return nil
	})
	return out, err
}

// Search does full-text search (SQLite FTS5, Porter stemming, BM25 rank).
func (s *Store) Search(ctx context.Context, q memory.SearchQuery) ([]memory.Hit, error) {
	words, limit, err := memory.SearchTerms(q)
	if err != nil {
		return nil, err
	}
	for i, w := range words {
		words[i] = `"` + w + `"`
	}
	join := " "
	if q.Any {
		join = " OR "
	}
	var out []memory.Hit
	err = s.read(fmt.Sprintf("search %q", q.Text), func(db reader) error {
		rows, err := db.QueryContext(ctx, `SELECT kind, ref, body, bm25(search) FROM search WHERE search MATCH ? ORDER BY bm25(search), kind, ref LIMIT ?`,
			strings.Join(words, join), limit)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var h memory.Hit
			if err := rows.Scan(&h.Kind, &h.ID, &h.Text, &h.Score); err != nil {
				return err
			}
			h.Score = -h.Score
			h.Text = strings.TrimSpace(h.Text)
			out = append(out, h)
		}
		return rows.Err()
	})
	return out, err
}

// Provenance returns a version, its skill's version chain (every version
// linked to it by SUPERSEDES, newest first) with their evidence and rates.
func (s *Store) Provenance(ctx context.Context, version string) (memory.Provenance, error) {
	v, err := s.Version(ctx, version)
	if err != nil {
		return memory.Provenance{}, fmt.Errorf("provenance: %w", err)
	}
	p := memory.Provenance{Version: v, Evidence: map[string][]memory.Evidence{}, Rates: map[string]memory.Rate{}}
	const chain = `WITH RECURSIVE chain(v) AS (
				SELECT ? UNION
				SELECT s.older FROM supersedes s JOIN chain c ON s.newer = c.v UNION
				SELECT s.newer FROM supersedes s JOIN chain c ON s.older = c.v)
			`
	err = s.read(fmt.Sprintf("provenance of %q", version), func(db reader) error {
		total := 0
		if err := db.QueryRowContext(ctx, chain+`SELECT count(*) FROM versions WHERE id IN (SELECT v FROM chain)`, version).Scan(&total); err != nil {
			return err
		}
		p.More = max(total-memory.MaxProvenanceChain, 0)
		return scanJSON(ctx, db, &p.Chain, chain+`SELECT body FROM versions WHERE id IN (SELECT v FROM chain) ORDER BY created_ns DESC, id LIMIT ?`, version, memory.MaxProvenanceChain)
	})
	if err != nil {
		return p, err
	}
	for i, cv := range p.Chain {
		if p.Chain[i].Supersedes == "" {
			p.Chain[i].Supersedes = s.supersededBy(ctx, cv.ID)
		}
		if p.Evidence[cv.ID], err = s.Evidence(ctx, cv.ID); err != nil {
			return p, err
		}
		if p.Rates[cv.ID], err = s.SuccessRate(ctx, cv.ID); err != nil {
			return p, err
		}
	}
	return p, nil
}

// supersededBy returns a version that cv supersedes (recorded by Supersede).
func (s *Store) supersededBy(ctx context.Context, id string) string {
	var older string
	_ = s.read("supersedes", func(db reader) error {
		return db.QueryRowContext(ctx, `SELECT older FROM supersedes WHERE newer = ? ORDER BY older LIMIT 1`, id).Scan(&older)
	})
	return older
}

// Stats counts nodes by label and edges by type.
func (s *Store) Stats(ctx context.Context) (memory.Stats, error) {
	st := memory.Stats{Nodes: map[string]int64{}, Edges: map[string]int64{}}
	counts := []struct {
		m     map[string]int64
		key   string
		query string
	}{
		{st.Nodes, "Episode", `SELECT count(*) FROM episodes`},
		{st.Nodes, "Step", `SELECT count(*) FROM steps`},
		{st.Nodes, "Frame", `SELECT count(*) FROM frame_meta`},
		{st.Nodes, "Object", `SELECT count(*) FROM objects`},
		{st.Nodes, "Cell", `SELECT count(*) FROM cells`},
		{st.Nodes, "Skill", `SELECT count(*) FROM skills`},
		{st.Nodes, "SkillVersion", `SELECT count(*) FROM versions`},
		{st.Nodes, "VerificationRun", `SELECT count(*) FROM verifications`},
		{st.Nodes, "Decision", `SELECT count(*) FROM decisions`},
		{st.Nodes, "IndexRow", `SELECT count(*) FROM index_rows`},
		{st.Nodes, "Note", `SELECT count(*) FROM memos WHERE kind = 'note'`},
		{st.Nodes, "Plan", `SELECT count(*) FROM memos WHERE kind = 'plan'`},
		{st.Edges, "HAS_STEP", `SELECT count(*) FROM steps`},
		{st.Edges, "NEXT", `SELECT (SELECT count(*) FROM steps) - (SELECT count(DISTINCT episode) FROM steps)`},
		{st.Edges, "ACTED_ON", `SELECT count(*) FROM steps WHERE object IS NOT NULL`},
		{st.Edges, "FAILED_WITH", `SELECT count(*) FROM steps WHERE object IS NOT NULL AND ok = 0`},
		{st.Edges, "INVOKED", `SELECT count(*) FROM steps WHERE version IS NOT NULL`},
		{st.Edges, "OBSERVED", `SELECT count(*) FROM step_frames`},
		{st.Edges, "AT", `SELECT count(*) FROM cells c WHERE EXISTS (SELECT 1 FROM steps s WHERE s.episode = c.episode AND s.idx = c.step)`},
		{st.Edges, "HAS_VERSION", `SELECT count(*) FROM versions`},
		{st.Edges, "SUPERSEDES", `SELECT count(*) FROM supersedes`},
		{st.Edges, "SUPPORTED_BY", `SELECT count(*) FROM evidence WHERE rel = 'SUPPORTED_BY'`},
		{st.Edges, "DERIVED_FROM", `SELECT count(*) FROM evidence WHERE rel = 'DERIVED_FROM'`},
		{st.Edges, "FAILED_IN", `SELECT count(*) FROM evidence WHERE rel = 'FAILED_IN'`},
		{st.Edges, "ABOUT", `SELECT count(*) FROM decisions WHERE version != ''`},
		{st.Edges, "OF", `SELECT count(*) FROM verifications`},
		{st.Edges, "AGAINST", `SELECT count(*) FROM verdicts`},
		{st.Edges, "REVISES", `SELECT count(*) FROM memos WHERE rev > 1`},
		{st.Edges, "CITES", `SELECT count(*) FROM memo_links`},
	}
	err := s.read("stats", func(db reader) error {
		for _, c := range counts {
			var n int64
			if err := db.QueryRowContext(ctx, c.query).Scan(&n); err != nil {
				return fmt.Errorf("%s: %w", c.key, err)
			}
			if n > 0 {
				c.m[c.key] = n
			}
		}
		return nil
	})
	return st, err
}
