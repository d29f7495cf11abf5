package gate_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/skillrun/skillrun/gate"
)

// verdicts parses "a" (pass), "a!" (fail), "a?" (unverifiable).
func verdicts(s ...string) []gate.Verdict {
	var out []gate.Verdict
	for _, p := range s {
		switch {
		case strings.HasSuffix(p, "!"):
			out = append(out, gate.Verdict{Episode: p[:len(p)-1], Why: "step 2: got walk(dx=-1), wanted walk(dx=1)"})
		case strings.HasSuffix(p, "?"):
			out = append(out, gate.Verdict{Episode: p[:len(p)-1], Unverifiable: true, Why: "no snapshot"})
		default:
			out = append(out, gate.Verdict{Episode: p, Passed: true})
		}
	}
	return out
}

func TestJudge(t *testing.T) {
	tests := []struct {
		name            string
		cand, serv      []gate.Verdict
		hasServing      bool
		min             int
		allow           bool
		accept, unverif bool
		detailPart      string
	}{
		{"same", verdicts("a", "b"), verdicts("a", "b"), true, 1, false, true, false, "verified 2/2; serving 2/2"},
		{"better", verdicts("a", "b"), verdicts("a", "b!"), true, 1, false, true, false, "verified 2/2"},
		{"regression", verdicts("a", "b!"), verdicts("a", "b"), true, 1, false, false, false, "episode b: step 2"},
		// Per episode, not by rate: trading one episode for another is a regression.
		{"trade is a regression", verdicts("a!", "b"), verdicts("a", "b!"), true, 1, false, false, false, "fails 1 episode(s) the serving version passes"},
		{"fails what serving fails too", verdicts("a", "b!"), verdicts("a", "b!"), true, 1, false, true, false, "verified 1/2"},
		// Relative-only gates passed everything with no evidence.
		{"no evidence, replacement", nil, nil, true, 1, false, false, true, "no usable evidence"},
		{"no evidence, allowed", nil, nil, true, 1, true, true, true, "no usable evidence"},
		{"no evidence, new skill", nil, nil, false, 1, false, true, true, "no usable evidence"},
		{"only unverifiable", verdicts("a?", "b?"), verdicts("a", "b"), true, 1, false, false, true, "unverifiable: a (no snapshot)"},
		{"unverifiable counts for nothing", verdicts("a", "b?"), verdicts("a", "b"), true, 1, false, true, false, "1 unverifiable"},
		{"below min_evidence", verdicts("a", "b"), verdicts("a", "b"), true, 3, false, false, true, "2 episode(s) passed, 3 needed"},
		{"new skill that fails its evidence", verdicts("a!"), nil, false, 1, false, false, false, "passes 0 episode(s), 1 needed"},
		{"new skill with evidence", verdicts("a"), nil, false, 1, false, true, false, "verified 1/1"},
	}
	for _, tt := range tests {
		j := gate.Judge(tt.cand, tt.serv, tt.hasServing, tt.min, tt.allow)
		if j.Accept != tt.accept || j.Unverified != tt.unverif || !strings.Contains(j.Detail, tt.detailPart) {
			t.Errorf("%s: Judge = accept %v, unverified %v, %q; want %v, %v, containing %q", tt.name, j.Accept, j.Unverified, j.Detail, tt.accept, tt.unverif, tt.detailPart)
		}
	}
}

// Judge is the one promotion rule: per episode, absolute.
func ExampleJudge() {
	serving := []gate.Verdict{{Episode: "a", Passed: true}, {Episode: "b", Passed: true}}
	candidate := []gate.Verdict{{Episode: "a", Passed: true}, {Episode: "b", Why: "step 3: got walk(dx=-1), wanted walk(dx=1)"}}
	j := gate.Judge(candidate, serving, true, 1, false)
	fmt.Println(j.Accept)
	fmt.Println(j.Detail)
	// Output:
	// false
	// verified 1/2; serving 2/2; fails 1 episode(s) the serving version passes: episode b: step 3: got walk(dx=-1), wanted walk(dx=1)
}
