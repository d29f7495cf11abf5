package mutate

import (
	"go/ast"
	"go/token"
	"strconv"

	"github.com/skillrun/skillrun/internal/astutil"
)

// Equivalence is the one rule by which Generate marks a mutant as
// equivalent (Mutant.Equivalent). It is a proof about the skill runtime,
// not a guess from scores, and it never looks at mutant ids:
//
// The runtime that runs skills (yaegi, in process and in the isolated
// worker alike) answers a type assertion of an interface value to
// map[string]any and to skills.Observation the same way for every value:
// both succeed, with the same map, or both fail. TestRuntimeAssertions
// checks this premise through the sandbox on every kind of value a world
// can hand a skill, so the rule stops holding, and that test fails, the
// day the runtime tells the two types apart. So of two assertions of one
// variable to these types, the second is decided by the first:
//
//   - a fallback `if o, ok := x.(T2); ok { return o }` right after
//     `if m, ok := x.(T1); ok { return m }`, in a function whose one
//     result is one of the types (so both return the same value), runs
//     only when the first failed, so it fails too: dropping it changes
//     nothing;
//   - dropping the first of those two leaves the fallback to succeed on
//     the same values and return the same map;
//   - right after `v, _ := x.(T1)` (so v has type T1), the fallback
//     `if v == nil { if o, ok := x.(T2); ok { v = o } }` runs when the
//     first assertion failed (and then fails too) or x held a nil map
//     (and then sets v to that nil map): dropping the inner if, or the
//     outer one whose body it is, changes nothing.
//
// A natively compiled copy of the skill would tell the types apart, so
// the rule is about the runtime the verdicts come from, and says so in
// the reason it gives.
const Equivalence = "a type assertion the runtime answers as the one beside it (skills.Observation and map[string]any are one type to yaegi)"

const skillsPath = "github.com/skillrun/skillrun/skills"

// redundantAssertion returns Equivalence when dropping the if statement n
// provably changes nothing by that rule, else "".
func (g *gen) redundantAssertion(n *ast.IfStmt, path []ast.Node) string {
	block, i := enclosingList(n, path)
	if block == nil {
		return ""
	}
	if x, bound, ok := g.assertIf(n); ok {
		// Returns convert to the function's result type: it must be one
		// of the types, so both branches return the same value.
		if returns(n.Body, bound) && !g.returnsSameType(path) {
			return ""
		}
		// The fallback after a returning primary.
		if returns(n.Body, bound) && i > 0 {
			if px, pb, ok := g.assertIf(block[i-1]); ok && px == x && returns(block[i-1].(*ast.IfStmt).Body, pb) {
				return Equivalence
			}
		}
		// The primary before such a fallback.
		if returns(n.Body, bound) && i+1 < len(block) {
			if nx, nb, ok := g.assertIf(block[i+1]); ok && nx == x && returns(block[i+1].(*ast.IfStmt).Body, nb) {
				return Equivalence
			}
		}
		// The inner fallback under `if v == nil`.
		if v := assigns(n.Body, bound); v != "" && len(path) >= 3 {
			if outer, ok := path[len(path)-3].(*ast.IfStmt); ok && len(outer.Body.List) == 1 && outer.Body.List[0] == n && g.nilFallback(outer, path[:len(path)-2], x, v) {
				return Equivalence
			}
		}
		return ""
	}
	// The outer `if v == nil { if o, ok := x.(T2); ok { v = o } }`.
	if len(n.Body.List) == 1 {
		if inner, ok := n.Body.List[0].(*ast.IfStmt); ok && inner.Else == nil {
			if x, bound, ok := g.assertIf(inner); ok {
				if v := assigns(inner.Body, bound); v != "" && g.nilFallback(n, path, x, v) {
					return Equivalence
				}
			}
		}
	}
	return ""
}

// nilFallback reports whether outer (at the end of path) is `if v == nil`
// with no init, right after `v, _ := x.(T1)` (or `v := x.(T1)`, or the
// same with =) in its block, T1 one of the runtime-identical types.
func (g *gen) nilFallback(outer *ast.IfStmt, path []ast.Node, x, v string) bool {
	if outer.Init != nil || outer.Else != nil {
		return false
	}
	c, ok := outer.Cond.(*ast.BinaryExpr)
	if !ok || c.Op != token.EQL || !isIdent(c.X, v) || !isIdent(c.Y, "nil") {
		return false
	}
	block, i := enclosingList(outer, path)
	if block == nil || i == 0 {
		return false
	}
	// v := (not =): v has the asserted type, so `v = o` converts to it.
	as, ok := block[i-1].(*ast.AssignStmt)
	if !ok || as.Tok != token.DEFINE || len(as.Rhs) != 1 || len(as.Lhs) == 0 || !isIdent(as.Lhs[0], v) {
		return false
	}
	ax, ok := g.sameTypeAssert(as.Rhs[0])
	return ok && ax == x
}

// returnsSameType reports whether the function enclosing the end of path
// has one result, of one of the runtime-identical types.
func (g *gen) returnsSameType(path []ast.Node) bool {
	var ft *ast.FuncType
	for i := len(path) - 1; i >= 0 && ft == nil; i-- {
		switch f := path[i].(type) {
		case *ast.FuncDecl:
			ft = f.Type
		case *ast.FuncLit:
			ft = f.Type
		}
	}
	if ft == nil || ft.Results == nil || len(ft.Results.List) != 1 || len(ft.Results.List[0].Names) > 1 {
		return false
	}
	return g.sameType(ft.Results.List[0].Type)
}

// assertIf matches `if a, ok := x.(T); ok { ... }` with no else, T one of
// the runtime-identical types, and returns x and a.
func (g *gen) assertIf(s ast.Stmt) (x, bound string, ok bool) {
	is, isIf := s.(*ast.IfStmt)
	if !isIf || is.Else != nil || is.Init == nil {
		return "", "", false
	}
	as, isAs := is.Init.(*ast.AssignStmt)
	if !isAs || as.Tok != token.DEFINE || len(as.Lhs) != 2 || len(as.Rhs) != 1 {
		return "", "", false
	}
	a, aok := as.Lhs[0].(*ast.Ident)
	okv, okok := as.Lhs[1].(*ast.Ident)
	if !aok || !okok || a.Name == "_" || !isIdent(is.Cond, okv.Name) {
		return "", "", false
	}
	x, ok = g.sameTypeAssert(as.Rhs[0])
	return x, a.Name, ok
}

// sameTypeAssert matches x.(map[string]any), x.(map[string]interface{})
// or x.(skills.Observation), x a plain identifier, and returns x.
func (g *gen) sameTypeAssert(e ast.Expr) (string, bool) {
	ta, ok := e.(*ast.TypeAssertExpr)
	if !ok || ta.Type == nil {
		return "", false
	}
	x, ok := ta.X.(*ast.Ident)
	if !ok || !g.sameType(ta.Type) {
		return "", false
	}
	return x.Name, true
}

// sameType reports map[string]any, map[string]interface{} or
// skills.Observation.
func (g *gen) sameType(t ast.Expr) bool {
	switch t := t.(type) {
	case *ast.MapType:
		if !isIdent(t.Key, "string") {
			return false
		}
		if isIdent(t.Value, "any") {
			return true
		}
		it, ok := t.Value.(*ast.InterfaceType)
		return ok && (it.Methods == nil || len(it.Methods.List) == 0)
	case *ast.SelectorExpr:
		pkg, ok := t.X.(*ast.Ident)
		return ok && pkg.Name == g.skillsName() && t.Sel.Name == "Observation"
	}
	return false
}

// skillsName is the name the file imports the skills package under ("" if
// it does not).
func (g *gen) skillsName() string {
	for _, im := range g.file.Imports {
		if p, err := strconv.Unquote(im.Path.Value); err == nil && p == skillsPath {
			if im.Name != nil {
				return im.Name.Name
			}
			return "skills"
		}
	}
	return ""
}

// enclosingList returns the statement list holding n (the node at the end
// of path) and n's index in it.
func enclosingList(n ast.Stmt, path []ast.Node) ([]ast.Stmt, int) {
	if len(path) < 2 {
		return nil, -1
	}
	list, ok := astutil.StmtList(path[len(path)-2])
	if !ok {
		return nil, -1
	}
	for i, s := range list {
		if s == n {
			return list, i
		}
	}
	return nil, -1
}

// returns reports a body that is exactly `return a`.
func returns(b *ast.BlockStmt, a string) bool {
	if len(b.List) != 1 {
		return false
	}
	r, ok := b.List[0].(*ast.ReturnStmt)
	return ok && len(r.Results) == 1 && isIdent(r.Results[0], a)
}

// assigns returns v for a body that is exactly `v = a` ("" otherwise).
func assigns(b *ast.BlockStmt, a string) string {
	if len(b.List) != 1 {
		return ""
	}
	as, ok := b.List[0].(*ast.AssignStmt)
	if !ok || as.Tok != token.ASSIGN || len(as.Lhs) != 1 || len(as.Rhs) != 1 || !isIdent(as.Rhs[0], a) {
		return ""
	}
	v, ok := as.Lhs[0].(*ast.Ident)
	if !ok || v.Name == "_" {
		return ""
	}
	return v.Name
}

func isIdent(e ast.Expr, name string) bool {
	id, ok := e.(*ast.Ident)
	return ok && id.Name == name
}
