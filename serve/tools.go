package serve

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/skills"
)

// Reserved argument names: a skill call may carry them beside the skill's
// own arguments; they are removed before the skill sees its arguments.
const (
	argSession = "_session" // the session whose world the run acts on
	argImage   = "_image"   // a detector's input image, inline
	argFrame   = "_frame"   // a detector's input frame, by hash
	argTrace   = "_trace"   // answer with the run's trace
	argTimeout = "_timeout" // a shorter wall-clock limit for the run
)

// Sync rebuilds the skill tools from the library's list: new skills are
// added, changed ones (version, description, schema) replaced, removed ones
// dropped. MCP clients get one list-changed notification for a burst of
// changes. New calls it once; after that the server follows the library's
// change events skill by skill. Call it after changing the library by
// means that emit no events.
func (s *Server) Sync() {
	s.syncMu.Lock()
	defer s.syncMu.Unlock()
	seen := map[string]bool{}
	for _, m := range s.lib.List() {
		if _, fixed := s.ops[m.Name]; fixed {
			s.log.Warn("skill not served: its name is an operation's; rename it", "skill", m.Name)
			continue
		}
		if _, off := s.lib.Disabled(m.Name); off {
			continue
		}
		seen[m.Name] = true
		s.serveTool(m)
	}
	var gone []string
	for name := range s.tools {
		if !seen[name] {
			gone = append(gone, name)
			delete(s.tools, name)
		}
	}
	if len(gone) > 0 {
		s.mcp.RemoveTools(gone...)
		s.log.Debug("tools removed", "skills", gone)
	}
}

// syncSkill brings one skill's tool in line with the library: added,
// replaced, or removed when the skill no longer serves.
func (s *Server) syncSkill(name string) {
	s.syncMu.Lock()
	defer s.syncMu.Unlock()
	if _, fixed := s.ops[name]; fixed {
		s.log.Warn("skill not served: its name is an operation's; rename it", "skill", name)
		return
	}
	sk, err := s.lib.Get(name)
	if err == nil {
		err = s.lib.CheckEnabled(name)
	}
	if err != nil {
		if _, ok := s.tools[name]; ok {
			delete(s.tools, name)
			s.mcp.RemoveTools(name)
			s.log.Debug("tool removed", "skill", name)
		}
		return
	}
	s.serveTool(sk.Unit.Manifest)
}

// serveTool adds or replaces a skill's tool if it changed. The caller
// holds syncMu.
func (s *Server) serveTool(m skills.Manifest) {
	schema, err := toolSchema(m)
	if err != nil {
		s.log.Warn("skill not served", "skill", m.Name, "error", err)
		return
	}
	desc := toolDescription(m) + s.evidenceNote(m)
	out := skillOut(m).schema
	fp := fingerprint(m.Version, desc, string(schema), string(out))
	if s.tools[m.Name] == fp {
		return
	}
	if err := s.addTool(&mcp.Tool{Name: m.Name, Title: skillTitle(m), Description: desc, InputSchema: schema,
		OutputSchema: out, Annotations: skillAnnotations(m)}); err != nil {
		s.log.Warn("skill not served", "skill", m.Name, "error", err)
		return
	}
	s.tools[m.Name] = fp
	s.log.Debug("tool serves", "skill", m.Name, "version", m.Version)
}

// skillAnnotations are a skill's behaviour hints (its directives, with
// honest defaults: a procedure that says nothing may destroy and reaches
// an open world; a detector only looks) and its title.
func skillAnnotations(m skills.Manifest) *mcp.ToolAnnotations {
	if m.Kind == skills.Detector && m.Hints == (skills.Hints{}) {
		m.Hints = skills.Hints{ReadOnly: true, Idempotent: true, Additive: true, ClosedWorld: true} // a manifest made without the checker
	}
	h := hints{readOnly: m.Hints.ReadOnly, idempotent: m.Hints.Idempotent, destructive: !m.Hints.Additive, openWorld: !m.Hints.ClosedWorld}
	return h.annotations(skillTitle(m))
}

func fingerprint(parts ...string) string {
	h := sha256.New()
	for _, p := range parts {
		fmt.Fprintf(h, "%d:%s;", len(p), p)
	}
	return hex.EncodeToString(h.Sum(nil))
}

// toolDescription is the skill's doc comment, with its kind and version.
func toolDescription(m skills.Manifest) string {
	d := m.Description
	if d == "" {
		d = "Skill " + m.Name + "."
	}
	d += fmt.Sprintf("\n\n(%s, version %s", m.Kind, memory.ShortID(m.Version))
	if m.Kind == skills.Detector {
		d += "; pass the image as _image {data: base64 PNG/JPEG} or a stored frame as _frame (its hash, or {episode, step, n}); returns detections and the annotated image"
	} else {
		d += "; pass _session to act in an open session's world"
	}
	return d + ")"
}

// toolSchema is the skill's Args schema with the reserved arguments added.
func toolSchema(m skills.Manifest) (json.RawMessage, error) {
	schema := map[string]any{}
	if len(m.Params) > 0 {
		if err := json.Unmarshal(m.Params, &schema); err != nil {
			return nil, fmt.Errorf("parameter schema: %w", err)
		}
	}
	if t, ok := schema["type"]; ok && t != "object" {
		return nil, fmt.Errorf("parameter schema has type %v, not object", t)
	}
	schema["type"] = "object"
	props, _ := schema["properties"].(map[string]any)
	if props == nil {
		props = map[string]any{}
	}
	if m.Kind == skills.Detector {
		var img any
		_ = json.Unmarshal([]byte(schemaImage), &img)
		props[argImage] = img
		props[argFrame] = map[string]any{"description": "a stored frame instead of _image: its hash, or the step that observed it {episode, step, n}",
			"oneOf": []any{map[string]any{"type": "string"}, map[string]any{"type": "object", "required": []string{"episode", "step"}, "properties": map[string]any{
				"episode": map[string]any{"type": "string"}, "step": map[string]any{"type": "integer"}, "n": map[string]any{"type": "integer"}}}}}
	} else {
		props[argSession] = map[string]any{"type": "string", "description": "an open session (session_open) whose world the skill acts on"}
	}
	props[argTrace] = map[string]any{"type": "boolean", "description": "answer with the run's trace: actions, logs, nested calls"}
	props[argTimeout] = map[string]any{"type": "string", "description": "a shorter wall-clock limit than the skill's own, as a Go duration (\"500ms\", \"5s\")"}
	schema["properties"] = props
	return json.Marshal(schema)
}

// addTool adds (or replaces) an MCP tool whose calls go through s.call.
// The SDK panics on a schema it refuses; that comes back as an error.
func (s *Server) addTool(t *mcp.Tool) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("add tool %q: %v", t.Name, r)
		}
	}()
	name := t.Name
	s.mcp.AddTool(t, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var args json.RawMessage
		if req.Params != nil {
			args = req.Params.Arguments
		}
		if int64(len(args)) > s.opts.MaxBodyBytes {
			return toolError(fmt.Errorf("%w: arguments are %d bytes; the limit is %d", ErrTooLarge, len(args), s.opts.MaxBodyBytes)), nil
		}
		agent := s.mcpAgent(req)
		client := mcpAdmitClient(req)
		if agent != "" {
			client = "agent " + agent // whichever sessions it opens
		}
		r, err := s.call(withAdmitClient(withAgent(withMCPClient(ctx, req), agent), client), name, args)
		if err != nil {
			return toolError(err), nil
		}
		return toolResult(r)
	})
	return nil
}

// toolError is a failed call as MCP reports it to the model: a result with
// IsError and the text "KIND: MESSAGE". It carries no structured content:
// clients validate structured content against the tool's output schema,
// which describes a success.
func toolError(err error) *mcp.CallToolResult {
	return &mcp.CallToolResult{
		IsError: true,
		Content: []mcp.Content{&mcp.TextContent{Text: kindOf(err) + ": " + err.Error()}},
	}
}

func toolResult(r *reply) (*mcp.CallToolResult, error) {
	b, ok := r.Value.(json.RawMessage) // encoded by call
	if !ok {
		var err error
		if b, err = json.Marshal(r.Value); err != nil {
			return toolError(fmt.Errorf("encode result: %w", err)), nil
		}
	}
	res := &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}
	// Structured content must be a JSON object for most clients.
	if len(b) > 0 && b[0] == '{' {
		res.StructuredContent = json.RawMessage(b)
	}
	for _, im := range r.Images {
		res.Content = append(res.Content, &mcp.ImageContent{Data: im.Data, MIMEType: im.MIMEType})
	}
	return res, nil
}

// maxTitle bounds a tool title in runes.
const maxTitle = 80

// skillTitle is a skill tool's human title: the first sentence of its doc
// comment without the final period ("Count up to n"), cut at a word under
// maxTitle runes; the name when the skill has no doc comment.
func skillTitle(m skills.Manifest) string {
	d := strings.Join(strings.Fields(m.Description), " ") // doc comment lines wrap
	if d == "" {
		return m.Name
	}
	if i := strings.Index(d, ". "); i >= 0 {
		d = d[:i]
	}
	d = strings.TrimSuffix(strings.TrimSpace(d), ".")
	if r := []rune(d); len(r) > maxTitle {
		cut := string(r[:maxTitle-1])
		if i := strings.LastIndexByte(cut, ' '); i > maxTitle/2 {
			cut = cut[:i]
		}
		d = strings.TrimRight(cut, " ,;:") + "…"
	}
	return d
}
