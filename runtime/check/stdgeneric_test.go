package check

import (
	"slices"
	"strings"
	"testing"
)

// TestStdGenericCopies: each use of a generic function of slices, maps or
// cmp becomes a call of a copy for its instance, one copy an instance;
// an import whose every use is copied goes (the interpreter then loads
// no generic source), one with a use left (a constraint) stays; sort is
// imported for the copies that sort; line numbers stay.
func TestStdGenericCopies(t *testing.T) {
	src := stateSkill("\t\"cmp\"\n\t\"maps\"\n\t\"slices\"\n", `type pt struct{ X int }

func top[T cmp.Ordered](xs []T) T { return xs[0] }

var (
	a = []pt{{2}, {1}}
	_ = func() int { slices.SortFunc(a, func(x, y pt) int { return x.X - y.X }); return 0 }()
	_ = slices.Sorted(maps.Keys(map[string]int{"b": 1}))
	_ = slices.Sorted[string]
	_ = slices.Max([]float64{1, 2})
	_ = slices.Max([]int{1})
	_ = slices.Max([]int{2})
	_ = top([]int{1})
)`, "")
	u, err := Check("x.go", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	code := string(u.Code)
	for _, want := range []string{"_skillrun_slices_SortFunc_", "_skillrun_slices_maxFloat_", "_skillrun_maps_Keys_", `_skillrun_sort "sort"`} {
		if !strings.Contains(code, want) {
			t.Errorf("normalised code lacks %q:\n%s", want, code)
		}
	}
	if n := strings.Count(code, "\nfunc _skillrun_slices_Max_"); n != 1 {
		t.Errorf("%d copies of slices.Max over []int, want 1:\n%s", n, code)
	}
	if strings.Contains(code, "\"slices\"") || strings.Contains(code, "\"maps\"") || slices.Contains(u.Imports, "slices") {
		t.Errorf("slices or maps still imported (%v):\n%s", u.Imports, code)
	}
	if !slices.Contains(u.Imports, "cmp") || !slices.Contains(u.Imports, "sort") {
		t.Errorf("imports %v, want cmp (a constraint uses it) and sort", u.Imports)
	}
	orig := strings.Split(src, "\n")
	got := strings.Split(code, "\n")
	for i, line := range orig {
		if strings.HasPrefix(line, "func Run") && !strings.HasPrefix(got[i], "func Run") {
			t.Errorf("line %d moved: %q", i+1, got[i])
		}
	}
}

// TestStdGenericNames: a copy's parameters and locals do not hide the
// skill's types of the same names (a type s, and Clone(s S) S written
// with it, did not type-check).
func TestStdGenericNames(t *testing.T) {
	src := stateSkill("\t\"maps\"\n\t\"slices\"\n", `type s struct{ N int }

type x []s

type v int

type m map[v]s

var (
	xs = slices.Insert(x{{3}, {1}}, 1, s{9})
	ys = slices.Clone(xs)
	ks = slices.Sorted(maps.Keys(m{2: {7}, 1: {8}}))
	vs = slices.Max(slices.Repeat([]v{1, 2}, 2))
	_  = func() int { slices.SortFunc(ys, func(a, b s) int { return a.N - b.N }); return 0 }()
)`, "")
	if _, err := Check("x.go", []byte(src)); err != nil {
		t.Fatal(err)
	}
}

// TestStdGenericLocal: a use over a type declared in a function gets its
// copy declared after that type's declaration, on the same line (the
// lines after keep their numbers, so errors and stack traces name the
// skill's lines); two functions' types of one name get a copy each.
func TestStdGenericLocal(t *testing.T) {
	src := header + `func a() int {
	type p struct{ X int }
	xs := []p{{2}, {1}}
	slices.SortFunc(xs, func(a, b p) int { return a.X - b.X })
	return xs[0].X // line a
}

func b() string {
	type p struct{ S string }
	xs := slices.Insert([]p{{"x"}}, 0, p{"y"})
	return xs[0].S // line b
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	return skills.Result{"a": a(), "b": b()}, nil
}
`
	src = strings.Replace(src, "import \"github.com/skillrun/skillrun/skills\"", "import (\n\t\"slices\"\n\n\t\"github.com/skillrun/skillrun/skills\"\n)", 1)
	u, err := Check("x.go", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	code := string(u.Code)
	for _, marker := range []string{"// line a", "// line b"} {
		want := strings.Count(src[:strings.Index(src, marker)], "\n")
		i := strings.Index(code, marker)
		if i < 0 {
			t.Fatalf("%s not in the normalised source:\n%s", marker, code)
		}
		if got := strings.Count(code[:i], "\n"); got != want {
			t.Errorf("%s is on line %d of the normalised source; want %d (the skill's):\n%s", marker, got+1, want+1, code)
		}
	}
	if n := strings.Count(code, "= func ( _skillrun_"); n != 2 {
		t.Errorf("%d copies declared in functions; want 2 (one for each p):\n%s", n, code)
	}
}
