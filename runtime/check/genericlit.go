package check

import (
	"go/ast"
	"go/types"
)

// checkTypeParamFields refuses a field of a generic struct type named as
// one of the type's parameters (type pair[K, V any] struct{ K K; V V }):
// the interpreter substitutes the type argument for the field's name
// too, so pair[string, int]{"a", 1} had fields named string and int (a
// result wrote {"Xstring":"a","Xint":1} where Go writes {"K":"a","V":1},
// silently), and a keyed literal pair[string, int]{K: "a"} did not
// compile.
func (c *checker) checkTypeParamFields() {
	for _, d := range c.file.Decls {
		gd, ok := d.(*ast.GenDecl)
		if !ok {
			continue
		}
		for _, s := range gd.Specs {
			ts, ok := s.(*ast.TypeSpec)
			if !ok || ts.TypeParams == nil {
				continue
			}
			params := map[string]bool{}
			for _, f := range ts.TypeParams.List {
				for _, n := range f.Names {
					params[n.Name] = true
				}
			}
			ast.Inspect(ts.Type, func(n ast.Node) bool {
				st, ok := n.(*ast.StructType)
				if !ok {
					return true
				}
				for _, f := range st.Fields.List {
					for _, n := range f.Names {
						if params[n.Name] {
							c.errorf(n.Pos(), "field %s of generic type %s has the name of a type parameter: the interpreter gives the field the type argument's name (a result or fmt shows it so, silently); rename the field or the type parameter", n.Name, ts.Name.Name)
						}
					}
				}
				return true
			})
		}
	}
}

// checkGenericLitInIface refuses a composite literal of a generic type
// of several type arguments written as an element of a composite literal
// of a slice, array or map of interfaces (skills.Result{"p": pair[string,
// int]{"a", 1}}, []any{pair[int, int]{}}): the interpreter fails to
// compile it ("compositeGenerator not implemented for type kind:
// interface", or a crash). Assigned to a variable first, it compiles.
func (c *checker) checkGenericLitInIface() {
	ast.Inspect(c.file, func(n ast.Node) bool {
		outer, ok := n.(*ast.CompositeLit)
		if !ok {
			return true
		}
		t := c.info.TypeOf(outer)
		if t == nil {
			return true
		}
		elem := containerElem(t)
		if elem == nil || !types.IsInterface(elem) {
			return true // a struct's interface field takes one (holder{V: pair[int, int]{}})
		}
		for _, e := range outer.Elts {
			if kv, ok := e.(*ast.KeyValueExpr); ok {
				e = kv.Value
			}
			inner, ok := ast.Unparen(e).(*ast.CompositeLit)
			if !ok {
				continue
			}
			if named, ok := types.Unalias(c.info.TypeOf(inner)).(*types.Named); ok && named.TypeArgs().Len() >= 2 {
				c.errorf(inner.Pos(), "a literal of %s, a generic type of several type arguments, in a slot of interface type: the interpreter cannot compile it; assign it to a variable first and use the variable", types.TypeString(named, types.RelativeTo(c.pkg)))
			}
		}
		return true
	})
}
