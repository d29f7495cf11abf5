package check

import (
	"fmt"
	"go/ast"
	"go/types"
)

// The interpreter holds a value of the skill's struct type in an
// interface with the reflect type of its fields, so two struct types of
// the skill's with identical field lists (an expression tree's
// add{L, R node} and mul{L, R node}) asserted to each other: x.(add)
// matched a mul, and a type switch took the first of their cases for
// both. Vet refused such an assertion (checkSameLayoutAssert). When the
// type asserted to has methods and is declared at the top of the file,
// the normaliser declares a marker method on it, which the interpreter's
// assertion to an interface asks the value for, and asserts to the
// marker first (layoutTwin).

// layoutTwinType reports whether x.(typ) asserts, from the skill's own
// interface or an empty one, to a struct type of the skill's with
// methods, at the top of the file and not generic, that another struct
// type of the skill's shares the underlying type of.
func (c *checker) layoutTwinType(x, typ ast.Expr) (*types.Named, bool) {
	xt, tt := c.info.TypeOf(x), c.info.TypeOf(typ)
	if xt == nil || tt == nil || !types.IsInterface(xt) || c.isTypeParam(x) {
		return nil, false
	}
	if n, ok := types.Unalias(xt).(*types.Named); ok && n.Obj().Pkg() != c.pkg {
		return nil, false // another package's interface (error): the interpreter's wrapper has its methods only
	}
	n, ok := types.Unalias(tt).(*types.Named)
	if !ok || n.Obj().Pkg() != c.pkg || n.Obj().Parent() != c.pkg.Scope() || n.TypeParams().Len() > 0 {
		return nil, false
	}
	if _, ok := n.Underlying().(*types.Struct); !ok || types.NewMethodSet(n).Len() == 0 || c.sameLayout(n) == nil {
		return nil, false
	}
	return n, true
}

// layoutMarker declares the marker method of n and returns the
// interface that asks for it.
func (nz *normaliser) layoutMarker(n *types.Named) string {
	m := "_skillrun_twin_" + mangle(n.Obj().Name())
	name := "_skillrun_marker_" + mangle(n.Obj().Name())
	if _, ok := nz.helpers[name]; !ok {
		nz.setHelper(name, fmt.Sprintf("\nfunc (%s) %s() {}\n", n.Obj().Name(), m))
	}
	return "interface{ " + m + "() }"
}

// layoutTwinCheck returns the condition that s (x's value) holds a typ
// (see layoutTwinType), or "".
func (nz *normaliser) layoutTwinCheck(x, typ ast.Expr, s string) string {
	n, ok := nz.c.layoutTwinType(x, typ)
	if !ok || nz.hiddenAt(typ.Pos(), n) != "" {
		return ""
	}
	marker := nz.layoutMarker(n)
	return fmt.Sprintf("func() bool { if _, ok := %s.(%s); !ok { return false }; _, ok := %s.(%s); return ok }()", s, marker, s, exprText(nz.c, typ))
}

// layoutTwinAssert rewrites x.(typ) (see layoutTwinType): in a comma-ok
// assignment into a function literal that asks for the marker first,
// otherwise into an assertion to the marker's interface, then to typ
// (which panics, as Go's does, when x holds another type). It reports
// whether it did.
func (nz *normaliser) layoutTwinAssert(ta *ast.TypeAssertExpr, commaOK bool) bool {
	n, ok := nz.c.layoutTwinType(ta.X, ta.Type)
	if !ok || nz.hiddenAt(ta.Pos(), n) != "" {
		return false
	}
	from := nz.c.info.TypeOf(ta.X)
	if nz.hiddenAt(ta.Pos(), from) != "" {
		return false
	}
	typ := exprText(nz.c, ta.Type)
	if !commaOK {
		nz.insert(ta.Lparen-1, ".("+nz.layoutMarker(n)+")")
		return true
	}
	cond := nz.layoutTwinCheck(ta.X, ta.Type, "_skillrun_x")
	nz.insert(ta.X.Pos(), fmt.Sprintf("func(_skillrun_x %s) (%s, bool) { if !%s { var z %s; return z, false }; v, ok := _skillrun_x.(%s); return v, ok }(", nz.typeString(from), typ, cond, typ, typ))
	nz.replace(ta.X.End(), ta.End(), ")")
	return true
}
