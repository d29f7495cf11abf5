package check

import (
	"fmt"
	"go/ast"
	"go/types"
	"sort"
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
		if nz.untypedConst(call.Args[0]) {
			// An untyped constant converted to a type parameter (T(1)
			// in a generic sum over a skill's type declared over int64)
			// crashed the compiler when the function was instantiated
			// with a type the skill declares ("CFG post-order panic");
			// a variable of T initialised with the constant compiles.
			name, val := exprText(nz.c, call.Fun), exprText(nz.c, call.Args[0])
			if !strings.Contains(name+val, "\n") {
				v := nz.fresh("const")
				nz.replace(call.Pos(), call.End(), "func() "+name+" { var "+v+" "+name+" = "+val+"; return "+v+" }()")
			}
			return
		}
		// A conversion to a type parameter (PT(&v), PT constrained
		// by interface{ *T; Set(string) }) did not compile ("not a
		// generic type"); an assignment to it does.
		if at := nz.c.info.TypeOf(call.Args[0]); at != nil && types.AssignableTo(at, tp) && nz.c.info.Types[call.Args[0]].Value == nil {
			name := exprText(nz.c, call.Fun)
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
	it := exprText(nz.c, fun)
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

// untypedConst reports whether e is written as an untyped constant: of
// literals, and constants declared without a type, and operators. (The
// type checker records such an operand of a conversion to a type
// parameter with its default type.)
func (nz *normaliser) untypedConst(e ast.Expr) bool {
	switch e := ast.Unparen(e).(type) {
	case *ast.BasicLit:
		return true
	case *ast.Ident:
		c, ok := nz.c.info.Uses[e].(*types.Const)
		if !ok {
			return false
		}
		b, ok := c.Type().(*types.Basic)
		return ok && b.Info()&types.IsUntyped != 0
	case *ast.UnaryExpr:
		return nz.untypedConst(e.X)
	case *ast.BinaryExpr:
		return nz.untypedConst(e.X) && nz.untypedConst(e.Y)
	}
	return false
}

// namedTypeParamConv refuses an instance, with a type argument the skill
// declares, of a generic function or type whose code converts a value
// that is not a constant to one of its type parameters (T(n) with n an
// int): yaegi v0.16.1's compiler crashed on the conversion for such an
// instance ("CFG post-order panic: ... nil pointer dereference", or "too
// many arguments"), placed at the instantiation. A constant converted is
// rewritten (typeParamConv); an instance with a predeclared type runs.
func (nz *normaliser) namedTypeParamConv() {
	c := nz.c
	convs := map[types.Object]*ast.CallExpr{} // a generic function or type: its first conversion
	for _, d := range c.file.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || fd.Body == nil {
			continue
		}
		var owner types.Object
		if g := genericRecv(c.info, fd); g != nil {
			owner = g.Obj()
		} else if fd.Type.TypeParams != nil {
			owner = c.info.Defs[fd.Name]
		} else {
			continue
		}
		if owner == nil || convs[owner] != nil {
			continue
		}
		ast.Inspect(fd.Body, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || len(call.Args) != 1 || convs[owner] != nil {
				return convs[owner] == nil
			}
			if tv, ok := c.info.Types[call.Fun]; ok && tv.IsType() {
				// Not one typeParamConv rewrites (an assignable value).
				at := c.info.TypeOf(call.Args[0])
				if tp, ok := tv.Type.(*types.TypeParam); ok && c.info.Types[call.Args[0]].Value == nil && at != nil && !types.AssignableTo(at, tp) {
					convs[owner] = call
				}
			}
			return true
		})
	}
	if len(convs) == 0 {
		return
	}
	reported := map[types.Object]bool{}
	var ids []*ast.Ident
	for id := range c.info.Instances {
		ids = append(ids, id)
	}
	sort.Slice(ids, func(i, j int) bool { return ids[i].Pos() < ids[j].Pos() })
	for _, id := range ids {
		obj := c.info.Uses[id]
		if obj == nil {
			continue
		}
		conv := convs[obj]
		if conv == nil {
			continue
		}
		args := c.info.Instances[id].TypeArgs
		for i := range args.Len() {
			named, ok := types.Unalias(args.At(i)).(*types.Named)
			if !ok || named.Obj().Pkg() != c.pkg || named.TypeArgs().Len() > 0 {
				continue
			}
			at := c.fset.Position(conv.Pos())
			c.errorf(id.Pos(), "%s is instantiated with %s, a type the skill declares, and converts a value to its type parameter at line %d (%s): the interpreter's compiler crashes on that conversion for a type the skill declares; instantiate it with %s's underlying type (%s)",
				id.Name, named.Obj().Name(), at.Line, types.ExprString(conv), named.Obj().Name(), nz.typeString(named.Underlying()))
			reported[obj] = true
			break
		}
	}
	// Instances made in generic code (newGrid[int, meters] making
	// grid[K, V] in its body), resolved by instanceKeys: refused at the
	// conversion, naming the type.
	var owners []types.Object
	for obj := range convs {
		if !reported[obj] {
			owners = append(owners, obj)
		}
	}
	sort.Slice(owners, func(i, j int) bool { return convs[owners[i]].Pos() < convs[owners[j]].Pos() })
	for _, obj := range owners {
		for _, l := range c.instLists[obj] {
			var declared *types.TypeName
			for _, a := range l {
				if tn, ok := c.pkg.Scope().Lookup(a).(*types.TypeName); ok && !tn.IsAlias() {
					if n, ok := tn.Type().(*types.Named); ok && n.TypeParams().Len() == 0 {
						declared = tn
						break
					}
				}
			}
			if declared == nil {
				continue
			}
			conv := convs[obj]
			c.errorf(conv.Pos(), "%s converts a value to a type parameter of %s, which generic code instantiates with %s, a type the skill declares (%s[%s]): the interpreter's compiler crashes on that conversion for a type the skill declares; instantiate it with %s's underlying type (%s)",
				types.ExprString(conv), obj.Name(), declared.Name(), obj.Name(), strings.Join(l, ", "), declared.Name(), nz.typeString(declared.Type().Underlying()))
			break
		}
	}
}
