package check

import (
	"go/ast"
	"go/types"
)

// yaegi v0.16.1 converts a value of a type parameter to an interface
// type, written as a conversion (any(v), interface{}(v), fmt.Stringer(v)
// in func f[T any](v T)), to a value of the type argument's reflect type
// without its methods: a type switch's case sym or case point (the
// skill's types with methods) and a comma-ok assertion to them missed
// and took case string or default instead, fmt did not call String, and
// a conversion to an interface with methods crashed (reflect.Set: value
// of type string is not assignable to type fmt.Stringer). Passed to a
// parameter of the interface type the value keeps them, so the
// conversion becomes a call of a function literal that returns its
// parameter (typeParamConv).

// typeParamConv rewrites call, a conversion of a value whose type is a
// type parameter to an interface type, into a call of a function literal
// taking and returning that interface: I(v) becomes
// func(_skillrun_x I) I { return _skillrun_x }(v).
func (nz *normaliser) typeParamConv(call *ast.CallExpr) {
	if len(call.Args) != 1 || call.Ellipsis.IsValid() {
		return
	}
	tv, ok := nz.c.info.Types[call.Fun]
	if !ok || !tv.IsType() || !types.IsInterface(tv.Type) {
		return
	}
	if _, ok := nz.c.info.TypeOf(call.Args[0]).(*types.TypeParam); !ok {
		return
	}
	fun := ast.Unparen(call.Fun)
	it := string(nz.c.src[nz.offset(fun.Pos()):nz.offset(fun.End())])
	nz.replace(call.Fun.Pos(), call.Fun.End(), "func(_skillrun_x "+it+") "+it+" { return _skillrun_x }")
}
