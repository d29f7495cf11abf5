package check

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/types"
	"sort"
	"strconv"
	"strings"
)

// The interpreter hands fmt a value of a type the skill declares without
// its methods once it sits in a container, a struct field or an any
// (fmt.Sprint(map[string]Color{"a": Red}) printed map[a:0] where Go
// prints map[a:R]; a Stringer held in an any printed its number), and
// names a struct's unexported fields as it renamed them (%+v printed
// {Xinner:{N:1}}). viewArg rewrites such an argument into a call of a
// generated helper that rebuilds the value as a tree of plain's views
// (plain.Method, Struct, List, Map, Ref, Hidden), each knowing, from the
// skill's own types, which String or Error method fmt calls on it and
// what its fields are named.

// fmtUse says what a directive makes fmt's output depend on.
type fmtUse struct {
	methods bool // the verb calls String or Error (%v %s %q %x %X)
	names   bool // field names are printed (%+v)
}

// viewArg rewrites a, of type t, into its view when fmt would print it
// otherwise than Go under use; it reports whether it did.
func (nz *normaliser) viewArg(a ast.Expr, t types.Type, use fmtUse) bool {
	// An interface's view is viewAny's, of any: its type is not named.
	if !nz.needsViewOf(t, true, true, use) {
		return false
	}
	if !types.IsInterface(t) && !nz.nameableOf(t) {
		// A type declared in a function: no helper at the top of the
		// file can name it, and fmt would print what the interpreter
		// made of it (%+v named an unexported field b "Xb").
		s := types.TypeString(t, types.RelativeTo(nz.c.pkg))
		if spellsTypeParam(t) {
			nz.c.errorf(a.Pos(), "fmt of a value of %s, which names a type parameter, is not supported by the interpreter: for a type of the skill it prints the values inside without their String or Error methods, or the unexported fields it renamed; format each element yourself (a String method through a constraint, or a loop)", s)
			return true
		}
		if g := genericIn(t); g != nil {
			// The helper would be generic: the views are not.
			nz.c.errorf(a.Pos(), "fmt of a value of %s is not supported by the interpreter: it holds %s, an instance of a generic type, which it prints without its String or Error methods or with the unexported fields it renamed; print its fields, or call its String method (fmt.Sprint(p.String()))", s, types.TypeString(g, types.RelativeTo(nz.c.pkg)))
			return true
		}
		nz.c.errorf(a.Pos(), "fmt of a value of %s is not supported by the interpreter here: it prints the unexported fields it renamed, or the values inside without their String or Error methods; declare the types it holds at the top of the file", s)
		return true
	}
	if b := nz.blankFieldedOf(t); b != nil {
		s := nz.typeString(b)
		nz.c.errorf(a.Pos(), "fmt of a value holding %s (a struct with a field named _) is not supported by the interpreter: it cannot print the String or Error of the values inside as Go does; name the field", s)
		return true
	}
	name := nz.view(t, true, true)
	if nz.viewBytes > maxViewBytes {
		if !nz.viewRefused {
			nz.viewRefused = true
			s := nz.typeString(t)
			if len(s) > 200 {
				s = s[:200] + "..."
			}
			nz.c.errorf(a.Pos(), "fmt of a value of %s needs more than %d bytes of generated views of the skill's Stringers and errors inside (one per type it holds, each spelling its type out): name the anonymous structs it nests, or print fewer or smaller types", s, maxViewBytes)
		}
		return true
	}
	nz.plain = true
	nz.insert(a.Pos(), name+"(")
	nz.insert(a.End(), ")")
	return true
}

// genericIn returns an instance of a generic type that t spells out (t
// itself, or a type argument, element or field type), or nil.
func genericIn(t types.Type) types.Type {
	var g types.Type
	eachSpelled(t, func(e types.Type) bool {
		if n, ok := e.(*types.Named); ok && n.TypeArgs().Len() > 0 {
			g = n
		}
		return g == nil
	})
	return g
}

// blankFieldedOf is blankFielded from scratch, kept.
func (nz *normaliser) blankFieldedOf(t types.Type) types.Type {
	c := nz.canon(t)
	if b, ok := nz.blanks[c]; ok {
		return b
	}
	if nz.blanks == nil {
		nz.blanks = map[types.Type]types.Type{}
	}
	b := blankFielded(t, typeSet{})
	nz.blanks[c] = b
	return b
}

// needsViewOf is needsView from scratch, kept.
func (nz *normaliser) needsViewOf(t types.Type, top, open bool, use fmtUse) bool {
	return nz.answer(walkKey{q: askNeedsView, t: t, top: top, open: open, use: use}, func() bool {
		return nz.needsView(t, top, open, use, typeSet{})
	})
}

// nameableOf is nameable from scratch, kept.
func (nz *normaliser) nameableOf(t types.Type) bool {
	return nz.answer(walkKey{q: askNameable, t: t}, func() bool { return nz.nameable(t, typeSet{}) })
}

// mentionsSkillOf is mentionsSkill from scratch, kept.
func (nz *normaliser) mentionsSkillOf(t types.Type) bool {
	return nz.answer(walkKey{q: askMentionsSkill, t: t}, func() bool { return nz.mentionsSkill(t, typeSet{}) })
}

// blankFielded returns a struct type t holds (or is) with a field named _
// (which a view cannot read), or nil.
func blankFielded(t types.Type, seen typeSet) types.Type {
	if !seen.first(t) {
		return nil
	}
	var found types.Type
	if st, ok := t.Underlying().(*types.Struct); ok {
		for i := range st.NumFields() {
			if st.Field(i).Name() == "_" {
				return t
			}
		}
	}
	holds(t, walkMaps, func(e types.Type, _ *types.Var) bool {
		found = blankFielded(e, seen)
		return found != nil
	})
	return found
}

// fmtMethod returns the method fmt calls on a value of type t with %v
// ("Error" before "String"), or "" when it calls none of the skill's (or
// t is an interface: its value's type says).
func (nz *normaliser) fmtMethod(t types.Type) string {
	if nz.c.declared(t) == nil || types.IsInterface(t) {
		return ""
	}
	if nz.formatMethod(t) {
		return "Format"
	}
	if m := methodOf(t, nz.c.pkg, "Error"); m != nil && types.Implements(t, errorIface) {
		return "Error"
	}
	if hasStringMethod(t) {
		return "String"
	}
	return ""
}

// formatMethod reports whether t has fmt.Formatter's method, which fmt
// calls before Error and String, for every verb.
func (nz *normaliser) formatMethod(t types.Type) bool {
	sel := types.NewMethodSet(t).Lookup(nz.c.pkg, "Format")
	if sel == nil || nz.c.localName("fmt") == "" {
		return false
	}
	sig := sel.Type().(*types.Signature)
	return sig.Params().Len() == 2 && sig.Results().Len() == 0 && isNamedType(sig.Params().At(0).Type(), "fmt", "State") &&
		types.Identical(sig.Params().At(1).Type(), types.Typ[types.Int32])
}

// hasFmtMethods reports whether the skill declares a type with an Error
// or String method (a value of an interface may then hold one).
func (nz *normaliser) hasFmtMethods() bool {
	if nz.fmtMethods == nil {
		has := false
		scope := nz.c.pkg.Scope()
		for _, name := range scope.Names() {
			tn, ok := scope.Lookup(name).(*types.TypeName)
			if !ok || types.IsInterface(tn.Type()) {
				continue
			}
			if nz.fmtMethod(types.NewPointer(tn.Type())) != "" {
				has = true
				break
			}
		}
		nz.fmtMethods = &has
	}
	return *nz.fmtMethods
}

// needsView reports whether fmt prints a value of t otherwise than Go
// under use. top says t is the argument's own type (fmt is handed the
// skill's Stringer or error itself with its methods, and a pointer to a
// struct is printed &{...}); open that fmt reaches it through exported
// fields only (it calls no method through an unexported one).
func (nz *normaliser) needsView(t types.Type, top, open bool, use fmtUse, seen typeSet) bool {
	if !seen.first(t) {
		return false
	}
	if open && use.methods && nz.fmtMethod(t) != "" {
		return methodView(t, top)
	}
	if open && use.methods && !types.IsInterface(t) && foreignNamed(t, nz.c.pkg) && (methodOf(t, nil, "Error") != nil || hasStringMethod(t)) {
		// Another package's type with Error or String (a
		// *json.UnmarshalTypeError from errors.As): fmt calls the
		// method, compiled code, in both tiers. Its view printed its
		// fields instead (&{string int 9  id}).
		return false
	}
	switch u := t.Underlying().(type) {
	case *types.Interface:
		if !open || !(use.methods && nz.hasFmtMethods()) && !(use.names && len(nz.dynamicViews()) > 0) {
			return false
		}
		// The interpreter hands fmt a value of another package's
		// interface with String or Error (fmt.Stringer, error) with its
		// methods; of an interface the skill declares (var s shape = c,
		// shape with String), without (fmt printed 0 for a Color).
		if n, ok := types.Unalias(t).(*types.Named); !ok || n.Obj().Pkg() == nz.c.pkg {
			return true
		}
		return !top || (methodOf(t, nil, "Error") == nil && !hasStringMethod(t))
	case *types.Pointer:
		if !top {
			return false // printed as an address
		}
		switch u.Elem().Underlying().(type) {
		case *types.Struct, *types.Array, *types.Slice, *types.Map:
		default:
			return false
		}
	}
	blank := false // a view cannot read a field _: the fields after it do not count
	return holds(t, walkMaps, func(e types.Type, f *types.Var) bool {
		switch {
		case f == nil:
			return nz.needsView(e, false, open, use, seen)
		case blank || f.Name() == "_":
			blank = true
			return false
		case use.names && !f.Exported() && f.Pkg() == nz.c.pkg:
			return true // the interpreter renamed it Xname
		}
		return nz.needsView(e, false, open && f.Exported(), use, seen)
	})
}

// nameable reports whether a helper can name t: every type in it is the
// skill's package-level type, or one of a package the file imports, and
// none is generic; an anonymous struct has no field the normaliser tags.
func (nz *normaliser) nameable(t types.Type, seen typeSet) bool {
	if !seen.first(t) {
		return true
	}
	switch t := types.Unalias(t).(type) {
	case *types.Basic:
		return true
	case *types.Named:
		if t.TypeArgs().Len() > 0 || t.TypeParams().Len() > 0 {
			return false
		}
		o := t.Obj()
		switch {
		case o.Pkg() == nil: // error
			return true
		case o.Pkg() == nz.c.pkg:
			return o.Parent() == nz.c.pkg.Scope()
		}
		return nz.c.localName(o.Pkg().Path()) != ""
	case *types.Interface:
		return t.Empty()
	case *types.Pointer, *types.Slice, *types.Array, *types.Map, *types.Chan, *types.Struct:
		return !holds(t, walkMaps|walkChans, func(e types.Type, f *types.Var) bool {
			return f != nil && (f.Embedded() || !f.Exported()) || !nz.nameable(e, seen)
		})
	}
	return false
}

// maxViewBytes bounds the text of the view helpers of a file together:
// each spells out its type, so a type that nests anonymous structs, each
// with many fields, has views quadratic in its size (a 360 KB file took
// 20 s and 3 GB to write 100 MB of them). Views of a file's own size
// (thousands of types, one of thousands of fields) take a few times its
// bytes.
const maxViewBytes = 4 * MaxSourceBytes

// view returns the name of the helper that turns a value of t into its
// view (see needsView for top and open), writing it and the helpers it
// calls; past maxViewBytes it writes none.
func (nz *normaliser) view(t types.Type, top, open bool) string {
	if types.IsInterface(t) {
		return nz.viewAny()
	}
	typ := nz.typeString(t)
	name := "_skillrun_view_" + mangle(typ)
	if top {
		name += "_top"
	}
	if !open {
		name += "_hidden"
	}
	if _, ok := nz.helpers[name]; ok || nz.viewBytes > maxViewBytes {
		return name
	}
	nz.viewBytes += 2 * len(name)
	nz.setHelper(name, "") // a recursive type calls the helper being written
	all := fmtUse{methods: true, names: true}
	// elem is the view of a value e of type et inside t.
	elem := func(e string, et types.Type, eopen bool) string {
		if nz.needsViewOf(et, false, eopen, all) {
			return nz.view(et, false, eopen) + "(" + e + ")"
		}
		if !eopen {
			return "_skillrun_plain.Hidden(" + e + ")"
		}
		return e
	}
	var body string
	if m := nz.fmtMethod(t); open && m == "Format" && methodView(t, top) {
		f := nz.c.localName("fmt")
		body = fmt.Sprintf("return _skillrun_plain.Formatter(func(f %s.State, verb rune) { x.Format(f, verb) }, x)", f)
	} else if open && m != "" && methodView(t, top) {
		body = fmt.Sprintf("return _skillrun_plain.Method(func() string { return x.%s() }, x)", m)
	} else {
		switch u := t.Underlying().(type) {
		case *types.Pointer:
			body = fmt.Sprintf("if x == nil {\n\t\treturn x\n\t}\n\treturn _skillrun_plain.Ref(%s)", elem("*x", u.Elem(), open))
		case *types.Slice:
			body = fmt.Sprintf("if x == nil {\n\t\treturn _skillrun_plain.List(x, nil)\n\t}\n\tout := make([]any, len(x))\n\tfor i := range x {\n\t\tout[i] = %s\n\t}\n\treturn _skillrun_plain.List(x, out)", elem("x[i]", u.Elem(), open))
		case *types.Array:
			body = fmt.Sprintf("out := make([]any, len(x))\n\tfor i := range x {\n\t\tout[i] = %s\n\t}\n\treturn _skillrun_plain.List(x, out)", elem("x[i]", u.Elem(), open))
		case *types.Map:
			body = fmt.Sprintf("var ks, kv, vv []any\n\tfor k, v := range x {\n\t\tk, v := k, v // the interpreter's any of k would see the next key\n\t\tks = append(ks, k)\n\t\tkv = append(kv, %s)\n\t\tvv = append(vv, %s)\n\t}\n\treturn _skillrun_plain.Map(ks, kv, vv)", elem("k", u.Key(), open), elem("v", u.Elem(), open))
		case *types.Struct:
			var names, vals []string
			for i := range u.NumFields() {
				f := u.Field(i)
				names = append(names, fmt.Sprintf("%q", f.Name()))
				vals = append(vals, elem("x."+f.Name(), f.Type(), open && f.Exported()))
			}
			body = fmt.Sprintf("return _skillrun_plain.Struct([]string{%s}, []any{%s})", strings.Join(names, ", "), strings.Join(vals, ", "))
		default:
			body = "return x"
		}
	}
	nz.setHelper(name, fmt.Sprintf("\nfunc %s(x %s) any {\n\t%s\n}\n", name, typ, body))
	nz.viewBytes += len(nz.helpers[name])
	return name
}

// methodView reports whether a value of t, whose String or Error fmt
// calls, is printed through its view (plain.Method) rather than as it is.
// The interpreter hands fmt the argument's own value with its methods,
// but a nil *T as nil: fmt printed <nil> where Go calls String on the nil
// receiver (func (n *Node) String() checks n == nil). The view calls it.
func methodView(t types.Type, top bool) bool {
	_, ptr := t.Underlying().(*types.Pointer)
	return !top || ptr
}

// viewAny returns the helper that views a value of an interface: the
// skill's error or Stringer held in it (the interpreter keeps its type
// there), and the elements of the []any and map[string]any decoded data
// is made of.
func (nz *normaliser) viewAny() string {
	const name = "_skillrun_view_0dynamic"
	if _, ok := nz.helpers[name]; ok {
		return name
	}
	nz.setHelper(name, "") // the views of the skill's types below call it
	// The skill's own types held in the any: the interpreter hands fmt
	// their values without the String or Error of what they hold, and
	// with their unexported fields renamed; each is viewed as its type's
	// view does. A comma-ok assertion, not a type switch: the
	// interpreter's type switch passed over a case of the skill's type
	// without methods.
	var own strings.Builder
	for _, t := range nz.dynamicViews() {
		if nz.viewBytes > maxViewBytes/2 {
			break
		}
		for _, t := range []types.Type{t, types.NewPointer(t)} {
			fmt.Fprintf(&own, "\tif v, ok := x.(%s); ok {\n\t\treturn %s(v)\n\t}\n", nz.typeString(t), nz.view(t, true, true))
		}
	}
	// A value of the skill's struct type with Format (fmt.Formatter),
	// or a pointer to one: fmt calls Format first, which the interpreter
	// hands fmt without (fmt printed its fields); with Error or String,
	// the method.
	var formatters strings.Builder
	scope := nz.c.pkg.Scope()
	for _, n := range scope.Names() {
		tn, ok := scope.Lookup(n).(*types.TypeName)
		if !ok || tn.IsAlias() {
			continue
		}
		if nt, ok := tn.Type().(*types.Named); !ok || nt.TypeParams().Len() > 0 {
			continue
		}
		if _, ok := tn.Type().Underlying().(*types.Struct); !ok || !nz.nameableOf(tn.Type()) || nz.c.sameLayout(tn.Type()) != nil {
			continue
		}
		for _, t := range []types.Type{tn.Type(), types.NewPointer(tn.Type())} {
			switch m := nz.fmtMethod(t); m {
			case "Format":
				fmt.Fprintf(&formatters, "\tif v, ok := x.(%s); ok {\n\t\treturn %s(v)\n\t}\n", nz.typeString(t), nz.view(t, false, true))
			case "Error", "String":
				// Held in another package's any (a container/list
				// Element's Value, a ring's), the value is the
				// struct without its methods: the assertions to
				// the skill's errorer and stringer below missed
				// it, and fmt printed its fields ({31 j31} for
				// job(31,j31)). The assertion to its type does not.
				fmt.Fprintf(&formatters, "\tif v, ok := x.(%s); ok {\n\t\treturn _skillrun_plain.Method(func() string { return v.%s() }, x)\n\t}\n", nz.typeString(t), m)
			}
		}
	}
	// A value of a type whose Error or String is declared on its pointer
	// only: the interpreter's assertions below would take it for an
	// errorer or a stringer (see ptrOnlyTypes); Go prints it without.
	var ptrOnly strings.Builder
	for _, n := range scope.Names() {
		tn, ok := scope.Lookup(n).(*types.TypeName)
		if !ok || tn.IsAlias() {
			continue
		}
		t := tn.Type()
		u := nz.ptrOnlyFmt(t)
		if u == nil || nz.c.sameLayout(t) != nil || !nz.nameableOf(t) {
			continue
		}
		conv := "(" + nz.typeString(u) + ")(v)"
		if nz.needsViewOf(u, true, true, fmtUse{methods: true, names: true}) && nz.blankFieldedOf(u) == nil {
			conv = nz.view(u, true, true) + "(" + conv + ")"
		}
		fmt.Fprintf(&ptrOnly, "\tif v, ok := x.(%s); ok {\n\t\treturn %s\n\t}\n", nz.typeString(t), conv)
	}
	nz.setHelper(name, `
type _skillrun_errorer interface{ Error() string }

type _skillrun_stringer interface{ String() string }

func _skillrun_view_0dynamic(x any) any {
`+formatters.String()+ptrOnly.String()+`	if _, ok := x.(_skillrun_errorer); ok {
		switch e := x.(type) {
		case _skillrun_errorer:
			return _skillrun_plain.Method(func() string { return e.Error() }, x)
		}
	}
	if _, ok := x.(_skillrun_stringer); ok {
		switch s := x.(type) {
		case _skillrun_stringer:
			return _skillrun_plain.Method(func() string { return s.String() }, x)
		}
	}
	if xs, ok := x.([]any); ok && xs != nil {
		out := make([]any, len(xs))
		for i := range xs {
			out[i] = _skillrun_view_0dynamic(xs[i])
		}
		return _skillrun_plain.List(xs, out)
	}
	if m, ok := x.(map[string]any); ok && m != nil {
		var ks, kv, vv []any
		for k, v := range m {
			k, v := k, v
			ks = append(ks, k)
			kv = append(kv, k)
			vv = append(vv, _skillrun_view_0dynamic(v))
		}
		return _skillrun_plain.Map(ks, kv, vv)
	}
`+own.String()+`	return x
}
`)
	nz.viewBytes += len(nz.helpers[name])
	return name
}

// dynamicViews lists the skill's package-level types whose values, held
// in an any, fmt prints otherwise than Go: a struct holding a value whose
// String or Error the interpreter loses, or with unexported fields it
// renames (see viewAny).
func (nz *normaliser) dynamicViews() []types.Type {
	if nz.dynViews != nil {
		return *nz.dynViews
	}
	var ts []types.Type
	nz.dynViews = &ts // a type holding an any asks again while it is looked at
	scope := nz.c.pkg.Scope()
	all := fmtUse{methods: true, names: true}
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok || tn.IsAlias() || types.IsInterface(tn.Type()) {
			continue
		}
		t := tn.Type()
		if n, ok := t.(*types.Named); ok && n.TypeParams().Len() > 0 {
			continue
		}
		if nz.fmtMethod(t) != "" || !nz.nameableOf(t) || nz.blankFieldedOf(t) != nil {
			continue // fmt calls its method (viewAny asks first), or no view can name it
		}
		if nz.needsViewOf(t, true, true, all) {
			ts = append(ts, t)
		}
	}
	// And the slices, arrays and maps of them the file writes ([]pixel{p}
	// stored in an any), in the order they first appear.
	var exprs []ast.Expr
	for e, tv := range nz.c.info.Types {
		if tv.IsValue() {
			switch tv.Type.(type) {
			case *types.Slice, *types.Array, *types.Map:
				exprs = append(exprs, e)
			}
		}
	}
	sort.Slice(exprs, func(i, j int) bool { return exprs[i].Pos() < exprs[j].Pos() })
	for _, e := range exprs {
		t := nz.c.info.Types[e].Type
		dup := false
		for _, u := range ts {
			if types.Identical(t, u) {
				dup = true
				break
			}
		}
		if !dup && nz.nameableOf(t) && nz.blankFieldedOf(t) == nil && nz.needsViewOf(t, true, true, all) {
			ts = append(ts, t)
		}
	}
	nz.dynViews = &ts
	return ts
}

// mentionsSkill reports whether fmt's %T or %#v of a value of t names a
// type the interpreter prints otherwise than Go: a type the skill
// declares (the interpreter prints its shape, struct { A int }, or its
// underlying type), or a struct with a field it renames or tags
// (unexported or embedded). An interface's value is not looked at.
func (nz *normaliser) mentionsSkill(t types.Type, seen typeSet) bool {
	if !seen.first(t) {
		return false
	}
	if n, ok := types.Unalias(t).(*types.Named); ok {
		return n.Obj().Pkg() == nz.c.pkg
	}
	return holds(t, walkMaps|walkChans|walkFuncs, func(e types.Type, f *types.Var) bool {
		return f != nil && (f.Embedded() || !f.Exported()) || nz.mentionsSkill(e, seen)
	})
}

// goSyntax refuses %#v of a, of type t, when Go would print the name of
// one of the skill's types (or a field the interpreter renames).
func (nz *normaliser) goSyntax(a ast.Expr, t types.Type) {
	if _, basic := t.Underlying().(*types.Basic); basic && nz.c.declared(t) != nil {
		return // printed as its value, in Go too
	}
	if types.IsInterface(t) || !nz.mentionsSkillOf(t) {
		return
	}
	name := types.TypeString(t, types.RelativeTo(nz.c.pkg))
	nz.c.errorf(a.Pos(), "%%#v of a value of %s is not supported by the interpreter: it prints the interpreter's types, not %s's; use %%v or %%+v", name, name)
}

// typeNamed reports whether %T of a value of t prints otherwise than Go
// (a type the skill declares): typeNames then writes the type's name
// itself.
func (nz *normaliser) typeNamed(t types.Type) bool {
	return !types.IsInterface(t) && nz.mentionsSkillOf(t)
}

// typeNames rewrites the %T directives of format (the verbs of args)
// that print the type of args[j], j in which: the directive becomes %s,
// and its argument the name of its type, as Go prints it. The format
// must be a string literal; otherwise, or when the name cannot be
// written, it is a vet error.
func (nz *normaliser) typeNames(format ast.Expr, args []ast.Expr, verbs []fmtVerb, which []int) {
	lit, _ := ast.Unparen(format).(*ast.BasicLit)
	val := ""
	if lit != nil {
		val = constant.StringVal(nz.c.info.Types[lit].Value)
	}
	b := []byte(val)
	for _, j := range which {
		t := nz.c.info.TypeOf(args[j])
		name, ok := nz.reflectName(t)
		if !ok || lit == nil {
			s := types.TypeString(t, types.RelativeTo(nz.c.pkg))
			nz.c.errorf(args[j].Pos(), "%%T of a value of %s is not supported by the interpreter: it prints the interpreter's type, not Go's name of %s; write the name in a string", s, s)
			continue
		}
		b[verbs[j].at] = 's'
		helper := "_skillrun_typename"
		nz.setHelper(helper, "\nfunc "+helper+"(name string, _ any) string { return name }\n")
		nz.insert(args[j].Pos(), fmt.Sprintf("%s(%s, ", helper, strconv.Quote(name)))
		nz.insert(args[j].End(), ")")
	}
	if lit == nil || string(b) == val {
		return
	}
	text := strconv.Quote(string(b))
	if strings.HasPrefix(lit.Value, "`") && !strings.Contains(string(b), "`") {
		text = "`" + string(b) + "`"
	}
	nz.replace(lit.Pos(), lit.End(), text)
}

// reflectName is the name Go's %T prints for t (reflect.Type.String),
// and false when it cannot tell (a generic type, an interface with
// methods, an embedded field).
func (nz *normaliser) reflectName(t types.Type) (string, bool) {
	switch t := types.Unalias(t).(type) {
	case *types.Basic:
		if t.Info()&types.IsUntyped != 0 {
			return "", false
		}
		return types.Typ[t.Kind()].Name(), true
	case *types.Named:
		if t.TypeArgs().Len() > 0 || t.TypeParams().Len() > 0 {
			return "", false
		}
		if t.Obj().Pkg() == nil {
			return t.Obj().Name(), true // error
		}
		return t.Obj().Pkg().Name() + "." + t.Obj().Name(), true
	case *types.Pointer:
		e, ok := nz.reflectName(t.Elem())
		return "*" + e, ok
	case *types.Slice:
		e, ok := nz.reflectName(t.Elem())
		return "[]" + e, ok
	case *types.Array:
		e, ok := nz.reflectName(t.Elem())
		return fmt.Sprintf("[%d]%s", t.Len(), e), ok
	case *types.Map:
		k, ok := nz.reflectName(t.Key())
		e, ok2 := nz.reflectName(t.Elem())
		return "map[" + k + "]" + e, ok && ok2
	case *types.Interface:
		return "interface {}", t.Empty()
	case *types.Struct:
		if t.NumFields() == 0 {
			return "struct {}", true
		}
		var fs []string
		for i := range t.NumFields() {
			f := t.Field(i)
			ft, ok := nz.reflectName(f.Type())
			if !ok || f.Embedded() {
				return "", false
			}
			s := f.Name() + " " + ft
			if tag := t.Tag(i); tag != "" {
				s += " " + strconv.Quote(tag)
			}
			fs = append(fs, s)
		}
		return "struct { " + strings.Join(fs, "; ") + " }", true
	}
	return "", false
}
