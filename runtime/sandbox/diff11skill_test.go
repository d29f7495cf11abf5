package sandbox

import (
	"errors"
	"fmt"

	"github.com/skillrun/skillrun/skills"
)

// This file is compiled into the tests and run as a skill (TestDiff11):
// ordinary Go whose result the interpreter must give as compiled Go does.
// Each d11... function returning skills.Result is a case of its own.

type d11Err struct{ s string }

func (m *d11Err) Error() string {
	if m == nil {
		return "nil d11Err"
	}
	return m.s
}

type d11Name struct{ n string }

func (v *d11Name) String() string {
	if v == nil {
		return "anon"
	}
	return v.n
}

type d11ValErr struct{ s string }

func (v d11ValErr) Error() string { return v.s }

func d11Find(ok bool) *d11Err {
	if ok {
		return nil
	}
	return &d11Err{"bad"}
}

// d11Check returns a *d11Err as an error: nil when ok, and Go's error is
// then not nil.
func d11Check(ok bool) error {
	return d11Find(ok)
}

func d11NotNil(e error) bool { return e != nil }

type d11Holder struct{ E error }

// d11NilPtrIface stores nil pointers of the skill's types in error and
// fmt.Stringer in each form and uses them.
func d11NilPtrIface() skills.Result {
	var p *d11Err
	var e1 error = p
	//lint:ignore S1021 a plain assignment into an error is the form under test
	var e2 error
	e2 = p
	es := []error{p, nil}
	m := map[string]error{"k": p}
	h := d11Holder{E: p}
	ch := make(chan error, 1)
	ch <- p
	got := d11Check(true)
	bad := d11Check(false)
	res := skills.Result{
		//lint:ignore SA4023 a nil pointer in an interface is not nil: the form under test
		"var": e1 != nil,
		//lint:ignore SA4023 a nil pointer in an interface is not nil: the form under test
		"eqnil": e1 == nil,
		//lint:ignore SA4023 a nil pointer in an interface is not nil: the form under test
		"assign":  e2 != nil,
		"slice":   []bool{es[0] != nil, es[1] != nil},
		"map":     m["k"] != nil,
		"field":   h.E != nil,
		"send":    <-ch != nil,
		"return":  got != nil,
		"arg":     d11NotNil(p),
		"method":  got.Error(),
		"fmt":     fmt.Sprintf("%v|%s|%v", got, bad, e1),
		"wrapped": fmt.Errorf("w: %w", got).Error(),
	}
	fp := fmt.Sprint(p)
	res["fmtPtr"] = []string{fp, fmt.Sprintf("%v %s", p, p)}
	q, ok := got.(*d11Err)
	res["assertOK"] = []bool{q == nil, ok}
	q2, ok2 := bad.(*d11Err)
	res["assertBad"] = []any{q2.s, ok2}
	res["assertMust"] = got.(*d11Err) == nil
	var a any = got
	_, isErr := a.(*d11Err)
	res["anyAssert"] = []bool{a != nil, isErr}
	switch v := got.(type) {
	case nil:
		res["switch"] = "nil"
	case *d11Err:
		res["switch"] = fmt.Sprint("d11Err ", v == nil)
	default:
		res["switch"] = "default"
	}
	target := &d11Err{"x"}
	res["as"] = []bool{errors.As(got, &target), target == nil}
	var np *d11Name
	var s fmt.Stringer = np
	//lint:ignore SA4023 a nil pointer in an interface is not nil: the form under test
	res["stringer"] = []any{s != nil, s.String(), fmt.Sprint(s)}
	switch s.(type) {
	case *d11Name:
		res["stringerSwitch"] = "name"
	default:
		res["stringerSwitch"] = "default"
	}
	var vp *d11ValErr
	var ve error = vp
	//lint:ignore SA4023 a nil pointer in an interface is not nil: the form under test
	res["valueRecv"] = ve != nil
	func() {
		defer func() { res["valueRecvPanics"] = recover() != nil }()
		_ = ve.Error()
	}()
	n := 0
	for _, x := range []error{nil, got, bad} {
		if x != nil {
			n++
		}
	}
	res["count"] = n
	return res
}
