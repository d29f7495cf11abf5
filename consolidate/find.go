package consolidate

import (
	"context"
	"errors"
	"fmt"
	"math"
	"regexp"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/skillrun/skillrun/memory"
)

// Finding kinds, in the order a pass reports them.
const (
	Regression   = "regression"   // observed success fell below the verified rate
	Failures     = "failures"     // a failure repeats (a cluster)
	Contradicted = "contradicted" // a note that later episodes contradict
	Unverified   = "unverified"   // a skill never verified
)

// Finding is one piece of work a pass found.
type Finding struct {
	Kind    string `json:"kind"`
	Skill   string `json:"skill,omitempty"`
	Version string `json:"version,omitempty"`
	Summary string `json:"summary"`
	// Observed and Verified back a regression (and report any finding's
	// version when known).
	Observed *memory.Usage `json:"observed,omitempty"`
	Verified *memory.Rate  `json:"verified,omitempty"`
	// Cluster backs a failures finding.
	Cluster *Cluster `json:"cluster,omitempty"`
	// Note and Against back a contradicted note: the failed steps after it.
	Note    *memory.Note     `json:"note,omitempty"`
	Against []memory.StepHit `json:"against,omitempty"`
}

// Cluster is a repeated failure: failed steps of one skill with the same
// reason (digits and ids generalised), object class, version and region.
type Cluster struct {
	Reason  string `json:"reason"`
	Class   string `json:"class,omitempty"`
	Version string `json:"version,omitempty"`
	// Region is the 16-block region the failures happened in (its low
	// corner), when they had a position.
	Region   *[3]int          `json:"region,omitempty"`
	Count    int              `json:"count"`
	Episodes []string         `json:"episodes"`
	Steps    []memory.StepHit `json:"steps"`
	Last     time.Time        `json:"last"`
}

// regionSize is the side of a cluster's region, in blocks.
const regionSize = 16

var (
	digits = regexp.MustCompile(`\d+(\.\d+)?`)
	spaces = regexp.MustCompile(`\s+`)
)

// ReasonKey generalises a failure reason so repeats cluster: lower case,
// numbers as #, runs of space as one.
func ReasonKey(r string) string {
	r = strings.ToLower(strings.TrimSpace(r))
	r = digits.ReplaceAllString(r, "#")
	return spaces.ReplaceAllString(r, " ")
}

// Find looks for work: in every served skill (or just skill), and in the
// notes. Findings come ordered by kind, then by weight.
func (c *Consolidator) Find(ctx context.Context, skill string) ([]Finding, error) {
	st, lib := c.opts.Store, c.opts.Library
	now := c.opts.Now()
	var out []Finding
	for _, m := range lib.List() {
		if skill != "" && m.Name != skill {
			continue
		}
		sk, err := lib.Get(m.Name)
		if err != nil || sk.Builtin != nil {
			continue // gone since List, or compiled in: not ours to rewrite
		}
		u, err := st.Usage(ctx, m.Version)
		if err != nil {
			return nil, fmt.Errorf("consolidate: %w", err)
		}
		r, err := st.SuccessRate(ctx, m.Version)
		if err != nil && !errors.Is(err, memory.ErrNotFound) {
			return nil, fmt.Errorf("consolidate: %w", err)
		}
		r.Version = m.Version
		switch {
		case r.Total == 0:
			out = append(out, Finding{Kind: Unverified, Skill: m.Name, Version: m.Version, Observed: &u, Verified: &r,
				Summary: fmt.Sprintf("%s@%s was never verified against recorded episodes (observed: %s)", m.Name, memory.ShortID(m.Version), usageText(u))})
		case u.Episodes >= c.opts.MinEpisodes && u.Rate < r.Rate-c.opts.Margin:
			out = append(out, Finding{Kind: Regression, Skill: m.Name, Version: m.Version, Observed: &u, Verified: &r,
				Summary: fmt.Sprintf("%s@%s succeeds in %.0f%% of the episodes it ran in (%s) but verified at %.0f%% (%d/%d)",
					m.Name, memory.ShortID(m.Version), 100*u.Rate, usageText(u), 100*r.Rate, r.Passed, r.Total)})
		}
		no := false
		hits, err := st.Steps(ctx, memory.StepQuery{Skill: m.Name, OK: &no, Limit: 1000})
		if err != nil {
			return nil, fmt.Errorf("consolidate: %w", err)
		}
		for _, cl := range clusterFailures(hits, now.Add(-c.opts.Window)) {
			if cl.Count < c.opts.MinFailures {
				continue
			}
			where := ""
			if cl.Region != nil {
				where = fmt.Sprintf(" near (%d, %d, %d)", cl.Region[0], cl.Region[1], cl.Region[2])
			}
			what := "objects"
			if cl.Class != "" {
				what = cl.Class + " objects"
			}
			out = append(out, Finding{Kind: Failures, Skill: m.Name, Version: cl.Version, Cluster: &cl,
				Summary: fmt.Sprintf("%s@%s failed %d times in %d episodes on %s%s: %q", m.Name, memory.ShortID(cl.Version), cl.Count, len(cl.Episodes), what, where, cl.Reason)})
		}
	}
	if skill == "" {
		notes, err := c.contradicted(ctx)
		if err != nil {
			return nil, err
		}
		out = append(out, notes...)
	}
	order := map[string]int{Regression: 0, Failures: 1, Contradicted: 2, Unverified: 3}
	sort.SliceStable(out, func(i, j int) bool {
		if order[out[i].Kind] != order[out[j].Kind] {
			return order[out[i].Kind] < order[out[j].Kind]
		}
		if out[i].Cluster != nil && out[j].Cluster != nil && out[i].Cluster.Count != out[j].Cluster.Count {
			return out[i].Cluster.Count > out[j].Cluster.Count
		}
		return out[i].Skill < out[j].Skill
	})
	return out, nil
}

func usageText(u memory.Usage) string {
	if u.Episodes == 0 {
		return "never ran"
	}
	return fmt.Sprintf("%d of %d episodes without a failed step", u.Episodes-u.FailedEpisodes, u.Episodes)
}

// clusterFailures groups failed steps (newest first) since a time.
func clusterFailures(hits []memory.StepHit, since time.Time) []Cluster {
	type key struct {
		reason, class, version string
		region                 [3]int
		placed                 bool
	}
	byKey := map[key]*Cluster{}
	var keys []key
	for _, h := range onceEach(hits) {
		if h.Time.Before(since) {
			continue
		}
		k := key{reason: ReasonKey(h.Reason), class: h.Class, version: h.Version}
		if h.Pos != nil {
			k.placed = true
			for i := range 3 {
				k.region[i] = int(math.Floor(h.Pos[i]/regionSize)) * regionSize
			}
		}
		cl := byKey[k]
		if cl == nil {
			cl = &Cluster{Reason: k.reason, Class: k.class, Version: k.version, Last: h.Time}
			if k.placed {
				r := k.region
				cl.Region = &r
			}
			byKey[k] = cl
			keys = append(keys, k)
		}
		cl.Count++
		if len(cl.Steps) < 20 {
			cl.Steps = append(cl.Steps, h)
		}
		if !slices.Contains(cl.Episodes, h.Step.Episode) {
			cl.Episodes = append(cl.Episodes, h.Step.Episode)
		}
	}
	out := make([]Cluster, len(keys))
	for i, k := range keys {
		out[i] = *byKey[k]
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Count > out[j].Count })
	return out
}

// onceEach drops repeats of a step: serve records each session run both
// in the session's episode and as an episode of its own (ID
// SESSION-run-N, the one verification replays), so the same failure can
// come twice; it counts once, under the run's episode.
func onceEach(hits []memory.StepHit) []memory.StepHit {
	type key struct {
		t                                      int64
		action, object, version, reason, skill string
	}
	at := map[key]int{}
	var out []memory.StepHit
	for _, h := range hits {
		k := key{h.Time.UnixNano(), h.Action, h.Object, h.Version, h.Reason, h.Skill}
		if i, ok := at[k]; ok {
			if strings.Contains(h.Step.Episode, "-run-") && !strings.Contains(out[i].Step.Episode, "-run-") {
				out[i] = h
			}
			continue
		}
		at[k] = len(out)
		out = append(out, h)
	}
	return out
}

// contradicted finds notes whose named action, object or skill failed at
// least MinFailures times after the note's current revision.
func (c *Consolidator) contradicted(ctx context.Context) ([]Finding, error) {
	hits, err := c.opts.Store.Notes(ctx, memory.NoteQuery{Limit: 1000})
	if err != nil {
		return nil, fmt.Errorf("consolidate: notes: %w", err)
	}
	var out []Finding
	for _, h := range hits {
		q := memory.StepQuery{Limit: 200}
		for _, t := range h.Tags {
			switch {
			case strings.HasPrefix(t, "action:"):
				q.Action = strings.TrimPrefix(t, "action:")
			case strings.HasPrefix(t, "object:"):
				q.Object = strings.TrimPrefix(t, "object:")
			case strings.HasPrefix(t, "skill:"):
				q.Skill = strings.TrimPrefix(t, "skill:")
			}
		}
		if h.Kind == KindBrief || h.Kind == KindProposal || (q.Action == "" && q.Object == "" && q.Skill == "") {
			continue
		}
		no := false
		q.OK = &no
		steps, err := c.opts.Store.Steps(ctx, q)
		if err != nil {
			return nil, fmt.Errorf("consolidate: note %s: %w", h.ID, err)
		}
		var after []memory.StepHit
		for _, s := range steps {
			if s.Time.After(h.Time) {
				after = append(after, s)
			}
		}
		if len(after) < c.opts.MinFailures {
			continue
		}
		n := h.Note
		out = append(out, Finding{Kind: Contradicted, Skill: q.Skill, Note: &n, Against: after[:min(len(after), 10)],
			Summary: fmt.Sprintf("note %s (rev %d) says %q, but %d later steps on what it names failed (last: %s)",
				n.ID, n.Revision, clipText(n.Text, 120), len(after), after[0].Snippet().Text)})
	}
	return out, nil
}

func clipText(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) <= n {
		return s
	}
	return s[:n-1] + "…"
}
