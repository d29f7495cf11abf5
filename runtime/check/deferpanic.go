package check

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"strings"
)

// The interpreter runs a function's deferred calls in a loop of its own
// (yaegi's runCfg), and a panic in one of them leaves the loop: the calls
// deferred before it never ran, so neither their recover() nor their
// cleanup happened, and the panic went on up as if nothing had been
// deferred. In Go the panic replaces the one under way (if any) and the
// remaining deferred calls run, where recover() stops it:
//
//	defer func() { r = recover() }()
//	defer func() { panic("second") }()
//
// recovers "second" in Go; the interpreter crashed the run with it.
//
// deferPanics rewrites a function with more than one defer statement (or
// one in a loop, or after a label a goto may come back to), on the lines
// it already has. Its body begins with a variable for the panic a
// deferred call raised and a deferred call, first and so run last, that
// raises it again:
//
//	var P any; defer func() { if P != nil { panic(P) } }();
//
// Each deferred call catches its own panic into P, so the loop goes on:
// a function literal begins with
//
//	defer func() { if r := recover(); r != nil { P = plain.Caught(r, "line:col") } }();
//
// and any other call (a named function, a method, a function value, the
// builtins panic and close) becomes a literal that does so and then makes
// the call, the function value (or an interface's receiver) and the
// arguments passed to it at the defer statement; a declared function is
// called by name (the interpreter did not pass one as a deferred call's
// argument), and variadic arguments go as a slice (its deferred call of
// a variadic literal passed the slice as one element):
//
//	defer fn(a, b, c)   →   defer func(_f F, x0 A, x1 []B) { catch; _f(x0, x1...) }(fn, a, []B{b, c})
//	defer g(a)          →   defer func(x0 A) { catch; g(x0) }(a)
//	defer i.M(a)        →   defer func(_r I, x0 A) { catch; _r.M(x0) }(i, a)
//
// Each recover() directly in a deferred literal answers P first (and
// clears it), as Go's answers the latest panic; it also takes the panic
// under way, which the latest replaced. What P holds keeps the position of
// the deferred call (or where the interpreter placed a panic deeper
// down), for the crash report should nothing recover it.
//
// Vet refuses, among such deferred calls, the ones whose recover() the
// wrapping would hide: a call of the skill's own function or method that
// calls recover() itself, and a call through a function value or an
// interface when some function of the file other than a deferred literal
// calls recover(). It refuses a call whose arguments are one call's
// several results, and one of another package's generic function.
func (nz *normaliser) deferPanics(body *ast.BlockStmt, ds deferSet) {
	looped := ds.labeled && hasGoto(body) // a goto may come back to a label
	for _, d := range ds.stmts {
		looped = looped || d.loop != nil
	}
	if len(ds.stmts) == 0 || (len(ds.stmts) == 1 && !looped) {
		return
	}
	pending := nz.fresh("panicked")
	// At the first statement, on its line: the interpreter places a
	// panic the body raised itself at the body's first statement.
	nz.insert(body.List[0].Pos(), fmt.Sprintf("var %s any; defer func() { if %s != nil { panic(%s) } }(); ", pending, pending, pending))
	for _, dl := range ds.stmts {
		d := dl.stmt
		p := nz.c.fset.Position(d.Defer)
		catch := nz.catchText(pending, fmt.Sprintf("%d:%d", p.Line, p.Column))
		lit, ok := ast.Unparen(d.Call.Fun).(*ast.FuncLit)
		if !ok {
			nz.wrapDeferred(d, catch)
			continue
		}
		if lit.Body == nil {
			continue
		}
		nz.insert(lit.Body.Lbrace+1, " "+catch)
		ast.Inspect(lit.Body, func(m ast.Node) bool {
			switch m := m.(type) {
			case *ast.FuncLit:
				return false
			case *ast.CallExpr:
				if nz.isRecover(m) {
					if nz.pendingOf == nil {
						nz.pendingOf = map[*ast.CallExpr]string{}
					}
					nz.pendingOf[m] = pending
				}
			}
			return true
		})
	}
}

// catchText is the deferred call that catches a panic into pending, at
// pos (line:col) unless the interpreter placed it deeper down.
func (nz *normaliser) catchText(pending, pos string) string {
	nz.plain = true
	r := nz.fresh("r")
	return fmt.Sprintf("defer func() { if %s := recover(); %s != nil { %s = _skillrun_plain.Caught(%s, %q) } }();", r, r, pending, r, pos)
}

// isRecover reports whether call is a call of the builtin recover.
func (nz *normaliser) isRecover(call *ast.CallExpr) bool {
	id, ok := ast.Unparen(call.Fun).(*ast.Ident)
	return ok && id.Name == "recover" && len(call.Args) == 0 && nz.c.info.Uses[id] == types.Universe.Lookup("recover")
}

// wrapDeferred makes the deferred call d, not of a function literal, a
// call of a literal that catches its panic (catch) and then makes it: the
// function value (or, for an interface's method, the receiver) and the
// arguments become the literal's, so that they are evaluated at the
// defer statement.
func (nz *normaliser) wrapDeferred(d *ast.DeferStmt, catch string) {
	call := d.Call
	fun := ast.Unparen(call.Fun)
	refuse := func(format string, args ...any) {
		nz.c.errorf(d.Defer, "a panic in this deferred call would skip the calls deferred before it (the interpreter leaves its loop of deferred calls), and rewriting it into a function literal that catches the panic "+format+": defer a function literal that makes the call", args...)
	}
	// unnameable refuses naming t, and why the file cannot (defer
	// fmt.Fprintf(&b, ...) names io.Writer, in a file that may not
	// import io).
	unnameable := func(t types.Type) {
		if t == nil {
			refuse("would name a type it cannot")
			return
		}
		why := ""
		eachSpelled(t, func(e types.Type) bool {
			if n, ok := e.(*types.Named); ok && n.Obj().Pkg() != nil {
				switch p := n.Obj().Pkg(); {
				case p == nz.c.pkg && n.Obj().Parent() != p.Scope():
					why = fmt.Sprintf(" (%s is declared in a function)", n.Obj().Name())
				case p != nz.c.pkg && nz.c.localName(p.Path()) == "" && types.Identical(n, t):
					why = fmt.Sprintf(" (the file does not import %q)", p.Path())
				case p != nz.c.pkg && nz.c.localName(p.Path()) == "":
					why = fmt.Sprintf(" (%s.%s: the file does not import %q)", p.Name(), n.Obj().Name(), p.Path())
				}
			}
			return why == ""
		})
		refuse("would name %s, which it cannot here%s", types.TypeString(t, types.RelativeTo(nz.c.pkg)), why)
	}
	if id, ok := fun.(*ast.Ident); ok {
		if b, ok := nz.c.info.Uses[id].(*types.Builtin); ok {
			switch b.Name() {
			case "panic":
				nz.replace(call.Fun.Pos(), call.Lparen+1, "func(_skillrun_x any) { "+catch+" panic(_skillrun_x) }(")
			case "close":
				t := nz.c.info.TypeOf(call.Args[0])
				if t == nil || !nz.nameableType(t) {
					unnameable(t)
					return
				}
				nz.replace(call.Fun.Pos(), call.Lparen+1, "func(_skillrun_x "+nz.typeString(t)+") { "+catch+" close(_skillrun_x) }(")
			}
			// The other builtins (print, println, copy, delete, clear,
			// recover) do not panic.
			return
		}
	}
	sig, _ := nz.c.info.TypeOf(call.Fun).Underlying().(*types.Signature)
	if sig == nil {
		return
	}
	if len(call.Args) == 1 && isTuple(nz.c.info.TypeOf(call.Args[0])) {
		refuse("cannot pass one call's several results")
		return
	}
	// An interface's method is called on the receiver, passed in; any
	// other function as a value.
	var recv ast.Expr
	var method string
	// static is the text that names a function the skill or a package
	// declares (a constant: the literal calls it by name; the
	// interpreter did not pass a declared function as a deferred call's
	// argument).
	static := ""
	dynamic := false
	named := func(id *ast.Ident, x ast.Expr) bool {
		fn, ok := nz.c.info.Uses[id].(*types.Func)
		if !ok {
			return false
		}
		if nz.callsRecover(fn) {
			refuse("would keep %s's recover() from the panic (it is not called by the deferred call itself then)", id.Name)
			return true
		}
		from, to := nz.offset(x.Pos()), nz.offset(x.End())
		static = string(nz.c.src[from:to])
		if strings.ContainsAny(static, "\n/") {
			refuse("would copy the function's name over lines")
			return true
		}
		if inst, ok := nz.c.info.Instances[id]; ok && inst.TypeArgs.Len() > 0 && !isIndex(x) {
			// genericCall's type arguments, which the name's replacement drops
			var targs []string
			for i := 0; i < inst.TypeArgs.Len(); i++ {
				t := inst.TypeArgs.At(i)
				if !nz.nameableType(t) {
					unnameable(t)
					return true
				}
				targs = append(targs, nz.typeString(t))
			}
			static += "[" + strings.Join(targs, ", ") + "]"
		}
		return true
	}
	switch f := fun.(type) {
	case *ast.Ident:
		if named(f, f) {
			if static == "" {
				return
			}
			break
		}
		dynamic = true
	case *ast.IndexExpr, *ast.IndexListExpr:
		var x ast.Expr
		if ix, ok := f.(*ast.IndexExpr); ok {
			x = ix.X
		} else {
			x = f.(*ast.IndexListExpr).X
		}
		if id := selIdent(x); id != nil && nz.c.info.Selections[asSel(x)] == nil {
			if named(id, f) {
				if static == "" {
					return
				}
				break
			}
		}
		dynamic = true
	case *ast.SelectorExpr:
		sel := nz.c.info.Selections[f]
		if sel == nil {
			// A package's function.
			if named(f.Sel, f) {
				if static == "" {
					return
				}
				break
			}
			dynamic = true
			break
		}
		switch sel.Kind() {
		case types.FieldVal:
			dynamic = true
		case types.MethodVal, types.MethodExpr:
			fn := sel.Obj().(*types.Func)
			if types.IsInterface(fn.Type().(*types.Signature).Recv().Type()) {
				dynamic = true
				if sel.Kind() == types.MethodVal {
					recv, method = f.X, f.Sel.Name
				}
			} else if nz.callsRecover(fn) {
				refuse("would keep %s's recover() from the panic (it is not called by the deferred call itself then)", f.Sel.Name)
				return
			}
		}
	default:
		dynamic = true
	}
	if dynamic && nz.looseRecover() {
		refuse("would keep the recover() of the function it calls from the panic, should that be one of the file's functions that call recover() (it is not called by the deferred call itself then)")
		return
	}
	var params, args []string
	var head string
	if recv != nil {
		t := nz.c.info.TypeOf(recv)
		if t == nil || !nz.nameableType(t) {
			unnameable(t)
			return
		}
		params = append(params, "_skillrun_recv "+nz.typeString(t))
		head = "_skillrun_recv." + method
	} else if static != "" {
		head = static
	} else {
		if !nz.nameableType(sig) {
			unnameable(sig)
			return
		}
		params = append(params, "_skillrun_f "+nz.typeString(sig))
		head = "_skillrun_f"
	}
	for i := 0; i < sig.Params().Len(); i++ {
		t := sig.Params().At(i).Type()
		name := fmt.Sprintf("_skillrun_x%d", i)
		if sig.Variadic() && i == sig.Params().Len()-1 {
			elem := t.(*types.Slice).Elem()
			if !nz.nameableType(elem) {
				unnameable(elem)
				return
			}
			// A slice: the interpreter's deferred call of a variadic
			// literal passed the slice as one element.
			params = append(params, name+" []"+nz.typeString(elem))
			args = append(args, name+"...")
			switch n := sig.Params().Len() - 1; {
			case call.Ellipsis.IsValid():
				nz.replace(call.Ellipsis, call.Ellipsis+3, "")
			case len(call.Args) > n:
				nz.wrap(call.Args[n].Pos(), call.Args[len(call.Args)-1].End(), "[]"+nz.typeString(elem)+"{", "}")
			case n == 0:
				nz.insert(call.Rparen, "nil")
			default:
				nz.insert(call.Rparen, ", nil")
			}
			continue
		}
		if !nz.nameableType(t) {
			unnameable(t)
			return
		}
		params = append(params, name+" "+nz.typeString(t))
		args = append(args, name)
	}
	text := "func(" + strings.Join(params, ", ") + ") { " + catch + " " + head + "(" + strings.Join(args, ", ") + ") }("
	sep := ""
	if len(call.Args) > 0 || static == "" {
		sep = ", "
	}
	switch {
	case static != "":
		// f( becomes the literal and its (.
		nz.replace(call.Fun.Pos(), call.Lparen+1, text)
		return
	case recv != nil:
		// recv.M( becomes recv, (the parentheses around it kept).
		nz.insert(call.Fun.Pos(), text)
		nz.replace(recv.End(), fun.End(), "")
	default:
		nz.insert(call.Fun.Pos(), text)
	}
	if len(call.Args) == 0 {
		sep = ""
	}
	nz.replace(call.Lparen, call.Lparen+1, sep)
}

// isTuple reports whether t is the type of several results.
func isTuple(t types.Type) bool {
	_, ok := t.(*types.Tuple)
	return ok
}

// isIndex reports whether x instantiates a generic function explicitly.
func isIndex(x ast.Expr) bool {
	switch x.(type) {
	case *ast.IndexExpr, *ast.IndexListExpr:
		return true
	}
	return false
}

// asSel is x as a selector, or nil.
func asSel(x ast.Expr) *ast.SelectorExpr {
	s, _ := ast.Unparen(x).(*ast.SelectorExpr)
	return s
}

// nameableType reports whether the rewrite can write t in the skill's
// file: as nameableOf, and a function type or an instance of a generic
// type whose parts are.
func (nz *normaliser) nameableType(t types.Type) bool {
	switch t := types.Unalias(t).(type) {
	case *types.Signature:
		for _, tu := range []*types.Tuple{t.Params(), t.Results()} {
			for i := 0; i < tu.Len(); i++ {
				if !nz.nameableType(tu.At(i).Type()) {
					return false
				}
			}
		}
		return true
	case *types.Named:
		if t.TypeArgs().Len() > 0 {
			for i := 0; i < t.TypeArgs().Len(); i++ {
				if !nz.nameableType(t.TypeArgs().At(i)) {
					return false
				}
			}
			return nz.nameableOf(t.Origin().Obj().Type()) || t.Obj().Pkg() == nz.c.pkg && t.Obj().Parent() == nz.c.pkg.Scope()
		}
	case *types.TypeParam:
		return true // in the generic function that declares it
	case *types.Pointer:
		return nz.nameableType(t.Elem())
	case *types.Slice:
		return nz.nameableType(t.Elem())
	}
	return nz.nameableOf(t)
}

// selIdent is the identifier x names: x or pkg.x.
func selIdent(x ast.Expr) *ast.Ident {
	switch x := ast.Unparen(x).(type) {
	case *ast.Ident:
		return x
	case *ast.SelectorExpr:
		return x.Sel
	}
	return nil
}

// callsRecover reports whether fn is a function or method the skill
// declares whose body calls recover() itself (not in a literal).
func (nz *normaliser) callsRecover(fn *types.Func) bool {
	if fn.Pkg() != nz.c.pkg {
		return false
	}
	fn = fn.Origin()
	for _, decl := range nz.c.file.Decls {
		fd, ok := decl.(*ast.FuncDecl)
		if !ok || fd.Body == nil || nz.c.info.Defs[fd.Name] != fn {
			continue
		}
		return nz.recoversIn(fd.Body)
	}
	return false
}

// recoversIn reports whether body calls recover() outside function
// literals.
func (nz *normaliser) recoversIn(body *ast.BlockStmt) bool {
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.CallExpr:
			found = found || nz.isRecover(n)
		}
		return !found
	})
	return found
}

// looseRecover reports whether a function of the file other than a
// function literal called by a defer statement calls recover(): a
// function that a function value or an interface's method may be.
func (nz *normaliser) looseRecover() bool {
	if nz.loose != nil {
		return *nz.loose
	}
	deferred := map[*ast.FuncLit]bool{}
	loose := false
	ast.Inspect(nz.c.file, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.DeferStmt:
			if lit, ok := ast.Unparen(n.Call.Fun).(*ast.FuncLit); ok {
				deferred[lit] = true
			}
		case *ast.FuncDecl:
			if n.Body != nil && nz.recoversIn(n.Body) {
				loose = true
			}
		case *ast.FuncLit:
			if !deferred[n] && nz.recoversIn(n.Body) {
				loose = true
			}
		}
		return !loose
	})
	nz.loose = &loose
	return loose
}

// hasGoto reports whether body holds a goto outside function literals.
func hasGoto(body *ast.BlockStmt) bool {
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.BranchStmt:
			found = found || n.Tok == token.GOTO
		}
		return !found
	})
	return found
}

const pendingHelper = "_skillrun_pending"

// pendingSource answers a recover() in a deferred function literal of a
// function deferPanics rewrote: the panic a later deferred call raised,
// if any (cleared), else what recover() gave.
const pendingSource = `
func _skillrun_pending(p *any, r any) any {
	if x := *p; x != nil {
		*p = nil
		return x
	}
	return r
}
`
