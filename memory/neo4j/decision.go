package neo4j

import (
	"context"
	"fmt"
	"time"

	"github.com/skillrun/skillrun/memory"
)

// LinkEvidence records evidence links with their reason and author. The
// relation is one of the checked constants, so it can name the edge type.
func (s *Store) LinkEvidence(ctx context.Context, evs ...memory.Evidence) error {
	byRel := map[memory.Relation][]any{}
	var order []memory.Relation
	now := time.Now().UTC()
	for i, e := range evs {
		if err := memory.CheckRelation(e.Relation); err != nil {
			return fmt.Errorf("link %q: evidence[%d]: %w", e.Version, i, err)
		}
		t := now
		if !e.Time.IsZero() {
			t = e.Time.UTC()
		}
		if byRel[e.Relation] == nil {
			order = append(order, e.Relation)
		}
		byRel[e.Relation] = append(byRel[e.Relation], map[string]any{"v": e.Version, "e": e.Episode, "t": t, "reason": e.Reason, "by": e.By})
	}
	if len(evs) == 0 {
		return nil
	}
	return s.write(ctx, fmt.Sprintf("link %q %s", evs[0].Version, evs[0].Relation), func(t tx) error {
		seen := map[string]bool{}
		var eps []string
		for _, e := range evs {
			if !seen[e.Version] {
				seen[e.Version] = true
				if _, err := versionSkill(ctx, t, e.Version); err != nil {
					return err
				}
			}
			eps = append(eps, e.Episode)
		}
		if err := episodesExist(ctx, t, eps); err != nil {
			return err
		}
		for _, rel := range order {
			_, err := run(ctx, t, `UNWIND $rows AS row MATCH (v:SkillVersion {id: row.v}) MATCH (e:Episode {id: row.e})
				MERGE (v)-[r:`+string(rel)+`]->(e) ON CREATE SET r.time = row.t, r.reason = row.reason, r.by = row.by`,
				map[string]any{"rows": byRel[rel]})
			if err != nil {
				return err
			}
		}
		return nil
	})
}

// Unlink removes one evidence link.
func (s *Store) Unlink(ctx context.Context, version string, rel memory.Relation, episode string) error {
	if err := memory.CheckRelation(rel); err != nil {
		return fmt.Errorf("unlink %q: %w", version, err)
	}
	return s.write(ctx, fmt.Sprintf("unlink %q %s %q", version, rel, episode), func(t tx) error {
		recs, err := run(ctx, t, `MATCH (:SkillVersion {id: $v})-[r:`+string(rel)+`]->(:Episode {id: $e}) DELETE r RETURN count(*) AS n`,
			map[string]any{"v": version, "e": episode})
		if err != nil {
			return err
		}
		if len(recs) == 0 || recs[0].i64("n") == 0 {
			return fmt.Errorf("link %s -%s-> %s: %w", version, rel, episode, memory.ErrNotFound)
		}
		return nil
	})
}

// RecordDecision records a decision about a skill: a Decision node,
// -ABOUT-> its version when it names one.
func (s *Store) RecordDecision(ctx context.Context, d memory.Decision) error {
	if err := memory.ValidateDecision(&d); err != nil {
		return fmt.Errorf("record decision: %w", err)
	}
	d.Time = d.Time.UTC()
	props, err := toProps(d, "time")
	if err != nil {
		return fmt.Errorf("record decision %q: %w", d.ID, err)
	}
	hash := memory.ContentHash(d)
	props["hash"] = hash
	return s.write(ctx, fmt.Sprintf("record decision %q", d.ID), func(t tx) error {
		recs, err := run(ctx, t, `OPTIONAL MATCH (d:Decision {id: $id}) RETURN d.hash AS hash`, map[string]any{"id": d.ID})
		if err != nil {
			return err
		}
		if old := recs[0].str("hash"); old == hash {
			return nil
		} else if old != "" {
			return fmt.Errorf("%w: decision %q is recorded with other content", memory.ErrConflict, d.ID)
		}
		p := map[string]any{"version": d.Version, "props": props}
		if d.Version == "" {
			_, err = run(ctx, t, `CREATE (d:Decision) SET d = $props`, p)
			return err
		}
		skill, err := versionSkill(ctx, t, d.Version)
		if err != nil {
			return err
		}
		if skill != d.Skill {
			return fmt.Errorf("%w: decision %q: version %q is of skill %q, not %q", memory.ErrInvalid, d.ID, d.Version, skill, d.Skill)
		}
		_, err = run(ctx, t, `MATCH (v:SkillVersion {id: $version})
			CREATE (d:Decision) SET d = $props
			CREATE (d)-[:ABOUT]->(v)`, p)
		return err
	})
}

// Decisions returns a skill's decisions, newest first.
func (s *Store) Decisions(ctx context.Context, skill string) ([]memory.Decision, error) {
	var out []memory.Decision
	err := s.read(ctx, fmt.Sprintf("decisions of %q", skill), func(t tx) error {
		var err error
		out, err = bodies[memory.Decision](ctx, t, `MATCH (d:Decision {skill: $s}) RETURN properties(d) AS p ORDER BY d.time DESC, d.id DESC`, map[string]any{"s": skill})
		return err
	})
	return out, err
}

// RecentDecisions returns the newest limit decisions about skill, newest
// first.
func (s *Store) RecentDecisions(ctx context.Context, skill string, limit int) ([]memory.Decision, error) {
	var out []memory.Decision
	err := s.read(ctx, fmt.Sprintf("decisions of %q", skill), func(t tx) error {
		var err error
		out, err = bodies[memory.Decision](ctx, t, `MATCH (d:Decision {skill: $s}) RETURN properties(d) AS p ORDER BY d.time DESC, d.id DESC LIMIT $n`, map[string]any{"s": skill, "n": int64(max(limit, 0))})
		return err
	})
	return out, err
}

// LatestDecision returns the newest decision about skill with one of
// statuses (of any status when none is given): one lookup per status
// (decision_skill_status; decision_skill for any).
func (s *Store) LatestDecision(ctx context.Context, skill string, statuses ...memory.DecisionStatus) (memory.Decision, error) {
	return s.latestDecision(ctx, "skill", skill, statuses)
}

// LatestVersionDecision is LatestDecision over one version's decisions
// (decision_version_status).
func (s *Store) LatestVersionDecision(ctx context.Context, version string, statuses ...memory.DecisionStatus) (memory.Decision, error) {
	return s.latestDecision(ctx, "version", version, statuses)
}

// latestDecision is LatestDecision by property (skill or version).
func (s *Store) latestDecision(ctx context.Context, prop, key string, statuses []memory.DecisionStatus) (memory.Decision, error) {
	anyStatus := len(statuses) == 0
	if anyStatus {
		statuses = []memory.DecisionStatus{""}
	}
	var best memory.Decision
	found := false
	err := s.read(ctx, fmt.Sprintf("latest decision of %s %q", prop, key), func(t tx) error {
		for _, st := range statuses {
			q := `MATCH (d:Decision {` + prop + `: $k, status: $st}) RETURN properties(d) AS p ORDER BY d.time DESC, d.id DESC LIMIT 1`
			if anyStatus {
				q = `MATCH (d:Decision {` + prop + `: $k}) RETURN properties(d) AS p ORDER BY d.time DESC, d.id DESC LIMIT 1`
			}
			ds, err := bodies[memory.Decision](ctx, t, q, map[string]any{"k": key, "st": string(st)})
			if err != nil {
				return err
			}
			if len(ds) > 0 && (!found || ds[0].Newer(best)) {
				best, found = ds[0], true
			}
		}
		return nil
	})
	if err == nil && !found {
		err = fmt.Errorf("decision of %s %q: %w", prop, key, memory.ErrNotFound)
	}
	return best, err
}
