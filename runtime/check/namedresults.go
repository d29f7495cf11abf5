package check

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"
)

// freshResults gives a function's named results fresh storage on every
// call. yaegi v0.16.1 runs a call of a declared function (or a function
// literal called directly) in a frame whose result slots are the
// caller's destination: the variable assigned (x = f()), or a
// temporary that a call site in a loop reuses (g(f(i))). A named result
// therefore starts with what that destination last held, not its zero
// value (`hits++` in f counted on from the previous call), and the
// callee's writes to it land in the caller's variable before f returns.
//
// A function whose body mentions a named result, or returns bare, is
// rewritten so that the results are unnamed (_) and their names are
// locals declared at the top of the body, zero as in Go; a bare return
// returns them explicitly:
//
//	func count(n int) (hits int) {      func count(n int) (_ int) { var hits int; _ = hits;
//		hits += n                           hits += n
//		return                              return hits
//	}                                   }
//
// A function with a defer statement keeps its named results (a deferred
// call may set them after the return) and assigns each its zero value
// first. Every edit stays on its line.
func (nz *normaliser) freshResults(ft *ast.FuncType, body *ast.BlockStmt) {
	if ft.Results == nil || body == nil {
		return
	}
	results := map[types.Object]bool{}
	for _, f := range ft.Results.List {
		for _, name := range f.Names {
			if obj := nz.c.info.Defs[name]; obj != nil && name.Name != "_" {
				results[obj] = true
			}
		}
	}
	if len(results) == 0 {
		return
	}
	var bare []*ast.ReturnStmt
	hasDefer, used := false, false
	ast.Inspect(body, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && results[nz.c.info.Uses[id]] {
			used = true
		}
		return true
	})
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.DeferStmt:
			hasDefer = true
		case *ast.ReturnStmt:
			if len(n.Results) == 0 {
				bare = append(bare, n)
			}
		}
		return true
	})
	if !used && len(bare) == 0 {
		return
	}
	var head strings.Builder
	if hasDefer {
		for _, f := range ft.Results.List {
			typ := nz.resultType(f)
			for _, name := range f.Names {
				if name.Name != "_" {
					head.WriteString(" " + name.Name + " = *new(" + typ + ");")
				}
			}
		}
		nz.insert(body.Lbrace+1, head.String())
		return
	}
	var names []string
	for _, f := range ft.Results.List {
		typ := nz.resultType(f)
		var locals []string
		for _, name := range f.Names {
			local := name.Name
			if local == "_" {
				local = nz.fresh("result")
			} else {
				nz.replace(name.Pos(), name.End(), "_")
			}
			locals = append(locals, local)
		}
		names = append(names, locals...)
		list := strings.Join(locals, ", ")
		head.WriteString(" var " + list + " " + typ + "; _" + strings.Repeat(", _", len(locals)-1) + " = " + list + ";")
	}
	nz.insert(body.Lbrace+1, head.String())
	for _, r := range bare {
		nz.insert(r.Return+token.Pos(len("return")), " "+strings.Join(names, ", "))
	}
}

// resultType is the text of a result's type: as written when it is on
// one line, else as the type checker prints it (the rewrite adds no line).
func (nz *normaliser) resultType(f *ast.Field) string {
	from, to := nz.offset(f.Type.Pos()), nz.offset(f.Type.End())
	if text := string(nz.c.src[from:to]); !strings.ContainsAny(text, "\n/") {
		return text
	}
	return nz.typeString(nz.c.info.TypeOf(f.Type))
}
