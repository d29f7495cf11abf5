package check

import (
	"go/ast"
	"go/types"
)

// yaegi v0.16.1 loses the result of a call of a func value read from a
// struct's field, a copy of one, or a variable of a range over such
// structs, when the call is one of several results of a return statement:
// return r.h(p), 200 returned "" and 200 where Go returns h's result
// (rt.h(params) of a router's route; h := r.h; return h(x), nil too),
// silently. The same call in parentheses, alone, or assigned first was
// right. funcValueReturns puts each call of a func value (not of a
// declared function or method, a conversion or a builtin) among a return
// statement's several results in parentheses.
func (nz *normaliser) funcValueReturns(rs *ast.ReturnStmt) {
	if len(rs.Results) < 2 {
		return
	}
	for _, r := range rs.Results {
		call, ok := r.(*ast.CallExpr)
		if !ok {
			continue
		}
		tv, ok := nz.c.info.Types[call.Fun]
		if !ok || tv.IsType() || tv.IsBuiltin() {
			continue
		}
		if _, ok := underlying(tv.Type).(*types.Signature); !ok {
			continue
		}
		switch f := ast.Unparen(call.Fun).(type) {
		case *ast.Ident:
			if _, decl := nz.c.info.Uses[f].(*types.Func); decl {
				continue
			}
		case *ast.SelectorExpr:
			if _, decl := nz.c.info.Uses[f.Sel].(*types.Func); decl {
				continue // a method, or another package's function
			}
		case *ast.IndexExpr, *ast.IndexListExpr:
			if nz.c.info.Instances[instanceIdent(f)].Type != nil {
				continue // a generic function instantiated
			}
		}
		nz.wrap(r.Pos(), r.End(), "(", ")")
	}
}

// instanceIdent is the name of a generic function e instantiates
// (f[int], pkg.F[int]), or nil.
func instanceIdent(e ast.Expr) *ast.Ident {
	var x ast.Expr
	switch e := e.(type) {
	case *ast.IndexExpr:
		x = e.X
	case *ast.IndexListExpr:
		x = e.X
	}
	switch x := x.(type) {
	case *ast.Ident:
		return x
	case *ast.SelectorExpr:
		return x.Sel
	}
	return nil
}
