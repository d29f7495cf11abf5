package sandbox

import (
	"errors"
	"fmt"
	"io"
	"sort"
	"strconv"

	"github.com/skillrun/skillrun/skills"
)

// This file is compiled into the tests and run as a skill (TestDiff12):
// ordinary Go whose result the interpreter must give as compiled Go does.
// Each d12... function returning skills.Result is a case of its own.

var errD12Empty = errors.New("empty")

type d12ParseErr struct {
	line int
	err  error
}

func (p *d12ParseErr) Error() string { return "line " + strconv.Itoa(p.line) + ": " + p.err.Error() }
func (p *d12ParseErr) Unwrap() error { return p.err }

type d12Multi struct{ errs []error }

func (m *d12Multi) Error() string   { return fmt.Sprint(len(m.errs), " errors") }
func (m *d12Multi) Unwrap() []error { return m.errs }

type d12Temp struct{ code int }

func (t *d12Temp) Error() string        { return "temp " + strconv.Itoa(t.code) }
func (t *d12Temp) Is(target error) bool { return target == errD12Empty && t.code == 0 }

func d12Parse(s string) error {
	if s == "" {
		return &d12ParseErr{1, errD12Empty}
	}
	if _, err := strconv.Atoi(s); err != nil {
		return &d12ParseErr{2, err}
	}
	return nil
}

// d12ErrorChain: errors.Is, errors.As with another package's target and
// errors.Unwrap through the skill's Unwrap, Unwrap []error and Is.
func d12ErrorChain() skills.Result {
	empty, bad := d12Parse(""), d12Parse("x")
	wrapped := fmt.Errorf("load: %w", empty)
	multi := &d12Multi{[]error{errors.New("a"), bad}}
	var ne *strconv.NumError
	var pe *d12ParseErr
	asNum := errors.As(multi, &ne)
	res := skills.Result{
		"is":       errors.Is(empty, errD12Empty),
		"isWrap":   errors.Is(wrapped, errD12Empty),
		"isSyntax": errors.Is(bad, strconv.ErrSyntax),
		"isMulti":  errors.Is(multi, strconv.ErrSyntax),
		"isMethod": errors.Is(&d12Temp{0}, errD12Empty),
		"isNot":    errors.Is(&d12Temp{1}, errD12Empty),
		"isNil":    errors.Is(nil, errD12Empty),
		"asNum":    asNum,
		"asPe":     errors.As(wrapped, &pe) && pe.line == 1,
		"unwrap":   errors.Unwrap(empty) == errD12Empty,
		"unwrapW":  errors.Unwrap(wrapped) != nil,
		"unwrapM":  errors.Unwrap(multi) == nil,
	}
	if asNum {
		res["func"] = ne.Func
	}
	return res
}

type d12List []int

func (l *d12List) Len() int {
	if l == nil {
		return 0
	}
	return len(*l)
}
func (l *d12List) Less(i, j int) bool { return (*l)[i] < (*l)[j] }
func (l *d12List) Swap(i, j int)      { (*l)[i], (*l)[j] = (*l)[j], (*l)[i] }

type d12Sink struct{ n int }

func (s *d12Sink) Write(p []byte) (int, error) {
	if s == nil {
		return 0, errors.New("nil sink")
	}
	s.n += len(p)
	return len(p), nil
}

func d12Writer(ok bool) io.Writer {
	var s *d12Sink
	if ok {
		s = &d12Sink{}
	}
	return s
}

type d12Holder struct {
	by sort.Interface
}

func d12Kind(x sort.Interface) string {
	switch v := x.(type) {
	case nil:
		return "nil"
	case *d12List:
		return fmt.Sprint("list ", v == nil)
	}
	return "other"
}

// d12NilForeignIface: a nil pointer of the skill's type in sort.Interface
// and io.Writer, stored, returned, a field, an argument of sort.Sort,
// asserted and switched on.
func d12NilForeignIface() skills.Result {
	var l *d12List
	var s sort.Interface = l
	h := d12Holder{by: l}
	w := d12Writer(false)
	_, werr := w.Write([]byte("x"))
	fmt.Fprint(d12Writer(true), "abc")
	sort.Sort(l)
	lp, ok := s.(*d12List)
	//lint:ignore SA4023 a nil pointer stored in sort.Interface is the form under test
	set := s != nil
	return skills.Result{
		"set":    set,
		"len":    s.Len(),
		"field":  h.by != nil,
		"w":      w != nil,
		"werr":   werr.Error(),
		"sorted": sort.IsSorted(l),
		"assert": ok && lp == nil,
		"must":   s.(*d12List) == nil,
		"kind":   []string{d12Kind(l), d12Kind(&d12List{2, 1}), d12Kind(nil)},
	}
}

type d12Tok struct{ text string }

func (t d12Tok) String() string { return "tok:" + t.text }

type d12Lexer struct{ words []string }

func (l *d12Lexer) next() d12Tok {
	w := l.words[0]
	l.words = l.words[1:]
	return d12Tok{w}
}

func d12NewTok(s string) *d12Tok { return &d12Tok{s} }

// d12FmtCallResult: call results of a Stringer type formatted directly.
func d12FmtCallResult() skills.Result {
	l := &d12Lexer{[]string{"a", "b", "c"}}
	return skills.Result{
		"sprint": fmt.Sprint(l.next(), " ", d12NewTok("p")),
		"printf": fmt.Sprintf("%v|%s|%q", l.next(), l.next(), d12NewTok("q")),
		"errorf": fmt.Errorf("bad %v", d12NewTok("e")).Error(),
	}
}

// d12ConvNil: conversions to an interface of typed nils compared with
// nil.
func d12ConvNil() skills.Result {
	var p *int
	var m map[string]int
	var f func()
	var l *d12List
	res := skills.Result{}
	//lint:ignore SA4023 a conversion of a typed nil compared with nil is the form under test
	res["ptr"] = any(p) == nil
	//lint:ignore SA4023 a conversion of a typed nil compared with nil is the form under test
	res["map"] = any(m) != nil
	res["func"] = nil == any(f)
	//lint:ignore SA4023 a conversion of a typed nil compared with nil is the form under test
	res["list"] = sort.Interface(l) == nil
	//lint:ignore SA4023 a conversion of a typed nil compared with nil is the form under test
	res["iface"] = interface{ Len() int }(l) != nil
	res["nilnil"] = any(nil) == nil
	return res
}

type d12Expr interface{ eval() float64 }

type d12Lit float64

func (l d12Lit) eval() float64 { return float64(l) }

func d12Fold(a, b d12Expr) d12Expr {
	if la, ok := a.(d12Lit); ok {
		if lb, ok := b.(d12Lit); ok {
			return la + lb
		}
	}
	return a
}

func d12Neg(a d12Lit) d12Expr { return -a }

// d12BinaryIntoIface: a binary (and unary) operation on values of the
// skill's type with methods returned as an interface (both the
// parentheses and the copy are written around it).
func d12BinaryIntoIface() skills.Result {
	var e d12Expr = d12Lit(1) * 3
	return skills.Result{"fold": d12Fold(d12Lit(1), d12Lit(2)).eval(), "neg": d12Neg(4).eval(), "e": e.eval()}
}
