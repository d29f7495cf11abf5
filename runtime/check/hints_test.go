package check

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/skillrun/skillrun/skills"
)

const hintsProc = `// Look around.
//
%s
package look

import "github.com/skillrun/skillrun/skills"

// Args are empty.
type Args struct{}

%s

// Run looks.
func Run(env skills.Env, args Args) (skills.Result, error) {
	%s
	return skills.Result{}, nil
}
`

// TestHints checks the behaviour directives: honest defaults for
// procedures and detectors, each directive, and the contradictions and
// lies the checker refuses at file:line:col.
func TestHints(t *testing.T) {
	observe := `_, err := env.Observe()
	if err != nil {
		return nil, err
	}`
	act := `_, err := env.Act(skills.Action{Name: "dig"})
	if err != nil {
		return nil, err
	}`
	cases := []struct {
		name, directives, decls, body string
		want                          skills.Hints
		err                           string
	}{
		{"procedure default: destructive, open world", "//skillrun:tags x", "", act, skills.Hints{}, ""},
		{"readonly", "//skillrun:readonly", "", observe, skills.Hints{ReadOnly: true, Additive: true}, ""},
		{"readonly idempotent closed", "//skillrun:readonly\n//skillrun:idempotent\n//skillrun:openworld false", "", observe,
			skills.Hints{ReadOnly: true, Idempotent: true, Additive: true, ClosedWorld: true}, ""},
		{"additive", "//skillrun:destructive false", "", act, skills.Hints{Additive: true}, ""},
		{"explicit true", "//skillrun:destructive true\n//skillrun:idempotent true", "", act, skills.Hints{Idempotent: true}, ""},
		{"readonly false", "//skillrun:readonly false", "", act, skills.Hints{}, ""},
		{"readonly that acts", "//skillrun:readonly", "", act, skills.Hints{}, "x.go:15:16: look is //skillrun:readonly but calls env.Act"},
		{"readonly and destructive", "//skillrun:readonly\n//skillrun:destructive", "", observe, skills.Hints{}, "x.go:4:1: //skillrun:destructive contradicts //skillrun:readonly"},
		{"not a boolean", "//skillrun:idempotent maybe", "", observe, skills.Hints{}, `x.go:3:1: //skillrun:idempotent "maybe": want true, false or nothing`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			src := strings.Replace(strings.Replace(strings.Replace(hintsProc, "%s", c.directives, 1), "%s", c.decls, 1), "%s", c.body, 1)
			u, err := Check("x.go", []byte(src))
			if c.err != "" {
				if err == nil || !strings.Contains(err.Error(), c.err) {
					t.Fatalf("Check = %v; want %q", err, c.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if u.Manifest.Hints != c.want {
				t.Errorf("hints = %+v; want %+v", u.Manifest.Hints, c.want)
			}
		})
	}
}

const hintsDetector = `// Find things.
//
%s
package finder

import "github.com/skillrun/skillrun/detectors"

// Args are empty.
type Args struct{}

// Detect finds nothing.
func Detect(f *detectors.Frame, args Args) ([]detectors.Detection, error) {
	return nil, nil
}
`

func TestDetectorHints(t *testing.T) {
	for _, c := range []struct {
		directives string
		want       skills.Hints
		err        string
	}{
		{"//skillrun:tags x", skills.Hints{ReadOnly: true, Idempotent: true, Additive: true, ClosedWorld: true}, ""},
		{"//skillrun:openworld", skills.Hints{ReadOnly: true, Idempotent: true, Additive: true}, ""},
		{"//skillrun:destructive", skills.Hints{}, "x.go:3:1: a detector only looks at an image"},
		{"//skillrun:readonly false", skills.Hints{}, "x.go:3:1: a detector only looks at an image"},
	} {
		u, err := Check("x.go", []byte(strings.Replace(hintsDetector, "%s", c.directives, 1)))
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("%s: Check = %v; want %q", c.directives, err, c.err)
			}
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		if u.Manifest.Hints != c.want {
			t.Errorf("%s: hints = %+v; want %+v", c.directives, u.Manifest.Hints, c.want)
		}
	}
}

// TestReturns checks the declared result: a struct named Result gives the
// manifest its schema; a Result that is not a struct is refused where it
// is declared; no Result, no schema.
func TestReturns(t *testing.T) {
	u, err := Check("x.go", []byte(strings.Replace(strings.Replace(strings.Replace(hintsProc, "%s", "", 1),
		"%s", "// Result is what Run answers.\ntype Result struct {\n\tSeen  int      `json:\"seen\"`\n\tNames []string `json:\"names,omitempty\"`\n}", 1), "%s", "", 1)))
	if err != nil {
		t.Fatal(err)
	}
	var s struct {
		Type       string                     `json:"type"`
		Required   []string                   `json:"required"`
		Properties map[string]json.RawMessage `json:"properties"`
	}
	if err := json.Unmarshal(u.Manifest.Returns, &s); err != nil || s.Type != "object" || len(s.Required) != 1 || s.Required[0] != "seen" || s.Properties["names"] == nil {
		t.Errorf("Returns = %s (%v); want an object schema with seen required and names", u.Manifest.Returns, err)
	}
	_, err = Check("x.go", []byte(strings.Replace(strings.Replace(strings.Replace(hintsProc, "%s", "", 1), "%s", "type Result int", 1), "%s", "", 1)))
	if err == nil || !strings.Contains(err.Error(), "x.go:11:6: type Result declares the skill's result: it must be a struct type") {
		t.Errorf("Result int: %v", err)
	}
	u, err = Check("x.go", []byte(strings.Replace(strings.Replace(strings.Replace(hintsProc, "%s", "", 1), "%s", "", 1), "%s", "", 1)))
	if err != nil || u.Manifest.Returns != nil {
		t.Errorf("no Result: Returns %s, %v", u.Manifest.Returns, err)
	}
}
