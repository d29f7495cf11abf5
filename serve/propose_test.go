package serve_test

import (
	"context"
	"encoding/json"
	"github.com/skillrun/skillrun/gate"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
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

// lifecycle is what cmd/skillrun wires in: the promotion gate (package
// gate), verifying by trace replay the candidate and the serving version
// on the skill's evidence, and recording the version, its supersedes edge,
// its derived-from links and the decision in memory.
func lifecycle(f *fixture) *library.Lifecycle {
	g := gate.New(gate.Options{Library: f.lib, Store: f.store, Method: verify.MethodReplay})
	if err := g.Provision(context.Background()); err != nil {
		panic(err)
	}
	lc := g.Lifecycle()
	return &lc
}

func TestPropose(t *testing.T) {
	f := newFixture(t, func(f *fixture, o *serve.Options) { o.Lifecycle = lifecycle(f) })
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
	var src serve.SourceReply
	if _, msg := callTool(t, cs, "skill_source", map[string]any{"skill": "counter"}, &src); msg != "" || src.Source != string(orig) || !src.Serving || src.Version != cur.Unit.Version() {
		t.Fatalf("skill_source counter = %+v %s; want the file's source, serving", src, msg)
	}

	// A version that counts one short verifies worse: rejected, the old one serves.
	broken := strings.Replace(string(orig), "for i := 0; i < args.N; i++", "for i := 1; i < args.N; i++", 1)
	var p serve.Proposal
	if _, msg := callTool(t, cs, "skill_propose", map[string]any{"skill": "counter", "source": broken, "author": "agent-1"}, &p); msg != "" {
		t.Fatal(msg)
	}
	// Stopped at its first regression (the episodes are verified in order,
	// and the report keeps those up to the first that stopped it).
	if p.Status != serve.Rejected || p.Passed != 0 || p.Total != 1 || !strings.Contains(p.Reason, "serving 2/2") || !strings.Contains(p.Reason, "stopped at its first regression, 1 of 2 episodes left unverified") {
		t.Fatalf("broken proposal = %+v; want rejected at its first regression, 0/1 against the serving version's 2/2", p)
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
	if _, msg := callTool(t, cs, "skill_propose", map[string]any{"skill": "counter", "source": better, "derived_from": []string{"ep-count-a"}}, &q); msg != "" {
		t.Fatal(msg)
	}
	if q.Status != serve.Promoted || q.Passed != 2 || q.Replaces != cur.Unit.Version() {
		t.Fatalf("good proposal = %+v; want promoted after passing 2/2", q)
	}
	// No author given: the version is filed under the MCP client's name
	// (the test client introduces itself as "test").
	if v, err := f.store.Version(ctx, q.Version); err != nil || v.Author != "mcp:test" {
		t.Errorf("author of a proposal without one = %q (%v); want the MCP client's name, mcp:test", v.Author, err)
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

	// The replaced version's source is still in memory.
	var old serve.SourceReply
	if _, msg := callTool(t, cs, "skill_source", map[string]any{"version": cur.Unit.Version()}, &old); msg != "" || old.Source != string(orig) || old.Serving {
		t.Errorf("skill_source of the replaced version = %+v %s; want the original source, not serving", old, msg)
	}

	// The verdict can be fetched again; memory holds the history.
	var v serve.VerdictReply
	callTool(t, cs, "skill_verdict", map[string]any{"proposal": p.ID}, &v)
	if v.Proposal == nil || v.Proposal.Status != serve.Rejected || v.Version != p.Version || v.Serving || len(v.Runs) != 1 || v.Rate.Passed != 0 || v.Rate.Total != 1 {
		t.Errorf("skill_verdict(%s) = %+v; want the rejection and its 0/1 run", p.ID, v)
	}
	callTool(t, cs, "skill_verdict", map[string]any{"version": q.Version}, &v)
	if !v.Serving || v.Rate.Passed != 2 {
		t.Errorf("skill_verdict(version %s) = %+v; want serving, 2/2", q.Version, v)
	}
	var vr serve.VerificationsReply
	if _, msg := callTool(t, cs, "memory_verifications", map[string]any{"version": p.Version}, &vr); msg != "" {
		t.Fatal(msg)
	}
	if len(vr.Runs) != 1 || vr.Rate.Total != 1 || vr.Rate.Passed != 0 || len(vr.Text) != 1 {
		t.Errorf("verifications of the rejected version = %+v; want one run, 0/1", vr)
	}
	var prov memory.Provenance
	if _, msg := callTool(t, cs, "memory_provenance", map[string]any{"skill": "counter"}, &prov); msg != "" {
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
		if _, msg := callTool(t, cs, "skill_propose", tt.args, nil); !strings.HasPrefix(msg, tt.want) {
			t.Errorf("skill_propose(%.40v): %q; want %q", tt.args, msg, tt.want)
		}
	}
}

func TestProposeWithoutLifecycle(t *testing.T) {
	f := newFixture(t, nil)
	cs := f.connect(t, nil)
	orig, _ := os.ReadFile(filepath.Join(f.dir, "echo.go"))
	src := strings.Replace(string(orig), "Echo the message back", "Repeat the message", 1)
	var p serve.Proposal
	if _, msg := callTool(t, cs, "skill_propose", map[string]any{"skill": "echo", "source": src}, &p); msg != "" {
		t.Fatal(msg)
	}
	if p.Status != serve.Pending || mustVersion(t, f, "echo") == p.Version {
		t.Errorf("proposal without a lifecycle = %+v; want pending and not serving", p)
	}
	if b, _ := os.ReadFile(filepath.Join(f.dir, "echo.go")); string(b) != string(orig) {
		t.Errorf("a pending version was written to the library")
	}
}
