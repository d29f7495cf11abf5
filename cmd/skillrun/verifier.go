package main

import (
	"context"
	"errors"
	"fmt"

	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/skills"
	"github.com/skillrun/skillrun/verify"
)

// verifier returns the function that gates promotion: it verifies the
// candidate, and the serving version, against the episodes linked to the
// skill (replay or re-simulation, package verify), storing both runs. A
// skill with no linked evidence verifies trivially (0/0) — the decision's
// reason says so. Without a store there is no evidence: nil.
func (a *app) verifier(store memory.Store) func(ctx context.Context, c library.Candidate) (library.Verification, error) {
	// Every version of a skill is verified against the same episodes: read
	// each from the store once per watch (or serve) session.
	return a.verifierWith(store, verify.NewEpisodeCache(0))
}

// verifierWith is verifier with the given episode cache (nil: read every
// episode from the store for every version).
func (a *app) verifierWith(store memory.Store, cache *verify.EpisodeCache) func(ctx context.Context, c library.Candidate) (library.Verification, error) {
	if store == nil {
		return nil
	}
	return func(ctx context.Context, c library.Candidate) (library.Verification, error) {
		lib, err := a.openLibrary()
		if err != nil {
			return library.Verification{}, err
		}
		sims, err := a.simRegistry()
		if err != nil {
			return library.Verification{}, err
		}
		ids, err := verify.LinkedEpisodes(ctx, store, c.Unit.Name(), c.Unit.Version())
		if err != nil {
			return library.Verification{}, err
		}
		ids = append(ids, c.Episodes...)
		if len(ids) == 0 {
			return library.Verification{Detail: "no linked episodes to verify against"}, nil
		}
		opts := verify.Options{Simulators: sims, Episodes: ids, Logger: a.logger().Named("verify"), Cache: cache}
		cand, err := verify.Version(ctx, lib, store, c.Unit, opts)
		if err != nil {
			if errors.Is(err, skills.ErrBadInput) {
				return library.Verification{Detail: err.Error()}, nil
			}
			return library.Verification{}, err
		}
		v := library.Verification{Passed: cand.Passed, Total: len(cand.Verdicts)}
		v.Detail = fmt.Sprintf("verified %d/%d", v.Passed, v.Total)
		if c.Serving != nil {
			// The serving version's verdicts on the same evidence: reuse its
			// latest stored run when it covers every episode (a version's
			// verdict on a recorded episode does not change), else verify it.
			curRun, found := coveringRun(ctx, store, c.Serving.Version(), ids)
			if !found {
				cur, err := verify.Version(ctx, lib, store, c.Serving, opts)
				if err != nil {
					return library.Verification{}, err
				}
				curRun = cur.Run
			}
			for _, vd := range curRun.Verdicts {
				v.ServingTotal++
				if vd.Passed {
					v.ServingPassed++
				}
			}
			ok, why := verify.NotWorse(cand.Run, curRun)
			v.Detail += fmt.Sprintf("; serving %d/%d", v.ServingPassed, v.ServingTotal)
			if !ok {
				v.Detail += ": " + why
			}
		}
		return v, nil
	}
}

// coveringRun returns the newest stored verification run of version whose
// verdicts cover every one of the episodes, restricted to them.
func coveringRun(ctx context.Context, store memory.Store, version string, episodes []string) (memory.VerificationRun, bool) {
	runs, err := store.Verifications(ctx, version)
	if err != nil {
		return memory.VerificationRun{}, false
	}
	want := map[string]bool{}
	for _, e := range episodes {
		want[e] = true
	}
	for _, r := range runs { // newest first
		if r.Method == decisionMethod {
			continue
		}
		var got []memory.Verdict
		for _, vd := range r.Verdicts {
			if want[vd.Episode] {
				got = append(got, vd)
			}
		}
		if len(got) == len(want) {
			r.Verdicts = got
			return r, true
		}
	}
	return memory.VerificationRun{}, false
}
