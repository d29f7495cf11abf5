package check

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"strings"
)

// errorsAs rewrites errors.As(err, &target), target of a type the skill
// declares (or a pointer to one), into a call of a helper that walks the
// chain of errors as errors.As does: the host's errors.As cannot set a
// target of the interpreter's types (it answered false, silently). At each
// error the helper asserts it to the target's type, then asks it its As
// method, then unwraps it: through Unwrap() error or Unwrap() []error of
// the skill's own types (a type switch over them), and through the
// host's errors (fmt.Errorf's %w, errors.Join) with plain.Unwraps.
func (nz *normaliser) errorsAs(call *ast.CallExpr) {
	if len(call.Args) != 2 || !nz.c.isFunc(call.Fun, "errors", "As") {
		return
	}
	pt, ok := nz.c.info.TypeOf(call.Args[1]).(*types.Pointer)
	if !ok {
		return
	}
	target := pt.Elem()
	if nz.c.declared(target) == nil {
		return
	}
	if _, isIface := target.Underlying().(*types.Interface); isIface {
		nz.c.errorf(call.Pos(), "errors.As with a target of the skill's interface type %s is not supported by the interpreter (another package's errors in the chain would not match it); use a type assertion to a concrete type, or errors.As with one", nz.typeString(target))
		return
	}
	if h := nz.hiddenAt(token.NoPos, target); h != "" {
		nz.c.errorf(call.Pos(), "errors.As with a target of %s is not supported by the interpreter: skillrun rewrites it into a function at the top of the file, where %s means something else (a type declared in a function?); declare the type at the top of the file", nz.typeString(target), h)
		return
	}
	held := ""
	if _, isStruct := target.Underlying().(*types.Struct); isStruct && nz.c.heldType(target, errorIface) {
		// The helper unwrapToAny declares for error gives a value of
		// the skill's struct type back as one the interpreter asserts
		// right (see heldAssert).
		held = nz.unwrapHelper(types.Universe.Lookup("error").Type(), token.NoPos)
	}
	if _, isPtr := target.(*types.Pointer); !isPtr && held == "" {
		nz.c.errorf(call.Pos(), "errors.As with a target of %s is not supported by the interpreter: it cannot tell an error of %s among others (asserting an error to it always fails); declare %s's methods on *%s, return &%s{...}, and pass a **%s (var e *%s; errors.As(err, &e))", nz.typeString(target), nz.typeString(target), nz.typeString(target), nz.typeString(target), nz.typeString(target), nz.typeString(target), nz.typeString(target))
		return
	}
	if _, _, _, by := nz.errorMethods(); len(by) > 0 {
		nz.c.errorf(call.Pos(), "errors.As is not supported by the interpreter in a file whose error type %s has Unwrap or As on its value: it cannot look through an error of that type (asserting an error to it always fails); declare its methods on *%s and return &%s{...}", by[0], by[0], by[0])
		return
	}
	typ := nz.typeString(target)
	name := "_skillrun_as_" + mangle(typ)
	if _, ok := nz.helpers[name]; !ok {
		nz.setHelper(name, nz.errorsAsHelper(name, typ, held))
	}
	nz.plain = true
	nz.replace(call.Fun.Pos(), call.Fun.End(), name)
	// The import of errors goes if this was its last use (stdImports).
	if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
		nz.rewroteUse(sel.X)
	}
}

// errorsAsHelper writes the helper errorsAs calls, name, for a target of
// the type typ. Its parameters and locals are named _skillrun_...: they
// cannot hide a type of the skill's (a type t asserted to).
// held, when not "", is the helper that gives an error's value of typ,
// a struct type of the skill's, back as an any (see heldAssert).
func (nz *normaliser) errorsAsHelper(name, typ, held string) string {
	const (
		err    = "_skillrun_err"
		target = "_skillrun_target"
		u      = "_skillrun_u"
		e      = "_skillrun_e"
		errs   = "_skillrun_errs"
		many   = "_skillrun_many"
		ok     = "_skillrun_ok"
	)
	var b strings.Builder
	fmt.Fprintf(&b, "\nfunc %s(%s error, %s *%s) bool {\n", name, err, target, typ)
	fmt.Fprintf(&b, "\tif %s == nil {\n\t\tpanic(\"errors: target must be a non-nil pointer\")\n\t}\n", target)
	fmt.Fprintf(&b, "\tfor %s != nil {\n", err)
	if held != "" {
		fmt.Fprintf(&b, "\t\tif %s, %s := %s(%s).(%s); %s {\n\t\t\t*%s = %s\n\t\t\treturn true\n\t\t}\n", u, ok, held, err, typ, ok, target, u)
	} else {
		fmt.Fprintf(&b, "\t\tif %s, %s := %s.(%s); %s {\n\t\t\t*%s = %s\n\t\t\treturn true\n\t\t}\n", u, ok, err, typ, ok, target, u)
	}
	if strings.HasPrefix(typ, "*") {
		// A nil *T stored in an error (see asHelper, nilPtrAssert).
		nz.plain = true
		fmt.Fprintf(&b, "\t\tif _skillrun_plain.IsNilPtr(%s, %q) {\n\t\t\t*%s = nil\n\t\t\treturn true\n\t\t}\n", err, typ, target)
	}
	unwrap1, unwrapN, as, _ := nz.errorMethods()
	for _, t := range as {
		fmt.Fprintf(&b, "\t\tif %s, %s := %s.(%s); %s && %s.As(%s) {\n\t\t\treturn true\n\t\t}\n", u, ok, err, t, ok, u, target)
	}
	for _, t := range unwrap1 {
		fmt.Fprintf(&b, "\t\tif %s, %s := %s.(%s); %s {\n\t\t\t%s = %s.Unwrap()\n\t\t\tcontinue\n\t\t}\n", u, ok, err, t, ok, err, u)
	}
	for _, t := range unwrapN {
		fmt.Fprintf(&b, "\t\tif %s, %s := %s.(%s); %s {\n\t\t\tfor _, %s := range %s.Unwrap() {\n\t\t\t\tif %s != nil && %s(%s, %s) {\n\t\t\t\t\treturn true\n\t\t\t\t}\n\t\t\t}\n\t\t\treturn false\n\t\t}\n", u, ok, err, t, ok, e, u, e, name, e, target)
	}
	// Another package's error: plain.Unwraps gives what its Unwrap gives
	// (one error, or several).
	fmt.Fprintf(&b, "\t\t%s, %s := _skillrun_plain.Unwraps(%s)\n\t\tif !%s {\n\t\t\tif len(%s) == 0 {\n\t\t\t\treturn false\n\t\t\t}\n\t\t\t%s = %s[0]\n\t\t\tcontinue\n\t\t}\n", errs, many, err, many, errs, err, errs)
	fmt.Fprintf(&b, "\t\tfor _, %s := range %s {\n\t\t\tif %s != nil && %s(%s, %s) {\n\t\t\t\treturn true\n\t\t\t}\n\t\t}\n\t\treturn false\n", e, errs, e, name, e, target)
	b.WriteString("\t}\n\treturn false\n}\n")
	return b.String()
}

// errorMethods lists the skill's error types (*T: an error of the
// skill's value type cannot be asserted to in the interpreter) with
// Unwrap() error, Unwrap() []error, and As(any) bool; byValue lists the
// types that have one on their value.
func (nz *normaliser) errorMethods() (unwrap1, unwrapN, as, byValue []string) {
	scope := nz.c.pkg.Scope()
	errType := types.Universe.Lookup("error").Type()
	for _, n := range scope.Names() {
		tn, ok := scope.Lookup(n).(*types.TypeName)
		if !ok || tn.IsAlias() {
			continue
		}
		named, ok := tn.Type().(*types.Named)
		if !ok || named.TypeParams() != nil {
			continue
		}
		if _, isIface := named.Underlying().(*types.Interface); isIface {
			continue
		}
		for _, t := range []types.Type{named, types.NewPointer(named)} {
			if !types.Implements(t, errorIface) {
				continue
			}
			method := func(name string) *types.Signature {
				if f := methodOf(t, nz.c.pkg, name); f != nil {
					sig, _ := f.Type().(*types.Signature)
					return sig
				}
				return nil
			}
			if _, isPtr := t.(*types.Pointer); !isPtr {
				if method("Unwrap") != nil || method("As") != nil {
					byValue = append(byValue, nz.typeString(t))
				}
				continue
			}
			if sig := method("Unwrap"); sig != nil && sig.Params().Len() == 0 && sig.Results().Len() == 1 {
				switch r := sig.Results().At(0).Type(); {
				case types.Identical(r, errType):
					unwrap1 = append(unwrap1, nz.typeString(t))
				case types.Identical(r, types.NewSlice(errType)):
					unwrapN = append(unwrapN, nz.typeString(t))
				}
			}
			if sig := method("As"); sig != nil && sig.Params().Len() == 1 && sig.Results().Len() == 1 &&
				types.Identical(sig.Params().At(0).Type(), types.NewInterfaceType(nil, nil)) && types.Identical(sig.Results().At(0).Type(), types.Typ[types.Bool]) {
				as = append(as, nz.typeString(t))
			}
		}
	}
	return unwrap1, unwrapN, as, byValue
}
