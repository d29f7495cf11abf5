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
// captures it. Init functions and package variables initialised by calls
// are allowed: they run inside the worker's jail (see [Builder.Build]).
// Errors carry file:line:col.
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
	// Package initialisation is allowed: the generated build makes the
	// skill's package import package runtime/worker/jailinit, whose init
	// jails the worker, so init functions and package variables run
	// after the jail is complete, as calls do (see build.go's jailFile).
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
