package plain

import (
	"cmp"
	"fmt"
	"reflect"
	"sort"
	"strconv"
	"strings"
)

// The interpreter hands fmt a value of a type the skill declares without
// its methods once it sits in a container, a struct field or an any
// (fmt.Sprint(map[string]Color{"a": Red}) printed map[a:0] where Go
// prints map[a:R]), and names the fields of the skill's structs as it
// renamed them (%+v printed {Xinner:{N:1}} for an unexported field
// inner). The normaliser rewrites such an argument into a view built by
// the skill's own code, which knows each value's type: Method for a value
// whose String or Error fmt calls, Struct, List, Map and Ref for the
// containers around one, Hidden for what Go prints without calling
// methods. Each view is a fmt.Formatter that prints what fmt prints for
// the value it stands for, with any verb but %T, %p and %#v.

// A view stands for a value of the skill in what fmt formats.
type view interface {
	fmt.Formatter
	isView()
}

// Method stands for a value whose String (or Error) method fmt calls with
// %v, %s, %q, %x and %X: str calls it, when a verb calls for it; v is the
// value itself, printed by the other verbs.
func Method(str func() string, v any) any {
	return &method{str: str, v: Plain(v)}
}

type method struct {
	str func() string
	v   any
}

func (*method) isView() {}

func (m *method) Format(st fmt.State, verb rune) {
	switch verb {
	case 'v', 's', 'q', 'x', 'X':
	default:
		fmt.Fprintf(st, directive(st, verb), m.v)
		return
	}
	s, panicked, ok := m.call()
	switch {
	case ok:
		fmt.Fprintf(st, directive(st, verb), s)
	case isNilPointer(m.v): // as fmt does for a method of a nil receiver
		fmt.Fprintf(st, directive(st, 's'), "<nil>")
	default:
		fmt.Fprintf(st, "%%!%c(PANIC=String method: %v)", verb, panicked)
	}
}

// call calls the method, catching a panic as fmt does.
func (m *method) call() (s string, panicked any, ok bool) {
	defer func() {
		if r := recover(); r != nil {
			panicked = r
		}
	}()
	return m.str(), nil, true
}

func isNilPointer(v any) bool {
	rv := reflect.ValueOf(v)
	return rv.Kind() == reflect.Pointer && rv.IsNil()
}

// Formatter stands for a value whose Format method (fmt.Formatter) fmt
// calls for every verb: format calls it. The interpreter handed fmt a
// value of the skill's type inside a struct, a slice or a map without its
// methods, so fmt printed its fields ({1 2.5}) where Go calls Format.
func Formatter(format func(fmt.State, rune), v any) any {
	return &formatter{format: format, v: Plain(v)}
}

type formatter struct {
	format func(fmt.State, rune)
	v      any
}

func (*formatter) isView() {}

func (m *formatter) Format(st fmt.State, verb rune) {
	defer func() {
		if r := recover(); r != nil {
			if isNilPointer(m.v) { // as fmt does for a method of a nil receiver
				fmt.Fprint(st, "<nil>")
				return
			}
			fmt.Fprintf(st, "%%!%c(PANIC=Format method: %v)", verb, r)
		}
	}()
	m.format(st, verb)
}

// Struct stands for a struct value: its fields' names (an embedded
// field's is its type's) and values, printed {a b} or, with %+v, {A:a
// B:b}.
func Struct(names []string, vals []any) any {
	return &structView{names: names, vals: vals}
}

type structView struct {
	names []string
	vals  []any
}

func (*structView) isView() {}

func (s *structView) Format(st fmt.State, verb rune) {
	plus := verb == 'v' && st.Flag('+')
	d := directive(st, verb)
	bracket(st, "{", "}", len(s.vals), func(i int) string {
		if plus {
			return s.names[i] + ":" + element(d, s.vals[i])
		}
		return element(d, s.vals[i])
	})
}

// bracket writes open, the n parts separated by spaces, and end.
func bracket(st fmt.State, open, end string, n int, part func(i int) string) {
	var b strings.Builder
	b.WriteString(open)
	for i := range n {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(part(i))
	}
	b.WriteString(end)
	st.Write([]byte(b.String()))
}

// List stands for a slice or an array: raw is the value itself (a slice
// of bytes is printed as bytes by %s, %q, %x and %X), elems its elements'
// views; a nil slice has none.
func List(raw any, elems []any) any {
	return &list{raw: Plain(raw), elems: elems}
}

type list struct {
	raw   any
	elems []any
}

func (*list) isView() {}

func (l *list) Format(st fmt.State, verb rune) {
	switch verb {
	case 's', 'q', 'x', 'X':
		if t := reflect.TypeOf(l.raw); t != nil && (t.Kind() == reflect.Slice || t.Kind() == reflect.Array) && t.Elem().Kind() == reflect.Uint8 {
			fmt.Fprintf(st, directive(st, verb), l.raw)
			return
		}
	}
	d := directive(st, verb)
	bracket(st, "[", "]", len(l.elems), func(i int) string { return element(d, l.elems[i]) })
}

// Map stands for a map: keys are its keys as they are (the order fmt
// sorts them in), keyViews and vals the views of each key and value. A
// nil map has none.
func Map(keys, keyViews, vals []any) any {
	m := &mapView{keys: make([]reflect.Value, len(keys)), keyViews: keyViews, vals: vals}
	for i, k := range keys {
		m.keys[i] = reflect.ValueOf(Plain(k))
	}
	return m
}

type mapView struct {
	keys           []reflect.Value
	keyViews, vals []any
}

func (*mapView) isView() {}

func (m *mapView) Format(st fmt.State, verb rune) {
	order := make([]int, len(m.keys))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(i, j int) bool { return compare(m.keys[order[i]], m.keys[order[j]]) < 0 })
	d := directive(st, verb)
	bracket(st, "map[", "]", len(order), func(n int) string {
		return element(d, m.keyViews[order[n]]) + ":" + element(d, m.vals[order[n]])
	})
}

// Ref stands for a pointer to a struct, array, slice or map as fmt prints
// it as the argument itself: & and the value.
func Ref(v any) any { return &ref{v: v} }

type ref struct{ v any }

func (*ref) isView() {}

func (r *ref) Format(st fmt.State, verb rune) {
	st.Write([]byte("&" + element(directive(st, verb), r.v)))
}

// Hidden stands for a value fmt reaches through an unexported field: it
// prints it without calling any method.
func Hidden(v any) any { return &hidden{v: Plain(v)} }

type hidden struct{ v any }

func (*hidden) isView() {}

func (h *hidden) Format(st fmt.State, verb rune) {
	st.Write([]byte(element(directive(st, verb), h)))
}

// element formats v, an element of a container, with the directive d as
// fmt formats it there: a view as itself, another value as an element of
// a slice (a pointer as its address, not as &{...}), and a hidden value
// as a field fmt cannot call methods through.
func element(d string, v any) string {
	switch v := v.(type) {
	case *hidden:
		s := fmt.Sprintf(d, struct{ x any }{v.v})
		s = strings.TrimPrefix(s, "{")
		if strings.HasSuffix(d, "+v") {
			s = strings.TrimPrefix(s, "x:")
		}
		return strings.TrimSuffix(s, "}")
	case view:
		return fmt.Sprintf(d, v)
	}
	s := fmt.Sprintf(d, []any{Plain(v)})
	return s[1 : len(s)-1]
}

// directive rebuilds the directive that called a Formatter.
func directive(st fmt.State, verb rune) string {
	b := []byte{'%'}
	for _, f := range "+-# 0" {
		if st.Flag(int(f)) {
			b = append(b, byte(f))
		}
	}
	if w, ok := st.Width(); ok {
		b = strconv.AppendInt(b, int64(w), 10)
	}
	if p, ok := st.Precision(); ok {
		b = append(b, '.')
		b = strconv.AppendInt(b, int64(p), 10)
	}
	return string(append(b, string(verb)...))
}

// compare orders map keys as fmt does (internal/fmtsort: NaN first).
func compare(a, b reflect.Value) int {
	if !a.IsValid() || !b.IsValid() {
		switch {
		case a.IsValid():
			return 1
		case b.IsValid():
			return -1
		}
		return 0
	}
	if a.Type() != b.Type() {
		return -1 // no consistent order, as in fmt
	}
	switch a.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return cmp.Compare(a.Int(), b.Int())
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return cmp.Compare(a.Uint(), b.Uint())
	case reflect.String:
		return cmp.Compare(a.String(), b.String())
	case reflect.Float32, reflect.Float64:
		return cmp.Compare(a.Float(), b.Float())
	case reflect.Complex64, reflect.Complex128:
		if c := cmp.Compare(real(a.Complex()), real(b.Complex())); c != 0 {
			return c
		}
		return cmp.Compare(imag(a.Complex()), imag(b.Complex()))
	case reflect.Bool:
		switch {
		case a.Bool() == b.Bool():
			return 0
		case a.Bool():
			return 1
		}
		return -1
	case reflect.Pointer, reflect.UnsafePointer, reflect.Chan:
		return cmp.Compare(a.Pointer(), b.Pointer())
	case reflect.Struct:
		for i := range a.NumField() {
			if c := compare(a.Field(i), b.Field(i)); c != 0 {
				return c
			}
		}
		return 0
	case reflect.Array:
		for i := range a.Len() {
			if c := compare(a.Index(i), b.Index(i)); c != 0 {
				return c
			}
		}
		return 0
	case reflect.Interface:
		switch {
		case a.IsNil() && b.IsNil():
			return 0
		case a.IsNil():
			return -1
		case b.IsNil():
			return 1
		}
		if c := compare(reflect.ValueOf(a.Elem().Type()), reflect.ValueOf(b.Elem().Type())); c != 0 {
			return c
		}
		return compare(a.Elem(), b.Elem())
	}
	return 0
}
