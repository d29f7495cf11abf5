package gate_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/skillrun/skillrun/gate"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/skills"
)

// TestUnlinkNotYours: through an agent's door (Gate.Unlink) an agent
// removes only evidence it linked by hand: not a run's links (what the
// gate verifies a rewrite against), not another's, not one nobody is
// named for; a person at the command line (UnlinkAny) removes any. A
// refusal removes nothing.
func TestUnlinkNotYours(t *testing.T) {
	stores(t, func(t *testing.T, spec, name string) {
		ctx := context.Background()
		a := openInstance(t, spec, name, gate.Rules{})
		cur, _ := a.lib.Get(name)
		v := cur.Unit.Version()
		t0 := time.Now().UTC().Truncate(time.Second)
		if err := a.store.PutVersion(ctx, memory.SkillVersion{Skill: name, ID: v, Source: string(cur.Unit.Source), Kind: cur.Unit.Manifest.Kind, Created: t0}); err != nil {
			t.Fatal(err)
		}
		ok := true
		var eps []string
		for i := range 4 {
			ep := memory.Episode{ID: name + "-ep-" + string(rune('a'+i)), Start: t0, Success: &ok,
				Steps: []memory.Step{{Index: 0, Time: t0, Action: skills.Action{Name: "poke"}, Outcome: skills.Outcome{OK: true}, Skill: name, Version: v}}}
			if err := a.store.RecordEpisode(ctx, ep); err != nil {
				t.Fatal(err)
			}
			eps = append(eps, ep.ID)
		}
		if err := a.store.LinkEvidence(ctx,
			memory.Evidence{Version: v, Episode: eps[0], Relation: memory.FailedIn, By: gate.ByRun, Reason: "fell"},
			memory.Evidence{Version: v, Episode: eps[1], Relation: memory.SupportedBy, By: "agent-a"}); err != nil {
			t.Fatal(err)
		}
		if err := a.store.Link(ctx, v, memory.SupportedBy, eps[2]); err != nil { // no one named
			t.Fatal(err)
		}
		for _, c := range []struct {
			ev   memory.Evidence
			want string
		}{
			{memory.Evidence{Version: v, Episode: eps[0], Relation: memory.FailedIn, By: "agent-a"}, `"run"`},
			{memory.Evidence{Version: v, Episode: eps[0], Relation: memory.FailedIn, By: "run"}, `"run"`}, // claiming to be the run
			{memory.Evidence{Version: v, Episode: eps[1], Relation: memory.SupportedBy, By: "agent-b"}, `"agent-a"`},
			{memory.Evidence{Version: v, Episode: eps[2], Relation: memory.SupportedBy, By: "agent-a"}, "no one named"},
		} {
			err := a.g.Unlink(ctx, c.ev, "it fails my rewrite")
			if !errors.Is(err, gate.ErrNotYours) || !errors.Is(err, skills.ErrBadInput) || !strings.Contains(err.Error(), c.want) {
				t.Errorf("%s unlinking %s: %v; want ErrNotYours naming %s", c.ev.By, c.ev.Episode, err, c.want)
			}
		}
		if err := a.g.Unlink(ctx, memory.Evidence{Version: v, Episode: eps[3], By: "agent-a"}, "no such link"); !errors.Is(err, memory.ErrNotFound) {
			t.Errorf("unlinking a link never made: %v; want ErrNotFound", err)
		}
		evs, err := a.store.Evidence(ctx, v)
		if err != nil || len(evs) < 3 {
			t.Fatalf("after refusals the version has %d links (%v); want the 3 still there", len(evs), err)
		}
		// Its own link, an agent removes; any, a person.
		if err := a.g.Unlink(ctx, memory.Evidence{Version: v, Episode: eps[1], Relation: memory.SupportedBy, By: "agent-a"}, "mislinked"); err != nil {
			t.Fatalf("agent-a unlinking its own link: %v", err)
		}
		if err := a.g.UnlinkAny(ctx, memory.Evidence{Version: v, Episode: eps[0], Relation: memory.FailedIn, By: "operator"}, "a bad recording"); err != nil {
			t.Fatalf("a person unlinking a run's link: %v", err)
		}
		left, _ := a.store.Evidence(ctx, v)
		for _, e := range left {
			if e.Episode == eps[0] || e.Episode == eps[1] {
				t.Errorf("link to %s still there after its unlink", e.Episode)
			}
		}
	})
}
