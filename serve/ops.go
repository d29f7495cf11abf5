package serve

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/skillrun/skillrun/skills"
)

// op is a fixed operation: a name with a dot, a description, the JSON
// Schema of its arguments and its implementation.
type op struct {
	name   string
	desc   string
	schema json.RawMessage
	fn     func(ctx context.Context, args json.RawMessage) (*reply, error)
}

// readOnly lists the operations that change nothing.
var readOnly = map[string]bool{
	"memory.recall_failures": true, "memory.search": true, "memory.episode": true, "memory.provenance": true, "memory.verifications": true,
	"skill.verdict": true, "skill.source": true, "frame.get": true, "session.observe": true, "session.list": true,
}

// annotations hint to MCP clients how the operation behaves.
func (o *op) annotations() *mcp.ToolAnnotations {
	if readOnly[o.name] {
		return &mcp.ToolAnnotations{ReadOnlyHint: true, IdempotentHint: true, OpenWorldHint: new(false)}
	}
	return &mcp.ToolAnnotations{IdempotentHint: strings.HasPrefix(o.name, "memory.record"), DestructiveHint: new(false), OpenWorldHint: new(false)}
}

// opFor builds an op whose arguments decode (strictly) into A.
func opFor[A any](name, desc, schema string, fn func(ctx context.Context, a A) (*reply, error)) *op {
	return &op{name: name, desc: desc, schema: json.RawMessage(schema), fn: func(ctx context.Context, raw json.RawMessage) (*reply, error) {
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

// fixedOps lists the operations that exist whatever the library holds.
func (s *Server) fixedOps() map[string]*op {
	list := []*op{
		opFor("memory.record_episode", "Record an episode (an attempt at a task) with its steps. Recording the same episode again is a no-op; new steps are added.",
			schemaRecordEpisode, s.opRecordEpisode),
		opFor("memory.record_steps", "Append steps to a recorded episode.", schemaRecordSteps, s.opRecordSteps),
		opFor("memory.recall_failures", "Recall past failures of an action on an object (or objects of its class), newest and closest first: score = match × exp(−λ·Δt hours).",
			schemaRecallFailures, s.opRecallFailures),
		opFor("memory.search", "Full-text search over episode summaries and tasks, index rows, notes, plans and skill descriptions, best first.",
			schemaSearch, s.opSearch),
		opFor("memory.episode", "A recorded episode with a window of its steps (actions, outcomes, observations, frames, the skill version that acted).",
			schemaEpisode, s.opEpisode),
		opFor("memory.provenance", "The history of a skill version: its chain of versions, the episodes each rests on, and verified success rates. Give a version id, or a skill name for its serving version.",
			schemaVersionRef, s.opProvenance),
		opFor("memory.verifications", "The verification runs of a skill version, newest first, with its verified success rate. Give a version id, or a skill name for its serving version.",
			schemaVersionRef, s.opVerifications),
		opFor("skill.source", "The Go source of a skill: its serving version (by skill name) or any recorded version (by version id), to write the next version from.",
			schemaVersionRef, s.opSource),
		opFor("skill.propose", "Propose a new version of a skill (consolidation): the source is checked and compiled off to the side, recorded with the episodes it was derived from, verified against the skill's evidence, and promoted only if it does not verify worse than the serving version.",
			schemaPropose, s.opPropose),
		opFor("skill.verdict", "The verdict on a proposed skill version (by proposal id or version id): promoted, rejected or pending, why, and the version's verification runs.", schemaVerdict, s.opVerdict),
		opFor("frame.get", "A recorded frame (by hash, or by the step that observed it), optionally cropped and scaled, so an agent can look again at what it saw.",
			schemaFrameGet, s.opFrameGet),
		opFor("frame.put", "Store an image as a frame (PNG or JPEG, base64) and get its hash, for steps to reference (memory.record_steps frames) and for detectors (_frame).",
			schemaFramePut, s.opFramePut),
		opFor("frame.compare", "A past frame beside a current one (a frame hash or an inline image), in one image, scaled to the same height.",
			schemaFrameCompare, s.opFrameCompare),
		opFor("session.open", "Open a session on a registered environment. Skill runs that name the session (argument _session) act on its world and are recorded into memory as one episode.",
			schemaSessionOpen, s.opSessionOpen),
		opFor("session.observe", "Observe a session's world.", schemaSessionRef, s.opSessionObserve),
		opFor("session.close", "Close a session, with its outcome; the episode's summary is recorded in memory.", schemaSessionClose, s.opSessionClose),
		opFor("session.list", "The open sessions and the environments sessions can be opened on.", schemaEmpty, s.opSessionList),
	}
	m := make(map[string]*op, len(list))
	for _, o := range list {
		m[o.name] = o
	}
	return m
}
