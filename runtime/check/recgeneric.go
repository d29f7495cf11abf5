package check

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"
)

// recursiveGeneric runs the body of a generic function that calls itself
// as a function literal the function makes on each call, and its calls
// of itself as calls of that literal. yaegi v0.16.1 compiled such a
// function again for each instance its own call reached from a method of
// a generic type of several type parameters (a treap's Put calling
// split, split calling split): reached through a generic constructor
// (func newTree[K, V]() *tree[K, V] { return &tree[K, V]{} }) or new(),
// its compiler instantiated the function inside itself until the worker
// ran out of CPU (a skill of ten lines never started), or crashed with a
// nil pointer and no position. A literal that calls itself through a
// variable it captures compiles once:
//
//	func count[K any](k K, n int) int {      func count[K any](k K, n int) int { var _skillrun_rec1 func(k K, n int) int; _skillrun_rec1 = func(k K, n int) int {
//		if n == 0 {                              if n == 0 {
//			return 0                                 return 0
//		}                                        }
//		return 1 + count(k, n-1)                 return 1 + _skillrun_rec1(k, n-1)
//	}                                        }; return _skillrun_rec1(k, n) }
//
// Every edit stays on its line. Only a function every mention of which in
// its own body is a call with its own type parameters as the type
// arguments (inferred or written out) is rewritten; one that passes
// itself as a value, calls itself with other type arguments, has a
// parameter without a name (or named _), or named results and a defer
// statement, is left as it is. Functions that call each other are not
// rewritten either: vet refuses them where the interpreter's compiler
// never ends (genericCycles), and the compile is bounded in any
// case (sandbox.Options.CompileTimeout).
func (nz *normaliser) recursiveGeneric(fd *ast.FuncDecl) {
	if fd.Recv != nil || fd.Type.TypeParams == nil || fd.Body == nil {
		return
	}
	fn, ok := nz.c.info.Defs[fd.Name].(*types.Func)
	if !ok {
		return
	}
	sig, ok := fn.Type().(*types.Signature)
	if !ok || sig.TypeParams().Len() == 0 {
		return
	}
	var callees []ast.Expr // the callee of each call of itself
	calls := map[*ast.Ident]bool{}
	mentions := 0
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.Ident:
			if nz.c.info.Uses[n] == fn {
				mentions++
			}
		case *ast.CallExpr:
			callee := n.Fun // not in parentheses: parenCallee edits those
			var id *ast.Ident
			switch x := callee.(type) {
			case *ast.Ident:
				id = x
			case *ast.IndexExpr:
				id, _ = x.X.(*ast.Ident)
			case *ast.IndexListExpr:
				id, _ = x.X.(*ast.Ident)
			}
			if id == nil || nz.c.info.Uses[id] != fn || !ownTypeArgs(nz.c.info.Instances[id].TypeArgs, sig.TypeParams()) {
				return true
			}
			calls[id] = true
			callees = append(callees, callee)
		}
		return true
	})
	if len(callees) == 0 || mentions != len(callees) {
		return
	}
	var names []string
	for _, f := range fd.Type.Params.List {
		if len(f.Names) == 0 {
			return
		}
		for _, name := range f.Names {
			if name.Name == "_" {
				return
			}
			names = append(names, name.Name)
		}
	}
	if sig.Variadic() {
		names[len(names)-1] += "..."
	}
	typ := "func" + exprText(nz.c, fd.Type.Params)
	if fd.Type.Results != nil {
		named := false
		for _, f := range fd.Type.Results.List {
			named = named || len(f.Names) > 0
		}
		if !named {
			typ += " " + exprText(nz.c, fd.Type.Results)
		} else {
			// The literal's results are unnamed: freshResults, after
			// this, declares the names at the top of the body (inside
			// the literal: its edit comes after this one's at the same
			// place) and writes them out in bare returns. A deferred
			// call setting them after the return would set the
			// literal's locals, not its results: such a function is
			// left as written.
			deferred := false
			ast.Inspect(fd.Body, func(n ast.Node) bool {
				switch n.(type) {
				case *ast.FuncLit:
					return false
				case *ast.DeferStmt:
					deferred = true
				}
				return !deferred
			})
			if deferred {
				return
			}
			typ += nz.resultsText(sig)
		}
	}
	if strings.Contains(typ, "\n") {
		// A signature over several lines would add lines to the body.
		return
	}
	rec := nz.fresh("rec")
	call := rec + "(" + strings.Join(names, ", ") + ")"
	if sig.Results().Len() > 0 {
		call = "return " + call
	}
	if nz.recCalls == nil {
		nz.recCalls = map[*ast.Ident]bool{}
	}
	for id := range calls {
		nz.recCalls[id] = true
	}
	for _, c := range callees {
		nz.replace(c.Pos(), c.End(), rec)
	}
	nz.wrap(fd.Body.Lbrace+1, fd.Body.Rbrace, " var "+rec+" "+typ+"; "+rec+" = "+typ+" {", "}; "+call+" ")
}

// ownTypeArgs reports whether args are the type parameters tps, in order:
// a generic function's call of itself as itself.
func ownTypeArgs(args *types.TypeList, tps *types.TypeParamList) bool {
	if args == nil || args.Len() != tps.Len() {
		return false
	}
	for i := range args.Len() {
		if tp, ok := args.At(i).(*types.TypeParam); !ok || tp.Obj() != tps.At(i).Obj() {
			return false
		}
	}
	return true
}

// newGeneric makes new(T) of an instance of a generic type a variable's
// address: yaegi v0.16.1 could not compile new(pair[int, string]) (a nil
// pointer in its compiler, no position; "type not found: box[int]" for
// one type argument), and compiles a variable of the type:
//
//	q := new(pair[int, string])    q := func() *pair[int, string] { var _skillrun_new1 pair[int, string]; return &_skillrun_new1 }()
func (nz *normaliser) newGeneric(call *ast.CallExpr) {
	if len(call.Args) != 1 {
		return
	}
	named, ok := types.Unalias(nz.c.info.TypeOf(call.Args[0])).(*types.Named)
	if !ok || named.TypeArgs().Len() == 0 {
		return
	}
	typ := exprText(nz.c, call.Args[0])
	if strings.Contains(typ, "\n") {
		return
	}
	v := nz.fresh("new")
	nz.replace(call.Pos(), call.End(), "func() *"+typ+" { var "+v+" "+typ+"; return &"+v+" }()")
}

// genericCycles refuses a method of a generic type of several type
// parameters that calls a generic function the interpreter's compiler
// never finishes: one of generic functions that call each other (even
// calling odd calling even), or one that calls itself in a way
// recursiveGeneric left as written. yaegi v0.16.1, compiling the method
// for an instance made by a generic constructor, instantiated them inside
// each other until the run's limits (sandbox.Options.CompileTimeout
// bounds it since). Reported once a method, at its call.
func (nz *normaliser) genericCycles() {
	c := nz.c
	generic := map[*types.Func]*ast.FuncDecl{}
	var order []*types.Func // generic's keys, in the file's order
	var methods []*ast.FuncDecl
	for _, d := range c.file.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || fd.Body == nil {
			continue
		}
		if fd.Recv != nil {
			if g := genericRecv(c.info, fd); g != nil && g.TypeParams().Len() >= 2 {
				methods = append(methods, fd)
			}
			continue
		}
		if fn, ok := c.info.Defs[fd.Name].(*types.Func); ok && fd.Type.TypeParams != nil {
			generic[fn] = fd
			order = append(order, fn)
		}
	}
	if len(methods) == 0 || len(generic) == 0 {
		return
	}
	// mentions lists the generic functions a body names, each once, with
	// where it first does.
	type mention struct {
		fn *types.Func
		at *ast.Ident
	}
	mentions := func(body *ast.BlockStmt) []mention {
		var out []mention
		seen := map[*types.Func]bool{}
		ast.Inspect(body, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok {
				if fn, ok := c.info.Uses[id].(*types.Func); ok && generic[fn] != nil && !seen[fn] && !nz.recCalls[id] {
					seen[fn] = true
					out = append(out, mention{fn, id})
				}
			}
			return true
		})
		return out
	}
	calls := map[*types.Func][]*types.Func{}
	for _, fn := range order {
		for _, m := range mentions(generic[fn].Body) {
			calls[fn] = append(calls[fn], m.fn)
		}
	}
	reaches := func(from, to *types.Func) bool {
		seen := map[*types.Func]bool{}
		stack := append([]*types.Func(nil), calls[from]...)
		for len(stack) > 0 {
			f := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if f == to {
				return true
			}
			if !seen[f] {
				seen[f] = true
				stack = append(stack, calls[f]...)
			}
		}
		return false
	}
	// looping: in a cycle of the call graph (a call of itself that
	// recursiveGeneric rewrote is no longer an edge).
	looping := func(fn *types.Func) bool { return reaches(fn, fn) }
	for _, md := range methods {
		for _, m := range mentions(md.Body) {
			var bad *types.Func
			if looping(m.fn) {
				bad = m.fn
			} else {
				for _, f := range order {
					if looping(f) && reaches(m.fn, f) {
						bad = f
						break
					}
				}
			}
			if bad == nil {
				continue
			}
			what := m.fn.Name() + ", a generic function"
			if bad != m.fn {
				what = m.fn.Name() + ", which reaches " + bad.Name() + ", a generic function"
			}
			c.errorf(m.at.Pos(), "the method %s of a generic type of several type parameters calls %s that calls itself through other generic functions (or in a way the normaliser cannot take apart): the interpreter's compiler never finishes such a method for an instance a generic function makes; write the functions that call each other as one function that calls itself directly, or give the type one type parameter (a struct of the others)",
				md.Name.Name, what)
			break
		}
	}
}

// genericRecv returns the generic type a method is declared on (its
// origin, written with its type parameters), or nil for a function or a
// method of a type that is not generic.
func genericRecv(info *types.Info, fd *ast.FuncDecl) *types.Named {
	if fd.Recv == nil || len(fd.Recv.List) == 0 {
		return nil
	}
	t := info.TypeOf(fd.Recv.List[0].Type)
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	if n, ok := types.Unalias(t).(*types.Named); ok && n.TypeParams().Len() > 0 {
		return n.Origin()
	}
	return nil
}

// genericPtrAssert refuses an assertion to te (x.(T), or a type
// switch's case T) when te is a pointer to an instance of a generic type
// of several type arguments, or of a type parameter: yaegi v0.16.1's
// compiler crashed on it ("CFG post-order panic: ... nil pointer
// dereference", placed at the call of the function around it). The
// pointer to an instance of one type argument that is not a type
// parameter, the instance itself, and a slice or map of the pointers
// compile; and so does, in a method of a generic type of one type
// parameter, a pointer to an instance of that parameter of the type or
// of one the type holds (x.(*item[T]) in Push of a heap pq[T] of
// []*item[T], as container/heap's example has it): making the
// receiver's instance makes the asserted one first. A type the receiver
// does not hold (*box[T] in a method of pair[T]), or a receiver of two
// parameters (*box[V] in a method of cache[K, V]), was "type not found".
func (nz *normaliser) genericPtrAssert(te ast.Expr) {
	t := nz.c.info.TypeOf(te)
	p, ok := t.(*types.Pointer)
	if !ok {
		return
	}
	named, ok := types.Unalias(p.Elem()).(*types.Named)
	if !ok || named.TypeArgs().Len() == 0 {
		return
	}
	args := named.TypeArgs()
	typeParam := false
	for i := range args.Len() {
		_, isTP := args.At(i).(*types.TypeParam)
		typeParam = typeParam || isTP
	}
	if args.Len() < 2 && (!typeParam || nz.onlyRecvParam(te.Pos(), named)) {
		return
	}
	typ := nz.typeString(t)
	nz.c.errorf(te.Pos(), "asserting to %s, a pointer to an instance of a generic type (of several type arguments, or of a type parameter), is not supported by the interpreter: its compiler crashes; keep such values in a container of their type (a slice or map of %s, a field) rather than in an any, or store and assert the value (%s)",
		typ, typ, nz.typeString(named))
}

// onlyRecvParam reports whether pos is in a method whose receiver
// declares one type parameter, the one type argument of g, an instance
// of the receiver's type or of one its type holds.
func (nz *normaliser) onlyRecvParam(pos token.Pos, g *types.Named) bool {
	fd, ok := nz.c.declAt(pos).(*ast.FuncDecl)
	if !ok || fd.Recv == nil {
		return false
	}
	fn, ok := nz.c.info.Defs[fd.Name].(*types.Func)
	if !ok {
		return false
	}
	sig := fn.Type().(*types.Signature)
	tps := sig.RecvTypeParams()
	if tps.Len() != 1 || !types.Identical(tps.At(0), g.TypeArgs().At(0)) {
		return false
	}
	recv := sig.Recv().Type()
	if p, ok := recv.(*types.Pointer); ok {
		recv = p.Elem()
	}
	r, ok := types.Unalias(recv).(*types.Named)
	origin := g.Origin().Obj()
	return ok && (r.Origin().Obj() == origin || holdsNamed(r.Underlying(), func(n *types.Named) bool { return n.Origin().Obj() == origin }, 0))
}

// ownTypeCalls refuses, in a method of a generic type, a call of one of
// the skill's generic functions whose signature holds an instance of
// that same type, with the type arguments written out (by the skill, or
// by the normaliser where the interpreter cannot infer them): yaegi
// v0.16.1's compiler crashed on it ("CFG post-order panic: ... nil
// pointer dereference"), the matrix method Mul calling New[T](n, m) for
// its result. A method of the type making the instance compiles, as does
// such a call inferred from an argument.
func (nz *normaliser) ownTypeCalls() {
	c := nz.c
	for _, d := range c.file.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || fd.Body == nil {
			continue
		}
		recv := genericRecv(c.info, fd)
		if recv == nil {
			continue
		}
		own := recv.Obj()
		ast.Inspect(fd.Body, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			callee := ast.Unparen(call.Fun)
			written := false
			switch x := callee.(type) {
			case *ast.IndexExpr:
				callee, written = x.X, true
			case *ast.IndexListExpr:
				callee, written = x.X, true
			}
			id, _ := callee.(*ast.Ident)
			fn, inst, ok := nz.localInstance(id)
			if !ok || (!written && nz.inferable(fn, call)) {
				return true
			}
			sig, ok := fn.Type().(*types.Signature)
			if !ok || !holdsNamed(sig, func(n *types.Named) bool { return n.Origin().Obj() == own }, 0) {
				return true
			}
			args := make([]string, inst.TypeArgs.Len())
			for i := range args {
				args[i] = nz.typeString(inst.TypeArgs.At(i))
			}
			c.errorf(call.Pos(), "calling %s[%s], whose signature holds a %s, from a method of %s with its type arguments written out (or not inferable from the arguments) is not supported by the interpreter: its compiler crashes; make it a method of %s (func (%s) %s(...)), called on the receiver, or give it an argument to infer them from",
				id.Name, strings.Join(args, ", "), own.Name(), own.Name(), own.Name(), nz.typeString(recv), id.Name)
			return true
		})
	}
}

// holdsNamed reports whether t holds a named type match accepts: t
// itself, its elements, fields, parameters, results, receiver and type
// arguments, to a bounded depth.
func holdsNamed(t types.Type, match func(*types.Named) bool, depth int) bool {
	if depth > 12 {
		return false
	}
	in := func(t types.Type) bool { return holdsNamed(t, match, depth+1) }
	switch u := types.Unalias(t).(type) {
	case *types.Named:
		if match(u) {
			return true
		}
		for i := range u.TypeArgs().Len() {
			if in(u.TypeArgs().At(i)) {
				return true
			}
		}
	case *types.Pointer:
		return in(u.Elem())
	case *types.Slice:
		return in(u.Elem())
	case *types.Array:
		return in(u.Elem())
	case *types.Chan:
		return in(u.Elem())
	case *types.Map:
		return in(u.Key()) || in(u.Elem())
	case *types.Signature:
		return (u.Recv() != nil && in(u.Recv().Type())) || in(u.Params()) || in(u.Results())
	case *types.Tuple:
		for i := range u.Len() {
			if in(u.At(i).Type()) {
				return true
			}
		}
	case *types.Struct:
		for i := range u.NumFields() {
			if in(u.Field(i).Type()) {
				return true
			}
		}
	}
	return false
}

// genericAliases refuses a generic type alias (type set[T comparable] =
// map[T]bool, Go 1.24): yaegi v0.16.1's compiler crashed on its use
// ("CFG post-order panic: ... nil pointer dereference").
func (nz *normaliser) genericAliases() {
	for _, d := range nz.c.file.Decls {
		gd, ok := d.(*ast.GenDecl)
		if !ok || gd.Tok != token.TYPE {
			continue
		}
		for _, sp := range gd.Specs {
			ts := sp.(*ast.TypeSpec)
			if ts.Assign.IsValid() && ts.TypeParams != nil {
				nz.c.errorf(ts.Name.Pos(), "the generic type alias %s is not supported by the interpreter: its compiler crashes on its use; declare it as a type (type %s%s %s), or use the aliased type", ts.Name.Name, ts.Name.Name, exprText(nz.c, ts.TypeParams), exprText(nz.c, ts.Type))
			}
		}
	}
}
