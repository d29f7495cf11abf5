package main

import (
	"context"
	"fmt"
	"os"
	"time"

	"github.com/skillrun/skillrun/gate"
	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
	memopen "github.com/skillrun/skillrun/memory/open"
)

// versionEvidence is what list and show say of a serving version's
// evidence: verified beside observed, unverified and disabled marks.
type versionEvidence struct {
	Version    string        `json:"version"`
	Unverified bool          `json:"unverified"`
	Disabled   string        `json:"disabled,omitempty"` // the reason, when disabled
	Observed   gate.Observed `json:"observed"`
}

// existingMemory opens the memory store only if it already exists (a Neo4j
// server, or a database file): reading commands create nothing.
func (a *app) existingMemory(ctx context.Context) (memory.Store, bool) {
	spec := memopen.Resolve(a.memory, nil)
	if !memopen.IsNeo4j(spec) {
		if _, err := os.Stat(spec); err != nil {
			return nil, false
		}
	}
	st, err := a.openMemory(ctx)
	if err != nil {
		return nil, false
	}
	return st, true
}

// evidenceOf returns the evidence of each named skill's serving version,
// and applies the disabled skills recorded in memory to lib. Without a
// memory every version is unverified.
func (a *app) evidenceOf(ctx context.Context, lib *library.Library, names []string) map[string]versionEvidence {
	out := map[string]versionEvidence{}
	st, ok := a.existingMemory(ctx)
	if ok {
		defer st.Close()
	}
	for _, name := range names {
		s, err := lib.Get(name)
		if err != nil {
			continue
		}
		v := s.Unit.Version()
		ev := versionEvidence{Version: v, Unverified: true, Observed: gate.Observed{Version: v}}
		if ok {
			// The newest disable or enable, by the store's index: every
			// decision of the skill was read (an agent's quota allows
			// 20,000, each with a note of up to 16 KiB).
			if d, err := st.LatestDecision(ctx, name, memory.Disabled, memory.Enabled); err == nil && d.Status == memory.Disabled {
				ev.Disabled = d.Reason
				if ev.Disabled == "" {
					ev.Disabled = "disabled"
				}
			}
			if status, err := gate.StatusOf(ctx, st, name, v); err == nil {
				ev.Unverified = status.Unverified
			}
			if o, err := gate.ObservedOf(ctx, st, v, gate.Rules{}); err == nil {
				ev.Observed = o
			}
		}
		out[name] = ev
	}
	return out
}

// verifiedText renders a verified rate ("3/4"), "-" without verdicts.
func verifiedText(ev versionEvidence) string {
	r := ev.Observed.Verified
	s := "-"
	if r.Total > 0 {
		s = fmt.Sprintf("%d/%d", r.Passed, r.Total)
	}
	if ev.Unverified {
		s += " (unverified)"
	}
	return s
}

// applyDisabled disables, in lib, the skills memory records as disabled
// (a reading command: memory is opened only if it exists).
func (a *app) applyDisabled(ctx context.Context, lib *library.Library) {
	st, ok := a.existingMemory(ctx)
	if !ok {
		return
	}
	defer st.Close()
	for _, m := range lib.List() {
		// The newest disable or enable, by the store's index (every
		// decision of every skill was read at each command).
		if d, err := st.LatestDecision(ctx, m.Name, memory.Disabled, memory.Enabled); err == nil && d.Status == memory.Disabled {
			_ = lib.Disable(m.Name, d.Reason)
		}
	}
}

// linkImported links imported episodes to the versions that took their
// steps (gate.LinkEpisode).
func (a *app) linkImported(ctx context.Context, st memory.Store, eps []memory.Episode) (int, error) {
	sources := map[string]gate.VersionSource{}
	if lib, err := a.openLibrary(); err == nil {
		for _, m := range lib.List() {
			if s, err := lib.Get(m.Name); err == nil {
				sources[m.Version] = gate.VersionSource{Skill: m.Name, Kind: m.Kind, Description: m.Description, Source: string(s.Unit.Source)}
			}
		}
	}
	n := 0
	for _, ep := range eps {
		k, err := gate.LinkEpisode(ctx, st, ep, sources, time.Now)
		n += k
		if err != nil {
			return n, fmt.Errorf("episode %s: %w", ep.ID, err)
		}
	}
	return n, nil
}
