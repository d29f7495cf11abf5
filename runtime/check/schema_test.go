package check

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/skillrun/skillrun/skills"
)

const schemaSkill = `package s

import "github.com/skillrun/skillrun/skills"

type Inner struct{ X int }

type Args struct {
	N     int    ` + "`json:\"n\"`" + `
	Name  string ` + "`json:\"name,omitempty\"`" + `
	P     *Inner ` + "`json:\"p\"`" + `
	Inner
	Skip  int ` + "`json:\"-\"`" + `
}

func Run(env skills.Env, args Args) (skills.Result, error) { return nil, nil }
`

func TestArgsSchema(t *testing.T) {
	u, err := Check("s.go", []byte(schemaSkill))
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(u.Schema().Required, ","); got != "n,X" {
		t.Fatalf("required %q, want n,X", got)
	}
	// The compiled schema is the manifest's, compiled.
	again, err := CompileSchema(u.Manifest.Params)
	if err != nil || strings.Join(again.Required, ",") != "n,X" {
		t.Fatalf("CompileSchema(Params) = %+v, %v", again, err)
	}
	// A Unit that crossed a pipe (JSON) compiles its schema when asked.
	b, _ := json.Marshal(u)
	var decoded Unit
	if err := json.Unmarshal(b, &decoded); err != nil {
		t.Fatal(err)
	}
	if decoded.schema != nil || strings.Join(decoded.Schema().Required, ",") != "n,X" {
		t.Fatalf("decoded unit: schema %+v", decoded.Schema())
	}
	tests := []struct {
		args string
		want string // "" ok, else a substring of the error
	}{
		{`{"n": 1, "X": 2}`, ""},
		{`{"n": 1, "X": 2, "name": "a", "p": null}`, ""},
		{`{"n": "not checked here", "X": 2}`, ""},
		{`{"X": 2}`, `missing required field "n"`},
		{`{"n": 1}`, `missing required field "X"`},
		{``, `missing required fields "n", "X"`},
		{`{"p": 1}`, `missing required fields "n", "X"`},
		{`[1]`, "arguments must be a JSON object"},
		{`{`, "arguments must be a JSON object"},
	}
	for _, tt := range tests {
		err := u.Schema().Check([]byte(tt.args))
		if tt.want == "" {
			if err != nil {
				t.Errorf("%s: %v", tt.args, err)
			}
			continue
		}
		if !errors.Is(err, skills.ErrInvalidArgs) || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: err = %v, want invalid arguments: %s", tt.args, err, tt.want)
		}
	}
}

func TestCompileSchema(t *testing.T) {
	for _, tt := range []struct {
		params  string
		req     string
		wantErr bool
	}{
		{"", "", false},
		{`{"type":"object"}`, "", false},
		{`{"type":"object","required":["a","b"]}`, "a,b", false},
		{`{"required": 3}`, "", true},
		{`{`, "", true},
	} {
		s, err := CompileSchema(json.RawMessage(tt.params))
		if (err != nil) != tt.wantErr {
			t.Errorf("%q: err = %v", tt.params, err)
			continue
		}
		if err == nil && strings.Join(s.Required, ",") != tt.req {
			t.Errorf("%q: required %v", tt.params, s.Required)
		}
	}
	// No required fields: any arguments pass (the decoder judges them).
	s, _ := CompileSchema(nil)
	if err := s.Check([]byte("not json")); err != nil {
		t.Errorf("a schema without required fields refused arguments: %v", err)
	}
}

// BenchmarkArgsCheck: checking a call's arguments with the schema compiled
// once per version (compiled) against decoding the schema on every call
// (decode, as library did). Report the ratio of the two in one run.
func BenchmarkArgsCheck(b *testing.B) {
	u, err := Check("s.go", []byte(schemaSkill))
	if err != nil {
		b.Fatal(err)
	}
	args := []byte(`{"n": 3, "X": 4, "name": "bridge"}`)
	b.Run("compiled", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if err := u.Schema().Check(args); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("decode", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			s, err := CompileSchema(u.Manifest.Params)
			if err != nil {
				b.Fatal(err)
			}
			if err := s.Check(args); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// TestRecursiveSchema: a type met again inside itself is any value in the
// schema, so a type that refers to itself many times (six pointers to
// itself: 6^8 nodes spelt out to the old depth bound) has a small schema.
func TestRecursiveSchema(t *testing.T) {
	src := "package s\n\nimport \"github.com/skillrun/skillrun/skills\"\n\ntype Args struct {\n\tA, B, C, D, E, F *Args\n\tN int `json:\"n\"`\n}\n\n" +
		"func Run(env skills.Env, args Args) (skills.Result, error) { return nil, nil }\n"
	u, err := Check("s.go", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	var s struct {
		Properties map[string]json.RawMessage `json:"properties"`
	}
	if err := json.Unmarshal(u.Manifest.Params, &s); err != nil || len(u.Manifest.Params) > 1000 {
		t.Fatalf("params are %d bytes (%v); want a small schema", len(u.Manifest.Params), err)
	}
	if string(s.Properties["A"]) != "{}" || string(s.Properties["n"]) != `{"type":"integer"}` {
		t.Errorf("params = %s; want A any value and n an integer", u.Manifest.Params)
	}
}
