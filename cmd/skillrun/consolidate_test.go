package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/skillrun/skillrun/consolidate"
	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/memory/neo4j/neo4jtest"
	memopen "github.com/skillrun/skillrun/memory/open"
	"github.com/skillrun/skillrun/runtime/sandbox"
	"github.com/skillrun/skillrun/serve"
	"github.com/skillrun/skillrun/skills"
	"github.com/skillrun/skillrun/verify"
)

// tallyWorld counts: "inc" on "tally" adds one; anything else fails.
type tallyWorld struct {
	mu sync.Mutex
	n  int
}

func (w *tallyWorld) Observe(context.Context) (skills.Observation, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	return skills.Observation{"n": w.n}, nil
}

func (w *tallyWorld) Act(_ context.Context, a skills.Action) (skills.Outcome, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if a.Name == "inc" && a.Object == "tally" {
		w.n++
		return skills.Outcome{OK: true}, nil
	}
	return skills.Outcome{OK: false, Reason: "unknown action " + a.Name}, nil
}

// tallySource is a skill that acts verb n times on the tally; note makes
// versions with the same behaviour distinct. It does not observe after
// its last action: a session records the observation before each action
// only, and replay serves nothing after the last.
func tallySource(name, verb, note string) string {
	return fmt.Sprintf(`// Count up to n on the tally (%s).
package %s

import (
	"fmt"

	"github.com/skillrun/skillrun/skills"
)

// Args say how far to count.
type Args struct {
	N int `+"`json:\"n\"`"+`
}

// Run counts.
func Run(env skills.Env, args Args) (skills.Result, error) {
	for i := 0; i < args.N; i++ {
		out, err := env.Act(skills.Action{Name: %q, Object: "tally"})
		if err != nil {
			return nil, err
		}
		if !out.OK {
			return nil, fmt.Errorf("count failed: %%s", out.Reason)
		}
	}
	return skills.Result{"counted": args.N}, nil
}
`, note, name, verb)
}

// proposerScript checks that the brief names the skill and carries its
// source, then answers with the file $ANSWER: a deterministic proposer.
const proposerScript = `brief=$(cat)
case "$brief" in *'"skill":"'"$SKILLRUN_SKILL"'"'*) ;; *) echo "brief without the skill" >&2; exit 3;; esac
case "$brief" in *'"source":"'*) ;; *) echo "brief without the source" >&2; exit 3;; esac
case "$brief" in *'"failing":[{'*) ;; *) echo "brief without failing episodes" >&2; exit 3;; esac
cat "$ANSWER"
`

// TestConsolidationEndToEnd: a skill serves and works; a regression is
// injected; sessions over MCP fail with it; a consolidation pass over MCP
// clusters the failures and writes a brief (also an MCP prompt); a
// proposer that answers garbage is rejected, one that fixes the skill is
// promoted through the gate (the fix DERIVED_FROM the failing episodes),
// and one that regresses it is rejected with the fix still serving. On
// SQLite and on a real Neo4j.
func TestConsolidationEndToEnd(t *testing.T) {
	t.Run("sqlite", func(t *testing.T) {
		testConsolidation(t, filepath.Join(t.TempDir(), "memory.db"), "tally")
	})
	t.Run("neo4j", func(t *testing.T) {
		uri := neo4jtest.URI()
		if uri == "" {
			if os.Getenv("CI") == "true" {
				t.Fatal("NEO4J_TEST_URI is not set; in CI the Neo4j server must be running (ci/services.d/30-neo4j.sh)")
			}
			t.Skip("NEO4J_TEST_URI is not set")
		}
		unlock, err := neo4jtest.Lock()
		if err != nil {
			t.Fatal(err)
		}
		defer unlock()
		// A skill name of its own: the database outlives the test.
		testConsolidation(t, uri, fmt.Sprintf("tally_%d", time.Now().UnixNano()))
	})
}

func testConsolidation(t *testing.T, spec, name string) {
	ctx := context.Background()
	dir := t.TempDir()
	libDir := filepath.Join(dir, "lib")
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(os.MkdirAll(libDir, 0o755))
	must(os.WriteFile(filepath.Join(libDir, name+".go"), []byte(tallySource(name, "inc", "v1")), 0o644))
	lib, err := library.Open(libDir, library.Options{Executor: sandbox.NewInProcess(sandbox.Options{})})
	must(err)
	store, err := memopen.Store(ctx, spec, memopen.Options{})
	must(err)
	t.Cleanup(func() { store.Close() })
	a := &app{isolation: "inprocess", lib: libDir, library: lib}
	g, err := a.newGate(ctx, lib, store, library.PromoteVerified, gateFlags{})
	must(err)
	gate := g.Lifecycle()
	answer := filepath.Join(dir, "answer.go")
	must(os.WriteFile(filepath.Join(dir, "proposer.sh"), []byte(proposerScript), 0o644))
	cons, err := consolidate.New(consolidate.Options{Store: store, Library: lib, Lifecycle: gate,
		Proposer: fmt.Sprintf("ANSWER=%s sh %s", answer, filepath.Join(dir, "proposer.sh")), ProposerTimeout: time.Minute})
	must(err)
	srv, err := serve.New(lib, serve.Options{Memory: store, Lifecycle: &gate, Consolidator: cons,
		Envs: map[string]serve.EnvFactory{"tally": func(context.Context, json.RawMessage) (skills.World, error) { return &tallyWorld{}, nil }}})
	must(err)
	t.Cleanup(func() { srv.Close() })
	ct, st := mcp.NewInMemoryTransports()
	sctx, cancel := context.WithCancel(ctx)
	t.Cleanup(cancel)
	go srv.ServeMCP(sctx, st)
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "agent", Version: "1"}, nil).Connect(ctx, ct, nil)
	must(err)
	t.Cleanup(func() { cs.Close() })
	call := func(tool string, args any, out any) string {
		t.Helper()
		res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: tool, Arguments: args})
		must(err)
		text := res.Content[0].(*mcp.TextContent).Text
		if res.IsError {
			return text
		}
		if out != nil {
			must(json.Unmarshal([]byte(text), out))
		}
		return ""
	}
	// episode runs the skill in a new session and closes it with the outcome.
	episode := func() (string, bool) {
		t.Helper()
		var sess serve.SessionInfo
		if msg := call("session_open", map[string]any{"env": "tally", "task": name + ` {"n":2}`}, &sess); msg != "" {
			t.Fatal(msg)
		}
		msg := call(name, map[string]any{"n": 2, "_session": sess.Session}, nil)
		ok := msg == ""
		if m := call("session_close", map[string]any{"session": sess.Session, "success": ok}, nil); m != "" {
			t.Fatal(m)
		}
		return sess.Episode, ok
	}
	serving := func() string {
		sk, err := lib.Get(name)
		must(err)
		return sk.Unit.Version()
	}

	// The skill works; its episodes are its evidence and it verifies.
	v1 := serving()
	good := map[string]bool{}
	for range 3 {
		ep, ok := episode()
		if !ok {
			t.Fatal("the good version failed")
		}
		good[ep+"-run-1"] = true
	}
	// The gate links each session run to the version that ran it.
	if ev, err := store.Evidence(ctx, v1); err != nil || len(ev) != 3 || ev[0].Relation != memory.SupportedBy || !good[ev[0].Episode] {
		t.Fatalf("evidence of v1 = %+v, %v; want the 3 runs", ev, err)
	}
	sk, _ := lib.Get(name)
	rep1, err := verify.Version(ctx, lib, store, sk.Unit, verify.Options{})
	must(err)
	if rep1.Passed != 3 || len(rep1.Verdicts) != 3 {
		b, _ := json.Marshal(rep1.Verdicts)
		t.Log(string(b))
		t.Fatalf("v1 verifies %d/3", rep1.Passed)
	}

	// A regression is forced in (an operator's "always"), and fails live.
	forced, err := a.newGate(ctx, lib, store, library.PromoteAlways, gateFlags{})
	must(err)
	d, err := lib.Propose(ctx, forced.Lifecycle(), library.Proposal{Source: []byte(tallySource(name, "increment", "v2")), Author: "operator"})
	must(err)
	if !d.Promoted {
		t.Fatalf("regression not forced in: %+v", d)
	}
	v2 := serving()
	var bad []string
	for range 3 {
		ep, ok := episode()
		if ok {
			t.Fatal("the regressed version succeeded")
		}
		// Each run is an episode of its own (the one verification replays).
		bad = append(bad, ep+"-run-1")
	}

	// A pass finds the cluster and writes the brief.
	var rep consolidate.Report
	if msg := call("skill_consolidate", map[string]any{}, &rep); msg != "" {
		t.Fatal(msg)
	}
	var cluster *consolidate.Cluster
	for _, f := range rep.Findings {
		if f.Kind == consolidate.Failures && f.Skill == name {
			cluster = f.Cluster
		}
	}
	if cluster == nil || cluster.Count != 3 || cluster.Reason != "unknown action increment" || cluster.Class != "tally" || cluster.Version != v2 {
		t.Fatalf("findings = %+v; want a cluster of 3 failures of %s (unknown action increment on tally)", rep.Findings, v2)
	}
	var brief *consolidate.Brief
	for i, b := range rep.Briefs {
		if b.Skill == name {
			brief = &rep.Briefs[i]
		}
	}
	if brief == nil || brief.Version != v2 || !strings.Contains(brief.Source, `"increment"`) || len(brief.Failing) != 3 || len(brief.Passing) != 3 {
		t.Fatalf("brief = %+v", brief)
	}
	slices.Sort(bad)
	eps := slices.Clone(brief.Episodes)
	slices.Sort(eps)
	if !slices.Equal(eps, bad) || !strings.Contains(brief.Failing[0].Failure, "failed: unknown action increment") {
		t.Fatalf("brief failing episodes = %v (%+v); want %v", brief.Episodes, brief.Failing[0], bad)
	}
	if len(brief.Text) > 16<<10 || !strings.Contains(brief.Text, "Episodes it must keep passing") || !strings.Contains(brief.Text, "What the gate checks") {
		t.Fatalf("brief text (%d bytes):\n%s", len(brief.Text), brief.Text)
	}
	prompts, err := cs.ListPrompts(ctx, nil)
	must(err)
	var names []string
	for _, p := range prompts.Prompts {
		names = append(names, p.Name)
	}
	if !slices.Contains(names, "consolidate") || !slices.Contains(names, "consolidate_"+name) {
		t.Fatalf("prompts = %v", names)
	}
	pr, err := cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: "consolidate_" + name})
	must(err)
	if got := pr.Messages[0].Content.(*mcp.TextContent).Text; got != brief.Text {
		t.Fatalf("prompt text differs from the brief:\n%s", got)
	}
	if _, err := store.Note(ctx, brief.ID); err != nil {
		t.Fatalf("brief not recorded: %v", err)
	}

	propose := func(answer string) consolidate.Proposal {
		t.Helper()
		var rep consolidate.Report
		if msg := call("skill_consolidate", map[string]any{"skill": name, "propose": true}, &rep); msg != "" {
			t.Fatal(msg)
		}
		if len(rep.Proposals) != 1 {
			t.Fatalf("proposals = %+v", rep.Proposals)
		}
		p := rep.Proposals[0]
		n, err := store.Note(ctx, p.Note)
		if err != nil || !strings.Contains(n.Text, p.Status) || !slices.Contains(n.Tags, "brief:"+p.Brief) {
			t.Fatalf("proposal note %q = %+v, %v", p.Note, n, err)
		}
		return p
	}

	// Garbage: rejected, the regression still serves.
	must(os.WriteFile(answer, []byte("I could not fix it, sorry.\n"), 0o644))
	if p := propose("garbage"); p.Status != consolidate.Rejected || serving() != v2 {
		t.Fatalf("garbage proposal = %+v (serving %s)", p, serving())
	}

	// A fix: promoted through the gate, derived from the failing episodes.
	must(os.WriteFile(answer, []byte("```go\n"+tallySource(name, "inc", "v3, fixed")+"```\n"), 0o644))
	p := propose("fix")
	if p.Status != consolidate.Promoted || serving() != p.Version || p.Replaces != v2 {
		t.Fatalf("fixing proposal = %+v (serving %s)", p, serving())
	}
	v3 := p.Version
	ev, err := store.Evidence(ctx, v3)
	must(err)
	var derived []string
	for _, e := range ev {
		if e.Relation == memory.DerivedFrom {
			derived = append(derived, e.Episode)
		}
	}
	slices.Sort(derived)
	if !slices.Equal(derived, bad) {
		t.Fatalf("v3 derived from %v; want the failing episodes %v", derived, bad)
	}
	if _, ok := episode(); !ok {
		t.Fatal("the fixed version failed live")
	}

	// A regressing answer: rejected, the fix keeps serving.
	must(os.WriteFile(answer, []byte(tallySource(name, "dec", "v4")), 0o644))
	if p := propose("regress"); p.Status != consolidate.Rejected || serving() != v3 {
		t.Fatalf("regressing proposal = %+v (serving %s, want %s)", p, serving(), v3)
	}
	// A proposer that fails: recorded as failed, nothing proposed.
	must(os.Remove(answer))
	if p := propose("missing"); p.Status != consolidate.Failed || serving() != v3 {
		t.Fatalf("failing proposer = %+v", p)
	}
}
