package check

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
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
// one in a loop), on the lines it already has. Its body begins with a
// variable for the panic a deferred call raised and a deferred call,
// first and so run last, that raises it again:
//
//	var P any; defer func() { if P != nil { panic(P) } }();
//
// Each deferred function literal begins by catching its own panic into P
// (defer func() { if r := recover(); r != nil { P = r } }();), so the
// loop goes on; and each recover() directly in one of them answers P
// first (and clears it), as Go's answers the latest panic. A deferred
// call that is not a function literal (defer mu.Unlock()) is left alone.
func (nz *normaliser) deferPanics(body *ast.BlockStmt) {
	if body == nil {
		return
	}
	var defers []*ast.DeferStmt
	looped := false
	var walk func(n ast.Node, inLoop bool)
	walk = func(n ast.Node, inLoop bool) {
		ast.Inspect(n, func(m ast.Node) bool {
			switch m := m.(type) {
			case *ast.FuncLit:
				return false
			case *ast.ForStmt:
				if m != n {
					walk(m.Body, true)
					return false
				}
			case *ast.RangeStmt:
				if m != n {
					walk(m.Body, true)
					return false
				}
			case *ast.LabeledStmt:
				// a goto may come back to it
				looped = looped || hasGoto(body)
			case *ast.DeferStmt:
				defers = append(defers, m)
				looped = looped || inLoop
			}
			return true
		})
	}
	walk(body, false)
	if len(defers) == 0 || (len(defers) == 1 && !looped) {
		return
	}
	pending := nz.fresh("panicked")
	nz.insert(body.Lbrace+1, fmt.Sprintf(" var %s any; defer func() { if %s != nil { panic(%s) } }();", pending, pending, pending))
	for _, d := range defers {
		lit, ok := d.Call.Fun.(*ast.FuncLit)
		if !ok || lit.Body == nil {
			continue
		}
		r := nz.fresh("r")
		nz.insert(lit.Body.Lbrace+1, fmt.Sprintf(" defer func() { if %s := recover(); %s != nil { %s = %s } }();", r, r, pending, r))
		ast.Inspect(lit.Body, func(m ast.Node) bool {
			switch m := m.(type) {
			case *ast.FuncLit:
				return false
			case *ast.CallExpr:
				if id, ok := ast.Unparen(m.Fun).(*ast.Ident); ok && id.Name == "recover" && len(m.Args) == 0 && nz.c.info.Uses[id] == types.Universe.Lookup("recover") {
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
