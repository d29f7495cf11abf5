package check

import (
	"fmt"
	"go/ast"
	"go/types"
	"strings"
)

// The host's errors.Is, errors.As and errors.Unwrap do not see the
// Unwrap (or Is) method of an error of the skill's type: the interpreter
// hands the host such an error as a wrapper with Error alone. So
// errors.Is(err, ErrX), err a *ParseError whose Unwrap gives ErrX, was
// false, errors.As(err, &numErr) with a *strconv.NumError inside it false,
// and errors.Unwrap(err) nil, silently. errorsAs already walks the chain
// for a target of the skill's type; errorsIs rewrites errors.Is, and
// errors.As with a target of another package's type, and errors.Unwrap,
// in a file that declares an error type with Unwrap (or Is), into helpers
// that walk the chain as the errors package does: at each error its Is
// method (the skill's types), then Unwrap() error or Unwrap() []error of
// the skill's types (a type switch over them), and the host's errors
// through plain.Unwraps.

// errorsIs rewrites a call of errors.Is, errors.As (another package's
// target) or errors.Unwrap, as above.
func (nz *normaliser) errorsIs(call *ast.CallExpr) {
	var fn string
	switch {
	case len(call.Args) == 2 && nz.c.isFunc(call.Fun, "errors", "Is"):
		fn = "Is"
	case len(call.Args) == 2 && nz.c.isFunc(call.Fun, "errors", "As"):
		fn = "As"
	case len(call.Args) == 1 && nz.c.isFunc(call.Fun, "errors", "Unwrap"):
		fn = "Unwrap"
	default:
		return
	}
	unwrap1, unwrapN, as, byValue := nz.errorMethods()
	is := nz.isMethods()
	if len(unwrap1)+len(unwrapN)+len(is) == 0 && (fn != "As" || len(as) == 0) {
		return // the host's errors see every error in the chain
	}
	var name, helper string
	switch fn {
	case "As":
		pt, ok := nz.c.info.TypeOf(call.Args[1]).(*types.Pointer)
		if !ok {
			return
		}
		target := pt.Elem()
		if nz.c.declared(target) != nil || types.IsInterface(target) {
			return // errorsAs's, or left to the host
		}
		if len(byValue) > 0 {
			return // errorsAs refuses it
		}
		typ, ok := nz.nameOf(target)
		if !ok {
			return
		}
		name = "_skillrun_as_" + mangle(typ)
		if _, ok := nz.helpers[name]; !ok {
			helper = nz.errorsAsHelper(name, typ, "")
		}
	case "Is":
		if len(byValue) > 0 {
			nz.c.errorf(call.Pos(), "errors.Is is not supported by the interpreter in a file whose error type %s has Unwrap or As on its value: it cannot look through an error of that type (asserting an error to it always fails); declare its methods on *%s and return &%s{...}", byValue[0], byValue[0], byValue[0])
			return
		}
		name = "_skillrun_is"
		helper = nz.errorsIsHelper(name, unwrap1, unwrapN, is)
	case "Unwrap":
		if len(byValue) > 0 {
			nz.c.errorf(call.Pos(), "errors.Unwrap is not supported by the interpreter in a file whose error type %s has Unwrap or As on its value: it cannot look through an error of that type (asserting an error to it always fails); declare its methods on *%s and return &%s{...}", byValue[0], byValue[0], byValue[0])
			return
		}
		name = "_skillrun_unwrap"
		helper = nz.errorsUnwrapHelper(name, unwrap1, unwrapN)
	}
	if helper != "" {
		nz.setHelper(name, helper)
	}
	nz.plain = true
	nz.replace(call.Fun.Pos(), call.Fun.End(), name)
	if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
		nz.rewroteUse(sel.X)
	}
}

// isMethods returns the skill's error types (*T) with a method Is(error)
// bool.
func (nz *normaliser) isMethods() []string {
	var out []string
	scope := nz.c.pkg.Scope()
	errType := types.Universe.Lookup("error").Type()
	for _, n := range scope.Names() {
		tn, ok := scope.Lookup(n).(*types.TypeName)
		if !ok || tn.IsAlias() {
			continue
		}
		named, ok := tn.Type().(*types.Named)
		if !ok || named.TypeParams() != nil || types.IsInterface(named) {
			continue
		}
		t := types.NewPointer(named)
		if !types.Implements(t, errorIface) {
			continue
		}
		sel := types.NewMethodSet(t).Lookup(nz.c.pkg, "Is")
		if sel == nil {
			continue
		}
		sig, _ := sel.Type().(*types.Signature)
		if sig != nil && sig.Params().Len() == 1 && sig.Results().Len() == 1 && types.Identical(sig.Params().At(0).Type(), errType) && types.Identical(sig.Results().At(0).Type(), types.Typ[types.Bool]) {
			out = append(out, nz.typeString(t))
		}
	}
	return out
}

// errorsIsHelper writes errors.Is's helper (see errorsIs). Its names are
// _skillrun_...: they cannot hide a type of the skill's.
func (nz *normaliser) errorsIsHelper(name string, unwrap1, unwrapN, is []string) string {
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
	fmt.Fprintf(&b, "\nfunc %s(%s, %s error) bool {\n", name, err, target)
	fmt.Fprintf(&b, "\tif %s == nil || %s == nil {\n\t\treturn %s == %s\n\t}\n", err, target, err, target)
	fmt.Fprintf(&b, "\tfor %s != nil {\n", err)
	fmt.Fprintf(&b, "\t\tif %s == %s {\n\t\t\treturn true\n\t\t}\n", err, target)
	for _, t := range is {
		fmt.Fprintf(&b, "\t\tif %s, %s := %s.(%s); %s && %s.Is(%s) {\n\t\t\treturn true\n\t\t}\n", u, ok, err, t, ok, u, target)
	}
	for _, t := range unwrap1 {
		fmt.Fprintf(&b, "\t\tif %s, %s := %s.(%s); %s {\n\t\t\t%s = %s.Unwrap()\n\t\t\tcontinue\n\t\t}\n", u, ok, err, t, ok, err, u)
	}
	for _, t := range unwrapN {
		fmt.Fprintf(&b, "\t\tif %s, %s := %s.(%s); %s {\n\t\t\tfor _, %s := range %s.Unwrap() {\n\t\t\t\tif %s != nil && %s(%s, %s) {\n\t\t\t\t\treturn true\n\t\t\t\t}\n\t\t\t}\n\t\t\treturn false\n\t\t}\n", u, ok, err, t, ok, e, u, e, name, e, target)
	}
	fmt.Fprintf(&b, "\t\t%s, %s := _skillrun_plain.Unwraps(%s)\n\t\tif !%s {\n\t\t\tif len(%s) == 0 {\n\t\t\t\treturn false\n\t\t\t}\n\t\t\t%s = %s[0]\n\t\t\tcontinue\n\t\t}\n", errs, many, err, many, errs, err, errs)
	fmt.Fprintf(&b, "\t\tfor _, %s := range %s {\n\t\t\tif %s != nil && %s(%s, %s) {\n\t\t\t\treturn true\n\t\t\t}\n\t\t}\n\t\treturn false\n", e, errs, e, name, e, target)
	b.WriteString("\t}\n\treturn false\n}\n")
	return b.String()
}

// errorsUnwrapHelper writes errors.Unwrap's helper (see errorsIs).
func (nz *normaliser) errorsUnwrapHelper(name string, unwrap1, unwrapN []string) string {
	const (
		err  = "_skillrun_err"
		u    = "_skillrun_u"
		errs = "_skillrun_errs"
		many = "_skillrun_many"
		ok   = "_skillrun_ok"
	)
	var b strings.Builder
	fmt.Fprintf(&b, "\nfunc %s(%s error) error {\n", name, err)
	for _, t := range unwrap1 {
		fmt.Fprintf(&b, "\tif %s, %s := %s.(%s); %s {\n\t\treturn %s.Unwrap()\n\t}\n", u, ok, err, t, ok, u)
	}
	for _, t := range unwrapN {
		fmt.Fprintf(&b, "\tif _, %s := %s.(%s); %s {\n\t\treturn nil\n\t}\n", ok, err, t, ok)
	}
	fmt.Fprintf(&b, "\t%s, %s := _skillrun_plain.Unwraps(%s)\n\tif %s || len(%s) == 0 {\n\t\treturn nil\n\t}\n\treturn %s[0]\n}\n", errs, many, err, many, errs, errs)
	return b.String()
}
