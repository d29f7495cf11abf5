package serve_test

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/skillrun/skillrun/serve"
)

type openAPIDoc struct {
	OpenAPI string                                `json:"openapi"`
	Paths   map[string]map[string]json.RawMessage `json:"paths"`
}

type openAPIOp struct {
	OperationID string                     `json:"operationId"`
	Responses   map[string]json.RawMessage `json:"responses"`
}

// TestOpenAPICoversOps checks that the generated document has one path per
// fixed operation the server offers, named as its MCP tool, and nothing
// it does not offer; that every operation has a unique operationId; and
// that the served document is the generated one.
func TestOpenAPICoversOps(t *testing.T) {
	f := newFixture(t, nil)
	var doc openAPIDoc
	if err := json.Unmarshal(serve.OpenAPIDocument(), &doc); err != nil {
		t.Fatal(err)
	}
	if doc.OpenAPI != "3.1.0" {
		t.Errorf("openapi = %q; want 3.1.0", doc.OpenAPI)
	}
	ops := map[string]bool{}
	for _, tl := range f.srv.Tools() {
		if tl.Kind == "operation" {
			ops[tl.Name] = true
			if doc.Paths["/v1/ops/"+tl.Name]["post"] == nil {
				t.Errorf("the OpenAPI document lacks POST /v1/ops/%s", tl.Name)
			}
		}
	}
	if len(ops) != 35 { // 30, and the gate's skill_disable, skill_enable, skill_rollback, memory_link, memory_unlink
		t.Errorf("%d operations; want 35", len(ops))
	}
	ids := map[string]string{}
	idRE := regexp.MustCompile(`^[A-Za-z][A-Za-z0-9_]*$`)
	for path, item := range doc.Paths {
		if name, ok := strings.CutPrefix(path, "/v1/ops/"); ok && !ops[name] {
			t.Errorf("the document has %s, which the server does not offer", path)
		}
		for method, raw := range item {
			var op openAPIOp
			if err := json.Unmarshal(raw, &op); err != nil {
				t.Fatal(err)
			}
			where := strings.ToUpper(method) + " " + path
			if !idRE.MatchString(op.OperationID) {
				t.Errorf("%s: operationId %q", where, op.OperationID)
			}
			if prev, dup := ids[op.OperationID]; dup {
				t.Errorf("operationId %q on both %s and %s", op.OperationID, prev, where)
			}
			ids[op.OperationID] = where
			if op.Responses["200"] == nil || op.Responses["405"] == nil {
				t.Errorf("%s: responses %v lack 200 or 405", where, keys(op.Responses))
			}
		}
	}
	for _, id := range []string{"runSkill", "memory_search", "listTools", "metrics", "health"} {
		if ids[id] == "" {
			t.Errorf("no operation %s", id)
		}
	}

	ts := httptest.NewServer(f.srv.Handler())
	defer ts.Close()
	for _, p := range []string{"/openapi.json", "/openapi.yaml"} {
		resp, err := http.Get(ts.URL + p)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != 200 || string(b) != string(serve.OpenAPIDocument()) {
			t.Errorf("GET %s = %d, %d bytes; want the generated document", p, resp.StatusCode, len(b))
		}
	}
}

// TestWrongMethod checks that every path of the document answers a method
// it does not document 405 with an Allow header listing the ones it does,
// as a JSON error.
func TestWrongMethod(t *testing.T) {
	f := newFixture(t, nil)
	ts := httptest.NewServer(f.srv.Handler())
	defer ts.Close()
	var doc openAPIDoc
	if err := json.Unmarshal(serve.OpenAPIDocument(), &doc); err != nil {
		t.Fatal(err)
	}
	for path, item := range doc.Paths {
		var want []string
		for m := range item {
			want = append(want, strings.ToUpper(m))
		}
		if slices.Contains(want, "GET") && path != "/mcp" && path != "/sse" { // event streams: no head
			want = append(want, "HEAD")
		}
		slices.Sort(want)
		url := ts.URL + strings.NewReplacer("{name}", "counter", "{hash}", strings.Repeat("a", 64)).Replace(path)
		for _, m := range []string{"PUT", "PATCH", "GET", "POST", "DELETE", "HEAD"} {
			if item[strings.ToLower(m)] != nil || (m == "HEAD" && slices.Contains(want, "HEAD")) {
				continue
			}
			req, _ := http.NewRequest(m, url, nil)
			if m == "HEAD" { // no body to read the kind from
				resp, err := http.DefaultClient.Do(req)
				if err != nil {
					t.Fatal(err)
				}
				resp.Body.Close()
				if allow := strings.Split(resp.Header.Get("Allow"), ", "); resp.StatusCode != 405 || !slices.Equal(slices.Sorted(slices.Values(allow)), want) {
					t.Errorf("HEAD %s = %d Allow %q; want 405, Allow %v", path, resp.StatusCode, resp.Header.Get("Allow"), want)
				}
				continue
			}
			code, body, h := do(t, req)
			allow := strings.Split(h.Get("Allow"), ", ")
			slices.Sort(allow)
			if code != 405 || body["kind"] != "method_not_allowed" || !slices.Equal(allow, want) {
				t.Errorf("%s %s = %d %v Allow %q; want 405 method_not_allowed, Allow %v", m, path, code, body, h.Get("Allow"), want)
			}
		}
	}
}
