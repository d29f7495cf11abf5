package native

import (
	"errors"
	"strings"
	"testing"

	"github.com/skillrun/skillrun/runtime/check"
)

const checkHead = "// Test skill.\npackage s\n\nimport \"github.com/skillrun/skillrun/skills\"\n\ntype Args struct{}\n\n"
const errorsHead = "// Test skill.\npackage s\n\nimport (\n\t\"errors\"\n\n\t\"github.com/skillrun/skillrun/skills\"\n)\n\ntype Args struct{}\n\n"
const checkRun = "func Run(env skills.Env, args Args) (skills.Result, error) { return skills.Result{\"ok\": true}, nil }\n"

func TestCheck(t *testing.T) {
	for _, tc := range []struct {
		name, src, want string // want "" accepts
	}{
		{"plain", checkHead + checkRun, ""},
		{"literal vars", checkHead + "var dirs = [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}\nvar f = float64(2)\nvar g = func() int { return 1 }\n\n" + checkRun, ""},
		{"fmt output", "// Test skill.\npackage s\n\nimport (\n\t\"fmt\"\n\n\t\"github.com/skillrun/skillrun/skills\"\n)\n\ntype Args struct{}\n\nfunc Run(env skills.Env, args Args) (skills.Result, error) { fmt.Println(1); return nil, nil }\n", ""},
		{"noinline", checkHead + "//go:noinline\n" + checkRun, "s.go:8:1: the native tier refuses compiler directives (//go:noinline)"},
		{"linkname", checkHead + "//go:linkname x runtime.x\n" + checkRun, "refuses compiler directives (//go:linkname)"},
		{"build constraint", "//go:build linux\n\n" + checkHead + checkRun, "s.go:1:1: the native tier refuses compiler directives (//go:build)"},
		{"plus build", "// +build linux\n\n" + checkHead + checkRun, "s.go:1:1: the native tier refuses build constraints"},
		{"cgo comment", checkHead + "// #cgo LDFLAGS: -lm\n" + checkRun, "refuses cgo directives"},
		// Package initialisation runs in the worker's jail (jailinit).
		{"init", checkHead + "func init() {}\n\n" + checkRun, ""},
		{"var call", checkHead + "var big = make([]byte, 1<<40)\n\n" + checkRun, ""},
		{"var closure call", checkHead + "var x = func() int { for {} }()\n\n" + checkRun, ""},
		{"sentinel errors", errorsHead + "var ErrNoPath = errors.New(\"no path\")\nvar (\n\tErrFull = errors.New(\"full: \" + \"no room\")\n)\n\n" + checkRun, ""},
		{"renamed errors", strings.Replace(errorsHead, "\"errors\"", "e \"errors\"", 1) + "var ErrNoPath = e.New(\"no path\")\n\n" + checkRun, ""},
		{"errors.New of a call", errorsHead + "var ErrBig = errors.New(string(make([]byte, 1<<40)))\n\n" + checkRun, ""},
		{"errors.New of a variable", errorsHead + "var msg = \"m\"\nvar ErrX = errors.New(msg)\n\n" + checkRun, ""},
		{"New of a skill value", checkHead + "type mk struct{}\n\nfunc (mk) New(s string) error { for {} }\n\nvar errors mk\nvar ErrX = errors.New(\"x\")\n\n" + checkRun, ""},
		{"println", checkHead + "func Run(env skills.Env, args Args) (skills.Result, error) { println(1); return nil, nil }\n", "s.go:8:62: the native tier refuses the println builtin"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			u, err := check.Check("s.go", []byte(tc.src))
			if err != nil {
				t.Fatalf("vet: %v", err)
			}
			err = Check(u)
			switch {
			case tc.want == "" && err != nil:
				t.Errorf("Check = %v; want it accepted", err)
			case tc.want != "" && (!errors.Is(err, ErrRefused) || !strings.Contains(err.Error(), tc.want)):
				t.Errorf("Check = %v; want ErrRefused containing %q", err, tc.want)
			}
		})
	}
}

// TestCheckVetFirst: what vet refuses, the native tier refuses too, and a
// unit whose source does not match its version is refused.
func TestCheckVetFirst(t *testing.T) {
	u, err := check.Check("s.go", []byte(checkHead+checkRun))
	if err != nil {
		t.Fatal(err)
	}
	bad := *u
	bad.Source = []byte(checkHead + "import \"os\"\n" + checkRun)
	if err := Check(&bad); err == nil {
		t.Errorf("Check of a unit with os imported = nil; want vet's error")
	}
	other := *u
	other.Source = []byte(checkHead + "// changed\n" + checkRun)
	if err := Check(&other); err == nil || !strings.Contains(err.Error(), "unit says") {
		t.Errorf("Check of a unit whose source changed = %v; want a version mismatch", err)
	}
}
