package check

import (
	"go/ast"
	"go/token"
	"go/types"
)

// yaegi v0.16.1 compiles a conversion to an interface compared with the
// nil literal as a comparison of the value converted: any(q) == nil, q a
// nil *int (or a nil map, slice, func or channel, or in a generic
// function shape(x) == nil for x a nil *T), answered true where Go says
// false (the interface holds a typed nil), and any(q) != nil false,
// silently. A conversion that is not an operand of the comparison (a :=
// any(q); a == nil) was right, and so is a composite literal's element.
// convNilCompare rewrites such an operand I(x), x not an interface (a
// type parameter, which may be one, is converted as Go does), into
// []I{x}[0]. copyConversion already rewrites a value of the skill's type
// with methods.
func (nz *normaliser) convNilCompare(e *ast.BinaryExpr) {
	if e.Op != token.EQL && e.Op != token.NEQ {
		return
	}
	for _, pair := range [][2]ast.Expr{{e.X, e.Y}, {e.Y, e.X}} {
		if tv, ok := nz.c.info.Types[pair[1]]; !ok || !tv.IsNil() {
			continue
		}
		call, ok := ast.Unparen(pair[0]).(*ast.CallExpr)
		if !ok || len(call.Args) != 1 || call.Ellipsis.IsValid() {
			continue
		}
		tv, ok := nz.c.info.Types[call.Fun]
		if !ok || !tv.IsType() || !types.IsInterface(tv.Type) {
			continue
		}
		if _, param := tv.Type.(*types.TypeParam); param {
			continue
		}
		arg := call.Args[0]
		at := nz.c.info.TypeOf(arg)
		if at == nil || nz.c.info.Types[arg].IsNil() {
			continue
		}
		if _, param := at.(*types.TypeParam); !param && types.IsInterface(at) {
			continue
		}
		if _, _, ok := nz.copyTypes(tv.Type, arg); ok {
			continue // copyConversion's
		}
		nz.insert(call.Fun.Pos(), "[]")
		nz.replace(call.Lparen, call.Lparen+1, "{")
		nz.replace(call.Rparen, call.Rparen+1, "}[0]")
	}
}
