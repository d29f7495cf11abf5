package check

import (
	"fmt"
	"go/ast"
	"go/types"
	"regexp"
	"strconv"
	"strings"
)

// The interpreter keeps a value of another package's type (an error
// fmt.Errorf wrapped, a *strings.Builder) in an any as it is, and asserts
// it to an interface the skill declares or writes out only by the
// interpreter's own records of methods, which hold the skill's types
// alone: x.(interface{ Unwrap() error }) and x.(lener) answered false
// for such a value, and a type switch passed over the case, silently,
// where Go answers true (yaegi v0.16.1, interp/run.go, typeAssert: a
// value that is not an interp.valueInterface never matches). It cannot
// give the value as the skill's interface either. foreignAssert rewrites
// such an assertion of an any, on its line,
//
//	u, ok := x.(interface{ Unwrap() error })
//
// into
//
//	u, ok := _skillrun_foreign_I(x, "12:10").(interface{ Unwrap() error })
//
// (and the comma-ok test the type switch rewrite writes likewise), with
// a helper per interface that hands x, the interface's name and its
// methods to plain.Foreign and gives x back. Foreign returns unless x holds another package's value with every method
// the interface names: then the run stops with an error at the
// assertion that says so and what to write instead, where it went on
// with a wrong answer. A value of the skill's own types is asserted by
// the interpreter as before. From another package's interface (error,
// fmt.Stringer) the assertion always failed: vet refuses it
// (checkAssert).

// foreignCall returns the call to wrap x in for x.(typ), or "" when the
// interpreter answers the assertion right: x not of the empty interface,
// typ not an interface with methods the skill declares or writes out, or
// a method naming a type of the skill (no other package's value has it).
func (nz *normaliser) foreignCall(x, typ ast.Expr) (open, close string) {
	xt, tt := nz.c.info.TypeOf(x), nz.c.info.TypeOf(typ)
	if xt == nil || tt == nil {
		return "", ""
	}
	if _, param := xt.(*types.TypeParam); param {
		return "", ""
	}
	if in, ok := xt.Underlying().(*types.Interface); !ok || !in.Empty() {
		return "", ""
	}
	if _, param := tt.(*types.TypeParam); param {
		return "", ""
	}
	in, ok := tt.Underlying().(*types.Interface)
	if !ok || in.NumMethods() == 0 {
		return "", ""
	}
	if n, ok := types.Unalias(tt).(*types.Named); ok && (n.Obj().Pkg() != nz.c.pkg || n.TypeArgs().Len() > 0) {
		return "", "" // another package's interface: assertIface
	}
	t := types.TypeString(tt, nz.qualifier)
	args := []string{strconv.Quote(t)}
	for i := range in.NumMethods() {
		m := in.Method(i)
		sig, ok := reflectSig(m.Type().(*types.Signature), nz.c.pkg)
		if !ok {
			return "", ""
		}
		args = append(args, strconv.Quote(m.Name()), strconv.Quote(sig))
	}
	// The value goes back through a helper of the skill's: a value of the
	// skill's type handed back by a function of another package has lost
	// what the interpreter asserts it by.
	name := "_skillrun_foreign_" + mangle(t)
	if _, ok := nz.helpers[name]; !ok {
		nz.setHelper(name, fmt.Sprintf("\nfunc %s(x any, pos string) any {\n\t_skillrun_plain.Foreign(x, pos, %s)\n\treturn x\n}\n", name, strings.Join(args, ", ")))
	}
	p := nz.c.fset.Position(typ.Pos())
	nz.plain = true
	return name + "(", fmt.Sprintf(", %q)", fmt.Sprintf("%d:%d", p.Line, p.Column))
}

// foreignAssert rewrites x.(typ) as foreignCall says; it reports whether
// it did.
func (nz *normaliser) foreignAssert(ta *ast.TypeAssertExpr) bool {
	open, close := nz.foreignCall(ta.X, ta.Type)
	if open == "" {
		return false
	}
	nz.insert(ta.X.Pos(), open)
	nz.replace(ta.X.End(), ta.Lparen, close+".")
	return true
}

// reflectSig writes sig as package reflect writes a method's type,
// func(int, ...string) (bool, error), other packages named by their
// names; ok is false when it names a type of pkg, which no other
// package's method has.
func reflectSig(sig *types.Signature, pkg *types.Package) (string, bool) {
	ok := true
	q := func(p *types.Package) string {
		if p == pkg {
			ok = false
		}
		return p.Name()
	}
	list := func(t *types.Tuple, variadic bool) []string {
		var s []string
		for i := range t.Len() {
			ty := t.At(i).Type()
			if variadic && i == t.Len()-1 {
				s = append(s, "..."+anyWord(types.TypeString(ty.(*types.Slice).Elem(), q)))
				continue
			}
			s = append(s, anyWord(types.TypeString(ty, q)))
		}
		return s
	}
	out := "func(" + strings.Join(list(sig.Params(), sig.Variadic()), ", ") + ")"
	switch res := list(sig.Results(), false); len(res) {
	case 0:
	case 1:
		out += " " + res[0]
	default:
		out += " (" + strings.Join(res, ", ") + ")"
	}
	return out, ok
}

// anyWord writes the empty interface as reflect does.
func anyWord(s string) string {
	return anyRE.ReplaceAllString(strings.ReplaceAll(s, "interface{}", "interface {}"), "interface {}")
}

var anyRE = regexp.MustCompile(`\bany\b`)

// foreignCases reports whether a case of a type switch on x is an
// interface foreignCall checks.
func (nz *normaliser) foreignCases(x ast.Expr, body *ast.BlockStmt) bool {
	for _, st := range body.List {
		if cc, ok := st.(*ast.CaseClause); ok {
			for _, e := range cc.List {
				if tv, ok := nz.c.info.Types[e]; ok && tv.IsType() {
					if open, _ := nz.foreignCall(x, e); open != "" {
						return true
					}
				}
			}
		}
	}
	return false
}
