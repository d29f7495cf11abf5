package serve

import (
	"context"
	"encoding/json"
	"errors"
	"reflect"
	"testing"

	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/runtime/sandbox"
	"github.com/skillrun/skillrun/skills"
)

// FuzzDecodeStrict: whatever decodes into an operation's arguments
// re-encodes and decodes to the same value; nothing panics.
func FuzzDecodeStrict(f *testing.F) {
	for _, s := range []string{`{}`, `{"action":"dig","object":"block@1,2,3","limit":3}`, `{"action":1}`, `{"lambda":-1}`, `[]`, `null`, ``, `{"action":"a"} x`, `{"bogus":true}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, raw []byte) {
		var a recallArgs
		if err := decodeStrict(raw, &a); err != nil {
			if !errors.Is(err, skills.ErrBadInput) {
				t.Fatalf("decodeStrict(%q) = %v; not bad input", raw, err)
			}
			return
		}
		b, err := json.Marshal(a)
		if err != nil {
			t.Fatal(err)
		}
		var again recallArgs
		if err := decodeStrict(b, &again); err != nil {
			t.Fatalf("decodeStrict(%s) (re-encoded from %q) = %v", b, raw, err)
		}
		if !reflect.DeepEqual(a, again) {
			t.Fatalf("round trip of %q: %+v then %+v", raw, a, again)
		}
	})
}

// FuzzToolSchema: a parameter schema either is refused or becomes an
// object schema carrying the reserved argument for its kind.
func FuzzToolSchema(f *testing.F) {
	for _, s := range []string{`{"type":"object","properties":{"n":{"type":"integer"}},"required":["n"]}`, `{}`, ``, `{"type":"string"}`, `{"properties":5}`, `[1]`, `{"type":"object","properties":{"_session":{"type":"integer"}}}`} {
		f.Add([]byte(s), false)
	}
	f.Fuzz(func(t *testing.T, raw []byte, detector bool) {
		m := skills.Manifest{Name: "x", Kind: skills.Procedure, Params: raw}
		reserved := argSession
		if detector {
			m.Kind, reserved = skills.Detector, argImage
		}
		out, err := toolSchema(m)
		if err != nil {
			return
		}
		var s struct {
			Type       string                     `json:"type"`
			Properties map[string]json.RawMessage `json:"properties"`
		}
		if err := json.Unmarshal(out, &s); err != nil {
			t.Fatalf("toolSchema(%q) = %s: not a JSON object: %v", raw, out, err)
		}
		if s.Type != "object" || s.Properties[reserved] == nil {
			t.Fatalf("toolSchema(%q) = %s; want type object with %s", raw, out, reserved)
		}
	})
}

// FuzzCall: any argument bytes to a procedure, a detector or an operation
// give a result or a classified error, never a panic or an unclassified
// failure.
func FuzzCall(f *testing.F) {
	lib, err := library.Open("testdata/lib", library.Options{Executor: sandbox.NewInProcess(sandbox.Options{})})
	if err != nil {
		f.Fatal(err)
	}
	srv, err := New(lib, Options{MaxConcurrent: 1024})
	if err != nil {
		f.Fatal(err)
	}
	names := []string{"echo", "red_boxes", "memory_recall_failures", "frame_compare", "session_open", "skill_verdict", "counter"}
	for i, s := range []string{`{"msg":"hi"}`, `{"_image":{"data":"iVBORw0KGgo="}}`, `{"action":"dig"}`, `{"past":{"frame":"00"}}`, `{"env":"x"}`, `{"proposal":"p"}`, `{"n":1,"_session":"s"}`, `{"msg":1}`, `{"_frame":5}`, `nul`} {
		f.Add(uint8(i), []byte(s))
	}
	f.Fuzz(func(t *testing.T, which uint8, raw []byte) {
		name := names[int(which)%len(names)]
		r, err := srv.call(context.Background(), name, raw)
		if err != nil {
			switch kindOf(err) {
			case "bad_input", "not_found", "no_env", "unavailable", "too_large":
			default:
				t.Fatalf("%s(%q): %v (kind %s)", name, raw, err, kindOf(err))
			}
			return
		}
		if name == "echo" {
			var in struct {
				Msg string `json:"msg"`
			}
			_ = json.Unmarshal(raw, &in)
			var rep SkillReply
			if err := json.Unmarshal(r.Value.(json.RawMessage), &rep); err != nil {
				t.Fatal(err)
			}
			if got := rep.Result["msg"]; got != in.Msg {
				t.Fatalf("echo(%q) = %v; want %q", raw, got, in.Msg)
			}
		}
	})
}
