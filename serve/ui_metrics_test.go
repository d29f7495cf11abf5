package serve_test

import (
	"io"
	"net/http"
	"net/http/httptest"
	"regexp"
	"testing"
)

// TestLibraryPageCallsFromMetrics: the web view's library page shows each
// skill's calls and median latency as the server's own metrics count them
// (the histogram /metrics exports), and nothing for a skill never called.
func TestLibraryPageCallsFromMetrics(t *testing.T) {
	f := newFixture(t, nil)
	ts := httptest.NewServer(f.srv.Handler())
	defer ts.Close()
	for i := 0; i < 3; i++ {
		if code, body, _ := post(t, ts.URL+"/v1/skills/echo", "", map[string]any{"msg": "hi"}); code != 200 {
			t.Fatalf("echo = %d %v", code, body)
		}
	}
	resp, err := http.Get(ts.URL + "/ui/")
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	row := regexp.MustCompile(`(?s)<a href="/ui/skills/echo">echo</a>.*?</tr>`).FindString(string(b))
	if !regexp.MustCompile(`<td>3 <span class="dim">p50 [0-9.]+(e-?[0-9]+)? ms</span></td>`).MatchString(row) {
		t.Errorf("echo's row does not show 3 calls with a p50:\n%s", row)
	}
	counter := regexp.MustCompile(`(?s)<a href="/ui/skills/counter">counter</a>.*?</tr>`).FindString(string(b))
	if regexp.MustCompile(`p50`).MatchString(counter) {
		t.Errorf("counter was never called, yet its row shows calls:\n%s", counter)
	}
}
