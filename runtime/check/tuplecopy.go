package check

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"strings"
)

// A call of several results, each meeting an interface, is no expression
// copyInto can rewrite one value at a time: a, b = two() with a and b of
// type any, return two() from a function whose results are (any,
// error), and show(two()) with parameters of type any dropped the
// methods of the skill's types among the results (a Color printed 0, not
// R), silently, and s, err = two() with s a fmt.Stringer crashed the run
// ("reflect.Set: value of type int is not assignable to type
// fmt.Stringer"). copyTuple writes such a call inside a function literal
// whose results are the destinations' types, which takes the call's
// results into variables of their own types and returns each converted as
// copyInto converts a value it returns:
//
//	a, err = func() (any, error) { _skillrun_t1, _skillrun_t2 := two(); return []any{[]Color{_skillrun_t1}[0]}[0], _skillrun_t2 }()

// copyTuple rewrites e, a call (or a comma-ok expression) of several
// results, whose results go to the types to, when one of them is a
// value of the skill's type with methods meeting an interface.
func (nz *normaliser) copyTuple(e ast.Expr, to []types.Type) {
	tup, ok := nz.c.info.TypeOf(e).(*types.Tuple)
	if !ok || tup.Len() != len(to) || tup.Len() < 2 {
		return
	}
	need := false
	for i := range tup.Len() {
		if nz.meetsIface(to[i], tup.At(i).Type()) {
			need = true
		}
	}
	if !need {
		return
	}
	var results, vars, convs []string
	for i := range tup.Len() {
		t := tup.At(i).Type()
		dst := to[i]
		if dst == nil {
			dst = t
		}
		name, ok := nz.nameOf(dst)
		if !ok {
			return
		}
		if _, ok := nz.nameOf(t); !ok {
			return
		}
		if nz.hiddenAt(e.Pos(), t, dst) != "" {
			return
		}
		v := nz.fresh("t")
		results = append(results, name)
		vars = append(vars, v)
		conv, ok := nz.convText(dst, t, v, copyConvert)
		if !ok {
			return
		}
		convs = append(convs, conv)
	}
	open := fmt.Sprintf("func() (%s) { %s := ", strings.Join(results, ", "), strings.Join(vars, ", "))
	nz.wrap(e.Pos(), e.End(), open, fmt.Sprintf("; return %s }()", strings.Join(convs, ", ")))
}

// meetsIface reports whether a value of type t stored in to goes through
// copyInto: to an interface, t a type the skill declares with methods.
func (nz *normaliser) meetsIface(to, t types.Type) bool {
	if to == nil || !types.IsInterface(to) || types.IsInterface(t) {
		return false
	}
	if _, param := to.(*types.TypeParam); param {
		return false
	}
	n := nz.c.declared(t)
	return n != nil && anyMethods(types.NewPointer(n))
}

// convText returns the variable v, of type t, converted to to as
// copyInto converts a value of that kind (false when it cannot be
// written).
func (nz *normaliser) convText(to, t types.Type, v string, kind copyKind) (string, bool) {
	if !nz.meetsIface(to, t) {
		return v, true
	}
	if nz.binaryIface(to) {
		if name := nz.asHelper(to, t); name != "" {
			return name + "(" + v + ")", true
		}
		return v, true
	}
	iface, ok := nz.nameOf(to)
	if !ok {
		return "", false
	}
	typ, ok := nz.nameOf(t)
	if !ok {
		return "", false
	}
	if _, ptr := t.(*types.Pointer); ptr && to.Underlying().(*types.Interface).Empty() {
		methods, ok := nz.methodsOf(t)
		if !ok {
			return "", false
		}
		return "[]" + iface + "{[]" + methods + "{[]" + typ + "{" + v + "}[0]}[0]}[0]", true
	}
	if kind == copyStore {
		return "[]" + typ + "{" + v + "}[0]", true
	}
	return "[]" + iface + "{[]" + typ + "{" + v + "}[0]}[0]", true
}

// copyTupleAssign rewrites a, b = f() (see copyTuple).
func (nz *normaliser) copyTupleAssign(n *ast.AssignStmt) {
	if n.Tok != token.ASSIGN || len(n.Rhs) != 1 || len(n.Lhs) < 2 {
		return
	}
	to := make([]types.Type, len(n.Lhs))
	for i, l := range n.Lhs {
		if id, ok := l.(*ast.Ident); ok && id.Name == "_" {
			continue
		}
		to[i] = nz.c.info.TypeOf(l)
	}
	nz.copyTuple(n.Rhs[0], to)
}

// copyTupleReturn rewrites return f() from a function of several results
// (see copyTuple).
func (nz *normaliser) copyTupleReturn(sig *types.Signature, r *ast.ReturnStmt) {
	if len(r.Results) != 1 || sig.Results().Len() < 2 {
		return
	}
	to := make([]types.Type, sig.Results().Len())
	for i := range to {
		to[i] = sig.Results().At(i).Type()
	}
	nz.copyTuple(r.Results[0], to)
}

// copyTupleArgs rewrites g(f()), f's results g's arguments (see
// copyTuple), for a function the skill declares.
func (nz *normaliser) copyTupleArgs(call *ast.CallExpr, sig *types.Signature) {
	if len(call.Args) != 1 || call.Ellipsis.IsValid() {
		return
	}
	tup, ok := nz.c.info.TypeOf(call.Args[0]).(*types.Tuple)
	if !ok || tup.Len() < 2 {
		return
	}
	to := make([]types.Type, tup.Len())
	for i := range to {
		if to[i], ok = paramFor(sig, i, false); !ok {
			return
		}
	}
	nz.copyTuple(call.Args[0], to)
}

// rangeAssignCopy rewrites for k, v = range x, where k or v is a variable
// of an interface type and the key or element a value of the skill's
// type with methods: the interpreter crashed (a Color's String read
// another value: "index out of range") or dropped the methods. The loop
// ranges into variables of its own, which the body's first statements
// store, converted as copyInto converts a value it stores:
//
//	for _, _skillrun_r1 := range colors { v = []Color{_skillrun_r1}[0]; ...
func (nz *normaliser) rangeAssignCopy(rs *ast.RangeStmt) {
	if rs.Tok != token.ASSIGN || rs.Key == nil || rs.Body == nil {
		return
	}
	var tk, tv types.Type
	switch u := underlying(nz.c.info.TypeOf(rs.X)).(type) {
	case *types.Slice:
		tk, tv = types.Typ[types.Int], u.Elem()
	case *types.Array:
		tk, tv = types.Typ[types.Int], u.Elem()
	case *types.Pointer:
		a, ok := u.Elem().Underlying().(*types.Array)
		if !ok {
			return
		}
		tk, tv = types.Typ[types.Int], a.Elem()
	case *types.Map:
		tk, tv = u.Key(), u.Elem()
	case *types.Chan:
		tk = u.Elem()
	default:
		return
	}
	lhs := []ast.Expr{rs.Key, rs.Value}
	ts := []types.Type{tk, tv}
	need := false
	for i, l := range lhs {
		if l != nil && ts[i] != nil && nz.meetsIface(nz.c.info.TypeOf(l), ts[i]) {
			need = true
		}
	}
	if !need {
		return
	}
	var names []string
	var body strings.Builder
	for i, l := range lhs {
		if l == nil {
			continue
		}
		if id, ok := l.(*ast.Ident); ok && id.Name == "_" {
			names = append(names, "_")
			continue
		}
		if _, ok := nz.nameOf(ts[i]); !ok || nz.hiddenAt(rs.Pos(), ts[i], nz.c.info.TypeOf(l)) != "" {
			return
		}
		v := nz.fresh("r")
		conv, ok := nz.convText(nz.c.info.TypeOf(l), ts[i], v, copyStore)
		if !ok {
			return
		}
		names = append(names, v)
		fmt.Fprintf(&body, " %s = %s;", exprText(nz.c, l), conv)
	}
	nz.replace(rs.Key.Pos(), rs.TokPos+token.Pos(len(rs.Tok.String())), strings.Join(names, ", ")+" :=")
	nz.insert(rs.Body.Lbrace+1, body.String())
}

// selectSendCopy rewrites the send of a select's case whose value, of
// the skill's type with methods, meets the channel's interface element:
// the interpreter sent the value without its methods (case ch <- c: on a
// chan any, a Color came out 0, not R), and the forms copyInto writes
// crashed there (a Color's String read another value: "index out of
// range"). A variable of the element's type, declared before the select
// (before its label), takes the value as copyInto stores it, and the case
// sends the variable: the select evaluates its send values once, on
// entry, as the declaration does just before.
//
//	var _skillrun_send1 any = []Color{c}[0]; select { case ch <- _skillrun_send1: ...
func (nz *normaliser) selectSendCopy(sel *ast.SelectStmt) {
	if sel.Body == nil {
		return
	}
	var decls strings.Builder
	for _, c := range sel.Body.List {
		cc, ok := c.(*ast.CommClause)
		if !ok {
			continue
		}
		send, ok := cc.Comm.(*ast.SendStmt)
		if !ok {
			continue
		}
		ch, ok := underlying(nz.c.info.TypeOf(send.Chan)).(*types.Chan)
		if !ok {
			continue
		}
		t := nz.c.info.TypeOf(send.Value)
		if t == nil || !nz.meetsIface(ch.Elem(), t) || nz.c.info.Types[send.Value].Value != nil {
			continue
		}
		if !simpleExpr(send.Value) {
			nz.c.errorf(send.Value.Pos(), "sending a value of a type declared in the skill with methods (%s) on a channel of %s in a select's case, written as this expression, is not supported by the interpreter: the value loses its methods, or the run crashes; assign the value to a variable before the select and send the variable", nz.typeString(t), nz.typeString(ch.Elem()))
			continue
		}
		elem, ok := nz.nameOf(ch.Elem())
		if !ok {
			continue
		}
		if _, ok := nz.nameOf(t); !ok || nz.hiddenAt(sel.Pos(), t, ch.Elem()) != "" {
			continue
		}
		v := nz.fresh("send")
		conv, ok := nz.convText(ch.Elem(), t, exprText(nz.c, send.Value), copyStore)
		if !ok {
			continue
		}
		if nz.selectSends == nil {
			nz.selectSends = map[*ast.SendStmt]bool{}
		}
		nz.selectSends[send] = true
		fmt.Fprintf(&decls, "var %s %s = %s; ", v, elem, conv)
		nz.replace(send.Value.Pos(), send.Value.End(), v)
	}
	if decls.Len() == 0 {
		return
	}
	at := sel.Pos()
	ast.Inspect(nz.c.file, func(n ast.Node) bool {
		if ls, ok := n.(*ast.LabeledStmt); ok && ls.Stmt == sel {
			at = ls.Pos()
		}
		return at == sel.Pos()
	})
	nz.insert(at, decls.String())
}

// simpleExpr reports whether e holds no call, function literal or
// composite literal (another rewrite may write inside those).
func simpleExpr(e ast.Expr) bool {
	simple := true
	ast.Inspect(e, func(n ast.Node) bool {
		switch n.(type) {
		case *ast.CallExpr, *ast.FuncLit, *ast.CompositeLit:
			simple = false
		}
		return simple
	})
	return simple
}
