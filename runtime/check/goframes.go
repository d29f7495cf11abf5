package check

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"
)

// Two bugs of the interpreter (yaegi v0.16.1, interp/run.go) make a
// goroutine read its parent's frame while the parent runs on: a data race
// inside the interpreter, and wrong results, silently.
//
// A function literal's closure, each time a call of it returns, writes
// back into the frame that made it the value the literal's slot held
// before it was made (getFunc: o := getFrame(f, l).data[i] when the
// literal is evaluated, getFrame(f, l).data[i] = o after runCfg in the
// closure). A closure run by another goroutine (go func() {...}(), a
// worker closure a goroutine calls) so wrote into its maker's frame while
// the maker ran on; in
//
//	for i := 0; i < n; i++ {
//		go func() { results[i] = i + 1; done <- true }()
//	}
//
// a goroutine that returned between the loop's evaluating the literal and
// the go statement reading it put an earlier iteration's closure back in
// the slot, and the go statement started that one: some results[i] were
// never written, others twice (about 1 in 400 of 40000 on two cores), or,
// when the slot had held nothing, a nil function, whose call panicked on
// the goroutine and killed the process.
//
// And a go statement copies its call's arguments at the statement, but
// not the function it calls when that is a func value held in a variable
// or returned by a call (call: bf := value(f), then go callf(in) calls
// bf, a reflect.Value of the slot itself): the goroutine called what the
// slot held when it started, so a go statement in a loop could start the
// next iteration's closure.
//
// goFrames makes, in a file with a go statement, every function literal
// of a function that is not called where it is written in a frame of its
// own, on its line, as closureFrames does for a function with deferred
// calls:
//
//	f := func(x int) { ... }   →   f := func() func(x int) { return func(x int) { ... } }()
//
// (the outer literal is called, and returns, in the maker's goroutine;
// the closure it returns writes back only into the frame of that call,
// which nothing else reads), and a go statement of a function literal
// starts a function the file declares, _skillrun_go, with a closure made
// in a call that takes the literal's arguments, in the maker's
// goroutine, at the go statement:
//
//	go func(k int) { ... }(i)   →   go _skillrun_go(func(k int) func() { return func() { ... } }(i))
//
// A declared function started by go gets its arguments copied into a
// frame of its own before the goroutine starts (goResults keeps its
// results there too). goReceiver and goFuncValue take a receiver or a
// func value at the statement the same way (goFirst), and goMethodExpr a
// method expression.

// goHelper is the function a rewritten go statement starts.
const goHelper = "_skillrun_go"

// startsGoroutines reports whether the file has a go statement, or a
// call of sync.WaitGroup's Go, which starts its function on a goroutine
// of its own.
func startsGoroutines(f *ast.File, info *types.Info) bool {
	found := false
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.GoStmt:
			found = true
		case *ast.SelectorExpr:
			if fn, ok := info.Uses[n.Sel].(*types.Func); ok && fn.Name() == "Go" && fn.Pkg() != nil && fn.Pkg().Path() == "sync" {
				found = true
			}
		}
		return !found
	})
	return found
}

// goFrames rewrites the function literals of body (see above), at every
// depth.
func (nz *normaliser) goFrames(body *ast.BlockStmt) {
	if body == nil {
		return
	}
	called := map[*ast.FuncLit]bool{}
	started := map[*ast.FuncLit]*ast.CallExpr{}
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.GoStmt:
			if lit, ok := ast.Unparen(n.Call.Fun).(*ast.FuncLit); ok {
				started[lit] = n.Call
			}
		case *ast.CallExpr:
			if lit, ok := ast.Unparen(n.Fun).(*ast.FuncLit); ok && started[lit] == nil {
				called[lit] = true
			}
		case *ast.FuncLit:
			switch {
			case started[n] != nil:
				nz.goLit(n, started[n])
			case !called[n]:
				nz.wrap(n.Pos(), n.End(), "func() "+oneLine(exprText(nz.c, n.Type))+" { return ", " }()")
			}
		}
		return true
	})
}

// packageGoFrames runs goFrames over the bodies of the function
// literals of the package's declarations (var startAll = func() { ...
// go func() {...}() ... }): the literals inside run in frames of their
// own calls, as in a function's body. The package's literals themselves
// are made once, in the package's frame, which their calls' write-backs
// take the frame's lock for and nothing reads without it afterwards.
func (nz *normaliser) packageGoFrames() {
	for _, d := range nz.c.file.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok {
			continue
		}
		ast.Inspect(g, func(n ast.Node) bool {
			if lit, ok := n.(*ast.FuncLit); ok {
				nz.goFrames(lit.Body)
				return false
			}
			return true
		})
	}
}

// goLit rewrites call, a go statement's call of lit (see goFrames).
func (nz *normaliser) goLit(lit *ast.FuncLit, call *ast.CallExpr) {
	nz.goStarts(call)
	open, close := "func() { return func() ", " }"
	if res := lit.Type.Results; res != nil && len(res.List) > 0 {
		// The closure _skillrun_go calls returns nothing: it calls one
		// that returns what lit does.
		// Its results unnamed: freshResults declares named ones in the
		// body (and its renaming of them to _ falls inside this
		// replacement, which drops it).
		var types []string
		for _, f := range res.List {
			t := strings.Join(strings.Fields(exprText(nz.c, f.Type)), " ")
			types = append(types, t)
			for range max(len(f.Names)-1, 0) {
				types = append(types, t)
			}
		}
		text := "(" + strings.Join(types, ", ") + ")"
		nz.replace(res.Pos(), res.End(), "func()")
		open, close = "{ return func() { func() "+text+" ", "() } }"
	}
	nz.insert(lit.Body.Pos(), open)
	nz.insert(lit.Body.End(), close)
}

// goStarts makes the go statement of call start goHelper with what call
// gives, a closure: _skillrun_go(call).
func (nz *normaliser) goStarts(call *ast.CallExpr) {
	nz.setHelper(goHelper, "\nfunc "+goHelper+"(f func()) { f() }\n")
	nz.wrap(call.Pos(), call.End(), goHelper+"(", ")")
}

// goStart is the text of the function a go statement's call becomes
// when goReceiver or goFuncValue rewrite it: called with the call's
// arguments after the ones they put first, it returns a closure that
// does what body says (see goFrames); goStarts wraps the call.
func goStart(params, body string) string {
	return "func(" + params + ") func() { return func() " + body + " }"
}

// goMethodExpr rewrites a go statement of a method expression, go
// T.m(t, ch), as goReceiver does a method value: methodSelector would
// make T.m a function literal in the starting frame, which a goroutine
// must not call (see goFrames).
//
//	go T.m(t, ch)   →   go _skillrun_go(func(_r T, _a1 chan int) func() { return func() { _r.m(_a1) } }(t, ch))
func (nz *normaliser) goMethodExpr(call *ast.CallExpr, fun *ast.SelectorExpr, sel *types.Selection) {
	sig, ok := sel.Type().(*types.Signature)
	if !ok || sig.Params().Len() == 0 || !nz.keepable(sig) {
		return
	}
	params, args := nz.signatureParts(sig, 1)
	if params != "" {
		params = ", " + params
	}
	if nz.goMethods == nil {
		nz.goMethods = map[*ast.SelectorExpr]bool{}
	}
	nz.goMethods[fun] = true
	recv := nz.typeString(sig.Params().At(0).Type())
	nz.replace(fun.Pos(), fun.End(), goStart("_r "+recv+params, "{ _r."+fun.Sel.Name+"("+args+") }"))
	nz.goStarts(call)
}

// goFirst rewrites call, a go statement's call of a function of
// signature sig, to start goHelper with a closure that calls callee
// (_r.m, _f) with the call's arguments. A function literal whose
// parameter, param, takes first (the receiver fun.X, or the func value,
// left where it is written, between open and close) returns one that
// takes the call's arguments, which returns the closure; both are called
// in the starting goroutine, at the go statement (see goReceiver,
// goFuncValue):
//
//	go f(ch)   →   go _skillrun_go(func(_f func(chan int)) func(_a0 chan int) func() { return func(_a0 chan int) func() { return func() { _f(_a0) } } }((f))(ch))
//
// The call's arguments stay as they are, a call of several results
// included.
func (nz *normaliser) goFirst(call *ast.CallExpr, sig *types.Signature, param string, first ast.Expr, open, close, callee string) {
	params, args := nz.signatureParts(sig, 0)
	inner := goStart(params, "{ "+callee+"("+args+") }")
	nz.goStarts(call)
	nz.insert(first.Pos(), "func("+param+") func("+params+") func() { return "+inner+" }("+open)
	nz.replace(first.End(), call.Fun.End(), close+")")
}

// goResults rewrites a go statement's call of a function the file
// declares that has results: the interpreter's goroutine wrote them into
// the slots of the starting frame that hold the call's results (call:
// rvalues under a go statement are getFrame(f, l).data[j]), so the
// goroutines a loop started wrote one place at once, a data race inside
// the interpreter. The call moves into a closure, which holds its results
// in its own frame:
//
//	go work(ch, i)   →   go _skillrun_go(func(_a0 chan int, _a1 int) func() { return func() { work(_a0, _a1) } }(ch, i))
func (nz *normaliser) goResults(call *ast.CallExpr) {
	fn := ast.Unparen(call.Fun)
	if ix, ok := fn.(*ast.IndexExpr); ok {
		fn = ix.X
	} else if ix, ok := fn.(*ast.IndexListExpr); ok {
		fn = ix.X
	}
	id, ok := fn.(*ast.Ident)
	if !ok {
		return
	}
	f, ok := nz.c.info.Uses[id].(*types.Func)
	if !ok || f.Pkg() != nz.c.pkg || f.Type().(*types.Signature).Recv() != nil {
		return
	}
	sig, ok := nz.c.info.TypeOf(call.Fun).(*types.Signature)
	if !ok || sig.Recv() != nil || sig.Results().Len() == 0 || !nz.keepable(sig) {
		return
	}
	params, args := nz.signatureParts(sig, 0)
	nz.goStarts(call)
	nz.insert(call.Fun.Pos(), "func("+params+") func() { return func() { ")
	// After every other insertion there: genericCall writes the
	// inferred type arguments of go send(ch, v) at the name's end.
	nz.lastCloses = append(nz.lastCloses, lastClose{call.Fun.End(), "(" + args + ") } }"})
}

// goNameable reports whether the text of t, as typeString writes it,
// names t at pos: as keepable says, or, for a type the function declares
// (type result struct{...} in Run, a worker's parameter), as the name
// that is in scope there.
func (nz *normaliser) goNameable(t types.Type, pos token.Pos) bool {
	if nz.keepable(t) {
		return true
	}
	return nz.inScopeAt(t, pos, map[types.Type]bool{})
}

func (nz *normaliser) inScopeAt(t types.Type, pos token.Pos, seen map[types.Type]bool) bool {
	if seen[t] {
		return true
	}
	seen[t] = true
	switch t := t.(type) {
	case *types.Basic:
		return true
	case *types.Named:
		obj := t.Obj()
		if obj.Pkg() == nil || obj.Parent() == nil || obj.Parent() == obj.Pkg().Scope() || obj.Pkg() != nz.c.pkg {
			return nz.keepable(t)
		}
		if t.TypeArgs().Len() > 0 {
			return false
		}
		scope := nz.innermost(pos)
		if scope == nil {
			return false
		}
		_, found := scope.LookupParent(obj.Name(), pos)
		return found == obj
	case *types.Pointer:
		return nz.inScopeAt(t.Elem(), pos, seen)
	case *types.Slice:
		return nz.inScopeAt(t.Elem(), pos, seen)
	case *types.Array:
		return nz.inScopeAt(t.Elem(), pos, seen)
	case *types.Chan:
		return nz.inScopeAt(t.Elem(), pos, seen)
	case *types.Map:
		return nz.inScopeAt(t.Key(), pos, seen) && nz.inScopeAt(t.Elem(), pos, seen)
	case *types.Signature:
		if t.TypeParams().Len() > 0 {
			return false
		}
		for _, tup := range []*types.Tuple{t.Params(), t.Results()} {
			for i := range tup.Len() {
				if !nz.inScopeAt(tup.At(i).Type(), pos, seen) {
					return false
				}
			}
		}
		return true
	}
	return false
}

// oneLine is the text of a type written on several lines (a literal's
// parameters one a line) on one, so that a copy of it adds no line
// before the skill's next (positions stay the author's); text with a
// comment is left as it is.
func oneLine(text string) string {
	if !strings.Contains(text, "\n") || strings.Contains(text, "//") || strings.Contains(text, "/*") {
		return text
	}
	return strings.Join(strings.Fields(text), " ")
}
