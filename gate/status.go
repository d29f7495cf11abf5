package gate

import (
	"context"
	"errors"
	"time"

	"github.com/skillrun/skillrun/memory"
)

// Observed is a version's success from real calls beside its verified
// success, from the runs RecordRun linked to it.
type Observed struct {
	Version string `json:"version"`
	// Calls and Succeeded count recorded runs (SUPPORTED_BY and FAILED_IN
	// links made by a run).
	Calls     int     `json:"calls"`
	Succeeded int     `json:"succeeded"`
	Rate      float64 `json:"rate"` // Succeeded/Calls; 0 without calls
	// Verified is the version's verified rate (its verification verdicts).
	Verified memory.Rate `json:"verified"`
	// Flagged: observed falls below verified by more than the rules'
	// margin, over at least ObservedMinCalls calls.
	Flagged bool `json:"flagged"`
}

// Observed returns a version's observed and verified success.
func (g *Gate) Observed(ctx context.Context, version string) (Observed, error) {
	if g.opts.Store == nil {
		return Observed{Version: version}, ErrNoMemory
	}
	return ObservedOf(ctx, g.opts.Store, version, g.rules.withDefaults())
}

// ObservedOf is Gate.Observed on a store with the given rules.
func ObservedOf(ctx context.Context, store memory.Store, version string, rules Rules) (Observed, error) {
	rules = rules.withDefaults()
	o, err := observedSince(ctx, store, version, time.Time{})
	if err != nil {
		return o, err
	}
	if o.Verified, err = store.SuccessRate(ctx, version); err != nil {
		return o, err
	}
	o.Flagged = o.Calls >= rules.ObservedMinCalls && o.Verified.Total > 0 && o.Rate < o.Verified.Rate-rules.ObservedMargin
	return o, nil
}

// Flagged returns the versions of the given skills whose observed rate
// fell behind their verified rate (what consolidation acts on).
func (g *Gate) Flagged(ctx context.Context, skillNames ...string) ([]Observed, error) {
	if g.opts.Store == nil {
		return nil, ErrNoMemory
	}
	var out []Observed
	for _, s := range skillNames {
		vs, err := g.opts.Store.Versions(ctx, s)
		if errors.Is(err, memory.ErrNotFound) {
			continue
		}
		if err != nil {
			return nil, err
		}
		for _, v := range vs {
			o, err := g.Observed(ctx, v.ID)
			if err != nil {
				return nil, err
			}
			if o.Flagged {
				out = append(out, o)
			}
		}
	}
	return out, nil
}

// Status is what the gate knows of one version: its newest decision and
// whether it serves unverified.
type Status struct {
	Version string `json:"version"`
	// Decision is the newest decision about the version (zero if none).
	Decision memory.Decision `json:"decision"`
	// Unverified: the version serves (or would) without usable evidence.
	Unverified bool `json:"unverified"`
}

// StatusOf returns a version's newest decision and whether it is
// unverified: it never passed the gate on evidence (no Promoted decision)
// and no verification run of it passed an episode.
func StatusOf(ctx context.Context, store memory.Store, skill, version string) (Status, error) {
	st := Status{Version: version}
	// The version's own decisions, by the store's index: each listing of
	// tools and each metrics scrape read every decision of every skill.
	d, err := store.LatestVersionDecision(ctx, version)
	if err != nil && !errors.Is(err, memory.ErrNotFound) {
		return st, err
	}
	if err == nil && d.Skill == skill {
		st.Decision = d
	}
	p, err := store.LatestVersionDecision(ctx, version, memory.Promoted)
	if err != nil && !errors.Is(err, memory.ErrNotFound) {
		return st, err
	}
	gated := err == nil && p.Skill == skill
	if !gated {
		r, err := store.SuccessRate(ctx, version)
		if err != nil && !errors.Is(err, memory.ErrNotFound) {
			return st, err
		}
		st.Unverified = r.Passed == 0
	}
	return st, nil
}
