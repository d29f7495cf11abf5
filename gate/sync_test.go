package gate_test

import (
	"context"
	"errors"
	"fmt"
	"github.com/hashicorp/go-hclog"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/skillrun/skillrun/gate"
	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/memory/neo4j/neo4jtest"
	memopen "github.com/skillrun/skillrun/memory/open"
	"github.com/skillrun/skillrun/runtime/sandbox"
	"github.com/skillrun/skillrun/skills"
)

func calcV(name string, k int) string {
	return fmt.Sprintf(`// Double x (v%d).
package %s

import "github.com/skillrun/skillrun/skills"

type Args struct {
	X int `+"`json:\"x\"`"+`
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	return skills.Result{"y": 2 * args.X, "v": %d}, nil
}
`, k, name, k)
}

// stores runs fn against one SQLite file and, where CI runs one, a real
// Neo4j (which fails in CI when it is missing).
func stores(t *testing.T, fn func(t *testing.T, spec, name string)) {
	t.Run("sqlite", func(t *testing.T) {
		fn(t, filepath.Join(t.TempDir(), "shared.db"), "calc")
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
		fn(t, uri, fmt.Sprintf("calc_%d", time.Now().UnixNano()))
	})
}

type instance struct {
	lib   *library.Library
	dir   string
	store memory.Store
	g     *gate.Gate
}

func openInstance(t *testing.T, spec, name string, rules gate.Rules) *instance {
	t.Helper()
	return openInstanceWith(t, spec, name, gate.Options{Rules: rules})
}

// openLibrary makes a library directory holding version 1 of calc skill
// name, opens it, and opens the store spec names (closed at the end).
func openLibrary(t testing.TB, spec, name string) (string, *library.Library, memory.Store) {
	t.Helper()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, name+".go"), []byte(calcV(name, 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	lib, err := library.Open(dir, library.Options{Executor: sandbox.NewInProcess(sandbox.Options{}), Logger: hclog.New(&hclog.LoggerOptions{Level: hclog.Warn, Output: testWriter{t}})})
	if err != nil {
		t.Fatal(err)
	}
	store, err := memopen.Store(context.Background(), spec, memopen.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { store.Close() })
	return dir, lib, store
}

// openInstanceWith is openInstance with the gate's options (its library
// and store set here).
func openInstanceWith(t *testing.T, spec, name string, opts gate.Options) *instance {
	t.Helper()
	ctx := context.Background()
	dir, lib, store := openLibrary(t, spec, name)
	opts.Library, opts.Store = lib, store
	g := gate.New(opts)
	if err := g.Provision(ctx); err != nil {
		t.Fatal(err)
	}
	if err := g.Validate(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	return &instance{lib: lib, dir: dir, store: store, g: g}
}

// TestManyInstancesOneLibrary: two instances, each with its own library
// directory, share one memory. A version promoted on one is picked up,
// re-verified and served by the other, and written to its directory; a
// skill disabled on one is disabled on the other.
func TestManyInstancesOneLibrary(t *testing.T) {
	stores(t, func(t *testing.T, spec, name string) {
		ctx := context.Background()
		// calc acts on no world: it can have no evidence, so this library
		// allows unverified versions.
		rules := gate.Rules{AllowUnverified: true}
		a := openInstance(t, spec, name, rules)
		b := openInstance(t, spec, name, rules)
		defer b.lib.Subscribe(func(c library.Change) { t.Logf("B: %+v", c) })()
		if ds := b.g.Sync(ctx); len(ds) != 0 {
			t.Fatalf("nothing promoted yet, but B took %+v", ds)
		}
		d, err := a.g.Propose(ctx, library.Proposal{Source: []byte(calcV(name, 2)), Author: "agent-a"})
		if err != nil || !d.Promoted || d.Status != memory.PromotedUnverified {
			t.Fatalf("A: propose v2 = %+v, %v", d, err)
		}
		ds := b.g.Sync(ctx)
		if len(ds) != 1 || !ds[0].Promoted || ds[0].Version != d.Version {
			t.Fatalf("B: sync = %+v; want v2 (%s) promoted", ds, d.Version)
		}
		if cur, _ := b.lib.Get(name); cur.Unit.Version() != d.Version {
			t.Errorf("B serves %s; want %s", cur.Unit.Version(), d.Version)
		}
		if src, _ := os.ReadFile(filepath.Join(b.dir, name+".go")); !strings.Contains(string(src), "(v2)") {
			t.Errorf("B's file was not rewritten")
		}
		if ds := b.g.Sync(ctx); len(ds) != 0 {
			t.Errorf("second sync took %+v", ds)
		}
		// The proposal kept its author.
		v, err := a.store.Version(ctx, d.Version)
		if err != nil || v.Author != "agent-a" {
			t.Errorf("recorded version %+v, %v; want author agent-a", v, err)
		}

		// Disabled on A: B stops serving it at its next sync.
		if _, err := a.g.Disable(ctx, name, "breaks the build", "ops"); err != nil {
			t.Fatal(err)
		}
		if _, err := a.lib.Run(ctx, name, library.Request{Args: []byte(`{"x":1}`)}); !errors.Is(err, library.ErrDisabled) || !strings.Contains(err.Error(), "breaks the build") {
			t.Errorf("run of a disabled skill: %v; want ErrDisabled with the reason", err)
		}
		b.g.Sync(ctx)
		if why, off := b.lib.Disabled(name); !off || why != "breaks the build" {
			t.Errorf("B: disabled = %v (%q); want disabled by A's decision", off, why)
		}
		if _, err := a.g.Enable(ctx, name, "fixed", "ops"); err != nil {
			t.Fatal(err)
		}
		b.g.Sync(ctx)
		if _, off := b.lib.Disabled(name); off {
			t.Errorf("B still disabled after A enabled")
		}

		// Rollback without a target: the version that served before.
		rd, err := a.g.Rollback(ctx, name, "", "ops")
		if err != nil || rd.Status != memory.RolledBack {
			t.Fatalf("rollback = %+v, %v", rd, err)
		}
		if cur, _ := a.lib.Get(name); !strings.Contains(string(cur.Unit.Source), "(v1)") {
			t.Errorf("after rollback A serves %s", cur.Unit.Source)
		}
		// And forward again by a unique prefix of the id.
		if _, err := a.g.Rollback(ctx, name, d.Version[:6], "ops"); err != nil {
			t.Fatalf("rollback by prefix: %v", err)
		}
		if cur, _ := a.lib.Get(name); cur.Unit.Version() != d.Version {
			t.Errorf("after rollback by prefix A serves %s; want %s", cur.Unit.Version(), d.Version)
		}
		if _, err := a.g.Rollback(ctx, name, "zz", "ops"); !errors.Is(err, memory.ErrNotFound) {
			t.Errorf("rollback to an unknown prefix: %v", err)
		}
		if _, err := a.g.Rollback(ctx, name, "", "ops"); err != nil {
			t.Errorf("second rollback without target: %v", err)
		}
		ds2, _ := a.store.Decisions(ctx, name)
		statuses := map[memory.DecisionStatus]int{}
		for _, d := range ds2 {
			statuses[d.Status]++
		}
		if statuses[memory.Disabled] != 1 || statuses[memory.Enabled] != 1 || statuses[memory.RolledBack] != 3 {
			t.Errorf("decisions by status = %v", statuses)
		}
	})
}

// TestAmbiguousPrefix: a prefix two versions share is refused, naming both.
func TestAmbiguousPrefix(t *testing.T) {
	ctx := context.Background()
	st, err := memopen.Store(ctx, filepath.Join(t.TempDir(), "m.db"), memopen.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	for _, id := range []string{"abc123", "abd456", "ffe000"} {
		if err := st.PutVersion(ctx, memory.SkillVersion{Skill: "s", ID: id, Source: "package s", Created: time.Now()}); err != nil {
			t.Fatal(err)
		}
	}
	tests := []struct {
		id, want string
		err      error
	}{
		{"abc", "abc123", nil},
		{"ffe000", "ffe000", nil},
		{"ab", "", skills.ErrBadInput},
		{"abe", "", memory.ErrNotFound},
	}
	for _, tt := range tests {
		got, err := gate.ResolveVersion(ctx, st, "s", tt.id)
		if got != tt.want || !errors.Is(err, tt.err) {
			t.Errorf("ResolveVersion(%q) = %q, %v; want %q, %v", tt.id, got, err, tt.want, tt.err)
		}
		if tt.id == "ab" && (err == nil || !strings.Contains(err.Error(), "abc123, abd456")) {
			t.Errorf("ambiguous prefix error %v does not name the matches", err)
		}
	}
	// A prefix of 300 versions names ten and counts the rest: the error
	// named every one.
	for i := range 300 {
		if err := st.PutVersion(ctx, memory.SkillVersion{Skill: "s", ID: fmt.Sprintf("f%015x", i), Source: "package s", Created: time.Now()}); err != nil {
			t.Fatal(err)
		}
	}
	_, err = gate.ResolveVersion(ctx, st, "s", "f")
	if !errors.Is(err, skills.ErrBadInput) || strings.Count(err.Error(), ", ") != 9 || !strings.Contains(err.Error(), " and 291 more") {
		t.Errorf("a prefix of 301 versions: %v; want ten named and 291 more", err)
	}
}

type testWriter struct{ t testing.TB }

func (w testWriter) Write(p []byte) (int, error) {
	w.t.Log(strings.TrimSpace(string(p)))
	return len(p), nil
}

// TestSyncKeepsToItsSkill: a version another instance recorded for one
// skill, whose source names another, is refused on sync (even as a
// rollback, which is not verified): what a shared store holds is
// untrusted, and it must not install or replace the other skill.
func TestSyncKeepsToItsSkill(t *testing.T) {
	stores(t, func(t *testing.T, spec, name string) {
		ctx := context.Background()
		b := openInstance(t, spec, name, gate.Rules{AllowUnverified: true})
		before, _ := b.lib.Get(name)
		other := name + "_other"
		src := calcV(other, 9)
		v := memory.SkillVersion{Skill: name, ID: fmt.Sprintf("%016x", time.Now().UnixNano()), Kind: skills.Procedure, Source: src, Author: "elsewhere", Created: time.Now().UTC()}
		if err := b.store.PutVersion(ctx, v); err != nil {
			t.Fatal(err)
		}
		if err := b.store.RecordDecision(ctx, memory.Decision{ID: "d-elsewhere-" + name, Skill: name, Version: v.ID, Status: memory.RolledBack, Author: "elsewhere", Time: time.Now().UTC().Add(time.Second)}); err != nil {
			t.Fatal(err)
		}
		if ds := b.g.Sync(ctx); len(ds) != 0 {
			t.Errorf("sync took %+v; want nothing", ds)
		}
		if _, err := b.lib.Get(other); err == nil {
			t.Errorf("sync installed %s from a version recorded for %s", other, name)
		}
		if cur, _ := b.lib.Get(name); cur.Unit.Version() != before.Unit.Version() {
			t.Errorf("%s serves %s; want %s still", name, cur.Unit.Version(), before.Unit.Version())
		}
		// An agent's rollback to it is refused: no gate let it through.
		if _, err := b.g.Rollback(ctx, name, v.ID, "agent-1"); !errors.Is(err, gate.ErrNeverServed) {
			t.Errorf("an agent's rollback to a version only a record in the store served: %v; want ErrNeverServed", err)
		}
		// A person's rollback to it is refused for what it declares.
		if _, err := b.g.RollbackAny(ctx, name, v.ID, "ops"); !errors.Is(err, skills.ErrBadInput) || !strings.Contains(err.Error(), "declares skill") {
			t.Errorf("rollback to a version of another skill's source: %v; want bad input naming the skill it declares", err)
		}
		if _, err := b.lib.Get(other); err == nil {
			t.Errorf("rollback installed %s", other)
		}
	})
}
