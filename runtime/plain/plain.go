// Package plain takes a skill's values out of the interpreter's wrappers
// where they leave it: see Plain. It is a leaf: the sandbox calls it on
// results and env calls, and the normaliser on what a skill hands fmt and
// encoding/json (registered for normalised code only, in
// runtime/symbols; a skill cannot import it).
package plain

import (
	"reflect"
	"strings"
	"unsafe"

	"github.com/skillrun/skillrun/skills"
)

// The interpreter keeps a value of a type the skill declares with methods,
// held in an interface slot of a container ([]any{Rect{1, 2}}, a
// []Shape, a map[string]Shape, a struct field of interface type), as its
// own wrapper: an unexported struct {node, value}. Compiled code sees the
// wrapper, not the value: encoding/json wrote {} for it (a result of
// []any{Rect{1, 2}} came out [{}]), and fmt printed the interpreter's
// pointers. Plain replaces each wrapper with the value it holds, where a
// skill's values leave the interpreter (results, detection attributes,
// env.Call arguments, actions, log values). It also marks as embedded
// again each field the author embedded (the normaliser tagged it: see
// check.EmbeddedTag), which the interpreter's types lose, so that
// encoding/json promotes its fields as Go does.

// isWrapper reports whether t is the interpreter's interface wrapper
// (yaegi v0.16.1's interp.valueInterface: node, then value).
func isWrapper(t reflect.Type) bool {
	return t.Kind() == reflect.Struct && t.Name() == "valueInterface" && t.PkgPath() == "github.com/traefik/yaegi/interp" &&
		t.NumField() == 2 && t.Field(1).Type == reflect.TypeFor[reflect.Value]()
}

// isIfaceWrapper reports whether t is a wrapper the interpreter makes for
// a value of the skill's type held in another package's interface with
// methods (error, fmt.Stringer): a struct yaegi generates for that
// interface (interp._error, the _fmt_Stringer of runtime/symbols, any
// "yaegi extract" wrapper), whose first field IValue holds the value and
// whose other fields, W and a method's name, its methods as funcs. A
// func does not encode: a result holding one failed with "json:
// unsupported type: func() string". A skill's own types are never named
// (the interpreter's types are unnamed), so none can pass for one.
func isIfaceWrapper(t reflect.Type) bool {
	if t.Kind() != reflect.Struct || !strings.HasPrefix(t.Name(), "_") || t.PkgPath() == "" || t.NumField() < 2 {
		return false
	}
	if f := t.Field(0); f.Name != "IValue" || f.Type != anyType {
		return false
	}
	for i := 1; i < t.NumField(); i++ {
		if f := t.Field(i); !strings.HasPrefix(f.Name, "W") || f.Type.Kind() != reflect.Func {
			return false
		}
	}
	return true
}

// maxPlainDepth bounds the walk (a cyclic structure ends there, as JSON
// would refuse it anyway).
const maxPlainDepth = 256

// Plain returns v with every interpreter wrapper inside it replaced by the
// value it holds; containers that hold one are copied (with interface
// elements where the wrapper stood), the rest are returned as they are.
// The wrappers of values held in another package's interface with
// methods (see isIfaceWrapper) are kept: fmt calls their methods.
func Plain(v any) any { return plainOf(v, false) }

// Data is Plain for a value to be encoded (a result, a detection's
// attributes, an action's parameters, env.Call's arguments, what a skill
// hands encoding/json): a value held in another package's interface with
// methods (an error, a fmt.Stringer) comes out of its wrapper too, and is
// encoded as compiled Go encodes it, by its fields. None of its methods is
// called.
func Data(v any) any { return plainOf(v, true) }

// plainOf is Plain, or with data Data.
func plainOf(v any, data bool) any {
	if v == nil {
		return nil
	}
	if flat(v) {
		return v
	}
	switch reflect.TypeOf(v).Kind() {
	case reflect.Slice, reflect.Array, reflect.Map, reflect.Pointer, reflect.Struct, reflect.Interface:
	default:
		return v // a string, a number: nothing to take out
	}
	p := plainer{may: map[reflect.Type]bool{}, retyper: retyper{data: data, types: map[reflect.Type]reflect.Type{}}}
	rv := reflect.ValueOf(v)
	if !p.mayHold(rv.Type()) {
		return v
	}
	out, changed := p.walk(rv, 0)
	if !changed {
		return v
	}
	return out.Interface()
}

// flat reports, without allocating, whether v is a map of plain scalars
// (the usual result, detection attributes and action parameters).
func flat(v any) bool {
	var m map[string]any
	switch x := v.(type) {
	case map[string]any:
		m = x
	case skills.Result:
		m = x
	default:
		return false
	}
	for _, e := range m {
		switch e.(type) {
		case nil, string, bool, int, int64, float64, float32, int32, uint, uint64, uint32, uint8:
		default:
			return false
		}
	}
	return true
}

type plainer struct {
	may map[reflect.Type]bool
	// seen holds the pointers, maps and slices walked, or being walked
	// (see walk).
	seen map[sharedKey]walked
	// steps counts the values walked (tests bound it).
	steps int
	retyper
}

// sharedKey names a pointer, map or slice by what it points at: values
// reached along several paths are one.
type sharedKey struct {
	at  uintptr
	len int
	t   reflect.Type
}

type walked struct {
	v             reflect.Value
	changed, done bool
}

var anyType = reflect.TypeFor[any]()

// mayHold reports whether a value of t can hold a wrapper.
func (p *plainer) mayHold(t reflect.Type) bool {
	if m, ok := p.may[t]; ok {
		return m
	}
	p.may[t] = true // a recursive type: assume so while it is looked at
	m := false
	switch t.Kind() {
	case reflect.Interface:
		m = true
	case reflect.Struct:
		if p.wrapper(t) {
			m = true
			break
		}
		for i := range t.NumField() {
			if embedded(t.Field(i)) || p.mayHold(t.Field(i).Type) {
				m = true
				break
			}
		}
	case reflect.Slice, reflect.Array, reflect.Pointer:
		m = p.mayHold(t.Elem())
	case reflect.Map:
		m = p.mayHold(t.Key()) || p.mayHold(t.Elem())
	}
	p.may[t] = m
	return m
}

// wrapper reports whether t is a wrapper walk replaces with the value it
// holds: the interpreter's valueInterface, and for Data an interface
// wrapper.
func (r *retyper) wrapper(t reflect.Type) bool {
	return isWrapper(t) || r.data && isIfaceWrapper(t)
}

// unwrap returns the value a wrapper holds (itself a wrapper, at times):
// the interpreter's valueInterface, or with data an interface wrapper's
// IValue.
func unwrap(v reflect.Value, data bool) reflect.Value {
	for v.IsValid() {
		switch {
		case isWrapper(v.Type()):
			c := reflect.New(v.Type()).Elem()
			c.Set(v)
			f := c.Field(1) // value reflect.Value
			v = *(*reflect.Value)(unsafe.Pointer(f.UnsafeAddr()))
		case data && isIfaceWrapper(v.Type()):
			v = v.Field(0).Elem()
		case data && v.Kind() == reflect.Interface:
			v = v.Elem()
		default:
			return v
		}
	}
	return v
}

// retyper builds the types plain gives values: a type with each field the
// author embedded marked embedded again (see embedded), each type that
// holds such a field, or a type that changes, rebuilt. For Plain the
// interpreter's wrapper becomes any, and a map holding one another map
// type. For Target (sameLayout) the type built must lay out memory as the
// original does: where a wrapper or a map would have to change, or a
// struct with unexported fields be rebuilt, there is none.
type retyper struct {
	sameLayout bool
	data       bool // Data's: interface wrappers are replaced too
	types      map[reflect.Type]reflect.Type
}

// retype returns t's new type (t itself where nothing changes), and false
// when sameLayout and no type of the same layout can be built.
func (r *retyper) retype(t reflect.Type) (reflect.Type, bool) {
	if nt, ok := r.types[t]; ok {
		return nt, true
	}
	r.types[t] = t // a recursive type stays itself below its first level
	nt, ok := r.build(t)
	if ok {
		r.types[t] = nt
	}
	return nt, ok
}

// build is retype's for a type not met before.
func (r *retyper) build(t reflect.Type) (reflect.Type, bool) {
	switch t.Kind() {
	case reflect.Struct:
		if r.wrapper(t) {
			if r.sameLayout {
				return t, false
			}
			return anyType, true
		}
		return r.structType(t)
	case reflect.Interface:
		// What a slot of an interface with methods (error, fmt.Stringer)
		// holds once out of its wrapper has none of them (the
		// interpreter's types have no methods that reflect sees): Plain
		// holds it in an any.
		if t.NumMethod() > 0 && r.data {
			return anyType, true
		}
	case reflect.Pointer, reflect.Slice, reflect.Array:
		e, ok := r.retype(t.Elem())
		switch {
		case !ok || e == t.Elem():
			return t, ok
		case t.Kind() == reflect.Pointer:
			return reflect.PointerTo(e), true
		case t.Kind() == reflect.Slice:
			return reflect.SliceOf(e), true
		}
		return reflect.ArrayOf(t.Len(), e), true
	case reflect.Map:
		k, kok := r.retype(t.Key())
		e, eok := r.retype(t.Elem())
		switch {
		case k == t.Key() && e == t.Elem():
			return t, kok && eok
		case r.sameLayout && (k != t.Key() || !eok || e.Size() != t.Elem().Size() || e.Align() != t.Elem().Align()):
			return t, false // another map type: not the same memory
		}
		// For Target, a map of the same keys whose elements are their
		// marked twins (the same fields, of the same layout): a map's
		// memory holds no type (each operation is given it), so the
		// interpreter reads what encoding/json stores through the twin
		// type as its own. Args{M map[string]Item}, Item embedding a
		// struct, refused the embedded struct's fields as unknown.
		return reflect.MapOf(k, e), true
	}
	return t, true
}

// structType is build's of a struct: rebuilt, through reflect.StructOf
// (which takes exported fields only), when a field's type changes or a
// field is embedded. Plain leaves a struct with an unexported field as it
// is (walk copies none of its fields).
func (r *retyper) structType(t reflect.Type) (reflect.Type, bool) {
	sf := make([]reflect.StructField, t.NumField())
	changed, hidden := false, false
	for i := range sf {
		sf[i] = t.Field(i)
		if !sf[i].IsExported() {
			if !r.sameLayout {
				return t, true
			}
			hidden = true
		}
		ft, ok := r.retype(sf[i].Type)
		if !ok {
			return t, false
		}
		changed = changed || ft != sf[i].Type || embedded(sf[i])
		sf[i].Type, sf[i].Anonymous = ft, embedded(sf[i])
		sf[i].Offset, sf[i].Index = 0, nil
	}
	switch {
	case !changed:
		return t, true
	case hidden:
		return t, false // StructOf takes exported fields only
	}
	nt := structOf(sf, t)
	if r.sameLayout && (nt == t || nt.Size() != t.Size()) {
		return t, false
	}
	return nt, true
}

// structOf is reflect.StructOf, or t when it refuses the fields.
func structOf(sf []reflect.StructField, t reflect.Type) (out reflect.Type) {
	defer func() {
		if recover() != nil {
			out = t
		}
	}()
	return reflect.StructOf(sf)
}

// walk returns v with its wrappers replaced, as a value of the retyped
// type of its type (or, from a wrapper, of the held value's), and whether
// anything changed. A pointer, map or slice is walked once: one reached
// again gives what its first walk gave, and one reached inside itself (a
// cycle) is left as it is. Walked along every path, a graph of values
// that share their parts (an interpreter's environments, each closure
// pointing back at the one that holds it) took time exponential in its
// depth, up to maxPlainDepth: the skill ran to its timeout printing one.
func (p *plainer) walk(v reflect.Value, depth int) (reflect.Value, bool) {
	if !v.IsValid() || depth > maxPlainDepth || !p.mayHold(v.Type()) {
		return v, false
	}
	var key sharedKey
	switch v.Kind() {
	case reflect.Pointer, reflect.Map:
		if v.IsNil() {
			return p.walkOnce(v, depth)
		}
		key = sharedKey{at: v.Pointer(), t: v.Type()}
	case reflect.Slice:
		if v.Len() == 0 {
			return p.walkOnce(v, depth)
		}
		key = sharedKey{at: v.Pointer(), len: v.Len(), t: v.Type()}
	default:
		return p.walkOnce(v, depth)
	}
	if w, ok := p.seen[key]; ok {
		if !w.done {
			return v, false
		}
		return w.v, w.changed
	}
	if p.seen == nil {
		p.seen = map[sharedKey]walked{}
	}
	p.seen[key] = walked{}
	out, changed := p.walkOnce(v, depth)
	p.seen[key] = walked{v: out, changed: changed, done: true}
	return out, changed
}

// walkOnce is walk for one value.
func (p *plainer) walkOnce(v reflect.Value, depth int) (reflect.Value, bool) {
	p.steps++
	t := v.Type()
	if p.wrapper(t) {
		in := unwrap(v, p.data)
		if !in.IsValid() {
			return reflect.Zero(anyType), true
		}
		out, _ := p.walk(in, depth+1)
		return out, true
	}
	nt, _ := p.retype(t)
	switch v.Kind() {
	case reflect.Interface:
		if v.IsNil() {
			return v, false
		}
		e, changed := p.walk(v.Elem(), depth+1)
		if !changed || !e.Type().AssignableTo(nt) {
			return v, false
		}
		out := reflect.New(nt).Elem()
		out.Set(e)
		return out, true
	case reflect.Pointer:
		if v.IsNil() {
			if nt != t {
				return reflect.Zero(nt), true
			}
			return v, false
		}
		e, changed := p.walk(v.Elem(), depth+1)
		if !changed && nt == t {
			return v, false
		}
		out := reflect.New(nt.Elem())
		setElem(out.Elem(), e)
		return out, true
	case reflect.Slice, reflect.Array:
		if v.Kind() == reflect.Slice && v.IsNil() {
			if nt != t {
				return reflect.Zero(nt), true
			}
			return v, false
		}
		// Copied from the first element that changes (or at once when
		// the type does): a large slice without wrappers costs nothing.
		var out reflect.Value
		alloc := func() {
			if v.Kind() == reflect.Slice {
				out = reflect.MakeSlice(nt, v.Len(), v.Len())
			} else {
				out = reflect.New(nt).Elem()
			}
		}
		if nt != t {
			alloc()
		}
		for i := range v.Len() {
			e, c := p.walk(v.Index(i), depth+1)
			if c && !out.IsValid() {
				alloc()
				for j := range i {
					setElem(out.Index(j), v.Index(j))
				}
			}
			if out.IsValid() {
				setElem(out.Index(i), e)
			}
		}
		if !out.IsValid() {
			return v, false
		}
		return out, true
	case reflect.Map:
		if v.IsNil() {
			if nt != t {
				return reflect.Zero(nt), true
			}
			return v, false
		}
		type kv struct{ k, v reflect.Value }
		var kvs []kv
		changed := nt != t
		for it := v.MapRange(); it.Next(); {
			k, ck := p.walk(it.Key(), depth+1)
			e, ce := p.walk(it.Value(), depth+1)
			changed = changed || ck || ce
			kvs = append(kvs, kv{k, e})
		}
		if !changed {
			return v, false
		}
		out := reflect.MakeMapWithSize(nt, len(kvs))
		for _, x := range kvs {
			k := reflect.New(nt.Key()).Elem()
			setElem(k, x.k)
			e := reflect.New(nt.Elem()).Elem()
			setElem(e, x.v)
			out.SetMapIndex(k, e)
		}
		return out, true
	case reflect.Struct:
		if nt == t && !p.fieldsMayChange(v) {
			return v, false
		}
		fields := make([]reflect.Value, v.NumField())
		changed := nt != t
		for i := range fields {
			var c bool
			fields[i], c = p.walk(v.Field(i), depth+1)
			changed = changed || c
		}
		if !changed {
			return v, false
		}
		out := reflect.New(nt).Elem()
		for i, f := range fields {
			setElem(out.Field(i), f)
		}
		return out, true
	}
	return v, false
}

// fieldsMayChange reports whether a struct's fields may hold a wrapper
// (a struct of unexported fields is left as it is).
func (p *plainer) fieldsMayChange(v reflect.Value) bool {
	t := v.Type()
	for i := range t.NumField() {
		if !t.Field(i).IsExported() {
			return false
		}
	}
	return true
}

// embedded reports whether the author embedded f (the normaliser's
// check.EmbeddedTag): rebuilt as an embedded field, encoding/json
// promotes its fields as Go does.
func embedded(f reflect.StructField) bool {
	if f.Tag.Get("skillrun") != "embedded" {
		return false
	}
	t := f.Type
	if t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	return t.Kind() == reflect.Struct
}

// setElem stores e in dst (walk gives each value its retyped type, which is
// dst's type, or a value an interface slot takes).
func setElem(dst, e reflect.Value) {
	if !e.IsValid() {
		return
	}
	switch {
	case e.Type().AssignableTo(dst.Type()):
		dst.Set(e)
	case e.Type().ConvertibleTo(dst.Type()):
		dst.Set(e.Convert(dst.Type()))
	}
}

// Target returns, for ptr (a pointer to a value of a skill's type), a
// pointer to the same memory whose type marks the author's embedded
// fields embedded again (see check.EmbeddedTag), so that encoding/json
// decodes an embedded struct's fields into it as Go does: the
// interpreter's types do not say which fields are embedded, and
// json.Unmarshal left them empty ({"a":1} into struct{ Inner; B int }).
// The marked type has the very layout of the original (the same fields,
// in the same order, of the same types or their marked twins); where a
// map or the interpreter's wrapper would have to change, or nothing is
// embedded, ptr itself is returned.
func Target(ptr any) any {
	rv := reflect.ValueOf(ptr)
	if !rv.IsValid() || rv.Kind() != reflect.Pointer || rv.IsNil() {
		return ptr
	}
	r := retyper{sameLayout: true, types: map[reflect.Type]reflect.Type{}}
	t := rv.Type().Elem()
	mt, ok := r.retype(t)
	if !ok || mt == t {
		return ptr
	}
	return reflect.NewAt(mt, rv.UnsafePointer()).Interface()
}

// Hold stores v, a value of a struct type the skill declares, in the
// interface wrapper that *slot (a variable of another package's interface,
// error or fmt.Stringer) holds, as the value that wrapper stands for. The
// interpreter (yaegi v0.16.1's getConcreteValue) keeps there, for a
// struct without methods of its own as reflect sees them, the last of its
// fields that is set, not the struct: an error{myErr{code: 3, Name: "n"}}
// held "n", so a result holding it came out as "n". The methods the
// wrapper calls are not touched. The normaliser's helpers that convert a
// skill's struct value to such an interface call it; slot is left as it
// is when it does not hold a wrapper.
func Hold(slot, v any) {
	s := reflect.ValueOf(slot)
	if s.Kind() != reflect.Pointer || s.IsNil() || s.Elem().Kind() != reflect.Interface {
		return
	}
	w := s.Elem().Elem()
	if !w.IsValid() || !isIfaceWrapper(w.Type()) {
		return
	}
	in := unwrap(reflect.ValueOf(v), true)
	if !in.IsValid() {
		return
	}
	c := reflect.New(w.Type()).Elem()
	c.Set(w)
	c.Field(0).Set(in)
	s.Elem().Set(c)
}

// Held returns the value x holds when x is the interpreter's wrapper of
// another package's interface (error, fmt.Stringer) that a helper of the
// normaliser filled with Hold: a value of a struct type the skill
// declares, which the interpreter's assertion to that type, from the
// wrapper, never matched. Any other x is returned as it is.
func Held(x any) any {
	v := reflect.ValueOf(x)
	if !v.IsValid() || !isIfaceWrapper(v.Type()) {
		return x
	}
	in := v.Field(0)
	if in.IsNil() {
		return x
	}
	return in.Interface()
}

// Equal is x == y as compiled Go answers it, for two interface values,
// or two values of one struct or array type that holds interfaces. The
// interpreter keeps a value of a type the skill declares with methods,
// held in an any, as its own wrapper of the expression's node and the
// slot it was read from (see isWrapper), and compares two such wrappers
// by node and slot: any(p1) == any(p2) was false for equal structs of one
// type, as was Rec{V: p1} == Rec{V: p2}. Equal compares what the wrappers
// hold: equal when they hold values of the same type (by reflect type
// and, for two wrappers, by the name the skill gave the type) that are
// ==, field by field and element by element. Like Go's ==, it panics
// with a runtime error when the values' type is not comparable.
func Equal(x, y any) bool { return equalValues(reflect.ValueOf(x), reflect.ValueOf(y)) }

func equalValues(x, y reflect.Value) bool {
	vx, nx := held(x)
	vy, ny := held(y)
	if !vx.IsValid() || !vy.IsValid() {
		return vx.IsValid() == vy.IsValid()
	}
	if vx.Type() != vy.Type() || nx != ny && (nx != "" && ny != "" || vx.Type().Name() != "") {
		// A wrapper and a bare value are of one type only when the
		// interpreter made it (its struct types are unnamed): C(3) is
		// not 3.
		return false
	}
	switch vx.Kind() {
	case reflect.Struct:
		for i := range vx.NumField() {
			if !equalValues(vx.Field(i), vy.Field(i)) {
				return false
			}
		}
		return true
	case reflect.Array:
		for i := range vx.Len() {
			if !equalValues(vx.Index(i), vy.Index(i)) {
				return false
			}
		}
		return true
	}
	if !vx.Type().Comparable() {
		panic(&RuntimeError{"runtime error: comparing uncomparable type " + vx.Type().String()})
	}
	return vx.Equal(vy)
}

// held returns the value v holds, out of the interpreter's wrappers, and
// the name of its type as the innermost wrapper's node gives it ("" when
// v is no wrapper).
func held(v reflect.Value) (reflect.Value, string) {
	name := ""
	for v.IsValid() {
		if v.Kind() == reflect.Interface {
			v = v.Elem()
			continue
		}
		if !isWrapper(v.Type()) {
			break
		}
		c := reflect.New(v.Type()).Elem()
		c.Set(v)
		name = typeName(c.Field(0))
		f := c.Field(1) // value reflect.Value
		v = *(*reflect.Value)(unsafe.Pointer(f.UnsafeAddr()))
	}
	return v, name
}

// typeName returns the name of the type of the interpreter's node n (a
// *interp.node: its typ, an *interp.itype, with path, name and str), or
// "" when there is none.
func typeName(n reflect.Value) string {
	if n.Kind() != reflect.Pointer || n.IsNil() {
		return ""
	}
	t := n.Elem().FieldByName("typ")
	if t.Kind() != reflect.Pointer || t.IsNil() {
		return ""
	}
	s := ""
	for _, f := range []string{"path", "name", "str"} {
		if v := t.Elem().FieldByName(f); v.Kind() == reflect.String {
			s += v.String() + "\x00"
		}
	}
	return s
}
