package check

import (
	"go/ast"
	"go/token"
	"go/types"
)

// checkRecursiveGenerics reports a generic type whose declaration reaches
// itself other than directly through one type argument. yaegi v0.16.1
// instantiates a generic type by compiling its declaration again, and
// stops only at a mention of the type itself written name[T] (one type
// argument, not inside another generic's type arguments); any other way
// back (tree[K, V] in tree[K, V]'s own fields, a list[T] whose entry[T]
// points back to it, box[tree[T]] in tree[T]) instantiates it again
// inside the last, until its compiler overflows the goroutine's stack: a
// fatal error that no recover stops (the worker dies; in process, the
// host), or, for the last form, a type of the wrong size (a silent wrong
// result). Pointer, slice, map and function types around the mention
// change nothing. Each such type is reported once, at the mention that
// leads back to it.
func (c *checker) checkRecursiveGenerics() {
	type ref struct {
		to   *types.TypeName
		safe bool // name[T] in name's own declaration: yaegi stops there
		at   ast.Expr
	}
	var order []*types.TypeName
	specs := map[*types.TypeName]*ast.TypeSpec{}
	for _, d := range c.file.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok || g.Tok != token.TYPE {
			continue
		}
		for _, sp := range g.Specs {
			ts := sp.(*ast.TypeSpec)
			if ts.TypeParams == nil || ts.TypeParams.NumFields() == 0 {
				continue
			}
			if tn, ok := c.info.Defs[ts.Name].(*types.TypeName); ok {
				specs[tn] = ts
				order = append(order, tn)
			}
		}
	}
	refs := map[*types.TypeName][]ref{}
	for _, tn := range order {
		// inArgs counts the instantiations whose type arguments the
		// walk is inside.
		inArgs := 0
		var walk func(n ast.Node) bool
		walk = func(n ast.Node) bool {
			x, indices := indexed(n)
			if x == nil {
				return true
			}
			id, ok := ast.Unparen(x).(*ast.Ident)
			if !ok {
				return true
			}
			to, ok := c.info.Uses[id].(*types.TypeName)
			if !ok || specs[to] == nil {
				return true
			}
			refs[tn] = append(refs[tn], ref{to, to == tn && len(indices) == 1 && inArgs == 0, n.(ast.Expr)})
			inArgs++
			for _, e := range indices {
				ast.Inspect(e, walk)
			}
			inArgs--
			return false
		}
		ast.Inspect(specs[tn].Type, walk)
	}
	reaches := func(from, to *types.TypeName) bool {
		seen := map[*types.TypeName]bool{}
		stack := []*types.TypeName{from}
		for len(stack) > 0 {
			t := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if t == to {
				return true
			}
			if seen[t] {
				continue
			}
			seen[t] = true
			for _, r := range refs[t] {
				stack = append(stack, r.to)
			}
		}
		return false
	}
	for _, tn := range order {
		for _, r := range refs[tn] {
			if r.safe || !reaches(r.to, tn) {
				continue
			}
			how := "refers to itself through " + types.ExprString(r.at)
			switch {
			case r.to != tn:
				how = "refers back to itself through " + types.ExprString(r.at)
			case numArgs(r.at) > 1:
				how += " (several type arguments)"
			default:
				how += " inside another generic type's type arguments"
			}
			c.errorf(r.at.Pos(), "the generic type %s %s, which the interpreter cannot compile: it instantiates the type again inside itself until its stack overflows, which kills the process (or it builds the wrong type); a generic type may refer to itself only directly, as %s[T] with one type argument (type node[T any] struct{ val T; next *node[T] }; for a key and a value, make T a struct type of both, not itself generic)", tn.Name(), how, tn.Name())
			break
		}
	}
}

// indexed returns the generic and the indices of n, x[i] or x[i, j]
// (an instantiation, or an index expression), or nil.
func indexed(n ast.Node) (ast.Expr, []ast.Expr) {
	switch n := n.(type) {
	case *ast.IndexExpr:
		return n.X, []ast.Expr{n.Index}
	case *ast.IndexListExpr:
		return n.X, n.Indices
	}
	return nil, nil
}

// numArgs is the number of type arguments the instantiation e is written with.
func numArgs(e ast.Expr) int {
	if l, ok := e.(*ast.IndexListExpr); ok {
		return len(l.Indices)
	}
	return 1
}

// checkNestedInstances reports a generic function or type instantiated
// with a type argument that holds an instance of a generic type of two or
// more type parameters (box[pair[K, V]], &box[*pair[int, string]]{},
// one[box[pair[K, V]]], a field of type box[[]pair[K, V]], and wrap(p)
// with p a pair[K, V], whose inferred type arguments the normaliser
// writes out). yaegi v0.16.1 fails to compile most of these ("CFG
// post-order panic: runtime error: invalid memory address or nil pointer
// dereference"), and the ones it compiles alone (as a slice's element, a
// struct field) crash or read zero values beside others in one file
// ("reflect: slice index out of range"). A struct type that is not
// generic, or an instance of one type parameter, as the argument runs.
func (c *checker) checkNestedInstances() {
	for id, inst := range c.info.Instances {
		if inst.TypeArgs == nil {
			continue
		}
		for i := range inst.TypeArgs.Len() {
			arg := inst.TypeArgs.At(i)
			inner := severalArgs(arg, 0)
			if inner == nil {
				continue
			}
			q := types.RelativeTo(c.pkg)
			c.errorf(id.Pos(), "%s is instantiated with %s, which holds %s, an instance of a generic type of several type parameters: the interpreter cannot compile or run a generic instantiated with one (a CFG panic, or a crash beside other instances), also when the type argument is inferred; declare the pair as a struct type that is not generic (type kv struct{ k string; v int }), or make the two generic types one",
				id.Name, types.TypeString(arg, q), types.TypeString(inner, q))
			break
		}
	}
}

// severalArgs returns the first instance of a generic type of two or more
// type arguments in t (t itself, or its elements, fields and type
// arguments, to a bounded depth), or nil.
func severalArgs(t types.Type, depth int) types.Type {
	if depth > 16 {
		return nil
	}
	switch u := types.Unalias(t).(type) {
	case *types.Named:
		if u.TypeArgs().Len() >= 2 {
			return u
		}
		for i := range u.TypeArgs().Len() {
			if in := severalArgs(u.TypeArgs().At(i), depth+1); in != nil {
				return in
			}
		}
	case *types.Pointer:
		return severalArgs(u.Elem(), depth+1)
	case *types.Slice:
		return severalArgs(u.Elem(), depth+1)
	case *types.Array:
		return severalArgs(u.Elem(), depth+1)
	case *types.Chan:
		return severalArgs(u.Elem(), depth+1)
	case *types.Map:
		if in := severalArgs(u.Key(), depth+1); in != nil {
			return in
		}
		return severalArgs(u.Elem(), depth+1)
	case *types.Struct:
		for i := range u.NumFields() {
			if in := severalArgs(u.Field(i).Type(), depth+1); in != nil {
				return in
			}
		}
	}
	return nil
}
