package check

import (
	"go/ast"
	"go/token"
	"go/types"
)

// yaegi v0.16.1 keeps a value of a type the skill declares with methods,
// stored in an any, as a wrapper of the expression's node and the slot it
// was read from (see ifacecopy.go, which makes every such store one), and
// compares two such values by node and slot: any(p1) == any(p2), or a and
// b of var a, b any = p1, p2, answered false for equal structs (Go: true),
// silently. checkCompare refuses a comparison of interfaces that may hold
// the skill's types, but for two values of the empty interface (mostly
// decoded data). ifaceEqual rewrites such a comparison, in a skill that
// declares a type with methods, to plain.Equal, which compares the values
// the wrappers hold: x == y becomes _skillrun_plain.Equal(x, y), and
// x != y, !_skillrun_plain.Equal(x, y).
func (nz *normaliser) ifaceEqual(e *ast.BinaryExpr) {
	if e.Op != token.EQL && e.Op != token.NEQ {
		return
	}
	if !nz.emptyIfaceOperand(e.X) || !nz.emptyIfaceOperand(e.Y) || !nz.c.skillHasMethods() {
		return
	}
	open := "_skillrun_plain.Equal("
	if e.Op == token.NEQ {
		open = "!" + open
	}
	nz.plain = true
	nz.wrap(e.X.Pos(), e.Y.End(), "("+open, "))")
	nz.replace(e.OpPos, e.OpPos+token.Pos(len(e.Op.String())), ",")
}

// emptyIfaceOperand reports whether e is a value of the empty interface
// (not a type parameter, not nil) that may hold a type the skill declares.
func (nz *normaliser) emptyIfaceOperand(e ast.Expr) bool {
	return nz.c.emptyIfaceOperand(e)
}

func (c *checker) emptyIfaceOperand(e ast.Expr) bool {
	return c.isEmptyInterface(e) && !c.isTypeParam(e) && c.mayHoldSkillType(e, e.Pos())
}

// skillHasMethods reports whether the skill declares a type with methods
// (T or *T), whose values the interpreter wraps in an any.
func (c *checker) skillHasMethods() bool { return c.typeWithMethods() != nil }

// typeWithMethods returns the first type of the skill (T or *T) with
// methods, or nil.
func (c *checker) typeWithMethods() types.Type {
	for _, t := range c.implementers().all {
		if types.NewMethodSet(t).Len() > 0 {
			return t
		}
	}
	return nil
}

// checkSwitchCase reports a case of a switch on a value of the empty
// interface whose expression is itself such a value, in a skill that
// declares a type with methods: the interpreter compares the two as
// ifaceEqual says, and never took the case when both held equal values
// of the skill's type (silently).
func (c *checker) checkSwitchCase(tag, e ast.Expr) {
	t := c.typeWithMethods()
	if t == nil || !c.emptyIfaceOperand(tag) || !c.emptyIfaceOperand(e) {
		return
	}
	c.errorf(e.Pos(), "a case of an interface value in a switch on an interface value that may hold a type declared in the skill with methods (%s) is not supported by the interpreter: it never takes the case when both hold equal values of that type; write the switch as if x == y { ... } else if ...", types.TypeString(t, types.RelativeTo(c.pkg)))
}
