package check

import (
	"strings"
	"testing"
)

// TestLayoutTwin: asserting the skill's interface or an any to one of two
// struct types with identical field lists, with methods, asks for a
// marker method declared on it first: in a type switch's case, a
// comma-ok assertion and a single-valued one. Without methods it is
// still refused.
func TestLayoutTwin(t *testing.T) {
	decls := "type node interface{ eval() int }\n\ntype add struct{ l, r node }\n\ntype mul struct{ l, r node }\n\nfunc (a add) eval() int { return 1 }\n\nfunc (m mul) eval() int { return 2 }"
	u, err := Check("x.go", []byte(stateSkill("", decls, "\tvar n node = add{}\n\tswitch n.(type) {\n\tcase mul:\n\t}\n\t_, ok := n.(add)\n\t_ = n.(mul)\n\t_ = ok")))
	if err != nil {
		t.Fatal(err)
	}
	code := string(u.Code)
	for _, want := range []string{
		"func (mul) _skillrun_twin_mul() {}",
		"case func() bool { if _, ok := _skillrun_ts1.(interface{ _skillrun_twin_mul() }); !ok { return false }; _, ok := _skillrun_ts1.(mul); return ok }():",
		"if _, ok := _skillrun_x.(interface{ _skillrun_twin_add() }); !ok { return false }",
		"_ = n.(interface{ _skillrun_twin_mul() }).(mul)",
	} {
		if !strings.Contains(code, want) {
			t.Errorf("normalised source lacks %q:\n%s", want, code)
		}
	}
	vetRefuses(t, "", "type node interface{}\n\ntype add struct{ l, r node }\n\ntype mul struct{ l, r node }", "\tvar n node = add{}\n\t_, ok := n.(mul)\n\t_ = ok", "which has the same underlying type as add", "17:14: asserting to mul")
}
