package check

import (
	"go/ast"
	"go/token"
	"go/types"
	"strconv"
	"strings"
)

// yaegi v0.16.1 keeps a value of another package's interface with methods
// (error, fmt.Stringer, sort.Interface) as its wrapper of the value it
// holds, and stores that wrapper as it is in an any: var a any = err, err
// an error holding the skill's *MyErr, then a.(*MyErr) failed and a type
// switch on a passed over its case *MyErr, silently, where Go finds the
// *MyErr (from err itself the assertion was right). unwrapToAny rewrites
// such a value stored in, returned as or passed as an any (see copyInto)
// into a call of a helper that asserts it, from its own interface, to
// each pointer type of the skill's that implements the interface, and
// gives that value as an any the interpreter keeps the methods of (a nil
// pointer's plain or nilmarker value as a nil pointer); another value
// goes as it is.
func (nz *normaliser) unwrapToAny(to types.Type, e ast.Expr) bool {
	if !plainAny(to) {
		return false
	}
	et := nz.c.info.TypeOf(e)
	if et == nil || !nz.binaryIface(et) || nz.c.info.Types[e].IsNil() {
		return false
	}
	if _, param := et.(*types.TypeParam); param {
		return false
	}
	name := nz.unwrapHelper(et, e.Pos())
	if name == "" {
		return false
	}
	nz.wrap(e.Pos(), e.End(), name+"(", ")")
	return true
}

// unwrapHelper declares the helper unwrapToAny wraps a value of et,
// another package's interface with methods, in, and returns its name (""
// when the skill has no type it would look for); at is where it is used.
func (nz *normaliser) unwrapHelper(et types.Type, at token.Pos) string {
	in := et.Underlying().(*types.Interface)
	it, ok := nz.nameOf(et)
	if !ok {
		return ""
	}
	var cases []string
	for _, t := range nz.c.implementers().all {
		p, ok := t.(*types.Pointer)
		if !ok || !types.Implements(p, in) {
			continue
		}
		n := nz.c.declared(p)
		if n == nil || n.Obj().Parent() != nz.c.pkg.Scope() || n.TypeArgs().Len() > 0 || n.TypeParams().Len() > 0 {
			continue
		}
		typ, ok := nz.nameOf(p)
		if !ok || nz.hiddenAt(at, p) != "" {
			continue
		}
		methods, ok := nz.methodsOf(p)
		if !ok {
			continue
		}
		keep := func(v string) string { return "[]any{[]" + methods + "{[]" + typ + "{" + v + "}[0]}[0]}[0]" }
		cases = append(cases, "\tif _skillrun_v, _skillrun_ok := _skillrun_x.("+typ+"); _skillrun_ok {\n\t\treturn "+keep("_skillrun_v")+"\n\t}\n")
		switch {
		case isNamedType(et, "", "error") || isNamedType(et, "fmt", "Stringer"):
			if types.NewMethodSet(p).Lookup(nz.c.pkg, "Error") != nil || types.NewMethodSet(p).Lookup(nz.c.pkg, "String") != nil {
				nz.plain = true
				cases = append(cases, "\tif _skillrun_plain.IsNilPtr(_skillrun_x, "+strconv.Quote(typ)+") {\n\t\treturn "+keep("nil")+"\n\t}\n")
			}
		default:
			if mt := nz.nilMarkerType(p); mt != "" {
				cases = append(cases, "\tif _, _skillrun_ok := _skillrun_x.("+mt+"); _skillrun_ok {\n\t\treturn "+keep("nil")+"\n\t}\n")
			}
		}
	}
	// A value of the skill's struct type is held in the wrapper as the
	// helper that stored it put it there (plain.Hold): plain.Held gives
	// it back as a value the interpreter asserts to its type.
	var held []string
	for _, t := range nz.c.implementers().all {
		if _, ok := t.(*types.Pointer); ok || !types.Implements(t, in) {
			continue
		}
		if _, ok := t.Underlying().(*types.Struct); !ok || nz.c.sameLayoutIn(t, in) != nil {
			continue // another struct type with its fields would match too
		}
		n := nz.c.declared(t)
		if n == nil || n.Obj().Parent() != nz.c.pkg.Scope() || n.TypeArgs().Len() > 0 || n.TypeParams().Len() > 0 {
			continue
		}
		typ, ok := nz.nameOf(t)
		if !ok || nz.hiddenAt(at, t) != "" {
			continue
		}
		methods, ok := nz.methodsOf(t)
		if !ok {
			continue
		}
		held = append(held, "\tif _skillrun_v, _skillrun_ok := _skillrun_h.("+typ+"); _skillrun_ok {\n\t\treturn []any{[]"+methods+"{[]"+typ+"{_skillrun_v}[0]}[0]}[0]\n\t}\n")
	}
	if len(held) > 0 {
		nz.plain = true
		cases = append(cases, "\t_skillrun_h := _skillrun_plain.Held(_skillrun_x)\n")
		cases = append(cases, held...)
	}
	if len(cases) == 0 {
		return ""
	}
	name := "_skillrun_unwrap_" + mangle(it)
	nz.setHelper(name, "\nfunc "+name+"(_skillrun_x "+it+") any {\n\tif _skillrun_x == nil {\n\t\treturn nil\n\t}\n"+strings.Join(cases, "")+"\treturn _skillrun_x\n}\n")
	return name
}
