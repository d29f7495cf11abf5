package sandbox

import (
	"encoding/json"
	"errors"
	"reflect"
	"strconv"
	"strings"
)

// nativeSkillPkg begins the package path of a skill compiled by the
// native tier (runtime/native's build module).
const nativeSkillPkg = "skillrun.native/"

// EncodeErrorText is what encoding/json said of a value it could not
// encode (err, as json.Marshal returned it), in the same words whichever
// tier ran the skill: a type of the skill's own is written as its
// structure, without its name (compiled Go names it, s.pt; the
// interpreter's types have no names and write struct { X int; Y int }
// or, for a recursive one, *unsafe2.dummy), so the same result failed
// with other words in each tier. The worker says so of results and
// detections.
func EncodeErrorText(err error) string {
	msg := err.Error()
	var ut *json.UnsupportedTypeError
	var uv *json.UnsupportedValueError
	switch {
	case errors.As(err, &ut) && ut.Type != nil:
		return strings.Replace(msg, ut.Error(), "json: unsupported type: "+typeText(ut.Type, 0), 1)
	case errors.As(err, &uv) && strings.HasPrefix(uv.Str, "encountered a cycle via ") && uv.Value.IsValid():
		return strings.Replace(msg, uv.Error(), "json: unsupported value: encountered a cycle via "+typeText(uv.Value.Type(), 0), 1)
	}
	return msg
}

// typeText writes t as Go does, but a type of the skill's own (and a
// struct, which the interpreter writes with its renamed fields) as its
// structure: map[struct]int, func() int.
func typeText(t reflect.Type, depth int) string {
	if t.Name() != "" && t.PkgPath() != "" && !strings.HasPrefix(t.PkgPath(), nativeSkillPkg) {
		return t.String()
	}
	if depth > 8 {
		return "..."
	}
	switch t.Kind() {
	case reflect.Pointer:
		return "*" + typeText(t.Elem(), depth+1)
	case reflect.Slice:
		return "[]" + typeText(t.Elem(), depth+1)
	case reflect.Array:
		return "[" + strconv.Itoa(t.Len()) + "]" + typeText(t.Elem(), depth+1)
	case reflect.Map:
		return "map[" + typeText(t.Key(), depth+1) + "]" + typeText(t.Elem(), depth+1)
	case reflect.Chan:
		return strings.TrimSuffix(t.ChanDir().String(), " ") + " " + typeText(t.Elem(), depth+1)
	case reflect.Func:
		var b strings.Builder
		b.WriteString("func(")
		for i := range t.NumIn() {
			if i > 0 {
				b.WriteString(", ")
			}
			if t.IsVariadic() && i == t.NumIn()-1 {
				b.WriteString("..." + typeText(t.In(i).Elem(), depth+1))
			} else {
				b.WriteString(typeText(t.In(i), depth+1))
			}
		}
		b.WriteString(")")
		switch t.NumOut() {
		case 0:
		case 1:
			b.WriteString(" " + typeText(t.Out(0), depth+1))
		default:
			b.WriteString(" (")
			for i := range t.NumOut() {
				if i > 0 {
					b.WriteString(", ")
				}
				b.WriteString(typeText(t.Out(i), depth+1))
			}
			b.WriteString(")")
		}
		return b.String()
	case reflect.Struct:
		return "struct"
	case reflect.Interface:
		if t.NumMethod() == 0 {
			return "interface {}"
		}
		return "interface"
	}
	return t.Kind().String()
}
