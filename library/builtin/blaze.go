package builtin

import (
	"context"
	_ "embed"
	"fmt"

	"github.com/skillrun/skillrun/detectors"
	"github.com/skillrun/skillrun/library/builtin/blaze_detector"
	"github.com/skillrun/skillrun/runtime/executor"
	"github.com/skillrun/skillrun/skills"
)

// blazeSource is the blaze detector's source: the interpreter loads it
// when built-ins are interpreted, and it is what the native entry compiles.
//
//go:embed blaze_detector/blaze_detector.go
var blazeSource []byte

func init() {
	register("blaze_detector", blazeSource, detector(blaze_detector.Detect))
}

// detector adapts a compiled detector to the library's native entry.
func detector[A any](detect func(*detectors.Frame, A) ([]detectors.Detection, error)) Native {
	return func(_ context.Context, _ skills.Env, req *executor.Request) (*executor.Response, error) {
		if req.Frame == nil || req.Frame.Img == nil {
			return nil, &skills.Error{Op: "run", Err: errNoFrame}
		}
		var a A
		if err := skills.DecodeArgs(req.Args, &a); err != nil {
			return nil, err
		}
		dets, err := detect(req.Frame, a)
		if err != nil {
			return nil, skills.Returned(err)
		}
		return &executor.Response{Detections: dets}, nil
	}
}

var errNoFrame = fmt.Errorf("%w: a detector needs a frame", skills.ErrBadInput)

// Source returns a built-in's embedded source by skill name (for writing a
// built-in into a library directory: the same bytes, so still one source).
func Source(name string) ([]byte, bool) {
	if name == "blaze_detector" {
		return blazeSource, true
	}
	if e, ok := extra[name]; ok {
		return e.src, true
	}
	return nil, false
}
