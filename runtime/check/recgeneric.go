package check

import (
	"go/ast"
	"go/types"
	"strings"
)

// recursiveGeneric runs the body of a generic function that calls itself
// as a function literal the function makes on each call, and its calls
// of itself as calls of that literal. yaegi v0.16.1 compiled such a
// function again for each instance its own call reached from a method of
// a generic type of several type parameters (a treap's Put calling
// split, split calling split): reached through a generic constructor
// (func newTree[K, V]() *tree[K, V] { return &tree[K, V]{} }) or new(),
// its compiler instantiated the function inside itself until the worker
// ran out of CPU (a skill of ten lines never started), or crashed with a
// nil pointer and no position. A literal that calls itself through a
// variable it captures compiles once:
//
//	func count[K any](k K, n int) int {      func count[K any](k K, n int) int { var _skillrun_rec1 func(k K, n int) int; _skillrun_rec1 = func(k K, n int) int {
//		if n == 0 {                              if n == 0 {
//			return 0                                 return 0
//		}                                        }
//		return 1 + count(k, n-1)                 return 1 + _skillrun_rec1(k, n-1)
//	}                                        }; return _skillrun_rec1(k, n) }
//
// Every edit stays on its line. Only a function every mention of which in
// its own body is a call with its own type parameters as the type
// arguments (inferred or written out) is rewritten; one that passes
// itself as a value, calls itself with other type arguments, has a
// parameter without a name (or named _), or named results, is left as it
// is (the run's limits still hold it). Functions that call each other
// are not rewritten either.
func (nz *normaliser) recursiveGeneric(fd *ast.FuncDecl) {
	if fd.Recv != nil || fd.Type.TypeParams == nil || fd.Body == nil {
		return
	}
	fn, ok := nz.c.info.Defs[fd.Name].(*types.Func)
	if !ok {
		return
	}
	sig, ok := fn.Type().(*types.Signature)
	if !ok || sig.TypeParams().Len() == 0 {
		return
	}
	var callees []ast.Expr // the callee of each call of itself
	calls := map[*ast.Ident]bool{}
	mentions := 0
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.Ident:
			if nz.c.info.Uses[n] == fn {
				mentions++
			}
		case *ast.CallExpr:
			callee := n.Fun // not in parentheses: parenCallee edits those
			var id *ast.Ident
			switch x := callee.(type) {
			case *ast.Ident:
				id = x
			case *ast.IndexExpr:
				id, _ = x.X.(*ast.Ident)
			case *ast.IndexListExpr:
				id, _ = x.X.(*ast.Ident)
			}
			if id == nil || nz.c.info.Uses[id] != fn || !ownTypeArgs(nz.c.info.Instances[id].TypeArgs, sig.TypeParams()) {
				return true
			}
			calls[id] = true
			callees = append(callees, callee)
		}
		return true
	})
	if len(callees) == 0 || mentions != len(callees) {
		return
	}
	var names []string
	for _, f := range fd.Type.Params.List {
		if len(f.Names) == 0 {
			return
		}
		for _, name := range f.Names {
			if name.Name == "_" {
				return
			}
			names = append(names, name.Name)
		}
	}
	if sig.Variadic() {
		names[len(names)-1] += "..."
	}
	if fd.Type.Results != nil {
		for _, f := range fd.Type.Results.List {
			if len(f.Names) > 0 {
				return
			}
		}
	}
	src := nz.c.src
	text := func(n ast.Node) string { return string(src[nz.offset(n.Pos()):nz.offset(n.End())]) }
	typ := "func" + text(fd.Type.Params)
	if fd.Type.Results != nil {
		typ += " " + text(fd.Type.Results)
	}
	if strings.Contains(typ, "\n") {
		// A signature over several lines would add lines to the body.
		return
	}
	rec := nz.fresh("rec")
	call := rec + "(" + strings.Join(names, ", ") + ")"
	if sig.Results().Len() > 0 {
		call = "return " + call
	}
	if nz.recCalls == nil {
		nz.recCalls = map[*ast.Ident]bool{}
	}
	for id := range calls {
		nz.recCalls[id] = true
	}
	for _, c := range callees {
		nz.replace(c.Pos(), c.End(), rec)
	}
	nz.wrap(fd.Body.Lbrace+1, fd.Body.Rbrace, " var "+rec+" "+typ+"; "+rec+" = "+typ+" {", "}; "+call+" ")
}

// ownTypeArgs reports whether args are the type parameters tps, in order:
// a generic function's call of itself as itself.
func ownTypeArgs(args *types.TypeList, tps *types.TypeParamList) bool {
	if args == nil || args.Len() != tps.Len() {
		return false
	}
	for i := range args.Len() {
		if tp, ok := args.At(i).(*types.TypeParam); !ok || tp.Obj() != tps.At(i).Obj() {
			return false
		}
	}
	return true
}

// newGeneric makes new(T) of an instance of a generic type a variable's
// address: yaegi v0.16.1 could not compile new(pair[int, string]) (a nil
// pointer in its compiler, no position; "type not found: box[int]" for
// one type argument), and compiles a variable of the type:
//
//	q := new(pair[int, string])    q := func() *pair[int, string] { var _skillrun_new1 pair[int, string]; return &_skillrun_new1 }()
func (nz *normaliser) newGeneric(call *ast.CallExpr) {
	if len(call.Args) != 1 {
		return
	}
	named, ok := types.Unalias(nz.c.info.TypeOf(call.Args[0])).(*types.Named)
	if !ok || named.TypeArgs().Len() == 0 {
		return
	}
	arg := call.Args[0]
	typ := string(nz.c.src[nz.offset(arg.Pos()):nz.offset(arg.End())])
	if strings.Contains(typ, "\n") {
		return
	}
	v := nz.fresh("new")
	nz.replace(call.Pos(), call.End(), "func() *"+typ+" { var "+v+" "+typ+"; return &"+v+" }()")
}
