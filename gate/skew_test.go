package gate_test

import (
	"context"
	"fmt"
	"path/filepath"
	"testing"
	"time"

	"github.com/skillrun/skillrun/gate"
	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/skills"
)

// TestSyncClockAhead: another instance sharing the store, its clock in
// 2099, disables a skill and promotes a version. Each reader takes a
// skill's newest decision by its date, so before, this instance's
// operator enabled the skill and the next sync disabled it again, and a
// version promoted here later was displaced, on every instance that
// started, by the one dated 2099. A decision is now dated after those it
// follows, whatever the clock that dated them.
func TestSyncClockAhead(t *testing.T) {
	ctx := context.Background()
	spec, name := filepath.Join(t.TempDir(), "shared.db"), "calc"
	rules := gate.Rules{AllowUnverified: true}
	b := openInstance(t, spec, name, rules)
	future := time.Date(2099, 1, 1, 0, 0, 0, 0, time.UTC)

	cur, err := b.lib.Get(name)
	if err != nil {
		t.Fatal(err)
	}
	if err := b.store.PutVersion(ctx, memory.SkillVersion{Skill: name, ID: cur.Unit.Version(), Kind: skills.Procedure, Source: string(cur.Unit.Source), Author: "file", Created: time.Now().UTC()}); err != nil {
		t.Fatal(err)
	}
	if err := b.store.RecordDecision(ctx, memory.Decision{ID: "d-ahead-off", Skill: name, Version: cur.Unit.Version(), Status: memory.Disabled,
		Author: "ahead", Reason: "from a clock in 2099", Time: future}); err != nil {
		t.Fatal(err)
	}
	b.g.Sync(ctx)
	if _, off := b.lib.Disabled(name); !off {
		t.Fatalf("the other instance's disable was not applied")
	}
	if _, err := b.g.Enable(ctx, name, "fine here", "ops"); err != nil {
		t.Fatal(err)
	}
	b.g.Sync(ctx)
	if why, off := b.lib.Disabled(name); off {
		t.Errorf("enabled by this instance's operator, disabled again by the next sync (%q)", why)
	}

	v2 := memory.SkillVersion{Skill: name, ID: fmt.Sprintf("%016x", 2), Kind: skills.Procedure, Source: calcV(name, 2), Author: "ahead", Created: future}
	if err := b.store.PutVersion(ctx, v2); err != nil {
		t.Fatal(err)
	}
	if err := b.store.RecordDecision(ctx, memory.Decision{ID: "d-ahead-v2", Skill: name, Version: v2.ID, Status: memory.PromotedUnverified,
		Author: "ahead", Time: future.Add(time.Hour)}); err != nil {
		t.Fatal(err)
	}
	if ds := b.g.Sync(ctx); len(ds) != 1 || !ds[0].Promoted {
		t.Fatalf("sync of the version promoted in 2099: %+v", ds)
	}
	d, err := b.g.Propose(ctx, library.Proposal{Source: []byte(calcV(name, 3)), Author: "agent"})
	if err != nil || !d.Promoted {
		t.Fatalf("propose v3 = %+v, %v", d, err)
	}
	c := openInstance(t, spec, name, rules)
	c.g.Sync(ctx)
	if got, _ := c.lib.Get(name); got.Unit.Version() != d.Version {
		t.Errorf("an instance started after v3 was promoted serves %s; want v3 (%s), promoted after the version dated 2099", got.Unit.Version(), d.Version)
	}
	if _, off := c.lib.Disabled(name); off {
		t.Errorf("an instance started after the enable has the skill disabled")
	}
}
