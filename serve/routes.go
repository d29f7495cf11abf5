package serve

import (
	"encoding/json"
	"fmt"
	mcpauth "github.com/modelcontextprotocol/go-sdk/auth"
	"net/http"
	"slices"
	"sort"
	"strings"
)

// route is one operation of the HTTP API. The one table of routes
// (Server.routes) is what Handler registers on its mux and what OpenAPI
// documents, so the two cannot drift apart: adding an operation is adding
// one entry (a fixed operation in fixedOps gets its route, its MCP tool
// and its OpenAPI entry from that one place).
type route struct {
	// Method and Path are the ServeMux pattern's halves ("POST",
	// "/v1/skills/{name}"); a {wildcard} is an OpenAPI path parameter.
	Method, Path string
	// ID is the OpenAPI operationId: unique, the name client generators
	// give the function that calls the route.
	ID string
	// Summary is one line; Description may say more.
	Summary, Description string
	// Tag groups the route in the document ("skills", "memory", ...).
	Tag string
	// Public routes need no token (/healthz, the OpenAPI document).
	Public bool
	// Params are the path and query parameters.
	Params []param
	// Body is the JSON Schema of the JSON request body; nil: no body.
	Body json.RawMessage
	// BodyRequired: the body must be present.
	BodyRequired bool
	// Result is the JSON Schema of the 200 answer (application/json unless
	// ResultType says otherwise).
	Result json.RawMessage
	// ResultType is the 200 answer's media type when it is not JSON.
	ResultType string
	// Errors are the statuses an error answer may have (besides 401, 403,
	// 405 and 503, which every route may answer).
	Errors []int
	// Example is an example request body.
	Example any
	// Schemas are named schemas the route's schemas refer to
	// ("#/components/schemas/NAME"), for the document's components.
	Schemas map[string]json.RawMessage

	handler http.Handler
}

// param is a path or query parameter.
type param struct {
	Name, In, Desc string
	Schema         json.RawMessage
}

// Schemas shared by several routes.
const (
	schemaSkillName = `{"type":"string","pattern":"^[a-z][a-z0-9_]{0,63}$"}`
	schemaFrameHash = `{"type":"string","pattern":"^[0-9a-f]{64}$"}`
	schemaManifest  = `{"type":"object","required":["name","kind"],"properties":{
  "name":{"type":"string"},"kind":{"type":"string","enum":["procedure","detector"]},"description":{"type":"string"},
  "tags":{"type":"array","items":{"type":"string"}},"params":{"type":"object","description":"JSON Schema of the Args type"},
  "version":{"type":"string"}}}`
	schemaToolInfo = `{"type":"object","required":["name","kind","description","input_schema"],"properties":{
  "name":{"type":"string"},"kind":{"type":"string","enum":["procedure","detector","operation"]},
  "title":{"type":"string"},"description":{"type":"string"},
  "input_schema":{"type":"object"},"output_schema":{"type":"object"},"version":{"type":"string"}}}`
	schemaProblem = `{"type":"object","properties":{"file":{"type":"string"},"error":{"type":"string"}}}`
	schemaError   = `{"type":"object","required":["error","kind"],"properties":{
  "error":{"type":"string","description":"what went wrong, naming the argument or file:line:col"},
  "kind":{"type":"string","description":"the class of the error (bad_input, not_found, busy, timeout, skill, ...)"}}}`
	schemaImageOut = `{"type":"object","required":["mime_type","data"],"properties":{
  "mime_type":{"type":"string"},"data":{"type":"string","contentEncoding":"base64"},"caption":{"type":"string"}}}`
)

// ref is a reference to a named schema of the document's components.
func ref(name string) string { return `{"$ref":"#/components/schemas/` + name + `"}` }

// callResponse is the schema of a call's answer whose result is the named
// schema.
func callResponse(name string) json.RawMessage {
	return json.RawMessage(`{"type":"object","required":["result","images"],"properties":{"result":` + ref(name) + `,"images":{"type":"array","items":` + ref("Image") + `}}}`)
}

// routes is the HTTP API: every route Handler serves and OpenAPI
// documents, fixed operations included (one POST /v1/ops/NAME each).
func (s *Server) routes() []route {
	rs := []route{
		{Method: "GET", Path: "/healthz", ID: "health", Tag: "server", Public: true,
			Summary: "Liveness, with counts. Never needs the token.",
			Result: json.RawMessage(`{"type":"object","required":["status"],"properties":{"status":{"type":"string","enum":["ok"]},
  "skills":{"type":"integer"},"sessions":{"type":"integer"},"in_flight":{"type":"integer"},"waiting":{"type":"integer"},"max_concurrent":{"type":"integer"},"max_concurrent_per_client":{"type":"integer"}}}`),
			handler: http.HandlerFunc(s.handleHealth)},
		{Method: "GET", Path: "/openapi.json", ID: "openapi", Tag: "server", Public: true,
			Summary: "This document (OpenAPI 3.1, JSON), generated from the server's route table.",
			Result:  json.RawMessage(`{"type":"object"}`), handler: http.HandlerFunc(s.handleOpenAPI)},
		{Method: "GET", Path: "/openapi.yaml", ID: "openapiYAML", Tag: "server", Public: true,
			Summary: "This document, as YAML (the same bytes: JSON is YAML).",
			Result:  json.RawMessage(`{"type":"object"}`), ResultType: "application/yaml", handler: http.HandlerFunc(s.handleOpenAPI)},
		{Method: "GET", Path: "/metrics", ID: "metrics", Tag: "server",
			Summary:     "Prometheus metrics (text exposition format).",
			Description: "Calls, errors and latency by tool, busy rejections, recorded steps, sessions, skills, library problems, the worker pool, build info, and the process and Go runtime collectors.",
			Result:      json.RawMessage(`{"type":"string"}`), ResultType: "text/plain",
			handler: http.HandlerFunc(s.handleMetrics)},
		{Method: "GET", Path: "/v1/tools", ID: "listTools", Tag: "skills",
			Summary: "Every tool (skills, then operations) with its input and output schemas, as MCP lists them.",
			Result:  json.RawMessage(`{"type":"object","required":["tools"],"properties":{"tools":{"type":"array","items":` + ref("Tool") + `}}}`),
			Schemas: map[string]json.RawMessage{"Tool": json.RawMessage(schemaToolInfo)},
			handler: http.HandlerFunc(s.handleTools)},
		{Method: "GET", Path: "/v1/skills", ID: "listSkills", Tag: "skills",
			Summary: "The manifests of the serving skills, and the files that did not load.",
			Result: json.RawMessage(`{"type":"object","required":["skills","problems"],"properties":{
  "skills":{"type":"array","items":` + ref("Manifest") + `},"problems":{"type":"array","items":` + ref("Problem") + `}}}`),
			Schemas: map[string]json.RawMessage{"Manifest": json.RawMessage(schemaManifest), "Problem": json.RawMessage(schemaProblem)},
			handler: http.HandlerFunc(s.handleSkills)},
		{Method: "GET", Path: "/v1/skills/{name}", ID: "getSkill", Tag: "skills",
			Summary: "One skill's manifest.",
			Params:  []param{{Name: "name", In: "path", Schema: json.RawMessage(schemaSkillName)}},
			Result:  json.RawMessage(ref("Manifest")), Errors: []int{400, 404},
			Schemas: map[string]json.RawMessage{"Manifest": json.RawMessage(schemaManifest)},
			handler: http.HandlerFunc(s.handleSkill)},
		{Method: "POST", Path: "/v1/skills/{name}", ID: "runSkill", Tag: "skills",
			Summary: "Run a skill.",
			Description: "The body is the skill's arguments (its Args schema: GET /v1/tools), plus reserved fields: " +
				"`_session` (procedures: act in an open session's world; the run's steps are recorded into the session's episode), " +
				"`_image` (detectors: `{data: base64 PNG/JPEG}`) or `_frame` (detectors: a stored frame's hash, or the step that observed it `{episode, step, n}`), " +
				"`_trace` (true: answer with the run's trace) and `_timeout` (a Go duration shorter than the skill's own limit, \"500ms\"). " +
				"A detector's answer carries its detections and the annotated image (PNG, base64, in `images`); the input image is stored and its hash returned as `frame`.",
			Params: []param{{Name: "name", In: "path", Schema: json.RawMessage(schemaSkillName)}},
			Body:   json.RawMessage(ref("SkillArgs")),
			Result: callResponse("SkillReply"), Errors: []int{400, 404, 413, 422, 500, 504},
			Schemas: map[string]json.RawMessage{"SkillReply": skillReplySchema(nil), "Image": json.RawMessage(schemaImageOut),
				"SkillArgs": json.RawMessage(`{"type":"object","description":"the skill's own arguments (its Args schema) and the reserved ones","properties":{
  "_session":{"type":"string"},"_image":` + schemaImage + `,"_trace":{"type":"boolean"},"_timeout":{"type":"string"},
  "_frame":{"oneOf":[` + schemaFrameHash + `,` + schemaFrameRef + `]}},"additionalProperties":true}`)},
			Example: map[string]any{"n": 3},
			handler: http.HandlerFunc(s.handleCall)},
		{Method: "GET", Path: "/v1/frames/{hash}", ID: "getFrame", Tag: "frames",
			Summary: "A stored frame as PNG, optionally cropped (x, y, w, h) and scaled (max_width, max_height).",
			Params: []param{{Name: "hash", In: "path", Schema: json.RawMessage(schemaFrameHash)},
				{Name: "x", In: "query", Schema: json.RawMessage(`{"type":"integer"}`)},
				{Name: "y", In: "query", Schema: json.RawMessage(`{"type":"integer"}`)},
				{Name: "w", In: "query", Schema: json.RawMessage(`{"type":"integer","minimum":1}`)},
				{Name: "h", In: "query", Schema: json.RawMessage(`{"type":"integer","minimum":1}`)},
				{Name: "max_width", In: "query", Schema: json.RawMessage(`{"type":"integer","minimum":1}`)},
				{Name: "max_height", In: "query", Schema: json.RawMessage(`{"type":"integer","minimum":1}`)}},
			Result: json.RawMessage(`{"type":"string","format":"binary"}`), ResultType: "image/png", Errors: []int{400, 404},
			handler: http.HandlerFunc(s.handleFrame)},
	}
	for _, name := range sortedKeys(s.ops) {
		o := s.ops[name]
		rs = append(rs, route{Method: "POST", Path: "/v1/ops/" + o.name, ID: o.name, Tag: strings.SplitN(o.name, "_", 2)[0],
			Summary: firstSentence(o.desc), Description: o.desc,
			Body: o.schema, BodyRequired: true, Result: callResponse(o.outName), Errors: []int{400, 404, 413, 422},
			Schemas: map[string]json.RawMessage{o.outName: o.out, "Image": json.RawMessage(schemaImageOut)},
			handler: s.opHandler(o.name)})
	}
	// The MCP sessions of /mcp and /sse count against one bound.
	sessions := newMCPSessions(s.mcp, s.opts.MaxMCPSessions, s.opts.Now)
	sessions.streams = newStreamBound(s.opts.MaxConns)
	mcpH := s.mcpHandler(sessions)
	if s.needsToken() {
		// The SDK hands each request's TokenInfo to the tool call it
		// carries (its agent: mcpAgent), and keeps a session to the
		// token it was opened with.
		mcpH = mcpauth.RequireBearerToken(s.verifyToken, &mcpauth.RequireBearerTokenOptions{AllowMissingExpiration: true})(mcpH)
	}
	for _, m := range []string{"POST", "GET", "DELETE"} {
		rs = append(rs, route{Method: m, Path: "/mcp", ID: "mcp" + strings.ToUpper(m[:1]) + strings.ToLower(m[1:]), Tag: "mcp",
			Summary: "MCP over streamable HTTP (" + map[string]string{"POST": "a JSON-RPC message: initialize, tools/list, tools/call", "GET": "the server-sent event stream of a session: notifications/tools/list_changed", "DELETE": "end a session"}[m] + ").",
			Result:  json.RawMessage(`{}`), handler: mcpH})
	}
	if !s.opts.DisableSSE {
		sseH := newSSESessions(s, sessions)
		rs = append(rs,
			route{Method: "GET", Path: "/sse", ID: "mcpSSE", Tag: "mcp",
				Summary: "MCP over the HTTP+SSE transport of protocol 2024-11-05, for clients that speak no other: opens a session.",
				Description: "The answer is a server-sent event stream. Its first event, `endpoint`, names where the client POSTs its JSON-RPC messages (`/sse?sessionid=ID`); " +
					"the answers arrive on the stream as `message` events. The session counts against the same bound as /mcp's (--max-mcp-sessions: 503 when every session is in use) " +
					"and ends when the stream's connection closes, cancelling its calls in flight.",
				Result: json.RawMessage(`{"type":"string"}`), ResultType: "text/event-stream", Errors: []int{503},
				handler: sseH},
			route{Method: "POST", Path: "/sse", ID: "mcpSSEMessage", Tag: "mcp",
				Summary:     "A JSON-RPC message to a session of the HTTP+SSE transport (answered 202 Accepted; its answer arrives on the session's stream).",
				Description: "It is answered 202 Accepted. A message the server cannot take is answered here with a JSON-RPC error (not the Error of the JSON API): 400 (not JSON-RPC, no sessionid), 404 (the session has ended: open a new one), 413 (over --max-body), 415 (not application/json).",
				Params:      []param{{Name: "sessionid", In: "query", Desc: "the session, as the stream's endpoint event named it", Schema: json.RawMessage(`{"type":"string"}`)}},
				Body:        json.RawMessage(`{"type":"object","description":"one JSON-RPC 2.0 message"}`), BodyRequired: true,
				Result:  json.RawMessage(`{}`), // 202 Accepted; its refusals are JSON-RPC errors, not Error
				handler: sseH})
	}
	return rs
}

func firstSentence(s string) string {
	if i := strings.Index(s, ". "); i >= 0 {
		return s[:i+1]
	}
	return s
}

// register adds the routes to mux, with their auth, and for each path a
// fallback that answers any other method 405 with Allow.
func (s *Server) register(mux *http.ServeMux, rs []route) {
	methods := map[string][]string{}
	for _, r := range rs {
		h := r.handler
		if !r.Public {
			h = s.auth(h)
		}
		mux.Handle(r.Method+" "+r.Path, h)
		methods[r.Path] = append(methods[r.Path], r.Method)
	}
	for path, ms := range methods {
		// GET /mcp and GET /sse are event streams, with no head to give
		// (mcpHandler, sseSessions).
		if slices.Contains(ms, "GET") && path != "/mcp" && path != "/sse" {
			ms = append(ms, "HEAD")
		}
		sort.Strings(ms)
		allow := strings.Join(ms, ", ")
		mux.HandleFunc(path, func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Allow", allow)
			writeError(w, fmt.Errorf("%w: %s %s (allowed: %s)", ErrMethod, r.Method, r.URL.Path, allow))
		})
	}
}

// opHandler answers POST /v1/ops/NAME.
func (s *Server) opHandler(name string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { s.serveCall(w, r, name, true) })
}
