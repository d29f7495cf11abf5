// Errors of the skill's own types, wrapped by fmt.Errorf, errors.Join, its
// own wrappers and several %w, found with errors.As.
package errchain

import (
	"errors"
	"fmt"

	"github.com/skillrun/skillrun/skills"
)

type Args struct {
	Depth int `json:"depth"`
}

type parseErr struct{ Line int }

func (e *parseErr) Error() string { return fmt.Sprintf("line %d", e.Line) }

type codeErr struct{ Code int }

func (e *codeErr) Error() string { return fmt.Sprint("code ", e.Code) }

// opErr wraps another error, as the skill's own wrapper type.
type opErr struct {
	Op  string
	Err error
}

func (e *opErr) Error() string { return e.Op + ": " + e.Err.Error() }
func (e *opErr) Unwrap() error { return e.Err }

type multi struct{ errs []error }

func (m *multi) Error() string   { return "multi" }
func (m *multi) Unwrap() []error { return m.errs }

// legacy answers As for codeErr targets.
type legacy struct{}

func (*legacy) Error() string { return "legacy" }
func (*legacy) As(target any) bool {
	if c, ok := target.(**codeErr); ok {
		*c = &codeErr{Code: 99}
		return true
	}
	return false
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	base := &parseErr{Line: 7}
	chain := fmt.Errorf("outer: %w", &opErr{Op: "read", Err: fmt.Errorf("reading: %w", base)})
	var pe *parseErr
	ok1 := errors.As(chain, &pe)
	var ce *codeErr
	ok2 := errors.As(errors.Join(errors.New("x"), fmt.Errorf("w: %w", &codeErr{3})), &ce)
	var ce2 *codeErr
	ok3 := errors.As(&multi{[]error{nil, errors.New("y"), &opErr{"op", &codeErr{5}}}}, &ce2)
	var ce3 *codeErr
	ok4 := errors.As(fmt.Errorf("a %w b %w", errors.New("p"), &legacy{}), &ce3)
	var pe2 *parseErr
	ok5 := errors.As(errors.New("plain"), &pe2)
	// A chain as deep as asked, of the skill's wrapper over fmt's.
	var deep error = &codeErr{Code: args.Depth}
	for i := 0; i < args.Depth; i++ {
		if i%2 == 0 {
			deep = &opErr{Op: fmt.Sprint("op", i), Err: deep}
		} else {
			deep = fmt.Errorf("level %d: %w", i, deep)
		}
	}
	var dc *codeErr
	okDeep := errors.As(deep, &dc)
	return skills.Result{"deep": []any{okDeep, dc.Code}, "r": []any{ok1, pe == base, pe.Line, ok2, ce.Code, ok3, ce2.Code, ok4, ce3.Code, ok5, pe2 == nil}}, nil
}
