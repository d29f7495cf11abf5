package gate

import (
	"reflect"
	"strings"
	"testing"

	"github.com/skillrun/skillrun/memory"
)

func TestOnFailures(t *testing.T) {
	failed := map[string]string{"bad": "locked"}
	in := []Verdict{
		{Episode: "good", Passed: true},
		{Episode: "good2", Why: "step 1: got a, wanted b"},
		{Episode: "bad", Passed: true},
		{Episode: "bad", Why: "step 0: got inc, wanted increment"},
		{Episode: "bad", Unverifiable: true, Why: "no snapshot"},
	}
	want := []Verdict{
		{Episode: "good", Passed: true},
		{Episode: "good2", Why: "step 1: got a, wanted b"},
		{Episode: "bad", Why: "reproduces a recorded failure: locked", Reproduces: true},
		{Episode: "bad", Unverifiable: true, Why: "departs from a recorded failure (step 0: got inc, wanted increment); replay cannot tell whether it now succeeds", Departs: true},
		{Episode: "bad", Unverifiable: true, Why: "no snapshot"},
	}
	if got := onFailures(in, failed); !reflect.DeepEqual(got, want) {
		t.Fatalf("onFailures =\n%+v\nwant\n%+v", got, want)
	}
	// A stored run's verdicts (verify marks a reproduced recorded failure
	// as failed, a departure from one as such) are weighed the same as
	// verdicts fresh from a report, and those of runs stored before verify
	// marked them too.
	stored := []memory.Verdict{
		{Episode: "good", Passed: true},
		{Episode: "good2", Divergence: "step 1: got a, wanted b"},
		{Episode: "bad", Divergence: "reproduces a recorded failure: locked", Reproduces: true},
		{Episode: "bad", Divergence: "departs from a recorded failure (step 0: got inc, wanted increment)", Departs: true},
	}
	for i, v := range onFailures(storedVerdicts(stored), failed) {
		if w := want[i]; v.Passed != w.Passed || v.Unverifiable != w.Unverifiable || v.Reproduces != w.Reproduces || v.Departs != w.Departs {
			t.Errorf("stored verdict %d weighed %+v; want %+v", i, v, w)
		}
	}
	old := onFailures(storedVerdicts([]memory.Verdict{{Episode: "bad", Passed: true}}), failed)
	if v := old[0]; v.Passed || !v.Reproduces {
		t.Errorf("a reproduction stored as a pass (before verify marked them) weighed %+v; want failed, reproduces", v)
	}
	// A fix of a failure: the serving version reproduces it, the candidate
	// departs; with one good episode both pass, the fix is accepted.
	cand := onFailures([]Verdict{{Episode: "good", Passed: true}, {Episode: "bad", Why: "diverged"}}, failed)
	serv := onFailures([]Verdict{{Episode: "good", Passed: true}, {Episode: "bad", Passed: true}}, failed)
	if j := Judge(cand, serv, true, 1, false); !j.Accept {
		t.Fatalf("Judge(fix) = %+v; want accepted", j)
	}
	// Reproducing the failure is no fix: nothing passes but the failure.
	cand = onFailures([]Verdict{{Episode: "bad", Passed: true}}, failed)
	if j := Judge(cand, serv, true, 1, false); j.Accept {
		t.Fatalf("Judge(reproduction) = %+v; want refused", j)
	}
	// A regression to a failure: the serving version departs from a
	// recorded failure (a version that failed its probation recorded it),
	// and the candidate, passing the good episode as well, repeats it.
	serv = onFailures([]Verdict{{Episode: "good", Passed: true}, {Episode: "bad", Why: "diverged"}}, failed)
	cand = onFailures([]Verdict{{Episode: "good", Passed: true}, {Episode: "bad", Passed: true}}, failed)
	j := Judge(cand, serv, true, 1, false)
	if j.Accept || len(j.Repeats) != 1 || !strings.Contains(j.Detail, "repeats 1 recorded failure(s) the serving version does not: episode bad: reproduces a recorded failure: locked") {
		t.Fatalf("Judge(a regression to a recorded failure) = %+v; want refused, naming it", j)
	}
	// Without a serving version there is nothing it departs from.
	if j := Judge(cand, nil, false, 1, false); !j.Accept {
		t.Fatalf("Judge(new skill) = %+v; want accepted", j)
	}
}
