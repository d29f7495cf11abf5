package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	memopen "github.com/skillrun/skillrun/memory/open"
	"github.com/skillrun/skillrun/skills/library"
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
// directory, share one memory. A version promoted on one is picked up,
// re-verified and served by the other, and written to its directory.
func TestManyInstancesOneLibrary(t *testing.T) {
	ctx := context.Background()
	dbPath := filepath.Join(t.TempDir(), "shared.db")
	open := func() (*library.Library, string) {
		dir := t.TempDir()
		if err := os.WriteFile(filepath.Join(dir, "calc.go"), []byte(calcV(1)), 0o644); err != nil {
			t.Fatal(err)
		}
		l, err := library.Open(dir, library.Options{})
		if err != nil {
			t.Fatal(err)
		}
		return l, dir
	}
	libA, _ := open()
	libB, dirB := open()
	storeA, err := memopen.Store(ctx, dbPath, memopen.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer storeA.Close()
	storeB, err := memopen.Store(ctx, dbPath, memopen.Options{})
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
	d, err := libA.Propose(ctx, lcA, library.Proposal{Source: []byte(calcV(2)), Author: "agent-a"})
	if err != nil || !d.Promoted {
		t.Fatalf("A: propose v2 = %+v, %v", d, err)
	}
	ds := syncLibrary(ctx, libB, storeB, lcB, seenB)
	if len(ds) != 1 || !ds[0].Promoted || ds[0].Version != d.Version {
		t.Fatalf("B: sync = %+v; want v2 (%s) promoted", ds, d.Version)
	}
	if cur, _ := libB.Get("calc"); cur.Unit.Version() != d.Version {
		t.Errorf("B serves %s; want %s", cur.Unit.Version(), d.Version)
	}
	if b, _ := os.ReadFile(filepath.Join(dirB, "calc.go")); !strings.Contains(string(b), "(v2)") {
		t.Errorf("B's file was not rewritten")
	}
	// Nothing new: no second promotion.
	if ds := syncLibrary(ctx, libB, storeB, lcB, seenB); len(ds) != 0 {
		t.Errorf("second sync took %+v", ds)
	}
}
