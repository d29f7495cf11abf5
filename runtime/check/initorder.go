package check

import (
	"go/ast"
	"go/token"
	"go/types"
	"maps"
	"sort"
	"strings"
)

// initOrder names, in a package variable's initialiser, the package
// variables it reaches only through the functions it calls (or function
// literals it holds): Go initialises a variable after every variable its
// initialiser refers to, through function bodies too, where the
// interpreter orders by the variables an initialiser names and so read
// them unset (var table = build() with build reading size, declared
// after it: a table of 0, not 16). The value passes through a literal
// that returns it, the variables after it as arguments:
//
//	var table = func(v []int, _ ...any) []int { return v }(build(), size)
//
// which Go orders the same, and the interpreter now orders too.
func (nz *normaliser) initOrder() {
	info, pkg := nz.c.info, nz.c.pkg
	if pkg == nil {
		return
	}
	scope := pkg.Scope()
	// The package's variables with an initialiser, and its functions'
	// and methods' declarations.
	initialised := map[*types.Var]bool{}
	decls := map[*types.Func]*ast.FuncDecl{}
	for _, d := range nz.c.file.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			if f, ok := info.Defs[d.Name].(*types.Func); ok && d.Body != nil {
				decls[f] = d
			}
		case *ast.GenDecl:
			if d.Tok != token.VAR {
				continue
			}
			for _, s := range d.Specs {
				if vs := s.(*ast.ValueSpec); len(vs.Values) > 0 {
					for _, n := range vs.Names {
						if v, ok := info.Defs[n].(*types.Var); ok {
							initialised[v] = true
						}
					}
				}
			}
		}
	}
	if len(initialised) == 0 {
		return
	}
	// refs walks n: the package variables it names (onVar's flag says
	// whether outside function literals) and the functions it refers to.
	refs := func(n ast.Node, onVar func(*types.Var, bool), onFunc func(*types.Func)) {
		var walk func(n ast.Node, inLit bool)
		walk = func(n ast.Node, inLit bool) {
			ast.Inspect(n, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.FuncLit:
					if !inLit {
						walk(n.Body, true)
						return false
					}
				case *ast.Ident:
					switch o := info.Uses[n].(type) {
					case *types.Var:
						if o.Parent() == scope && initialised[o] {
							onVar(o, !inLit)
						}
					case *types.Func:
						if o.Pkg() == pkg {
							onFunc(o.Origin())
						}
					}
				}
				return true
			})
		}
		walk(n, false)
	}
	// reached[f]: the variables f's body reaches, through the functions it
	// calls too (computed once each; a function in progress counts none
	// more, its callers gather the rest).
	reached := map[*types.Func]map[*types.Var]bool{}
	var reach func(f *types.Func) map[*types.Var]bool
	reach = func(f *types.Func) map[*types.Var]bool {
		if r, ok := reached[f]; ok {
			return r
		}
		r := map[*types.Var]bool{}
		reached[f] = r
		if d := decls[f]; d != nil {
			refs(d.Body, func(v *types.Var, _ bool) { r[v] = true }, func(g *types.Func) {
				for v := range reach(g) {
					r[v] = true
				}
			})
		}
		return r
	}
	for _, d := range nz.c.file.Decls {
		gd, ok := d.(*ast.GenDecl)
		if !ok || gd.Tok != token.VAR {
			continue
		}
		for _, s := range gd.Specs {
			vs := s.(*ast.ValueSpec)
			if len(vs.Values) != len(vs.Names) {
				continue // v, w = f(): one call, left as it is
			}
			for i, val := range vs.Values {
				self, _ := info.Defs[vs.Names[i]].(*types.Var)
				if self == nil {
					continue
				}
				direct, more := map[*types.Var]bool{}, map[*types.Var]bool{}
				refs(val, func(v *types.Var, d bool) {
					if d {
						direct[v] = true
					} else {
						more[v] = true
					}
				}, func(f *types.Func) {
					for v := range reach(f) {
						more[v] = true
					}
				})
				// A generic function called in an initialiser stopped the
				// interpreter ("constant definition loop"); called in a
				// literal it runs, and every variable the initialiser
				// names is then named after it.
				generic := callsGeneric(info, val)
				// The variables to name: those reached, less those named
				// already, or, called in a literal, every one.
				if generic {
					maps.Copy(more, direct)
				} else {
					for v := range direct {
						delete(more, v)
					}
				}
				delete(more, self)
				var names []string
				for v := range more {
					names = append(names, v.Name())
				}
				if (len(names) == 0 && !generic) || !nz.nameableType(self.Type()) {
					continue
				}
				sort.Strings(names)
				t := nz.typeString(self.Type())
				open, close := "", ""
				if generic {
					open, close = "func() "+t+" { return ", " }()"
				}
				if len(names) > 0 {
					p := nz.fresh("init")
					open = "func(" + p + " " + t + ", _ ...any) " + t + " { return " + p + " }(" + open
					close += ", " + strings.Join(names, ", ") + ")"
				}
				nz.wrap(val.Pos(), val.End(), open, close)
			}
		}
	}
}

// callsGeneric reports whether e calls a generic function outside the
// function literals it holds.
func callsGeneric(info *types.Info, e ast.Expr) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.Ident:
			if _, ok := info.Instances[n]; ok {
				if _, fn := info.Uses[n].(*types.Func); fn {
					found = true
				}
			}
		}
		return !found
	})
	return found
}
