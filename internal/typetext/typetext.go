// Package typetext writes a Go type the way both tiers of skillrun can
// agree on: without the names of the skill's own types, which compiled
// code knows and the interpreter does not.
package typetext

import (
	"reflect"
	"strconv"
	"strings"
)

// Of writes t as Go does, but a type of the skill's own package
// (own, or any package of the native tier's build module,
// skillrun.native/...) as its underlying type's structure: compiled code
// names it (main.level), the interpreter's types have no names (int). A
// struct is "struct" (the interpreter writes its renamed fields);
// another package's named type keeps its name (time.Duration). Errors
// that name a type of the skill's (arguments that do not decode, values
// that do not encode) say the same in both tiers through it.
func Of(t reflect.Type, own string) string { return typeText(t, own, 0) }

func typeText(t reflect.Type, own string, depth int) string {
	if t.Name() != "" && t.PkgPath() != "" && t.PkgPath() != own && !strings.HasPrefix(t.PkgPath(), "skillrun.native/") {
		return t.String()
	}
	if depth > 8 {
		return "..."
	}
	switch t.Kind() {
	case reflect.Pointer:
		return "*" + typeText(t.Elem(), own, depth+1)
	case reflect.Slice:
		return "[]" + typeText(t.Elem(), own, depth+1)
	case reflect.Array:
		return "[" + strconv.Itoa(t.Len()) + "]" + typeText(t.Elem(), own, depth+1)
	case reflect.Map:
		return "map[" + typeText(t.Key(), own, depth+1) + "]" + typeText(t.Elem(), own, depth+1)
	case reflect.Chan:
		return strings.TrimSuffix(t.ChanDir().String(), " ") + " " + typeText(t.Elem(), own, depth+1)
	case reflect.Func:
		var b strings.Builder
		b.WriteString("func(")
		for i := range t.NumIn() {
			if i > 0 {
				b.WriteString(", ")
			}
			if t.IsVariadic() && i == t.NumIn()-1 {
				b.WriteString("..." + typeText(t.In(i).Elem(), own, depth+1))
			} else {
				b.WriteString(typeText(t.In(i), own, depth+1))
			}
		}
		b.WriteString(")")
		switch t.NumOut() {
		case 0:
		case 1:
			b.WriteString(" " + typeText(t.Out(0), own, depth+1))
		default:
			b.WriteString(" (")
			for i := range t.NumOut() {
				if i > 0 {
					b.WriteString(", ")
				}
				b.WriteString(typeText(t.Out(i), own, depth+1))
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
