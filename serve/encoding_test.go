package serve_test

import (
	"bytes"
	"compress/gzip"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/skillrun/skillrun/serve"
)

func gzipped(t *testing.T, s string) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	if _, err := zw.Write([]byte(s)); err != nil {
		t.Fatal(err)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// TestContentEncoding: a gzip body is decoded, on the JSON API and MCP
// alike, and its decoded size is what the body limit bounds; a body in a
// coding the server does not know is refused 415 naming it, not read as
// broken JSON.
func TestContentEncoding(t *testing.T) {
	f := newFixture(t, func(_ *fixture, o *serve.Options) { o.MaxBodyBytes = 4096 })
	ts := httptest.NewServer(f.srv.Handler())
	defer ts.Close()
	send := func(path, coding string, body []byte) (int, map[string]any, http.Header) {
		t.Helper()
		req, _ := http.NewRequest("POST", ts.URL+path, bytes.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Accept", "application/json, text/event-stream")
		req.Header.Set("Content-Encoding", coding)
		return do(t, req)
	}
	code, m, _ := send("/v1/skills/echo", "gzip", gzipped(t, `{"msg":"zipped"}`))
	if res, _ := m["result"].(map[string]any); code != 200 || res == nil || res["result"].(map[string]any)["msg"] != "zipped" {
		t.Errorf("echo with a gzip body: %d %v", code, m)
	}
	code, m, _ = send("/mcp", "gzip", gzipped(t, `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"raw","version":"0"}}}`))
	if code != 200 || !strings.Contains(m["_body"].(string), `"protocolVersion":"2025-06-18"`) {
		t.Errorf("MCP initialize with a gzip body: %d %v", code, m)
	}
	// 100 KB of spaces around an object compress to little; decoded, they
	// are over the limit.
	code, m, _ = send("/v1/skills/echo", "gzip", gzipped(t, `{"msg":"a"}`+strings.Repeat(" ", 100<<10)))
	if code != http.StatusRequestEntityTooLarge || m["kind"] != "too_large" {
		t.Errorf("a gzip body over the limit once decoded: %d %v; want 413 too_large", code, m)
	}
	code, m, _ = send("/v1/skills/echo", "gzip", []byte(`{"msg":"not zipped"}`))
	if code != http.StatusBadRequest || !strings.Contains(m["error"].(string), "not gzip") {
		t.Errorf("a plain body that says gzip: %d %v; want 400 naming it", code, m)
	}
	code, m, h := send("/v1/skills/echo", "br", []byte(`{"msg":"a"}`))
	if code != http.StatusUnsupportedMediaType || h.Get("Accept-Encoding") != "gzip" || !strings.Contains(m["error"].(string), `"br"`) {
		t.Errorf("a br body: %d %v %v; want 415 with Accept-Encoding: gzip, naming br", code, m, h)
	}
}
