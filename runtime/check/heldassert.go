package check

import (
	"go/ast"
	"go/types"
)

// x.(V), x of another package's interface (error, fmt.Stringer) and V a
// struct type the skill declares with value methods, always failed: the
// interpreter keeps the value in its wrapper of the interface, and
// compares the wrapper's type with V's (err.(ParseErr) was false with
// err holding a ParseErr; vet refused it). The helper that stored the
// value in the interface put it in the wrapper (plain.Hold), and the
// helper unwrapToAny declares for the interface gives it back as an any
// (plain.Held), which the interpreter asserts to V right: heldAssert
// asserts through that helper, and so does a type switch's case V (see
// typeSwitch, heldCase).

// heldAssertType reports whether x.(typ) is such an assertion.
func (c *checker) heldAssertType(x, typ ast.Expr) bool {
	xt, tt := c.info.TypeOf(x), c.info.TypeOf(typ)
	if xt == nil || tt == nil || types.IsInterface(tt) {
		return false
	}
	if n, ok := types.Unalias(xt).(*types.Named); !ok || n.Obj().Pkg() == c.pkg {
		return false
	}
	in, ok := xt.Underlying().(*types.Interface)
	if !ok || in.Empty() {
		return false
	}
	return c.heldType(tt, in)
}

// heldType reports whether tt is a struct type the skill declares at the
// top of its file, not generic, that implements in (see heldAssert).
func (c *checker) heldType(tt types.Type, in *types.Interface) bool {
	if !types.Implements(tt, in) {
		return false
	}
	n := c.declared(tt)
	if n == nil || n != types.Unalias(tt) || n.Obj().Parent() != c.pkg.Scope() || n.TypeParams().Len() > 0 || n.TypeArgs().Len() > 0 {
		return false
	}
	_, ok := tt.Underlying().(*types.Struct)
	return ok && c.sameLayoutIn(tt, in) == nil // another struct type with its fields would match too
}

// heldAssert wraps x of x.(V) (see heldAssertType) in the helper that
// returns x as an any.
func (nz *normaliser) heldAssert(ta *ast.TypeAssertExpr) bool {
	if ta.Type == nil || !nz.c.heldAssertType(ta.X, ta.Type) {
		return false
	}
	return nz.unwrapToAny(types.Universe.Lookup("any").Type(), ta.X)
}

// heldCase returns the helper a type switch's case typ over x asserts
// through (see heldAssert), or "".
func (nz *normaliser) heldCase(x, typ ast.Expr) string {
	if !nz.c.heldAssertType(x, typ) {
		return ""
	}
	return nz.unwrapHelper(nz.c.info.TypeOf(x), typ.Pos())
}
