package check

import (
	"go/ast"
	"go/types"
)

// variadicIface passes the variadic arguments of another package's
// function or method whose variadic parameter is an interface with
// methods (errors.Join, io.MultiReader, io.MultiWriter) as a slice of
// that interface: io.MultiReader(r, &mine{}) becomes
// io.MultiReader([]io.Reader{r, &mine{}}...). The interpreter passed a
// value of the skill's type listed there as itself, and the call
// crashed ("reflect: cannot use *struct {...} as type io.Reader in
// Call"); stored in a slice of the interface, it is wrapped as for any
// other parameter.
func (nz *normaliser) variadicIface(call *ast.CallExpr) {
	if call.Ellipsis.IsValid() {
		return
	}
	var fn *types.Func
	switch f := ast.Unparen(call.Fun).(type) {
	case *ast.SelectorExpr:
		fn, _ = nz.c.info.Uses[f.Sel].(*types.Func)
	case *ast.Ident:
		fn, _ = nz.c.info.Uses[f].(*types.Func)
	}
	if fn == nil || fn.Pkg() == nil || fn.Pkg() == nz.c.pkg {
		return
	}
	sig, ok := nz.c.info.TypeOf(call.Fun).(*types.Signature)
	if !ok || !sig.Variadic() {
		return
	}
	fixed := sig.Params().Len() - 1
	if len(call.Args) <= fixed {
		return
	}
	elem := sig.Params().At(fixed).Type().(*types.Slice).Elem()
	iface, ok := elem.Underlying().(*types.Interface)
	if !ok || iface.NumMethods() == 0 {
		return
	}
	concrete := false
	for _, a := range call.Args[fixed:] {
		if t := nz.c.info.TypeOf(a); t != nil && !types.IsInterface(t) {
			concrete = true
		}
	}
	if !concrete || nz.hiddenAt(call.Pos(), elem) != "" {
		return // (a local name hides the interface's package: left as it is)
	}
	// The slice opens before, and closes after, whatever other rewrites
	// write around the first and last arguments (a helper call around
	// a value of the skill's error type).
	nz.insert(call.Args[fixed].Pos(), "[]"+nz.typeString(elem)+"{")
	nz.lastCloses = append(nz.lastCloses, lastClose{call.Args[len(call.Args)-1].End(), "}..."})
}
