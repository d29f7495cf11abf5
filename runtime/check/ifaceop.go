package check

import (
	"go/ast"
	"go/token"
	"go/types"
)

// The interpreter writes the result of some operators straight into the
// destination of an assignment, a send or a return, as the operand's
// type: when the destination is an interface (an any, a map's or a
// slice's element of type any, a field of type error, a result of type
// any), it stayed nil (v = n % 3, res["bits"] = x >> 4), or the run
// crashed ("reflect: call of reflect.Value.SetBool on interface Value"
// for v = !ok, "reflect.Value.Set using unaddressable value" for a send
// of ch <- -x on a chan any); worse, a value returned that way could
// leave the function's other results, or the caller's, nil. The
// operators are every binary one (res["x"] = n + 1, res a skills.Result
// built in a function that returns it, made that function's result
// nil, silently) and the unary -, ^ and !; a
// comparison (==, !=, <, <=, >, >=) returned as an interface crashed too
// (return e == nil from a func returning any: "SetBool on interface
// Value"), and so did a receive (return <-ch: "reflect.Value.Set using
// unaddressable value"). A parenthesised operation goes through a value
// of its own, as any other operator's does. The normaliser puts such an
// operation in parentheses, in place.
//
// ifaceOpAssign rewrites the values of an assignment (=), of a variable
// declaration with an interface type, and of a send.
func (nz *normaliser) ifaceOpAssign(n ast.Node) {
	switch n := n.(type) {
	case *ast.AssignStmt:
		if n.Tok != token.ASSIGN || len(n.Lhs) != len(n.Rhs) || nz.comms[n] {
			return // a select case's receive stays one (see splitSelectRecv)
		}
		for i, l := range n.Lhs {
			nz.ifaceOp(nz.c.info.TypeOf(l), n.Rhs[i])
		}
	case *ast.ValueSpec:
		if n.Type == nil {
			return
		}
		for _, v := range n.Values {
			nz.ifaceOp(nz.c.info.TypeOf(n.Type), v)
		}
	case *ast.SendStmt:
		if nz.comms[n] {
			return // a select case's send stays one
		}
		if ch, ok := underlying(nz.c.info.TypeOf(n.Chan)).(*types.Chan); ok {
			nz.ifaceOp(ch.Elem(), n.Value)
		}
	}
}

// ifaceOpReturn rewrites the results of a return whose function returns
// an interface.
func (nz *normaliser) ifaceOpReturn(rs *ast.ReturnStmt) {
	if len(rs.Results) == 0 {
		return
	}
	sig := nz.returnSig(rs)
	if sig == nil || sig.Results().Len() != len(rs.Results) {
		return
	}
	for i, r := range rs.Results {
		nz.ifaceOp(sig.Results().At(i).Type(), r)
	}
}

// ifaceOp puts e in parentheses when it is one of the operations the
// interpreter cannot write into a destination of type dst.
func (nz *normaliser) ifaceOp(dst types.Type, e ast.Expr) {
	if dst == nil || !types.IsInterface(dst) {
		return
	}
	if tv, ok := nz.c.info.Types[e]; !ok || tv.Value != nil && !nz.hasMethods(tv.Type) {
		// A constant is folded, but one of the skill's type with
		// methods: var e Expr = lit(1) * 3 crashed (reflect: call of
		// reflect.Value.SetFloat on struct Value), and into
		// fmt.Stringer was nil.
		return
	}
	switch e := e.(type) {
	case *ast.BinaryExpr:
		// Any binary operation: res["x"] = n + 1, res a skills.Result
		// (another package's map type), left the function's result
		// nil too (yaegi logged "nil type").
	case *ast.UnaryExpr:
		if e.Op != token.SUB && e.Op != token.XOR && e.Op != token.NOT && e.Op != token.ARROW {
			return
		}
	default:
		return
	}
	// A wrap, which nests inside copyInto's rewrite of the same
	// expression (return la + lb, lit a type with methods, into an
	// interface, became ([]Expr{[]lit{la + lb)}[0]}[0], which did not
	// parse).
	nz.wrap(e.Pos(), e.End(), "(", ")")
}

// returnSig is the signature of the function rs returns from.
func (nz *normaliser) returnSig(rs *ast.ReturnStmt) *types.Signature {
	if nz.returnSigs == nil {
		nz.returnSigs = map[*ast.ReturnStmt]*types.Signature{}
		// sigs are the enclosing functions' signatures; funcs says, for
		// each node Inspect is in, whether it is a function.
		var sigs []*types.Signature
		var funcs []bool
		ast.Inspect(nz.c.file, func(n ast.Node) bool {
			var sig *types.Signature
			switch n := n.(type) {
			case nil:
				if funcs[len(funcs)-1] {
					sigs = sigs[:len(sigs)-1]
				}
				funcs = funcs[:len(funcs)-1]
				return false
			case *ast.FuncDecl:
				if fn, ok := nz.c.info.Defs[n.Name].(*types.Func); ok {
					sig, _ = fn.Type().(*types.Signature)
				}
			case *ast.FuncLit:
				sig, _ = nz.c.info.TypeOf(n).(*types.Signature)
			case *ast.ReturnStmt:
				if len(sigs) > 0 {
					nz.returnSigs[n] = sigs[len(sigs)-1]
				}
			}
			_, isFunc := n.(*ast.FuncDecl)
			if _, ok := n.(*ast.FuncLit); ok {
				isFunc = true
			}
			if isFunc {
				sigs = append(sigs, sig)
			}
			funcs = append(funcs, isFunc)
			return true
		})
	}
	return nz.returnSigs[rs]
}

// hasMethods reports whether t is a type the skill declares with methods
// (on T or *T).
func (nz *normaliser) hasMethods(t types.Type) bool {
	n := nz.c.declared(t)
	return n != nil && types.NewMethodSet(types.NewPointer(n)).Len() > 0
}
