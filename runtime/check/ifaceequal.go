package check

import (
	"go/ast"
	"go/token"
	"go/types"
)

// yaegi v0.16.1 keeps a value of a type the skill declares with methods,
// stored in an any, as a wrapper of the expression's node and the slot it
// was read from (see ifacecopy.go, which makes every such store one), and
// compares two such values by node and slot: any(p1) == any(p2), or a and
// b of var a, b any = p1, p2, answered false for equal structs (Go: true),
// silently. checkCompare refuses a comparison of interfaces that may hold
// the skill's types, but for two values of the empty interface (mostly
// decoded data). ifaceEqual rewrites such a comparison, in a skill that
// declares a type with methods, to plain.Equal, which compares the values
// the wrappers hold: x == y becomes _skillrun_plain.Equal(x, y), and
// x != y, !_skillrun_plain.Equal(x, y). So does a comparison of two
// values of a struct or array type holding an interface (Rec{V: p1} ==
// Rec{V: p2} was false), which plain.Equal compares field by field.
func (nz *normaliser) ifaceEqual(e *ast.BinaryExpr) {
	if e.Op != token.EQL && e.Op != token.NEQ {
		return
	}
	both := nz.emptyIfaceOperand(e.X) && nz.emptyIfaceOperand(e.Y)
	if !both && !(holdsIface(nz.c.info.TypeOf(e.X), 0) && holdsIface(nz.c.info.TypeOf(e.Y), 0)) || !nz.c.skillHasMethods() {
		return
	}
	open := "_skillrun_plain.Equal("
	if e.Op == token.NEQ {
		open = "!" + open
	}
	nz.plain = true
	nz.wrap(e.X.Pos(), e.Y.End(), "("+open, "))")
	nz.replace(e.OpPos, e.OpPos+token.Pos(len(e.Op.String())), ",")
}

// emptyIfaceOperand reports whether e is a value of the empty interface
// (not a type parameter, not nil) that may hold a type the skill declares.
func (nz *normaliser) emptyIfaceOperand(e ast.Expr) bool {
	return nz.c.emptyIfaceOperand(e)
}

func (c *checker) emptyIfaceOperand(e ast.Expr) bool {
	return c.isEmptyInterface(e) && !c.isTypeParam(e) && c.mayHoldSkillType(e, e.Pos())
}

// skillHasMethods reports whether the skill declares a type with methods
// (T or *T), whose values the interpreter wraps in an any.
func (c *checker) skillHasMethods() bool { return c.typeWithMethods() != nil }

// typeWithMethods returns the first type of the skill (T or *T) with
// methods, or nil.
func (c *checker) typeWithMethods() types.Type {
	for _, t := range c.implementers().all {
		if anyMethods(t) {
			return t
		}
	}
	return nil
}

// checkSwitchCase reports a case of a switch on a value of the empty
// interface whose expression is itself such a value, in a skill that
// declares a type with methods: the interpreter compares the two as
// ifaceEqual says, and never took the case when both held equal values
// of the skill's type (silently).
func (c *checker) checkSwitchCase(tag, e ast.Expr) {
	t := c.typeWithMethods()
	if t == nil || !c.emptyIfaceOperand(tag) || !c.emptyIfaceOperand(e) {
		return
	}
	c.errorf(e.Pos(), "a case of an interface value in a switch on an interface value that may hold a type declared in the skill with methods (%s) is not supported by the interpreter: it never takes the case when both hold equal values of that type; write the switch as if x == y { ... } else if ...", types.TypeString(t, types.RelativeTo(c.pkg)))
}

// holdsIface reports whether t is a struct or array type that holds a
// value of an interface type, in its fields or elements at any depth
// (not through pointers, slices or maps, which == does not follow).
func holdsIface(t types.Type, depth int) bool {
	if t == nil || depth > 32 {
		return false
	}
	switch u := t.Underlying().(type) {
	case *types.Struct:
		for i := range u.NumFields() {
			ft := u.Field(i).Type()
			if types.IsInterface(ft) && !isTypeParamType(ft) || holdsIface(ft, depth+1) {
				return true
			}
		}
	case *types.Array:
		return types.IsInterface(u.Elem()) && !isTypeParamType(u.Elem()) || holdsIface(u.Elem(), depth+1)
	}
	return false
}

func isTypeParamType(t types.Type) bool {
	_, ok := t.(*types.TypeParam)
	return ok
}

// checkIfaceStructKey reports a key of a map (indexed, or in a literal)
// whose key type is a struct or array type holding an interface, in a
// skill that declares a type with methods: the interpreter hashes and
// compares its wrappers of the skill's values in such a key by node and
// slot (see ifaceEqual), so equal keys made two entries, silently.
func (c *checker) checkIfaceStructKey(m, key ast.Expr) {
	mt, ok := underlying(c.info.TypeOf(m)).(*types.Map)
	if !ok || !holdsIface(mt.Key(), 0) {
		return
	}
	t := c.typeWithMethods()
	if t == nil {
		return
	}
	c.errorf(key.Pos(), "a map keyed by %s, which holds interface values, is not supported by the interpreter in a skill that declares a type with methods (%s): equal keys holding such values are different entries; key the map by a string, or by a struct of concrete fields", types.TypeString(mt.Key(), types.RelativeTo(c.pkg)), types.TypeString(t, types.RelativeTo(c.pkg)))
}

// checkAnyKey reports a key of a map (indexed, or in a literal) whose key
// type is an empty interface (any, or one the skill declares) when the key
// is a value of a type the skill declares with methods, or an interface
// that may hold one: the interpreter hashes and compares its wrappers of
// such values, not the values, so equal keys made two entries, silently
// (m[a]++; m[b]++ after var a, b any = p{1}, p{1}, or map[any]int{a: 1}
// then m[b]; see ifaceEqual). A map whose key type is an interface with
// methods is checkMapKey's.
func (c *checker) checkAnyKey(m, key ast.Expr) {
	mt, ok := underlying(c.info.TypeOf(m)).(*types.Map)
	if !ok || isTypeParamType(mt.Key()) {
		return
	}
	if in, ok := mt.Key().Underlying().(*types.Interface); !ok || !in.Empty() {
		return
	}
	kt := c.info.TypeOf(key)
	if kt == nil || isTypeParamType(kt) {
		return
	}
	var held types.Type
	if types.IsInterface(kt) {
		if c.mayHoldSkillType(key, key.Pos()) {
			held = c.typeWithMethods()
		}
	} else if n := c.declared(kt); n != nil && (anyMethods(n) || anyMethods(types.NewPointer(n))) {
		held = kt
	}
	if held == nil {
		return
	}
	c.errorf(key.Pos(), "a map keyed by %s with a key that may hold a type declared in the skill with methods (%s) is not supported by the interpreter: equal keys holding such values are different entries; key the map by a comparable concrete type, or by a string", types.TypeString(mt.Key(), types.RelativeTo(c.pkg)), types.TypeString(held, types.RelativeTo(c.pkg)))
}
