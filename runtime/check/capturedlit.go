package check

import (
	"go/ast"
	"go/token"
	"go/types"
)

// The interpreter assigns a struct composite literal to a variable by
// putting a new value in the variable's frame slot rather than setting
// the one there (yaegi v0.16.1, interp/run.go, doComposite:
// getFrame(f, l).data[frameIndex] = a), and a closure holds a copy of
// the slots of the frame that made it (getFunc: f.clone()): a closure
// made before st = state{...} went on reading the old st, silently, and
// a goroutine's closure indexing st.items[0] killed the worker with
// "reflect: slice index out of range". In parentheses the literal is
// built apart and set into the variable, as any other value is:
//
//	st = state{items: xs}   →   st = (state{items: xs})
//
// capturedLit does that for each struct literal assigned to a variable
// that a function literal reads or writes and does not declare. A receive
// assigned to such a variable, or to a field of one, was lost the same
// way (a = <-ch in a closure left the a its maker reads as it was, and
// the parent's b = <-ch was not seen by a closure made before), and is
// put in parentheses too:
//
//	a = <-ch   →   a = (<-ch)

// capturedVars are the variables of the file that a function literal
// uses and does not declare.
func (nz *normaliser) capturedVars() map[*types.Var]bool {
	if nz.captured != nil {
		return nz.captured
	}
	nz.captured = map[*types.Var]bool{}
	ast.Inspect(nz.c.file, func(n ast.Node) bool {
		lit, ok := n.(*ast.FuncLit)
		if !ok {
			return true
		}
		ast.Inspect(lit.Body, func(m ast.Node) bool {
			id, ok := m.(*ast.Ident)
			if !ok {
				return true
			}
			if v, ok := nz.c.info.Uses[id].(*types.Var); ok && !v.IsField() && (v.Pos() < lit.Pos() || v.Pos() >= lit.End()) {
				nz.captured[v] = true
			}
			return true
		})
		return true
	})
	return nz.captured
}

// capturedLit parenthesises the struct literals as assigned (see above).
func (nz *normaliser) capturedLit(n ast.Node) {
	as, ok := n.(*ast.AssignStmt)
	if !ok || as.Tok != token.ASSIGN || len(as.Lhs) != len(as.Rhs) {
		return
	}
	for i, r := range as.Rhs {
		if u, ok := r.(*ast.UnaryExpr); ok && u.Op == token.ARROW {
			if v := nz.rootVar(as.Lhs[i]); v != nil && nz.capturedVars()[v] {
				nz.wrap(u.Pos(), u.End(), "(", ")")
			}
			continue
		}
		lit, ok := r.(*ast.CompositeLit)
		if !ok {
			continue
		}
		if _, isStruct := underlying(nz.c.info.TypeOf(lit)).(*types.Struct); !isStruct {
			continue
		}
		id, ok := ast.Unparen(as.Lhs[i]).(*ast.Ident)
		if !ok {
			continue
		}
		if v, ok := nz.c.info.Uses[id].(*types.Var); ok && nz.capturedVars()[v] {
			nz.wrap(lit.Pos(), lit.End(), "(", ")")
		}
	}
}

// A definition of several variables from as many values (a, n := x, y)
// puts a new value in the slot of each variable it names, the ones it
// redeclares too (yaegi v0.16.1, interp/run.go, assign: data[j] =
// reflect.New(...) under defineStmt): a closure made before went on
// reading the old n, silently. capturedRedeclared defines a fresh
// variable in place of each such redeclared variable a function literal
// uses, and assigns it to the variable after the statement, on its line:
//
//	a, n := x, y   →   a, _skillrun_rd1 := x, y; n = _skillrun_rd1
//
// (a definition in the init of an if, for or switch, or of a value of
// another type than the variable's, is left as it is).
func (nz *normaliser) capturedRedeclared(list []ast.Stmt) {
	for _, s := range list {
		as, ok := s.(*ast.AssignStmt)
		if !ok || as.Tok != token.DEFINE || len(as.Lhs) < 2 || len(as.Lhs) != len(as.Rhs) {
			continue
		}
		var after string
		for i, l := range as.Lhs {
			id, ok := l.(*ast.Ident)
			if !ok {
				continue
			}
			v, ok := nz.c.info.Uses[id].(*types.Var)
			if !ok || !nz.capturedVars()[v] {
				continue
			}
			if t := nz.c.info.TypeOf(as.Rhs[i]); t == nil || !types.Identical(types.Default(t), v.Type()) {
				continue // the fresh variable would have another type
			}
			fresh := nz.fresh("rd")
			nz.replace(id.Pos(), id.End(), fresh)
			after += "; " + id.Name + " = " + fresh
		}
		if after != "" {
			nz.insert(as.End(), after)
		}
	}
}

// rootVar is the variable x of an assignment's target x, x.f or x.f.g (a
// field of a struct value), or nil.
func (nz *normaliser) rootVar(e ast.Expr) *types.Var {
	for {
		switch x := ast.Unparen(e).(type) {
		case *ast.Ident:
			v, _ := nz.c.info.Uses[x].(*types.Var)
			return v
		case *ast.SelectorExpr:
			sel, ok := nz.c.info.Selections[x]
			if !ok || sel.Kind() != types.FieldVal || sel.Indirect() {
				return nil
			}
			e = x.X
		default:
			return nil
		}
	}
}
