package native

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"strconv"
	"strings"

	"github.com/skillrun/skillrun/runtime/check"
)

// Check applies the native tier's rules on top of vet's: the unit must
// vet as it is (same import whitelist, same signature rules), and its
// source must hold nothing that steers the Go toolchain rather than
// describing Go code: no //go: directive of any kind (build constraints,
// linkname, embed, noescape, generate...), no "// +build" line, no //line
// directive, no import "C" and no #cgo comment, no "embed" or "unsafe"
// import. It also refuses the print and println builtins, whose output
// compiled code writes to the worker's stderr where the interpreter
// captures it. Errors carry file:line:col.
func Check(u *check.Unit) error {
	if u == nil {
		return fmt.Errorf("native check: no unit")
	}
	again, err := check.Check(u.File, u.Source)
	if err != nil {
		return fmt.Errorf("native check: %w", err)
	}
	if again.Version() != u.Version() {
		return fmt.Errorf("native check: %s: source is version %s, unit says %s", u.File, again.Version(), u.Version())
	}
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, u.File, u.Source, parser.ParseComments)
	if err != nil {
		return fmt.Errorf("native check: %w", err)
	}
	var errs []string
	bad := func(pos token.Pos, format string, args ...any) {
		errs = append(errs, fmt.Sprintf("%s: %s", fset.Position(pos), fmt.Sprintf(format, args...)))
	}
	for _, cg := range f.Comments {
		for _, c := range cg.List {
			text := c.Text
			switch {
			case strings.HasPrefix(text, "//go:"):
				bad(c.Pos(), "the native tier refuses compiler directives (%s)", firstWord(text))
			case strings.HasPrefix(text, "//line ") || strings.HasPrefix(text, "/*line "):
				bad(c.Pos(), "the native tier refuses //line directives")
			case strings.HasPrefix(strings.TrimSpace(strings.TrimPrefix(text, "//")), "+build"):
				bad(c.Pos(), "the native tier refuses build constraints (+build)")
			case strings.Contains(text, "#cgo"):
				bad(c.Pos(), "the native tier refuses cgo directives (#cgo)")
			}
		}
	}
	for _, imp := range f.Imports {
		p, _ := strconv.Unquote(imp.Path.Value)
		switch p {
		case "C":
			bad(imp.Path.Pos(), `the native tier refuses cgo (import "C")`)
		case "embed", "unsafe":
			bad(imp.Path.Pos(), "the native tier refuses import %q", p)
		}
	}
	// Package initialisation of compiled code runs when the worker binary
	// starts, before the worker has applied its in-process protections
	// (landlock, seccomp, the stack and memory limits) and while the host
	// is still attaching its cgroup and rlimits. So nothing may run then:
	// no init functions, and package variables initialised by literals
	// and constants only, never by a call. The one call allowed is
	// errors.New of a string literal (the sentinel error idiom): it
	// allocates one small value and runs nothing of the skill.
	errorsPkg := importName(f, "errors")
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			if d.Recv == nil && d.Name.Name == "init" {
				bad(d.Pos(), "the native tier refuses init functions (package initialisation runs before the worker's jail is complete)")
			}
		case *ast.GenDecl:
			if d.Tok != token.VAR {
				continue
			}
			for _, spec := range d.Specs {
				for _, v := range spec.(*ast.ValueSpec).Values {
					ast.Inspect(v, func(n ast.Node) bool {
						if _, ok := n.(*ast.FuncLit); ok {
							return false // a function value runs nothing until called
						}
						if call, ok := n.(*ast.CallExpr); ok && !isConversion(call) && !isSentinel(call, errorsPkg) {
							bad(call.Pos(), "the native tier refuses package variables initialised by a call (package initialisation runs before the worker's jail is complete); initialise it in Run")
							return false
						}
						return true
					})
				}
			}
		}
	}
	ast.Inspect(f, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		if id, ok := call.Fun.(*ast.Ident); ok && (id.Name == "print" || id.Name == "println") && id.Obj == nil {
			bad(id.Pos(), "the native tier refuses the %s builtin (compiled, it writes to the worker's stderr); use fmt", id.Name)
		}
		return true
	})
	if len(errs) > 0 {
		return fmt.Errorf("native check: %w: %s", ErrRefused, strings.Join(errs, "; "))
	}
	return nil
}

func firstWord(s string) string {
	if i := strings.IndexAny(s, " \t"); i > 0 {
		return s[:i]
	}
	return s
}

// isConversion reports whether call converts to a predeclared type
// (float64(2)), which runs no code.
func isConversion(call *ast.CallExpr) bool {
	id, ok := call.Fun.(*ast.Ident)
	if !ok || id.Obj != nil {
		return false
	}
	switch id.Name {
	case "bool", "byte", "rune", "string", "int", "int8", "int16", "int32", "int64",
		"uint", "uint8", "uint16", "uint32", "uint64", "uintptr", "float32", "float64",
		"complex64", "complex128":
		return true
	}
	return false
}

// importName is the name f gives the package imported from path ("" when
// f does not import it by a name).
func importName(f *ast.File, path string) string {
	for _, imp := range f.Imports {
		if p, _ := strconv.Unquote(imp.Path.Value); p != path {
			continue
		}
		if imp.Name == nil {
			return path
		}
		if n := imp.Name.Name; n != "_" && n != "." {
			return n
		}
	}
	return ""
}

// isSentinel reports whether call is errors.New of a string literal (or
// literals joined by +), errorsPkg being the name the file imports
// package errors as. Nothing declared in the file can take that name.
func isSentinel(call *ast.CallExpr, errorsPkg string) bool {
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok || errorsPkg == "" || sel.Sel.Name != "New" || len(call.Args) != 1 || call.Ellipsis.IsValid() {
		return false
	}
	if x, ok := sel.X.(*ast.Ident); !ok || x.Name != errorsPkg {
		return false
	}
	return isStringLit(call.Args[0])
}

func isStringLit(e ast.Expr) bool {
	switch e := e.(type) {
	case *ast.BasicLit:
		return e.Kind == token.STRING
	case *ast.ParenExpr:
		return isStringLit(e.X)
	case *ast.BinaryExpr:
		return e.Op == token.ADD && isStringLit(e.X) && isStringLit(e.Y)
	}
	return false
}
