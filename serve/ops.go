package serve

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/skills"
)

// op is a fixed operation: a name (letters, digits and underscores, the
// names every MCP client accepts), a title, a description, the JSON Schema
// of its arguments and of its result, hints on how it behaves, and its
// implementation.
type op struct {
	name      string
	title     string
	desc      string
	schema    json.RawMessage // arguments
	out       json.RawMessage // the result (MCP outputSchema, OpenAPI)
	outName   string          // the result type's name (its OpenAPI schema's)
	outParsed map[string]any  // out, parsed
	hints     hints
	fn        func(ctx context.Context, args json.RawMessage) (*reply, error)
}

// hints say how a tool behaves, as MCP's tool annotations carry it.
type hints struct {
	readOnly, idempotent, destructive, openWorld bool
}

// annotations are the hints as MCP tool annotations (whose destructive and
// open-world hints default to true when absent, so both are always set).
func (h hints) annotations(title string) *mcp.ToolAnnotations {
	a := &mcp.ToolAnnotations{Title: title, ReadOnlyHint: h.readOnly, IdempotentHint: h.idempotent || h.readOnly, OpenWorldHint: new(h.openWorld)}
	if !h.readOnly {
		a.DestructiveHint = new(h.destructive)
	}
	return a
}

// opFor builds an op whose arguments decode (strictly) into A and whose
// result is an R (its output schema is inferred from R).
func opFor[A, R any](name, title string, h hints, desc, schema string, fn func(ctx context.Context, a A) (*reply, error)) *op {
	out := mustSchema[R]()
	return &op{name: name, title: title, desc: desc, schema: json.RawMessage(schema), out: out, outName: reflect.TypeFor[R]().Name(), outParsed: parseSchema(out), hints: h,
		fn: func(ctx context.Context, raw json.RawMessage) (*reply, error) {
			var a A
			if err := decodeStrict(raw, &a); err != nil {
				return nil, fmt.Errorf("%s: %w", name, err)
			}
			return fn(ctx, a)
		}}
}

// decodeStrict decodes a JSON object into dst, rejecting unknown fields
// and trailing data, with errors that name the field.
func decodeStrict(raw []byte, dst any) error {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		raw = []byte("{}")
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(dst); err != nil {
		var te *json.UnmarshalTypeError
		var se *json.SyntaxError
		switch {
		case errors.As(err, &te) && te.Field != "":
			return fmt.Errorf("%w: field %q: cannot use a JSON %s as %s", skills.ErrInvalidArgs, te.Field, te.Value, te.Type)
		case errors.As(err, &te):
			return fmt.Errorf("%w: arguments must be a JSON object, got %s", skills.ErrInvalidArgs, te.Value)
		case errors.As(err, &se):
			return fmt.Errorf("%w: malformed JSON at byte %d: %v", skills.ErrInvalidArgs, se.Offset, se)
		}
		return fmt.Errorf("%w: %v", skills.ErrInvalidArgs, err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return fmt.Errorf("%w: trailing data after the arguments object", skills.ErrInvalidArgs)
	}
	return nil
}

func value(v any) (*reply, error) { return &reply{Value: v}, nil }

// Hints of the fixed operations.
var (
	reads   = hints{readOnly: true}                     // looks only at memory, frames or the library
	records = hints{idempotent: true}                   // adds to memory; the same again changes nothing
	adds    = hints{}                                   // adds (a proposal, a version, a session)
	world   = hints{openWorld: true}                    // reaches an environment's world, which may be a live server
	looks   = hints{readOnly: true, openWorld: true}    // observes an environment's world
	ends    = hints{destructive: true, openWorld: true} // ends a session
)

// fixedOps lists the operations that exist whatever the library holds.
func (s *Server) fixedOps() map[string]*op {
	list := []*op{
		opFor[memory.Episode, RecordReply]("memory_record_episode", "Record an episode", records, "Record an episode (an attempt at a task) with its steps. Recording the same episode again is a no-op; new steps are added.",
			schemaRecordEpisode, s.opRecordEpisode),
		opFor[recordStepsArgs, RecordReply]("memory_record_steps", "Record steps", records, "Append steps to a recorded episode.", schemaRecordSteps, s.opRecordSteps),
		opFor[recallArgs, RecallReply]("memory_recall_failures", "Recall failures", reads, "Recall past failures of an action on an object (or objects of its class), newest and closest first: score = match × exp(−λ·Δt hours).",
			schemaRecallFailures, s.opRecallFailures),
		opFor[searchArgs, SearchReply]("memory_search", "Search memory", reads, "Full-text search over episode summaries and tasks, index rows, notes, plans and skill descriptions, best first.",
			schemaSearch, s.opSearch),
		opFor[episodeArgs, EpisodeReply]("memory_episode", "Read an episode", reads, "A recorded episode with a window of its steps (actions, outcomes, observations, frames, the skill version that acted).",
			schemaEpisode, s.opEpisode),
		opFor[versionRefArgs, memory.Provenance]("memory_provenance", "Provenance of a version", reads, "The history of a skill version: its chain of versions, the episodes each rests on, and verified success rates. Give a version id, or a skill name for its serving version.",
			schemaVersionRef, s.opProvenance),
		opFor[versionRefArgs, VerificationsReply]("memory_verifications", "Verification runs", reads, "The verification runs of a skill version, newest first, with its verified success rate. Give a version id, or a skill name for its serving version.",
			schemaVersionRef, s.opVerifications),
		opFor[sourceArgs, SourceReply]("skill_source", "Skill source", reads, "The Go source of a skill: its serving version (by skill name) or any recorded version (by version id), to write the next version from.",
			schemaVersionRef, s.opSource),
		opFor[proposeArgs, Proposal]("skill_propose", "Propose a skill version", adds, "Propose a new version of a skill (consolidation): the source is checked and compiled off to the side, recorded with the episodes it was derived from, verified against the skill's evidence, and promoted only if it does not verify worse than the serving version.",
			schemaPropose, s.opPropose),
		opFor[verdictArgs, VerdictReply]("skill_verdict", "Verdict on a proposal", reads, "The verdict on a proposed skill version (by proposal id or version id): promoted, rejected or pending, why, and the version's verification runs.", schemaVerdict, s.opVerdict),
		opFor[frameGetArgs, FrameReply]("frame_get", "Look at a frame", reads, "A recorded frame (by hash, or by the step that observed it), optionally cropped and scaled, so an agent can look again at what it saw.",
			schemaFrameGet, s.opFrameGet),
		opFor[framePutArgs, FramePutReply]("frame_put", "Store a frame", records, "Store an image as a frame (PNG or JPEG, base64) and get its hash, for steps to reference (memory_record_steps frames) and for detectors (_frame). Frames are content-addressed: the same bytes again are the same frame.",
			schemaFramePut, s.opFramePut),
		opFor[frameCompareArgs, CompareReply]("frame_compare", "Compare frames", reads, "A past frame beside a current one (a frame hash or an inline image), in one image, scaled to the same height.",
			schemaFrameCompare, s.opFrameCompare),
		opFor[sessionOpenArgs, SessionInfo]("session_open", "Open a session", world, "Open a session on a registered environment. Skill runs that name the session (argument _session) act on its world and are recorded into memory as one episode.",
			schemaSessionOpen, s.opSessionOpen),
		opFor[sessionRefArgs, ObserveReply]("session_observe", "Observe a session", looks, "Observe a session's world.", schemaSessionRef, s.opSessionObserve),
		opFor[sessionCloseArgs, SessionInfo]("session_close", "Close a session", ends, "Close a session, with its outcome; the episode's summary is recorded in memory.", schemaSessionClose, s.opSessionClose),
		opFor[struct{}, SessionList]("session_list", "List sessions", reads, "The open sessions and the environments sessions can be opened on.", schemaEmpty, s.opSessionList),
	}
	list = append(list, s.memoryOps()...)
	list = append(list, s.consolidateOps()...)
	list = append(list, s.gateOps()...)
	m := make(map[string]*op, len(list))
	for _, o := range list {
		m[o.name] = o
	}
	return m
}
