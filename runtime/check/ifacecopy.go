package check

import (
	"go/ast"
	"go/token"
	"go/types"
	"strconv"
	"strings"
)

// yaegi v0.16.1 does not copy a value of a type with methods that it
// stores in an interface: the interface value refers to the frame slot
// the value was read from.
//
//   - Into an interface the skill declares, or any (interp/value.go,
//     genValueInterface, used by append, assignment, composite literals,
//     call arguments and sends): the wrapper valueInterface{node, value}
//     holds the slot itself (an addressable reflect.Value), not a copy.
//   - Into another package's interface with methods (fmt.Stringer, error;
//     interp/run.go, genInterfaceWrapper): the value is copied, but each
//     method's receiver is the expression's node, which genValueRecv
//     evaluates again, in the frame the wrapper was made in, each time
//     the method is called.
//
// So a later assignment to the slot changes the stored value: the next
// iteration of for _, c := range, c = Blue after m[k] = c, and the next
// evaluation of an expression in a loop (Color(c), f(c), T{i}: their
// temporaries have a slot each). xs = append(xs, c) over Red, Blue gave
// [B B]. A variable declared with := gets a new slot each time, but a
// method called through fmt.Stringer reads the variable's current slot.
//
// copyInto rewrites each value of the skill's type with methods that
// meets an interface type (an assignment, a variable declaration, an
// argument, an element of append or of a composite literal, a send, a
// result, a conversion) so that the interpreter stores a copy no later
// statement writes:
//
//   - into any or an interface the skill declares, the value is taken
//     from a slice made for it, whose element no other code reaches:
//     xs = append(xs, c) becomes xs = append(xs, []Color{c}[0]);
//   - into another package's interface, it passes through a helper that
//     returns it as that interface: the helper's frame, which the
//     methods read, is its own and ends with the call (ss = append(ss,
//     _skillrun_as_fmt_Stringer_Color(c)));
//   - a result of, or a conversion to, any or an interface the skill
//     declares also goes through a slice of that interface:
//     return []any{[]Color{c}[0]}[0]. The interpreter dropped the methods
//     of a value returned as, or converted to, any (any(c) printed 1).
//
// A constant is stored as it is (no slot holds it), and converted
// through a slice of the interface (any(Red) dropped its methods). A map key
// is left alone: an interface key holding the skill's type compares
// wrongly whatever it holds (see compare.go). So are the arguments of
// another package's functions, which read them during the call (fmt's
// are fmtArgs's), but for errors.Join and sort.Reverse, which keep them.
// A pointer to the skill's type stored in any goes through an interface
// of its methods as well: the interpreter kept the methods of *T in an
// any only when T's methods had pointer receivers (a *Color printed as
// an address).

// copyKind is how a value of the skill's type meets an interface.
type copyKind int

const (
	copyStore   copyKind = iota // stored: assigned, appended, sent, an element
	copyConvert                 // returned as, or converted to, the interface
)

// copyInto rewrites e, converted to the type to, when to is an interface
// and e a value of a type the skill declares with methods (see above).
func (nz *normaliser) copyInto(to types.Type, e ast.Expr, kind copyKind) {
	if nz.unwrapToAny(to, e) || nz.ptrToAny(to, e) {
		return
	}
	t, iface, ok := nz.copyTypes(to, e)
	if !ok {
		return
	}
	constant := nz.c.info.Types[e].Value != nil
	if constant && kind == copyStore {
		// A constant is no slot's: the interpreter reads it in any frame.
		return
	}
	if nz.binaryIface(to) {
		if name := nz.asHelper(to, t); name != "" {
			nz.wrap(e.Pos(), e.End(), name+"(", ")")
		}
		return
	}
	typ, ok := nz.nameOf(t)
	if !ok || nz.refuseHidden(e, t, to) {
		return
	}
	if constant {
		// Its conversion dropped its methods.
		nz.wrap(e.Pos(), e.End(), "[]"+iface+"{", "}[0]")
		return
	}
	if _, ptr := t.(*types.Pointer); ptr && to.Underlying().(*types.Interface).Empty() {
		// The interpreter keeps the methods of a pointer in an any only
		// when it went through an interface with them. Not a pointer
		// returned to another package's code, which hands it back (a
		// heap's Pop, to container/heap; sync.Pool's New): such a
		// value, from heap.Pop or Pool.Get, asserted to its type in a
		// function it was passed to, crashed ("interface {} is
		// interface {}, not *struct {...}", from the second pop on).
		if methods, ok := nz.methodsOf(t); ok && !(kind == copyConvert && nz.heapPop) {
			nz.wrap(e.Pos(), e.End(), "[]"+iface+"{[]"+methods+"{[]"+typ+"{", "}[0]}[0]}[0]")
		}
		return
	}
	if kind == copyStore {
		nz.wrap(e.Pos(), e.End(), "[]"+typ+"{", "}[0]")
		return
	}
	nz.wrap(e.Pos(), e.End(), "[]"+iface+"{[]"+typ+"{", "}[0]}[0]")
}

// refuseHidden reports, as a vet error, whether the rewrite of e (of
// type t, into to) would spell a name that a declaration hides at e.
func (nz *normaliser) refuseHidden(e ast.Expr, t, to types.Type) bool {
	name := nz.hiddenAt(e.Pos(), t, to)
	if _, ptr := t.(*types.Pointer); ptr && name == "" {
		ms := types.NewMethodSet(t)
		for i := range ms.Len() {
			if name = nz.hiddenAt(e.Pos(), ms.At(i).Type()); name != "" {
				break
			}
		}
	}
	if name == "" {
		return false
	}
	nz.c.errorf(e.Pos(), "the interpreter needs this value copied before it is stored in %s, which names %s, and a declaration here hides %s: rename that declaration", nz.typeString(to), name, name)
	return true
}

// copyTypes returns e's type and the name of to when copyInto rewrites
// e into to.
func (nz *normaliser) copyTypes(to types.Type, e ast.Expr) (types.Type, string, bool) {
	if to == nil || !types.IsInterface(to) {
		return nil, "", false
	}
	if _, param := to.(*types.TypeParam); param {
		return nil, "", false
	}
	t := nz.c.info.TypeOf(e)
	if t == nil || types.IsInterface(t) {
		return nil, "", false
	}
	n := nz.c.declared(t)
	if n == nil || !anyMethods(types.NewPointer(n)) {
		return nil, "", false
	}
	iface, ok := nz.nameOf(to)
	return t, iface, ok
}

// binaryIface reports whether t is another package's interface with
// methods (fmt.Stringer, error): the interpreter wraps a value stored in
// one as a compiled value with methods (genInterfaceWrapper).
func (nz *normaliser) binaryIface(t types.Type) bool {
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || n.Obj().Pkg() == nz.c.pkg {
		return false
	}
	in, ok := n.Underlying().(*types.Interface)
	return ok && !in.Empty()
}

// asHelper returns the name of a helper that returns a value of t as the
// interface iface, declaring it ("" when t cannot be named outside the
// function that declares it).
func (nz *normaliser) asHelper(iface, t types.Type) string {
	if n := nz.c.declared(t); n.Obj().Parent() != nz.c.pkg.Scope() || nz.spellsLocal(t) {
		return ""
	}
	it, ok := nz.nameOf(iface)
	if !ok {
		return ""
	}
	typ, ok := nz.nameOf(t)
	if !ok {
		return ""
	}
	name := "_skillrun_as_" + mangle(it) + "_0" + mangle(typ)
	body := "return x"
	if _, ok := t.Underlying().(*types.Struct); ok {
		// The interpreter's wrapper would hold one of the struct's
		// fields, not the struct (see plain.Hold).
		nz.plain = true
		body = "var i " + it + " = x; _skillrun_plain.Hold(&i, x); return i"
	}
	decl := ""
	if _, ptr := t.(*types.Pointer); ptr {
		// The interpreter stores a nil pointer in error or fmt.Stringer
		// as a nil interface; plain's value for it is not nil.
		for _, m := range []struct{ pkg, iface, method, make string }{{"", "error", "Error", "NilError"}, {"fmt", "Stringer", "String", "NilStringer"}} {
			if !isNamedType(iface, m.pkg, m.iface) {
				continue
			}
			nz.plain = true
			nilv := "_skillrun_nil_" + mangle(it) + "_0" + mangle(typ)
			decl = "\nvar " + nilv + " " + it + " = _skillrun_plain." + m.make + "(" + strconv.Quote(typ) + ", func() string { var p " + typ + "; return p." + m.method + "() })\n"
			body = "if x == nil { return " + nilv + " }; " + body
		}
		if decl == "" && nz.markerIface(iface) {
			// The same for another package's interface (see nilmarker.go).
			if nilv := nz.nilMarker(iface, t); nilv != "" {
				body = "if x == nil { return " + nilv + " }; " + body
			}
		}
	}
	nz.setHelper(name, decl+"\nfunc "+name+"(x "+typ+") "+it+" { "+body+" }\n")
	return name
}

// heapPop reports whether fn is the Pop method of a type with
// container/heap's Interface (Len, Less, Swap, Push, Pop() any), which
// container/heap calls and whose result it hands back from heap.Pop.
func heapPop(fn *types.Func) bool {
	sig, ok := fn.Type().(*types.Signature)
	if !ok || sig.Recv() == nil || fn.Name() != "Pop" || sig.Params().Len() != 0 || sig.Results().Len() != 1 {
		return false
	}
	if in, ok := sig.Results().At(0).Type().Underlying().(*types.Interface); !ok || !in.Empty() {
		return false
	}
	rt := sig.Recv().Type()
	if p, ok := rt.(*types.Pointer); ok {
		rt = p.Elem()
	}
	for _, m := range []string{"Len", "Less", "Swap", "Push"} {
		if methodOf(types.NewPointer(rt), fn.Pkg(), m) == nil {
			return false
		}
	}
	return true
}

// spellsLocal reports whether t names a type declared in a function, or
// a type parameter (*pq[K, V] in a method of the generic pq), which a
// helper at the top of the file cannot name: a type argument (*pq[node],
// node declared in the function that uses the queue) as much as t itself.
func (nz *normaliser) spellsLocal(t types.Type) bool {
	local := false
	eachSpelled(t, func(t types.Type) bool {
		switch t := t.(type) {
		case *types.Named:
			local = t.Obj().Pkg() == nz.c.pkg && t.Obj().Parent() != nz.c.pkg.Scope()
		case *types.TypeParam:
			// *pq[K, V] inside pq's methods: K and V are names of
			// the function's, not of the file's top.
			local = true
		}
		return !local
	})
	return local
}

// methodsOf returns an interface literal of t's methods.
func (nz *normaliser) methodsOf(t types.Type) (string, bool) {
	ms := types.NewMethodSet(t)
	var b strings.Builder
	b.WriteString("interface{")
	for i := range ms.Len() {
		sig, ok := nz.nameOf(ms.At(i).Type())
		if !ok {
			return "", false
		}
		if i > 0 {
			b.WriteString(";")
		}
		b.WriteString(" " + ms.At(i).Obj().Name() + strings.TrimPrefix(sig, "func"))
	}
	b.WriteString(" }")
	return b.String(), true
}

// nameOf returns t as the file names it, and false when it names a
// package the file does not import.
func (nz *normaliser) nameOf(t types.Type) (string, bool) {
	ok := true
	s := types.TypeString(types.Default(t), func(p *types.Package) string {
		if p == nz.c.pkg {
			return ""
		}
		name := nz.c.localName(p.Path())
		if name == "" || name == "." || name == "_" {
			ok = false
		}
		return name
	})
	return s, ok
}

// copyAssign rewrites the values of an assignment (=) or a variable
// declaration with a type.
func (nz *normaliser) copyAssign(n ast.Node) {
	switch n := n.(type) {
	case *ast.AssignStmt:
		nz.copyTupleAssign(n)
		if n.Tok != token.ASSIGN || len(n.Lhs) != len(n.Rhs) {
			return
		}
		for i, l := range n.Lhs {
			nz.copyInto(nz.c.info.TypeOf(l), n.Rhs[i], copyStore)
		}
	case *ast.ValueSpec:
		if n.Type == nil {
			return
		}
		for _, v := range n.Values {
			nz.copyInto(nz.c.info.TypeOf(n.Type), v, copyStore)
		}
	case *ast.SendStmt:
		if nz.selectSends[n] {
			return
		}
		if ch, ok := underlying(nz.c.info.TypeOf(n.Chan)).(*types.Chan); ok {
			nz.copyInto(ch.Elem(), n.Value, copyStore)
		}
	}
}

// copyCall rewrites a conversion to an interface, and the arguments of a
// call (and the elements append adds) that meet an interface.
func (nz *normaliser) copyCall(call *ast.CallExpr) {
	tv, ok := nz.c.info.Types[call.Fun]
	if !ok {
		return
	}
	if tv.IsType() {
		if len(call.Args) == 1 {
			nz.copyConversion(call)
		}
		return
	}
	if tv.IsBuiltin() {
		id, ok := ast.Unparen(call.Fun).(*ast.Ident)
		if !ok || id.Name != "append" || call.Ellipsis.IsValid() || len(call.Args) < 2 {
			return
		}
		s, ok := underlying(nz.c.info.TypeOf(call)).(*types.Slice)
		if !ok {
			return
		}
		for _, a := range call.Args[1:] {
			nz.copyInto(s.Elem(), a, copyStore)
		}
		return
	}
	sig, ok := underlying(tv.Type).(*types.Signature)
	if nz.compiledCall(call) {
		if ok {
			nz.nilPtrArgs(call, sig)
		}
		return
	}
	if !ok {
		return
	}
	nz.copyTupleArgs(call, sig)
	for i, a := range call.Args {
		pt, ok := paramFor(sig, i, call.Ellipsis.IsValid())
		if !ok {
			continue
		}
		nz.copyInto(pt, a, copyStore)
	}
}

// copyConversion rewrites I(e), I an interface (see copyInto).
func (nz *normaliser) copyConversion(call *ast.CallExpr) {
	to := nz.c.info.TypeOf(call.Fun)
	e := call.Args[0]
	t, iface, ok := nz.copyTypes(to, e)
	if !ok {
		return
	}
	if nz.binaryIface(to) {
		if name := nz.asHelper(to, t); name != "" {
			nz.replace(call.Fun.Pos(), call.Fun.End(), name)
		}
		return
	}
	typ, ok := nz.nameOf(t)
	if !ok || nz.refuseHidden(e, t, to) {
		return
	}
	if nz.c.info.Types[e].Value != nil {
		nz.replace(call.Fun.Pos(), call.Lparen+1, "[]"+iface+"{")
		nz.replace(call.Rparen, call.Rparen+1, "}[0]")
		return
	}
	nz.replace(call.Fun.Pos(), call.Lparen+1, "[]"+iface+"{[]"+typ+"{")
	nz.replace(call.Rparen, call.Rparen+1, "}[0]}[0]")
}

// compiledCall reports whether call calls a function of another package
// that reads its arguments only during the call: fmt's, encoding/json's
// and Env.Log's are fmtArgs's to rewrite, and heap.Push(h, x) uses h and
// x and lets them go. errors.Join and sort.Reverse keep theirs in what
// they return.
func (nz *normaliser) compiledCall(call *ast.CallExpr) bool {
	if !nz.c.foreignCall(call) {
		return false
	}
	switch nz.c.calledFunc(call).FullName() {
	case "errors.Join", "sort.Reverse":
		return false
	}
	return true
}

// copyCompositeLit rewrites the elements of a composite literal (not a
// map's keys) that meet an interface.
func (nz *normaliser) copyCompositeLit(lit *ast.CompositeLit) {
	t := nz.c.info.TypeOf(lit)
	if t == nil {
		return
	}
	switch u := t.Underlying().(type) {
	case *types.Slice:
		nz.copyElements(lit, func(ast.Expr, int) types.Type { return u.Elem() })
	case *types.Array:
		nz.copyElements(lit, func(ast.Expr, int) types.Type { return u.Elem() })
	case *types.Map:
		nz.copyElements(lit, func(ast.Expr, int) types.Type { return u.Elem() })
	case *types.Struct:
		nz.copyElements(lit, func(key ast.Expr, i int) types.Type {
			if id, ok := key.(*ast.Ident); ok {
				for j := range u.NumFields() {
					if f := u.Field(j); f.Name() == id.Name {
						return f.Type()
					}
				}
				return nil
			}
			if key == nil && i < u.NumFields() {
				return u.Field(i).Type()
			}
			return nil
		})
	}
}

// copyElements rewrites each element value of lit into the type elem
// gives for its key (nil for a positional element) and position.
func (nz *normaliser) copyElements(lit *ast.CompositeLit, elem func(key ast.Expr, i int) types.Type) {
	for i, el := range lit.Elts {
		var key ast.Expr
		if kv, ok := el.(*ast.KeyValueExpr); ok {
			key, el = kv.Key, kv.Value
		}
		nz.copyInto(elem(key, i), el, copyStore)
	}
}

// copyResults rewrites the results of the return statements of a
// function body (not of the function literals inside it) that meet an
// interface.
func (nz *normaliser) copyResults(sig *types.Signature, body *ast.BlockStmt) {
	if sig == nil || body == nil || sig.Results().Len() == 0 {
		return
	}
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			nz.copyTupleReturn(sig, n)
			if len(n.Results) != sig.Results().Len() {
				return true
			}
			for i, r := range n.Results {
				nz.copyInto(sig.Results().At(i).Type(), r, copyConvert)
			}
		}
		return true
	})
}

// underlying is t's underlying type (nil for nil).
func underlying(t types.Type) types.Type {
	if t == nil {
		return nil
	}
	return t.Underlying()
}

// paramFor returns the type of the parameter that argument i of a call of
// sig is passed to (a variadic parameter's element), or false for an
// argument spread with ... (ellipsis) or past the parameters.
func paramFor(sig *types.Signature, i int, ellipsis bool) (types.Type, bool) {
	params := sig.Params()
	switch {
	case sig.Variadic() && i >= params.Len()-1:
		if ellipsis {
			return nil, false
		}
		s, ok := params.At(params.Len() - 1).Type().(*types.Slice)
		if !ok {
			return nil, false
		}
		return s.Elem(), true
	case i < params.Len():
		return params.At(i).Type(), true
	}
	return nil, false
}

// isNamedType reports whether t is the type pkg.name (error when pkg is
// "").
func isNamedType(t types.Type, pkg, name string) bool {
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || n.Obj().Name() != name {
		return false
	}
	if pkg == "" {
		return n.Obj().Pkg() == nil
	}
	return n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == pkg
}

// nilPtrArgs rewrites the arguments of a call of another package's
// function (see compiledCall) that are pointers to the skill's types
// meeting another package's interface with methods: sort.Sort(l), l a nil
// *list, was given a nil sort.Interface (see nilmarker.go). Each goes
// through asHelper, which returns a nil pointer as a value that is not
// nil.
func (nz *normaliser) nilPtrArgs(call *ast.CallExpr, sig *types.Signature) {
	for i, a := range call.Args {
		pt, ok := paramFor(sig, i, call.Ellipsis.IsValid())
		if !ok {
			continue
		}
		t := nz.c.info.TypeOf(a)
		if _, ptr := t.(*types.Pointer); !ptr || !nz.binaryIface(pt) || nz.c.info.Types[a].IsNil() {
			continue
		}
		if _, _, ok := nz.copyTypes(pt, a); !ok {
			continue
		}
		if name := nz.asHelper(pt, t); name != "" {
			nz.wrap(a.Pos(), a.End(), name+"(", ")")
		}
	}
}
