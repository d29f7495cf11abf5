package embedded

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/skillrun/skillrun/memory"
)

// LinkEvidence records evidence links with their reason and author.
func (s *Store) LinkEvidence(ctx context.Context, evs ...memory.Evidence) error {
	for i, e := range evs {
		if err := memory.CheckRelation(e.Relation); err != nil {
			return fmt.Errorf("link %q: evidence[%d]: %w", e.Version, i, err)
		}
	}
	if len(evs) == 0 {
		return nil
	}
	now := time.Now().UnixNano()
	return s.write(ctx, fmt.Sprintf("link %q %s", evs[0].Version, evs[0].Relation), func(tx *sql.Tx) error {
		known := map[string]bool{}
		for _, e := range evs {
			if !known[e.Version] {
				if _, err := versionSkill(ctx, tx, e.Version); err != nil {
					return err
				}
				known[e.Version] = true
			}
			if err := episodeExists(ctx, tx, e.Episode); err != nil {
				return err
			}
			t := now
			if !e.Time.IsZero() {
				t = ns(e.Time)
			}
			if _, err := tx.ExecContext(ctx, `INSERT INTO evidence(version, rel, episode, t_ns, reason, by_who) VALUES (?,?,?,?,?,?) ON CONFLICT DO NOTHING`,
				e.Version, string(e.Relation), e.Episode, t, e.Reason, e.By); err != nil {
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
	return s.write(ctx, fmt.Sprintf("unlink %q %s %q", version, rel, episode), func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `DELETE FROM evidence WHERE version = ? AND rel = ? AND episode = ?`, version, string(rel), episode)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return fmt.Errorf("link %s -%s-> %s: %w", version, rel, episode, memory.ErrNotFound)
		}
		return nil
	})
}

// RecordDecision records a decision about a skill.
func (s *Store) RecordDecision(ctx context.Context, d memory.Decision) error {
	if err := memory.ValidateDecision(&d); err != nil {
		return fmt.Errorf("record decision: %w", err)
	}
	d.Time = d.Time.UTC()
	return s.write(ctx, fmt.Sprintf("record decision %q", d.ID), func(tx *sql.Tx) error {
		hash := memory.ContentHash(d)
		var old string
		err := tx.QueryRowContext(ctx, `SELECT hash FROM decisions WHERE id = ?`, d.ID).Scan(&old)
		switch {
		case errors.Is(err, sql.ErrNoRows):
		case err != nil:
			return err
		case old == hash:
			return nil
		default:
			return fmt.Errorf("%w: decision %q is recorded with other content", memory.ErrConflict, d.ID)
		}
		if d.Version != "" {
			skill, err := versionSkill(ctx, tx, d.Version)
			if err != nil {
				return err
			}
			if skill != d.Skill {
				return fmt.Errorf("%w: decision %q: version %q is of skill %q, not %q", memory.ErrInvalid, d.ID, d.Version, skill, d.Skill)
			}
		}
		body, err := mustJSON(d)
		if err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, `INSERT INTO decisions(id, skill, version, t_ns, status, body, hash) VALUES (?,?,?,?,?,?,?)`,
			d.ID, d.Skill, d.Version, ns(d.Time), string(d.Status), body, hash)
		return err
	})
}

// Decisions returns a skill's decisions, newest first.
func (s *Store) Decisions(ctx context.Context, skill string) ([]memory.Decision, error) {
	var out []memory.Decision
	err := s.read(fmt.Sprintf("decisions of %q", skill), func(db reader) error {
		return scanJSON(ctx, db, &out, `SELECT body FROM decisions WHERE skill = ? ORDER BY t_ns DESC, id DESC`, skill)
	})
	return out, err
}

// RecentDecisions returns the newest limit decisions about skill, newest
// first.
func (s *Store) RecentDecisions(ctx context.Context, skill string, limit int) ([]memory.Decision, error) {
	var out []memory.Decision
	err := s.read(fmt.Sprintf("decisions of %q", skill), func(db reader) error {
		return scanJSON(ctx, db, &out, `SELECT body FROM decisions WHERE skill = ? ORDER BY t_ns DESC, id DESC LIMIT ?`, skill, max(limit, 0))
	})
	return out, err
}

// LatestDecision returns the newest decision about skill with one of
// statuses (of any status when none is given): one index lookup per
// status (decisions_skill_status; decisions_skill for any).
func (s *Store) LatestDecision(ctx context.Context, skill string, statuses ...memory.DecisionStatus) (memory.Decision, error) {
	return s.latestDecision(ctx, "skill", skill, statuses)
}

// LatestVersionDecision is LatestDecision over one version's decisions
// (decisions_version_status).
func (s *Store) LatestVersionDecision(ctx context.Context, version string, statuses ...memory.DecisionStatus) (memory.Decision, error) {
	return s.latestDecision(ctx, "version", version, statuses)
}

// latestDecision is LatestDecision by column (skill or version).
func (s *Store) latestDecision(ctx context.Context, column, key string, statuses []memory.DecisionStatus) (memory.Decision, error) {
	anyStatus := len(statuses) == 0
	if anyStatus {
		statuses = []memory.DecisionStatus{""}
	}
	var best memory.Decision
	found := false
	err := s.read(fmt.Sprintf("latest decision of %s %q", column, key), func(db reader) error {
		for _, st := range statuses {
			var body string
			q, args := `SELECT body FROM decisions WHERE `+column+` = ? AND status = ? ORDER BY t_ns DESC, id DESC LIMIT 1`, []any{key, string(st)}
			if anyStatus {
				q, args = `SELECT body FROM decisions WHERE `+column+` = ? ORDER BY t_ns DESC, id DESC LIMIT 1`, []any{key}
			}
			err := db.QueryRowContext(ctx, q, args...).Scan(&body)
			if errors.Is(err, sql.ErrNoRows) {
				continue
			}
			if err != nil {
				return err
			}
			var d memory.Decision
			if err := jsonUnmarshal(body, &d); err != nil {
				return err
			}
			if !found || d.Newer(best) {
				best, found = d, true
			}
		}
		return nil
	})
	if err == nil && !found {
		err = fmt.Errorf("decision of %s %q: %w", column, key, memory.ErrNotFound)
	}
	return best, err
}
