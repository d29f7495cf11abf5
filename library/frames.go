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

// FrameRecorder is a FrameSource that can hand over the frame it showed
// last as it is to be stored: its encoded bytes (PNG or JPEG) and its
// labels (a renderer's ground truth under detectors.TruthLabel, its
// camera, its name). A run's recorder keeps each frame a skill looked at
// in such a world (verify.FrameLog) and stores it with the run's steps,
// so the run is evidence a detector is scored on.
type FrameRecorder interface {
	FrameSource
	// Stored returns the bytes and labels of the frame Frame returned
	// last.
	Stored(ctx context.Context) (data []byte, labels map[string]string, err error)
}
