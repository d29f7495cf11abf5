package check

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strconv"
	"strings"
)

// go/types spells out what a declaration names without remembering what it
// already spelt: it checks each declared type by walking its fields through
// every named type and alias (validType), walks an alias's structure at
// each use (finiteSize, identity), and gives a string constant its text
// when asked its length or compared. A short file whose declarations each
// repeat the one before twice (type A2 struct{ a, b A1 }, const S2 = S1 +
// S1) then takes it time or memory exponential in the file, in the host.
// Before type-checking, checkExpansions measures what each declaration,
// type and constant would be spelt out in full, and vet refuses what is
// too large.
const (
	// maxDeclNodes bounds one type declaration's syntax nodes with the
	// types it names spelt out (what validType walks).
	maxDeclNodes = 1 << 16
	// maxDeclNodesTotal bounds the type declarations' spelt-out nodes
	// together.
	maxDeclNodesTotal = 1 << 20
	// maxConstNodesTotal bounds the syntax nodes of the constants'
	// expressions together, each counted for every name it gives a value
	// (const ( A = expr; B; C ) checks expr three times).
	maxConstNodesTotal = 1 << 20
	// maxTypeNodes bounds one type as written where it is used, aliases
	// and generic aliases spelt out (what each use of it walks).
	maxTypeNodes = 1 << 12
	// maxConstBytes bounds the text of one string constant: what a skill
	// file (at most MaxSourceBytes) can write down literally.
	maxConstBytes = MaxSourceBytes
	// maxConstBytesTotal bounds the text of the string constants of all
	// expressions together.
	maxConstBytesTotal = 16 << 20
)

// MaxSourceBytes bounds the size of one skill file.
const MaxSourceBytes = 1 << 20

// size is what a piece of syntax stands for, spelt out: its syntax nodes
// through every type it names (deep), through the aliases it names only
// (flat, named types standing for themselves), and the bytes of the
// string constants it may make. All saturate.
type size struct{ deep, flat, bytes int64 }

func (s size) add(t size) size {
	return size{satAdd(s.deep, t.deep), satAdd(s.flat, t.flat), satAdd(s.bytes, t.bytes)}
}

func (s size) times(n int64) size {
	return size{satMul(s.deep, n), satMul(s.flat, n), satMul(s.bytes, n)}
}

const saturated = 1 << 62

func satAdd(a, b int64) int64 { return min(a+b, saturated) }

func satMul(a, b int64) int64 {
	if a != 0 && b > saturated/a {
		return saturated
	}
	return a * b
}

// expander measures declarations and expressions before type-checking, by
// name: a name declared as a type or a constant anywhere in the file stands
// for the largest of its declarations (an over-estimate where names are
// shadowed, which only large expansions notice).
type expander struct {
	c       *checker
	decls   map[string][]ast.Node // *ast.TypeSpec, or constExpr
	generic map[string]bool       // type names declared with type parameters
	alias   map[string]bool       // type names declared as aliases
	imports map[string]string     // local name -> import path
	memo    map[string]size
	busy    map[string]bool    // names being measured: a cycle counts once
	consts  map[ast.Expr]size  // the constants' expressions, measured once
	written map[ast.Expr]int64 // their syntax nodes as written

	declNodes, constBytes, constNodes int64
	failed                            bool
	defining                          ast.Expr // the type a defined type is: walked once, not at each use
}

// constExpr is one constant: its type and value, the value repeated from
// an earlier line of its group when it has none (const ( A = S + S; B )).
type constExpr struct {
	typ, val ast.Expr
}

func (constExpr) Pos() token.Pos { return token.NoPos }
func (constExpr) End() token.Pos { return token.NoPos }

// eachConst calls fn for each name of a const declaration with its type
// and value, the ones an earlier spec of the group gives when its own
// has none (iota's implicit repetition).
func eachConst(d *ast.GenDecl, fn func(name *ast.Ident, ce constExpr)) {
	var typ ast.Expr
	var vals []ast.Expr
	for _, s := range d.Specs {
		vs := s.(*ast.ValueSpec)
		if len(vs.Values) > 0 {
			typ, vals = vs.Type, vs.Values
		}
		for i, name := range vs.Names {
			ce := constExpr{typ: typ}
			if i < len(vals) {
				ce.val = vals[i]
			}
			fn(name, ce)
		}
	}
}

// checkExpansions reports the declarations, types and constants too large
// spelt out (see maxDeclNodes and friends).
func (c *checker) checkExpansions() {
	e := &expander{c: c, decls: map[string][]ast.Node{}, generic: map[string]bool{}, alias: map[string]bool{},
		imports: map[string]string{}, memo: map[string]size{}, busy: map[string]bool{}, consts: map[ast.Expr]size{}, written: map[ast.Expr]int64{}}
	for _, imp := range c.file.Imports {
		p, _ := strconv.Unquote(imp.Path.Value)
		name := p[strings.LastIndex(p, "/")+1:]
		if pkg, err := c.uni.Import(p); err == nil {
			name = pkg.Name()
		}
		if imp.Name != nil {
			name = imp.Name.Name
		}
		e.imports[name] = p
	}
	ast.Inspect(c.file, func(n ast.Node) bool {
		switch d := n.(type) {
		case *ast.TypeSpec:
			e.decls[d.Name.Name] = append(e.decls[d.Name.Name], d)
			if d.TypeParams != nil && d.TypeParams.NumFields() > 0 {
				e.generic[d.Name.Name] = true
			}
			if d.Assign.IsValid() {
				e.alias[d.Name.Name] = true
			}
		case *ast.GenDecl:
			if d.Tok != token.CONST {
				return true
			}
			eachConst(d, func(name *ast.Ident, ce constExpr) {
				e.decls[name.Name] = append(e.decls[name.Name], ce)
			})
		}
		return true
	})
	e.walk(c.file)
	c.exp = e
}

// walk checks every declaration and outermost expression under n.
func (e *expander) walk(n ast.Node) {
	ast.Inspect(n, func(n ast.Node) bool {
		if e.failed {
			return false
		}
		switch n := n.(type) {
		case *ast.TypeSpec:
			s := e.name(n.Name.Name)
			e.declNodes = satAdd(e.declNodes, s.deep)
			switch {
			case s.deep > maxDeclNodes:
				e.fail(n.Name, "type %s spelt out in full would take more than %d syntax nodes: the types it names repeat each other too often", n.Name.Name, maxDeclNodes)
			case e.alias[n.Name.Name] && s.flat > maxTypeNodes:
				e.fail(n.Name, "alias %s spelt out in full would take more than %d syntax nodes: the types it names repeat each other too often", n.Name.Name, maxTypeNodes)
			case e.declNodes > maxDeclNodesTotal:
				e.fail(n.Name, "the file's types spelt out in full would take more than %d syntax nodes: declare types that repeat each other less", maxDeclNodesTotal)
			}
			return false
		case *ast.GenDecl:
			if n.Tok == token.CONST {
				eachConst(n, func(name *ast.Ident, ce constExpr) {
					e.constNodes = satAdd(e.constNodes, e.nodes(ce.typ))
					if ce.val != nil {
						e.constNodes = satAdd(e.constNodes, e.nodes(ce.val))
					}
					if e.judgeConst(name, e.name(name.Name), "constant "+name.Name); !e.failed && e.constNodes > maxConstNodesTotal {
						e.fail(name, "the file's constant expressions, each counted for every name it gives a value, take more than %d syntax nodes; write shorter ones", maxConstNodesTotal)
					}
				})
				return false
			}
		case *ast.FuncLit:
			e.expr(n.Type)
			e.walk(n.Body)
			return false
		case ast.Expr:
			e.judgeConst(n, e.expr(n), "this expression")
			// Function literals inside have bodies of their own to check.
			ast.Inspect(n, func(m ast.Node) bool {
				if fl, ok := m.(*ast.FuncLit); ok {
					e.walk(fl.Body)
					return false
				}
				return true
			})
			return false
		}
		return true
	})
}

// judgeConst reports what at n if the string constant it may make is too
// large.
func (e *expander) judgeConst(n ast.Node, s size, what string) {
	e.constBytes = satAdd(e.constBytes, s.bytes)
	switch {
	case s.bytes > maxConstBytes:
		e.fail(n, "%s may make a string constant of more than %d bytes: the constants it names repeat each other too often", what, maxConstBytes)
	case e.constBytes > maxConstBytesTotal:
		e.fail(n, "the file's string constants would take more than %d bytes; repeat large constants less", maxConstBytesTotal)
	}
}

// judgeType reports the type written at n if, its aliases spelt out, it is
// too large.
func (e *expander) judgeType(n ast.Node, s size) size {
	if s.flat > maxTypeNodes && n != ast.Node(e.defining) {
		e.fail(n, "this type has more than %d parts with the aliases it names spelt out; declare fewer fields, or named types", maxTypeNodes)
	}
	return s
}

func (e *expander) fail(n ast.Node, format string, args ...any) {
	if !e.failed {
		e.c.errorf(n.Pos(), format, args...)
	}
	e.failed = true
}

// name measures a declared name: its largest declaration.
func (e *expander) name(name string) size {
	if s, ok := e.memo[name]; ok {
		return s
	}
	if e.busy[name] {
		return size{deep: 1, flat: 1}
	}
	e.busy[name] = true
	var max size
	for _, d := range e.decls[name] {
		var s size
		switch d := d.(type) {
		case *ast.TypeSpec:
			prev := e.defining
			if !d.Assign.IsValid() {
				e.defining = d.Type
			}
			s = e.expr(d.Type)
			e.defining = prev
		case constExpr:
			s = e.constExpr(d.typ).add(e.constExpr(d.val))
		}
		max = size{maxOf(max.deep, s.deep), maxOf(max.flat, s.flat), maxOf(max.bytes, s.bytes)}
	}
	delete(e.busy, name)
	e.memo[name] = max
	return max
}

// constExpr measures a constant's type or value once, however many names
// repeat it.
func (e *expander) constExpr(x ast.Expr) size {
	if s, ok := e.consts[x]; ok {
		return s
	}
	s := e.expr(x)
	e.consts[x] = s
	return s
}

// nodes counts the syntax nodes of x as written, once.
func (e *expander) nodes(x ast.Expr) int64 {
	if x == nil {
		return 0
	}
	if n, ok := e.written[x]; ok {
		return n
	}
	var n int64
	ast.Inspect(x, func(ast.Node) bool { n++; return true })
	e.written[x] = n
	return n
}

func maxOf(a, b int64) int64 {
	if a > b {
		return a
	}
	return b
}

// expr measures an expression (a type, or a value) with the names it uses
// spelt out.
func (e *expander) expr(x ast.Expr) size {
	one := size{deep: 1, flat: 1}
	switch x := x.(type) {
	case nil:
		return size{}
	case *ast.Ident:
		if _, ok := e.decls[x.Name]; !ok {
			return one
		}
		s := e.name(x.Name)
		if !e.alias[x.Name] {
			s.flat = 0 // a defined type stands for itself where it is used
		}
		return one.add(s)
	case *ast.BasicLit:
		if x.Kind == token.STRING {
			return size{deep: 1, flat: 1, bytes: int64(len(x.Value))}
		}
		return one
	case *ast.SelectorExpr:
		if id, ok := x.X.(*ast.Ident); ok {
			if p, ok := e.imports[id.Name]; ok {
				return size{deep: 2, flat: 2, bytes: e.importedConst(p, x.Sel.Name)}
			}
		}
		return one.add(e.expr(x.X))
	case *ast.CallExpr:
		// A conversion keeps its operand's text; string(r) makes up to 4 bytes.
		s := one.add(e.expr(x.Fun)).add(size{bytes: 4})
		for _, a := range x.Args {
			s = s.add(e.expr(a))
		}
		return s
	case *ast.IndexExpr:
		return e.instance(x, x.X, []ast.Expr{x.Index})
	case *ast.IndexListExpr:
		return e.instance(x, x.X, x.Indices)
	case *ast.StructType:
		return e.judgeType(x, one.add(e.fields(x.Fields)))
	case *ast.FuncType:
		return e.judgeType(x, one.add(e.fields(x.TypeParams)).add(e.fields(x.Params)).add(e.fields(x.Results)))
	case *ast.InterfaceType:
		return e.judgeType(x, one.add(e.fields(x.Methods)))
	case *ast.FuncLit:
		return one.add(e.expr(x.Type)) // the body is walked on its own
	}
	s := one
	ast.Inspect(x, func(n ast.Node) bool {
		if n == ast.Node(x) {
			return true
		}
		if c, ok := n.(ast.Expr); ok {
			s = s.add(e.expr(c))
		}
		return false
	})
	switch x.(type) {
	case *ast.ArrayType, *ast.MapType, *ast.ChanType:
		return e.judgeType(x, s)
	}
	return s
}

// fields measures a field list: a field with several names has its type
// once for each.
func (e *expander) fields(fl *ast.FieldList) size {
	var s size
	if fl == nil {
		return s
	}
	for _, f := range fl.List {
		s = s.add(e.expr(f.Type).times(int64(max(1, len(f.Names)))))
	}
	return s
}

// instance measures x[indices]. An instance of a generic type declared
// here spells its type arguments wherever its parameters appear, which
// its size times theirs bounds: where it is declared (deep), and, for a
// generic alias, where it is used (flat). Anything else (an index) is the
// sum of its parts.
func (e *expander) instance(n, x ast.Expr, indices []ast.Expr) size {
	s := e.expr(x)
	var args size
	for _, i := range indices {
		args = args.add(e.expr(i))
	}
	id, ok := x.(*ast.Ident)
	if !ok || !e.generic[id.Name] {
		return s.add(args)
	}
	out := size{deep: satMul(s.deep, satAdd(1, args.deep)), flat: satAdd(s.flat, args.flat), bytes: satAdd(s.bytes, args.bytes)}
	if e.alias[id.Name] {
		out.flat = satMul(s.flat, satAdd(1, args.flat))
	}
	if len(e.busy) == 0 && out.deep > maxDeclNodes {
		// Written in place (var x *P[P[...]], a literal, a parameter),
		// not declared: go/types does not spell it out, but the
		// interpreter does, when it compiles the skill. Forty levels of
		// type P[T any] struct{ A, B T } took a worker past its memory
		// before the skill ran, naming no line. As large as a
		// declaration may be, and no larger.
		e.fail(n, "this instance of %s spelt out in full would take more than %d syntax nodes: the type arguments it nests repeat each other too often", id.Name, maxDeclNodes)
	}
	return e.judgeType(n, out)
}

// importedConst is the length of an imported package's string constant,
// or 0.
func (e *expander) importedConst(path, name string) int64 {
	pkg, err := e.c.uni.Import(path)
	if err != nil {
		return 0
	}
	if k, ok := pkg.Scope().Lookup(name).(*types.Const); ok && k.Val().Kind() == constant.String {
		return int64(len(constant.StringVal(k.Val())))
	}
	return 0
}
