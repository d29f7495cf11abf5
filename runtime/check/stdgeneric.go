package check

import (
	_ "embed"
	"go/ast"
	"go/parser"
	"go/scanner"
	"go/token"
	"go/types"
	"sort"
	"strconv"
	"strings"
	"sync"
)

// The generic standard packages a skill may import (cmp, maps, slices)
// are type-checked against skillrun's own sources of them (package
// stdgen: Go 1.23's API, iterators as the plain func types iter.Seq and
// iter.Seq2 are), and each use of one of their functions is rewritten
// into a call of a copy of the function for the instance the skill uses
// (slices.SortFunc over []pt becomes _skillrun_slices_SortFunc_...(xs,
// f), a function appended to the file with pt where the source says S
// and E). yaegi compiled few of the real functions (a type parameter such
// as S ~[]E defeats it) and had no Sort, SortFunc, Max, Keys or Sorted
// at all; the copies are ordinary code. A range over maps.Keys(m),
// maps.Values, maps.All, slices.All or slices.Values becomes a range over
// the map or slice (rangeIterator).

var (
	//go:embed stdgen/iter/iter.go
	stdIterSource string
	//go:embed stdgen/cmp/cmp.go
	stdCmpSource string
	//go:embed stdgen/maps/maps.go
	stdMapsSource string
	//go:embed stdgen/slices/slices.go
	stdSlicesSource string
)

// stdGenericSources are the sources vet type-checks skills against, each
// after those it imports.
var stdGenericSources = []string{stdIterSource, stdCmpSource, stdMapsSource, stdSlicesSource}

// stdGenericPath reports whether path is one of the generic packages.
func stdGenericPath(path string) bool {
	return path == "cmp" || path == "iter" || path == "maps" || path == "slices"
}

// interpreterCompiles are the functions yaegi's own copies compile: a use
// over a type the file cannot name at its top (a type parameter of the
// skill's generic function, a type declared in a function) is left to
// them.
var interpreterCompiles = map[string]bool{
	"slices.Index": true, "slices.IndexFunc": true, "slices.Contains": true,
	"slices.ContainsFunc": true, "slices.CompareFunc": true, "slices.EqualFunc": true,
	"maps.DeleteFunc": true, "cmp.Compare": true, "cmp.Less": true,
}

// floatForms are the functions with another form for floating-point
// elements (the builtin min and max's rules for NaN and -0).
var floatForms = map[string]string{"slices.Min": "minFloat", "slices.Max": "maxFloat"}

// stdFunc is one function of the sources, ready to copy for an instance.
type stdFunc struct {
	text    string
	base    int      // offset of text in its source
	tparams []string // the type parameters' names, in order
	// subst are the offsets in text of the identifiers a copy replaces:
	// the name, the type parameter list, each use of a type parameter,
	// and sort (the copy imports it under another name).
	subst []stdSubst
}

type stdSubst struct {
	off, end int
	kind     byte // 'n' name, 'l' type parameter list, 't' type parameter, 's' package sort, 'v' a parameter or local, 'o' and 'c' around a comparison's arithmetic operand
	param    int  // for 't'
}

// stdFuncs are the sources' functions by "slices.Sort" (and
// "slices.minFloat").
var stdFuncs = sync.OnceValue(func() map[string]*stdFunc {
	out := map[string]*stdFunc{}
	for _, src := range stdGenericSources {
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, "std.go", src, 0)
		if err != nil {
			panic("stdgen source does not parse: " + err.Error())
		}
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Recv != nil || fd.Type.TypeParams == nil {
				continue
			}
			base := fset.Position(fd.Pos()).Offset
			off := func(p token.Pos) int { return fset.Position(p).Offset - base }
			sf := &stdFunc{text: src[base:fset.Position(fd.End()).Offset], base: base}
			index := map[string]int{}
			for _, fl := range fd.Type.TypeParams.List {
				for _, n := range fl.Names {
					index[n.Name] = len(sf.tparams)
					sf.tparams = append(sf.tparams, n.Name)
				}
			}
			sf.subst = append(sf.subst,
				stdSubst{off: off(fd.Name.Pos()), end: off(fd.Name.End()), kind: 'n'},
				stdSubst{off: off(fd.Type.TypeParams.Opening), end: off(fd.Type.TypeParams.Closing) + 1, kind: 'l'})
			var visit func(n ast.Node) bool
			visit = func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.SelectorExpr:
					if x, ok := n.X.(*ast.Ident); ok && x.Name == "sort" {
						sf.subst = append(sf.subst, stdSubst{off: off(x.Pos()), end: off(x.End()), kind: 's'})
					} else {
						ast.Inspect(n.X, visit)
					}
					return false // a field or package member is neither
				case *ast.BinaryExpr:
					// Where arithCompare wraps them (see instance).
					if comparison[n.Op] {
						for _, op := range []ast.Expr{n.X, n.Y} {
							if arithOperand(op) {
								sf.subst = append(sf.subst, stdSubst{off: off(op.Pos()), end: off(op.Pos()), kind: 'o'},
									stdSubst{off: off(op.End()), end: off(op.End()), kind: 'c'})
							}
						}
					}
				case *ast.Ident:
					if k, ok := index[n.Name]; ok {
						sf.subst = append(sf.subst, stdSubst{off: off(n.Pos()), end: off(n.End()), kind: 't', param: k})
					} else if n.Name != "_" && types.Universe.Lookup(n.Name) == nil {
						// A parameter or local: renamed, so that it cannot
						// hide a type of the skill's of the same name
						// (a type s, and Clone(s S) S written with it).
						sf.subst = append(sf.subst, stdSubst{off: off(n.Pos()), end: off(n.End()), kind: 'v'})
					}
				}
				return true
			}
			ast.Inspect(fd.Type.Params, visit)
			if fd.Type.Results != nil {
				ast.Inspect(fd.Type.Results, visit)
			}
			ast.Inspect(fd.Body, visit)
			// At one offset, an operand's opening before the name it
			// begins with.
			sort.Slice(sf.subst, func(i, j int) bool {
				a, b := sf.subst[i], sf.subst[j]
				if a.off != b.off {
					return a.off < b.off
				}
				return a.kind == 'o' && b.kind != 'o'
			})
			out[f.Name.Name+"."+fd.Name.Name] = sf
		}
	}
	return out
})

// instance writes f's copy named name with its type parameters replaced
// by targs (type expressions the file can write at its top); usesSort
// says it calls package sort, as _skillrun_sort. arith passes each
// comparison's arithmetic operand through sameFunc, as arithCompare does
// in the methods the copy is written in.
func (f *stdFunc) instance(name string, targs []string, arith bool) (text string, usesSort bool) {
	var b strings.Builder
	last := 0
	for _, s := range f.subst {
		b.WriteString(f.text[last:s.off])
		switch s.kind {
		case 'n':
			b.WriteString(name)
		case 'l':
		case 't':
			t := targs[s.param]
			if strings.HasPrefix(t, "*") || strings.HasPrefix(t, "func") || strings.HasPrefix(t, "chan") || strings.HasPrefix(t, "<-") {
				t = "(" + t + ")"
			}
			b.WriteString(t)
		case 's':
			b.WriteString(sortAlias)
			usesSort = true
		case 'v':
			b.WriteString(localPrefix + f.text[s.off:s.end])
		case 'o':
			if arith {
				b.WriteString(sameFunc + "(")
			}
		case 'c':
			if arith {
				b.WriteString(")")
			}
		}
		last = s.end
	}
	b.WriteString(f.text[last:])
	return b.String(), usesSort
}

// localPrefix begins the names of a copy's parameters and locals.
const localPrefix = "_skillrun_"

// sortAlias is the name the copies import package sort by.
const sortAlias = "_skillrun_sort"

// stdGeneric rewrites a use of a function of cmp, maps or slices (whole:
// the selector, or its explicit instantiation) into its copy for the
// instance. It reports whether whole was a use of one.
func (nz *normaliser) stdGeneric(whole, x ast.Expr) bool {
	sel, ok := x.(*ast.SelectorExpr)
	if !ok {
		return false
	}
	if nz.stdDone[sel] {
		return true
	}
	pkgID, ok := sel.X.(*ast.Ident)
	if !ok {
		return false
	}
	pn, ok := nz.c.info.Uses[pkgID].(*types.PkgName)
	if !ok || !stdGenericPath(pn.Imported().Path()) {
		return false
	}
	if _, ok := nz.c.info.Uses[sel.Sel].(*types.TypeName); ok {
		return nz.iterType(whole, sel)
	}
	fn, ok := nz.c.info.Uses[sel.Sel].(*types.Func)
	if !ok {
		return false
	}
	inst, ok := nz.c.info.Instances[sel.Sel]
	if !ok || inst.TypeArgs == nil {
		return false
	}
	path := pn.Imported().Path()
	key := path + "." + fn.Name()
	targs := make([]string, inst.TypeArgs.Len())
	// local, when valid, is the end of the declaration of the last type
	// declared in a function the instance names: the copy is declared
	// there, as a function value, where those types can be named.
	local := token.NoPos
	atBody := false // local is just inside a function's body
	for i := range targs {
		t := inst.TypeArgs.At(i)
		if hasTypeParam(t) || nz.hiddenAt(token.NoPos, t) != "" {
			at, ok := nz.localTypesEnd(t)
			if hasTypeParam(t) {
				// A type parameter is named in the body of the
				// generic function that declares it: the copy is
				// declared at the body's start.
				var body token.Pos
				body, ok = nz.typeParamsBody(sel.Pos(), t)
				if body > at {
					at = body
				}
			}
			if !ok {
				if interpreterCompiles[key] {
					return false
				}
				what := "a type parameter"
				if !hasTypeParam(t) {
					what = "a name declared again where the copy is written"
				}
				nz.c.errorf(sel.Pos(), "%s over %s (%s) is not supported by the interpreter: skillrun writes a copy of it for the types it is used with, where %s cannot be named; write the loop", key, nz.typeString(t), what, what)
				return true
			}
			if at > local {
				local = at
				atBody = hasTypeParam(t) && !nz.typeDeclEnd(at)
			}
		}
		targs[i] = nz.typeString(t)
	}
	if local.IsValid() {
		for i := range targs {
			if name := nz.hiddenAt(local, inst.TypeArgs.At(i)); name != "" {
				nz.c.errorf(sel.Pos(), "%s over %s is not supported by the interpreter here: skillrun writes a copy of it after the declaration of the type, where %s means something else; rename that declaration", key, nz.typeString(inst.TypeArgs.At(i)), name)
				return true
			}
		}
	}
	src := fn.Name()
	if alt, ok := floatForms[key]; ok && inst.TypeArgs.Len() == 2 {
		if b, ok := inst.TypeArgs.At(1).Underlying().(*types.Basic); ok && b.Info()&types.IsFloat != 0 {
			src = alt
		}
	}
	sf := stdFuncs()[path+"."+src]
	if sf == nil {
		nz.c.errorf(sel.Pos(), "internal error: no copy of %s for the interpreter", key)
		return true
	}
	if len(sf.tparams) != len(targs) {
		nz.c.errorf(sel.Pos(), "internal error: %s has %d type parameters, the instance %d", key, len(sf.tparams), len(targs))
		return true
	}
	name := "_skillrun_" + path + "_" + src + "_" + mangle(strings.Join(targs, ", "))
	if local.IsValid() {
		// Types declared in two functions may have one name: the copy's
		// name says where it is declared.
		name += "_" + strconv.Itoa(nz.offset(local))
		if !nz.localCopies[name] {
			// In a method arithCompare rewrites, the copy's comparisons
			// are rewritten as the method's.
			arith := nz.arithMethod(sel.Pos())
			if arith {
				nz.sameHelper()
			}
			text, usesSort := sf.instance("", targs, arith)
			line, ok := sourceOnOneLine(text)
			if !ok {
				nz.c.errorf(sel.Pos(), "internal error: the copy of %s does not fit on one line", key)
				return true
			}
			if nz.localCopies == nil {
				nz.localCopies = map[string]bool{}
			}
			nz.localCopies[name] = true
			// On the declaration's line: the lines after keep their numbers.
			if atBody {
				nz.insert(local, " var "+name+" = "+line+";")
			} else {
				nz.insert(local, "; var "+name+" = "+line)
			}
			nz.importSort = nz.importSort || usesSort
		}
	} else if _, ok := nz.helpers[name]; !ok {
		text, usesSort := sf.instance(name, targs, false)
		nz.setHelper(name, "\n"+text+"\n")
		nz.importSort = nz.importSort || usesSort
	}
	nz.replace(whole.Pos(), whole.End(), name)
	nz.rewroteUse(pkgID)
	return true
}

// rewroteUse counts a use of the package x names (the X of pkg.F) as
// rewritten away: stdImports drops an import with no use left.
func (nz *normaliser) rewroteUse(x ast.Expr) {
	id, ok := x.(*ast.Ident)
	if !ok {
		return
	}
	pn, ok := nz.c.info.Uses[id].(*types.PkgName)
	if !ok {
		return
	}
	if nz.stdRewritten == nil {
		nz.stdRewritten = map[*types.PkgName]int{}
	}
	nz.stdRewritten[pn]++
}

// iterType writes iter.Seq[V] and iter.Seq2[K, V] (whole) as the func
// types they are defined as; the interpreter has no package iter. Only
// what a value of the type does is the same: %T, and a type switch,
// tell an unnamed func type.
func (nz *normaliser) iterType(whole ast.Expr, sel *ast.SelectorExpr) bool {
	inst, ok := nz.c.info.Instances[sel.Sel]
	if !ok || inst.TypeArgs == nil {
		return false
	}
	args := make([]string, inst.TypeArgs.Len())
	for i := range args {
		args[i] = nz.typeString(inst.TypeArgs.At(i))
	}
	nz.replace(whole.Pos(), whole.End(), "(func(yield func("+strings.Join(args, ", ")+") bool))")
	nz.rewroteUse(sel.X)
	return true
}

// typeDeclEnd reports whether at is the end of a type declaration in a
// function (see localTypesEnd).
func (nz *normaliser) typeDeclEnd(at token.Pos) bool {
	for _, end := range nz.typeDecls {
		if end == at {
			return true
		}
	}
	return false
}

// typeParamsBody returns the position just inside the body of the
// function declaration around pos, when every type parameter t holds is
// one the declaration declares (its own, or its receiver's), so that a
// copy declared there can name them.
func (nz *normaliser) typeParamsBody(pos token.Pos, t types.Type) (token.Pos, bool) {
	for _, d := range nz.c.file.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || fd.Body == nil || pos < fd.Body.Lbrace || pos >= fd.Body.Rbrace {
			continue
		}
		fn, ok := nz.c.info.Defs[fd.Name].(*types.Func)
		if !ok {
			return token.NoPos, false
		}
		sig := fn.Type().(*types.Signature)
		own := func(tp *types.TypeParam) bool {
			for _, l := range []*types.TypeParamList{sig.TypeParams(), sig.RecvTypeParams()} {
				for i := range l.Len() {
					if l.At(i) == tp {
						return true
					}
				}
			}
			return false
		}
		all := true
		eachSpelled(t, func(t types.Type) bool {
			if tp, ok := t.(*types.TypeParam); ok && !own(tp) {
				all = false
			}
			return all
		})
		return fd.Body.Lbrace + 1, all
	}
	return token.NoPos, false
}

// hasTypeParam reports whether t is or holds a type parameter.
func hasTypeParam(t types.Type) bool {
	found := false
	eachSpelled(t, func(t types.Type) bool {
		_, found = t.(*types.TypeParam)
		return !found
	})
	return found
}

// stdImports removes the imports whose every use was rewritten into a
// copy or helper (cmp, iter, maps, slices: the interpreter then loads no
// generic source; errors when errors.As was its only use), and imports
// sort for the copies that call it. It returns the import paths removed.
func (nz *normaliser) stdImports() map[string]bool {
	uses := map[*types.PkgName]int{}
	for _, obj := range nz.c.info.Uses {
		if pn, ok := obj.(*types.PkgName); ok && nz.stdRewritten[pn] > 0 {
			uses[pn]++
		}
	}
	dropped := map[string]bool{}
	for _, d := range nz.c.file.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok || g.Tok != token.IMPORT {
			continue
		}
		for _, s := range g.Specs {
			spec := s.(*ast.ImportSpec)
			pn, _ := nz.c.info.Implicits[spec].(*types.PkgName)
			if spec.Name != nil {
				pn, _ = nz.c.info.Defs[spec.Name].(*types.PkgName)
			}
			if pn == nil || nz.stdRewritten[pn] == 0 || nz.stdRewritten[pn] != uses[pn] {
				continue
			}
			dropped[pn.Imported().Path()] = true
			if g.Lparen.IsValid() {
				nz.replace(spec.Pos(), spec.End(), "")
			} else {
				nz.replace(g.Pos(), g.End(), "")
			}
		}
	}
	if nz.importSort {
		nz.addImport(sortAlias + " " + strconv.Quote("sort"))
	}
	return dropped
}

// rangeIterator rewrites a range over maps.Keys(m), maps.Values(m),
// maps.All(m), slices.All(s) or slices.Values(s) into a range over m or s
// (the interpreter has no range over a function): the call's name goes,
// and a range over values gets a blank key. It reports whether rs was
// such a range.
func (nz *normaliser) rangeIterator(rs *ast.RangeStmt) bool {
	call, sel, key, ok := nz.c.iteratorCall(rs.X)
	if !ok {
		return false
	}
	nz.replace(call.Pos(), call.Lparen, "")
	if nz.stdDone == nil {
		nz.stdDone = map[*ast.SelectorExpr]bool{}
	}
	nz.stdDone[sel] = true
	nz.rewroteUse(sel.X)
	if key == "Values" && rs.Key != nil {
		nz.insert(rs.Key.Pos(), "_, ")
	}
	if rs.Tok == token.DEFINE {
		nz.shadowCaptured(rs.Body, identsOf(rs.Key, rs.Value), nil)
	}
	return true
}

// iteratorCall reports whether x is a call of an iterator of maps or
// slices a range can take apart (see rangeIterator), and which.
func (c *checker) iteratorCall(x ast.Expr) (*ast.CallExpr, *ast.SelectorExpr, string, bool) {
	call, ok := ast.Unparen(x).(*ast.CallExpr)
	if !ok || len(call.Args) != 1 || call.Ellipsis.IsValid() {
		return nil, nil, "", false
	}
	fun := ast.Unparen(call.Fun)
	switch f := fun.(type) {
	case *ast.IndexExpr:
		fun = f.X
	case *ast.IndexListExpr:
		fun = f.X
	}
	sel, ok := fun.(*ast.SelectorExpr)
	if !ok {
		return nil, nil, "", false
	}
	if _, ok := sel.X.(*ast.Ident); !ok {
		return nil, nil, "", false
	}
	fn, ok := c.info.Uses[sel.Sel].(*types.Func)
	if !ok || fn.Pkg() == nil {
		return nil, nil, "", false
	}
	switch fn.Pkg().Path() + "." + fn.Name() {
	case "maps.Keys":
		return call, sel, "Keys", true
	case "maps.Values", "slices.Values":
		return call, sel, "Values", true
	case "maps.All", "slices.All":
		return call, sel, "All", true
	}
	return nil, nil, "", false
}

// localTypesEnd returns the end of the last declaration statement among
// those of the types declared in a function that t names, and whether t
// names one and nothing else that cannot be named at the top of the file
// (see hiddenAt: that is checked where the copy goes).
func (nz *normaliser) localTypesEnd(t types.Type) (token.Pos, bool) {
	if nz.typeDecls == nil {
		nz.typeDecls = map[token.Pos]token.Pos{}
		ast.Inspect(nz.c.file, func(n ast.Node) bool {
			ds, ok := n.(*ast.DeclStmt)
			if !ok {
				return true
			}
			if gd, ok := ds.Decl.(*ast.GenDecl); ok && gd.Tok == token.TYPE {
				for _, spec := range gd.Specs {
					nz.typeDecls[spec.(*ast.TypeSpec).Name.Pos()] = ds.End()
				}
			}
			return true
		})
	}
	end := token.NoPos
	found := true
	eachSpelled(t, func(t types.Type) bool {
		if n, ok := t.(*types.Named); ok {
			if obj := n.Obj(); obj.Pkg() == nz.c.pkg && obj.Parent() != nz.c.pkg.Scope() {
				at, ok := nz.typeDecls[obj.Pos()]
				found = found && ok
				end = max(end, at)
			}
		}
		return true
	})
	return end, found && end.IsValid()
}

// sourceOnOneLine writes Go source on one line (comments dropped, the semicolons
// that line ends stood for written out); it reports false for a raw
// string over several lines.
func sourceOnOneLine(src string) (string, bool) {
	fset := token.NewFileSet()
	file := fset.AddFile("", fset.Base(), len(src))
	var s scanner.Scanner
	s.Init(file, []byte(src), nil, 0)
	var b strings.Builder
	for {
		_, tok, lit := s.Scan()
		if tok == token.EOF {
			break
		}
		if strings.Contains(lit, "\n") && tok != token.SEMICOLON {
			return "", false
		}
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		switch {
		case tok == token.SEMICOLON:
			b.WriteByte(';')
		case lit != "":
			b.WriteString(lit)
		default:
			b.WriteString(tok.String())
		}
	}
	return strings.TrimSuffix(b.String(), " ;"), true
}
