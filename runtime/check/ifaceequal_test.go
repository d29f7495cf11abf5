package check

import (
	"strings"
	"testing"
)

// TestIfaceEqualRewritten: == and != between two values of the empty
// interface, in a skill that declares a type with methods, compare
// through plain.Equal; in a skill without one they are left as written.
func TestIfaceEqualRewritten(t *testing.T) {
	decls := "type p struct{ x int }\n\nfunc (v p) String() string { return \"p\" }"
	src := stateSkill("", decls, "\tvar a, b any = p{1}, p{1}\n\t_ = a == b && a != nil\n\t_ = a != b")
	u, err := Check("x.go", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"(_skillrun_plain.Equal(a , b)) && a != nil", "(!_skillrun_plain.Equal(a , b))"} {
		if !strings.Contains(string(u.Code), want) {
			t.Errorf("normalised source lacks %q:\n%s", want, u.Code)
		}
	}
	src = stateSkill("", "type p struct{ x int }", "\tvar a, b any = p{1}, p{1}\n\t_ = a == b")
	u, err = Check("x.go", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(u.Code), "Equal") {
		t.Errorf("a skill without methods had its comparison rewritten:\n%s", u.Code)
	}
}

// TestIfaceSwitchCaseRefused: a case of an interface value in a switch
// on an interface value, in a skill that declares a type with methods, is
// refused at the case; a constant case is not.
func TestIfaceSwitchCaseRefused(t *testing.T) {
	decls := "type p struct{ x int }\n\nfunc (v p) String() string { return \"p\" }"
	vetRefuses(t, "", decls, "\tvar a, b any = p{1}, p{1}\n\tswitch a {\n\tcase 3:\n\tcase b:\n\t}", "is not supported by the interpreter", "17:7: a case of an interface value in a switch on an interface value that may hold a type declared in the skill with methods (p)")
	vetAllows(t, "", decls, "\tvar a any = p{1}\n\tswitch a {\n\tcase 3, \"x\":\n\t}")
}

// TestIfaceStructKeyRefused: a map keyed by a struct holding an interface,
// in a skill that declares a type with methods, is refused at its keys.
func TestIfaceStructKeyRefused(t *testing.T) {
	decls := "type p struct{ x int }\n\nfunc (v p) String() string { return \"p\" }\n\ntype rec struct{ v any }"
	vetRefuses(t, "", decls, "\tm := map[rec]int{{p{1}}: 1}\n\tm[rec{p{1}}]++", "is not supported by the interpreter", "16:19: a map keyed by rec, which holds interface values", "17:4: a map keyed by rec")
	vetAllows(t, "", "type rec struct{ v any }", "\tm := map[rec]int{}\n\tm[rec{1}]++")
}

// TestAnyKeyRefused: a map keyed by an empty interface, indexed or keyed
// in a literal by a value of a type the skill declares with methods (or
// an interface that may hold one), is refused at the key; keys of
// concrete types, and skills without such types, are allowed.
func TestAnyKeyRefused(t *testing.T) {
	decls := "type p struct{ x int }\n\nfunc (v p) String() string { return \"p\" }\n\ntype key interface{}"
	vetRefuses(t, "", decls, "\tm := map[any]int{p{1}: 1}\n\tvar a any = p{2}\n\tm[a]++\n\tk := map[key]bool{}\n\tk[&p{3}] = true", "is not supported by the interpreter: equal keys holding such values are different entries; key the map by a comparable concrete type, or by a string",
		"16:19: a map keyed by any with a key that may hold a type declared in the skill with methods (p)",
		"18:4: a map keyed by any with a key that may hold a type declared in the skill with methods (p)",
		"20:4: a map keyed by key with a key that may hold a type declared in the skill with methods (*p)")
	vetAllows(t, "", decls, "\tm := map[any]int{1: 1, \"a\": 2}\n\tm[3]++\n\tm[p{1}.String()]++")
	vetAllows(t, "", "type q struct{ x int }", "\tm := map[any]int{q{1}: 1}\n\tvar a any = q{2}\n\tm[a]++")
}
