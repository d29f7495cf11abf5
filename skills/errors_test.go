package skills_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/skillrun/skillrun/skills"
)

func TestReturned(t *testing.T) {
	tests := []struct {
		err  error
		keep error // a sentinel the wrapped error still matches, or nil
	}{
		{skills.ErrTimeout, nil},
		{fmt.Errorf("out: %w", skills.ErrMemory), nil},
		{&skills.Error{Op: "run", Err: skills.ErrForbidden}, nil},
		{errors.Join(skills.ErrInvalidArgs, skills.ErrCrash), nil},
		{fmt.Errorf("%w: %w", skills.ErrCancelled, skills.ErrResultSize), nil},
		{fmt.Errorf("call: %w", skills.ErrCycle), nil},
		{fmt.Errorf("n must be positive: %w", skills.ErrInvalidArgs), skills.ErrInvalidArgs},
		{fmt.Errorf("act: %w", skills.ErrNoEnv), skills.ErrNoEnv},
		{errors.New("the bridge fell"), nil},
		{posing{"timeout"}, nil},
		{fmt.Errorf("%w: %w", posing{"bad_input"}, skills.ErrCPU), nil},
	}
	for _, tt := range tests {
		got := skills.Returned(tt.err)
		if got.Error() != tt.err.Error() {
			t.Errorf("Returned(%q).Error() = %q; want the message unchanged", tt.err, got)
		}
		var re *skills.ReturnedError
		if !errors.As(got, &re) {
			t.Errorf("Returned(%q) is not a *ReturnedError", tt.err)
		}
		for _, v := range []error{skills.ErrTimeout, skills.ErrLimit, skills.ErrMemory, skills.ErrCrash, skills.ErrForbidden, skills.ErrCancelled, skills.ErrCycle} {
			if errors.Is(got, v) {
				t.Errorf("Returned(%q) is %v: a skill's error poses as a verdict", tt.err, v)
			}
		}
		if k := skills.KindOf(got); k != skills.KindSkill && k != skills.KindOf(tt.keep) {
			t.Errorf("KindOf(Returned(%q)) = %s", tt.err, k)
		}
		if tt.keep != nil && !errors.Is(got, tt.keep) {
			t.Errorf("Returned(%q) lost %v", tt.err, tt.keep)
		}
	}
	if skills.Returned(nil) != nil {
		t.Error("Returned(nil) != nil")
	}
}

// posing is an error that declares a kind, as a skill's own type could.
type posing struct{ kind string }

func (p posing) Error() string     { return "posing as " + p.kind }
func (p posing) ErrorKind() string { return p.kind }
