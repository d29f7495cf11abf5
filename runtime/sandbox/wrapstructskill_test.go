package sandbox

// This file is compiled into the tests and run as a skill
// (TestWrapStructError): an error of the skill's struct type (Error on
// the value) wrapped by fmt.Errorf's %w, or joined by errors.Join, is
// found by errors.As, in a map or slice of errors too. The interpreter's error
// wrapper held the last of the struct's fields that is set (2), not the
// struct: errors.As said false, silently.

import (
	"errors"
	"fmt"

	"github.com/skillrun/skillrun/skills"
)

type wsErr struct {
	op   string
	code int
}

func (e wsErr) Error() string { return fmt.Sprintf("%s failed (%d)", e.op, e.code) }

func wsRun() skills.Result {
	errs := map[string]error{"a": wsErr{"x", 1}, "b": fmt.Errorf("wrap: %w", wsErr{"y", 2})}
	list := []error{fmt.Errorf("outer: %w", fmt.Errorf("inner: %w", wsErr{"z", 3})), errors.Join(errors.New("plain"), wsErr{"j", 4})}
	var out []string
	for _, err := range []error{errs["a"], errs["b"], list[0], list[1]} {
		var e wsErr
		ok := errors.As(err, &e)
		out = append(out, fmt.Sprint(ok, e.op, e.code, err))
	}
	return skills.Result{"out": out, "unwrap": fmt.Sprint(errors.Unwrap(errs["b"]))}
}
