package verify_test

import (
	"context"
	"github.com/skillrun/skillrun/gate"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/memory/embedded"
	"github.com/skillrun/skillrun/verify"
)

func openStore(t testing.TB, eps []memory.Episode) memory.Store {
	t.Helper()
	ctx := context.Background()
	st, err := embedded.Open(ctx, filepath.Join(t.TempDir(), "memory.db"), embedded.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	for _, ep := range eps {
		if err := st.RecordEpisode(ctx, ep); err != nil {
			t.Fatalf("record %s: %v", ep.ID, err)
		}
	}
	return st
}

func TestVersionRecordsRunsAndRates(t *testing.T) {
	ctx := context.Background()
	eps := episodes(t)
	st := openStore(t, eps)
	lib, ref := libWith(t, reference(t))
	if err := verify.EnsureVersion(ctx, st, ref); err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, ep := range eps {
		ids = append(ids, ep.ID)
	}
	if err := st.Link(ctx, ref.Version(), memory.DerivedFrom, ids...); err != nil {
		t.Fatal(err)
	}
	opts := verify.Options{Simulators: registry(t)}
	rep, err := verify.Version(ctx, lib, st, ref, opts)
	if err != nil {
		t.Fatal(err)
	}
	if !rep.Verified() || len(rep.Verdicts) != len(eps) {
		t.Fatalf("reference: verified=%v with %d verdicts; want verified with %d", rep.Verified(), len(rep.Verdicts), len(eps))
	}
	rate, err := st.SuccessRate(ctx, ref.Version())
	if err != nil {
		t.Fatal(err)
	}
	// A verified rate is of successes: reproducing the episodes whose
	// recorded outcome was a failure is no success (a version that only
	// reproduced its evidence's failures read 100 %).
	succeeded := 0
	for _, ep := range eps {
		if verify.RecordedFailure(&ep) == "" {
			succeeded++
		}
	}
	if rate.Runs != 1 || rate.Passed != succeeded || rate.Total != len(eps) || succeeded == len(eps) {
		t.Errorf("reference rate %+v; want 1 run, %d of %d passed", rate, succeeded, len(eps))
	}

	// A candidate (not linked to anything itself) is verified against the
	// episodes linked to its skill, and recorded.
	_, cand := libWith(t, mutate(t, `case "stone":`, `case "stone_":`))
	crep, err := verify.Version(ctx, lib, st, cand, opts)
	if err != nil {
		t.Fatal(err)
	}
	if crep.Verified() || crep.Passed == 0 || crep.Passed == len(eps) {
		t.Fatalf("candidate passed %d of %d; want some but not all", crep.Passed, len(eps))
	}
	runs, err := st.Verifications(ctx, cand.Version())
	if err != nil {
		t.Fatal(err)
	}
	if len(runs) != 1 || runs[0].Total != len(eps) || runs[0].Passed != crep.Run.Passed || runs[0].Passed > crep.Passed {
		t.Fatalf("stored runs %+v; want one with %d/%d", runs, crep.Run.Passed, len(eps))
	}
	failed := 0
	for _, v := range runs[0].Verdicts {
		if !v.Passed {
			failed++
			if v.Divergence == "" {
				t.Errorf("%s: stored failure without divergence", v.Episode)
			}
		}
	}
	if failed == 0 {
		t.Error("no stored failed verdicts")
	}
	if sv, err := st.Version(ctx, cand.Version()); err != nil || sv.Skill != "advance" || !strings.Contains(sv.Source, "stone_") {
		t.Errorf("candidate version stored as %+v, %v", sv, err)
	}
	// The gate's one rule, on these verdicts: the candidate fails episodes
	// the reference passes; the reference fails none the candidate passes.
	verdicts := func(r *verify.Report) []gate.Verdict {
		var out []gate.Verdict
		for _, v := range r.Verdicts {
			out = append(out, gate.Verdict{Episode: v.Episode, Passed: v.Passed(), Unverifiable: v.Status == verify.Error, Why: v.Reason()})
		}
		return out
	}
	if j := gate.Judge(verdicts(crep), verdicts(rep), true, 1, false); j.Accept || len(j.Regressions) == 0 || !strings.Contains(j.Detail, "episode corridor-") {
		t.Errorf("Judge(candidate, reference) = %+v; want a rejection naming the episodes", j)
	}
	if j := gate.Judge(verdicts(rep), verdicts(crep), true, 1, false); !j.Accept {
		t.Errorf("Judge(reference, candidate) rejected: %s", j.Detail)
	}

	// Named episodes, one of them unknown: an error verdict, not an abort.
	opts.Episodes = []string{eps[0].ID, "no-such-episode"}
	nrep, err := verify.Version(ctx, lib, st, ref, opts)
	if err != nil {
		t.Fatal(err)
	}
	if nrep.Verified() || nrep.Errors != 1 || nrep.Passed != 1 {
		t.Errorf("named episodes: passed=%d errors=%d verified=%v; want 1, 1, false", nrep.Passed, nrep.Errors, nrep.Verified())
	}
	if nrep.Run.Total != 1 {
		t.Errorf("stored run covers %d episodes; want only the one memory holds", nrep.Run.Total)
	}
}
