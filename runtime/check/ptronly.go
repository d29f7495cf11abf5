package check

import (
	"fmt"
	"go/ast"
	"go/types"
	"strings"
)

// yaegi v0.16.1 gives a value of a type T the skill declares, held in an
// interface, the methods of *T as well: var x any = Pt{1}; x.(Shower),
// Show declared on *Pt, answered true (Go: false, Pt does not implement
// Shower), and fmt called (*Pt).String on a Pt it was handed
// (fmt.Sprint(p) printed <1,2> where Go prints {1 2}), silently.
// ptrOnlyTypes lists such types for an interface; the assertion helpers
// answer a value of one first, and fmt is handed a value of one as its
// underlying type (which has no methods). (A type switch's case of such
// an interface is left as typeSwitch writes it.)

// ptrOnlyTypes returns the skill's package-level types T, in the order
// of the package's names, such that *T implements iface and T does not.
func (c *checker) ptrOnlyTypes(iface types.Type) []types.Type {
	in, ok := iface.Underlying().(*types.Interface)
	if !ok || in.Empty() {
		return nil
	}
	var out []types.Type
	scope := c.pkg.Scope()
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok || tn.IsAlias() || types.IsInterface(tn.Type()) {
			continue
		}
		if n, ok := tn.Type().(*types.Named); ok && n.TypeParams().Len() > 0 {
			continue
		}
		t := tn.Type()
		if !types.Implements(t, in) && types.Implements(types.NewPointer(t), in) {
			out = append(out, t)
		}
	}
	return out
}

// ptrOnlyAssert wraps the assertion helper call (or x.(I) itself) of
// ta in a helper that answers a value of one of ptrOnlyTypes(I) as Go
// does: not an I (false, or a panic for x.(I) with one result). inner is
// the helper assertIface chose ("" for none).
func (nz *normaliser) ptrOnlyAssert(ta *ast.TypeAssertExpr, inner string, commaOK bool) bool {
	return nz.ptrOnlyAssertCall(ta, inner, "", "", commaOK)
}

// ptrOnlyAssertCall is ptrOnlyAssert, the assertion written as
// open+x+close+".(I)" when open is not "" (foreignAssert's form).
func (nz *normaliser) ptrOnlyAssertCall(ta *ast.TypeAssertExpr, inner, open, close string, commaOK bool) bool {
	xt, it := nz.c.info.TypeOf(ta.X), nz.c.info.TypeOf(ta.Type)
	if xt == nil || it == nil || !types.IsInterface(xt) || !types.IsInterface(it) || nz.c.isTypeParam(ta.X) {
		return false
	}
	ts := nz.c.ptrOnlyTypes(it)
	if len(ts) == 0 || !nz.nameableOf(xt) || !nz.nameableOf(it) {
		return false
	}
	from, to := nz.typeString(xt), nz.typeString(it)
	var checks strings.Builder
	for _, t := range ts {
		if !nz.nameableOf(t) {
			return false
		}
		if o := nz.c.sameLayout(t); o != nil {
			// Its check would take an o for a t (see sameLayout).
			nz.c.errorf(ta.Type.Pos(), "asserting to %s, which *%s implements but %s does not, is not supported by the interpreter when %s has the same underlying type as %s: it cannot tell them apart; give the types different fields, or declare %s's methods on %s", to, nz.typeString(t), nz.typeString(t), nz.typeString(t), nz.typeString(o), nz.typeString(t), nz.typeString(t))
			return true
		}
		name := nz.typeString(t)
		ret := "return nil, false"
		if !commaOK {
			ret = fmt.Sprintf("panic(%q)", "interface conversion: "+nz.c.pkg.Name()+"."+name+" is not "+types.TypeString(it, func(p *types.Package) string { return p.Name() })+": missing method (declared on *"+name+")")
		}
		fmt.Fprintf(&checks, "\tif _, ok := any(x).(%s); ok {\n\t\t%s\n\t}\n", name, ret)
	}
	call := open + "x" + close + ".(" + to + ")"
	name := "_skillrun_ptronly_" + mangle(from) + "_" + mangle(to)
	if !commaOK {
		name = "_skillrun_ptronlymust_" + mangle(from) + "_" + mangle(to)
	}
	if inner != "" {
		call = inner + "(x)"
		name += "_0" + mangle(inner)
	} else if open != "" {
		name += "_0" + mangle(open+close)
	}
	var body string
	switch {
	case commaOK && inner != "":
		body = fmt.Sprintf("func %s(x %s) (%s, bool) {\n%s\treturn %s\n}\n", name, from, to, checks.String(), call)
	case commaOK && !otherPackageIface(nz.c.pkg, it) && !emptyIface(xt):
		// From an interface with methods (the skill's reader asserted
		// to its closer) the interpreter binds it right, and its type
		// switch on any(x) matched no case: the helper answered false
		// for every value.
		body = fmt.Sprintf("func %s(x %s) (%s, bool) {\n%s\tif x == nil {\n\t\treturn nil, false\n\t}\n\tv, ok := %s\n\treturn v, ok\n}\n", name, from, to, checks.String(), call)
	case commaOK && !otherPackageIface(nz.c.pkg, it):
		// The interpreter crashed binding a value asserted to the
		// skill's interface; a type switch of one case binds it (the
		// assertion before it tells, as in assertHelper).
		body = fmt.Sprintf("func %s(x %s) (%s, bool) {\n%s\tif x == nil {\n\t\treturn nil, false\n\t}\n\tif _, ok := %s; !ok {\n\t\treturn nil, false\n\t}\n\tswitch s := any(x).(type) {\n\tcase %s:\n\t\treturn s, true\n\t}\n\treturn nil, false\n}\n", name, from, to, checks.String(), call, to)
	case commaOK:
		body = fmt.Sprintf("func %s(x %s) (%s, bool) {\n%s\tif x == nil {\n\t\treturn nil, false\n\t}\n\tv, ok := %s\n\treturn v, ok\n}\n", name, from, to, checks.String(), call)
	default:
		body = fmt.Sprintf("func %s(x %s) %s {\n%s\treturn %s\n}\n", name, from, to, checks.String(), call)
	}
	nz.setHelper(name, "\n"+body)
	nz.insert(ta.X.Pos(), name+"(")
	nz.replace(ta.X.End(), ta.End(), ")")
	return true
}

// emptyIface reports whether t is an interface without methods.
func emptyIface(t types.Type) bool {
	in, ok := t.Underlying().(*types.Interface)
	return ok && in.Empty()
}

// sameLayout returns another of the skill's package-level types whose
// underlying type is identical to t's (t itself a type of the skill), or
// nil. yaegi v0.16.1 makes one reflect type of both: x.(Pt) was true for
// a V value when V and Pt are both struct{ X int }, and a type switch
// took the first of their cases for either, silently.
func (c *checker) sameLayout(t types.Type) types.Type {
	return c.sameLayoutIn(t, nil)
}

// sameLayoutIn is sameLayout among the types whose values or pointers
// implement in (any type, in nil).
func (c *checker) sameLayoutIn(t types.Type, in *types.Interface) types.Type {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	n := c.declared(t)
	if n == nil || types.IsInterface(n) {
		return nil
	}
	scope := c.pkg.Scope()
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok || tn.IsAlias() || tn == n.Obj() || types.IsInterface(tn.Type()) {
			continue
		}
		if in != nil && !types.Implements(tn.Type(), in) && !types.Implements(types.NewPointer(tn.Type()), in) {
			continue
		}
		if types.Identical(tn.Type().Underlying(), n.Underlying()) {
			return tn.Type()
		}
	}
	return nil
}

// checkSameLayoutAssert reports x.(T), or a type switch's case T, with T
// a type of the skill another of its types shares an underlying type with
// (see sameLayout), when x may hold that other type. (A pointer, *T,
// held in an interface is told apart.)
func (c *checker) checkSameLayoutAssert(x, typ ast.Expr) {
	xt, tt := c.info.TypeOf(x), c.info.TypeOf(typ)
	if xt == nil || tt == nil || !types.IsInterface(xt) || types.IsInterface(tt) || c.isTypeParam(x) {
		return
	}
	if _, ptr := tt.(*types.Pointer); ptr {
		return // a pointer held in an interface keeps its type's name
	}
	other := c.sameLayout(tt)
	if other == nil {
		return
	}
	if _, ok := c.layoutTwinType(x, typ); ok {
		return // the normaliser asks for a marker method (layoutTwin)
	}
	if !types.AssignableTo(other, xt) {
		return
	}
	t, o := types.TypeString(tt, types.RelativeTo(c.pkg)), types.TypeString(other, types.RelativeTo(c.pkg))
	c.errorf(typ.Pos(), "asserting to %s, which has the same underlying type as %s, is not supported by the interpreter: it cannot tell a %s from a %s held in an interface; give the types different fields (a Kind field, say), or hold them in one type", t, o, o, t)
}

// ptrOnlyFmt returns t's underlying type when fmt prints a value of t as
// Go does without a method while the interpreter would call one of *t's
// (String or Error declared on *t only; see ptrOnlyTypes), else nil.
func (nz *normaliser) ptrOnlyFmt(t types.Type) types.Type {
	if nz.c.declared(t) == nil || types.IsInterface(t) {
		return nil
	}
	if _, ptr := t.(*types.Pointer); ptr {
		return nil
	}
	if n, ok := t.(*types.Named); ok && n.TypeParams().Len() > 0 {
		return nil
	}
	if nz.fmtMethod(t) != "" || nz.fmtMethod(types.NewPointer(t)) == "" || !nz.nameableOf(t.Underlying()) {
		return nil
	}
	return t.Underlying()
}

// ptrOnlyFmtArg hands fmt the argument a, of such a type t, as its
// underlying type (viewed, when that needs a view), which has no
// methods; it reports whether it did.
func (nz *normaliser) ptrOnlyFmtArg(a ast.Expr, t types.Type) bool {
	u := nz.ptrOnlyFmt(t)
	if u == nil {
		return false
	}
	typ := nz.typeString(u)
	if nz.needsViewOf(u, true, true, fmtUse{methods: true, names: true}) && nz.blankFieldedOf(u) == nil {
		nz.plain = true
		nz.wrap(a.Pos(), a.End(), nz.view(u, true, true)+"(("+typ+")(", "))")
		return true
	}
	nz.wrap(a.Pos(), a.End(), "("+typ+")(", ")")
	return true
}
