package mutate_test

import (
	"bytes"
	"go/parser"
	"go/token"
	"os"
	"testing"

	"github.com/skillrun/skillrun/verify/mutate"
)

// FuzzGenerate feeds arbitrary source to the generator: it never panics,
// and every mutant differs from the source, parses and names its kind.
func FuzzGenerate(f *testing.F) {
	if src, err := os.ReadFile(refFile); err == nil {
		f.Add(src)
	}
	f.Add([]byte("package p\nfunc Run() { if x < 1 && y == \"north\" { a.Act(1); b.Act(2) } }\n"))
	f.Add([]byte("package p\nvar d = map[string][2]int{\"east\": {1, 0}, \"west\": {-1, 0}}\n"))
	f.Add([]byte("package p\nfunc f() { for range n { switch s { case \"a\": x.Call(\"b\", 1) } } }\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		ms, _, err := mutate.Generate("f.go", src, mutate.Options{})
		if err != nil {
			return
		}
		for _, m := range ms {
			if bytes.Equal(m.Source, src) {
				t.Fatalf("mutant %s %s is the source", m.Kind, m.Pos)
			}
			if _, err := parser.ParseFile(token.NewFileSet(), "m.go", m.Source, 0); err != nil {
				t.Fatalf("mutant %s %s does not parse: %v", m.Kind, m.Pos, err)
			}
			if m.Kind == "" || m.Desc == "" {
				t.Fatalf("mutant without kind or description: %+v", m)
			}
		}
	})
}

func TestGenerateKinds(t *testing.T) {
	src := []byte(`// Doc.
package p

import "github.com/skillrun/skillrun/skills"

// Args are none.
type Args struct {
	N int ` + "`json:\"n\"`" + `
}

// Run acts.
func Run(env skills.Env, args Args) (skills.Result, error) {
	if args.N < 1 {
		return nil, nil
	}
	for i := 0; i < args.N; i++ {
		obs, err := env.Observe()
		if err != nil {
			return nil, err
		}
		if obs.String("ahead") == "lava" {
			return nil, nil
		}
		if _, err := env.Act(skills.Action{Name: "dig", Params: map[string]any{"z": obs.Int("z") - 1}}); err != nil {
			return nil, err
		}
		if _, err := env.Act(skills.Action{Name: "walk", Params: map[string]any{"dir": "north"}}); err != nil {
			return nil, err
		}
	}
	return nil, nil
}
`)
	ms, st, err := mutate.Generate("p.go", src, mutate.Options{})
	if err != nil {
		t.Fatal(err)
	}
	got := map[mutate.Kind][]string{}
	for _, m := range ms {
		got[m.Kind] = append(got[m.Kind], m.Desc)
	}
	want := map[mutate.Kind][]string{
		mutate.FlipDirection: {`obs.Int("z") - 1 → obs.Int("z") + 1`, `"north" → "south"`},
		mutate.OffByOne:      {"< → <= in i < args.N"},
		mutate.DropCheck:     {`drop ` + "`" + `if obs.String("ahead") == "lava"` + "`"},
		mutate.SwapActions:   {"swap `if _, err := env.Act(skills.Action{Name: \"dig\", Params: m...` and `if _, err := env.Act(skills.Action{Name: \"walk\", Params: ...`"},
		mutate.WrongLiteral:  {`"lava" → "dig"`, `"dig" → "walk"`, `"walk" → "dig"`},
	}
	for k, w := range want {
		if len(got[k]) != len(w) {
			t.Errorf("%s: got %q; want %q", k, got[k], w)
			continue
		}
		for i := range w {
			if got[k][i] != w[i] {
				t.Errorf("%s[%d]: got %q; want %q", k, i, got[k][i], w[i])
			}
		}
	}
	if st.Generated != len(ms) {
		t.Errorf("stats %+v for %d mutants", st, len(ms))
	}
	// Argument validation, error checks and error messages are left alone.
	for _, m := range ms {
		if bytes.Contains(m.Source, []byte("args.N <= 1")) || bytes.Contains(m.Source, []byte("err == nil")) {
			t.Errorf("mutated an excluded spot: %s %s", m.Kind, m.Desc)
		}
	}
	if _, _, err := mutate.Generate("bad.go", []byte("package"), mutate.Options{}); err == nil {
		t.Error("Generate accepted source that does not parse")
	}
	only, _, _ := mutate.Generate("p.go", src, mutate.Options{Kinds: []mutate.Kind{mutate.SwapActions}})
	if len(only) != 1 || only[0].Kind != mutate.SwapActions {
		t.Errorf("Kinds filter: %d mutants", len(only))
	}
	alt, _, _ := mutate.Generate("p.go", src, mutate.Options{Kinds: []mutate.Kind{mutate.WrongLiteral}, Alternatives: map[string][]string{"lava": {"water"}}})
	if len(alt) == 0 || alt[0].Desc != `"lava" → "water"` {
		t.Errorf("Alternatives: %v", alt)
	}
}
