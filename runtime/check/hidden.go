package check

import (
	"cmp"
	"go/scanner"
	"go/token"
	"go/types"
	"slices"
)

// A rewrite spells types out (nameOf, typeString): at the expression it
// rewrites (xs = append(xs, []Color{c}[0])), or in a helper at the end of
// the file. A declaration there that hides a name the spelling writes (a
// local variable Color, a type declared in a function, the package's own
// any or len) made the rewrite mean something else, and the source did
// not type-check. The normaliser then refuses the file, naming the
// declaration to rename.

// hiddenAt returns a name that spelling ts at pos (token.NoPos: at the
// top of the file, as a helper does) writes and means something else
// there, or "".
func (nz *normaliser) hiddenAt(pos token.Pos, ts ...types.Type) string {
	scope := nz.c.pkg.Scope()
	if pos.IsValid() {
		if s := nz.innermost(pos); s != nil {
			scope = s
		}
	}
	fileScope := nz.c.info.Scopes[nz.c.file]
	universeAny := types.Universe.Lookup("any")
	hidden := ""
	seen := typeSet{}
	means := func(name string, want types.Object) {
		if hidden != "" {
			return
		}
		// A helper sees the file's imports and the package's names.
		lookIn, at := scope, pos
		if !pos.IsValid() && fileScope != nil {
			lookIn, at = fileScope, token.NoPos
		}
		if _, o := lookIn.LookupParent(name, at); o != want {
			hidden = name
		}
	}
	var walk func(t types.Type)
	walk = func(t types.Type) {
		if t == nil || hidden != "" || !seen.first(t) {
			return
		}
		switch t := t.(type) {
		case *types.Alias:
			nz.meansObj(t.Obj(), fileScope, means)
			for i := range t.TypeArgs().Len() {
				walk(t.TypeArgs().At(i))
			}
		case *types.Named:
			nz.meansObj(t.Obj(), fileScope, means)
			for i := range t.TypeArgs().Len() {
				walk(t.TypeArgs().At(i))
			}
		case *types.Basic:
			if o := types.Universe.Lookup(t.Name()); o != nil {
				means(t.Name(), o)
			}
		case *types.Interface:
			if t == universeAny.Type().Underlying() {
				means("any", universeAny)
				return
			}
			for i := range t.NumEmbeddeds() {
				walk(t.EmbeddedType(i))
			}
			for i := range t.NumExplicitMethods() {
				walk(t.ExplicitMethod(i).Type())
			}
		case *types.Signature:
			for _, tu := range []*types.Tuple{t.Params(), t.Results()} {
				for i := range tu.Len() {
					walk(tu.At(i).Type())
				}
			}
		case *types.Struct:
			for i := range t.NumFields() {
				walk(t.Field(i).Type())
			}
		case *types.Map:
			walk(t.Key())
			walk(t.Elem())
		case interface{ Elem() types.Type }: // pointer, slice, array, channel
			walk(t.Elem())
		}
	}
	for _, t := range ts {
		walk(types.Default(t))
	}
	return hidden
}

// meansObj checks, with means, the name a spelling of o's type writes:
// its own, or its package's as the file imports it.
func (nz *normaliser) meansObj(o *types.TypeName, fileScope *types.Scope, means func(string, types.Object)) {
	switch {
	case o.Pkg() == nil || o.Pkg() == nz.c.pkg:
		means(o.Name(), o)
	case fileScope != nil:
		name := nz.c.localName(o.Pkg().Path())
		if name == "" || name == "." || name == "_" {
			return // nameOf and qualifier say so
		}
		means(name, fileScope.Lookup(name))
	}
}

// hiddenHelper reports, at the skill's declaration, a predeclared name
// (any, len, append, string) that the helpers' text uses and the skill
// declares at the top of the file, where the helpers mean the
// predeclared one; it reports whether there was one.
func (nz *normaliser) hiddenHelper(text string) bool {
	var s scanner.Scanner
	fset := token.NewFileSet()
	src := []byte(text)
	s.Init(fset.AddFile("", -1, len(src)), src, nil, 0)
	for {
		_, tok, lit := s.Scan()
		if tok == token.EOF {
			return false
		}
		if tok != token.IDENT || types.Universe.Lookup(lit) == nil {
			continue
		}
		if o := nz.c.pkg.Scope().Lookup(lit); o != nil {
			nz.c.errorf(o.Pos(), "%s: the skill declares the predeclared %s, which skillrun's rewrites of this file use as Go's own; rename it", lit, lit)
			return true
		}
	}
}

// innermost returns the innermost scope of the file at pos, as the
// package scope's Innermost does, but finding each child by binary search:
// Innermost looks at a scope's children in turn, and a function of 30,000
// blocks, each with a value the normaliser rewrites, took 30,000 looks at
// each (4 s for a 1 MB file).
func (nz *normaliser) innermost(pos token.Pos) *types.Scope {
	if nz.children == nil {
		nz.children = map[*types.Scope][]*types.Scope{}
	}
	return innermost(nz.c.pkg.Scope(), nz.c.info.Scopes[nz.c.file], nz.children, pos)
}

// innermost is pkg.Innermost(pos) for a package of one file whose scope
// is file, children caching each scope's children in source order.
func innermost(pkg, file *types.Scope, children map[*types.Scope][]*types.Scope, pos token.Pos) *types.Scope {
	s := file
	if s == nil || !s.Contains(pos) {
		return pkg.Innermost(pos)
	}
	for {
		kids, ok := children[s]
		if !ok {
			kids = make([]*types.Scope, s.NumChildren())
			for i := range kids {
				kids[i] = s.Child(i)
			}
			slices.SortFunc(kids, func(a, b *types.Scope) int { return cmp.Compare(a.Pos(), b.Pos()) })
			children[s] = kids
		}
		// The last child that starts at or before pos is the only one
		// that may hold it: sibling scopes do not overlap.
		i, _ := slices.BinarySearchFunc(kids, pos, func(k *types.Scope, p token.Pos) int {
			if k.Pos() <= p {
				return -1
			}
			return 1
		})
		if i == 0 || !kids[i-1].Contains(pos) {
			return s
		}
		s = kids[i-1]
	}
}
