package gate

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/skills"
)

// ByRun is Evidence.By of the links RecordRun makes: a run recorded as it
// happened.
const ByRun = "run"

// Run is one invocation that acted on a world, recorded as a verifiable
// episode.
type Run struct {
	// Episode is the episode: the skill and its arguments in Task ("NAME
	// {args}"), the environment, the starting snapshot where the
	// environment can take one, every step with the version that took it,
	// and the outcome.
	Episode memory.Episode
	// Invocation is the run's trace: the skill, its exact version and the
	// nested calls with theirs.
	Invocation *skills.Invocation
	// Sources are the sources of the versions that ran, by version id, for
	// versions memory does not hold yet.
	Sources map[string]VersionSource
}

// VersionSource is what memory records of a version first seen in a run.
type VersionSource struct {
	Skill, Description, Source string
	Kind                       skills.Kind
}

// ServingSources names the sources of the versions in a run's trace
// that lib serves (Run.Sources: versions memory may not hold yet).
func ServingSources(lib *library.Library, inv *skills.Invocation) map[string]VersionSource {
	out := map[string]VersionSource{}
	var walk func(*skills.Invocation)
	walk = func(i *skills.Invocation) {
		if i == nil {
			return
		}
		if s, err := lib.Get(i.Skill); err == nil && s.Unit.Version() == i.Version {
			m := s.Unit.Manifest
			out[i.Version] = VersionSource{Skill: m.Name, Kind: m.Kind, Description: m.Description, Source: string(s.Unit.Source)}
		}
		for _, c := range i.Calls {
			walk(c)
		}
	}
	walk(inv)
	return out
}

// RecordRun records a run's episode and links it to every version that
// ran in it: SUPPORTED_BY when the run succeeded, FAILED_IN with the
// reason when it did not. Then each version that ran and is on
// probation is judged on its runs since its promotion, and rolled back
// when it falls short (Probation); it returns those rollbacks. Without a
// store it does nothing. Inside Atomically, call the package's RecordRun
// and Probation after the commit instead.
func (g *Gate) RecordRun(ctx context.Context, r Run) ([]library.Decision, error) {
	if g.opts.Store == nil {
		return nil, nil
	}
	if err := RecordRun(ctx, g.opts.Store, r, g.opts.Now); err != nil {
		return nil, err
	}
	return g.Probation(ctx, r.Invocation), nil
}

// RecordRun is Gate.RecordRun on a store; now dates versions first seen.
func RecordRun(ctx context.Context, store memory.Store, r Run, now func() time.Time) error {
	ep := r.Episode
	if err := store.RecordEpisode(ctx, ep); err != nil {
		return fmt.Errorf("record run %s: %w", ep.ID, err)
	}
	return linkRun(ctx, store, r, now)
}

// LinkEpisode links a recorded episode (an import) to the skill versions
// that took its steps, as RecordRun links a run: SUPPORTED_BY when its
// outcome is success, FAILED_IN with its reason when not. An episode with
// no recorded outcome, or whose steps name no version, links nothing. It
// returns how many links it made.
func LinkEpisode(ctx context.Context, store memory.Store, ep memory.Episode, sources map[string]VersionSource, now func() time.Time) (int, error) {
	if ep.Success == nil {
		return 0, nil
	}
	root := &skills.Invocation{}
	seen := map[string]bool{}
	for _, st := range ep.Steps {
		if st.Version != "" && !seen[st.Version] {
			seen[st.Version] = true
			root.Calls = append(root.Calls, &skills.Invocation{Skill: st.Skill, Version: st.Version})
		}
	}
	if len(root.Calls) == 0 {
		return 0, nil
	}
	n := 0
	for _, c := range root.Calls {
		if err := linkRun(ctx, store, Run{Episode: ep, Invocation: c, Sources: sources}, now); err != nil {
			return n, err
		}
		if _, err := store.Version(ctx, c.Version); err == nil {
			n++
		}
	}
	return n, nil
}

// linkRun links a recorded run's episode to the versions in its trace.
func linkRun(ctx context.Context, store memory.Store, r Run, now func() time.Time) error {
	ep := r.Episode
	ok := ep.Success != nil && *ep.Success
	rel, reason := memory.SupportedBy, ""
	if !ok {
		rel, reason = memory.FailedIn, ep.Reason
		if reason == "" {
			reason = "the run did not succeed"
		}
	}
	var evs []memory.Evidence
	seen := map[string]bool{}
	var walk func(*skills.Invocation) error
	walk = func(inv *skills.Invocation) error {
		if inv == nil || inv.Version == "" || seen[inv.Version] {
			return nil
		}
		seen[inv.Version] = true
		if _, err := store.Version(ctx, inv.Version); errors.Is(err, memory.ErrNotFound) {
			src, known := r.Sources[inv.Version]
			if !known {
				return nil // a version memory never saw and the caller cannot name: no link
			}
			v := memory.SkillVersion{Skill: inv.Skill, ID: inv.Version, Kind: src.Kind, Description: src.Description, Source: src.Source, Created: now().UTC()}
			// Recorded already with other details (in the transaction this
			// runs in, which reads do not see) is recorded: it can be linked.
			if err := store.PutVersion(ctx, v); err != nil && !errors.Is(err, memory.ErrConflict) {
				return fmt.Errorf("record version %s: %w", inv.Version, err)
			}
		} else if err != nil {
			return err
		}
		evs = append(evs, memory.Evidence{Version: inv.Version, Episode: ep.ID, Relation: rel, Reason: reason, By: ByRun})
		for _, c := range inv.Calls {
			if err := walk(c); err != nil {
				return err
			}
		}
		return nil
	}
	if err := walk(r.Invocation); err != nil {
		return err
	}
	if len(evs) == 0 {
		return nil
	}
	if err := store.LinkEvidence(ctx, evs...); err != nil {
		return fmt.Errorf("link run %s: %w", ep.ID, err)
	}
	return nil
}
