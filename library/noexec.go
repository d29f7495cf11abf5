package library

import (
	"context"
	"errors"

	"github.com/skillrun/skillrun/runtime/check"
	"github.com/skillrun/skillrun/runtime/executor"
)

// ErrNoExecutor is what running or promoting an interpreted skill gives in
// a library opened without an Executor.
var ErrNoExecutor = errors.New("library has no executor to run skill source (set Options.Executor: runtime/worker for isolation, runtime/sandbox.NewInProcess for trusted skills)")

// noExecutor is the executor of a library opened without one.
type noExecutor struct{}

var _ executor.Executor = noExecutor{}

func (noExecutor) Run(context.Context, *check.Unit, *executor.Request) (*executor.Response, error) {
	return nil, ErrNoExecutor
}

func (noExecutor) Prepare(context.Context, *check.Unit) error { return ErrNoExecutor }

func (noExecutor) Forget(*check.Unit) {}
