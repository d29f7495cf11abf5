package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory/neo4j/neo4jtest"
	memopen "github.com/skillrun/skillrun/memory/open"
	"github.com/skillrun/skillrun/runtime/sandbox"
)

func calcV(k int) string {
	return fmt.Sprintf(`// Double x (v%d).
package calc

import "github.com/skillrun/skillrun/skills"

type Args struct {
	X int `+"`json:\"x\"`"+`
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	return skills.Result{"y": 2 * args.X, "v": %d}, nil
}
`, k, k)
}

// TestManyInstancesOneLibrary: two instances, each with its own library
// directory, share one memory — one SQLite file, and (where CI runs one) a
// real Neo4j. A version promoted on one is picked up, re-verified and served
// by the other, and written to its directory.
func TestManyInstancesOneLibrary(t *testing.T) {
	t.Run("sqlite", func(t *testing.T) {
		db := filepath.Join(t.TempDir(), "shared.db")
		testManyInstances(t, db, "calc")
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
		testManyInstances(t, uri, fmt.Sprintf("calc_%d", time.Now().UnixNano()))
	})
}

func testManyInstances(t *testing.T, spec, name string) {
	ctx := context.Background()
	src := func(k int) string { return strings.Replace(calcV(k), "package calc", "package "+name, 1) }
	open := func() (*library.Library, string) {
		dir := t.TempDir()
		if err := os.WriteFile(filepath.Join(dir, name+".go"), []byte(src(1)), 0o644); err != nil {
			t.Fatal(err)
		}
		l, err := library.Open(dir, library.Options{Executor: sandbox.NewInProcess(sandbox.Options{})})
		if err != nil {
			t.Fatal(err)
		}
		return l, dir
	}
	libA, _ := open()
	libB, dirB := open()
	storeA, err := memopen.Store(ctx, spec, memopen.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer storeA.Close()
	storeB, err := memopen.Store(ctx, spec, memopen.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer storeB.Close()
	a := &app{}
	lcA := a.lifecycle(storeA, library.PromoteVerified)
	lcB := a.lifecycle(storeB, library.PromoteVerified)
	seenB := map[string]time.Time{}
	defer libB.Subscribe(func(c library.Change) { t.Logf("B: %+v", c) })()
	if ds := syncLibrary(ctx, libB, storeB, lcB, seenB); len(ds) != 0 {
		t.Fatalf("nothing promoted yet, but B took %+v", ds)
	}
	d, err := libA.Propose(ctx, lcA, library.Proposal{Source: []byte(src(2)), Author: "agent-a"})
	if err != nil || !d.Promoted {
		t.Fatalf("A: propose v2 = %+v, %v", d, err)
	}
	ds := syncLibrary(ctx, libB, storeB, lcB, seenB)
	if len(ds) != 1 || !ds[0].Promoted || ds[0].Version != d.Version {
		t.Fatalf("B: sync = %+v; want v2 (%s) promoted", ds, d.Version)
	}
	if cur, _ := libB.Get(name); cur.Unit.Version() != d.Version {
		t.Errorf("B serves %s; want %s", cur.Unit.Version(), d.Version)
	}
	if b, _ := os.ReadFile(filepath.Join(dirB, name+".go")); !strings.Contains(string(b), "(v2)") {
		t.Errorf("B's file was not rewritten")
	}
	// Nothing new: no second promotion.
	if ds := syncLibrary(ctx, libB, storeB, lcB, seenB); len(ds) != 0 {
		t.Errorf("second sync took %+v", ds)
	}
}
