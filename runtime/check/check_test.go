package check

import (
	"errors"
	"fmt"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/skillrun/skillrun/skills"
)

const header = "package s\n\nimport \"github.com/skillrun/skillrun/skills\"\n\ntype Args struct{}\n\n"

// TestVetErrors checks that each rejected source gives a diagnostic at the
// right position with the right message.
func TestVetErrors(t *testing.T) {
	tests := []struct {
		name string
		src  string
		want string // "line:col: substring"
	}{
		{"syntax", header + "func Run(env skills.Env, args Args) (skills.Result, error) {\n\treturn nil, nil\n", "8:18: expected ';', found 'EOF'"},
		{"undefined", header + "func Run(env skills.Env, args Args) (skills.Result, error) {\n\treturn nil, nope\n}\n", "8:14: undefined: nope"},
		{"type error", header + "func Run(env skills.Env, args Args) (skills.Result, error) {\n\tvar x int = \"s\"\n\t_ = x\n\treturn nil, nil\n}\n", "8:14: cannot use \"s\""},
		{"unused var", header + "func Run(env skills.Env, args Args) (skills.Result, error) {\n\tx := 1\n\treturn nil, nil\n}\n", "8:2: declared and not used: x"},
		{"import os", "package s\n\nimport \"os\"\n", "3:8: import \"os\" is forbidden"},
		{"import os/exec", "package s\n\nimport \"os/exec\"\n", "3:8: import \"os/exec\" is forbidden"},
		{"import syscall", "package s\n\nimport \"syscall\"\n", "3:8: import \"syscall\" is forbidden"},
		{"import unsafe", "package s\n\nimport \"unsafe\"\n", "3:8: import \"unsafe\" is forbidden"},
		{"import reflect", "package s\n\nimport \"reflect\"\n", "3:8: import \"reflect\" is forbidden"},
		{"import net", "package s\n\nimport \"net\"\n", "3:8: import \"net\" is forbidden"},
		{"import net/http", "package s\n\nimport \"net/http\"\n", "3:8: import \"net/http\" is forbidden"},
		{"import runtime/debug", "package s\n\nimport \"runtime/debug\"\n", "3:8: import \"runtime/debug\" is forbidden"},
		{"import plugin", "package s\n\nimport \"plugin\"\n", "3:8: import \"plugin\" is forbidden"},
		{"import unknown", "package s\n\nimport \"archive/zip\"\n", "3:8: import \"archive/zip\" is not available"},
		{"import other skill", "package s\n\nimport \"lib/cut_step\"\n", "3:8: import \"lib/cut_step\" is not available"},
		{"import yaegi", "package s\n\nimport \"github.com/traefik/yaegi/interp\"\n", "3:8: import \"github.com/traefik/yaegi/interp\" is not available"},
		{"dot import", "package s\n\nimport . \"strings\"\n", "3:8: dot imports"},
		{"time.Sleep", "package s\n\nimport (\n\t\"time\"\n\t\"github.com/skillrun/skillrun/skills\"\n)\n\ntype Args struct{}\n\nfunc Run(env skills.Env, args Args) (skills.Result, error) {\n\ttime.Sleep(1)\n\treturn nil, nil\n}\n", "11:7: time.Sleep is not available"},
		// A skill is given its frame decoded under the operator's
		// --max-frame-pixels; decoding bytes itself would pass it by.
		{"detectors.Decode", "package s\n\nimport (\n\t\"github.com/skillrun/skillrun/detectors\"\n\t\"github.com/skillrun/skillrun/skills\"\n)\n\ntype Args struct{ PNG []byte }\n\nfunc Run(env skills.Env, args Args) (skills.Result, error) {\n\tf, err := detectors.Decode(args.PNG, detectors.MaxPixels, detectors.Source{})\n\treturn skills.Result{\"w\": f.Width()}, err\n}\n", "11:22: detectors.Decode is not available to skills: a skill is given its frame decoded under the operator's --max-frame-pixels"},
		{"image.Decode", "package s\n\nimport (\n\t\"bytes\"\n\t\"image\"\n\t\"github.com/skillrun/skillrun/skills\"\n)\n\ntype Args struct{ PNG []byte }\n\nfunc Run(env skills.Env, args Args) (skills.Result, error) {\n\t_, _, err := image.Decode(bytes.NewReader(args.PNG))\n\treturn nil, err\n}\n", "12:21: image.Decode is not available to skills"},
		{"errors.As local type", "package s\n\nimport (\n\t\"errors\"\n\t\"github.com/skillrun/skillrun/skills\"\n)\n\ntype Args struct{}\n\nfunc Run(env skills.Env, args Args) (skills.Result, error) {\n\ttype E struct{}\n\tvar e *E\n\t_ = errors.As(nil, &e)\n\treturn nil, nil\n}\n", "13:6: errors.As with a target of *E is not supported"},
		{"wrong signature", header + "func Run(env skills.Env) (skills.Result, error) {\n\treturn nil, nil\n}\n", "7:6: wrong signature"},
		{"args not struct", "package s\n\nimport \"github.com/skillrun/skillrun/skills\"\n\ntype Args int\n\nfunc Run(env skills.Env, args Args) (skills.Result, error) {\n\treturn nil, nil\n}\n", "7:6: Args must be a struct"},
		{"bad result", header + "func Run(env skills.Env, args Args) (map[string]any, error) {\n\treturn nil, nil\n}\n", "7:6: the first result must be skills.Result"},
		{"both kinds", "package s\n\nimport (\n\t\"github.com/skillrun/skillrun/detectors\"\n\t\"github.com/skillrun/skillrun/skills\"\n)\n\ntype Args struct{}\n\nfunc Run(env skills.Env, args Args) (skills.Result, error) { return nil, nil }\n\nfunc Detect(f *detectors.Frame, args Args) ([]detectors.Detection, error) { return nil, nil }\n", "12:6: a skill is a procedure"},
		{"package main", "package main\n\nfunc main() {}\n", "1:9: a skill's package is its name; package main cannot be a skill"},
		{"bad name", "package Bad\n", "1:9: skill name \"Bad\""},
		{"unknown directive", "//skillrun:colour blue\npackage s\n\nimport \"github.com/skillrun/skillrun/skills\"\n\ntype Args struct{}\n\nfunc Run(env skills.Env, args Args) (skills.Result, error) { return nil, nil }\n", "1:1: unknown directive //skillrun:colour"},
		{"bad timeout", "//skillrun:timeout soon\npackage s\n\nimport \"github.com/skillrun/skillrun/skills\"\n\ntype Args struct{}\n\nfunc Run(env skills.Env, args Args) (skills.Result, error) { return nil, nil }\n", "1:1: //skillrun:timeout \"soon\""},
		{"parallel call in if header", header + "func Run(env skills.Env, args Args) (skills.Result, error) {\n\tvar a, b int\n\tif a, b = len(\"xy\"[1:]), 2; a > b {\n\t\treturn nil, nil\n\t}\n\treturn nil, nil\n}\n", "9:5: this assignment to several targets mixes calls, receives or composite literals and other values"},
		{"parallel call in for post", header + "func Run(env skills.Env, args Args) (skills.Result, error) {\n\ts := []int{1}\n\tfor i, j := 0, 0; i < 3; i, j = next(i), j+1 {\n\t\t_ = s[j%1]\n\t}\n\treturn nil, nil\n}\n\nfunc next(i int) int { return i + 1 }\n", "9:27: this assignment to several targets mixes calls, receives or composite literals and other values"},
		{"larger than a skill file", "package s\n" + strings.Repeat("// padding\n", MaxSourceBytes/11+1), "1:1: the file is 1048596 bytes; a skill file is at most 1048576"},
		{"write time.UTC", "package s\n\nimport (\n\t\"time\"\n\t\"github.com/skillrun/skillrun/skills\"\n)\n\ntype Args struct{}\n\nfunc Run(env skills.Env, args Args) (skills.Result, error) {\n\t*time.Unix(0, 0).UTC().Location() = *time.FixedZone(\"EVIL\", 3600)\n\treturn nil, nil\n}\n", "11:2: assigning a time.Location is not allowed"},
		{"write time.Local by range", "package s\n\nimport (\n\t\"time\"\n\t\"github.com/skillrun/skillrun/skills\"\n)\n\ntype Args struct{}\n\nfunc Run(env skills.Env, args Args) (skills.Result, error) {\n\tfor _, *time.Local = range []time.Location{*time.UTC} {\n\t}\n\treturn nil, nil\n}\n", "11:9: assigning a time.Location is not allowed"},
		{"write time.Location by a generic function", "package s\n\nimport (\n\t\"time\"\n\t\"github.com/skillrun/skillrun/skills\"\n)\n\ntype Args struct{}\n\nfunc put[P interface{ *E }, E any](p P, v E) { *p = v }\n\nfunc Run(env skills.Env, args Args) (skills.Result, error) {\n\tput(time.Unix(0, 0).UTC().Location(), *time.FixedZone(\"EVIL\", 3600))\n\treturn nil, nil\n}\n", "13:2: time.Location as a type argument is not allowed"},
		{"write time.Location by a generic type", "package s\n\nimport (\n\t\"time\"\n\t\"github.com/skillrun/skillrun/skills\"\n)\n\ntype Args struct{}\n\ntype ref[T any] struct{ p *T }\n\nfunc (r ref[T]) set(v T) { *r.p = v }\n\nfunc Run(env skills.Env, args Args) (skills.Result, error) {\n\tref[time.Location]{time.Unix(0, 0).UTC().Location()}.set(time.Location{})\n\treturn nil, nil\n}\n", "15:2: time.Location as a type argument is not allowed"},
		// Vetted, this took the worker past its memory as it compiled,
		// naming no line.
		{"generic instance doubling", header + "type P[T any] struct{ A, B T }\n\nfunc Run(env skills.Env, args Args) (skills.Result, error) {\n\tvar x *P[P[P[P[P[P[P[P[P[P[P[P[P[P[P[P[P[P[P[P[P[P[P[P[P[P[P[P[P[P[P[P[P[P[P[P[P[P[P[P[int]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]\n\treturn skills.Result{\"nil\": x == nil}, nil\n}\n", "10:73: this instance of P spelt out in full"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Check("x.go", []byte(tt.src))
			var ve *VetError
			if !errors.As(err, &ve) {
				t.Fatalf("Check(%s) = %v; want a *VetError", tt.name, err)
			}
			if !errors.Is(err, skills.ErrVet) || !errors.Is(err, skills.ErrBadInput) {
				t.Errorf("Check(%s) error does not wrap ErrVet and ErrBadInput", tt.name)
			}
			if !strings.Contains(err.Error(), "x.go:"+tt.want) {
				t.Errorf("Check(%s) = %q; want it to contain %q", tt.name, err, "x.go:"+tt.want)
			}
		})
	}
}

func TestNotSkill(t *testing.T) {
	_, err := Check("h.go", []byte("package h\n\nfunc Helper() int { return 1 }\n"))
	var ns *NotSkillError
	if !errors.As(err, &ns) {
		t.Fatalf("Check(helper) = %v; want *NotSkillError", err)
	}
}

func TestManifest(t *testing.T) {
	src := `// Bridge north over a gap.
//
// Places one block at a time.
//
//skillrun:tags movement, bridge
//skillrun:timeout 5s
//skillrun:memory 64MiB
//skillrun:threshold precision=0.9 recall=0.75
package bridge_north

import "github.com/skillrun/skillrun/skills"

// Args of the bridge.
type Args struct {
	// Blocks is how many blocks to place,
	// one a step.
	//
	// At most 64.
	Blocks int    ` + "`json:\"blocks\"`" + `
	Item   string ` + "`json:\"item,omitempty\"`" + ` // what to place
	Scale  float64
	Tags   []string          ` + "`json:\"tags,omitempty\"`" + `
	Extra  map[string]bool   ` + "`json:\"extra,omitempty\"`" + `
	skip   int
	Ignored int ` + "`json:\"-\"`" + `
}

func Run(env skills.Env, args Args) (skills.Result, error) { return nil, nil }
`
	u, err := Check("bridge_north.go", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	m := u.Manifest
	if m.Name != "bridge_north" || m.Kind != skills.Procedure {
		t.Errorf("name, kind = %q, %q", m.Name, m.Kind)
	}
	if m.Description != "Bridge north over a gap.\n\nPlaces one block at a time." {
		t.Errorf("description = %q", m.Description)
	}
	if strings.Join(m.Tags, "|") != "movement|bridge" {
		t.Errorf("tags = %q", m.Tags)
	}
	if m.Limits.Timeout.String() != "5s" || m.Limits.MemoryBytes != 64<<20 {
		t.Errorf("limits = %+v", m.Limits)
	}
	if m.Thresholds["precision"] != 0.9 || m.Thresholds["recall"] != 0.75 {
		t.Errorf("thresholds = %v", m.Thresholds)
	}
	want := `{"additionalProperties":false,"properties":{"Scale":{"type":"number"},"blocks":{"description":"Blocks is how many blocks to place, one a step.\n\nAt most 64.","type":"integer"},"extra":{"additionalProperties":{"type":"boolean"},"type":"object"},"item":{"description":"what to place","type":"string"},"tags":{"items":{"type":"string"},"type":"array"}},"required":["blocks","Scale"],"type":"object"}`
	if string(m.Params) != want {
		t.Errorf("params =\n%s\nwant\n%s", m.Params, want)
	}
	if len(m.Version) != 16 || m.Version != VersionOf(u.Code) {
		t.Errorf("version = %q", m.Version)
	}
}

// TestVersionStable: the same source gives the same version, a change gives
// another.
func TestVersionStable(t *testing.T) {
	src := header + "func Run(env skills.Env, args Args) (skills.Result, error) { return nil, nil }\n"
	a, _ := Check("a.go", []byte(src))
	b, _ := Check("b.go", []byte(src))
	c, _ := Check("a.go", []byte(src+"\n// changed\n"))
	if a.Version() != b.Version() {
		t.Errorf("same source, versions %s and %s", a.Version(), b.Version())
	}
	if a.Version() == c.Version() {
		t.Errorf("changed source kept version %s", a.Version())
	}
}

// TestLargeButWrittenOut: the bounds on what declarations spell out
// (expand.go) refuse repetition, not size: a file that writes a large
// table, a long constant and a wide Args type out in full vets.
func TestLargeButWrittenOut(t *testing.T) {
	var b strings.Builder
	b.WriteString("package s\n\nimport \"github.com/skillrun/skillrun/skills\"\n\ntype Args struct {\n")
	for i := range 5000 {
		fmt.Fprintf(&b, "\tF%d int `json:\",omitempty\"`\n", i)
	}
	b.WriteString("}\n\ntype Vec struct{ X, Y, Z float64 }\n\nvar table = []Vec{\n")
	for i := range 20000 {
		fmt.Fprintf(&b, "\tVec{%d, 1, 2},\n", i)
	}
	b.WriteString("}\n\nconst long = \"" + strings.Repeat("x", 200000) + "\"\n\nconst (\n\tk0 = iota\n")
	for i := 1; i < 2000; i++ {
		fmt.Fprintf(&b, "\tk%d\n", i)
	}
	b.WriteString(")\n\nfunc Run(env skills.Env, args Args) (skills.Result, error) {\n\treturn skills.Result{\"n\": len(table) + len(long+long+long) + k1999}, nil\n}\n")
	if b.Len() > MaxSourceBytes {
		t.Fatalf("the test's source is %d bytes, over the bound it tests under", b.Len())
	}
	if _, err := Check("s.go", []byte(b.String())); err != nil {
		t.Fatal(err)
	}
}

// TestNesting: syntax nested deeper than MaxNesting is refused where it
// goes too deep, before the type checker walks it; code just under the
// bound vets.
func TestNesting(t *testing.T) {
	run := func(expr string) string {
		return header + "func f(x int) int { return x }\n\nfunc Run(env skills.Env, args Args) (skills.Result, error) {\n\tx := 1\n\ty := " + expr + "\n\treturn skills.Result{\"y\": y}, nil\n}\n"
	}
	tests := []struct {
		name, src string
		want      string // "line:col: ..." or "" for no error
	}{
		{"sum under", run("x" + strings.Repeat("+x", MaxNesting-20)), ""},
		// 99,000 additions: 2 s and 300 MB of the host's type checker.
		{"sum 99000", run("x" + strings.Repeat("+x", 99000)), "11:7: the syntax nests more than 1000 levels deep"},
		{"parentheses", run(strings.Repeat("(", 60000) + "x" + strings.Repeat(")", 60000)), "11:"},
		{"calls", run(strings.Repeat("f(", 5000) + "x" + strings.Repeat(")", 5000)), "11:"},
		{"blocks", header + "func Run(env skills.Env, args Args) (skills.Result, error) {\n" + strings.Repeat("{", 5000) + strings.Repeat("}", 5000) + "\n\treturn nil, nil\n}\n", "8:"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Check("x.go", []byte(tt.src))
			if tt.want == "" {
				if err != nil {
					t.Fatalf("Check = %v; want it to vet", err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), "x.go:"+tt.want) || !strings.Contains(err.Error(), "nests more than") {
				t.Fatalf("Check = %.300v; want x.go:%s ... nests more than", err, tt.want)
			}
		})
	}
}

// TestChecksBounded: however many files are checked at once (proposals
// from many clients), no more than the processors are checked together,
// so what a hostile file costs at worst is not multiplied by them.
func TestChecksBounded(t *testing.T) {
	src := header + "func Run(env skills.Env, args Args) (skills.Result, error) {\n\tx := 1\n\ty := " + strings.Repeat("(", 50000) + "x" + strings.Repeat(")", 50000) + "\n\t_ = y\n\treturn nil, nil\n}\n"
	var most atomic.Int32
	stop := make(chan struct{})
	sampled := make(chan struct{})
	go func() {
		defer close(sampled)
		for {
			if n := checksRunning.Load(); n > most.Load() {
				most.Store(n)
			}
			select {
			case <-stop:
				return
			default:
				runtime.Gosched()
			}
		}
	}()
	var wg sync.WaitGroup
	for range 16 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, _ = Check("x.go", []byte(src))
		}()
	}
	wg.Wait()
	close(stop)
	<-sampled
	if n, limit := most.Load(), int32(runtime.GOMAXPROCS(0)); n > limit || n == 0 {
		t.Errorf("%d checks ran at once; want between 1 and %d", n, limit)
	}
}
