package check

import (
	"go/ast"
	"go/token"
	"go/types"
)

// A function literal passed straight to another package's function or
// method (sync.OnceFunc(func() {...}), wg.Go(func() {...})), or written
// in a literal of its struct type (sync.Pool{New: func() any {...}}), is
// turned by the interpreter into a compiled function that runs the
// literal's body on the frame of the function that wrote it, as that
// frame is when it is called, not as it was when the literal was made:
// in a loop, every such function read the last iteration's variables
// (for i := range 4 { wg.Go(func() { res[i] = i }) } filled only
// res[3]). A literal held in a value first keeps the variables of its
// iteration, so such a literal that uses a variable declared in a loop
// around it is written as a value, []func(...){lit}[0], on its own lines.

// loopClosures returns the function literals of the file that are an
// argument of another package's function or method or an element of a
// literal of its struct type, inside a loop, and use a variable declared
// in that loop (or one around it).
func (nz *normaliser) loopClosures() map[*ast.FuncLit]bool {
	out := map[*ast.FuncLit]bool{}
	var loops []ast.Node // the loops around the node visited, outermost first
	var stack []ast.Node
	ast.Inspect(nz.c.file, func(n ast.Node) bool {
		if n == nil {
			top := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if len(loops) > 0 && loops[len(loops)-1] == top {
				loops = loops[:len(loops)-1]
			}
			return true
		}
		stack = append(stack, n)
		switch n := n.(type) {
		case *ast.ForStmt, *ast.RangeStmt:
			loops = append(loops, n)
		case *ast.CallExpr:
			if len(loops) == 0 || !nz.otherPackageCall(n) {
				break
			}
			for _, a := range n.Args {
				if lit, ok := ast.Unparen(a).(*ast.FuncLit); ok && nz.usesLoopVar(lit, loops) {
					out[lit] = true
				}
			}
		case *ast.CompositeLit:
			if len(loops) == 0 || !nz.otherPackageType(n) {
				break
			}
			for _, e := range n.Elts {
				if kv, ok := e.(*ast.KeyValueExpr); ok {
					e = kv.Value
				}
				if lit, ok := ast.Unparen(e).(*ast.FuncLit); ok && nz.usesLoopVar(lit, loops) {
					out[lit] = true
				}
			}
		}
		return true
	})
	return out
}

// compiledLits returns the function literals passed straight to another
// package's function or written in a literal of another package's struct
// type (sync.Pool{New: func() any {...}}): that package's code calls
// them, and may hand what they return back to the skill.
func (nz *normaliser) compiledLits() map[*ast.FuncLit]bool {
	if nz.litsToCompiled != nil {
		return nz.litsToCompiled
	}
	out := map[*ast.FuncLit]bool{}
	ast.Inspect(nz.c.file, func(n ast.Node) bool {
		var es []ast.Expr
		switch n := n.(type) {
		case *ast.CallExpr:
			if nz.otherPackageCall(n) {
				es = n.Args
			}
		case *ast.CompositeLit:
			if nz.otherPackageType(n) {
				es = n.Elts
			}
		}
		for _, e := range es {
			if kv, ok := e.(*ast.KeyValueExpr); ok {
				e = kv.Value
			}
			if lit, ok := ast.Unparen(e).(*ast.FuncLit); ok {
				out[lit] = true
			}
		}
		return true
	})
	nz.litsToCompiled = out
	return out
}

// otherPackageCall reports whether call calls a function or method another
// package declares.
func (nz *normaliser) otherPackageCall(call *ast.CallExpr) bool {
	var id *ast.Ident
	switch f := ast.Unparen(call.Fun).(type) {
	case *ast.SelectorExpr:
		id = f.Sel
	case *ast.IndexExpr, *ast.IndexListExpr:
		return false // an instance of a generic function: the skill's, or copied
	default:
		return false
	}
	fn, ok := nz.c.info.Uses[id].(*types.Func)
	return ok && fn.Pkg() != nil && fn.Pkg() != nz.c.pkg
}

// otherPackageType reports whether lit is a literal of a struct type
// another package declares (sync.Pool{New: func() any {...}}).
func (nz *normaliser) otherPackageType(lit *ast.CompositeLit) bool {
	n, ok := types.Unalias(nz.c.info.TypeOf(lit)).(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg() != nz.c.pkg
}

// usesLoopVar reports whether lit uses a variable declared inside one of
// loops (a loop variable, or one its body declares) and outside lit.
func (nz *normaliser) usesLoopVar(lit *ast.FuncLit, loops []ast.Node) bool {
	found := false
	ast.Inspect(lit.Body, func(n ast.Node) bool {
		id, ok := n.(*ast.Ident)
		if found || !ok {
			return !found
		}
		v, ok := nz.c.info.Uses[id].(*types.Var)
		if !ok || v.IsField() || within(v.Pos(), lit) {
			return true
		}
		for _, l := range loops {
			if within(v.Pos(), l) {
				found = true
				break
			}
		}
		return !found
	})
	return found
}

func within(p token.Pos, n ast.Node) bool { return n.Pos() <= p && p < n.End() }

// loopClosure writes lit, an argument loopClosures found, as a value.
func (nz *normaliser) loopClosure(lit *ast.FuncLit) {
	if nz.loopLits == nil {
		nz.loopLits = nz.loopClosures()
	}
	if !nz.loopLits[lit] {
		return
	}
	typ, ok := nz.nameOf(nz.c.info.TypeOf(lit))
	if !ok || nz.hiddenAt(lit.Pos(), nz.c.info.TypeOf(lit)) != "" {
		nz.c.errorf(lit.Pos(), "this function literal, passed to another package's function in a loop and using the loop's variables, is not supported by the interpreter as written: it would run with the last iteration's variables; assign it to a variable first (f := func...) and pass that")
		return
	}
	nz.wrap(lit.Pos(), lit.End(), "[]"+typ+"{", "}[0]")
}
