package check

import (
	"fmt"
	"go/ast"
	"go/types"
	"strconv"
	"strings"
)

// The interpreter hands the sandbox a skill's panic value of the skill's
// own type as a value of its own type, without the skill's methods or
// names: panic(myErr{3}) was reported "panic: {3}" and panic(&state{})
// "panic: &{0}", where Go's runtime prints an error's Error text, a
// Stringer's String, or names the value's type. panicValue rewrites the
// argument of such a panic, on its line, into plain.Panic(value,
// "line:col", text), through a helper per type whose text the skill's own
// code builds from the value's static type; recovered rewrites each
// recover() into plain.Recovered(recover()), which gives the skill back
// the value it panicked with. The sandbox reports a crash with the text
// and the panic's position (see plain.Panicked).

// panicValue rewrites panic(x) when x is of a type the skill declares at
// the top of the file (T or *T, not an interface: an error or Stringer
// held in one keeps its methods through the interpreter's wrapper).
func (nz *normaliser) panicValue(call *ast.CallExpr) {
	if len(call.Args) != 1 || call.Ellipsis.IsValid() {
		return
	}
	x := call.Args[0]
	t := nz.c.info.TypeOf(x)
	if t == nil || types.IsInterface(t) {
		return
	}
	n := nz.c.declared(t)
	if n == nil || n.Obj().Parent() != nz.c.pkg.Scope() || n.TypeParams().Len() > 0 {
		return
	}
	name, ok := nz.reflectName(t)
	if !ok || !nz.nameableOf(t) {
		return
	}
	typ := nz.typeString(t)
	helper := "_skillrun_panic_" + mangle(typ)
	if _, done := nz.helpers[helper]; !done {
		nz.panicTypes = append(nz.panicTypes, typ)
		switch t.Underlying().(type) {
		case *types.Basic, *types.Slice, *types.Map, *types.Array:
			// A recovered panic(42) matched its case (see twinType).
			if nz.panicTwins == nil {
				nz.panicTwins = map[string]bool{}
			}
			nz.panicTwins[typ] = true
		}
		nz.setHelper(helper, "") // a view below may name a helper too
		mk := "Panic(x, pos"
		if nz.panicTwins[typ] {
			mk = fmt.Sprintf("PanicType(x, %q, pos", typ)
		}
		nz.setHelper(helper, fmt.Sprintf("\nfunc %s(x %s, pos string) any {\n\treturn _skillrun_plain.%s, func() string {\n\t\t%s\n\t})\n}\n", helper, typ, mk, nz.panicText(t, name)))
	}
	p := nz.c.fset.Position(call.Pos())
	nz.plain = true
	nz.insert(x.Pos(), helper+"(")
	nz.insert(x.End(), ", "+strconv.Quote(fmt.Sprintf("%d:%d", p.Line, p.Column))+")")
}

// panicText is the body of a function that returns what Go's runtime
// prints for a panic's value x of type t, named name: its Error text, its
// String, or (a type without them) its type and value as Go writes them,
// s.state{n:7}, &s.state{n:0}, s.dir(3).
func (nz *normaliser) panicText(t types.Type, name string) string {
	if types.Implements(t, errorIface) {
		return "return x.Error()"
	}
	if hasStringMethod(t) {
		return "return x.String()"
	}
	val := func(v string, vt types.Type) string {
		use := fmtUse{methods: true, names: true}
		if nz.needsViewOf(vt, true, true, use) && nz.nameableOf(vt) {
			return nz.view(vt, true, true) + "(" + v + ")"
		}
		return v
	}
	if p, ok := t.(*types.Pointer); ok {
		elem := p.Elem()
		prefix := "&" + name[1:] // name is *pkg.T
		if _, ok := elem.Underlying().(*types.Struct); !ok {
			// Go's runtime prints a pointer's type and address.
			return fmt.Sprintf("return _skillrun_plain.GoValue(%q, \"%%p\", x)", "("+name+") ")
		}
		return fmt.Sprintf("if x == nil {\n\t\t\treturn %q\n\t\t}\n\t\treturn _skillrun_plain.GoValue(%q, \"%%+v\", %s)", "("+name+")(nil)", prefix, val("*x", elem))
	}
	if _, ok := t.Underlying().(*types.Basic); ok {
		return fmt.Sprintf("return _skillrun_plain.GoValue(%q, \"(%%v)\", %s)", name, val("x", t))
	}
	return fmt.Sprintf("return _skillrun_plain.GoValue(%q, \"%%+v\", %s)", name, val("x", t))
}

// recovered rewrites each recover() into plain.Recovered(recover()): the
// interpreter's recover() gives a reflect.Value holding what the skill
// panicked with (so r.(error), r.(string) and r == ErrX failed for every
// value), or the plain.Panicked a rewritten panic made (see panicValue).
func (nz *normaliser) recovered() {
	if len(nz.recovers) == 0 {
		return
	}
	nz.plain = true
	wrap := "_skillrun_plain.Recovered("
	if len(nz.panicTypes) > 0 {
		// A value that went through the sandbox's compiled code comes
		// back without the skill's methods: r.(error) answered false,
		// and a type switch skipped case error for the value's own
		// type's case. A case of its type, and a call that takes it as
		// that type, make it the skill's value again. (A nil is
		// returned before the switch: the interpreter's type switch
		// over a nil from compiled code crashed.)
		const helper = "_skillrun_recovered"
		var b strings.Builder
		fmt.Fprintf(&b, "\nfunc %s(r any) any {\n\tx := _skillrun_plain.Recovered(r)\n\tif x == nil {\n\t\treturn nil\n\t}\n\ttyp := _skillrun_plain.RecoveredType(r)\n\t_ = typ\n", helper)
		// A type over a basic, slice, map or array type is told from
		// its underlying type by the name its panic carried (a case of
		// it matched a panic(42); see twinType).
		for _, t := range nz.panicTypes {
			if nz.panicTwins[t] {
				fmt.Fprintf(&b, "\tif v, ok := x.(%s); ok && typ == %q {\n\t\tvar y %s = v\n\t\treturn _skillrun_any(y)\n\t}\n", t, t, t)
			}
		}
		var cases strings.Builder
		for _, t := range nz.panicTypes {
			if !nz.panicTwins[t] {
				fmt.Fprintf(&cases, "\tcase %s:\n\t\tvar y %s = v\n\t\treturn _skillrun_any(y)\n", t, t)
			}
		}
		if cases.Len() > 0 {
			fmt.Fprintf(&b, "\tswitch v := x.(type) {\n%s\tdefault:\n\t\treturn v\n\t}\n", cases.String())
		} else {
			b.WriteString("\treturn x\n")
		}
		b.WriteString("}\n\nfunc _skillrun_any(x any) any { return x }\n")
		nz.setHelper(helper, b.String())
		wrap = helper + "("
	}
	for _, call := range nz.recovers {
		if p, ok := nz.pendingOf[call]; ok {
			nz.setHelper(pendingHelper, pendingSource)
			nz.insert(call.Pos(), wrap+pendingHelper+"(&"+p+", ")
			nz.insert(call.End(), "))")
			continue
		}
		nz.insert(call.Pos(), wrap)
		nz.insert(call.End(), ")")
	}
}
