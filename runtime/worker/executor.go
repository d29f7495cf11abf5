package worker

import (
	"context"
	"errors"

	"github.com/skillrun/skillrun/runtime/check"
	"github.com/skillrun/skillrun/runtime/sandbox"
	"github.com/skillrun/skillrun/skills"
)

var _ sandbox.Executor = (*Pool)(nil)

// Run runs one checked skill version in a worker: the sandbox.Executor
// the library uses with --isolation=process. Limits come from req, then
// the skill's manifest, then the pool's defaults. The skill's env calls
// are served by req.Env in the calling goroutine. Errors wrap the
// sentinels of package skills; a worker that breaks a limit or dies is
// replaced before the pool takes another call on its behalf.
func (p *Pool) Run(ctx context.Context, u *check.Unit, req *sandbox.Request) (*sandbox.Response, error) {
	if u == nil || req == nil {
		return nil, errors.New("worker: Run needs a unit and a request")
	}
	c := &callMsg{
		Unit:   unitMsg{Name: u.Name(), Kind: u.Manifest.Kind, Version: u.Version(), Unit: u},
		Args:   req.Args,
		Limits: req.Limits.Merge(u.Manifest.Limits),
	}
	res, err := p.call(ctx, c, req.Env, req.Frame)
	if err != nil {
		return nil, describe(u.Name(), err)
	}
	if res.Err != nil {
		return nil, describe(u.Name(), res.Err.err())
	}
	return &sandbox.Response{Result: res.Result, Detections: res.Detections, Output: res.Output}, nil
}

// describe adds the skill and the operation to an error that lacks them.
func describe(name string, err error) error {
	var se *skills.Error
	if errors.As(err, &se) {
		return err
	}
	return &skills.Error{Skill: name, Op: "run", Err: err}
}
