package verify

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image"
	"sync"
	"time"

	"github.com/skillrun/skillrun/detectors"
	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/skills"
)

// FrameLog keeps the frames skills looked at during a run in a world that
// draws them (a library.FrameRecorder), for the run's record: a recorder
// of actions (Recorder, the server's session recorder) answers the
// library's Frame through it. It is safe for concurrent use.
type FrameLog struct {
	mu     sync.Mutex
	frames []LoggedFrame
	last   *detectors.Frame // logged last: a frame looked at again is one frame
}

// LoggedFrame is a frame a skill looked at, as stored, and how many of
// the run's actions came before it.
type LoggedFrame struct {
	Data   []byte
	Labels map[string]string
	At     int
}

// Frame returns w's current frame (nil when w draws none) and logs it
// when it is new and w can hand it over; at is how many actions the run
// has taken. A frame that cannot be handed over is still returned: the
// skill sees it, and the record goes without.
func (l *FrameLog) Frame(ctx context.Context, w skills.World, at int) (*detectors.Frame, error) {
	src, ok := w.(library.FrameSource)
	if !ok {
		return nil, nil
	}
	f, err := src.Frame(ctx)
	if err != nil || f == nil {
		return f, err
	}
	fr, ok := w.(library.FrameRecorder)
	if !ok {
		return f, nil
	}
	l.mu.Lock()
	seen := f == l.last
	l.mu.Unlock()
	if seen {
		return f, nil
	}
	data, labels, err := fr.Stored(ctx)
	if err != nil {
		return f, nil
	}
	l.mu.Lock()
	l.frames = append(l.frames, LoggedFrame{Data: data, Labels: labels, At: at})
	l.last = f
	l.mu.Unlock()
	return f, nil
}

// Take returns the logged frames and forgets them.
func (l *FrameLog) Take() []LoggedFrame {
	l.mu.Lock()
	defer l.mu.Unlock()
	out := l.frames
	l.frames, l.last = nil, nil
	return out
}

// FrameOwner says whose a run's frames are when they are stored.
type FrameOwner struct {
	// Now is when they are stored.
	Now time.Time
	// Agent is the agent whose run it is (memory.Frame.Agent).
	Agent string
	// Admit, when set, is asked before each new frame is stored, with its
	// size (the agent's quota): an error leaves the frame out.
	Admit func(ctx context.Context, size int64) error
}

// StoreFrames stores a run's logged frames, the bytes in blobs and the
// metadata with the labels in st, and names each in the step it came
// before (steps[At], or the last step when no action followed it). The
// same picture seen again is one frame and keeps its first labels and
// agent. With no steps nothing is stored (no step could name it). Each
// frame that could not be stored (or that own.Admit refused) is left out
// of the steps, and the errors are returned joined.
func StoreFrames(ctx context.Context, st memory.Store, blobs memory.Blobs, steps []memory.Step, frames []LoggedFrame, own FrameOwner) error {
	if len(steps) == 0 || blobs.Dir == "" {
		return nil
	}
	var errs []error
	for _, f := range frames {
		known := false
		if old, err := st.Frame(ctx, memory.Hash(f.Data)); err == nil && old.Format != "" {
			known = true
		}
		if !known && own.Admit != nil {
			if err := own.Admit(ctx, int64(len(f.Data))); err != nil {
				errs = append(errs, fmt.Errorf("store a frame: %w", err))
				continue
			}
		}
		h, err := blobs.Put(f.Data)
		if err != nil {
			errs = append(errs, fmt.Errorf("store a frame: %w", err))
			continue
		}
		meta := memory.Frame{Hash: h, Format: "png", Size: int64(len(f.Data)), Time: own.Now.UTC(), Labels: f.Labels, Agent: own.Agent}
		if c, format, err := image.DecodeConfig(bytes.NewReader(f.Data)); err == nil {
			meta.Width, meta.Height, meta.Format = c.Width, c.Height, format
		}
		if known {
			// Stored before: named, not stored again.
		} else if err := st.PutFrames(ctx, meta); err != nil && !errors.Is(err, memory.ErrConflict) {
			errs = append(errs, fmt.Errorf("frame %s: %w", memory.ShortID(h), err))
			continue
		}
		s := &steps[min(f.At, len(steps)-1)]
		s.Frames = append(s.Frames, h)
	}
	return errors.Join(errs...)
}
