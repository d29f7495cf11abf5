package serve_test

import (
	"image"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/skillrun/skillrun/serve"
)

// TestShareQueuesOwnCalls: a client over its share waits for one of its
// own calls to end rather than failing, so an agent's parallel calls run
// one after another; only a share's worth wait, and one that waits past
// ShareWait is refused as over_share.
func TestShareQueuesOwnCalls(t *testing.T) {
	f := newFixture(t, func(_ *fixture, o *serve.Options) {
		o.MaxConcurrent, o.MaxConcurrentPerClient, o.ShareWait = 8, 1, time.Minute
	})
	ts := httptest.NewServer(f.srv.Handler())
	defer ts.Close()
	var sessions []string
	for i := 0; i < 2; i++ {
		_, body, _ := post(t, ts.URL+"/v1/ops/session_open", "", map[string]any{"env": "counter"})
		sessions = append(sessions, body["result"].(map[string]any)["session"].(string))
	}
	gate := make(chan struct{})
	f.mu.Lock()
	for _, w := range f.worlds {
		w.gate = gate
	}
	f.mu.Unlock()
	// Two calls of one client: the first blocks in its world, the second
	// waits for it.
	var wg sync.WaitGroup
	codes := make([]int, 2)
	for i, s := range sessions {
		wg.Add(1)
		go func() {
			defer wg.Done()
			codes[i], _, _ = post(t, ts.URL+"/v1/skills/counter", "", map[string]any{"n": 1, "_session": s})
		}()
		if i == 0 {
			waitInFlight(t, ts.URL, 1)
		}
	}
	// A third call of the same client finds one waiting already: refused
	// at once.
	deadline := time.Now().Add(10 * time.Second)
	for {
		if _, h, _ := get(t, ts.URL+"/healthz", ""); h["waiting"] == 1.0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the client's second call never waited")
		}
		time.Sleep(5 * time.Millisecond)
	}
	code, body, hdr := post(t, ts.URL+"/v1/skills/echo", "", map[string]any{"msg": "third"})
	if code != 429 || body["kind"] != "over_share" || hdr.Get("Retry-After") == "" || !strings.Contains(body["error"].(string), "waiting") {
		t.Errorf("a third call of the client = %d %v; want 429 over_share, its share waiting already", code, body)
	}
	close(gate)
	wg.Wait()
	if codes[0] != 200 || codes[1] != 200 {
		t.Errorf("the client's two parallel calls = %v; want both answered, one after the other", codes)
	}
}

// waitInFlight waits until the server at base has want calls in flight.
func waitInFlight(t *testing.T, base string, want float64) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		if _, h, _ := get(t, base+"/healthz", ""); h["in_flight"] == want {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("in flight never reached %v", want)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// TestReadsTakeNoShare: reads of what is stored hold no worker, so they
// do not count against a client's share: while the client's one share
// is held by a skill call, its reads of a frame, many at once as a web
// page's images load, and of its memory all answer at once.
func TestReadsTakeNoShare(t *testing.T) {
	f := newFixture(t, func(_ *fixture, o *serve.Options) {
		o.MaxConcurrent, o.MaxConcurrentPerClient, o.ShareWait = 16, 1, time.Minute
	})
	ts := httptest.NewServer(f.srv.Handler())
	defer ts.Close()
	code, body, _ := post(t, ts.URL+"/v1/skills/red_boxes", "", map[string]any{"_image": map[string]any{"data": b64(redPNG(t, 30, 20, image.Rect(2, 2, 12, 12)))}})
	if code != 200 {
		t.Fatalf("red_boxes = %d %v", code, body)
	}
	hash := body["result"].(map[string]any)["frame"].(string)
	_, body, _ = post(t, ts.URL+"/v1/ops/session_open", "", map[string]any{"env": "counter"})
	sess := body["result"].(map[string]any)["session"].(string)
	gate := make(chan struct{})
	f.mu.Lock()
	for _, w := range f.worlds {
		w.gate = gate
	}
	f.mu.Unlock()
	held := make(chan int, 1)
	go func() {
		code, _, _ := post(t, ts.URL+"/v1/skills/counter", "", map[string]any{"n": 1, "_session": sess})
		held <- code
	}()
	waitInFlight(t, ts.URL, 1)
	var wg sync.WaitGroup
	codes := make([]int, 6)
	for i := range codes {
		wg.Go(func() {
			resp, err := http.Get(ts.URL + "/v1/frames/" + hash)
			if err != nil {
				t.Error(err)
				return
			}
			resp.Body.Close()
			codes[i] = resp.StatusCode
		})
	}
	wg.Wait()
	for i, c := range codes {
		if c != 200 {
			t.Errorf("frame read %d while the share is held = %d; want 200 (codes %v)", i, c, codes)
		}
	}
	if code, body, _ := post(t, ts.URL+"/v1/ops/memory_search", "", map[string]any{"text": "counter"}); code != 200 {
		t.Errorf("memory_search while the share is held = %d %v; want 200", code, body)
	}
	close(gate)
	if c := <-held; c != 200 {
		t.Errorf("the held call = %d; want 200", c)
	}
}
