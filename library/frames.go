package library

import (
	"context"

	"github.com/skillrun/skillrun/detectors"
)

// FrameSource is a World that can show what its agent sees now. When a
// procedure running in such a world calls a detector (env.Call of a skill
// of kind detector) and the run was given no frame of its own, the
// detector looks at the world's current frame: a procedure perceives
// through the detectors in the library, and the frame it saw is the one
// the world records with the step that follows.
type FrameSource interface {
	// Frame returns the current view. It returns (nil, nil) when the world
	// draws no frames; the detector then runs without one and fails with
	// a clear error the procedure can fall back on.
	Frame(ctx context.Context) (*detectors.Frame, error)
}
