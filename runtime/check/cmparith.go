package check

import (
	"go/ast"
	"go/token"
	"go/types"
)

// arithCompare wraps, in the methods of the skill's generic types of two
// or more type parameters, each arithmetic operand of a comparison (the
// n-1 of i < n-1, the a+b of a+b > c) in a call that gives back its
// value: yaegi v0.16.1 typed such an operand as the comparison's result
// when it compiled the method for an instance a generic function made
// (NewTable[string, int](...), inferred or written): "cannot use type
// int as type bool in assignment", and, through skillrun, "not a generic
// type" at the constructor's call. A loop as ordinary as
//
//	for i := 0; i < len(t.rows)-1; i++
//
// in a method of Table[K, V] never compiled. An operand of a basic type
// is converted to it (int(len(t.rows)-1)); any other, whose conversion
// crashed the compiler for an instance with the skill's own type ("too
// many arguments"), passes through a generic function returning its
// argument. Methods of one type parameter, generic functions and other
// operands (calls, names, indexes, shifts) compiled, and are left alone.
func (nz *normaliser) arithCompare() {
	c := nz.c
	for _, d := range c.file.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || fd.Body == nil || !nz.twoParamMethod(fd) {
			continue
		}
		ast.Inspect(fd.Body, func(n ast.Node) bool {
			be, ok := n.(*ast.BinaryExpr)
			if !ok || !comparison[be.Op] {
				return true
			}
			for _, op := range []ast.Expr{be.X, be.Y} {
				nz.passArith(op)
			}
			return true
		})
	}
}

// comparison holds the comparison operators.
var comparison = map[token.Token]bool{token.EQL: true, token.NEQ: true, token.LSS: true, token.LEQ: true, token.GTR: true, token.GEQ: true}

// arithmetic holds the binary operators arithCompare passes through
// (shifts compiled as they are).
var arithmetic = map[token.Token]bool{token.ADD: true, token.SUB: true, token.MUL: true, token.QUO: true, token.REM: true,
	token.AND: true, token.OR: true, token.XOR: true, token.AND_NOT: true}

// passArith wraps op, when it is a comparison's arithmetic operand that
// is not constant, as arithCompare says: a binary one, or a unary one
// (-(a+b) failed as a+b did).
func (nz *normaliser) passArith(op ast.Expr) {
	if !arithOperand(op) {
		return
	}
	tv, ok := nz.c.info.Types[op]
	if !ok || tv.Value != nil || tv.Type == nil {
		return
	}
	if b, ok := tv.Type.(*types.Basic); ok && b.Info()&types.IsUntyped == 0 {
		nz.wrap(op.Pos(), op.End(), b.Name()+"(", ")")
		return
	}
	nz.sameHelper()
	nz.wrap(op.Pos(), op.End(), sameFunc+"(", ")")
}

// sameFunc returns its argument (see arithCompare).
const sameFunc = "_skillrun_same"

// sameHelper declares sameFunc.
func (nz *normaliser) sameHelper() {
	if _, ok := nz.helpers[sameFunc]; !ok {
		nz.setHelper(sameFunc, "\nfunc "+sameFunc+"[T any](x T) T { return x }\n")
	}
}

// twoParamMethod reports whether fd is a method of a generic type of two
// or more type parameters.
func (nz *normaliser) twoParamMethod(fd *ast.FuncDecl) bool {
	g := genericRecv(nz.c.info, fd)
	return g != nil && g.TypeParams().Len() >= 2
}

// arithMethod reports whether pos is in a method arithCompare rewrites.
func (nz *normaliser) arithMethod(pos token.Pos) bool {
	fd, ok := nz.c.declAt(pos).(*ast.FuncDecl)
	return ok && fd.Body != nil && nz.twoParamMethod(fd)
}

// arithOperand reports whether op is arithmetic: binary (a+b) or unary
// (-x, ^x, +x).
func arithOperand(op ast.Expr) bool {
	switch x := ast.Unparen(op).(type) {
	case *ast.BinaryExpr:
		return arithmetic[x.Op]
	case *ast.UnaryExpr:
		return x.Op == token.SUB || x.Op == token.XOR || x.Op == token.ADD
	}
	return false
}

// blankBools converts to bool, in generic functions and the methods of
// generic types, a comparison or a negation assigned to the blank
// identifier (_ = n > 0, _ = !ok): yaegi v0.16.1 compiled it there as a
// write of an int, and the call panicked ("reflect: call of
// reflect.Value.SetBool on int Value"). _ = bool(n > 0) runs.
func (nz *normaliser) blankBools() {
	c := nz.c
	for _, d := range c.file.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || fd.Body == nil || (fd.Type.TypeParams == nil && genericRecv(c.info, fd) == nil) {
			continue
		}
		ast.Inspect(fd.Body, func(n ast.Node) bool {
			as, ok := n.(*ast.AssignStmt)
			if !ok || as.Tok != token.ASSIGN || len(as.Lhs) != 1 || len(as.Rhs) != 1 || !isBlank(as.Lhs[0]) {
				return true
			}
			switch x := ast.Unparen(as.Rhs[0]).(type) {
			case *ast.BinaryExpr:
				if !comparison[x.Op] {
					return true
				}
			case *ast.UnaryExpr:
				if x.Op != token.NOT {
					return true
				}
			default:
				return true
			}
			nz.wrap(as.Rhs[0].Pos(), as.Rhs[0].End(), "bool(", ")")
			return true
		})
	}
}
