package sandbox

import (
	"reflect"
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
// env.Call arguments, actions, log values).

// isWrapper reports whether t is the interpreter's interface wrapper
// (yaegi v0.16.1's interp.valueInterface: node, then value).
func isWrapper(t reflect.Type) bool {
	return t.Kind() == reflect.Struct && t.Name() == "valueInterface" && t.PkgPath() == "github.com/traefik/yaegi/interp" &&
		t.NumField() == 2 && t.Field(1).Type == reflect.TypeFor[reflect.Value]()
}

// maxPlainDepth bounds the walk (a cyclic structure ends there, as JSON
// would refuse it anyway).
const maxPlainDepth = 256

// Plain returns v with every interpreter wrapper inside it replaced by the
// value it holds; containers that hold one are copied (with interface
// elements where the wrapper stood), the rest are returned as they are.
func Plain(v any) any {
	if v == nil {
		return nil
	}
	p := plainer{may: map[reflect.Type]bool{}}
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

type plainer struct {
	may map[reflect.Type]bool
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
		if isWrapper(t) {
			m = true
			break
		}
		for i := range t.NumField() {
			if p.mayHold(t.Field(i).Type) {
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

// unwrap returns the value a wrapper holds (itself a wrapper, at times).
func (p *plainer) unwrap(v reflect.Value) reflect.Value {
	for v.IsValid() && isWrapper(v.Type()) {
		c := reflect.New(v.Type()).Elem()
		c.Set(v)
		f := c.Field(1) // value reflect.Value
		v = *(*reflect.Value)(unsafe.Pointer(f.UnsafeAddr()))
	}
	return v
}

// plainType is t with the wrapper type replaced by any.
func (p *plainer) plainType(t reflect.Type) reflect.Type {
	if isWrapper(t) {
		return anyType
	}
	switch t.Kind() {
	case reflect.Slice:
		if e := p.plainType(t.Elem()); e != t.Elem() {
			return reflect.SliceOf(e)
		}
	case reflect.Array:
		if e := p.plainType(t.Elem()); e != t.Elem() {
			return reflect.ArrayOf(t.Len(), e)
		}
	case reflect.Map:
		k, e := p.plainType(t.Key()), p.plainType(t.Elem())
		if k != t.Key() || e != t.Elem() {
			return reflect.MapOf(k, e)
		}
	}
	return t
}

// walk returns v with its wrappers replaced, and whether any was.
func (p *plainer) walk(v reflect.Value, depth int) (reflect.Value, bool) {
	if !v.IsValid() || depth > maxPlainDepth || !p.mayHold(v.Type()) {
		return v, false
	}
	if isWrapper(v.Type()) {
		in := p.unwrap(v)
		if !in.IsValid() {
			return reflect.Zero(anyType), true
		}
		out, _ := p.walk(in, depth+1)
		return out, true
	}
	switch v.Kind() {
	case reflect.Interface:
		if v.IsNil() {
			return v, false
		}
		e, changed := p.walk(v.Elem(), depth+1)
		if !changed {
			return v, false
		}
		out := reflect.New(v.Type()).Elem()
		if e.IsValid() && e.Type().AssignableTo(v.Type()) {
			out.Set(e)
		}
		return out, true
	case reflect.Pointer:
		if v.IsNil() {
			return v, false
		}
		e, changed := p.walk(v.Elem(), depth+1)
		if !changed {
			return v, false
		}
		out := reflect.New(e.Type())
		out.Elem().Set(e)
		return out, true
	case reflect.Slice, reflect.Array:
		if v.Kind() == reflect.Slice && v.IsNil() {
			return v, false
		}
		// Copied from the first element that changes: a large slice
		// without wrappers costs no allocation.
		var out reflect.Value
		for i := range v.Len() {
			e, c := p.walk(v.Index(i), depth+1)
			if c && !out.IsValid() {
				t := p.plainType(v.Type())
				if v.Kind() == reflect.Slice {
					out = reflect.MakeSlice(t, v.Len(), v.Len())
				} else {
					out = reflect.New(t).Elem()
				}
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
			return v, false
		}
		type kv struct{ k, v reflect.Value }
		var kvs []kv
		changed := false
		for it := v.MapRange(); it.Next(); {
			k, ck := p.walk(it.Key(), depth+1)
			e, ce := p.walk(it.Value(), depth+1)
			changed = changed || ck || ce
			kvs = append(kvs, kv{k, e})
		}
		if !changed {
			return v, false
		}
		t := p.plainType(v.Type())
		out := reflect.MakeMapWithSize(t, len(kvs))
		for _, x := range kvs {
			k := reflect.New(t.Key()).Elem()
			setElem(k, x.k)
			e := reflect.New(t.Elem()).Elem()
			setElem(e, x.v)
			out.SetMapIndex(k, e)
		}
		return out, true
	case reflect.Struct:
		fields := make([]reflect.Value, v.NumField())
		changed := false
		for i := range fields {
			if !v.Type().Field(i).IsExported() {
				fields[i] = v.Field(i)
				continue
			}
			var c bool
			fields[i], c = p.walk(v.Field(i), depth+1)
			changed = changed || c
		}
		if !changed {
			return v, false
		}
		sf := make([]reflect.StructField, len(fields))
		for i := range sf {
			sf[i] = v.Type().Field(i)
			sf[i].Type = p.plainType(sf[i].Type)
			sf[i].Offset, sf[i].Index = 0, nil
		}
		if !allExported(sf) {
			return v, false // StructOf takes exported fields only
		}
		out := reflect.New(reflect.StructOf(sf)).Elem()
		for i, f := range fields {
			setElem(out.Field(i), f)
		}
		return out, true
	}
	return v, false
}

func allExported(sf []reflect.StructField) bool {
	for _, f := range sf {
		if !f.IsExported() {
			return false
		}
	}
	return true
}

// setElem stores e in dst when it fits (a walked value may have a new
// type, which only an interface slot takes).
func setElem(dst, e reflect.Value) {
	if !e.IsValid() {
		return
	}
	if e.Type().AssignableTo(dst.Type()) {
		dst.Set(e)
	}
}

// plainEnv hands the host env's calls values without interpreter
// wrappers: env.Call arguments, an action's parameters and log values
// (see Plain).
type plainEnv struct{ skills.Env }

func (e plainEnv) Act(a skills.Action) (skills.Outcome, error) {
	if a.Params != nil {
		a.Params, _ = Plain(a.Params).(map[string]any)
	}
	return e.Env.Act(a)
}

func (e plainEnv) Log(msg string, kv ...any) {
	for i, v := range kv {
		kv[i] = Plain(v)
	}
	e.Env.Log(msg, kv...)
}

func (e plainEnv) Call(skill string, args any) (skills.Result, error) {
	return e.Env.Call(skill, Plain(args))
}
