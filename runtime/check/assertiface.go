package check

import (
	"fmt"
	"go/ast"
	"go/types"
	"strings"
)

// The interpreter binds x.(T), T another package's interface with
// methods (fmt.Stringer, error, sort.Interface), by building T's wrapper
// from the expression that stored the value in x, evaluated again in the
// frame of the function that asserts (yaegi v0.16.1, interp/run.go,
// typeAssert: genInterfaceWrapper(val.node, rtype)(f)). When a value of
// the skill's type with those methods was stored in another function (an
// any passed in, read from a slice or map of any, sent on a channel),
// that reads an unrelated variable of the asserting function: with a few
// variables there it crashed ("call of reflect.Value.Type on zero
// Value"), or bound a wrong value silently. The interpreter binds an
// interface the skill declares right (it keeps the interface value as it
// is), and converts one to another package's interface from a variable
// of the function that converts. assertIface rewrites such an assertion,
// on its line, into a call of a generated helper that does both:
//
//	s, ok := x.(fmt.Stringer)
//
// becomes
//
//	s, ok := _skillrun_assert_fmt_Stringer(x)
//
// with
//
//	type _skillrun_iface_fmt_Stringer interface {
//		String() string
//	}
//
//	func _skillrun_assert_fmt_Stringer(x any) (fmt.Stringer, bool) {
//		if x == nil {
//			return nil, false
//		}
//		if _, ok := x.(_skillrun_iface_fmt_Stringer); ok {
//			switch s := x.(type) {
//			case _skillrun_iface_fmt_Stringer:
//				return s, true
//			}
//		}
//		s, ok := x.(fmt.Stringer)
//		return s, ok
//	}
//
// (the interpreter's type switch of one case of the skill's interface,
// bound, matches any value of the skill's, whatever its methods: the
// assertion before it tells; the last assertion is reached by values of
// other packages, which the interpreter holds as they are; a nil x is
// answered first: the interpreter's x.(error) of a nil any crashed,
// "reflect: call of reflect.Value.Type on zero Value"). x.(T) with one result calls
// _skillrun_must_..., which panics when the value is not a T (the
// interpreter's x.(T) returned a zero T when the value's type had fewer
// methods).
func (nz *normaliser) assertIface(ta *ast.TypeAssertExpr) {
	if ta.Type == nil {
		return // a type switch's x.(type): see typeSwitch
	}
	if nz.emptyAssert(ta) || nz.heldAssert(ta) {
		return
	}
	_, commaOK := nz.c.info.Types[ta].Type.(*types.Tuple) // (T, bool) in a comma-ok assignment
	if nz.twinAssert(ta, commaOK) || nz.layoutTwinAssert(ta, commaOK) {
		return
	}
	if open, close := nz.foreignCall(ta.X, ta.Type); open != "" && nz.ptrOnlyAssertCall(ta, "", open, close, commaOK) {
		return
	}
	if nz.foreignAssert(ta) {
		return
	}
	if nz.nilPtrAssert(ta, commaOK) {
		return
	}
	name := nz.assertHelper(ta.X, ta.Type)
	switch {
	case name == "" && commaOK:
		name = nz.nilAssertHelper(ta.X, ta.Type)
	case name == "":
		name = nz.nilMustHelper(ta.X, ta.Type)
	case !commaOK:
		name = nz.mustHelper(name, ta.Type)
	}
	if nz.ptrOnlyAssert(ta, name, commaOK) {
		return
	}
	if name == "" {
		return
	}
	nz.insert(ta.X.Pos(), name+"(")
	nz.replace(ta.X.End(), ta.End(), ")")
}

// assertHelper returns the helper that asserts x to typ (see assertIface),
// writing it, or "" when the interpreter binds x.(typ) right: x of
// another package's interface (the interpreter holds its value in that
// interface's wrapper, not as the skill's value), typ not another
// package's interface with methods, or no type of the skill has typ's
// methods.
func (nz *normaliser) assertHelper(x, typ ast.Expr) string {
	xt, tt := nz.c.info.TypeOf(x), nz.c.info.TypeOf(typ)
	if xt == nil || tt == nil || !types.IsInterface(xt) || !types.IsInterface(tt) {
		return ""
	}
	if n, ok := types.Unalias(xt).(*types.Named); ok && n.Obj().Pkg() != nz.c.pkg && !xt.Underlying().(*types.Interface).Empty() {
		return ""
	}
	n, ok := types.Unalias(tt).(*types.Named)
	if !ok || n.Obj().Pkg() == nz.c.pkg || tt.Underlying().(*types.Interface).Empty() || n.TypeArgs().Len() > 0 {
		return ""
	}
	if nz.c.implementer(tt, x.Pos()) == nil || !nz.c.mayHoldSkillType(x, x.Pos()) || !nz.nameableOf(tt) {
		return ""
	}
	// The skill's interface spells typ's methods out: one embedding typ
	// has none to the interpreter's assertion (every value matched it).
	in := tt.Underlying().(*types.Interface)
	var methods []string
	for i := range in.NumMethods() {
		m := in.Method(i)
		sig := m.Type().(*types.Signature)
		for _, v := range []*types.Tuple{sig.Params(), sig.Results()} {
			for j := range v.Len() {
				if !nz.nameableOf(v.At(j).Type()) {
					return ""
				}
			}
		}
		methods = append(methods, m.Name()+strings.TrimPrefix(types.TypeString(sig, nz.qualifier), "func"))
	}
	t := nz.typeString(tt)
	name := "_skillrun_assert_" + mangle(t)
	if _, ok := nz.helpers[name]; !ok {
		// A value of the skill's struct type held in another
		// package's any (a container/list Element's Value, a ring's)
		// is the struct without its methods: the assertion to the
		// skill's interface missed it (x.(fmt.Stringer) crashed where
		// Go finds String); the assertion to its type does not.
		var own strings.Builder
		scope := nz.c.pkg.Scope()
		for _, tn := range scope.Names() {
			o, ok := scope.Lookup(tn).(*types.TypeName)
			if !ok || o.IsAlias() {
				continue
			}
			if nt, ok := o.Type().(*types.Named); !ok || nt.TypeParams().Len() > 0 {
				continue
			}
			if _, ok := o.Type().Underlying().(*types.Struct); !ok || !nz.nameableOf(o.Type()) || nz.c.sameLayout(o.Type()) != nil {
				continue
			}
			for _, ot := range []types.Type{o.Type(), types.NewPointer(o.Type())} {
				if types.Implements(ot, in) {
					fmt.Fprintf(&own, "\tif v, ok := x.(%s); ok {\n\t\treturn v, true\n\t}\n", nz.typeString(ot))
				}
			}
		}
		iface := "_skillrun_iface_" + mangle(t)
		nz.setHelper(name, fmt.Sprintf(`
type %[2]s interface {
	%[4]s
}

func %[1]s(x any) (%[3]s, bool) {
	if x == nil {
		return nil, false
	}
	if _, ok := x.(%[2]s); ok {
		switch s := x.(type) {
		case %[2]s:
			return s, true
		}
	}
%[5]s	s, ok := x.(%[3]s)
	return s, ok
}
`, name, iface, t, strings.Join(methods, "\n\t"), own.String()))
	}
	return name
}

// mustHelper returns the helper of x.(typ) with one result, from the
// helper assert of its comma-ok form.
func (nz *normaliser) mustHelper(assert string, typ ast.Expr) string {
	t := nz.typeString(nz.c.info.TypeOf(typ))
	name := "_skillrun_must_" + mangle(t)
	if _, ok := nz.helpers[name]; !ok {
		nz.setHelper(name, fmt.Sprintf(`
func %[1]s(x any) %[2]s {
	if x == nil {
		panic(%[5]q)
	}
	s, ok := %[3]s(x)
	if !ok {
		_ = x.(%[2]s)
		panic(%[4]q)
	}
	return s
}
`, name, t, assert, "interface conversion: the value is not "+t, "interface conversion: interface is nil, not "+t))
	}
	return name
}

// nilAssertHelper returns a helper for v, ok := x.(typ), x of an
// interface type and typ another package's interface with methods
// (error, fmt.Stringer), that answers a nil x before asserting: the
// interpreter's comma-ok assertion of a nil interface value to such an
// interface crashed ("reflect: call of reflect.Value.Type on zero
// Value") where Go gives false. The helper's parameter keeps x's type.
func (nz *normaliser) nilAssertHelper(x, typ ast.Expr) string {
	from, t, ok := nz.nilSafeTypes(x, typ)
	if !ok {
		return ""
	}
	name := "_skillrun_nilassert_" + mangle(from) + "_" + mangle(t)
	if _, ok := nz.helpers[name]; !ok {
		nz.setHelper(name, fmt.Sprintf(`
func %[1]s(x %[2]s) (%[3]s, bool) {
	if x == nil {
		return nil, false
	}
	s, ok := x.(%[3]s)
	return s, ok
}
`, name, from, t))
	}
	return name
}

// otherPackageIface reports whether t is a named interface with methods
// of a package other than pkg (error is the universe's).
func otherPackageIface(pkg *types.Package, t types.Type) bool {
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Pkg() != pkg && n.TypeArgs().Len() == 0 && types.IsInterface(t) && !t.Underlying().(*types.Interface).Empty()
}

// nilMustHelper is nilAssertHelper for x.(typ) with one result: a nil x
// panics as Go's does ("interface conversion: interface is nil, not
// error"), where the interpreter crashed with a reflect error.
func (nz *normaliser) nilMustHelper(x, typ ast.Expr) string {
	from, t, ok := nz.nilSafeTypes(x, typ)
	if !ok {
		return ""
	}
	name := "_skillrun_nilmust_" + mangle(from) + "_" + mangle(t)
	if _, ok := nz.helpers[name]; !ok {
		nz.setHelper(name, fmt.Sprintf(`
func %[1]s(x %[2]s) %[3]s {
	if x == nil {
		panic(%[4]q)
	}
	return x.(%[3]s)
}
`, name, from, t, "interface conversion: interface is nil, not "+t))
	}
	return name
}

// nilSafeTypes returns the types of x and typ as the helpers of x.(typ)
// write them, when x is of an interface type and typ another package's
// interface with methods (see nilAssertHelper).
func (nz *normaliser) nilSafeTypes(x, typ ast.Expr) (from, t string, ok bool) {
	xt, tt := nz.c.info.TypeOf(x), nz.c.info.TypeOf(typ)
	if xt == nil || tt == nil || !types.IsInterface(xt) || !otherPackageIface(nz.c.pkg, tt) || !nz.nameableOf(xt) || !nz.nameableOf(tt) {
		return "", "", false
	}
	return nz.typeString(xt), nz.typeString(tt), true
}

// emptyAssert rewrites x.(any) (or x.(interface{}), or the skill's empty
// interface) into a call of a helper: the interpreter's comma-ok form
// answered false whatever x held (and left the value's target
// unchanged), and its one-result form panicked ("interface conversion:
// nil is not any") whatever x held. The helper answers as Go does: x,
// and whether it is not nil; with one result, a nil x panics with Go's
// message (a string, where Go's is a runtime.Error).
func (nz *normaliser) emptyAssert(ta *ast.TypeAssertExpr) bool {
	xt, tt := nz.c.info.TypeOf(ta.X), nz.c.info.TypeOf(ta.Type)
	if xt == nil || tt == nil {
		return false
	}
	if _, ok := tt.(*types.TypeParam); ok {
		return false
	}
	in, ok := tt.Underlying().(*types.Interface)
	if !ok || !in.Empty() || !nz.nameableOf(xt) || !nz.nameableOf(tt) {
		return false
	}
	from, t := nz.typeString(xt), nz.typeString(tt)
	_, commaOK := nz.c.info.Types[ta].Type.(*types.Tuple)
	var name string
	if commaOK {
		name = "_skillrun_anyassert_" + mangle(from) + "_" + mangle(t)
		if _, ok := nz.helpers[name]; !ok {
			nz.setHelper(name, fmt.Sprintf(`
func %[1]s(x %[2]s) (%[3]s, bool) {
	if x == nil {
		return nil, false
	}
	return x, true
}
`, name, from, t))
		}
	} else {
		name = "_skillrun_anymust_" + mangle(from) + "_" + mangle(t)
		if _, ok := nz.helpers[name]; !ok {
			want := t
			if t == "any" || t == "interface{}" {
				want = "interface {}"
			}
			nz.setHelper(name, fmt.Sprintf(`
func %[1]s(x %[2]s) %[3]s {
	if x == nil {
		panic(%[4]q)
	}
	return x
}
`, name, from, t, "interface conversion: interface is nil, not "+want))
		}
	}
	nz.insert(ta.X.Pos(), name+"(")
	nz.replace(ta.X.End(), ta.End(), ")")
	return true
}

// nilPtrType returns typ's type as the file names it when it is *T, T a
// package-level type of the skill with an Error or String method: the
// normaliser stores a nil *T in error or fmt.Stringer as plain's value
// for it (see asHelper), which x.(*T) and a type switch's case *T must
// answer as a nil *T.
func (nz *normaliser) nilPtrType(typ ast.Expr) (string, bool) {
	tt := nz.c.info.TypeOf(typ)
	p, ok := tt.(*types.Pointer)
	if !ok {
		return "", false
	}
	n := nz.c.declared(p)
	if n == nil || n.Obj().Parent() != nz.c.pkg.Scope() || n.TypeArgs().Len() > 0 {
		return "", false
	}
	if methodOf(p, nz.c.pkg, "Error") == nil && methodOf(p, nz.c.pkg, "String") == nil {
		return "", false
	}
	return nz.nameOf(p)
}

// nilPtrAssert rewrites x.(*T) (see nilPtrType), x of an interface type,
// into a call of a helper that answers plain's value for a nil *T as a
// nil *T, and asserts the others.
func (nz *normaliser) nilPtrAssert(ta *ast.TypeAssertExpr, commaOK bool) bool {
	t, plainNil := nz.nilPtrType(ta.Type)
	marker := nz.nilMarkerAssert(ta.X, ta.Type)
	if !plainNil && marker == "" {
		return false
	}
	if !plainNil {
		t, _ = nz.nameOf(nz.c.info.TypeOf(ta.Type))
	}
	xt := nz.c.info.TypeOf(ta.X)
	if xt == nil || !types.IsInterface(xt) || !nz.nameableOf(xt) {
		return false
	}
	if _, param := xt.(*types.TypeParam); param {
		return false
	}
	from := nz.typeString(xt)
	var isNil []string
	if plainNil {
		nz.plain = true
		isNil = append(isNil, fmt.Sprintf("_skillrun_plain.IsNilPtr(x, %q)", t))
	}
	if marker != "" {
		// nilMarker's value (see nilmarker.go).
		isNil = append(isNil, fmt.Sprintf("func() bool { _, ok := x.(%s); return ok }()", marker))
	}
	cond := strings.Join(isNil, " || ")
	var name string
	if commaOK {
		name = "_skillrun_nilptr_" + mangle(from) + "_" + mangle(t)
		nz.setHelper(name, fmt.Sprintf(`
func %[1]s(x %[2]s) (%[3]s, bool) {
	if x == nil {
		return nil, false
	}
	if %[4]s {
		return nil, true
	}
	v, ok := x.(%[3]s)
	return v, ok
}
`, name, from, t, cond))
	} else {
		name = "_skillrun_nilptrmust_" + mangle(from) + "_" + mangle(t)
		nz.setHelper(name, fmt.Sprintf(`
func %[1]s(x %[2]s) %[3]s {
	if x != nil && (%[4]s) {
		return nil
	}
	return x.(%[3]s)
}
`, name, from, t, cond))
	}
	nz.insert(ta.X.Pos(), name+"(")
	nz.replace(ta.X.End(), ta.End(), ")")
	return true
}
