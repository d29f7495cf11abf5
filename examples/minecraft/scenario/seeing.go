package scenario

import (
	"context"
	"sync"

	"github.com/skillrun/skillrun/detectors"
	mc "github.com/skillrun/skillrun/examples/minecraft"
	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/skills"
)

// Seeing is a World that draws what its player sees: a library.FrameSource
// over any World, given a renderer (the voxel renderer for the voxel world,
// the real client's for the live bridge). Skills that look (Scenario.Sight)
// are re-simulated in one. A frame is drawn when a detector asks and kept
// until the next action.
type Seeing struct {
	World
	// Draw draws the player's view; nil draws nothing (detectors then run
	// without a frame).
	Draw func(ctx context.Context, w World) (*mc.Shot, error)
	// MaxFramePixels bounds a frame decoded from a drawn PNG (the
	// operator's --max-frame-pixels; detectors.DefaultMaxFramePixels when
	// zero).
	MaxFramePixels int

	mu  sync.Mutex
	cur *detectors.Frame
}

var _ library.FrameSource = (*Seeing)(nil)

// Frame implements library.FrameSource.
func (s *Seeing) Frame(ctx context.Context) (*detectors.Frame, error) {
	if s.Draw == nil {
		return nil, nil
	}
	s.mu.Lock()
	cur := s.cur
	s.mu.Unlock()
	if cur != nil {
		return cur, nil
	}
	sh, err := s.Draw(ctx, s.World)
	if err != nil {
		return nil, err
	}
	f, err := shotFrame(sh, "", s.MaxFramePixels)
	if err != nil {
		return nil, err
	}
	s.mu.Lock()
	s.cur = f
	s.mu.Unlock()
	return f, nil
}

// Act implements skills.World; the view changes.
func (s *Seeing) Act(ctx context.Context, a skills.Action) (skills.Outcome, error) {
	s.mu.Lock()
	s.cur = nil
	s.mu.Unlock()
	return s.World.Act(ctx, a)
}

// shotFrame is a shot as a detector's frame; a PNG shot is decoded under
// maxPixels.
func shotFrame(sh *mc.Shot, id string, maxPixels int) (*detectors.Frame, error) {
	if sh.Img != nil {
		return &detectors.Frame{Img: sh.Img, Source: detectors.Source{Kind: "step", ID: id}}, nil
	}
	return detectors.Decode(sh.PNG, maxPixels, detectors.Source{Kind: "step", ID: id})
}
