package gate_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/skillrun/skillrun/gate"
	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/skills"
)

// TestRollbackNeverServed: an agent whose version the gate would not
// let through (calc has no evidence: a new version is recorded, not
// served) rolled back to it (skill_rollback, the agent's door) and it
// served, unverified: the gate's door had a back door. A rollback names
// a version that served before; one the gate judged and never let serve
// is refused, naming its decision, and nothing changes. A person at the
// command line may still serve it (RollbackAny). A rollback recorded in
// the shared store (by another instance, or anything writing the store)
// to such a version is judged by the gate on sync, not applied.
func TestRollbackNeverServed(t *testing.T) {
	stores(t, func(t *testing.T, spec, name string) {
		ctx := context.Background()
		a := openInstance(t, spec, name, gate.Rules{})
		before, _ := a.lib.Get(name)
		file := before.Unit.File
		onDisk, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		d, err := a.g.Propose(ctx, library.Proposal{Source: []byte(calcV(name, 2)), Skill: name, Author: "agent-1"})
		if err != nil || d.Status != memory.RecordedUnverified {
			t.Fatalf("proposal = %+v, %v; want recorded unverified", d, err)
		}
		_, err = a.g.Rollback(ctx, name, d.Version, "agent-1")
		if !errors.Is(err, gate.ErrNeverServed) || !errors.Is(err, skills.ErrBadInput) || !strings.Contains(err.Error(), "recorded-unverified") || !strings.Contains(err.Error(), d.Version) {
			t.Fatalf("rollback to a version the gate never let serve: %v; want bad input naming the version and its decision", err)
		}
		if cur, _ := a.lib.Get(name); cur.Unit.Version() != before.Unit.Version() {
			t.Errorf("%s serves %s after a refused rollback; want %s", name, cur.Unit.Version(), before.Unit.Version())
		}
		if b, _ := os.ReadFile(file); string(b) != string(onDisk) {
			t.Errorf("a refused rollback rewrote %s", file)
		}
		// By a prefix, the same.
		if _, err := a.g.Rollback(ctx, name, d.Version[:8], "agent-1"); !errors.Is(err, gate.ErrNeverServed) {
			t.Errorf("rollback by prefix to a version never served: %v", err)
		}

		// The hostile peer: a rolled-back decision for that version,
		// newer than anything, written into the shared store.
		b := openInstance(t, spec, name, gate.Rules{})
		if err := b.store.RecordDecision(ctx, memory.Decision{ID: "forged-" + d.Version, Skill: name, Version: d.Version, Status: memory.RolledBack, Author: "elsewhere", Time: time.Now().UTC().Add(time.Minute)}); err != nil {
			t.Fatal(err)
		}
		b.g.Sync(ctx)
		if cur, _ := b.lib.Get(name); cur.Unit.Version() != before.Unit.Version() {
			t.Errorf("sync served %s, which only a forged rollback made serve; want %s", cur.Unit.Version(), before.Unit.Version())
		}
		if bs, _ := os.ReadFile(filepath.Join(b.dir, name+".go")); string(bs) != string(onDisk) {
			t.Errorf("sync rewrote B's file for a forged rollback")
		}

		// A person at the command line chooses it: it serves.
		rd, err := a.g.RollbackAny(ctx, name, d.Version, "ops")
		if err != nil || rd.Status != memory.RolledBack {
			t.Fatalf("RollbackAny = %+v, %v", rd, err)
		}
		if cur, _ := a.lib.Get(name); cur.Unit.Version() != d.Version {
			t.Errorf("after RollbackAny %s serves %s; want %s", name, cur.Unit.Version(), d.Version)
		}
		// And back to the first version, which served: allowed.
		if _, err := a.g.Rollback(ctx, name, before.Unit.Version(), "agent-1"); err != nil {
			t.Errorf("rollback to the version that served first: %v", err)
		}
	})
}
