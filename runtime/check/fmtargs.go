package check

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/skillrun/skillrun/runtime/symbols"
)

// The interpreter hands a compiled function (fmt's) a value of a type the
// skill declares as a bare struct or number, without its methods, or, for
// a type with String, as a wrapper struct {value, method}. So fmt printed
// a skill's own error as its fields ("%!w(*struct { ... })" for %w), a
// Stringer under %d or %.2f as the wrapper ("{4.00 %!f(func() string=
// 0x4ea5e0)}"), and a slice of Stringers without calling String
// ("[%!s(float64=2)]"). fmtArgs rewrites those arguments, on their line,
// into what Go would have formatted (a value inside a container, through
// the views of fmtview.go).

// errorIface is the error interface, for types.Implements.
var errorIface = types.Universe.Lookup("error").Type().Underlying().(*types.Interface)

// fmtArgs rewrites the arguments of a call of a fmt function that the
// interpreter would format otherwise than Go.
func (nz *normaliser) fmtArgs(call *ast.CallExpr) {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return
	}
	fn, ok := nz.c.info.Uses[sel.Sel].(*types.Func)
	if !ok || fn.Pkg() == nil {
		return
	}
	if call.Ellipsis.IsValid() {
		if fn.Pkg().Path() == "fmt" {
			nz.spreadArgs(call)
		}
		return
	}
	if fn.Pkg().Path() == skillsPath && fn.Name() == "Log" {
		nz.logArgs(call)
		return
	}
	if fn.Pkg().Path() == "encoding/json" {
		nz.jsonArgs(call, fn)
		return
	}
	if fn.Pkg().Path() != "fmt" {
		return
	}
	sig, ok := fn.Type().(*types.Signature)
	if !ok || !sig.Variadic() {
		return
	}
	first := sig.Params().Len() - 1 // the first variadic argument
	if first > len(call.Args) {
		return
	}
	// The verb of each argument: %v for Print and its kin; read from a
	// constant format for Printf and its kin; unknown otherwise.
	var verbs []fmtVerb
	known := true
	if strings.HasSuffix(fn.Name(), "f") && first > 0 {
		tv := nz.c.info.Types[call.Args[first-1]]
		if tv.Value == nil || tv.Value.Kind() != constant.String {
			known = false
		} else {
			verbs, known = fmtVerbs(constant.StringVal(tv.Value))
		}
	} else {
		for range call.Args[first:] {
			verbs = append(verbs, fmtVerb{verb: 'v'})
		}
	}
	var typeNames []int // the arguments %T prints the type of
	for j, a := range call.Args[first:] {
		t := nz.c.info.TypeOf(a)
		if t == nil {
			continue
		}
		before := len(nz.edits)
		nz.fmtArg(call, j, a, t, verbs, known, &typeNames)
		if len(nz.edits) == before {
			nz.callResultArg(a, t)
		}
	}
	if len(typeNames) > 0 {
		nz.typeNames(call.Args[first-1], call.Args[first:], verbs, typeNames)
	}
}

// callResultArg rewrites a, an argument of a fmt function that no other
// rewrite changed, when it is a call's result of a type the skill declares
// with methods (T or *T): the interpreter handed fmt such a result (not a
// variable's, an element's or a literal's) without its methods, so
// fmt.Sprint(lx.next()) printed {a} where Go calls String (tok:a), and
// fmt.Sprint(newP()) &{p}. f() becomes []T{f()}[0], an element, which the
// interpreter hands over with its methods.
func (nz *normaliser) callResultArg(a ast.Expr, t types.Type) {
	call, ok := ast.Unparen(a).(*ast.CallExpr)
	if !ok || types.IsInterface(t) {
		return
	}
	if tv := nz.c.info.Types[call.Fun]; tv.IsType() || tv.IsBuiltin() {
		return
	}
	if tu, tuple := t.(*types.Tuple); tuple {
		for i := range tu.Len() {
			if e := tu.At(i).Type(); !types.IsInterface(e) && nz.c.declared(e) != nil && types.NewMethodSet(e).Len() > 0 {
				nz.c.errorf(a.Pos(), "fmt of a call's results, one of them of %s, a type declared in the skill with methods, is not supported by the interpreter: it prints that value without its methods (no String or Error); assign the results to variables and pass those", nz.typeString(e))
				return
			}
		}
		return
	}
	if n := nz.c.declared(t); n == nil || types.NewMethodSet(t).Len() == 0 {
		return
	}
	typ, ok := nz.nameOf(t)
	if !ok || !nz.nameableOf(t) || nz.refuseHidden(a, t, t) {
		return
	}
	nz.insert(a.Pos(), "[]"+typ+"{")
	nz.insert(a.End(), "}[0]")
}

// fmtArg rewrites the argument a (the j-th to format, of type t) of the
// fmt function call (see fmtArgs).
func (nz *normaliser) fmtArg(call *ast.CallExpr, j int, a ast.Expr, t types.Type, verbs []fmtVerb, known bool, typeNames *[]int) {
	if p, ok := t.(*types.Pointer); ok && (!known || j >= len(verbs) || verbs[j].verb != 'T' && verbs[j].verb != 'p') {
		if _, ok := p.Elem().(*types.TypeParam); ok {
			// A pointer to a type parameter's value, without the
			// methods of the type argument's pointer (see
			// ptrAnyHelper): fmt.Sprint(p) printed &{a} where Go calls
			// (*user).String.
			if h := nz.ptrAnyHelper(); h != "" {
				nz.plain = true
				nz.wrap(a.Pos(), a.End(), nz.viewAny()+"("+h+"(", "))")
				return
			}
		}
	}
	if nz.markerIface(t) && !isPackage(t, "fmt") && (!known || j >= len(verbs) || verbs[j].verb != 'T') {
		if impl := nz.ifaceOfSkill(a, t); impl != nil {
			// The interpreter hands fmt its wrapper of the value, a
			// struct of the value and its methods: fmt.Sprint(s), s a
			// sort.Interface holding &list{3, 1}, printed
			// {0x2e124f6b72d8 0x5206c0 0x5206c0 0x5206c0} where Go
			// prints &[3 1].
			s := nz.typeString(t)
			nz.c.errorf(a.Pos(), "fmt of a value of %s, which may hold a type declared in the skill (%s), is not supported by the interpreter: it prints the interpreter's wrapper of the value, not the value; assert it to the concrete type (v, ok := x.(%s)) and print that", s, nz.typeString(impl), nz.typeString(impl))
			return
		}
	}
	if nz.c.declared(t) != nil && types.Implements(t, errorIface) && (!known || j >= len(verbs) || verbs[j].verb != 'T') {
		// (Under %T the helper's error named the interpreter's
		// wrapper, interp._error: the type's name is written below.)
		nz.wrapError(a)
		return
	}
	if (!known || j >= len(verbs) || verbs[j].verb != 'T' && !(verbs[j].verb == 'v' && verbs[j].sharp)) && nz.ptrOnlyFmtArg(a, t) {
		return
	}
	if !known || j >= len(verbs) {
		if !known && !nz.viewArg(a, t, fmtUse{methods: true, names: true}) {
			nz.plainArg(a, t, true)
		}
		return
	}
	switch v := verbs[j]; {
	case v.verb == 'v' && v.sharp:
		if !nz.underlying(a, t) {
			nz.goSyntax(a, t)
		}
	case v.verb == 'v' || v.verb == 's' || v.verb == 'q' || v.verb == 'x' || v.verb == 'X':
		if !nz.viewArg(a, t, fmtUse{methods: true, names: v.verb == 'v' && v.plus}) {
			nz.plainArg(a, t, true)
		}
	case v.verb == 'T':
		if nz.typeNamed(t) {
			*typeNames = append(*typeNames, j)
		} else if impl := nz.ifaceOfSkill(a, t); impl != nil {
			// The interpreter printed its wrapper's type
			// (interp._error, interp.valueInterface) or the value's
			// shape, not Go's name of the type the value holds.
			s := types.TypeString(t, types.RelativeTo(nz.c.pkg))
			nz.c.errorf(a.Pos(), "%%T of a value of %s, which may hold a type declared in the skill (%s), is not supported by the interpreter: it prints the interpreter's wrapper, not Go's name of the type held; use a type switch and write the names in strings", s, types.TypeString(impl, types.RelativeTo(nz.c.pkg)))
		}
	case v.verb != '*' && v.verb != 'p':
		if !nz.underlying(a, t) {
			nz.plainArg(a, t, false) // %d, %f, %c: fmt calls no String
		}
	}
}

// jsonTarget is the pointer a call of fn, a function or method of
// encoding/json, decodes into: json.Unmarshal's second argument, a
// Decoder's Decode's one; nil for any other call.
func jsonTarget(call *ast.CallExpr, fn *types.Func) ast.Expr {
	switch {
	case fn.Name() == "Unmarshal" && len(call.Args) == 2:
		return call.Args[1]
	case fn.Name() == "Decode" && len(call.Args) == 1:
		return call.Args[0]
	}
	return nil
}

// jsonArgs passes the value json.Marshal, json.MarshalIndent or an
// Encoder's Encode writes through plain.Plain (see plainArg), and the
// pointer json.Unmarshal or a Decoder's Decode fills through
// plain.Target (Decode's was not: the fields of an embedded struct
// stayed empty, and DisallowUnknownFields refused them as unknown).
func (nz *normaliser) jsonArgs(call *ast.CallExpr, fn *types.Func) {
	if target := jsonTarget(call, fn); target != nil {
		if t := nz.c.info.TypeOf(target); t != nil && nz.answer(walkKey{q: askEmbeds, t: t}, func() bool { return embeds(t, typeSet{}) }) {
			nz.plain = true
			nz.insert(target.Pos(), "_skillrun_plain.Target(")
			nz.insert(target.End(), ")")
		}
		return
	}
	switch fn.Name() {
	case "Marshal", "MarshalIndent", "Encode":
	default:
		return
	}
	if len(call.Args) == 0 {
		return
	}
	if t := nz.c.info.TypeOf(call.Args[0]); t != nil {
		nz.dataArg(call.Args[0], t)
	}
}

// plainArg passes a, of type t, through plain.Plain when t may hold a
// value the interpreter keeps in a wrapper (a value of the skill's type
// with methods in an interface slot: []Shape, []any{Rect{}}) or a struct
// with an embedded field: fmt printed the wrapper's pointers and
// encoding/json wrote {} for it, and an embedded struct as a field of its
// own. A value of an interface with methods, or, when the verb calls
// them (methods: %v, %s, %q, %x), of the skill's own Stringer or error
// type, is left as it is: the interpreter hands it to fmt with its
// methods.
func (nz *normaliser) plainArg(a ast.Expr, t types.Type, methods bool) {
	if nz.answer(walkKey{q: askMayWrap, t: t, top: methods}, func() bool { return nz.mayWrap(t, typeSet{}, true, methods) }) {
		nz.callPlain("Plain", a)
	}
}

// callPlain writes a call of plain's function fn around a.
func (nz *normaliser) callPlain(fn string, a ast.Expr) {
	nz.plain = true
	nz.insert(a.Pos(), "_skillrun_plain."+fn+"(")
	nz.insert(a.End(), ")")
}

// dataArg passes a, of type t, which encoding/json encodes, through
// plain.Data when t may hold a value of the skill's type in a wrapper of
// the interpreter (see plainArg), an error or a fmt.Stringer among them:
// their wrappers hold funcs, so json.Marshal failed ("json: unsupported
// type: func() string") where Go encodes the value's fields.
func (nz *normaliser) dataArg(a ast.Expr, t types.Type) {
	if nz.answer(walkKey{q: askMayWrapData, t: t}, func() bool { return nz.mayWrap(t, typeSet{}, false, false) }) {
		nz.callPlain("Data", a)
	}
}

// mayWrap reports whether a value of t may hold a wrapper or an embedded
// field; top says t is the argument's own type, or what it points to (an
// interface with methods there is handed over as it is), methods that fmt
// calls the argument's String or Error.
func (nz *normaliser) mayWrap(t types.Type, seen typeSet, top, methods bool) bool {
	if !seen.first(t) {
		return false
	}
	if u, ok := t.Underlying().(*types.Interface); ok {
		return u.Empty() || !top
	}
	// The argument's own value of the skill's type with String or Error
	// in its method set (T, or *T with them on the pointer), whatever T
	// is (a struct, a slice, a map, a number), is handed to fmt with its
	// methods; plain.Plain took it out of that wrapper and fmt printed
	// its parts (&{47 0x...}, [1 0x...], &map[x:1]) where Go calls
	// String. Under %d or %f Go calls neither, and prints the parts.
	if top && methods && nz.c.declared(t) != nil && (nz.stringer(t) || types.Implements(t, errorIface)) {
		return false
	}
	// The same for another package's type with them (a
	// *json.UnmarshalTypeError from errors.As): fmt calls its method,
	// compiled code; plain.Plain made a copy without it, whose fields
	// fmt printed (&{string int 9  id}).
	if top && methods && !types.IsInterface(t) && foreignNamed(t, nz.c.pkg) && (methodOf(t, nil, "Error") != nil || hasStringMethod(t)) {
		return false
	}
	_, ptr := t.Underlying().(*types.Pointer)
	return holds(t, walkMaps, func(e types.Type, f *types.Var) bool {
		return f != nil && f.Embedded() || nz.mayWrap(e, seen, top && ptr, methods)
	})
}

// embeds reports whether a value of t holds a struct with an embedded
// field, through pointers, slices, arrays, maps' elements and fields
// (json.Unmarshal into it goes through plain.Target, which marks the
// field embedded again so that its fields are filled; into a
// map[string]Item it filled none of an embedded struct's, silently).
func embeds(t types.Type, seen typeSet) bool {
	return seen.first(t) && holds(t, walkMaps, func(e types.Type, f *types.Var) bool {
		return f != nil && f.Embedded() || embeds(e, seen)
	})
}

// importPlain adds the import plainArg's rewrites call, on the line of
// the file's first import.
func (nz *normaliser) importPlain() {
	if !nz.plain {
		return
	}
	nz.addImport("_skillrun_plain " + strconv.Quote(symbols.PlainPath))
}

// addImport adds the import spec to the file's first import declaration,
// on its line.
func (nz *normaliser) addImport(spec string) {
	for _, d := range nz.c.file.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok || g.Tok != token.IMPORT {
			continue
		}
		if g.Lparen.IsValid() {
			nz.insert(g.Lparen+1, " "+spec+";")
		} else {
			nz.insert(g.Pos(), "import "+spec+"; ")
		}
		return
	}
}

// logArgs rewrites the key/value arguments of env.Log (Env.Log(msg, kv
// ...any)) of the skill's own types: the worker records an error's text
// and a Stringer's string, but the interpreter handed it the bare value,
// which the log recorded as {} or a number. An error passes through the
// error helper; a Stringer becomes its string, as the log records it.
func (nz *normaliser) logArgs(call *ast.CallExpr) {
	if len(call.Args) < 2 {
		return
	}
	for _, a := range call.Args[1:] {
		t := nz.c.info.TypeOf(a)
		if t == nil || nz.c.declared(t) == nil {
			continue
		}
		switch {
		case types.Implements(t, errorIface):
			nz.wrapError(a)
		case nz.stringer(t):
			typ := nz.typeString(t)
			name := "_skillrun_string_" + mangle(typ)
			nz.setHelper(name, fmt.Sprintf("\nfunc %s(x %s) string { return x.String() }\n", name, typ))
			nz.insert(a.Pos(), name+"(")
			nz.insert(a.End(), ")")
		}
	}
}

// stringer reports whether t is a type the skill declares with a String
// method (and no Error method, which fmt prefers).
func (nz *normaliser) stringer(t types.Type) bool {
	if nz.c.declared(t) == nil {
		return false
	}
	return methodOf(t, nz.c.pkg, "Error") == nil && hasStringMethod(t)
}

// foreignNamed reports whether t, or what t points to, is a named type
// of a package other than pkg (the skill's).
func foreignNamed(t types.Type, pkg *types.Package) bool {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := t.(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg() != pkg
}

// hasStringMethod reports whether t's method set holds String() string.
func hasStringMethod(t types.Type) bool {
	f := methodOf(t, nil, "String")
	if f == nil {
		return false
	}
	sig := f.Type().(*types.Signature)
	return sig.Params().Len() == 0 && sig.Results().Len() == 1 && types.Identical(sig.Results().At(0).Type(), types.Typ[types.String])
}

// underlying converts a value of the skill's Stringer type whose
// underlying type is basic, formatted with a verb that does not call
// String (%d, %.2f, %c), to that basic type, as Go formats it (through a
// helper: a local variable may be named int).
func (nz *normaliser) underlying(a ast.Expr, t types.Type) bool {
	if _, ptr := t.(*types.Pointer); ptr || !nz.stringer(t) {
		return false
	}
	b, ok := t.Underlying().(*types.Basic)
	if !ok || nz.c.pkg.Scope().Lookup(b.Name()) != nil { // the skill's own int
		return false
	}
	typ := nz.typeString(t)
	name := "_skillrun_under_" + mangle(typ)
	nz.setHelper(name, fmt.Sprintf("\nfunc %s(x %s) %s { return %s(x) }\n", name, typ, b.Name(), b.Name()))
	nz.insert(a.Pos(), name+"(")
	nz.insert(a.End(), ")")
	return true
}

// fmtVerb is the verb of a directive, and the flags that change what it
// prints of a value of the skill (%+v names fields, %#v types).
type fmtVerb struct {
	verb        rune
	plus, sharp bool
	at          int // the verb's byte offset in the format
}

// fmtVerbs returns the verb each argument of format meets, in order ('*'
// for a width or precision read from an argument); ok is false when
// format names arguments by index ("%[2]d"), which it does not follow.
func fmtVerbs(format string) (verbs []fmtVerb, ok bool) {
	digits := func(i int) int {
		for i < len(format) && format[i] >= '0' && format[i] <= '9' {
			i++
		}
		return i
	}
	for i := 0; i < len(format); i++ {
		if format[i] != '%' {
			continue
		}
		i++
		var v fmtVerb
		for i < len(format) && strings.IndexByte("+-# 0", format[i]) >= 0 {
			v.plus = v.plus || format[i] == '+'
			v.sharp = v.sharp || format[i] == '#'
			i++
		}
		for k := 0; k < 2 && i < len(format); k++ { // width, then precision
			if k == 1 {
				if format[i] != '.' {
					break
				}
				i++
			}
			switch {
			case i < len(format) && format[i] == '[':
				return nil, false
			case i < len(format) && format[i] == '*':
				verbs = append(verbs, fmtVerb{verb: '*', at: i})
				i++
			default:
				i = digits(i)
			}
		}
		if i >= len(format) {
			break
		}
		if format[i] == '[' {
			return nil, false
		}
		if format[i] == '%' {
			continue
		}
		r, size := utf8.DecodeRuneInString(format[i:])
		v.verb, v.at = r, i
		verbs = append(verbs, v)
		i += size - 1
	}
	return verbs, true
}

// wrapError writes _skillrun_error(e) for e: a value passed as an error
// carries its Error method, as one returned as an error always did.
func (nz *normaliser) wrapError(e ast.Expr) {
	if t := nz.c.info.TypeOf(e); t != nil {
		_, ptr := t.(*types.Pointer)
		_, st := t.Underlying().(*types.Struct)
		if ptr || st {
			// A nil pointer passed as an error was a nil error, and
			// a struct's error held the last of its fields that is
			// set, not the struct (fmt.Errorf("%w", opErr{"y", 2})
			// wrapped 2: errors.As to opErr said false); see
			// asHelper.
			if name := nz.asHelper(types.Universe.Lookup("error").Type(), t); name != "" {
				nz.insert(e.Pos(), name+"(")
				nz.insert(e.End(), ")")
				return
			}
		}
	}
	name := "_skillrun_error"
	nz.setHelper(name, "\nfunc "+name+"(e error) error { return e }\n")
	nz.insert(e.Pos(), name+"(")
	nz.insert(e.End(), ")")
}

// spreadArgs views each element of the []any a call of a fmt function
// spreads (fmt.Sprint(values...)) as viewAny does, when the skill has
// values fmt would print otherwise than Go through an any.
func (nz *normaliser) spreadArgs(call *ast.CallExpr) {
	if len(call.Args) == 0 {
		return
	}
	last := call.Args[len(call.Args)-1]
	t := nz.c.info.TypeOf(last)
	if t == nil {
		return
	}
	sl, ok := t.Underlying().(*types.Slice)
	if !ok || !types.IsInterface(sl.Elem()) || !sl.Elem().Underlying().(*types.Interface).Empty() {
		return
	}
	if !nz.needsViewOf(sl.Elem(), true, true, fmtUse{methods: true, names: true}) {
		return
	}
	const name = "_skillrun_view_0spread"
	if _, ok := nz.helpers[name]; !ok {
		nz.setHelper(name, fmt.Sprintf("\nfunc %s(xs []any) []any {\n\tout := make([]any, len(xs))\n\tfor i, x := range xs {\n\t\tout[i] = %s(x)\n\t}\n\treturn out\n}\n", name, nz.viewAny()))
	}
	nz.plain = true
	nz.wrap(last.Pos(), last.End(), name+"(", ")")
}

// ifaceOfSkill returns a type of the skill a, of the interface type t,
// may hold (nil when t is no interface, a type parameter, or a, plainly
// another package's value).
func (nz *normaliser) ifaceOfSkill(a ast.Expr, t types.Type) types.Type {
	if !types.IsInterface(t) || nz.c.isTypeParam(a) || nz.c.compiledValue(a) {
		return nil
	}
	return nz.c.implementer(t, a.Pos())
}

// isPackage reports whether t is a named type of the package path.
func isPackage(t types.Type, path string) bool {
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == path
}
