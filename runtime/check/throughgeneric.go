package check

import (
	"go/ast"
	"go/types"
)

// checkThroughGenerics reports a type the skill declares without type
// parameters that reaches itself through the type arguments of a generic
// type's instance (type node struct{ kids box[node] }, box[[]node],
// box[map[string]node], or box[*list] with list holding a node). yaegi
// v0.16.1 builds such a type with a placeholder in the instance that it
// never replaces: the skill fails to compile ("cannot use type node as
// type unsafe2.dummy", "reflect.StructOf: field 1 has no type") or panics
// at run time ("reflect: Field index out of range"), where vet said
// nothing; a pointer to the type itself (box[*node]) compiles, then
// panics as its values are used. Each type is reported once, at the
// first type argument that leads back to it.
func (c *checker) checkThroughGenerics() {
	ast.Inspect(c.file, func(n ast.Node) bool {
		ts, ok := n.(*ast.TypeSpec)
		if !ok || ts.TypeParams != nil && ts.TypeParams.NumFields() > 0 {
			return true
		}
		tn, ok := c.info.Defs[ts.Name].(*types.TypeName)
		if !ok || tn.IsAlias() {
			return true
		}
		reported := false
		ast.Inspect(ts.Type, func(n ast.Node) bool {
			if reported {
				return false
			}
			x, indices := indexed(n)
			if x == nil {
				return true
			}
			if g, ok := c.info.TypeOf(n.(ast.Expr)).(*types.Named); !ok || g.TypeArgs().Len() == 0 {
				return true
			}
			for _, e := range indices {
				t := c.info.TypeOf(e)
				if c.mentionsType(t, tn, map[types.Type]bool{}) {
					c.errorf(e.Pos(), "the type %s refers to itself through %s, a type argument of %s: the interpreter cannot build such a type (the skill fails to compile or crashes); hold the %s values in a slice, map or pointer of its own ([]*%s, map[string]*%s), not in a generic type's instance",
						tn.Name(), types.ExprString(e), types.ExprString(x), tn.Name(), tn.Name(), tn.Name())
					reported = true
					return false
				}
			}
			return true
		})
		return true
	})
}

// mentionsType reports whether t is or holds the type tn declares,
// through the definitions of the skill's own types and the type
// arguments and fields of instances.
func (c *checker) mentionsType(t types.Type, tn *types.TypeName, seen map[types.Type]bool) bool {
	if t == nil || seen[t] {
		return false
	}
	seen[t] = true
	var parts []types.Type
	switch t := types.Unalias(t).(type) {
	case *types.Named:
		if t.Obj() == tn {
			return true
		}
		if t.Obj().Pkg() != c.pkg {
			return false
		}
		for i := range t.TypeArgs().Len() {
			parts = append(parts, t.TypeArgs().At(i))
		}
		parts = append(parts, t.Underlying())
	case *types.Pointer:
		parts = append(parts, t.Elem())
	case *types.Slice:
		parts = append(parts, t.Elem())
	case *types.Array:
		parts = append(parts, t.Elem())
	case *types.Chan:
		parts = append(parts, t.Elem())
	case *types.Map:
		parts = append(parts, t.Key(), t.Elem())
	case *types.Struct:
		for i := range t.NumFields() {
			parts = append(parts, t.Field(i).Type())
		}
	case *types.Signature:
		for _, tup := range []*types.Tuple{t.Params(), t.Results()} {
			for i := range tup.Len() {
				parts = append(parts, tup.At(i).Type())
			}
		}
	case *types.Interface:
		for i := range t.NumExplicitMethods() {
			parts = append(parts, t.ExplicitMethod(i).Type())
		}
	}
	for _, p := range parts {
		if c.mentionsType(p, tn, seen) {
			return true
		}
	}
	return false
}
