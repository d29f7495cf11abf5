package skills_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/skillrun/skillrun/skills"
)

func TestDecodeArgs(t *testing.T) {
	type args struct {
		N    int      `json:"n"`
		Name string   `json:"name,omitempty"`
		Tags []string `json:"tags,omitempty"`
	}
	tests := []struct {
		raw, want string // want: error substring, or "" for success
	}{
		{`{"n": 3}`, ""},
		{``, ""},
		{`null`, ""},
		{`  {"n": 1, "tags": ["a"]}  `, ""},
		{`{"n": "three"}`, `field "n": cannot use a JSON string as int`},
		{`{"n": 1.5}`, `field "n"`},
		{`{"tags": "a"}`, `field "tags"`},
		{`{"m": 1}`, `unknown field "m"`},
		{`[1, 2]`, `arguments must be a JSON object`},
		{`{"n": 1`, `unexpected EOF`},
		{`{"n": 1} {"n": 2}`, `trailing data`},
		{`{n: 1}`, `malformed JSON at byte 2`},
	}
	for _, tt := range tests {
		var a args
		err := skills.DecodeArgs([]byte(tt.raw), &a)
		switch {
		case tt.want == "" && err != nil:
			t.Errorf("DecodeArgs(%q) = %v; want success", tt.raw, err)
		case tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)):
			t.Errorf("DecodeArgs(%q) = %v; want an error containing %q", tt.raw, err, tt.want)
		case tt.want != "" && !errors.Is(err, skills.ErrInvalidArgs):
			t.Errorf("DecodeArgs(%q) = %v; want ErrInvalidArgs", tt.raw, err)
		}
	}
}

func TestEncodeArgs(t *testing.T) {
	tests := []struct {
		in   any
		want string
	}{
		{nil, `{}`},
		{map[string]int{"n": 2}, `{"n":2}`},
		{struct {
			X int `json:"x"`
		}{3}, `{"x":3}`},
		{json.RawMessage(`{"a":1}`), `{"a":1}`},
		{`{"b":2}`, `{"b":2}`},
	}
	for _, tt := range tests {
		got, err := skills.EncodeArgs(tt.in)
		if err != nil || string(got) != tt.want {
			t.Errorf("EncodeArgs(%v) = %s, %v; want %s", tt.in, got, err, tt.want)
		}
	}
	if _, err := skills.EncodeArgs("not json"); !errors.Is(err, skills.ErrInvalidArgs) {
		t.Errorf("EncodeArgs(not json) = %v; want ErrInvalidArgs", err)
	}
	if _, err := skills.EncodeArgs(func() {}); !errors.Is(err, skills.ErrInvalidArgs) {
		t.Errorf("EncodeArgs(func) = %v; want ErrInvalidArgs", err)
	}
}

func TestObservation(t *testing.T) {
	var o skills.Observation
	if err := json.Unmarshal([]byte(`{"pos":[1,2.5,3],"hp":20,"name":"steve","alive":true,
		"inv":{"dirt":3},"items":["a",1,"b"],"n":"x"}`), &o); err != nil {
		t.Fatal(err)
	}
	if got := o.Floats("pos"); len(got) != 3 || got[1] != 2.5 {
		t.Errorf("Floats(pos) = %v", got)
	}
	if o.Int("hp") != 20 || o.Float("hp") != 20 || o.String("name") != "steve" || !o.Bool("alive") {
		t.Errorf("scalars: %v %v %q %v", o.Int("hp"), o.Float("hp"), o.String("name"), o.Bool("alive"))
	}
	if skills.Num(o.Map("inv")["dirt"]) != 3 {
		t.Errorf("Map(inv) = %v", o.Map("inv"))
	}
	if got := o.Strings("items"); strings.Join(got, ",") != "a,b" {
		t.Errorf("Strings(items) = %v", got)
	}
	// Missing and mistyped fields read as zero values, never panic.
	if o.Int("nope") != 0 || o.Int("n") != 0 || o.String("hp") != "" || o.Map("name") != nil || o.List("hp") != nil || o.Floats("name") != nil {
		t.Error("missing or mistyped fields are not zero")
	}
	var nilObs skills.Observation
	if nilObs.Float("x") != 0 || nilObs.Map("x") != nil {
		t.Error("nil observation is not all zeros")
	}
}

func TestActionString(t *testing.T) {
	a := skills.Action{Name: "place", Object: "block@1,2,3", Params: map[string]any{"z": 1, "block": "cobblestone"}}
	if got, want := a.String(), "place(block@1,2,3, block=cobblestone, z=1)"; got != want {
		t.Errorf("String() = %q; want %q", got, want)
	}
	if got := (skills.Action{Name: "look"}).String(); got != "look()" {
		t.Errorf("String() = %q", got)
	}
}

func TestLimitsMerge(t *testing.T) {
	l := skills.Limits{Timeout: 5}.Merge(skills.DefaultLimits)
	if l.Timeout != 5 || l.MaxDepth != skills.DefaultLimits.MaxDepth || l.MemoryBytes != skills.DefaultLimits.MemoryBytes {
		t.Errorf("Merge = %+v", l)
	}
}

func TestErrors(t *testing.T) {
	for _, e := range []error{skills.ErrInvalidArgs, skills.ErrVet} {
		if !errors.Is(e, skills.ErrBadInput) {
			t.Errorf("%v does not wrap ErrBadInput", e)
		}
	}
	for _, e := range []error{skills.ErrMemory, skills.ErrCPU, skills.ErrOutput, skills.ErrResultSize, skills.ErrDepth} {
		if !errors.Is(e, skills.ErrLimit) {
			t.Errorf("%v does not wrap ErrLimit", e)
		}
	}
	err := &skills.Error{Skill: "dig", Op: "run", Pos: "dig.go:3:4", Err: skills.ErrCrash}
	if err.Error() != "dig.go:3:4: run dig: skill crashed" || !errors.Is(err, skills.ErrCrash) {
		t.Errorf("Error() = %q", err.Error())
	}
}

func TestResolve(t *testing.T) {
	tests := []struct {
		name           string
		ceiling        skills.Limits
		layers         []skills.Limits
		want           skills.Limits // fields compared: Timeout, CPU, MemoryBytes, MaxDepth, Actions
		wantClampNotes int
	}{
		{"defaults", skills.Limits{}, nil, skills.DefaultLimits, 0},
		{"manifest asks 1TiB and 1000h", skills.Limits{}, []skills.Limits{{}, {MemoryBytes: 1 << 40, Timeout: 1000 * time.Hour}},
			skills.Limits{Timeout: skills.DefaultCeiling.Timeout, CPU: skills.DefaultLimits.CPU, MemoryBytes: skills.DefaultCeiling.MemoryBytes, MaxDepth: skills.DefaultLimits.MaxDepth, Actions: skills.DefaultLimits.Actions}, 2},
		{"caller first", skills.Limits{}, []skills.Limits{{Timeout: time.Second}, {Timeout: time.Minute}},
			skills.Limits{Timeout: time.Second, CPU: skills.DefaultLimits.CPU, MemoryBytes: skills.DefaultLimits.MemoryBytes, MaxDepth: skills.DefaultLimits.MaxDepth, Actions: skills.DefaultLimits.Actions}, 0},
		{"negative is unset", skills.Limits{}, []skills.Limits{{Timeout: -time.Second, MemoryBytes: -1, MaxDepth: -3, Actions: -1}},
			skills.DefaultLimits, 0},
		{"ceiling below the defaults", skills.Limits{Timeout: time.Second, MemoryBytes: 64 << 20, MaxDepth: 2, Actions: 5}, nil,
			skills.Limits{Timeout: time.Second, CPU: skills.DefaultLimits.CPU, MemoryBytes: 64 << 20, MaxDepth: 2, Actions: 5}, 0},
		{"max duration", skills.Limits{Timeout: 1<<63 - 1}, []skills.Limits{{Timeout: 1<<63 - 1, CPU: 1<<63 - 1}},
			skills.Limits{Timeout: 1000 * time.Hour, CPU: skills.DefaultCeiling.CPU, MemoryBytes: skills.DefaultLimits.MemoryBytes, MaxDepth: skills.DefaultLimits.MaxDepth, Actions: skills.DefaultLimits.Actions}, 0},
	}
	for _, tt := range tests {
		got := skills.Resolve(tt.ceiling, tt.layers...)
		if got.Timeout != tt.want.Timeout || got.CPU != tt.want.CPU || got.MemoryBytes != tt.want.MemoryBytes ||
			got.MaxDepth != tt.want.MaxDepth || got.Actions != tt.want.Actions {
			t.Errorf("%s: Resolve = %+v; want %+v", tt.name, got, tt.want)
		}
		if got.Timeout <= 0 || got.OutputBytes <= 0 || got.ActionBytes <= 0 || got.LogBytes <= 0 {
			t.Errorf("%s: Resolve left a field unset: %+v", tt.name, got)
		}
		if len(tt.layers) > 1 {
			if n := strings.Count(skills.ClampNote(tt.layers[1], tt.ceiling), "above the operator's ceiling"); n != tt.wantClampNotes {
				t.Errorf("%s: ClampNote names %d fields; want %d", tt.name, n, tt.wantClampNotes)
			}
		}
	}
	if got := skills.AddSaturating(1<<63-1, time.Second); got != 1<<63-1 {
		t.Errorf("AddSaturating overflowed to %v", got)
	}
	if got := skills.ClampNote(skills.Limits{MemoryBytes: 4 << 30}, skills.Limits{}); got != "memory 4GiB above the operator's ceiling: runs get 1GiB" {
		t.Errorf("ClampNote = %q", got)
	}
}

// BenchmarkResolve is the per-call cost of the one limits merge.
func BenchmarkResolve(b *testing.B) {
	req := skills.Limits{Timeout: time.Second}
	manifest := skills.Limits{MemoryBytes: 4 << 30, Timeout: 1000 * time.Hour}
	b.ReportAllocs()
	for b.Loop() {
		_ = skills.Resolve(skills.Limits{}, req, manifest, skills.Limits{})
	}
}
