package sandbox

import (
	"container/heap"
	"fmt"
	"sort"
	"strings"

	"github.com/skillrun/skillrun/skills"
)

// This file is compiled into the tests and run as a skill
// (TestNilInterfaceAssert): asserting a nil interface value to another
// package's interface must answer as compiled Go does.

type naErr struct{ code int }

func (e *naErr) Error() string { return fmt.Sprintf("code %d", e.code) }

type naName struct{ s string }

func (n naName) String() string { return n.s }

func naKind(r any) string {
	switch v := r.(type) {
	case nil:
		return "nil"
	case error:
		return "error " + v.Error()
	case fmt.Stringer:
		return "stringer " + v.String()
	//lint:ignore SA4020 the interpreter must not reach it either (case error comes first)
	case *naErr:
		return "never"
	default:
		return fmt.Sprintf("other %v", v)
	}
}

func naKindNoNilCase(r any) string {
	switch r.(type) {
	case error, fmt.Stringer:
		return "iface"
	//lint:ignore SA4020 the interpreter must not reach it either (case fmt.Stringer comes first)
	case naName:
		return "name"
	}
	return "none"
}

func naOne(f func() any) (out string) {
	defer func() {
		if r := recover(); r != nil {
			out = fmt.Sprint("panic: ", r)
		}
	}()
	return fmt.Sprint(f())
}

func naRun() skills.Result {
	var r any
	var e error
	var st fmt.Stringer
	m := map[string]any{"e": &naErr{1}}
	xs := []any{nil, naName{"n"}, &naErr{2}, 3}
	out := skills.Result{}
	_, ok1 := r.(error)
	_, ok2 := r.(fmt.Stringer)
	_, ok3 := r.(heap.Interface)
	_, ok4 := r.(sort.Interface)
	_, ok5 := e.(fmt.Stringer)
	_, ok6 := st.(error)
	_, ok7 := m["missing"].(error)
	got, ok8 := m["e"].(error)
	out["comma_ok"] = fmt.Sprint(ok1, ok2, ok3, ok4, ok5, ok6, ok7, ok8, got)
	var kinds, plain []string
	for _, x := range xs {
		kinds = append(kinds, naKind(x))
		plain = append(plain, naKindNoNilCase(x))
		if err, ok := x.(error); ok {
			kinds = append(kinds, "if "+err.Error())
		}
	}
	out["switch"] = strings.Join(kinds, ",")
	out["switch_no_nil"] = strings.Join(plain, ",")
	out["one_any"] = naOne(func() any { return r.(error) })
	out["one_error"] = naOne(func() any { return e.(fmt.Stringer) })
	out["one_ok"] = naOne(func() any { return xs[2].(error) })
	out["recover"] = naOne(func() any {
		defer func() {
			_, ok := recover().(error)
			out["recover_ok"] = ok
		}()
		return "ran"
	})
	return out
}
