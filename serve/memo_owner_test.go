package serve_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/serve"
)

// TestMemosAreTheirAgents: with agent tokens, many agents share one
// memory, and notes and plans were anyone's by id: another agent's
// memory_note_put of the same id made the current revision of what one
// agent had learned, and every agent's plan_put without an id wrote the
// one plan "current", so one agent's plan replaced the plan another was
// following. Now an agent revises only notes and plans it wrote (another's
// is refused as bad input naming who wrote it, and nothing changes), a plan
// without an id is the agent's own (id: its name, which no other agent
// may take), and plan revisions
// count against the author's note quota as note revisions do. Reading
// another's note or plan by id still works: the memory is shared.
func TestMemosAreTheirAgents(t *testing.T) {
	url := twoAgents(t, func(o *serve.Options) { o.Quota = memory.Quota{Notes: 5} })
	op := func(tok, name string, args map[string]any) (int, map[string]any, map[string]any) {
		t.Helper()
		code, body, _ := post(t, url+"/v1/ops/"+name, tok, args)
		res, _ := body["result"].(map[string]any)
		return code, body, res
	}

	// Notes.
	if code, body, _ := op(alice, "memory_note_put", map[string]any{"id": "lava-route", "text": "bridge the gap from the left"}); code != 200 {
		t.Fatalf("alice's note = %d %v", code, body)
	}
	code, body, _ := op(mallory, "memory_note_put", map[string]any{"id": "lava-route", "text": "walk straight into the lava"})
	if code != 400 || body["kind"] != "bad_input" || !strings.Contains(fmt.Sprint(body["error"]), `written by "alice"`) {
		t.Errorf("mallory's revision of alice's note = %d %v; want bad_input naming alice", code, body)
	}
	if code, body, res := op(mallory, "memory_note_get", map[string]any{"id": "lava-route"}); code != 200 ||
		res["revisions"] != 1.0 || res["note"].(map[string]any)["text"] != "bridge the gap from the left" {
		t.Errorf("alice's note read by mallory = %d %v; want alice's one revision", code, body)
	}
	if code, body, res := op(alice, "memory_note_put", map[string]any{"id": "lava-route", "text": "bridge from the left, sneak"}); code != 200 || res["revision"] != 2.0 {
		t.Errorf("alice's own revision = %d %v; want revision 2", code, body)
	}

	// Plans: without an id, each agent's own. Mallory cannot take alice's
	// plan before she writes it (every plan_put of hers would then be
	// refused as mallory's).
	code, body, _ = op(mallory, "plan_put", map[string]any{"id": "alice", "goal": "squat"})
	if code != 400 || body["kind"] != "bad_input" || !strings.Contains(fmt.Sprint(body["error"]), `plan "alice" is agent "alice"'s own plan`) {
		t.Errorf("mallory's plan_put of alice's plan before her = %d %v; want bad_input", code, body)
	}
	for _, c := range []struct{ tok, name, goal string }{{alice, "alice", "reach the fortress"}, {mallory, "mallory", "sabotage"}} {
		if code, body, res := op(c.tok, "plan_put", map[string]any{"goal": c.goal}); code != 200 || res["id"] != c.name || res["author"] != c.name {
			t.Errorf("%s's plan_put = %d %v; want plan %q by %s", c.name, code, body, c.name, c.name)
		}
	}
	// A plan of any other id is its first writer's.
	code, body, _ = op(alice, "plan_put", map[string]any{"id": "mallory-2", "goal": "a shared chore"})
	if code != 200 {
		t.Errorf("alice's plan mallory-2 = %d %v", code, body)
	}
	code, body, _ = op(mallory, "plan_put", map[string]any{"id": "mallory-2", "goal": "mine now"})
	if code != 400 || !strings.Contains(fmt.Sprint(body["error"]), `plan "mallory-2" was written by "alice"`) {
		t.Errorf("mallory's plan_put of alice's plan mallory-2 = %d %v; want bad_input", code, body)
	}
	for _, c := range []struct {
		tok  string
		args map[string]any
		goal string
	}{
		{alice, map[string]any{}, "reach the fortress"},
		{mallory, map[string]any{}, "sabotage"},
		{mallory, map[string]any{"id": "alice"}, "reach the fortress"},
	} {
		code, body, res := op(c.tok, "plan_get", c.args)
		plan, _ := res["plan"].(map[string]any)
		if code != 200 || plan["goal"] != c.goal || res["revisions"] != 1.0 {
			t.Errorf("plan_get %v = %d %v; want %q, one revision", c.args, code, body, c.goal)
		}
	}

	// Quota: alice has two note and two plan revisions; one more fits.
	if code, body, _ := op(alice, "plan_put", map[string]any{"goal": "reach the fortress by night"}); code != 200 {
		t.Errorf("alice's fourth revision = %d %v", code, body)
	}
	code, body, _ = op(alice, "plan_put", map[string]any{"goal": "reach the fortress at dawn"})
	if code == 200 || body["kind"] != "limit" || !strings.Contains(fmt.Sprint(body["error"]), "5 note and plan revisions") {
		t.Errorf("alice's fifth revision = %d %v; want refused by her quota", code, body)
	}
}

// staleMemos is a store whose reads of a note or plan find none: what
// this server's check before a write sees when another instance sharing
// the store wrote the id just after it looked.
type staleMemos struct{ memory.Store }

func (staleMemos) Note(context.Context, string) (memory.Note, error) {
	return memory.Note{}, memory.ErrNotFound
}

func (staleMemos) Plan(context.Context, string) (memory.Plan, error) {
	return memory.Plan{}, memory.ErrNotFound
}

// TestMemoOwnerRace: the server checks an agent's note or plan write
// against the current revision's author before it writes, under its own
// lock; a second instance sharing the store could write the same new id
// between that look and the write, and its agent's revision became
// current over another's. The store checks again in its write
// transaction: the write is refused as the server's check refuses it,
// and nothing of it is kept.
func TestMemoOwnerRace(t *testing.T) {
	url := twoAgents(t, func(o *serve.Options) { o.Memory = staleMemos{o.Memory} })
	put := func(tok, op string, args map[string]any) (int, map[string]any) {
		t.Helper()
		code, body, _ := post(t, url+"/v1/ops/"+op, tok, args)
		return code, body
	}
	for _, c := range []struct {
		op   string
		args func(text string) map[string]any
	}{
		{"memory_note_put", func(text string) map[string]any { return map[string]any{"id": "lava-route", "text": text} }},
		{"plan_put", func(text string) map[string]any { return map[string]any{"id": "shared-chore", "goal": text} }},
	} {
		if code, body := put(alice, c.op, c.args("alice's")); code != 200 {
			t.Fatalf("alice's %s = %d %v", c.op, code, body)
		}
		code, body := put(mallory, c.op, c.args("mallory's"))
		if code != 400 || body["kind"] != "bad_input" || !strings.Contains(fmt.Sprint(body["error"]), `written by "alice"`) {
			t.Errorf("mallory's %s over alice's, past a stale check = %d %v; want bad_input naming alice", c.op, code, body)
		}
		// Mallory's revision was not kept: alice's next is her second.
		code, body = put(alice, c.op, c.args("alice's again"))
		if res, _ := body["result"].(map[string]any); code != 200 || res["revision"] != 2.0 {
			t.Errorf("alice's next %s = %d %v; want revision 2", c.op, code, body)
		}
	}
}
