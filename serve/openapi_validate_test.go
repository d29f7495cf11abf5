package serve_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"image"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/getkin/kin-openapi/openapi3filter"
	"github.com/getkin/kin-openapi/routers"
	"github.com/getkin/kin-openapi/routers/gorillamux"

	"github.com/skillrun/skillrun/serve"
)

// loadOpenAPI loads and validates the generated document with
// kin-openapi (OpenAPI 3.1, JSON Schema 2020-12).
func loadOpenAPI(t testing.TB) *openapi3.T {
	t.Helper()
	loader := openapi3.NewLoader()
	doc, err := loader.LoadFromData(serve.OpenAPIDocument())
	if err != nil {
		t.Fatalf("kin-openapi cannot load the document: %v", err)
	}
	if !doc.IsOpenAPI31OrLater() {
		t.Fatalf("document version %q; want 3.1", doc.OpenAPI)
	}
	if err := doc.Validate(loader.Context); err != nil {
		t.Fatalf("kin-openapi: the document is not valid OpenAPI: %v", err)
	}
	return doc
}

// TestOpenAPIValid validates the generated document with kin-openapi and
// checks that the validator refuses a broken one (an operationId used
// twice, a $ref to nowhere), so the check can fail.
func TestOpenAPIValid(t *testing.T) {
	doc := loadOpenAPI(t)
	n := 0
	for _, item := range doc.Paths.Map() {
		for _, op := range item.Operations() {
			n++
			if op.OperationID == "" {
				t.Errorf("an operation without operationId: %s", op.Summary)
			}
		}
	}
	if n < 17+8 {
		t.Errorf("%d operations; want the 17 fixed ones and the server's", n)
	}
	for name, broken := range map[string]func(string) string{
		"operationId twice": func(s string) string {
			return strings.Replace(s, `"operationId": "memory_episode"`, `"operationId": "memory_search"`, 1)
		},
		"dangling $ref": func(s string) string {
			return strings.Replace(s, `"#/components/schemas/SearchReply"`, `"#/components/schemas/Nowhere"`, 1)
		},
	} {
		loader := openapi3.NewLoader()
		d, err := loader.LoadFromData([]byte(broken(string(serve.OpenAPIDocument()))))
		if err == nil {
			err = d.Validate(loader.Context)
		}
		if err == nil {
			t.Errorf("%s: kin-openapi accepted the broken document", name)
		}
	}
}

// validating is a RoundTripper that checks every request and response
// against the document (openapi3filter, JSON Schema 2020-12): answers that
// break their schema (an array that is null, a missing field, a wrong
// type) fail the test.
type validating struct {
	t      testing.TB
	router routers.Router
	seen   map[string]int
}

func (v *validating) RoundTrip(req *http.Request) (*http.Response, error) {
	var body []byte
	if req.Body != nil {
		body, _ = io.ReadAll(req.Body)
		req.Body = io.NopCloser(bytes.NewReader(body))
	}
	resp, err := http.DefaultTransport.RoundTrip(req)
	if err != nil {
		return nil, err
	}
	rb, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	resp.Body = io.NopCloser(bytes.NewReader(rb))

	vreq := req.Clone(context.Background())
	vreq.Body = io.NopCloser(bytes.NewReader(body))
	route, params, err := v.router.FindRoute(vreq)
	if errors.Is(err, routers.ErrMethodNotAllowed) {
		if resp.StatusCode != http.StatusMethodNotAllowed || resp.Header.Get("Allow") == "" {
			v.t.Errorf("%s %s, a method the document lacks: %d Allow %q; want 405 with Allow", req.Method, req.URL.Path, resp.StatusCode, resp.Header.Get("Allow"))
		}
		return resp, nil
	}
	if err != nil {
		v.t.Errorf("%s %s: not in the document: %v", req.Method, req.URL.Path, err)
		return resp, nil
	}
	v.seen[route.Operation.OperationID]++
	opts := &openapi3filter.Options{AuthenticationFunc: openapi3filter.NoopAuthenticationFunc, MultiError: true}
	in := &openapi3filter.RequestValidationInput{Request: vreq, PathParams: params, Route: route, Options: opts}
	if resp.StatusCode < 300 {
		if err := openapi3filter.ValidateRequest(context.Background(), in); err != nil {
			v.t.Errorf("%s %s: the request breaks the document: %v", req.Method, req.URL.Path, err)
		}
	}
	out := &openapi3filter.ResponseValidationInput{RequestValidationInput: in, Status: resp.StatusCode, Header: resp.Header,
		Body: io.NopCloser(bytes.NewReader(rb)), Options: opts}
	if err := openapi3filter.ValidateResponse(context.Background(), out); err != nil {
		v.t.Errorf("%s %s -> %d: the answer breaks the document: %v\n%.600s", req.Method, req.URL.Path, resp.StatusCode, err, rb)
	}
	return resp, nil
}

// TestHTTPAnswersMatchOpenAPI calls every fixed operation and the server's
// other routes over HTTP, successes and errors, and validates each request
// and answer against the generated document.
func TestHTTPAnswersMatchOpenAPI(t *testing.T) {
	doc := loadOpenAPI(t)
	f := newFixture(t, nil)
	ts := httptest.NewServer(f.srv.Handler())
	defer ts.Close()
	doc.Servers = openapi3.Servers{{URL: ts.URL}}
	router, err := gorillamux.NewRouter(doc)
	if err != nil {
		t.Fatal(err)
	}
	v := &validating{t: t, router: router, seen: map[string]int{}}
	client := &http.Client{Transport: v}
	call := func(method, path string, body any) map[string]any {
		t.Helper()
		var rd io.Reader
		if body != nil {
			b, _ := json.Marshal(body)
			rd = bytes.NewReader(b)
		}
		req, _ := http.NewRequest(method, ts.URL+path, rd)
		if body != nil {
			req.Header.Set("Content-Type", "application/json")
		}
		resp, err := client.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		var m map[string]any
		if strings.HasPrefix(resp.Header.Get("Content-Type"), "application/json") {
			_ = json.NewDecoder(resp.Body).Decode(&m)
		}
		return m
	}
	result := func(m map[string]any) map[string]any {
		r, _ := m["result"].(map[string]any)
		return r
	}
	for _, p := range []string{"/healthz", "/v1/tools", "/v1/skills", "/v1/skills/counter", "/v1/skills/nope", "/openapi.json"} {
		call("GET", p, nil)
	}
	img := redPNG(t, 20, 10, image.Rect(1, 1, 6, 6))
	now := time.Now().UTC().Format(time.RFC3339Nano)
	sess := result(call("POST", "/v1/ops/session_open", map[string]any{"env": "counter", "task": "count"}))["session"]
	call("POST", "/v1/skills/counter", map[string]any{"n": 2, "_session": sess, "_trace": true})
	call("POST", "/v1/skills/counter", map[string]any{"n": "x"})
	det := result(call("POST", "/v1/skills/red_boxes", map[string]any{"_image": map[string]any{"data": b64(img)}}))
	call("POST", "/v1/ops/session_observe", map[string]any{"session": sess})
	call("POST", "/v1/ops/session_list", map[string]any{})
	call("POST", "/v1/ops/session_close", map[string]any{"session": sess, "success": true, "summary": "counted"})
	call("POST", "/v1/ops/memory_record_episode", map[string]any{"id": "ep-1", "start": now, "task": "dig a hole", "success": false, "reason": "lava",
		"steps": []any{map[string]any{"index": 0, "action": map[string]any{"name": "dig", "object": "block@1,2,3"}, "outcome": map[string]any{"ok": false, "reason": "lava below"}}}})
	call("POST", "/v1/ops/memory_record_steps", map[string]any{"episode": "ep-1", "steps": []any{map[string]any{"index": 1, "action": map[string]any{"name": "look"}, "outcome": map[string]any{"ok": true}}}})
	call("POST", "/v1/ops/memory_recall_failures", map[string]any{"action": "dig", "object": "block@1,2,3"})
	call("POST", "/v1/ops/memory_recall_failures", map[string]any{"action": "fly"})
	call("POST", "/v1/ops/memory_search", map[string]any{"text": "hole"})
	call("POST", "/v1/ops/memory_search", map[string]any{"text": "nothingmatchesthis"})
	call("POST", "/v1/ops/memory_search", map[string]any{})
	call("POST", "/v1/ops/memory_episode", map[string]any{"id": "ep-1"})
	call("POST", "/v1/ops/memory_provenance", map[string]any{"skill": "counter"})
	call("POST", "/v1/ops/memory_verifications", map[string]any{"skill": "counter"})
	call("POST", "/v1/ops/skill_source", map[string]any{"skill": "echo"})
	src, _ := result(call("POST", "/v1/ops/skill_source", map[string]any{"skill": "echo"}))["source"].(string)
	prop := result(call("POST", "/v1/ops/skill_propose", map[string]any{"skill": "echo", "source": strings.Replace(src, "Echo the message back", "Echo the message back unchanged", 1), "note": "doc"}))
	call("POST", "/v1/ops/skill_verdict", map[string]any{"proposal": prop["proposal"]})
	call("POST", "/v1/ops/skill_verdict", map[string]any{"version": prop["version"]})
	put := result(call("POST", "/v1/ops/frame_put", map[string]any{"image": map[string]any{"data": b64(img)}, "labels": map[string]string{"camera": "front"}}))
	call("POST", "/v1/ops/frame_get", map[string]any{"frame": put["hash"], "max_width": 10})
	call("POST", "/v1/ops/frame_compare", map[string]any{"past": map[string]any{"frame": put["hash"]}, "current": map[string]any{"frame": det["frame"]}})
	call("GET", "/v1/frames/"+put["hash"].(string)+"?w=4&h=4&x=0&y=0", nil)
	call("POST", "/v1/ops/memory_note_put", map[string]any{"id": "lm-1", "kind": "landmark", "text": "The gap is at x=3.", "pos": []float64{3, 0, 2}, "episodes": []string{"ep-1"}})
	call("POST", "/v1/ops/memory_note_put", map[string]any{"id": "lm-1", "kind": "landmark", "text": "The gap is at x=3, z=2.", "pos": []float64{3, 0, 2}})
	call("POST", "/v1/ops/memory_note_get", map[string]any{"id": "lm-1", "history": true})
	call("POST", "/v1/ops/memory_notes", map[string]any{"near": []float64{3, 0, 2}})
	call("POST", "/v1/ops/memory_notes", map[string]any{"text": "nothingmatchesthis"})
	call("POST", "/v1/ops/plan_put", map[string]any{"goal": "cross the gap", "steps": []any{"look", map[string]any{"text": "bridge", "status": "doing"}}, "episodes": []string{"ep-1"}})
	call("POST", "/v1/ops/plan_get", map[string]any{"history": true})
	call("POST", "/v1/ops/plan_get", map[string]any{"id": "none"})
	call("POST", "/v1/ops/memory_context", map[string]any{"action": "dig", "object": "block@1,2,3", "pos": []float64{3, 0, 2}, "goal": "cross the gap"})
	call("POST", "/v1/ops/memory_context", map[string]any{})
	call("POST", "/v1/ops/memory_steps", map[string]any{"action": "dig"})
	call("POST", "/v1/ops/memory_steps", map[string]any{"action": "nothing"})
	call("POST", "/v1/ops/memory_cells_put", map[string]any{"cells": []any{map[string]any{"pos": []int{3, 0, 2}, "kind": "hazard", "episode": "ep-1", "damage": 2}}})
	call("POST", "/v1/ops/memory_cells", map[string]any{"near": []float64{3, 0, 2}, "radius": 2})
	call("POST", "/v1/ops/memory_cells", map[string]any{"min": []int{100, 100, 100}, "max": []int{101, 101, 101}})
	call("POST", "/v1/ops/memory_near", map[string]any{"pos": []float64{3, 0, 2}})
	call("POST", "/v1/ops/memory_before", map[string]any{"episode": "ep-1", "step": 1})
	call("POST", "/v1/ops/memory_usage", map[string]any{"skill": "counter"})
	call("POST", "/v1/ops/skill_consolidate", map[string]any{})
	call("POST", "/v1/ops/skill_consolidate", map[string]any{"skill": "counter"})
	call("POST", "/v1/ops/skill_consolidate", map[string]any{"skill": "nosuchskill"})
	call("POST", "/v1/ops/memory_link", map[string]any{"version": prop["version"], "episode": "ep-1", "by": "tester", "why": "watched it"})
	call("POST", "/v1/ops/memory_unlink", map[string]any{"version": prop["version"], "episode": "ep-1", "by": "tester", "why": "it was another run"})
	call("POST", "/v1/ops/skill_disable", map[string]any{"skill": "echo", "reason": "testing"})
	call("POST", "/v1/ops/skill_enable", map[string]any{"skill": "echo"})
	call("POST", "/v1/ops/skill_rollback", map[string]any{"skill": "echo", "to": "0000000000000000"}) // unknown: 404, as documented
	call("DELETE", "/v1/tools", nil)
	for _, tl := range f.srv.Tools() {
		if tl.Kind == "operation" && v.seen[tl.Name] == 0 {
			t.Errorf("operation %s was not called", tl.Name)
		}
	}
	for _, id := range []string{"health", "listTools", "listSkills", "getSkill", "runSkill", "getFrame", "openapi"} {
		if v.seen[id] == 0 {
			t.Errorf("route %s was not called", id)
		}
	}
}
