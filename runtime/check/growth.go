package check

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"strconv"
)

// go/types spells out the type of every call of a generic function or
// method in full each time it meets one: it hashes the type arguments by
// their text (Context.instanceHash) and walks them to infer them
// (killCycles, unify), without remembering what it has walked. A call
// whose result repeats its type argument (func f[T any](x T) func(T, T) T,
// a method returning B[func(T, T)], mk(x, x) returning P[A, B]) gives a
// type twice the size of its argument, and a chain of such calls, each on
// the last one's result, doubles it again at each step: thirty lines
// (x1 := f(x0); x2 := f(x1); ...), or one expression of thirty nested
// calls (300 bytes), took the host's type checker longer than a minute,
// in every door that vets a skill. Types written in the source are
// bounded where they are written (checkExpansions); these are not
// written anywhere. Before type-checking, checkGrowth estimates, from the
// syntax alone, how large each expression's type may be: at most the
// size of what is written (a composite literal's type, a declared
// variable's, a conversion's) and, through a call of a generic function
// or a member of a generic type, the largest argument's times the number
// of times the callee's result repeats its type parameters. Names stand
// for the largest value given to them earlier in their function (or the
// package's variable of that name), an over-estimate where names are
// reused. Vet refuses an expression whose estimate passes maxTypeGrowth
// and files whose generic calls together pass maxTypeGrowthTotal.
//
// go/types also walks the types a comparison's operands are made of,
// through every named type they hold (comparableType, once per type for
// each comparison), and those of each generic call's type arguments (to
// check their constraints): 60,000 comparisons of a struct of 1,300
// fields (730 KB) took it 5.5 s and more with larger files, growing with
// the square of the file. checkGrowth estimates what each walk visits
// (the reach: the types written, with the named types they hold spelt
// out, no more than all the file's types together) and refuses files
// whose comparisons and generic calls pass maxTypeWalks together, with
// the values assigned (an assignment's sides, a call's arguments, a
// return's results, a composite literal's elements, a send), each counted
// by its type's size as written (assignability compares unnamed types
// part by part: 90,000 assignments between two variables of a struct of
// 1,300 fields took 3.3 s). A field or method the file declares stands
// for its own type, not its struct's.
const (
	// maxTypeGrowth bounds the estimated type nodes of one expression.
	maxTypeGrowth = 1 << 14
	// maxTypeGrowthTotal bounds the estimated type nodes of the file's
	// calls of generic functions and members together.
	maxTypeGrowthTotal = 1 << 21
	// maxTypeWalks bounds the estimated reach of the types the file's
	// comparisons and generic calls walk, and the sizes of its values'
	// types, together.
	maxTypeWalks = 1 << 24
)

// est estimates an expression's type: its nodes as spelt out (named
// types counting one), and what a walk through it reaches (named types
// spelt out, each once).
type est struct{ g, r int64 }

func (a est) max(b est) est { return est{max(a.g, b.g), max(a.r, b.r)} }

func (a est) times(n int64) est { return est{satMul(a.g, n), satMul(a.r, n)} }

var one = est{1, 1}

// grower holds what checkGrowth knows of the file.
type grower struct {
	c *checker
	// funcs are the file's generic functions: how many times their
	// results repeat their type parameters (weighted), the largest, at
	// least one.
	funcs map[string]int64
	// calls and values are the members (methods, fields) of the file's
	// generic types by name: how many times a method's results repeat
	// the type's parameters (calls, at least one), and its whole
	// signature or the field's type does (values, a method value or
	// field read).
	calls, values map[string]int64
	// memberR is what a walk through the type of each field or method
	// (by name) the file declares reaches, the largest.
	memberR map[string]int64
	// aliases are the file's generic aliases.
	aliases map[string]*ast.TypeSpec
	// imports map local names to import paths.
	imports map[string]string
	// pkgVars are the package's variables declared without a type, by
	// name; pkgMemo their estimates, pkgBusy those being estimated.
	pkgVars map[string]ast.Expr
	pkgMemo map[string]est
	pkgBusy map[string]bool
	// locals are the estimates of the names given values so far in the
	// declaration being walked.
	locals map[string]est
	memo   map[ast.Expr]est
	// written is the nodes of the file's type declarations together: no
	// walk reaches more.
	written      int64
	total, walks int64
	failed       bool
	// declared is the nodes of each type the file declares (not an
	// alias), as written: what a conversion to it compares.
	declared map[string]int64
	// generic are the file's generic types (not aliases).
	generic map[string]bool
	// meet is what one check of a value against an interface may cost
	// in lookups, and sigs in walks (implementsCost); met what the
	// file's checks cost together in lookups.
	meet, sigs, met int64
}

// checkGrowth reports the first expression whose type, inferred through
// calls of generic functions, may be spelt out in more than
// maxTypeGrowth nodes, before the type checker spells it.
func (c *checker) checkGrowth() {
	g := &grower{c: c, funcs: map[string]int64{}, calls: map[string]int64{}, values: map[string]int64{},
		aliases: map[string]*ast.TypeSpec{}, imports: map[string]string{}, pkgVars: map[string]ast.Expr{},
		pkgMemo: map[string]est{}, pkgBusy: map[string]bool{}, memo: map[ast.Expr]est{}, memberR: map[string]int64{},
		declared: map[string]int64{}, generic: map[string]bool{}}
	g.meet, g.sigs = implementsCost(c.file, c.exp)
	for _, imp := range c.file.Imports {
		p, _ := strconv.Unquote(imp.Path.Value)
		local := ""
		if imp.Name != nil {
			local = imp.Name.Name
		} else if pkg, err := c.uni.Import(p); err == nil {
			local = pkg.Name()
		}
		g.imports[local] = p
	}
	for _, d := range c.file.Decls {
		if gd, ok := d.(*ast.GenDecl); ok {
			for _, s := range gd.Specs {
				if ts, ok := s.(*ast.TypeSpec); ok {
					if ts.TypeParams != nil && ts.Assign.IsValid() {
						g.aliases[ts.Name.Name] = ts
					}
					g.written = satAdd(g.written, nodes(ts.Type))
					if !ts.Assign.IsValid() {
						g.declared[ts.Name.Name] = max(g.declared[ts.Name.Name], nodes(ts.Type))
						if ts.TypeParams != nil {
							g.generic[ts.Name.Name] = true
						}
					}
				}
			}
		}
	}
	for _, d := range c.file.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			g.declareFunc(d)
		case *ast.GenDecl:
			for _, s := range d.Specs {
				switch s := s.(type) {
				case *ast.TypeSpec:
					g.declareType(s)
				case *ast.ValueSpec:
					if d.Tok == token.VAR && s.Type == nil {
						for i, n := range s.Names {
							if i < len(s.Values) {
								g.pkgVars[n.Name] = s.Values[i]
							} else if len(s.Values) == 1 {
								g.pkgVars[n.Name] = s.Values[0]
							}
						}
					}
				}
			}
		}
	}
	ast.Inspect(c.file, func(n ast.Node) bool {
		if fd, ok := n.(*ast.FuncDecl); ok && fd.Recv != nil {
			g.memberR[fd.Name.Name] = max(g.memberR[fd.Name.Name], g.typeEst(fd.Type).r)
		}
		fl := members(n)
		if fl == nil {
			return true
		}
		for _, f := range fl.List {
			r := g.typeEst(f.Type).r
			if len(f.Names) == 0 {
				g.memberR[embeddedName(f.Type)] = max(g.memberR[embeddedName(f.Type)], r)
			}
			for _, id := range f.Names {
				g.memberR[id.Name] = max(g.memberR[id.Name], r)
			}
		}
		return true
	})
	for _, d := range c.file.Decls {
		if g.failed {
			return
		}
		g.locals = map[string]est{}
		g.walk(d)
	}
}

// params are the weights of type parameters: how many times a type
// argument may repeat what it was inferred from.
type params map[string]int64

// typeParams weighs the type parameters of a declaration: one inferred
// from an argument is no larger than it; one that may only be inferred
// from its constraint is as large as the constraint spells it out.
func (g *grower) typeParams(list *ast.FieldList, sig *ast.FuncType) params {
	w := params{}
	if list == nil {
		return w
	}
	inArgs := map[string]bool{}
	if sig != nil && sig.Params != nil {
		for _, f := range sig.Params.List {
			ast.Inspect(f.Type, func(n ast.Node) bool {
				if id, ok := n.(*ast.Ident); ok {
					inArgs[id.Name] = true
				}
				return true
			})
		}
	}
	for _, f := range list.List {
		for _, n := range f.Names {
			w[n.Name] = 1
		}
	}
	for range 2 {
		for _, f := range list.List {
			for _, n := range f.Names {
				if !inArgs[n.Name] {
					w[n.Name] = max(1, g.occurs(f.Type, w, 0))
				}
			}
		}
	}
	return w
}

// occurs counts the occurrences of the weighed type parameters in the
// type t, each counted by its weight, generic aliases spelt out.
func (g *grower) occurs(t ast.Expr, w params, depth int) int64 {
	if t == nil || depth > 64 {
		return 0
	}
	var n int64
	ast.Inspect(t, func(x ast.Node) bool {
		switch x := x.(type) {
		case *ast.Field:
			// struct{ a, b T } and func(a, b T) spell T twice.
			if len(x.Names) > 1 {
				n = satAdd(n, satMul(int64(len(x.Names)), g.occurs(x.Type, w, depth+1)))
				return false
			}
		case *ast.Ident:
			n = satAdd(n, w[x.Name])
		case *ast.FuncLit:
			return false
		case *ast.IndexExpr, *ast.IndexListExpr:
			base, args := indexed(x)
			id, ok := base.(*ast.Ident)
			if !ok {
				return true
			}
			ts := g.aliases[id.Name]
			if ts == nil || ts.TypeParams == nil {
				return true
			}
			inner := params{}
			i := 0
			for _, f := range ts.TypeParams.List {
				for _, name := range f.Names {
					if i < len(args) {
						inner[name.Name] = g.occurs(args[i], w, depth+1)
					}
					i++
				}
			}
			n = satAdd(n, g.occurs(ts.Type, inner, depth+1))
			return false
		}
		return true
	})
	return n
}

// results counts the weighed type parameters in the largest of a
// function's results.
func (g *grower) results(ft *ast.FuncType, w params) int64 {
	var most int64
	if ft.Results != nil {
		for _, f := range ft.Results.List {
			most = max(most, g.occurs(f.Type, w, 0))
		}
	}
	return most
}

func (g *grower) declareFunc(d *ast.FuncDecl) {
	if d.Recv == nil {
		if d.Type.TypeParams != nil {
			g.funcs[d.Name.Name] = max(g.funcs[d.Name.Name], 1, g.results(d.Type, g.typeParams(d.Type.TypeParams, d.Type)))
		}
		return
	}
	if len(d.Recv.List) != 1 {
		return
	}
	rt := d.Recv.List[0].Type
	if s, ok := rt.(*ast.StarExpr); ok {
		rt = s.X
	}
	_, args := indexed(rt)
	if len(args) == 0 {
		return
	}
	w := params{}
	for _, a := range args {
		if id, ok := a.(*ast.Ident); ok {
			w[id.Name] = 1
		}
	}
	name := d.Name.Name
	g.calls[name] = max(g.calls[name], 1, g.results(d.Type, w))
	g.values[name] = max(g.values[name], g.occurs(d.Type, w, 0))
}

func (g *grower) declareType(ts *ast.TypeSpec) {
	if ts.TypeParams == nil || ts.Assign.IsValid() {
		return
	}
	w := g.typeParams(ts.TypeParams, nil)
	fields := members(ts.Type)
	if fields == nil {
		return
	}
	for _, f := range fields.List {
		names := f.Names
		if len(names) == 0 {
			// An embedded field is named after its type.
			t := f.Type
			if s, ok := t.(*ast.StarExpr); ok {
				t = s.X
			}
			if b, _ := indexed(t); b != nil {
				t = b
			}
			switch t := t.(type) {
			case *ast.Ident:
				names = []*ast.Ident{t}
			case *ast.SelectorExpr:
				names = []*ast.Ident{t.Sel}
			}
		}
		v := g.occurs(f.Type, w, 0)
		r := v
		if ft, ok := f.Type.(*ast.FuncType); ok && len(f.Names) > 0 {
			r = g.results(ft, w)
		}
		for _, n := range names {
			g.values[n.Name] = max(g.values[n.Name], v)
			g.calls[n.Name] = max(g.calls[n.Name], 1, r)
		}
	}
}

// stdFactor is how many times the results of the standard library's
// generic function pkg.name repeat its type parameters, at least one
// (zero if it is not generic).
func (g *grower) stdFactor(path, name string) int64 {
	pkg, err := g.c.uni.Import(path)
	if err != nil || pkg == nil {
		return 0
	}
	fn, ok := pkg.Scope().Lookup(name).(*types.Func)
	if !ok {
		return 0
	}
	sig := fn.Type().(*types.Signature)
	if sig.TypeParams() == nil {
		return 0
	}
	var most int64
	for i := range sig.Results().Len() {
		most = max(most, typeParamsIn(sig.Results().At(i).Type(), 0))
	}
	return max(most, 1)
}

// typeParamsIn counts the type parameters in t.
func typeParamsIn(t types.Type, depth int) int64 {
	if depth > 32 {
		return 0
	}
	switch t := types.Unalias(t).(type) {
	case *types.TypeParam:
		return 1
	case *types.Named:
		var n int64
		for i := range t.TypeArgs().Len() {
			n += typeParamsIn(t.TypeArgs().At(i), depth+1)
		}
		return n
	case *types.Pointer:
		return typeParamsIn(t.Elem(), depth+1)
	case *types.Slice:
		return typeParamsIn(t.Elem(), depth+1)
	case *types.Array:
		return typeParamsIn(t.Elem(), depth+1)
	case *types.Chan:
		return typeParamsIn(t.Elem(), depth+1)
	case *types.Map:
		return typeParamsIn(t.Key(), depth+1) + typeParamsIn(t.Elem(), depth+1)
	case *types.Signature:
		return typeParamsIn(t.Params(), depth+1) + typeParamsIn(t.Results(), depth+1)
	case *types.Tuple:
		var n int64
		for i := range t.Len() {
			n += typeParamsIn(t.At(i).Type(), depth+1)
		}
		return n
	case *types.Struct:
		var n int64
		for i := range t.NumFields() {
			n += typeParamsIn(t.Field(i).Type(), depth+1)
		}
		return n
	}
	return 0
}

// nodes is the size of a type as written.
func nodes(t ast.Expr) int64 {
	var n int64
	ast.Inspect(t, func(ast.Node) bool { n++; return true })
	return max(n/2, 1) // Inspect calls once going in and once out
}

// typeEst estimates a type as written: its nodes, and what a walk through
// it reaches (each name spelt out as checkExpansions measured it).
func (g *grower) typeEst(t ast.Expr) est {
	if t == nil {
		return one
	}
	if v, ok := g.memo[t]; ok {
		return v
	}
	n := nodes(t)
	r := n
	ast.Inspect(t, func(x ast.Node) bool {
		if id, ok := x.(*ast.Ident); ok && g.c.exp != nil {
			s := g.c.exp.name(id.Name)
			r = satAdd(r, s.deep)
			if g.c.exp.alias[id.Name] {
				// An alias is its type spelt out: assigning a value
				// of one to a variable of another alias of the same
				// struct compares them part by part (10,000 such
				// assignments of 4,000 fields took 6.5 s).
				n = satAdd(n, s.flat)
			}
		}
		return true
	})
	v := est{n, min(r, satAdd(g.written, n))}
	g.memo[t] = v
	return v
}

// walk walks a declaration in source order, estimating each name's
// value as it is given one and each expression that calls a generic.
func (g *grower) walk(root ast.Node) {
	ast.Inspect(root, func(n ast.Node) bool {
		if g.failed {
			return false
		}
		switch n := n.(type) {
		case *ast.FuncType:
			for _, fl := range []*ast.FieldList{n.Params, n.Results} {
				if fl == nil {
					continue
				}
				for _, f := range fl.List {
					for _, name := range f.Names {
						g.set(name.Name, g.typeEst(f.Type))
					}
				}
			}
		case *ast.AssignStmt:
			for _, r := range n.Rhs {
				g.expr(r)
			}
			if n.Tok != token.DEFINE {
				// Assignability compares unnamed types part by part.
				for _, l := range n.Lhs {
					g.walked(l, g.expr(l).g)
				}
				for _, r := range n.Rhs {
					g.walked(r, g.expr(r).g)
				}
			}
			if n.Tok == token.DEFINE {
				for i, l := range n.Lhs {
					if id, ok := l.(*ast.Ident); ok {
						r := n.Rhs[0]
						if len(n.Rhs) == len(n.Lhs) {
							r = n.Rhs[i]
						}
						g.set(id.Name, g.expr(r))
					}
				}
			}
		case *ast.ValueSpec:
			v := one
			for _, r := range n.Values {
				v = v.max(g.expr(r))
			}
			if n.Type != nil {
				v = g.typeEst(n.Type)
				for _, r := range n.Values {
					g.walked(r, v.g+g.expr(r).g)
				}
			}
			for _, id := range n.Names {
				g.set(id.Name, v)
			}
		case *ast.RangeStmt:
			v := g.expr(n.X)
			if n.Tok == token.DEFINE {
				for _, l := range []ast.Expr{n.Key, n.Value} {
					if id, ok := l.(*ast.Ident); ok {
						g.set(id.Name, v)
					}
				}
			}
		case *ast.TypeSwitchStmt:
			if a, ok := n.Assign.(*ast.AssignStmt); ok && len(a.Lhs) == 1 && len(a.Rhs) == 1 {
				if id, ok := a.Lhs[0].(*ast.Ident); ok {
					g.set(id.Name, g.expr(a.Rhs[0]))
				}
			}
			// Each case's type is checked against the interface.
			for _, cl := range n.Body.List {
				for _, e := range cl.(*ast.CaseClause).List {
					g.meets(e)
				}
			}
		case *ast.ReturnStmt:
			for _, r := range n.Results {
				g.walked(r, g.expr(r).g)
			}
		case *ast.SendStmt:
			g.walked(n.Value, g.expr(n.Chan).g+g.expr(n.Value).g)
		case *ast.CompositeLit:
			for _, e := range n.Elts {
				if kv, ok := e.(*ast.KeyValueExpr); ok {
					e = kv.Value
				}
				g.walked(e, g.expr(e).g)
			}
		case *ast.SwitchStmt:
			if n.Tag != nil {
				// Each case is compared with the tag.
				r := g.expr(n.Tag).r
				for _, cl := range n.Body.List {
					for _, e := range cl.(*ast.CaseClause).List {
						g.walked(e, max(r, g.expr(e).r))
					}
				}
			}
		case *ast.IndexExpr, *ast.IndexListExpr:
			// An instance of a generic type or function the file
			// declares, written out: go/types verifies its type
			// arguments against their constraints at each, walking them
			// (comparable's).
			if base, args := indexed(n); base != nil {
				if id, ok := base.(*ast.Ident); ok && (g.generic[id.Name] || g.funcs[id.Name] > 0) {
					var r int64
					for _, a := range args {
						r = satAdd(r, g.typeEst(a).r)
						// A constraint's methods are looked up in
						// the argument.
						g.meets(a)
					}
					g.reached(n, r)
				}
			}
			g.expr(n.(ast.Expr))
		case *ast.MapType:
			// go/types checks that the key type is comparable at each
			// map type written, walking it.
			g.reached(n, g.typeEst(n.Key).r)
			g.expr(n)
		case ast.Expr:
			g.expr(n)
		}
		return true
	})
}

func (g *grower) set(name string, v est) {
	g.locals[name] = g.locals[name].max(v)
}

// walked counts a walk of the type checker through a type reaching r,
// for the expression at x.
func (g *grower) walked(x ast.Node, r int64) {
	g.meets(x)
	g.reached(x, r)
}

// reached counts a walk of the type checker through a type reaching r, at
// x.
func (g *grower) reached(x ast.Node, r int64) {
	if g.walks = satAdd(g.walks, r); g.walks > maxTypeWalks && !g.failed {
		g.failed = true
		g.c.errorf(x.Pos(), "the file's expressions make the type checker walk through their types more than %d steps in all (each use of a value of a large unnamed type walks it, each conversion to a type the file declares that type's parts, each map type written its key's type, each instance of a generic type written its type arguments, each check of a value against an interface the signatures of its methods, and each comparison, or generic call, every type its operands hold): declare a named type, or compare and use large values fewer times", maxTypeWalks)
	}
}

// meets counts a place where the type checker may check a value against
// an interface, at x: its method lookups, and the walks comparing their
// signatures.
func (g *grower) meets(x ast.Node) {
	g.looksUp(x)
	g.reached(x, g.sigs)
}

// looksUp counts the method lookups of a check against an interface, at x.
func (g *grower) looksUp(x ast.Node) {
	if g.met = satAdd(g.met, g.meet); g.met > maxImplementsWork && !g.failed {
		g.failed = true
		g.c.errorf(x.Pos(), "the file's assignments, calls, returns, assertions and generic instances may make the type checker look up interfaces' methods more than %d times in all (each value checked against an interface looks up each of its methods in the value's type, one by one, and this file's largest interface times its widest type is %d): declare smaller interfaces and types, or use them in fewer places", maxImplementsWork, g.meet)
	}
}

// expr estimates the nodes of x's type, and refuses it if it is too
// large.
func (g *grower) expr(x ast.Expr) est {
	if x == nil || g.failed {
		return one
	}
	if v, ok := g.memo[x]; ok {
		return v
	}
	v := g.estimate(x)
	g.memo[x] = v
	if v.g > maxTypeGrowth && !g.failed {
		g.failed = true
		g.c.errorf(x.Pos(), "the type of this expression, inferred through calls of generic functions or members of generic types whose results repeat their type parameters, may spell out %s type nodes, more than %d (the type checker spells it out in full at each use): write the type, or call on fewer levels", countOf(v.g), maxTypeGrowth)
	}
	if g.total > maxTypeGrowthTotal && !g.failed {
		g.failed = true
		g.c.errorf(x.Pos(), "the file's calls of generic functions whose results repeat their type parameters together spell out more than %d type nodes (the type checker spells out each call's types in full): write the types, or make fewer such calls", maxTypeGrowthTotal)
	}
	return v
}

func countOf(v int64) string {
	if v >= saturated {
		return "over 2^62"
	}
	return fmt.Sprint(v)
}

func (g *grower) estimate(x ast.Expr) est {
	switch x := x.(type) {
	case *ast.BasicLit:
		return one
	case *ast.FuncLit:
		return g.typeEst(x.Type)
	case *ast.CompositeLit:
		for _, e := range x.Elts {
			g.expr(e)
		}
		if x.Type != nil {
			return g.typeEst(x.Type)
		}
		return one
	case *ast.Ident:
		if v, ok := g.locals[x.Name]; ok {
			return v.max(one)
		}
		if _, ok := g.pkgVars[x.Name]; ok {
			return g.pkgVar(x.Name)
		}
		// A type (a conversion's), or a name of no type worth
		// measuring.
		return g.typeEst(x)
	case *ast.ParenExpr:
		return g.expr(x.X)
	case *ast.SelectorExpr:
		if id, ok := x.X.(*ast.Ident); ok {
			if _, isPkg := g.imports[id.Name]; isPkg {
				if _, local := g.locals[id.Name]; !local {
					return one
				}
			}
		}
		v := g.expr(x.X).times(max(1, g.values[x.Sel.Name]))
		if r, ok := g.memberR[x.Sel.Name]; ok {
			// A field or method the file declares has the type
			// written there (its type parameters' arguments from
			// x.X's).
			v.r = satAdd(r, satMul(g.values[x.Sel.Name], g.expr(x.X).r))
		}
		return v
	case *ast.TypeAssertExpr:
		// The asserted type is checked against x.X's interface.
		g.meets(x)
		v := g.expr(x.X)
		if x.Type != nil {
			v = g.typeEst(x.Type)
		}
		return v
	case *ast.BinaryExpr:
		v := g.expr(x.X).max(g.expr(x.Y))
		if x.Op == token.EQL || x.Op == token.NEQ {
			g.walked(x, v.r)
		}
		return v
	case *ast.CallExpr:
		fun := ast.Unparen(x.Fun)
		if b, _ := indexed(fun); b != nil {
			fun = b
		}
		base := one
		for _, a := range x.Args {
			v := g.expr(a)
			base = base.max(v)
			// Each argument is assigned to its parameter.
			g.walked(a, v.g)
		}
		if len(x.Args) == 1 {
			// A conversion to a type the file declares compares the
			// two underlying types part by part.
			if id, ok := fun.(*ast.Ident); ok && g.declared[id.Name] > 0 {
				if _, local := g.locals[id.Name]; !local {
					g.walked(x, g.declared[id.Name])
				}
			}
		}
		var factor int64
		switch f := fun.(type) {
		case *ast.Ident:
			factor = g.funcs[f.Name]
		case *ast.SelectorExpr:
			if id, ok := f.X.(*ast.Ident); ok && g.imports[id.Name] != "" {
				if _, local := g.locals[id.Name]; !local {
					factor = g.stdFactor(g.imports[id.Name], f.Sel.Name)
					break
				}
			}
			factor = g.calls[f.Sel.Name]
			base = base.max(g.expr(f.X))
		}
		v := g.expr(x.Fun).max(base.times(max(1, factor)))
		if factor > 0 {
			g.total = satAdd(g.total, v.g)
			g.walked(x, base.r)
		}
		return v
	}
	// Other expressions are at most as large as their largest part
	// (an over-estimate: an index, a dereference, a comparison).
	most := one
	ast.Inspect(x, func(n ast.Node) bool {
		if n == x {
			return true
		}
		if e, ok := n.(ast.Expr); ok {
			most = most.max(g.expr(e))
			return false
		}
		return true
	})
	return most
}

// pkgVar estimates a package-level variable declared without a type.
func (g *grower) pkgVar(name string) est {
	if v, ok := g.pkgMemo[name]; ok {
		return v
	}
	e, ok := g.pkgVars[name]
	if !ok || g.pkgBusy[name] {
		return one
	}
	g.pkgBusy[name] = true
	saved := g.locals
	g.locals = map[string]est{}
	v := g.expr(e)
	g.locals = saved
	g.pkgBusy[name] = false
	g.pkgMemo[name] = v
	return v
}
