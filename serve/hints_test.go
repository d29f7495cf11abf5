package serve_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/skillrun/skillrun/serve"
)

const peekSrc = `// Peek at the counter without touching it.
//
//skillrun:readonly
//skillrun:idempotent
//skillrun:openworld false
package peek

import "github.com/skillrun/skillrun/skills"

// Args are empty.
type Args struct{}

// Result is what Run answers.
type Result struct {
	// Value is the counter's value.
	Value int      ` + "`json:\"value\"`" + `
	Notes []string ` + "`json:\"notes\"`" + `
}

// Run peeks.
func Run(env skills.Env, args Args) (skills.Result, error) {
	obs, err := env.Observe()
	if err != nil {
		return nil, err
	}
	var notes []string
	return skills.Result{"value": obs.Int("value"), "notes": notes}, nil
}
`

const liarSrc = `// Claim a result type and break it.
package liar

import "github.com/skillrun/skillrun/skills"

// Args are empty.
type Args struct{}

// Result is what Run claims to answer.
type Result struct {
	Count int ` + "`json:\"count\"`" + `
}

// Run answers a string where Result says an integer.
func Run(env skills.Env, args Args) (skills.Result, error) {
	return skills.Result{"count": "many"}, nil
}
`

// TestSkillHintsAndResultType serves skills with behaviour directives and
// a declared Result: the tool annotations follow the directives (and the
// honest defaults where a skill says nothing), the output schema types
// the result, a run's result is held to it (a nil slice answers [], a
// wrong type fails the call naming the field), and /v1/tools agrees.
func TestSkillHintsAndResultType(t *testing.T) {
	f := newFixture(t, nil)
	for name, src := range map[string]string{"peek.go": peekSrc, "liar.go": liarSrc} {
		if err := os.WriteFile(filepath.Join(f.dir, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := f.lib.Reload(); err != nil {
		t.Fatal(err)
	}
	f.srv.Sync()
	cs := f.connect(t, nil)
	tools := toolNames(t, cs)
	want := map[string]mcp.ToolAnnotations{
		"peek":      {ReadOnlyHint: true, IdempotentHint: true, OpenWorldHint: new(false)},
		"counter":   {DestructiveHint: new(true), OpenWorldHint: new(true)},
		"red_boxes": {ReadOnlyHint: true, IdempotentHint: true, OpenWorldHint: new(false)},
	}
	for name, w := range want {
		tl := tools[name]
		if tl == nil || tl.Annotations == nil {
			t.Fatalf("no tool %s with annotations", name)
		}
		a := *tl.Annotations
		a.Title = ""
		ga, _ := json.Marshal(a)
		gw, _ := json.Marshal(w)
		if string(ga) != string(gw) {
			t.Errorf("%s annotations = %s; want %s", name, ga, gw)
		}
	}
	if tools["peek"].Title != "Peek at the counter without touching it" {
		t.Errorf("peek title = %q", tools["peek"].Title)
	}
	out, _ := json.Marshal(tools["peek"].OutputSchema)
	var s struct {
		Properties struct {
			Result struct {
				Type       string         `json:"type"`
				Required   []string       `json:"required"`
				Properties map[string]any `json:"properties"`
			} `json:"result"`
		} `json:"properties"`
	}
	if err := json.Unmarshal(out, &s); err != nil || s.Properties.Result.Type != "object" || s.Properties.Result.Properties["value"] == nil || len(s.Properties.Result.Required) != 2 {
		t.Errorf("peek output schema = %s; want result typed by Result", out)
	}

	var sess serve.SessionInfo
	if _, msg := callTool(t, cs, "session_open", map[string]any{"env": "counter", "params": map[string]any{"start": 7}}, &sess); msg != "" {
		t.Fatal(msg)
	}
	res, msg := callTool(t, cs, "peek", map[string]any{"_session": sess.Session}, nil)
	if msg != "" {
		t.Fatal(msg)
	}
	sc, _ := json.Marshal(res.StructuredContent)
	if !strings.Contains(string(sc), `"result":{"notes":[],"value":7}`) {
		t.Errorf("peek structured content = %s; want value 7 and notes []", sc)
	}
	if _, msg := callTool(t, cs, "liar", map[string]any{}, nil); !strings.Contains(msg, "liar returned a result that does not match its type Result") || !strings.Contains(msg, "count") {
		t.Errorf("liar = %q; want the result type mismatch naming count", msg)
	}
	for _, tl := range f.srv.Tools() {
		if tl.Name == "peek" && string(tl.OutputSchema) != string(mustJSON(t, tools["peek"].OutputSchema)) {
			t.Errorf("/v1/tools peek output schema %s differs from MCP's %s", tl.OutputSchema, mustJSON(t, tools["peek"].OutputSchema))
		}
	}
}

func mustJSON(t testing.TB, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
