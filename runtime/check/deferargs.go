package check

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
)

// The interpreter keeps a deferred call as the reflect.Values of its
// function and arguments, read from the frame's slots without copying
// them (yaegi v0.16.1, interp/run.go: val[i+1] = v(f) under deferStmt):
// the call runs with what the slots hold when the function returns, not
// what they held at the defer statement. x := 1; defer show(x); x = 2
// showed 2, silently, where Go shows 1; a deferred method call with a
// counter, a *p, a field: the same. In a loop each iteration's defer
// reads the same slots, so every deferred call got the last iteration's
// arguments, and `defer func() { use(v) }()` called the last iteration's
// closure every time.
//
// deferArgs rewrites each argument of a deferred call outside a loop,
// not a constant, on its line, into a call of a helper that returns it:
//
//	defer show(x)
//
// becomes
//
//	defer show(_skillrun_keep_int(x))
//
// whose result sits in a slot of its own, written once, at the defer
// statement. A deferred call in a loop whose arguments are not constants,
// or whose function reads a variable the loop declares (its loop
// variables, a file it opened, a closure's captures), is refused: no
// slot of the loop's is written once.

// deferSet is what a function's body (not its function literals: each
// is a function of its own) defers: its defer statements, each with the
// outermost loop of the function around it (nil outside loops), and
// whether it has a label a goto may jump back to.
type deferSet struct {
	stmts   []deferIn
	labeled bool
}

type deferIn struct {
	stmt *ast.DeferStmt
	loop ast.Node
}

// defersOf collects body's deferSet (see deferSet).
func defersOf(body *ast.BlockStmt) deferSet {
	var ds deferSet
	var walk func(n ast.Node, loop ast.Node)
	walk = func(n ast.Node, loop ast.Node) {
		ast.Inspect(n, func(m ast.Node) bool {
			switch m := m.(type) {
			case *ast.FuncLit:
				return false
			case *ast.ForStmt:
				if loop == nil {
					walk(m.Body, m)
					return false
				}
			case *ast.RangeStmt:
				if loop == nil {
					walk(m.Body, m)
					return false
				}
			case *ast.LabeledStmt:
				ds.labeled = true
			case *ast.DeferStmt:
				ds.stmts = append(ds.stmts, deferIn{m, loop})
			}
			return true
		})
	}
	walk(body, nil)
	return ds
}

// defers rewrites what the function whose body is body defers: the
// panics of its deferred calls (deferPanics), when their arguments are
// taken (deferArgs), and the frames its closures are made in
// (closureFrames).
func (nz *normaliser) defers(body *ast.BlockStmt) {
	if body == nil {
		return
	}
	ds := defersOf(body)
	if len(ds.stmts) == 0 {
		return
	}
	nz.deferPanics(body, ds)
	nz.deferArgs(ds)
	if !nz.goFile {
		nz.closureFrames(body) // goFrames makes them so
	}
}

// deferArgs rewrites or refuses the deferred calls of ds.
func (nz *normaliser) deferArgs(ds deferSet) {
	for _, d := range ds.stmts {
		nz.deferStmt(d.stmt, d.loop)
	}
}

func (nz *normaliser) deferStmt(ds *ast.DeferStmt, loop ast.Node) {
	call := ds.Call
	if loop != nil {
		if what := nz.loopBound(call, loop); what != "" {
			nz.c.errorf(ds.Defer, "defer in a loop with %s is not supported by the interpreter: every deferred call of the loop runs with what its last iteration left (the interpreter reads a deferred call's function and arguments when the function returns); move the loop's body into a function of its own, or collect what to do in a slice and do it after the loop", what)
		}
		return
	}
	if tv, ok := nz.c.info.Types[call.Fun]; ok && tv.IsType() {
		return // a conversion
	}
	if id, ok := ast.Unparen(call.Fun).(*ast.Ident); ok {
		if _, builtin := nz.c.info.Uses[id].(*types.Builtin); builtin {
			return // panic, close, print...: no frame of arguments kept
		}
	}
	args := call.Args
	switch fun := ast.Unparen(call.Fun).(type) {
	case *ast.Ident:
		if _, isVar := nz.c.info.Uses[fun].(*types.Var); isVar {
			// A func held in a variable: the one it holds now is called.
			args = append([]ast.Expr{call.Fun}, args...)
		}
	case *ast.SelectorExpr:
		nz.keepReceiver(fun)
	}
	for _, a := range args {
		tv, ok := nz.c.info.Types[a]
		if !ok || tv.Value != nil || tv.IsNil() || tv.Type == nil {
			continue
		}
		nz.keepAs(a, types.Default(tv.Type), "", "")
	}
}

// keepAs wraps e, written as open+e+close of type t, in a call of a
// helper that returns it (see deferArgs).
func (nz *normaliser) keepAs(e ast.Expr, t types.Type, open, close string) {
	if !nz.keepable(t) {
		return
	}
	typ := nz.typeString(t)
	name := "_skillrun_keep_" + mangle(typ)
	if _, ok := nz.helpers[name]; !ok {
		nz.setHelper(name, fmt.Sprintf("\nfunc %s(x %s) %s { return x }\n", name, typ, typ))
	}
	nz.wrap(e.Pos(), e.End(), name+"("+open, close+")")
}

// keepReceiver keeps the receiver of a method call fun (deferred, or
// started by go) as Go takes it at the statement: a copy of a value, or
// the pointer (not a variable's address, which does not change).
func (nz *normaliser) keepReceiver(fun *ast.SelectorExpr) {
	sel, ok := nz.c.info.Selections[fun]
	if !ok || sel.Kind() != types.MethodVal {
		return
	}
	_, ptrRecv := sel.Obj().Type().(*types.Signature).Recv().Type().(*types.Pointer)
	xp, ptrX := sel.Recv().Underlying().(*types.Pointer)
	_, ident := ast.Unparen(fun.X).(*ast.Ident)
	switch {
	case types.IsInterface(sel.Recv()):
	case ptrRecv == ptrX:
		if t := nz.c.info.TypeOf(fun.X); t != nil {
			nz.keepAs(fun.X, types.Default(t), "", "")
		}
	case len(sel.Index()) > 1:
		// A promoted method: its receiver is an embedded field.
	case ptrX:
		// A value method through a pointer: the value it points to now
		// (defer h.c.report() with h.c changed later).
		nz.keepAs(fun.X, xp.Elem(), "*(", ")")
	case !ident:
		// A pointer method of an addressable field, through a pointer
		// that may change: its address now.
		nz.keepAs(fun.X, types.NewPointer(sel.Recv()), "&(", ")")
	}
}

// goReceiver passes the receiver of a method started by go as an
// argument: the interpreter read a receiver when the goroutine ran, not
// at the go statement (c := counter{3}; go c.send(ch); c.n = 9 sent 9,
// and go x.send(ch) over a loop's items sent the last item's each time,
// silently), though it takes arguments at the statement as Go does. The
// method is called by a function literal, whose first argument is the
// receiver as Go takes it (a copy of a value, the value a pointer points
// to for a value method, the address of a field for a pointer method):
//
//	go c.send(ch)   →   go _skillrun_go(func(_r counter) func(_a0 chan int) func() { return func(_a0 chan int) func() { return func() { _r.send(_a0) } } }((c))(ch))
//
// (see goFrames: the closure is made at the go statement, in a frame of
// its own)
func (nz *normaliser) goReceiver(g *ast.GoStmt) {
	call := g.Call
	nz.goFuncValue(call)
	nz.goResults(call)
	fun, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return
	}
	sel, ok := nz.c.info.Selections[fun]
	if ok && sel.Kind() == types.MethodExpr {
		nz.goMethodExpr(call, fun, sel)
		return
	}
	if !ok || sel.Kind() != types.MethodVal {
		return
	}
	sig, ok := sel.Type().(*types.Signature)
	if !ok {
		return
	}
	// The receiver is fun.X, where it is, between open and close.
	recvT, open, close := sel.Recv(), "(", ")"
	if len(sel.Index()) > 1 {
		t, path, ok := nz.embeddedPath(recvT, sel.Index()[:len(sel.Index())-1])
		if !ok {
			return
		}
		recvT, close = t, close+path
	}
	if !types.IsInterface(recvT) {
		_, methodPtr := sel.Obj().Type().(*types.Signature).Recv().Type().(*types.Pointer)
		xp, xPtr := recvT.Underlying().(*types.Pointer)
		switch {
		case methodPtr && !xPtr:
			recvT, open = types.NewPointer(recvT), "&"+open
		case !methodPtr && xPtr:
			recvT, open = xp.Elem(), "*"+open
		}
	}
	if !nz.goNameable(recvT, call.Pos()) || !nz.goNameable(sig, call.Pos()) {
		return
	}
	nz.goFirst(call, sig, "_r "+nz.typeString(recvT), fun.X, open, close, "_r."+fun.Sel.Name)
}

// goFuncValue passes a func value started by go (go f(ch), f a variable,
// a field, an element, what a call returns, an assertion or a
// dereference gives) as an argument, as goReceiver does a receiver: the
// interpreter read the variable when the goroutine ran, so f = other
// after the go statement started other, silently.
//
//	go f(ch)   →   go _skillrun_go(func(_f func(chan int)) func(_a0 chan int) func() { return func(_a0 chan int) func() { return func() { _f(_a0) } } }((f))(ch))
func (nz *normaliser) goFuncValue(call *ast.CallExpr) {
	switch fun := ast.Unparen(call.Fun).(type) {
	case *ast.FuncLit:
		return
	case *ast.Ident:
		if _, ok := nz.c.info.Uses[fun].(*types.Var); !ok {
			return // a function, a builtin, a conversion
		}
	case *ast.SelectorExpr:
		if sel, ok := nz.c.info.Selections[fun]; !ok || sel.Kind() != types.FieldVal {
			return // a method, or another package's function
		}
	case *ast.IndexExpr:
		if tv, ok := nz.c.info.Types[fun.X]; !ok || tv.IsType() {
			return
		}
		if _, inst := nz.c.info.Instances[identOf(fun.X)]; inst {
			return // a generic function's instance
		}
	case *ast.CallExpr:
		// A func value a call returns (go mk(i)(ch)): the interpreter
		// kept it in the starting frame's slot for the call's result,
		// which the next go statement of a loop overwrote.
		if tv, ok := nz.c.info.Types[fun.Fun]; !ok || tv.IsType() {
			return // a conversion
		}
	case *ast.TypeAssertExpr, *ast.StarExpr:
		// go x.(func())(), go (*pf)(): read when the goroutine ran too.
		if tv, ok := nz.c.info.Types[fun]; !ok || tv.IsType() {
			return // a conversion to a pointer type
		}
	default:
		return
	}
	t := nz.c.info.TypeOf(call.Fun)
	sig, ok := underlying(t).(*types.Signature)
	if !ok || !nz.goNameable(t, call.Pos()) {
		return
	}
	nz.goFirst(call, sig, "_f "+nz.typeString(t), call.Fun, "(", ")", "_f")
}

// identOf is e's identifier (of a selector, its Sel), or nil.
func identOf(e ast.Expr) *ast.Ident {
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		return e
	case *ast.SelectorExpr:
		return e.Sel
	}
	return nil
}

// loopBound says what of a deferred call in loop reads the loop's
// slots: an argument that is not a constant, or a variable the loop
// declares that the call's function reads; "" when nothing does.
func (nz *normaliser) loopBound(call *ast.CallExpr, loop ast.Node) string {
	for _, a := range call.Args {
		if tv, ok := nz.c.info.Types[a]; ok && (tv.Value != nil || tv.IsNil()) {
			continue
		}
		return fmt.Sprintf("an argument (%s)", exprText(nz.c, a))
	}
	found := ""
	inside := func(p token.Pos, n ast.Node) bool { return p >= n.Pos() && p < n.End() }
	ast.Inspect(call.Fun, func(n ast.Node) bool {
		id, ok := n.(*ast.Ident)
		if !ok || found != "" {
			return found == ""
		}
		v, ok := nz.c.info.Uses[id].(*types.Var)
		if ok && inside(v.Pos(), loop) && !inside(v.Pos(), call.Fun) {
			found = fmt.Sprintf("a function that reads %s, which the loop declares", id.Name)
		}
		return true
	})
	return found
}

// The interpreter locks a function's frame while it runs the function's
// deferred calls, and a closure made in that frame locks it again when it
// returns (yaegi v0.16.1, interp/run.go: runCfg's deferred func, and
// getFunc), so calling such a closure from a deferred call hung the run
// until its deadline: cleanup := func() {...}; defer cleanup(), a
// deferred func that runs a slice of cleanups, or one that calls a
// helper closure. closureFrames makes each closure of a function with
// deferred calls in a frame of its own, on its line:
//
//	cleanup := func() { ... }
//
// becomes
//
//	cleanup := func() func() { return func() { ... } }()
//
// (a closure called where it is written, or deferred or started as it is
// written, runs in its own frame already and is left alone).
func (nz *normaliser) closureFrames(body *ast.BlockStmt) {
	called := map[*ast.FuncLit]bool{}
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.CallExpr:
			if lit, ok := ast.Unparen(n.Fun).(*ast.FuncLit); ok {
				called[lit] = true
			}
		case *ast.FuncLit:
			if !called[n] {
				nz.wrap(n.Pos(), n.End(), "func() "+oneLine(exprText(nz.c, n.Type))+" { return ", " }()")
			}
			return false // the closures inside are made in its frame
		}
		return true
	})
}

// keepable reports whether a helper can name t to keep a value of it.
func (nz *normaliser) keepable(t types.Type) bool {
	if sig, ok := t.Underlying().(*types.Signature); ok && types.Unalias(t) == t.Underlying() {
		for _, v := range []*types.Tuple{sig.Params(), sig.Results()} {
			for i := range v.Len() {
				if !nz.keepable(v.At(i).Type()) {
					return false
				}
			}
		}
		return sig.TypeParams().Len() == 0
	}
	return nz.nameableOf(t)
}
