package gate_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/skillrun/skillrun/gate"
	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/memory/memorytest"
	"github.com/skillrun/skillrun/skills"
)

// A rollback by a version prefix read every version of the skill, each
// with its source, to find the ids that start with it; each sync (every
// two seconds, on every instance) read every decision about every skill,
// to find the newest that made a version serve and the newest disable or
// enable; each decision recorded read them all again to date itself. An
// agent that proposed a thousand versions made each of them cost a
// thousand, as it did each tool listing and metrics scrape, which read
// every decision of every skill for each serving version's status. They now ask the store's indexes for what they need.
func TestRollbackAndSyncReadsBounded(t *testing.T) {
	stores(t, func(t *testing.T, spec, name string) {
		ctx := context.Background()
		_, lib, st := openLibrary(t, spec, name)
		// 2,000 versions of 8 KiB of source, and a rejection of each.
		const n = 2000
		pad := "\n// " + strings.Repeat("x", 8<<10) + "\n"
		base := time.Now().UTC().Add(-time.Hour)
		err := st.Atomically(ctx, func(ctx context.Context) error {
			for k := range n {
				v := memory.SkillVersion{Skill: name, ID: fmt.Sprintf("%s-%05d-flood", name, k), Kind: skills.Procedure, Source: calcV(name, 100+k) + pad, Author: "flood", Created: base.Add(time.Duration(k) * time.Millisecond)}
				if err := st.PutVersion(ctx, v); err != nil {
					return err
				}
				if err := st.RecordDecision(ctx, memory.Decision{ID: v.ID + "-d", Skill: name, Version: v.ID, Status: memory.Rejected, Author: "flood", Time: v.Created}); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		target := fmt.Sprintf("%s-%05d", name, 1234) // a prefix of one
		rc := &memorytest.Reads{Store: st}
		g := gate.New(gate.Options{Library: lib, Store: rc, Rules: gate.Rules{AllowUnverified: true}})
		if err := g.Provision(ctx); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { g.Close() })
		start := time.Now()
		g.Sync(ctx)
		syncTook := time.Since(start)
		start = time.Now()
		if _, err := gate.ResolveVersion(ctx, rc, name, target); err != nil {
			t.Fatal(err)
		}
		t.Logf("resolving the prefix took %v", time.Since(start))
		start = time.Now()
		// The flood's versions were all rejected: only a person may serve
		// one (Rollback refuses a version that never served).
		d, err := g.RollbackAny(ctx, name, target, "ops")
		rollbackTook := time.Since(start)
		if err != nil {
			t.Fatalf("rollback by a unique prefix: %v", err)
		}
		cur, _ := lib.Get(name)
		if d.Status != memory.RolledBack || !strings.Contains(string(cur.Unit.Source), `"v": 1334`) {
			t.Errorf("rollback: %+v; want the flood's version 1234 serving", d)
		}
		if _, err := g.Rollback(ctx, name, target[:len(target)-2], "ops"); err == nil || !strings.Contains(err.Error(), " and 90 more") {
			t.Errorf("rollback by a prefix of 100 versions: %v; want ten named and 90 more", err)
		}
		// Without a version: the newest decisions, not all of them (the
		// rollback above is the newest; before it, 2,000 rejections).
		if _, err := g.Rollback(ctx, name, "", "agent-1"); err != nil {
			t.Errorf("rollback without a version: %v", err)
		}
		start = time.Now()
		g.Sync(ctx)
		syncTook2 := time.Since(start)
		// A version's status (each tool listing and metrics scrape).
		if st, err := gate.StatusOf(ctx, rc, name, target+"-flood"); err != nil || st.Decision.Status != memory.Rejected || !st.Unverified {
			t.Errorf("status of a rejected version: %+v, %v", st, err)
		}
		t.Logf("sync %v, rollback by prefix %v, sync after %v over %d versions and decisions", syncTook, rollbackTook, syncTook2, n)
		if v, ds := rc.AllVersions.Load(), rc.AllDecisions.Load(); v != 0 || ds != 0 {
			t.Errorf("sync and a rollback by prefix read every version %d times and every decision %d times", v, ds)
		}
	})
}

// A version another instance promoted is a proposal here, recorded as a
// decision by "sync:" and its author: it counts against that quota, and
// past it sync refuses the version (saying so once), keeps serving what
// it served and stores nothing more.
func TestSyncQuota(t *testing.T) {
	stores(t, func(t *testing.T, spec, name string) {
		ctx := context.Background()
		rules := gate.Rules{AllowUnverified: true}
		a := openInstance(t, spec, name, rules)
		b := openInstanceWith(t, spec, name, gate.Options{Rules: rules, Quota: memory.Quota{Decisions: 1}})
		// An author of its own: a Neo4j database outlives the test.
		author := "looper-" + name
		var refused []string
		defer b.lib.Subscribe(func(c library.Change) {
			if c.Kind == library.Rejected {
				refused = append(refused, c.Detail)
			}
		})()
		d2, err := a.g.Propose(ctx, library.Proposal{Source: []byte(calcV(name, 2)), Author: author})
		if err != nil || !d2.Promoted {
			t.Fatalf("A: propose v2 = %+v, %v", d2, err)
		}
		if ds := b.g.Sync(ctx); len(ds) != 1 || ds[0].Version != d2.Version {
			t.Fatalf("B: sync = %+v; want v2 within the quota", ds)
		}
		d3, err := a.g.Propose(ctx, library.Proposal{Source: []byte(calcV(name, 3)), Author: author})
		if err != nil || !d3.Promoted {
			t.Fatalf("A: propose v3 = %+v, %v", d3, err)
		}
		before, err := b.store.AuthorUse(ctx, "sync:"+author)
		if err != nil {
			t.Fatal(err)
		}
		if ds := b.g.Sync(ctx); len(ds) != 0 {
			t.Errorf("B: sync past the quota took %+v", ds)
		}
		b.g.Sync(ctx)
		if cur, _ := b.lib.Get(name); cur.Unit.Version() != d2.Version {
			t.Errorf("B serves %s; want v2 (%s) still", cur.Unit.Version(), d2.Version)
		}
		if len(refused) != 1 || !strings.Contains(refused[0], `"sync:`+author+`" has 1 decisions stored, the most one agent may (--max-agent-decisions 1)`) {
			t.Errorf("B said %q; want one refusal naming the quota", refused)
		}
		if after, err := b.store.AuthorUse(ctx, "sync:"+author); err != nil || after != before {
			t.Errorf("sync:%s stored %+v after the refusal, %+v before (%v)", author, after, before, err)
		}
	})
}

// A judgement gathered the episodes linked to a skill by reading every
// version of the skill, each with its source, and asking each for its
// evidence: every proposal of a skill an agent had flooded with versions
// (each rejected one is recorded with its source; up to 1 MiB each, ten
// thousand within one agent's quota) read them all, and so did each
// instance's sync of the skill. The evidence of a skill's versions is one
// query of the store's (SkillEvidence), which reads no source.
func TestJudgementReadsNoVersionSources(t *testing.T) {
	stores(t, func(t *testing.T, spec, name string) {
		ctx := context.Background()
		_, lib, st := openLibrary(t, spec, name)
		const n = 500
		pad := "\n// " + strings.Repeat("x", 8<<10) + "\n"
		base := time.Now().UTC().Add(-time.Hour)
		cur, _ := lib.Get(name)
		err := st.Atomically(ctx, func(ctx context.Context) error {
			for k := range n {
				v := memory.SkillVersion{Skill: name, ID: fmt.Sprintf("%s-%05d-flood", name, k), Kind: skills.Procedure, Source: calcV(name, 100+k) + pad, Author: "flood", Created: base.Add(time.Duration(k) * time.Millisecond)}
				if err := st.PutVersion(ctx, v); err != nil {
					return err
				}
			}
			if err := st.PutVersion(ctx, memory.SkillVersion{Skill: name, ID: cur.Unit.Version(), Kind: skills.Procedure, Source: string(cur.Unit.Source), Created: base}); err != nil {
				return err
			}
			for i, v := range []string{cur.Unit.Version(), name + "-00007-flood"} {
				ep := memory.Episode{ID: fmt.Sprintf("%s-ep-%d", name, i), Start: base.Add(time.Duration(i) * time.Second)}
				if err := st.RecordEpisode(ctx, ep); err != nil {
					return err
				}
				if err := st.Link(ctx, v, memory.SupportedBy, ep.ID); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		rc := &memorytest.Reads{Store: st}
		g := gate.New(gate.Options{Library: lib, Store: rc})
		if err := g.Provision(ctx); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { g.Close() })
		d, err := g.Propose(ctx, library.Proposal{Source: []byte(calcV(name, 2)), Skill: name, Author: "agent-1"})
		if err != nil {
			t.Fatal(err)
		}
		if d.Total+d.Unverifiable != 2 {
			t.Errorf("the judgement = %+v; want both linked episodes considered", d)
		}
		if v := rc.AllVersions.Load(); v != 0 {
			t.Errorf("a judgement read every version of the skill %d times", v)
		}
		if n := rc.AllVerifications.Load(); n != 0 {
			t.Errorf("a judgement read every verification run of a version %d times", n)
		}
	})
}
