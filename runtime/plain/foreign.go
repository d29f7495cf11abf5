package plain

import (
	"fmt"
	"reflect"
	"strings"
)

// Foreign looks at x before the interpreter asserts it to the interface
// the skill declares or writes out, named iface, whose methods are listed
// as name and reflect's type in turn (see check's foreignAssert): when x
// holds a value of another package's type that has every one of them,
// to which the interpreter would answer false where Go answers true, it
// stops the run at pos with an error that says so.
func Foreign(x any, pos, iface string, methods ...string) {
	t := reflect.TypeOf(x)
	if t == nil || len(methods)%2 != 0 {
		return
	}
	base := t
	if base.Kind() == reflect.Pointer {
		base = base.Elem()
	}
	if p := base.PkgPath(); p == "" || strings.HasPrefix(p, "github.com/traefik/yaegi") {
		return // the skill's own value, or one the interpreter made
	}
	v := reflect.ValueOf(x)
	for i := 0; i < len(methods); i += 2 {
		m := v.MethodByName(methods[i])
		if !m.IsValid() || m.Type().String() != methods[i+1] {
			return // Go answers false too
		}
	}
	msg := fmt.Sprintf("asserting a value of %s to the skill's interface %s: the interpreter cannot (it would answer false, where Go answers true); assert to another package's interface it implements or to its concrete type, or for an error use errors.Unwrap, errors.Is or errors.As", t, iface)
	panic(Panic(msg, pos, func() string { return msg }))
}
