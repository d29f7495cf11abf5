package check

import (
	"go/ast"
	"go/token"
	"go/types"
)

// checkPackageState reports a skill that writes its package variables
// after initialisation: in a function other than init, or in a function
// literal outside init. A call's result must depend only on its arguments,
// its world's answers and its frame, for replay to check it: a version is
// verified by replaying recorded calls one by one, on whichever worker
// is free. Package variables are not that: a warm worker keeps a
// compiled version between calls, several serve it at once (each with
// its own variables), and any is dropped at any time (a timeout, a
// reload, an idle pool), so a counter or a memo in a package variable
// makes a call's result depend on which interpreter served it and what
// it served before, and carries one caller's data to the next. What is
// written after init: the variable itself or a part of it (n = v, n++,
// n.f = v, n[k] = v, a range assigning to it), its address taken (&n),
// a method with a pointer receiver called on it (n.Add(1) on a value
// variable), and delete, clear or copy into it; and the same through a
// pointer the variable holds (*p = v, p.f = v). Not seen: a method with
// a pointer receiver called through a pointer the variable holds (it
// may only read: regexp's, a colour set's), and a write through a copy
// of the variable (q := p; *q = v). It catches the mistake (a memo, a
// counter); a skill that means to keep state can, and it gains nothing
// it could not do through its world.
func (c *checker) checkPackageState() {
	for _, d := range c.file.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			if d.Body == nil {
				continue
			}
			if d.Recv == nil && d.Name.Name == "init" {
				// init runs once, before any call, with what it starts
				// (a goroutine that outlives it is the worker's to stop).
				continue
			}
			c.stateWrites(d.Body, d.Name.Name)
		case *ast.GenDecl:
			// Function literals in package variables' initialisers run
			// when they are called, after init.
			ast.Inspect(d, func(n ast.Node) bool {
				if fl, ok := n.(*ast.FuncLit); ok {
					c.stateWrites(fl.Body, "a function literal")
					return false
				}
				return true
			})
		}
	}
}

// stateWrites reports the writes to package variables in body (see
// checkPackageState); where names the function.
func (c *checker) stateWrites(body *ast.BlockStmt, where string) {
	report := func(at ast.Node, v *types.Var, how string) {
		c.errorf(at.Pos(), "package variable %s is %s in %s: a skill's calls share no state (warm workers keep package variables between some calls and not others, so a call's result would depend on which one served it, and replay could not check it); keep state in the call's own variables, in its result, or in the world through env", v.Name(), how, where)
	}
	written := func(at ast.Node, e ast.Expr, how string) {
		if v := c.packageVarRoot(e); v != nil {
			report(at, v, how)
		}
	}
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			if n.Tok != token.DEFINE {
				for _, l := range n.Lhs {
					written(l, l, "assigned")
				}
			}
		case *ast.IncDecStmt:
			written(n.X, n.X, "assigned")
		case *ast.RangeStmt:
			if n.Tok == token.ASSIGN {
				for _, l := range []ast.Expr{n.Key, n.Value} {
					if l != nil {
						written(l, l, "assigned")
					}
				}
			}
		case *ast.UnaryExpr:
			if n.Op == token.AND {
				written(n, n.X, "shared by its address")
			}
		case *ast.CallExpr:
			if id, ok := ast.Unparen(n.Fun).(*ast.Ident); ok && len(n.Args) > 0 {
				if b, ok := c.info.Uses[id].(*types.Builtin); ok {
					switch b.Name() {
					case "delete", "clear", "copy":
						written(n, n.Args[0], "changed by "+b.Name())
					}
				}
			}
		case *ast.SelectorExpr:
			// x.M() with M on *T and x a T: the call takes &x.
			if sel, ok := c.info.Selections[n]; ok && sel.Kind() == types.MethodVal {
				if f, ok := sel.Obj().(*types.Func); ok {
					if r := f.Type().(*types.Signature).Recv(); r != nil {
						if _, ptr := r.Type().(*types.Pointer); ptr {
							if _, isPtr := c.info.TypeOf(n.X).Underlying().(*types.Pointer); !isPtr && !sel.Indirect() {
								written(n, n.X, "changed by its method "+f.Name())
							}
						}
					}
				}
			}
		}
		return true
	})
}

// packageVarRoot returns the package variable e is, or is a part of (a
// field, an element, what a pointer it holds points to: through
// selectors, indexes, stars and parentheses), or nil: writing any of
// them changes what the next call reads.
func (c *checker) packageVarRoot(e ast.Expr) *types.Var {
	for {
		switch x := e.(type) {
		case *ast.Ident:
			v, ok := c.info.Uses[x].(*types.Var)
			if !ok || v.IsField() || v.Pkg() != c.pkg || v.Parent() != c.pkg.Scope() {
				return nil
			}
			return v
		case *ast.ParenExpr:
			e = x.X
		case *ast.StarExpr:
			e = x.X
		case *ast.SelectorExpr:
			if sel, ok := c.info.Selections[x]; !ok || sel.Kind() != types.FieldVal {
				return nil
			}
			e = x.X
		case *ast.IndexExpr:
			e = x.X
		default:
			return nil
		}
	}
}
