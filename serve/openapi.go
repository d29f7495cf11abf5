package serve

import (
	"encoding/json"
	"net/http"
	"strconv"
	"strings"
)

// apiDescription introduces the JSON HTTP API in the OpenAPI document.
const apiDescription = `The same operations as skillrun's MCP server, for agents that do not
speak MCP. Every skill in the library runs at POST /v1/skills/{name} with
its arguments as the JSON body (the schema is the skill's Args type: GET
/v1/tools lists them all, with their output schemas). The fixed operations
are at POST /v1/ops/{name}, one path each, named as their MCP tools
(memory_search, skill_propose, ...). MCP itself (streamable HTTP) is at
/mcp on the same server.

Binds to 127.0.0.1 by default. When the server has a token (required for
any other address), every request except /healthz and this document must
carry ` + "`Authorization: Bearer TOKEN`" + `.

Limits: request bodies over --max-body bytes are refused (413); results
over --max-result bytes (images included) are refused (413); at most
--max-concurrent calls run at once and the next is refused at once with
503 and ` + "`Retry-After: 1`" + ` (kind "busy"); each client (its address, and
the name it sends in ` + "`X-Skillrun-Client`" + `, if any) may have at most
--max-concurrent-per-client calls in flight: the next waits up to
--share-wait for one of them to end, and is then refused with 429 and
` + "`Retry-After: 1`" + ` (kind "over_share"); reads of what is stored (memory,
frames, the library) do not count against a client's share. A method a path does not
serve answers 405 with Allow. A request body may be sent with
` + "`Content-Encoding: gzip`" + ` (the limits apply to what it decodes to); any
other coding is refused with 415.

Errors are ` + "`{\"error\": \"...\", \"kind\": \"...\"}`" + ` with kinds: bad_input (400),
no_env (400), unauthorized (401), refused (403: a cross-origin request, or
a non-loopback Host on a server without a token), not_found (404),
method_not_allowed (405), too_large (413), skill, limit, memory, cpu,
cycle (422), over_share (429), crash, forbidden (500), busy, unavailable, cancelled (503),
timeout (504).`

// OpenAPIDocument is the JSON HTTP API's OpenAPI 3.1 document, generated
// from the route table the server serves (GET /openapi.json).
func OpenAPIDocument() []byte {
	s := &Server{}
	s.ops = s.fixedOps()
	return s.openAPI()
}

// openAPI renders the document of s.routes().
func (s *Server) openAPI() []byte {
	paths := map[string]map[string]any{}
	tags := map[string]bool{}
	schemas := map[string]any{"Error": json.RawMessage(schemaError)}
	for _, r := range s.routes() {
		for name, sc := range r.Schemas {
			if prev, ok := schemas[name]; ok && string(prev.(json.RawMessage)) != string(sc) {
				panic("serve: two schemas named " + name + " in the route table") // a bug the tests catch
			}
			schemas[name] = sc
		}
		op := map[string]any{"operationId": r.ID, "summary": r.Summary, "tags": []string{r.Tag}}
		tags[r.Tag] = true
		if r.Description != "" && r.Description != r.Summary {
			op["description"] = r.Description
		}
		if r.Public {
			op["security"] = []any{}
		}
		if len(r.Params) > 0 {
			var ps []any
			for _, p := range r.Params {
				m := map[string]any{"name": p.Name, "in": p.In, "schema": p.Schema}
				if p.In == "path" {
					m["required"] = true
				}
				if p.Desc != "" {
					m["description"] = p.Desc
				}
				ps = append(ps, m)
			}
			op["parameters"] = ps
		}
		if r.Body != nil {
			media := map[string]any{"schema": r.Body}
			if r.Example != nil {
				media["example"] = r.Example
			}
			op["requestBody"] = map[string]any{"required": r.BodyRequired, "content": map[string]any{"application/json": media}}
		}
		ok := map[string]any{"description": "OK"}
		if r.Result != nil {
			mt := r.ResultType
			if mt == "" {
				mt = "application/json"
			}
			ok["content"] = map[string]any{mt: map[string]any{"schema": r.Result}}
		}
		resps := map[string]any{"200": ok}
		codes := append([]int{405}, r.Errors...)
		if !r.Public {
			codes = append(codes, 401, 403, 429, 503)
		}
		for _, c := range codes {
			resps[strconv.Itoa(c)] = map[string]any{"$ref": "#/components/responses/Error"}
		}
		op["responses"] = resps
		if paths[r.Path] == nil {
			paths[r.Path] = map[string]any{}
		}
		paths[r.Path][strings.ToLower(r.Method)] = op
	}
	var tagList []any
	for _, t := range sortedKeys(tags) {
		tagList = append(tagList, map[string]any{"name": t})
	}
	doc := map[string]any{
		"openapi":  "3.1.0",
		"info":     map[string]any{"title": "skillrun serve — JSON HTTP API", "version": "1", "description": apiDescription},
		"servers":  []any{map[string]any{"url": "http://127.0.0.1:7878"}},
		"security": []any{map[string]any{"bearer": []string{}}, map[string]any{}},
		"tags":     tagList,
		"paths":    paths,
		"components": map[string]any{
			"securitySchemes": map[string]any{"bearer": map[string]any{"type": "http", "scheme": "bearer"}},
			"schemas":         schemas,
			"responses": map[string]any{"Error": map[string]any{"description": "The call failed: the error and its kind.",
				"content": map[string]any{"application/json": map[string]any{"schema": map[string]any{"$ref": "#/components/schemas/Error"}}}}},
		},
	}
	b, err := json.MarshalIndent(doc, "", "  ")
	if err != nil {
		panic("serve: the OpenAPI document does not encode: " + err.Error()) // a malformed schema constant: a bug the tests catch
	}
	return append(b, '\n')
}

// handleOpenAPI serves the document; JSON is YAML, so /openapi.yaml
// serves the same bytes.
func (s *Server) handleOpenAPI(w http.ResponseWriter, r *http.Request) {
	s.openAPIOnce.Do(func() { s.openAPIDoc = s.openAPI() })
	ct := "application/json"
	if strings.HasSuffix(r.URL.Path, ".yaml") {
		ct = "application/yaml"
	}
	w.Header().Set("Content-Type", ct)
	_, _ = w.Write(s.openAPIDoc)
}
