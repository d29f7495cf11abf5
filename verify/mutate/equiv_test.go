package mutate_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"testing"

	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/runtime/check"
	"github.com/skillrun/skillrun/runtime/sandbox"
	"github.com/skillrun/skillrun/runtime/worker"
	"github.com/skillrun/skillrun/skills"
	"github.com/skillrun/skillrun/verify/mutate"
)

// TestMain lets the test binary serve as an isolated worker, so that
// TestRuntimeAssertions checks the premise of mutate.Equivalence in that
// runtime too.
func TestMain(m *testing.M) {
	if worker.IsWorker() {
		os.Exit(worker.Main())
	}
	os.Exit(m.Run())
}

// listWorld serves one observation: "l", a list of values.
type listWorld struct{ l []any }

func (w listWorld) Observe(ctx context.Context) (skills.Observation, error) {
	return skills.Observation{"l": w.l}, nil
}

func (listWorld) Act(ctx context.Context, a skills.Action) (skills.Outcome, error) {
	return skills.Outcome{}, fmt.Errorf("no actions here")
}

// TestRuntimeAssertions checks the premise of mutate.Equivalence in the
// runtime that runs skills: for every kind of value a world can hand a
// skill (JSON-shaped values, and the Go values an in-process world may
// pass), asserting it to map[string]any and to skills.Observation both
// succeed with the same map or both fail. If the runtime ever tells the
// two apart, this fails and the rule must go.
func TestRuntimeAssertions(t *testing.T) {
	src := []byte(`// Probe type assertions.
package probe

import "github.com/skillrun/skillrun/skills"

// Args are none.
type Args struct{}

// Run reports, for each value, both assertions.
func Run(env skills.Env, args Args) (skills.Result, error) {
	obs, err := env.Observe()
	if err != nil {
		return nil, err
	}
	var out []any
	for _, x := range obs.List("l") {
		m, mok := x.(map[string]any)
		o, ook := x.(skills.Observation)
		same := len(m) == len(o) && (m == nil) == (o == nil)
		for k := range m {
			if _, ok := o[k]; !ok {
				same = false
			}
		}
		out = append(out, map[string]any{"map": mok, "obs": ook, "same": same})
	}
	return skills.Result{"out": out}, nil
}
`)
	u, err := check.Check("probe.go", src)
	if err != nil {
		t.Fatal(err)
	}
	var nilMap map[string]any
	var nilObs skills.Observation
	values := []any{
		map[string]any{"code": "x", "net": "GND"}, skills.Observation{"code": "x"}, map[string]any{}, skills.Observation{},
		nilMap, nilObs, nil, "text", 1.0, 2, true, []any{map[string]any{"a": 1.0}}, map[string]string{"a": "b"},
		map[string]int{"a": 1}, []string{"a"},
	}
	ctx := context.Background()
	check := func(name string, exec sandbox.Executor) {
		lib, err := library.Open(t.TempDir(), library.Options{Executor: exec})
		if err != nil {
			t.Fatal(err)
		}
		res, err := lib.RunUnit(ctx, u, library.Request{World: listWorld{values}})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		got, _ := res.Result["out"].([]any)
		if len(got) != len(values) {
			t.Fatalf("%s: got %d answers for %d values: %v", name, len(got), len(values), res.Result)
		}
		for i, g := range got {
			r, _ := g.(map[string]any)
			if r["map"] != r["obs"] || r["same"] != true {
				t.Errorf("%s, value %#v: x.(map[string]any) ok=%v, x.(skills.Observation) ok=%v, same map %v; the runtime must answer both alike", name, values[i], r["map"], r["obs"], r["same"])
			}
		}
	}
	check("in process", sandbox.NewInProcess(sandbox.Options{}))
	// The isolated worker gets the values as JSON (maps, lists, numbers,
	// strings, nulls): the same interpreter, over the pipe.
	pool, err := worker.New(ctx, worker.Options{Size: 1})
	if err != nil {
		t.Fatal(err)
	}
	defer pool.Close()
	check("isolated", pool)
}

// equivalents generates the mutants of src and returns the descriptions
// of those marked equivalent, and how many drop_check mutants there are.
func equivalents(t *testing.T, src string) ([]string, int) {
	t.Helper()
	ms, _, err := mutate.Generate("f.go", []byte(src), mutate.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	drops := 0
	for _, m := range ms {
		if m.Kind == mutate.DropCheck {
			drops++
		}
		if m.Equivalent != "" {
			if m.Kind != mutate.DropCheck || m.Equivalent != mutate.Equivalence {
				t.Errorf("mutant %s %s marked %q", m.Kind, m.Desc, m.Equivalent)
			}
			out = append(out, m.Pos+" "+m.Desc)
		}
	}
	sort.Strings(out)
	return out, drops
}

const probeHead = `// Probe.
package probe

import (
	"fmt"

	sk "github.com/skillrun/skillrun/skills"
)

// Args are none.
type Args struct{}

// Run uses the helpers.
func Run(env sk.Env, args Args) (sk.Result, error) {
	obs, err := env.Observe()
	if err != nil {
		return nil, err
	}
	for _, x := range obs.List("l") {
		if _, err := env.Act(sk.Action{Name: fmt.Sprint(len(asMap(x)), len(first(x)))}); err != nil {
			return nil, err
		}
	}
	return nil, nil
}
`

// TestEquivalenceRule: the rule marks the fallback patterns it proves
// (under an import alias too) and nothing that merely looks like them.
func TestEquivalenceRule(t *testing.T) {
	for _, c := range []struct {
		name, helpers string
		want          int // mutants marked
	}{
		{"return fallback, both ways", `
func asMap(v any) map[string]any {
	if m, ok := v.(map[string]any); ok {
		return m
	}
	if o, ok := v.(sk.Observation); ok {
		return o
	}
	return nil
}
func first(v any) map[string]any { return nil }
`, 2},
		{"nil fallback, inner and outer", `
func asMap(v any) map[string]any { return nil }
func first(x any) map[string]any {
	m, _ := x.(map[string]interface{})
	if m == nil {
		if o, ok := x.(sk.Observation); ok {
			m = o
		}
	}
	return m
}
`, 2},
		{"fallback to another type", `
func asMap(v any) map[string]any {
	if m, ok := v.(map[string]any); ok {
		return m
	}
	if o, ok := v.(map[string]string); ok {
		return map[string]any{"n": len(o)}
	}
	return nil
}
func first(v any) map[string]any { return nil }
`, 0},
		{"fallback on another variable", `
func asMap(v any) map[string]any {
	w := v
	if m, ok := v.(map[string]any); ok {
		return m
	}
	if o, ok := w.(sk.Observation); ok {
		return o
	}
	_ = w
	return nil
}
func first(v any) map[string]any { return nil }
`, 0},
		{"fallback that does more", `
func asMap(v any) map[string]any {
	if m, ok := v.(map[string]any); ok {
		return m
	}
	if o, ok := v.(sk.Observation); ok {
		o["seen"] = true
		return o
	}
	return nil
}
func first(v any) map[string]any { return nil }
`, 0},
		{"statement between", `
func asMap(v any) map[string]any {
	if m, ok := v.(map[string]any); ok {
		return m
	}
	v = map[string]any{"b": 1}
	if o, ok := v.(sk.Observation); ok {
		return o
	}
	return nil
}
func first(v any) map[string]any { return nil }
`, 0},
		{"returns through any", `
func asMap(v any) map[string]any { return nil }
func first(v any) map[string]any { m, _ := pick(v).(map[string]any); return m }
func pick(v any) any {
	if m, ok := v.(map[string]any); ok {
		return m
	}
	if o, ok := v.(sk.Observation); ok {
		return o
	}
	return nil
}
`, 0},
		{"nil fallback into a variable of another type", `
func asMap(v any) map[string]any { return nil }
func first(x any) map[string]any {
	var m any
	m, _ = x.(map[string]any)
	if m == nil {
		if o, ok := x.(sk.Observation); ok {
			m = o
		}
	}
	r, _ := m.(map[string]any)
	return r
}
`, 0},
		{"nil check on a value not from an assertion", `
func asMap(v any) map[string]any { return nil }
func first(x any) map[string]any {
	m := map[string]any(nil)
	if m == nil {
		if o, ok := x.(sk.Observation); ok {
			m = o
		}
	}
	return m
}
`, 0},
	} {
		got, n := equivalents(t, probeHead+c.helpers)
		// Each helper has at least two ifs that drop_check mutates.
		if len(got) != c.want || n < 2 {
			t.Errorf("%s: %d of %d drop_check mutants marked equivalent %v; want %d (of at least 2)", c.name, len(got), n, got, c.want)
		}
	}
}

// TestEquivalenceOnExamples: over every example procedure (Minecraft,
// KiCad, the corridor) the rule marks exactly the four assertion
// fallbacks of the KiCad skills, nothing else.
func TestEquivalenceOnExamples(t *testing.T) {
	var files []string
	for _, glob := range []string{"../../examples/minecraft/skills/*/*.go", "../../examples/kicad/skills/*/*.go", "../testdata/lib/*/*.go"} {
		fs, err := filepath.Glob(glob)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, fs...)
	}
	if len(files) < 10 {
		t.Fatalf("found %d example skills: %v", len(files), files)
	}
	marked := map[string]int{}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		ms, _, err := mutate.Generate(filepath.Base(f), src, mutate.Options{})
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range ms {
			if m.Equivalent != "" {
				marked[filepath.Base(f)]++
				t.Logf("equivalent: %s %s", m.Pos, m.Desc)
			}
		}
	}
	// add_power_flags: the nil fallback in undriven, inner and outer;
	// verify_after_edit: both assertions of asMap.
	want := map[string]int{"add_power_flags.go": 2, "verify_after_edit.go": 2}
	if fmt.Sprint(marked) != fmt.Sprint(want) {
		t.Errorf("mutants marked equivalent per file %v; want %v", marked, want)
	}
}
