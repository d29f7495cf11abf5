package check

import (
	"go/ast"
	"go/token"
	"go/types"
)

// yaegi v0.16.1 compares interface values wrongly when they hold a type
// the skill declares: an error holding *myErr is never == the *myErr it
// holds (false, where Go says true), two error values holding one are
// "uncomparable" (a panic), a switch on one panics in a conversion, and
// errors.Is with such a target answers false. Values of compiled types in
// an interface (errors.New's, io.EOF, numbers, strings) compare right, as
// do two values of the skill's types compared as themselves. So vet
// refuses a comparison only when both sides may hold a type the skill
// declares and one of them is an interface (two values of the empty
// interface only beside a value of the skill's type: see checkCompare).

// checkCompare reports x == y (at pos) when the interpreter would get it
// wrong.
func (c *checker) checkCompare(pos token.Pos, x, y ast.Expr) {
	// A type parameter is no interface here: it is checked where its
	// generic is instantiated (checkComparableInstances).
	if (!c.isInterface(x) || c.isTypeParam(x)) && (!c.isInterface(y) || c.isTypeParam(y)) {
		return
	}
	if !c.mayHoldSkillType(x, pos) || !c.mayHoldSkillType(y, pos) {
		return
	}
	// Two values of the empty interface are mostly decoded data, and
	// refusing every such comparison would refuse sound skills: they are
	// refused only beside a value of the skill's own type.
	if c.isEmptyInterface(x) && c.isEmptyInterface(y) {
		return
	}
	name := c.skillTypeIn(x, pos)
	if !c.isInterface(y) || name == "" {
		name = c.skillTypeIn(y, pos)
	}
	c.errorf(pos, "comparing interface values that may hold a type declared in the skill (%s) is not supported by the interpreter: it answers false, or crashes; compare the concrete values after a type assertion, or declare sentinel errors with errors.New", name)
}

// isTypeParam reports whether e's type is a type parameter. go/types
// calls one an interface (its constraint's), and every type the skill
// declares is in comparable's type set; but the interpreter compiles a
// generic once per type argument, and compares and hashes a concrete
// argument (int, string, the skill's struct) as itself. Only an interface
// argument holding the skill's type is wrong there, as outside generics.
func (c *checker) isTypeParam(e ast.Expr) bool {
	_, ok := c.info.TypeOf(e).(*types.TypeParam)
	return ok
}

// checkComparableInstances reports an instantiation of a generic function
// or type whose comparable type parameter is given an interface, other
// than the empty one, that a type the skill declares implements
// (index[error](errs, err), set[error]{}): inside, == and map keys of
// that parameter compare and hash the interface values, which the
// interpreter answers false or crashes on (see checkCompare and
// checkMapKey). A type argument that is itself a type parameter is
// checked where its own generic is instantiated.
func (c *checker) checkComparableInstances() {
	for id, inst := range c.info.Instances {
		var params *types.TypeParamList
		switch obj := c.info.Uses[id].(type) {
		case *types.Func:
			params = obj.Type().(*types.Signature).TypeParams()
		case *types.TypeName:
			if n, ok := types.Unalias(obj.Type()).(*types.Named); ok {
				params = n.TypeParams()
			}
		}
		for i := 0; inst.TypeArgs != nil && params != nil && i < inst.TypeArgs.Len() && i < params.Len(); i++ {
			arg := inst.TypeArgs.At(i)
			if _, ok := arg.(*types.TypeParam); ok {
				continue
			}
			in, ok := arg.Underlying().(*types.Interface)
			if !ok || in.Empty() {
				continue
			}
			cons, ok := params.At(i).Constraint().Underlying().(*types.Interface)
			if !ok || !cons.IsComparable() {
				continue
			}
			if impl := c.implementer(arg, id.Pos()); impl != nil {
				c.errorf(id.Pos(), "%s instantiated with %s for its comparable type parameter %s, which may hold a type declared in the skill (%s), is not supported by the interpreter: its == and map keys of %s answer false, or crash; instantiate it with the concrete type, or key by the error's text",
					id.Name, types.TypeString(arg, types.RelativeTo(c.pkg)), params.At(i).Obj().Name(), types.TypeString(impl, types.RelativeTo(c.pkg)), params.At(i).Obj().Name())
				break
			}
		}
	}
}

func (c *checker) isEmptyInterface(e ast.Expr) bool {
	t := c.info.TypeOf(e)
	if t == nil {
		return false
	}
	in, ok := t.Underlying().(*types.Interface)
	return ok && in.Empty()
}

func (c *checker) isInterface(e ast.Expr) bool {
	t := c.info.TypeOf(e)
	return t != nil && types.IsInterface(t)
}

// mayHoldSkillType reports whether e's value may be, or hold, a value of a
// type the skill declares; at is the construct that asks (a comparison, a
// case, an assertion), where implementer reports its bound.
func (c *checker) mayHoldSkillType(e ast.Expr, at token.Pos) bool {
	tv, ok := c.info.Types[e]
	if !ok || tv.IsNil() || tv.Type == nil {
		return false
	}
	if !types.IsInterface(tv.Type) {
		return c.declared(tv.Type) != nil
	}
	return c.implementer(tv.Type, at) != nil && !c.compiledValue(e)
}

// skillTypeIn names a type of the skill e may hold ("" when none); at is
// as for mayHoldSkillType.
func (c *checker) skillTypeIn(e ast.Expr, at token.Pos) string {
	t := c.info.TypeOf(e)
	if t == nil {
		return ""
	}
	if !types.IsInterface(t) {
		if n := c.declared(t); n != nil {
			return types.TypeString(t, types.RelativeTo(c.pkg))
		}
		return ""
	}
	if n := c.implementer(t, at); n != nil {
		return types.TypeString(n, types.RelativeTo(c.pkg))
	}
	return ""
}

// declared returns the skill's named type t is, or points to.
func (c *checker) declared(t types.Type) *types.Named {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	if n, ok := t.(*types.Named); ok && n.Obj().Pkg() == c.pkg {
		return n
	}
	return nil
}

// implementer returns a type of the skill (T or *T) that implements the
// interface iface, or nil: the first in the order of the package's
// names, T before *T. at is the construct that asks (a comparison, a
// case, an assertion): past maxImplementsChecks the vet error is there,
// at the first construct the bound stopped.
func (c *checker) implementer(iface types.Type, at token.Pos) types.Type {
	in, ok := iface.Underlying().(*types.Interface)
	if !ok {
		return nil
	}
	x := c.implementers()
	if t, ok := x.memo[iface]; ok {
		return t
	}
	var found types.Type
	if in.NumMethods() == 0 {
		if len(x.all) > 0 {
			found = x.all[0]
		}
	} else {
		// Only a type with each of the interface's methods by name can
		// implement it: look at those of the rarest name.
		var cands []int
		for i := range in.NumMethods() {
			l := x.byName[in.Method(i).Name()]
			if i == 0 || len(l) < len(cands) {
				cands = l
			}
		}
		for _, j := range cands {
			if x.checks++; x.checks > maxImplementsChecks {
				if !x.over {
					x.over = true
					c.errorf(at, "the file's interface types would be checked against its types more than %d times, the last for this value (each interface a value is compared, switched or asserted at, against each type with its methods): declare fewer types with the same methods, or fewer interface types", maxImplementsChecks)
				}
				break
			}
			if types.Implements(x.all[j], in) {
				found = x.all[j]
				break
			}
		}
	}
	x.memo[iface] = found
	return found
}

// maxImplementsChecks bounds the types.Implements calls implementer
// makes for one file. Before the index and the bound, each comparison,
// case or assertion of an interface value looked at every type of the
// package, sorting their names each time: a 1 MB file of 38,000 types
// compared each once took the host minutes.
const maxImplementsChecks = 1 << 20

// implIndex is what implementer looks in: the skill's package-level
// types that are neither aliases nor interfaces, each as T then *T in the
// order of the package's names, the ones with each method name, and the
// answers already given by interface type.
type implIndex struct {
	all    []types.Type
	byName map[string][]int // method name -> indexes in all, ascending
	memo   map[types.Type]types.Type
	checks int
	over   bool
}

func (c *checker) implementers() *implIndex {
	if c.impl != nil {
		return c.impl
	}
	x := &implIndex{byName: map[string][]int{}, memo: map[types.Type]types.Type{}}
	scope := c.pkg.Scope()
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok || tn.IsAlias() || types.IsInterface(tn.Type()) {
			continue
		}
		for _, t := range []types.Type{tn.Type(), types.NewPointer(tn.Type())} {
			ms := types.NewMethodSet(t)
			for i := range ms.Len() {
				m := ms.At(i).Obj().Name()
				x.byName[m] = append(x.byName[m], len(x.all))
			}
			x.all = append(x.all, t)
		}
	}
	c.impl = x
	return x
}

// compiledValue reports whether e is plainly a value another package
// made: a call of its function (errors.New("x")), its package variable
// (io.EOF, not a field of one of its structs),
// or a package variable of the skill set only by such a call and never
// assigned (var ErrX = errors.New("x")). A call that may hand back what
// the skill gave it is not: one given an interface value that may hold
// the skill's type (errors.Unwrap(err), heap.Pop(q)), a generic one
// (cmp.Or), or a method of a store (sync.Map's Load, atomic.Value's,
// a context's Value); errors.Unwrap(wrapped) == myErr crashed the run
// (comparing uncomparable type interp._error).
func (c *checker) compiledValue(e ast.Expr) bool {
	switch e := ast.Unparen(e).(type) {
	case *ast.CallExpr:
		return c.foreignCall(e) && !c.passesThrough(e)
	case *ast.SelectorExpr:
		// Another package's variable (io.EOF), not a field of its
		// struct: the skill sets those (a container/list Element's
		// Value, a ring's), and x.(fmt.Stringer) of one holding the
		// skill's Stringer said false.
		v, ok := c.info.Uses[e.Sel].(*types.Var)
		return ok && !v.IsField() && v.Pkg() != nil && v.Pkg() != c.pkg
	case *ast.Ident:
		v, ok := c.info.Uses[e].(*types.Var)
		if !ok || v.Pkg() != c.pkg || v.Parent() != c.pkg.Scope() {
			return false
		}
		return c.sentinel(v)
	}
	return false
}

// passesThrough reports whether call, of another package's function, may
// return a value the skill handed it (see compiledValue).
func (c *checker) passesThrough(call *ast.CallExpr) bool {
	fn := c.calledFunc(call)
	sig, ok := fn.Type().(*types.Signature)
	if !ok || sig.TypeParams().Len() > 0 {
		return true
	}
	if r := sig.Recv(); r != nil {
		switch types.TypeString(r.Type(), nil) {
		case "*sync.Map", "*sync/atomic.Value", "context.Context", "*container/list.List", "*container/ring.Ring":
			return true
		}
	}
	for _, a := range call.Args {
		if t := c.info.TypeOf(a); t != nil && types.IsInterface(t) && c.implementer(t, call.Pos()) != nil {
			return true
		}
	}
	return false
}

// foreignCall reports whether call calls a function of another package.
func (c *checker) foreignCall(call *ast.CallExpr) bool {
	fn := c.calledFunc(call)
	return fn != nil && fn.Pkg() != nil && fn.Pkg() != c.pkg
}

// calledFunc returns the function or method call names, or nil.
func (c *checker) calledFunc(call *ast.CallExpr) *types.Func {
	var id *ast.Ident
	switch f := ast.Unparen(call.Fun).(type) {
	case *ast.SelectorExpr:
		id = f.Sel
	case *ast.Ident:
		id = f
	}
	if id == nil {
		return nil
	}
	fn, _ := c.info.Uses[id].(*types.Func)
	return fn
}

// sentinel reports whether the package variable v is set by its
// declaration to another package's call and assigned nowhere else.
func (c *checker) sentinel(v *types.Var) bool {
	set := false
	for _, d := range c.file.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok || g.Tok != token.VAR {
			continue
		}
		for _, sp := range g.Specs {
			vs := sp.(*ast.ValueSpec)
			for i, name := range vs.Names {
				if c.info.Defs[name] != v {
					continue
				}
				if len(vs.Values) != len(vs.Names) {
					return false
				}
				call, ok := ast.Unparen(vs.Values[i]).(*ast.CallExpr)
				if !ok || !c.foreignCall(call) {
					return false
				}
				set = true
			}
		}
	}
	if !set {
		return false
	}
	assigned := false
	ast.Inspect(c.file, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			for _, l := range n.Lhs {
				if id, ok := ast.Unparen(l).(*ast.Ident); ok && c.info.Uses[id] == v {
					assigned = true
				}
			}
		case *ast.UnaryExpr:
			if id, ok := ast.Unparen(n.X).(*ast.Ident); ok && n.Op == token.AND && c.info.Uses[id] == v {
				assigned = true // its address taken: it may be set through it
			}
		}
		return !assigned
	})
	return !assigned
}

// isFunc reports whether fun names pkg.name.
func (c *checker) isFunc(fun ast.Expr, pkg, name string) bool {
	sel, ok := ast.Unparen(fun).(*ast.SelectorExpr)
	if !ok {
		return false
	}
	fn, ok := c.info.Uses[sel.Sel].(*types.Func)
	return ok && fn.Pkg() != nil && fn.Pkg().Path() == pkg && fn.Name() == name
}

// checkMapKey reports key, indexing (or in a literal of) the map m, when
// the map's key type is an interface other than the empty one and key may
// hold a type the skill declares: the interpreter cannot hash it (a
// crash, "hash of unhashable type").
func (c *checker) checkMapKey(m, key ast.Expr) {
	t := c.info.TypeOf(m)
	if t == nil {
		return
	}
	mt, ok := t.Underlying().(*types.Map)
	if !ok {
		return
	}
	if _, param := mt.Key().(*types.TypeParam); param {
		return // checked where the generic is instantiated (checkComparableInstances)
	}
	in, ok := mt.Key().Underlying().(*types.Interface)
	if !ok || in.Empty() || !c.mayHoldSkillType(key, key.Pos()) {
		return
	}
	c.errorf(key.Pos(), "a map keyed by %s with a key that may hold a type declared in the skill (%s) is not supported by the interpreter: it crashes; key the map by the concrete type, or by the error's text", types.TypeString(mt.Key(), types.RelativeTo(c.pkg)), c.skillTypeIn(key, key.Pos()))
}

// checkAssert reports x.(T) (or a type switch's case T on x) that the
// interpreter gets wrong: x of an interface another package declares
// (error, fmt.Stringer), other than the empty one, asserted to a type the
// skill declares that is not a pointer, or to an interface the skill
// declares; and x of the empty interface asserted to an interface the
// skill declares with the value bound (bound: not a type switch's case,
// not _, ok := ...), which crashes ("reflect.Set: value of type
// interface {} is not assignable to type interp.valueInterface"). The interpreter keeps such a value in a wrapper of that
// interface, and the assertion always fails (err.(MyErr) is false even
// when err holds a MyErr); to a pointer type it holds.
func (c *checker) checkAssert(x, typ ast.Expr, bound bool) {
	xt, tt := c.info.TypeOf(x), c.info.TypeOf(typ)
	if xt == nil || tt == nil {
		return
	}
	n, ok := types.Unalias(xt).(*types.Named)
	if ok && n.Obj().Pkg() == c.pkg {
		return // the skill's own interface
	}
	in, ok := xt.Underlying().(*types.Interface)
	if !ok {
		return
	}
	if _, ptr := tt.(*types.Pointer); ptr || c.declared(tt) == nil && !literalIface(tt) {
		return
	}
	what := types.TypeString(xt, types.RelativeTo(c.pkg))
	name := types.TypeString(tt, types.RelativeTo(c.pkg))
	if in.Empty() {
		// From any, the skill's concrete types assert right; binding
		// one of its interfaces crashes the run (a type switch, which
		// the normaliser rewrites, and _, ok := v.(I) are right).
		if bound && types.IsInterface(tt) {
			c.errorf(typ.Pos(), "asserting a value of %s to the skill's interface %s is not supported by the interpreter: it crashes; use a type switch (switch s := v.(type) { case %s: ... }), or assert to the concrete type", what, name, name)
		}
		return
	}
	if types.IsInterface(tt) {
		hint := "assert to the concrete type (a pointer: *T)"
		if types.Identical(xt, types.Universe.Lookup("error").Type()) {
			hint += ", or use errors.Unwrap, errors.Is or errors.As"
		}
		c.errorf(typ.Pos(), "asserting a value of %s to the skill's interface %s is not supported by the interpreter: it always fails; %s", what, name, hint)
		return
	}
	c.errorf(typ.Pos(), "asserting a value of %s to the skill's type %s is not supported by the interpreter: it always fails; declare %s's methods on *%s, return &%s{...}, and assert to *%s", what, name, name, name, name, name)
}

// literalIface reports whether t is an interface with methods written out
// (interface{ Unwrap() error }): the interpreter asserts to it as to an
// interface the skill declares.
func literalIface(t types.Type) bool {
	in, ok := types.Unalias(t).(*types.Interface)
	return ok && in.NumMethods() > 0
}

// checkAssertError reports a type switch's case error binding x, x of the
// empty interface, when the skill declares an error type: the interpreter
// crashes binding one ("call of reflect.Value.Type on zero Value"). The
// normaliser rewrites x.(error) and every other type switch (assertIface,
// typeSwitch); checkConstructs calls this for a labeled type switch with
// an init statement, which it leaves alone.
func (c *checker) checkAssertError(x, typ ast.Expr, bound bool) {
	xt, tt := c.info.TypeOf(x), c.info.TypeOf(typ)
	if !bound || xt == nil || tt == nil || !types.Identical(tt, types.Universe.Lookup("error").Type()) {
		return
	}
	in, ok := xt.Underlying().(*types.Interface)
	if !ok || !in.Empty() {
		return
	}
	n := c.implementer(tt, typ.Pos())
	if n == nil {
		return
	}
	name := types.TypeString(n, types.RelativeTo(c.pkg))
	c.errorf(typ.Pos(), "asserting a value of %s to error is not supported by the interpreter when it may hold the skill's error type %s: it crashes; assert to %s first (if e, ok := v.(%s); ok { ... })", types.TypeString(xt, types.RelativeTo(c.pkg)), name, name, name)
}
