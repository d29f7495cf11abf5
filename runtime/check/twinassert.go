package check

import (
	"fmt"
	"go/ast"
	"go/types"
)

// yaegi v0.16.1 holds a value of a type the skill declares over a basic,
// slice, map or array type (type sym string, type code int, type row
// []any) in an empty interface as a value of that underlying type: its
// reflect type is the underlying one. Its assertion x.(sym) and a type
// switch's case sym, x an any, compare reflect types, so they matched a
// plain string too (a Lisp's case sym: took every string literal for a
// symbol; a case code: took a recovered panic(42)), silently. A type with
// methods is held in the interpreter's wrapper, which has them and a
// plain value has not: the normaliser's assertion asks for the methods
// first (twinAssert, and typeSwitch's cases). A type without methods
// cannot be told from its underlying type at all: vet refuses asserting
// to it (checkTwinAssert).

// twinType reports whether asserting x to typ meets the bug above: x of
// an empty interface, typ a package-level or local type of the skill,
// not generic, over a basic, slice, map or array type.
func (c *checker) twinType(x, typ ast.Expr) (types.Type, bool) {
	xt, tt := c.info.TypeOf(x), c.info.TypeOf(typ)
	if xt == nil || tt == nil || c.isTypeParam(x) {
		return nil, false
	}
	in, ok := xt.Underlying().(*types.Interface)
	if !ok || !in.Empty() {
		return nil, false
	}
	n, ok := types.Unalias(tt).(*types.Named)
	if !ok || n.Obj().Pkg() != c.pkg || n.TypeParams().Len() > 0 || n.TypeArgs().Len() > 0 {
		return nil, false
	}
	switch tt.Underlying().(type) {
	case *types.Basic, *types.Slice, *types.Map, *types.Array:
		return tt, true
	}
	return nil, false
}

// checkTwinAssert reports asserting x to typ (see twinType) when typ has
// no methods: nothing tells its values from its underlying type's.
func (c *checker) checkTwinAssert(x, typ ast.Expr) {
	tt, ok := c.twinType(x, typ)
	if !ok || types.NewMethodSet(tt).Len() > 0 {
		return
	}
	t := types.TypeString(tt, types.RelativeTo(c.pkg))
	u := types.TypeString(tt.Underlying(), types.RelativeTo(c.pkg))
	c.errorf(typ.Pos(), "asserting a value of %s to %s, a type without methods over %s, is not supported by the interpreter: it cannot tell a %s from a %s held in an interface (both match, or neither); give %s a method (a String method, say), or make it a struct (type %s struct{ v %s })", types.TypeString(c.info.TypeOf(x), types.RelativeTo(c.pkg)), t, u, t, u, t, t, u)
}

// twinCheck returns the condition that a value s of an empty interface
// holds a typ (see twinType) that has methods: that it has them, and is
// a typ; or, typ the underlying type of such types of the skill
// (x.(string), type name string with methods), that it has none of
// theirs, and is a typ; "" when typ is neither.
func (nz *normaliser) twinCheck(x, typ ast.Expr, s string) string {
	if cond := nz.underTwinCheck(x, typ, s); cond != "" {
		return cond
	}
	tt, ok := nz.c.twinType(x, typ)
	if !ok || types.NewMethodSet(tt).Len() == 0 || nz.hiddenAt(typ.Pos(), tt) != "" {
		return ""
	}
	methods, ok := nz.methodsOf(tt)
	if !ok || nz.methodsHidden(typ, tt) {
		return ""
	}
	return fmt.Sprintf("func() bool { if _, ok := %s.(%s); !ok { return false }; _, ok := %s.(%s); return ok }()", s, methods, s, exprText(nz.c, typ))
}

// methodsHidden reports whether a type in the signature of one of t's
// methods means something else at typ.
func (nz *normaliser) methodsHidden(typ ast.Expr, t types.Type) bool {
	ms := types.NewMethodSet(t)
	for i := range ms.Len() {
		if nz.hiddenAt(typ.Pos(), ms.At(i).Type()) != "" {
			return true
		}
	}
	return false
}

// twinAssert rewrites x.(typ) in a comma-ok assignment (see twinType)
// into a function literal that asks for typ's methods first; it reports
// whether it did.
func (nz *normaliser) twinAssert(ta *ast.TypeAssertExpr, commaOK bool) bool {
	if !commaOK {
		return false
	}
	cond := nz.twinCheck(ta.X, ta.Type, "_skillrun_x")
	if cond == "" {
		return false
	}
	typ := exprText(nz.c, ta.Type)
	if nz.hiddenAt(ta.Pos(), nz.c.info.TypeOf(ta.Type)) != "" {
		return false
	}
	from := nz.c.info.TypeOf(ta.X)
	if nz.hiddenAt(ta.Pos(), from) != "" {
		return false
	}
	nz.insert(ta.X.Pos(), fmt.Sprintf("func(_skillrun_x %s) (%s, bool) { if !%s { var z %s; return z, false }; v, ok := _skillrun_x.(%s); return v, ok }(", nz.typeString(from), typ, cond, typ, typ))
	nz.replace(ta.X.End(), ta.End(), ")")
	return true
}

// underTwinCheck is twinCheck for typ an unnamed basic, slice, map or
// array type that is the underlying type of package-level types of the
// skill with methods: a value of theirs matched x.(typ) too.
func (nz *normaliser) underTwinCheck(x, typ ast.Expr, s string) string {
	xt, tt := nz.c.info.TypeOf(x), nz.c.info.TypeOf(typ)
	if xt == nil || tt == nil || nz.c.isTypeParam(x) {
		return ""
	}
	if in, ok := xt.Underlying().(*types.Interface); !ok || !in.Empty() {
		return ""
	}
	switch types.Unalias(tt).(type) {
	case *types.Basic, *types.Slice, *types.Map, *types.Array:
	default:
		return ""
	}
	var not string
	scope := nz.c.pkg.Scope()
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok || tn.IsAlias() || types.IsInterface(tn.Type()) || !types.Identical(tn.Type().Underlying(), tt) {
			continue
		}
		if n, ok := tn.Type().(*types.Named); !ok || n.TypeParams().Len() > 0 || types.NewMethodSet(n).Len() == 0 {
			continue
		}
		methods, ok := nz.methodsOf(tn.Type())
		if !ok || nz.methodsHidden(typ, tn.Type()) {
			return ""
		}
		not += fmt.Sprintf("if _, ok := %s.(%s); ok { return false }; ", s, methods)
	}
	if not == "" {
		return ""
	}
	return fmt.Sprintf("func() bool { %s_, ok := %s.(%s); return ok }()", not, s, exprText(nz.c, typ))
}
