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
	"github.com/skillrun/skillrun/runtime/check"
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

// TestRollbackUnjudged: rollback's door takes only a version a gate let
// through. A version memory holds with no decision at all (filed by
// another instance sharing the store, by a verification, or as an edit
// saved while no watcher ran) served, unjudged, when an agent rolled back
// to it; so did one whose only decision is a rollback (a person's, or one
// forged into the shared store). Each is refused, naming why, and
// nothing changes; a person may still serve it.
func TestRollbackUnjudged(t *testing.T) {
	stores(t, func(t *testing.T, spec, name string) {
		ctx := context.Background()
		a := openInstance(t, spec, name, gate.Rules{})
		// As a server does at its start: the version found serving.
		if err := a.g.RecordFound(ctx); err != nil {
			t.Fatal(err)
		}
		before, _ := a.lib.Get(name)
		onDisk, err := os.ReadFile(before.Unit.File)
		if err != nil {
			t.Fatal(err)
		}
		put := func(n int) string {
			t.Helper()
			u, err := check.Check(name+".go", []byte(calcV(name, n)))
			if err != nil {
				t.Fatal(err)
			}
			if err := a.store.PutVersion(ctx, memory.SkillVersion{Skill: name, ID: u.Version(), Kind: u.Manifest.Kind, Source: string(u.Source), Author: "elsewhere", Created: time.Now().UTC()}); err != nil {
				t.Fatal(err)
			}
			return u.Version()
		}
		refused := func(version, why string) {
			t.Helper()
			_, err := a.g.Rollback(ctx, name, version, "agent-1")
			if !errors.Is(err, gate.ErrNeverServed) || !errors.Is(err, skills.ErrBadInput) || !strings.Contains(err.Error(), version) || !strings.Contains(err.Error(), why) {
				t.Errorf("rollback to %s: %v; want ErrNeverServed naming the version and %q", version, err, why)
			}
			if cur, _ := a.lib.Get(name); cur.Unit.Version() != before.Unit.Version() {
				t.Errorf("%s serves %s after a refused rollback; want %s", name, cur.Unit.Version(), before.Unit.Version())
			}
			if b, _ := os.ReadFile(before.Unit.File); string(b) != string(onDisk) {
				t.Errorf("a refused rollback rewrote %s", before.Unit.File)
			}
		}
		bare := put(3)
		refused(bare, "the last decision: none")
		refused(bare[:10], "the last decision: none")

		forged := put(4)
		if err := a.store.RecordDecision(ctx, memory.Decision{ID: "forged-" + forged, Skill: name, Version: forged, Status: memory.RolledBack, Author: "elsewhere", Time: time.Now().UTC()}); err != nil {
			t.Fatal(err)
		}
		refused(forged, "rolled-back")

		// A person chooses the bare version: it serves; an agent may not
		// roll back to it afterwards (no gate let it through), but may to
		// the version found serving at the start.
		if _, err := a.g.RollbackAny(ctx, name, bare, "ops"); err != nil {
			t.Fatalf("RollbackAny to a version without a decision: %v", err)
		}
		if _, err := a.g.Rollback(ctx, name, before.Unit.Version(), "agent-1"); err != nil {
			t.Fatalf("rollback to the version found serving: %v", err)
		}
		if _, err := a.g.Rollback(ctx, name, bare, "agent-1"); !errors.Is(err, gate.ErrNeverServed) || !strings.Contains(err.Error(), "a rollback by ops") {
			t.Errorf("an agent's rollback to a version only a person's rollback served: %v; want refused", err)
		}
	})
}
