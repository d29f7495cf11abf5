package check

import (
	"fmt"
	"go/ast"
	"go/types"
	"strings"
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

// A pointer to a value of a type parameter (&xs[i], new(T), p *T)
// converted to an empty interface held a pointer without the methods of
// the type argument's pointer: any(&xs[i]).(type) took no case of the
// skill's interface (*user has Validate), silently. Passing it does not
// keep them either; the pointer asserts to the skill's pointer type,
// though, and ptrAnyHelper's helper gives it back as that type.

// ptrAnyHelper declares the helper that converts a pointer to a type
// parameter's value to any with its methods: a pointer to each struct
// type of the skill's with methods on its pointer, that no other struct
// type of the skill's shares the fields of (it would match both), is
// handed back as that type. It returns "" when the skill has none.
func (nz *normaliser) ptrAnyHelper() string {
	const name = "_skillrun_ptrany"
	if _, ok := nz.helpers[name]; ok {
		return name
	}
	var cases strings.Builder
	scope := nz.c.pkg.Scope()
	for _, n := range scope.Names() {
		tn, ok := scope.Lookup(n).(*types.TypeName)
		if !ok || tn.IsAlias() {
			continue
		}
		nt, ok := tn.Type().(*types.Named)
		if !ok || nt.TypeParams().Len() > 0 {
			continue
		}
		if _, ok := nt.Underlying().(*types.Struct); !ok || nz.c.sameLayout(nt) != nil || !nz.nameableOf(nt) {
			continue
		}
		p := types.NewPointer(nt)
		if types.NewMethodSet(p).Len() == 0 {
			continue
		}
		typ, ok := nz.nameOf(p)
		if !ok {
			continue
		}
		methods, ok := nz.methodsOf(p)
		if !ok {
			continue
		}
		fmt.Fprintf(&cases, "\tif v, ok := x.(%s); ok {\n\t\treturn []any{[]%s{[]%s{v}[0]}[0]}[0]\n\t}\n", typ, methods, typ)
	}
	if cases.Len() == 0 {
		return ""
	}
	nz.setHelper(name, "\nfunc "+name+"(x any) any {\n"+cases.String()+"\treturn x\n}\n")
	return name
}

// typeParamConv rewrites call, a conversion of a value whose type is a
// type parameter to an interface type, into a call of a function literal
// taking and returning that interface: I(v) becomes
// func(_skillrun_x I) I { return _skillrun_x }(v). A pointer to such a
// value converted to any goes through ptrAnyHelper's helper instead.
func (nz *normaliser) typeParamConv(call *ast.CallExpr) {
	if len(call.Args) != 1 || call.Ellipsis.IsValid() {
		return
	}
	tv, ok := nz.c.info.Types[call.Fun]
	if !ok || !tv.IsType() {
		return
	}
	if tp, ok := tv.Type.(*types.TypeParam); ok {
		// A conversion to a type parameter (PT(&v), PT constrained
		// by interface{ *T; Set(string) }) did not compile ("not a
		// generic type"); an assignment to it does.
		if at := nz.c.info.TypeOf(call.Args[0]); at != nil && types.AssignableTo(at, tp) && nz.c.info.Types[call.Args[0]].Value == nil {
			name := string(nz.c.src[nz.offset(call.Fun.Pos()):nz.offset(call.Fun.End())])
			nz.replace(call.Fun.Pos(), call.Fun.End(), "func(_skillrun_x "+name+") "+name+" { return _skillrun_x }")
		}
		return
	}
	if !types.IsInterface(tv.Type) {
		return
	}
	at := nz.c.info.TypeOf(call.Args[0])
	if p, ok := at.(*types.Pointer); ok {
		if _, ok := p.Elem().(*types.TypeParam); ok && types.Identical(tv.Type.Underlying(), types.NewInterfaceType(nil, nil)) {
			if name := nz.ptrAnyHelper(); name != "" {
				nz.replace(call.Fun.Pos(), call.Fun.End(), name)
			}
		}
		return
	}
	if _, ok := at.(*types.TypeParam); !ok {
		return
	}
	fun := ast.Unparen(call.Fun)
	it := string(nz.c.src[nz.offset(fun.Pos()):nz.offset(fun.End())])
	nz.replace(call.Fun.Pos(), call.Fun.End(), "func(_skillrun_x "+it+") "+it+" { return _skillrun_x }")
}

// ptrToAny wraps e, a pointer to a type parameter's value stored in,
// passed as or returned as an any (to), in ptrAnyHelper's helper, and a
// type parameter's value in the function literal of typeParamConv; it
// reports whether it did.
func (nz *normaliser) ptrToAny(to types.Type, e ast.Expr) bool {
	if !plainAny(to) {
		return false
	}
	et := nz.c.info.TypeOf(e)
	if _, ok := et.(*types.TypeParam); ok {
		// A type parameter's value returned as an any lost its
		// methods as converted with any(v) did.
		nz.wrap(e.Pos(), e.End(), "func(_skillrun_x any) any { return _skillrun_x }(", ")")
		return true
	}
	p, ok := et.(*types.Pointer)
	if !ok {
		return false
	}
	if _, ok := p.Elem().(*types.TypeParam); !ok {
		return false
	}
	name := nz.ptrAnyHelper()
	if name == "" {
		return false
	}
	nz.wrap(e.Pos(), e.End(), name+"(", ")")
	return true
}

// plainAny reports whether to is the empty interface (any), and not a
// type parameter constrained by it: what a value is stored in, passed or
// returned as when the interpreter loses its methods.
func plainAny(to types.Type) bool {
	if to == nil {
		return false
	}
	if _, param := to.(*types.TypeParam); param {
		return false
	}
	in, ok := to.Underlying().(*types.Interface)
	return ok && in.Empty()
}
