package serve_test

import (
	"context"
	"net/http/httptest"
	"testing"
)

// TestSessionRunsCountOnce: each call in a session is one use of the
// version that ran (its own run episode), not two: the session's timeline
// holds the same steps but is not counted again.
func TestSessionRunsCountOnce(t *testing.T) {
	f := newFixture(t, nil)
	ts := httptest.NewServer(f.srv.Handler())
	defer ts.Close()
	_, body, _ := post(t, ts.URL+"/v1/ops/session_open", "", map[string]any{"env": "counter"})
	sid := body["result"].(map[string]any)["session"].(string)
	for i := 0; i < 2; i++ {
		if code, body, _ := post(t, ts.URL+"/v1/skills/counter", "", map[string]any{"n": 2, "_session": sid}); code != 200 {
			t.Fatalf("counter in the session = %d %v", code, body)
		}
	}
	s, err := f.lib.Get("counter")
	if err != nil {
		t.Fatal(err)
	}
	u, err := f.store.Usage(context.Background(), s.Unit.Version())
	if err != nil {
		t.Fatal(err)
	}
	if u.Episodes != 2 || u.Steps != 4 {
		t.Errorf("usage of counter after two calls of two steps = %+v; want 2 episodes, 4 steps", u)
	}
}
