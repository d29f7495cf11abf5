package check

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"
)

// yaegi v0.16.1 keeps one copy of a generic function or method for each
// name and list of type arguments (its generic cache is keyed by
// "Pop[int]"), and a method's name there is the method's alone, not its
// type's: with type Stack[T any] and type Queue[T any] both declaring
// Pop, Queue[int]'s Pop ran Stack[int]'s body (popping the last element
// where the queue pops the first), silently, or did not compile
// (undefined selector) when the bodies named different fields; a generic
// function named as the method, called with the same type arguments,
// took the method's place likewise. checkMethodClash refuses a method of
// a generic type that another generic type, or a generic function,
// shares the name of when both may be instantiated with the same type
// arguments.

// instanceKeys returns, for each generic function and generic type of
// the skill (by object), the lists of type arguments it is instantiated
// with, written out ("int,string"); a list holding a type parameter is
// "*" (any list of its length may come of it) with its length. The
// receiver of a generic type's own method is not an instantiation.
func (c *checker) instanceKeys() map[types.Object][]string {
	// The methods of each generic type: within them its own type
	// parameters instantiate nothing new.
	own := map[types.Object][]*ast.FuncDecl{}
	for _, d := range c.file.Decls {
		if fd, ok := d.(*ast.FuncDecl); ok && fd.Recv != nil {
			if obj := c.recvOrigin(fd); obj != nil {
				own[obj] = append(own[obj], fd)
			}
		}
	}
	within := func(obj types.Object, p token.Pos) bool {
		for _, fd := range own[obj] {
			if fd.Pos() <= p && p < fd.End() {
				return true
			}
		}
		return false
	}
	keys := map[types.Object][]string{}
	// seen keeps the keys listed, by type: looking for each in the list
	// took time in the square of the file's instances (1.5 s of 25,000).
	seen := map[types.Object]map[string]bool{}
	for id, inst := range c.info.Instances {
		obj := c.info.Uses[id]
		if obj == nil || obj.Pkg() != c.pkg || inst.TypeArgs == nil {
			continue
		}
		var parts []string
		wild := false
		for i := range inst.TypeArgs.Len() {
			a := inst.TypeArgs.At(i)
			if mentionsTypeParam(a) {
				wild = true
			}
			parts = append(parts, types.TypeString(a, types.RelativeTo(c.pkg)))
		}
		k := strings.Join(parts, ",")
		if wild {
			if within(obj, id.Pos()) {
				continue
			}
			k = "*" + strings.Repeat(",", len(parts)-1)
		}
		if seen[obj] == nil {
			seen[obj] = map[string]bool{}
		}
		if !seen[obj][k] {
			seen[obj][k] = true
			keys[obj] = append(keys[obj], k)
		}
	}
	return keys
}

// recvOrigin returns the generic type whose method fd is (nil for a
// method of a type without type parameters).
func (c *checker) recvOrigin(fd *ast.FuncDecl) types.Object {
	fn, ok := c.info.Defs[fd.Name].(*types.Func)
	if !ok {
		return nil
	}
	sig := fn.Type().(*types.Signature)
	if sig.Recv() == nil || sig.RecvTypeParams().Len() == 0 {
		return nil
	}
	rt := sig.Recv().Type()
	if p, ok := rt.(*types.Pointer); ok {
		rt = p.Elem()
	}
	if n, ok := types.Unalias(rt).(*types.Named); ok {
		return n.Origin().Obj()
	}
	return nil
}

// mentionsTypeParam reports whether t is or holds a type parameter.
func mentionsTypeParam(t types.Type) bool {
	found := false
	var walk func(types.Type, int)
	walk = func(t types.Type, depth int) {
		if found || depth > 8 {
			return
		}
		switch t := t.(type) {
		case *types.TypeParam:
			found = true
		case *types.Pointer:
			walk(t.Elem(), depth+1)
		case *types.Slice:
			walk(t.Elem(), depth+1)
		case *types.Array:
			walk(t.Elem(), depth+1)
		case *types.Map:
			walk(t.Key(), depth+1)
			walk(t.Elem(), depth+1)
		case *types.Chan:
			walk(t.Elem(), depth+1)
		case *types.Named:
			for i := range t.TypeArgs().Len() {
				walk(t.TypeArgs().At(i), depth+1)
			}
		case *types.Signature:
			for i := range t.Params().Len() {
				walk(t.Params().At(i).Type(), depth+1)
			}
			for i := range t.Results().Len() {
				walk(t.Results().At(i).Type(), depth+1)
			}
		case *types.Struct:
			for i := range t.NumFields() {
				walk(t.Field(i).Type(), depth+1)
			}
		}
	}
	walk(t, 0)
	return found
}

// keysMeet reports whether two lists of instantiations share one: equal,
// or one of them "*" of the other's length.
func keysMeet(a, b []string) (string, bool) {
	for _, x := range a {
		for _, y := range b {
			wx, wy := strings.HasPrefix(x, "*"), strings.HasPrefix(y, "*")
			switch {
			case !wx && !wy && x == y:
				return x, true
			case wx && wy && x == y:
				return "", true
			case wx && !wy && strings.Count(x, ",") == strings.Count(y, ","):
				return y, true
			case wy && !wx && strings.Count(x, ",") == strings.Count(y, ","):
				return x, true
			}
		}
	}
	return "", false
}

// checkMethodClash reports a method of a generic type whose name another
// generic type's method, declared before it, or a generic function has,
// when both may be instantiated with the same type arguments (see
// above).
func (c *checker) checkMethodClash() {
	type owner struct {
		obj  types.Object // the generic type or function
		name *ast.Ident   // the method's or function's name
	}
	byName := map[string][]owner{}
	for _, d := range c.file.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok {
			continue
		}
		fn, ok := c.info.Defs[fd.Name].(*types.Func)
		if !ok {
			continue
		}
		sig := fn.Type().(*types.Signature)
		if sig.Recv() == nil && sig.TypeParams().Len() > 0 {
			byName[fd.Name.Name] = append(byName[fd.Name.Name], owner{fn, fd.Name})
		} else if obj := c.recvOrigin(fd); obj != nil {
			byName[fd.Name.Name] = append(byName[fd.Name.Name], owner{obj, fd.Name})
		}
	}
	keys := c.instanceKeys()
	for name, owners := range byName {
		for j := 1; j < len(owners); j++ {
			for i := range j {
				a, b := owners[i], owners[j]
				if a.obj == b.obj {
					continue
				}
				args, ok := keysMeet(keys[a.obj], keys[b.obj])
				if !ok {
					continue
				}
				at, other := b, a
				if _, fn := b.obj.(*types.Func); fn {
					at, other = a, b
				}
				with := "the same type arguments"
				if args != "" {
					with = "[" + args + "]"
				}
				what := "generic type " + other.obj.Name() + "'s method " + name
				if _, fn := other.obj.(*types.Func); fn {
					what = "generic function " + name
				}
				c.errorf(at.name.Pos(), "method %s of the generic type %s has the name of the %s, both instantiated with %s, which is not supported by the interpreter: it keeps one copy of a generic method per name and type arguments, so one runs the other's body; rename one of them, or declare %s without type parameters", name, at.obj.Name(), what, with, at.obj.Name())
			}
		}
	}
}
