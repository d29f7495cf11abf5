package serve_test

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/runtime/sandbox"
	"github.com/skillrun/skillrun/serve"
	"github.com/skillrun/skillrun/skills"
	"github.com/skillrun/skillrun/verify"
)

// counterEpisode is a recorded run of counter with n: n increments, the
// observation before them, and the final observation in the snapshot, as
// trace replay needs.
func counterEpisode(id string, n int, start time.Time) memory.Episode {
	snap, _ := json.Marshal(map[string]any{"skill": "counter", "args": map[string]any{"n": n}, "final_observation": map[string]any{"value": float64(n)}})
	ep := memory.Episode{ID: id, Env: "counter", Task: "count", Start: start, Snapshot: snap}
	for i := 0; i < n; i++ {
		st := memory.Step{Index: i, Time: start.Add(time.Duration(i) * time.Second), Action: skills.Action{Name: "inc", Object: "counter"}, Outcome: skills.Outcome{OK: true}}
		if i == 0 {
			st.Observation = skills.Observation{"value": 0.0}
		}
		ep.Steps = append(ep.Steps, st)
	}
	return ep
}

func TestPropose(t *testing.T) {
	var f *fixture
	f = newFixture(t, func(o *serve.Options) {
		o.Verifier = func(ctx context.Context, u *sandbox.Unit, eps []string) (memory.VerificationRun, error) {
			return serve.VerifyWith(f.lib, f.store, verify.Options{Method: verify.MethodReplay})(ctx, u, eps)
		}
	})
	cs := f.connect(t, nil)
	ctx := context.Background()
	now := time.Now().UTC().Add(-time.Hour)
	cur, _ := f.lib.Get("counter")
	if err := verify.EnsureVersion(ctx, f.store, cur.Unit); err != nil {
		t.Fatal(err)
	}
	for i, n := range []int{2, 3} {
		ep := counterEpisode("ep-count-"+string(rune('a'+i)), n, now)
		if err := f.store.RecordEpisode(ctx, ep); err != nil {
			t.Fatal(err)
		}
		if err := f.store.Link(ctx, cur.Unit.Version(), memory.SupportedBy, ep.ID); err != nil {
			t.Fatal(err)
		}
	}
	orig, err := os.ReadFile(filepath.Join(f.dir, "counter.go"))
	if err != nil {
		t.Fatal(err)
	}

	// A version that counts one short verifies worse: rejected, the old one serves.
	broken := strings.Replace(string(orig), "for i := 0; i < args.N; i++", "for i := 1; i < args.N; i++", 1)
	var p serve.Proposal
	if _, msg := callTool(t, cs, "skill.propose", map[string]any{"skill": "counter", "source": broken, "author": "agent-1"}, &p); msg != "" {
		t.Fatal(msg)
	}
	if p.Baseline != nil {
		t.Logf("baseline verdicts: %+v", p.Baseline.Verdicts)
	}
	if p.Status != serve.Rejected || p.Candidate == nil || p.Candidate.Passed != 0 || p.Baseline == nil || p.Baseline.Passed != 2 || len(p.Episodes) != 2 {
		t.Fatalf("broken proposal = %+v; want rejected, candidate 0/2, baseline 2/2", p)
	}
	if mustVersion(t, f, "counter") != cur.Unit.Version() {
		t.Errorf("a rejected version serves")
	}
	if b, _ := os.ReadFile(filepath.Join(f.dir, "counter.go")); string(b) != string(orig) {
		t.Errorf("a rejected version was written to the library")
	}

	// A rewritten but equivalent version verifies as well: promoted.
	better := strings.Replace(string(orig), "// Count up to n", "// Increment the counter n times", 1)
	var q serve.Proposal
	if _, msg := callTool(t, cs, "skill.propose", map[string]any{"skill": "counter", "source": better, "derived_from": []string{"ep-count-a"}}, &q); msg != "" {
		t.Fatal(msg)
	}
	if q.Status != serve.Promoted || q.Candidate.Passed != 2 || q.Replaces != cur.Unit.Version() {
		t.Fatalf("good proposal = %+v; want promoted after passing 2/2", q)
	}
	if mustVersion(t, f, "counter") != q.Version {
		t.Errorf("the promoted version does not serve")
	}
	if b, _ := os.ReadFile(filepath.Join(f.dir, "counter.go")); string(b) != better {
		t.Errorf("the promoted version was not written to counter.go")
	}
	if d := toolNames(t, cs)["counter"].Description; !strings.HasPrefix(d, "Increment the counter") {
		t.Errorf("after promotion the tool's description is %q", d)
	}

	// The verdict can be fetched again; memory holds the history.
	var v serve.Proposal
	callTool(t, cs, "skill.verdict", map[string]any{"proposal": p.ID}, &v)
	if v.Status != serve.Rejected || v.Version != p.Version {
		t.Errorf("skill.verdict(%s) = %+v; want the rejection", p.ID, v)
	}
	var vr serve.VerificationsReply
	if _, msg := callTool(t, cs, "memory.verifications", map[string]any{"version": p.Version}, &vr); msg != "" {
		t.Fatal(msg)
	}
	if len(vr.Runs) != 1 || vr.Rate.Total != 2 || vr.Rate.Passed != 0 || !strings.Contains(vr.Runs[0].Note, "rejected") {
		t.Errorf("verifications of the rejected version = %+v; want one run, 0/2, noting the rejection", vr)
	}
	var prov memory.Provenance
	if _, msg := callTool(t, cs, "memory.provenance", map[string]any{"skill": "counter"}, &prov); msg != "" {
		t.Fatal(msg)
	}
	if prov.Version.ID != q.Version || len(prov.Chain) < 2 || prov.Chain[1].ID != cur.Unit.Version() {
		t.Errorf("provenance of counter = %+v; want the promoted version superseding the original", prov)
	}
	derived := false
	for _, e := range prov.Evidence[q.Version] {
		derived = derived || (e.Episode == "ep-count-a" && e.Relation == memory.DerivedFrom)
	}
	if !derived {
		t.Errorf("provenance evidence of %s = %+v; want DERIVED_FROM ep-count-a", q.Version, prov.Evidence[q.Version])
	}

	// Bad proposals.
	for _, tt := range []struct {
		args map[string]any
		want string
	}{
		{map[string]any{"skill": "echo", "source": better}, "bad_input: "}, // declares counter
		{map[string]any{"skill": "counter", "source": "package counter\nimport \"os\"\n"}, "bad_input: "},
	} {
		if _, msg := callTool(t, cs, "skill.propose", tt.args, nil); !strings.HasPrefix(msg, tt.want) {
			t.Errorf("skill.propose(%.40v): %q; want %q", tt.args, msg, tt.want)
		}
	}
}

func TestProposeWithoutVerifier(t *testing.T) {
	f := newFixture(t, nil)
	cs := f.connect(t, nil)
	orig, _ := os.ReadFile(filepath.Join(f.dir, "echo.go"))
	src := strings.Replace(string(orig), "Echo the message back", "Repeat the message", 1)
	var p serve.Proposal
	if _, msg := callTool(t, cs, "skill.propose", map[string]any{"skill": "echo", "source": src, "episodes": []string{"x"}}, &p); msg != "" {
		t.Fatal(msg)
	}
	if p.Status != serve.Unverified || mustVersion(t, f, "echo") == p.Version {
		t.Errorf("proposal without a verifier = %+v; want unverified and not serving", p)
	}
	if _, err := f.store.Version(context.Background(), p.Version); err != nil {
		t.Errorf("the proposed version is not recorded: %v", err)
	}
}
