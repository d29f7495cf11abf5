// Package serve is skillrun's agent interface: one set of operations
// offered both as a Model Context Protocol server (stdio and streamable
// HTTP, built on github.com/modelcontextprotocol/go-sdk) and as a plain
// JSON HTTP API with /metrics (Prometheus text format) and /healthz.
//
// Every skill in the library is a tool whose input schema is the JSON
// Schema of its Args type; the tool list follows the library's change
// events (hot reload promoting, adding or removing a skill), and MCP
// clients get a list-changed notification. Detector tools take an image (inline, base64, as MCP image
// content carries it) or a frame hash from memory, and answer with their
// detections and the annotated image. Fixed operations, named
// memory_*, skill_*, frame_* and session_* (tool names match
// ^[a-zA-Z0-9_-]{1,64}$, which every MCP client accepts; a skill named like
// an operation is not served), cover memory (record steps and
// episodes, recall failures with time decay, provenance, verification
// history), consolidation (propose a new version of a skill, verify it and
// promote it only if it does not verify worse than the serving one),
// evidence inspection (a recorded frame, cropped and scaled; a past frame
// beside a current one) and environment sessions (a client opens a session
// bound to a registered environment adapter; skill runs in it act on that
// world and are recorded into memory as an episode).
//
// An agent that speaks MCP over stdio starts the server itself, e.g. for
// Claude Code:
//
//	claude mcp add skillrun -- skillrun serve --stdio --lib ./skills
//
// Agents that do not speak MCP use the JSON HTTP API: POST
// /v1/skills/NAME with the arguments as the body, POST /v1/ops/OP for the
// operations. Its OpenAPI 3.1 document (GET /openapi.json) is generated
// from the same route table the server registers (routes.go), so adding
// an operation is one table entry.
//
// Goals: the same behaviour, limits and errors whichever way an agent
// connects; bounded resource use (request and result size limits, a bound
// on concurrent calls that answers "busy" at once rather than queueing);
// loopback by default, a bearer token when bound anywhere else.
//
// Non-goals: choosing a store, a logger, an executor or the environments
// (cmd/skillrun does that and passes them in Options); verifying versions
// itself (a library.Lifecycle is injected); user accounts or TLS (put a proxy in
// front).
package serve
