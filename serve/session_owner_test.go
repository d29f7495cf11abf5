package serve_test

import (
	"fmt"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/skillrun/skillrun/serve"
)

// TestSessionsAreTheirAgents: with agent tokens, an agent's episodes and
// steps are its own (memory_record_steps refuses another's), but its
// environment sessions were anyone's: session_list named every open
// session, and another agent could observe its world, run skills in it
// (recorded into its episode, against its quota) and close it with an
// outcome of its choosing. A session now answers only its agent (another
// agent's is not found, and not listed). And one client could hold every
// session open (keeping each named), so no other agent could open one:
// one client holds at most MaxSessionsPerClient, refused as over_share.
func TestSessionsAreTheirAgents(t *testing.T) {
	url := twoAgents(t, func(o *serve.Options) {
		o.MaxSessions = 8
		o.MaxSessionsPerClient = 2
	})
	op := func(tok, name string, args map[string]any) (int, map[string]any) {
		t.Helper()
		code, body, _ := post(t, url+"/v1/ops/"+name, tok, args)
		return code, body
	}
	code, body := op(alice, "session_open", map[string]any{"env": "counter"})
	if code != 200 {
		t.Fatalf("alice's session_open = %d %v", code, body)
	}
	id := body["result"].(map[string]any)["session"].(string)

	code, body = op(mallory, "session_list", map[string]any{})
	if code != 200 || strings.Contains(fmt.Sprint(body), id) {
		t.Errorf("mallory's session_list = %d %v; want alice's session left out", code, body)
	}
	for _, c := range []struct {
		name string
		args map[string]any
	}{
		{"session_observe", map[string]any{"session": id}},
		{"session_close", map[string]any{"session": id, "success": false, "summary": "mallory was here"}},
	} {
		code, body = op(mallory, c.name, c.args)
		if code != 404 || body["kind"] != "not_found" {
			t.Errorf("mallory's %s of alice's session = %d %v; want not_found", c.name, code, body)
		}
	}
	code, body, _ = post(t, url+"/v1/skills/counter", mallory, map[string]any{"n": 1, "_session": id})
	if code != 404 || body["kind"] != "not_found" {
		t.Errorf("mallory's run in alice's session = %d %v; want not_found", code, body)
	}
	// Alice's session is hers, untouched.
	if code, body = op(alice, "session_observe", map[string]any{"session": id}); code != 200 {
		t.Errorf("alice's session_observe = %d %v", code, body)
	}
	if code, body = op(alice, "session_list", map[string]any{}); code != 200 || !strings.Contains(fmt.Sprint(body), id) {
		t.Errorf("alice's session_list = %d %v; want her session", code, body)
	}

	// Mallory's share: two sessions, then over_share; others still open.
	for i := range 2 {
		if code, body = op(mallory, "session_open", map[string]any{"env": "counter"}); code != 200 {
			t.Fatalf("mallory's session %d = %d %v", i, code, body)
		}
	}
	code, body = op(mallory, "session_open", map[string]any{"env": "counter"})
	if code != 429 || body["kind"] != "over_share" || !strings.Contains(fmt.Sprint(body["error"]), "agent mallory holds 2 open sessions") {
		t.Errorf("mallory's third session = %d %v; want over_share naming the share", code, body)
	}
	if code, body = op(alice, "session_open", map[string]any{"env": "counter"}); code != 200 {
		t.Errorf("alice's second session while mallory is at her share = %d %v", code, body)
	}
}

// The tokens of twoAgents' agents, alice and mallory.
const alice, mallory = "alice-token-0123456789", "mallory-token-0123456"

// twoAgents serves a fixture whose agent tokens are alice's and
// mallory's, with set's options, and returns its URL.
func twoAgents(t *testing.T, set func(o *serve.Options)) string {
	f := newFixture(t, func(f *fixture, o *serve.Options) {
		o.Agents = map[string]string{alice: "alice", mallory: "mallory"}
		set(o)
	})
	ts := httptest.NewServer(f.srv.Handler())
	t.Cleanup(ts.Close)
	return ts.URL
}
