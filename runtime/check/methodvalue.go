package check

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"strings"
)

// yaegi v0.16.1 compiles a method value of an interface held in a host
// type wrongly (f := env.Call; f("x", nil) is "too many arguments", and a
// variadic one loses its "..."), and refuses method expressions. The
// normaliser rewrites both into function literals, which it runs
// correctly:
//
//	env.Call        → func(_r skills.Env) func(string, any) (skills.Result, error) { return func(...) ... { return _r.Call(...) } }(env)
//	(*T).M          → func(_r *T, a0 int) bool { return _r.M(a0) }
//
// yaegi also binds a value receiver late (p := pt{1, 2}; f := p.sum;
// p.x = 10; f() gives 12, not Go's 3), so every method value that is not
// called at once is rewritten, binding its receiver where the value is
// made, as Go does: a copy for a value receiver, the address for a pointer
// receiver of an addressable value.

// calledSelectors records which selector expressions are called directly
// (x.M(...)), so the others are method values.
func (nz *normaliser) calledSelectors() map[*ast.SelectorExpr]bool {
	called := map[*ast.SelectorExpr]bool{}
	ast.Inspect(nz.c.file, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok {
			if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
				called[sel] = true
			}
		}
		return true
	})
	return called
}

// methodSelector rewrites a method value of an interface or a method
// expression (see above).
func (nz *normaliser) methodSelector(sel *ast.SelectorExpr) {
	s, ok := nz.c.info.Selections[sel]
	if !ok {
		return
	}
	sig, ok := s.Type().(*types.Signature)
	if !ok {
		return
	}
	name := sel.Sel.Name
	if to := nz.renamedTo(sel.Sel); to != "" {
		name = to
	}
	switch s.Kind() {
	case types.MethodVal:
		if nz.called == nil {
			nz.called = nz.calledSelectors()
		}
		if nz.called[sel] {
			return
		}
		// The receiver as Go binds it: a copy of a value receiver (through
		// a pointer too), the address of an addressable value for a
		// pointer receiver.
		recvT, pre, post := s.Recv(), "", ""
		if len(s.Index()) > 1 {
			// A promoted method: Go binds the embedded field's value
			// (through an embedded pointer, the value it points to now,
			// for a value receiver), not the outer value's.
			t, path, ok := nz.embeddedPath(recvT, s.Index()[:len(s.Index())-1])
			if !ok {
				return
			}
			recvT, pre, post = t, "(", ")"+path
		}
		if fn, ok := s.Obj().(*types.Func); ok && !types.IsInterface(recvT) {
			_, methodPtr := fn.Type().(*types.Signature).Recv().Type().(*types.Pointer)
			xp, xPtr := recvT.Underlying().(*types.Pointer)
			switch {
			case methodPtr && !xPtr:
				recvT, pre, post = types.NewPointer(recvT), "&("+pre, post+")"
			case !methodPtr && xPtr:
				recvT, pre, post = xp.Elem(), "*("+pre, post+")"
			}
		}
		params, args := nz.signatureParts(sig, 0)
		results := nz.resultsText(sig)
		fn := fmt.Sprintf("func(%s)%s", params, results)
		body := fmt.Sprintf("_r.%s(%s)", name, args)
		if sig.Results().Len() > 0 {
			body = "return " + body
		}
		nz.wroteName(sel.Sel)
		nz.insert(sel.X.Pos(), fmt.Sprintf("func(_r %s) %s { return %s { %s } }(%s", nz.typeString(recvT), fn, fn, body, pre))
		nz.replace(sel.X.End(), sel.End(), post+")")
	case types.MethodExpr:
		if nz.goMethods[sel] {
			return
		}
		// sig's first parameter is the receiver.
		params, args := nz.signatureParts(sig, 1)
		recv := nz.typeString(sig.Params().At(0).Type())
		if params != "" {
			params = ", " + params
		}
		body := fmt.Sprintf("_r.%s(%s)", name, args)
		if sig.Results().Len() > 0 {
			body = "return " + body
		}
		nz.wroteName(sel.Sel)
		typ := fmt.Sprintf("func(_r %s%s)%s", recv, params, nz.resultsText(sig))
		lit := typ + " { " + body + " }"
		if nz.goFile {
			// Made in a frame of its own (see goFrames).
			lit = "func() " + typ + " { return " + lit + " }()"
		}
		nz.replace(sel.Pos(), sel.End(), lit)
	}
}

// signatureParts returns a signature's parameters from index skip on, as a
// parameter list with fresh names, and the argument list that passes them
// on (with "..." for a variadic one).
func (nz *normaliser) signatureParts(sig *types.Signature, skip int) (params, args string) {
	var ps, as []string
	n := sig.Params().Len()
	for i := skip; i < n; i++ {
		name := fmt.Sprintf("_a%d", i)
		t := sig.Params().At(i).Type()
		if sig.Variadic() && i == n-1 {
			ps = append(ps, name+" ..."+nz.typeString(t.(*types.Slice).Elem()))
			as = append(as, name+"...")
			continue
		}
		ps = append(ps, name+" "+nz.typeString(t))
		as = append(as, name)
	}
	return strings.Join(ps, ", "), strings.Join(as, ", ")
}

// resultsText returns a signature's results as written after its
// parameters (" T", " (T, error)" or "").
func (nz *normaliser) resultsText(sig *types.Signature) string {
	r := sig.Results()
	switch r.Len() {
	case 0:
		return ""
	case 1:
		return " " + nz.typeString(r.At(0).Type())
	}
	ts := make([]string, r.Len())
	for i := range ts {
		ts[i] = nz.typeString(r.At(i).Type())
	}
	return " (" + strings.Join(ts, ", ") + ")"
}

// genericCall makes the type arguments of a call to one of the skill's own
// generic functions explicit where they were inferred: yaegi v0.16.1
// cannot infer a type parameter that occurs only in a function-typed
// parameter (mapf(xs, strconv.Itoa) with func mapf[A, B any](xs []A, f
// func(A) B): "undefined type for B"), nor one of a variadic parameter
// (sum(1, 2, 3) with func sum[T num](xs ...T)), but it compiles both with
// the type arguments written out, which go/types has already worked out.
func (nz *normaliser) genericCall(call *ast.CallExpr) {
	nz.partialTypeArgs(call)
	var written *ast.Ident // the function of a call whose type arguments the skill wrote
	switch x := ast.Unparen(call.Fun).(type) {
	case *ast.IndexExpr:
		written, _ = x.X.(*ast.Ident)
	case *ast.IndexListExpr:
		written, _ = x.X.(*ast.Ident)
	}
	if written != nil {
		if fn, inst, ok := nz.localInstance(written); ok && nz.genericArgsCrash(call, fn, inst.TypeArgs) {
			return
		}
	}
	if il, ok := ast.Unparen(call.Fun).(*ast.IndexListExpr); ok {
		// Written out by the skill: the same as below.
		if id, ok := il.X.(*ast.Ident); ok {
			if fn, ok := nz.c.info.Uses[id].(*types.Func); ok && fn.Pkg() == nz.c.pkg && nz.inCompositeLit(call) {
				nz.c.errorf(call.Pos(), "a call of the generic %s with %d type arguments written out, as an unkeyed element of a composite literal, is not supported by the interpreter: it cannot compile them there (\"not a generic type\"); assign the call's result to a variable before the literal, or key the element", fn.Name(), len(il.Indices))
			}
		}
		return
	}
	id, _ := ast.Unparen(call.Fun).(*ast.Ident)
	fn, inst, ok := nz.localInstance(id)
	if !ok {
		return
	}
	multiInLit := inst.TypeArgs.Len() > 1 && nz.inCompositeLit(call)
	if (multiInLit || nz.typeParamArgs(inst.TypeArgs)) && nz.inferable(fn, call) {
		// yaegi infers them itself. Written out, two or more type
		// arguments in a composite literal's element did not compile
		// ([]any{keys[string, int](m)}: "not a generic type"), and one
		// inside a generic function (sum[T](xs) in mean[T]) crashed
		// its compiler when the outer function was instantiated with a
		// named type (mean of []celsius: "CFG post-order panic").
		return
	}
	if multiInLit {
		nz.c.errorf(call.Pos(), "a call of the generic %s whose %d type arguments the interpreter cannot infer (one occurs in a variadic or function-typed parameter, or in a generic type's arguments), as an unkeyed element of a composite literal, is not supported by the interpreter: it cannot compile the type arguments written out there; assign the call's result to a variable before the literal, or key the element", fn.Name(), inst.TypeArgs.Len())
		return
	}
	if sig, ok := fn.Type().(*types.Signature); ok && sig.Variadic() && nz.typeParamArgs(inst.TypeArgs) {
		if outer, named := nz.namedInstance(call.Pos()); named != nil {
			nz.c.errorf(call.Pos(), "calling the generic variadic %s from the generic %s, which is instantiated with %s, is not supported by the interpreter: it cannot infer %s's type arguments from a variadic list, and written out as %s's type parameters they crash its compiler for a type the skill declares; make %s take a slice (func %s(xs []T)) and pass one", fn.Name(), outer.Name(), nz.typeString(named), fn.Name(), outer.Name(), fn.Name(), fn.Name())
			return
		}
	}
	if nz.genericArgsCrash(call, fn, inst.TypeArgs) {
		return
	}
	args := make([]string, inst.TypeArgs.Len())
	for i := range args {
		args[i] = nz.typeString(inst.TypeArgs.At(i))
	}
	nz.insert(id.End(), "["+strings.Join(args, ", ")+"]")
}

// partialTypeArgs writes out the type arguments of a call of the skill's
// generic function that the skill wrote some of (parseOne[port](s), PT
// inferred from its constraint interface{ *T; Set(string) }): yaegi
// crashed compiling it ("CFG post-order panic").
func (nz *normaliser) partialTypeArgs(call *ast.CallExpr) {
	var x ast.Expr
	var written int
	var rbrack token.Pos
	switch f := ast.Unparen(call.Fun).(type) {
	case *ast.IndexExpr:
		x, written, rbrack = f.X, 1, f.Rbrack
	case *ast.IndexListExpr:
		x, written, rbrack = f.X, len(f.Indices), f.Rbrack
	default:
		return
	}
	id, _ := x.(*ast.Ident)
	_, inst, ok := nz.localInstance(id)
	if !ok || inst.TypeArgs.Len() <= written {
		return
	}
	var rest []string
	for i := written; i < inst.TypeArgs.Len(); i++ {
		rest = append(rest, nz.typeString(inst.TypeArgs.At(i)))
	}
	nz.insert(rbrack, ", "+strings.Join(rest, ", "))
}

// localInstance returns the skill's generic function id names and its
// instance there, when id (which may be nil) names one with type
// arguments.
func (nz *normaliser) localInstance(id *ast.Ident) (*types.Func, types.Instance, bool) {
	if id == nil || nz.recCalls[id] {
		return nil, types.Instance{}, false
	}
	fn, ok := nz.c.info.Uses[id].(*types.Func)
	if !ok || fn.Pkg() != nz.c.pkg {
		return nil, types.Instance{}, false
	}
	inst, ok := nz.c.info.Instances[id]
	if !ok || inst.TypeArgs == nil || inst.TypeArgs.Len() == 0 {
		return nil, types.Instance{}, false
	}
	return fn, inst, true
}

// inCompositeLit reports whether call is inside an unkeyed element of a
// composite literal ([]any{f(x)}, S{f(x)}; not map[string]any{"k": f(x)},
// which yaegi compiles), in the function around it.
func (nz *normaliser) inCompositeLit(call *ast.CallExpr) bool {
	in := false
	ast.Inspect(nz.c.file, func(n ast.Node) bool {
		if in || n == nil || n.Pos() > call.Pos() || n.End() < call.End() {
			return false
		}
		if cl, ok := n.(*ast.CompositeLit); ok {
			for _, e := range cl.Elts {
				if _, kv := e.(*ast.KeyValueExpr); !kv && e.Pos() <= call.Pos() && call.End() <= e.End() && !inFuncLit(e, call) {
					in = true
				}
			}
		}
		return !in
	})
	return in
}

// inFuncLit reports whether call is inside a function literal in e.
func inFuncLit(e ast.Node, call *ast.CallExpr) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if fl, ok := n.(*ast.FuncLit); ok && fl.Pos() <= call.Pos() && call.End() <= fl.End() {
			found = true
		}
		return !found
	})
	return found
}

// namedInstance returns the skill's generic function declared around pos
// and a named type it is instantiated with somewhere in the file, or nil.
func (nz *normaliser) namedInstance(pos token.Pos) (*types.Func, types.Type) {
	var outer *types.Func
	if fd, ok := nz.c.declAt(pos).(*ast.FuncDecl); ok {
		outer, _ = nz.c.info.Defs[fd.Name].(*types.Func)
	}
	if outer == nil {
		return nil, nil
	}
	if nz.instancesOf == nil {
		nz.instancesOf = map[*types.Func][]*types.TypeList{}
		for id, inst := range nz.c.info.Instances {
			if f, ok := nz.c.info.Uses[id].(*types.Func); ok && f.Pkg() == nz.c.pkg {
				nz.instancesOf[f] = append(nz.instancesOf[f], inst.TypeArgs)
			}
		}
	}
	for _, args := range nz.instancesOf[outer] {
		for i := range args.Len() {
			if n, ok := types.Unalias(args.At(i)).(*types.Named); ok && n.Obj().Pkg() != nil {
				return outer, n
			}
		}
	}
	return nil, nil
}

// typeParamArgs reports whether one of args names a type parameter.
func (nz *normaliser) typeParamArgs(args *types.TypeList) bool {
	for i := range args.Len() {
		found := false
		eachSpelled(args.At(i), func(t types.Type) bool {
			_, found = t.(*types.TypeParam)
			return !found
		})
		if found {
			return true
		}
	}
	return false
}

// inferable reports whether yaegi infers each of fn's type parameters
// from the call's arguments: no parameter is of a function type naming
// one, and each occurs in a parameter that is not variadic, reached from the parameter's type through pointers, slices,
// arrays, maps and channels only (not a function type's parameters, nor
// a generic type's arguments: Unbox(Box[int]{3}) with func Unbox[T
// any](b Box[T]) did not compile), and passed an argument with a type.
func (nz *normaliser) inferable(fn *types.Func, call *ast.CallExpr) bool {
	sig, ok := fn.Type().(*types.Signature)
	if !ok || call.Ellipsis.IsValid() || len(call.Args) < sig.Params().Len() {
		return false
	}
	var direct func(t types.Type, tp *types.TypeParam) bool
	direct = func(t types.Type, tp *types.TypeParam) bool {
		switch t := types.Unalias(t).(type) {
		case *types.TypeParam:
			return t == tp
		case *types.Pointer:
			return direct(t.Elem(), tp)
		case *types.Slice:
			return direct(t.Elem(), tp)
		case *types.Array:
			return direct(t.Elem(), tp)
		case *types.Chan:
			return direct(t.Elem(), tp)
		case *types.Map:
			return direct(t.Key(), tp) || direct(t.Elem(), tp)
		}
		return false
	}
	tps := sig.TypeParams()
	if genericTypeParam(sig) {
		// Nor beside a parameter of a generic type's instance that
		// names one (mulMod(r, b, mod) with func mulMod[T
		// unsigned](a, b m2[T], mod T) in a generic function: "CFG
		// post-order panic"); written out, they compile.
		return false
	}
	for j := range sig.Params().Len() {
		// yaegi's inference failed beside a function-typed parameter
		// that names a type parameter (maxBy(words, func(a, b string)
		// bool {...}): "CFG post-order panic").
		fnParam := false
		eachSpelled(sig.Params().At(j).Type(), func(t types.Type) bool {
			if fs, ok := t.(*types.Signature); ok && spellsTypeParam(fs) {
				fnParam = true
			}
			return !fnParam
		})
		if fnParam {
			return false
		}
	}
	for i := range tps.Len() {
		found := false
		for j := range sig.Params().Len() {
			if sig.Variadic() && j == sig.Params().Len()-1 {
				continue
			}
			// A constant or nil tells yaegi nothing (a
			// reduce(xs, 0, f) did not compile).
			if tv := nz.c.info.Types[call.Args[j]]; tv.Value != nil || tv.IsNil() {
				continue
			}
			if direct(sig.Params().At(j).Type(), tps.At(i)) {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// genericArgsCrash refuses a call of fn, of the skill's generic
// functions, with type arguments args that name the type parameters of
// the generic function around the call, when fn takes a generic type's
// instance of its type parameters and the function around is
// instantiated with a named type somewhere: yaegi's compiler crashed on
// the call ("CFG post-order panic") whether the type arguments were
// inferred or written out.
func (nz *normaliser) genericArgsCrash(call *ast.CallExpr, fn *types.Func, args *types.TypeList) bool {
	sig, ok := fn.Type().(*types.Signature)
	if !ok || !genericTypeParam(sig) || !nz.typeParamArgs(args) {
		return false
	}
	outer, named := nz.namedInstance(call.Pos())
	if named == nil {
		return false
	}
	nz.c.errorf(call.Pos(), "calling the generic %s, which takes an instance of a generic type of its type parameters, from the generic %s, which is instantiated with %s, is not supported by the interpreter: its compiler crashes on the call (\"CFG post-order panic\") for a type the skill declares, with the type arguments inferred or written out; instantiate %s with a predeclared type (%s's underlying type)", fn.Name(), outer.Name(), nz.typeString(named), outer.Name(), nz.typeString(named))
	return true
}

// genericTypeParam reports whether a parameter of sig names one of its
// type parameters in a generic type's type arguments (a m2[T]).
func genericTypeParam(sig *types.Signature) bool {
	found := false
	for j := range sig.Params().Len() {
		eachSpelled(sig.Params().At(j).Type(), func(t types.Type) bool {
			if n, ok := t.(*types.Named); ok && n.TypeArgs().Len() > 0 && spellsTypeParam(n) {
				found = true
			}
			return !found
		})
	}
	return found
}

// embeddedPath returns the type of the embedded field that index (a
// selection's path of embedded fields) reaches from a value of type t,
// and the selectors that reach it (".Inner.Base"); false when a field
// cannot be named here.
func (nz *normaliser) embeddedPath(t types.Type, index []int) (types.Type, string, bool) {
	var path strings.Builder
	for _, i := range index {
		if p, ok := t.Underlying().(*types.Pointer); ok {
			t = p.Elem()
		}
		st, ok := t.Underlying().(*types.Struct)
		if !ok || i >= st.NumFields() {
			return nil, "", false
		}
		f := st.Field(i)
		if f.Pkg() != nz.c.pkg && !f.Exported() {
			return nil, "", false
		}
		path.WriteString("." + f.Name())
		t = f.Type()
	}
	return t, path.String(), true
}

// wroteName records that the rewrite of id's selector wrote its name
// (renamed, when checkMethodClash renamed the method).
func (nz *normaliser) wroteName(id *ast.Ident) {
	if nz.renameWritten == nil {
		nz.renameWritten = map[*ast.Ident]bool{}
	}
	nz.renameWritten[id] = true
}
