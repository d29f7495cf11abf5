package check

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"sort"
	"strings"
	"unicode"
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
// with, written out ("int,string"). An instance holding type parameters
// (entry[K, V] in a method of LRU[K, V], LRU[K, V] in NewLRU[K, V]) is
// resolved through the declaration around it: for each list that
// declaration is instantiated with, its type parameters replaced (so
// NewLRU[int, blob] makes LRU[int, blob] and entry[int, blob]). What
// cannot be resolved that way (a declaration instantiated only with type
// parameters no call resolves, or resolution past maxResolve rounds) is
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
	lists := map[types.Object][][]string{} // keys' type arguments, one string each
	// seen keeps the keys listed, by type: looking for each in the list
	// took time in the square of the file's instances (1.5 s of 25,000).
	seen := map[types.Object]map[string]bool{}
	add := func(obj types.Object, args []string) bool {
		k := strings.Join(args, ",")
		if seen[obj] == nil {
			seen[obj] = map[string]bool{}
		}
		if seen[obj][k] {
			return false
		}
		seen[obj][k] = true
		keys[obj] = append(keys[obj], k)
		if !strings.HasPrefix(k, "*") {
			lists[obj] = append(lists[obj], args)
		}
		return true
	}
	// pending: instances holding type parameters, with the declaration
	// whose parameters they are.
	type pending struct {
		obj    types.Object
		args   []string
		around types.Object
		params []string
	}
	var waits []pending
	waiting := map[string]bool{} // one pending per instance text and declaration
	for id, inst := range c.info.Instances {
		obj := c.info.Uses[id]
		if obj == nil || obj.Pkg() != c.pkg || inst.TypeArgs == nil {
			continue
		}
		var args []string
		wild := false
		for i := range inst.TypeArgs.Len() {
			a := inst.TypeArgs.At(i)
			wild = wild || mentionsTypeParam(a)
			args = append(args, types.TypeString(a, types.RelativeTo(c.pkg)))
		}
		if !wild {
			add(obj, args)
			continue
		}
		if within(obj, id.Pos()) {
			continue
		}
		if around, params := c.declAround(id.Pos()); around != nil {
			if k := fmt.Sprintf("%p %p %s", obj, around, strings.Join(args, ";")); !waiting[k] {
				waiting[k] = true
				waits = append(waits, pending{obj, args, around, params})
			}
			continue
		}
		add(obj, []string{"*" + strings.Repeat(",", len(args)-1)})
	}
	// Resolve, round by round, until nothing new is listed, within a
	// bound on the substitutions (a file of many generic functions each
	// instantiated many times would otherwise cost their product).
	work := 0
	for range maxResolve {
		added := false
		for _, w := range waits {
			if work += len(lists[w.around]); work > maxSubstitutions {
				break
			}
			for _, concrete := range lists[w.around] {
				if len(concrete) != len(w.params) {
					continue
				}
				sub := map[string]string{}
				for i, p := range w.params {
					sub[p] = concrete[i]
				}
				args := make([]string, len(w.args))
				for i, a := range w.args {
					args[i] = substNames(a, sub)
					// Text counts too: F[T] calling F[p[T, T]] doubles
					// it each round.
					work += len(args[i]) / 64
				}
				added = add(w.obj, args) || added
			}
		}
		if !added && work <= maxSubstitutions {
			c.instLists = lists
			return keys
		}
		if work > maxSubstitutions {
			break
		}
	}
	c.instLists = lists
	// Past the bounds (generic code instantiating itself with ever larger
	// types, or too many to resolve): any list of each waiting instance's
	// length.
	for _, w := range waits {
		add(w.obj, []string{"*" + strings.Repeat(",", len(w.args)-1)})
	}
	return keys
}

// maxResolve bounds the rounds instanceKeys resolves instances in, and
// maxSubstitutions the type arguments it substitutes in all.
const (
	maxResolve       = 8
	maxSubstitutions = 200000
)

// substNames replaces in a type's text each identifier sub names (not
// a package-qualified name's second part: time.K stays) by its value.
func substNames(s string, sub map[string]string) string {
	var b strings.Builder
	ident := func(r rune) bool { return r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r) }
	rs := []rune(s)
	for i := 0; i < len(rs); {
		if !ident(rs[i]) || unicode.IsDigit(rs[i]) {
			b.WriteRune(rs[i])
			i++
			continue
		}
		j := i
		for j < len(rs) && ident(rs[j]) {
			j++
		}
		name := string(rs[i:j])
		if r, ok := sub[name]; ok && (i == 0 || rs[i-1] != '.') {
			b.WriteString(r)
		} else {
			b.WriteString(name)
		}
		i = j
	}
	return b.String()
}

// declAround returns the generic declaration around p, and the names of
// the type parameters it declares there: a generic function's, a method
// of a generic type's receiver's (for the type), a generic type's.
func (c *checker) declAround(p token.Pos) (types.Object, []string) {
	names := func(l *types.TypeParamList) []string {
		var ns []string
		for i := range l.Len() {
			ns = append(ns, l.At(i).Obj().Name())
		}
		return ns
	}
	switch d := c.declAt(p).(type) {
	case *ast.FuncDecl:
		fn, ok := c.info.Defs[d.Name].(*types.Func)
		if !ok {
			return nil, nil
		}
		sig := fn.Type().(*types.Signature)
		if sig.TypeParams().Len() > 0 {
			return fn, names(sig.TypeParams())
		}
		if obj := c.recvOrigin(d); obj != nil {
			return obj, names(sig.RecvTypeParams())
		}
	case *ast.GenDecl:
		for _, s := range d.Specs {
			ts, ok := s.(*ast.TypeSpec)
			if !ok || !within(p, ts) || ts.TypeParams == nil {
				continue
			}
			if tn, ok := c.info.Defs[ts.Name].(*types.TypeName); ok {
				if n, ok := tn.Type().(*types.Named); ok {
					return tn, names(n.TypeParams())
				}
			}
		}
	}
	return nil, nil
}

// recvOrigin returns the generic type whose method fd is (nil for a
// method of a type without type parameters): genericRecv's, as an object.
func (c *checker) recvOrigin(fd *ast.FuncDecl) types.Object {
	if g := genericRecv(c.info, fd); g != nil {
		return g.Obj()
	}
	return nil
}

// declAt returns the file's top-level declaration around p, or nil.
func (c *checker) declAt(p token.Pos) ast.Decl {
	for _, d := range c.file.Decls {
		if within(p, d) {
			return d
		}
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
	// In order, so a message names the same type arguments on every
	// check (the lists come from a map's walk).
	for _, ks := range keys {
		sort.Strings(ks)
	}
	var ifaces []map[string]bool
	// In order: the names given renamed methods, and so the normalised
	// source and its version, are the same on every check.
	names := make([]string, 0, len(byName))
	for name := range byName {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		owners := byName[name]
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
				atFn, _ := c.info.Defs[at.name].(*types.Func)
				var otherFn *types.Func // other's method (nil: a generic function)
				if _, fn := other.obj.(*types.Func); !fn {
					otherFn, _ = c.info.Defs[other.name].(*types.Func)
				}
				if (atFn != nil && c.renamed[atFn] != "") || (otherFn != nil && c.renamed[otherFn] != "") {
					continue // renamed already, for another clash
				}
				// A method that no interface its type may implement names
				// (nor fmt, errors or encoding/json by reflection) is
				// called only by its name: it runs as written under a
				// name of its own. The later one is renamed, else the
				// other.
				if ifaces == nil {
					ifaces = c.ifaceMethodSets()
				}
				if rename := c.renameable(at.obj, atFn, name, ifaces); rename != nil || otherFn != nil {
					if rename == nil {
						rename = c.renameable(other.obj, otherFn, name, ifaces)
					}
					if rename != nil {
						if c.renamed == nil {
							c.renamed = map[types.Object]string{}
						}
						c.renamed[rename] = fmt.Sprintf("_skillrun_m%d_%s", len(c.renamed)+1, name)
						continue
					}
				}
				with := "the same type arguments"
				if args != "" {
					with = "[" + args + "]"
				}
				what := "generic type " + other.obj.Name() + "'s method " + name
				if _, fn := other.obj.(*types.Func); fn {
					what = "generic function " + name
				}
				why := "an interface both types may implement names " + name
				if reflectMethods[name] {
					why = "fmt, errors and encoding/json call " + name + " by its name"
				}
				c.errorf(at.name.Pos(), "method %s of the generic type %s has the name of the %s, both instantiated with %s, which is not supported by the interpreter: it keeps one copy of a generic method per name and type arguments, so one runs the other's body (skillrun renames such a method, but %s); rename one of them, or declare %s without type parameters", name, at.obj.Name(), what, with, why, at.obj.Name())
			}
		}
	}
}

// reflectMethods are the methods the standard library calls on a value
// by their names, finding them through interfaces no file names (fmt's
// String, Error, Format and GoString; errors' Unwrap, Is and As;
// encoding/json's): a generic type's method of such a name is never
// renamed.
var reflectMethods = map[string]bool{"String": true, "Error": true, "Format": true, "GoString": true,
	"Unwrap": true, "Is": true, "As": true, "MarshalJSON": true, "UnmarshalJSON": true, "MarshalText": true, "UnmarshalText": true}

// ifaceMethodSets returns the method names of every interface the
// file's code holds a value in or passes one to, one set an interface:
// the types of its expressions and declarations, and the parameters and
// results of the functions it calls (heap.Push's heap.Interface), walked
// to a bounded depth.
func (c *checker) ifaceMethodSets() []map[string]bool {
	var sets []map[string]bool
	seen := map[types.Type]bool{}
	var walk func(t types.Type, depth int)
	walk = func(t types.Type, depth int) {
		if t == nil || depth > 6 || seen[t] || len(seen) > maxIfaceWalk {
			return
		}
		seen[t] = true
		switch u := types.Unalias(t).(type) {
		case *types.Named:
			if it, ok := u.Underlying().(*types.Interface); ok {
				walk(it, depth+1)
			}
			for i := range u.TypeArgs().Len() {
				walk(u.TypeArgs().At(i), depth+1)
			}
		case *types.Interface:
			if u.NumMethods() > 0 {
				names := map[string]bool{}
				for i := range u.NumMethods() {
					names[u.Method(i).Name()] = true
				}
				sets = append(sets, names)
			}
		case *types.TypeParam:
			walk(u.Constraint(), depth+1)
		case *types.Signature:
			for i := range u.Params().Len() {
				walk(u.Params().At(i).Type(), depth+1)
			}
			for i := range u.Results().Len() {
				walk(u.Results().At(i).Type(), depth+1)
			}
		case *types.Pointer:
			walk(u.Elem(), depth+1)
		case *types.Slice:
			walk(u.Elem(), depth+1)
		case *types.Array:
			walk(u.Elem(), depth+1)
		case *types.Map:
			walk(u.Key(), depth+1)
			walk(u.Elem(), depth+1)
		case *types.Chan:
			walk(u.Elem(), depth+1)
		case *types.Struct:
			for i := range u.NumFields() {
				walk(u.Field(i).Type(), depth+1)
			}
		}
	}
	for _, tv := range c.info.Types {
		walk(tv.Type, 0)
	}
	for _, obj := range c.info.Defs {
		if obj != nil {
			walk(obj.Type(), 0)
		}
	}
	for _, obj := range c.info.Uses {
		if fn, ok := obj.(*types.Func); ok {
			walk(fn.Type(), 0)
		}
	}
	return sets
}

// renameable returns fn, the method name of the generic type obj, when
// it may be renamed: no name reflection finds, and no interface of sets
// holding name whose every method the type has (by name: it may
// implement it). Nil when it may not.
func (c *checker) renameable(obj types.Object, fn *types.Func, name string, sets []map[string]bool) *types.Func {
	if fn == nil || reflectMethods[name] {
		return nil
	}
	tn, ok := obj.(*types.TypeName)
	if !ok {
		return nil
	}
	has := map[string]bool{}
	ms := types.NewMethodSet(types.NewPointer(tn.Type()))
	for i := range ms.Len() {
		has[ms.At(i).Obj().Name()] = true
	}
	for _, set := range sets {
		if !set[name] {
			continue
		}
		all := true
		for m := range set {
			all = all && has[m]
		}
		if all {
			return nil
		}
	}
	return fn
}

// maxIfaceWalk bounds the types ifaceMethodNames looks at; past it, it
// may miss an interface's method names, and a method of such a name
// renamed would not satisfy it: the file does not compile then (a type
// without the method), it never runs another's body.
const maxIfaceWalk = 100000

// renameMethods writes the names checkMethodClash gave the methods it
// renamed: at their declarations, and wherever the file names them (a
// call, a method value or expression; methodSelector writes its own).
func (nz *normaliser) renameMethods() {
	c := nz.c
	if len(c.renamed) == 0 {
		return
	}
	ast.Inspect(c.file, func(n ast.Node) bool {
		id, ok := n.(*ast.Ident)
		if !ok || nz.renameWritten[id] {
			return true
		}
		if to := nz.renamedTo(id); to != "" {
			nz.replace(id.Pos(), id.End(), to)
		}
		return true
	})
}

// renamedTo returns the name checkMethodClash gave the method id
// declares or names ("" when it kept its name).
func (nz *normaliser) renamedTo(id *ast.Ident) string {
	c := nz.c
	if len(c.renamed) == 0 {
		return ""
	}
	obj := c.info.Defs[id]
	if obj == nil {
		obj = c.info.Uses[id]
	}
	fn, ok := obj.(*types.Func)
	if !ok {
		return ""
	}
	return c.renamed[fn.Origin()]
}
