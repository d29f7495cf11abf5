package worker

import (
	"context"
	"fmt"

	"github.com/skillrun/skillrun/detectors"
	"github.com/skillrun/skillrun/skills"
)

// sandboxRunner compiles each skill version once per worker and runs it.
type sandboxRunner struct{}

func newSandboxRunner() runner { return &sandboxRunner{} }

func (r *sandboxRunner) run(ctx context.Context, c *callMsg, env skills.Env, f *detectors.Frame) *resultMsg {
	return &resultMsg{Err: toWire(fmt.Errorf("%w: sandbox not linked yet", skills.ErrCrash))}
}
