package serve_test

import (
	"context"
	"fmt"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/serve"
)

// TestQuotaHoldsAgainstWritesAtOnce: an agent's writes at once are
// admitted against each other's. Each was checked against what the agent
// had stored and counted only once written, so 48 episodes recorded at
// once (frames uploaded at once, steps appended) could all pass a bound of
// 6 together. What a write was admitted for is now held from the check
// to the write: exactly the bound is stored, the rest refused as past it.
func TestQuotaHoldsAgainstWritesAtOnce(t *testing.T) {
	const bound, writers = 6, 48
	f := newFixture(t, func(_ *fixture, o *serve.Options) { o.Quota = memory.Quota{Episodes: bound, StepBytes: 1 << 20} })
	ts := httptest.NewServer(f.srv.Handler())
	defer ts.Close()
	var mu sync.Mutex
	codes := map[int]int{}
	var wg sync.WaitGroup
	start := make(chan struct{})
	for i := range writers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			var code int
			var body map[string]any
			for try := 0; ; try++ {
				code, body, _ = post(t, ts.URL+"/v1/ops/memory_record_episode", "", map[string]any{
					"id": fmt.Sprintf("ep-%02d", i), "agent": "burst", "start": "2026-12-07T06:00:00Z",
					"steps": []any{map[string]any{"index": 0, "action": map[string]any{"name": "look", "params": map[string]any{"pad": strings.Repeat("x", 1000)}}, "outcome": map[string]any{"ok": true}}}})
				// Over the client's share of calls in flight (a loaded
				// machine), it retries as the answer says: admission is
				// not what this test is about.
				if code != 429 || body["kind"] != "over_share" || try == 200 {
					break
				}
				time.Sleep(10 * time.Millisecond)
			}
			if code != 200 && !strings.Contains(fmt.Sprint(body["error"]), "--max-agent-episodes 6") {
				t.Errorf("episode %d: %d %v; want stored or refused past the bound", i, code, body)
			}
			mu.Lock()
			codes[code]++
			mu.Unlock()
		}()
	}
	close(start)
	wg.Wait()
	u, err := f.store.AuthorUse(context.Background(), "burst")
	if err != nil {
		t.Fatal(err)
	}
	if u.Episodes != bound || codes[200] != bound {
		t.Errorf("%d writers at once under a bound of %d episodes: %d stored (%v by status); want %d", writers, bound, u.Episodes, codes, bound)
	}
	code, body, _ := post(t, ts.URL+"/v1/ops/memory_record_episode", "", map[string]any{"id": "ep-late", "agent": "burst", "start": "2026-12-07T06:00:00Z"})
	if code == 200 || !strings.Contains(fmt.Sprint(body["error"]), `"burst" has 6 episodes stored`) {
		t.Errorf("one more past the bound: %d %v; want refused, 6 stored", code, body)
	}
}
