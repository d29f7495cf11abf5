package sandbox

import (
	"errors"
	"fmt"

	"github.com/skillrun/skillrun/skills"
)

type beWrap struct {
	Code int
	err  error
}

func (e beWrap) Error() string { return fmt.Sprintf("code %d: %v", e.Code, e.err) }
func (e beWrap) Unwrap() error { return e.err }

type beMulti struct{ errs []error }

func (e *beMulti) Error() string   { return "multi" }
func (e *beMulti) Unwrap() []error { return e.errs }

type beKind struct{}

func (beKind) Error() string     { return "kinded" }
func (beKind) ErrorKind() string { return "refused" }

type beIs struct{}

func (beIs) Error() string          { return "is" }
func (beIs) Is(target error) bool   { return target == skills.ErrNotFound }

func beErr(n int) error {
	switch n {
	case 0:
		return beWrap{3, skills.ErrNotFound}
	case 1:
		return &beMulti{[]error{errors.New("x"), skills.ErrInvalidArgs}}
	case 2:
		return errors.Join(errors.New("a"), skills.ErrBadInput)
	case 3:
		return beKind{}
	case 4:
		return fmt.Errorf("outer: %w", beWrap{4, skills.ErrNoEnv})
	case 5:
		return beIs{}
	case 6:
		return fmt.Errorf("two %w and %w", beKind{}, skills.ErrNotFound)
	case 7:
		return &beWrap{7, fmt.Errorf("%w: deep", skills.ErrForbidden)}
	case 8:
		return beWrap{8, nil}
	}
	return nil
}

func beIsRun() skills.Result {

	return skills.Result{"is": errors.Is(beErr(0), skills.ErrNotFound), "is4": errors.Is(beErr(4), skills.ErrNoEnv), "is5": errors.Is(beErr(5), skills.ErrNotFound), "un": errors.Unwrap(beErr(0)) == skills.ErrNotFound}
}
