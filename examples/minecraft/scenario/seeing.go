package scenario

import (
	"bytes"
	"context"
	"errors"
	"image/png"
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

	mu   sync.Mutex
	cur  *detectors.Frame
	shot *mc.Shot // what cur was decoded from
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
	s.cur, s.shot = f, sh
	s.mu.Unlock()
	return f, nil
}

// Stored returns the frame Frame last returned as it is stored: its PNG
// bytes and its labels (the renderer's truth, camera and name). It is an
// error when no frame has been drawn since the last action.
func (s *Seeing) Stored(ctx context.Context) ([]byte, map[string]string, error) {
	s.mu.Lock()
	sh := s.shot
	s.mu.Unlock()
	if sh == nil {
		return nil, nil, errors.New("no frame drawn since the last action")
	}
	data := sh.PNG
	if len(data) == 0 && sh.Img != nil {
		var buf bytes.Buffer
		if err := png.Encode(&buf, sh.Img); err != nil {
			return nil, nil, err
		}
		data = buf.Bytes()
	}
	meta, err := frameMeta("", &mc.Shot{PNG: data, Truth: sh.Truth, Camera: sh.Camera, Renderer: sh.Renderer})
	if err != nil {
		return nil, nil, err
	}
	return data, meta.Labels, nil
}

// Act implements skills.World; the view changes.
func (s *Seeing) Act(ctx context.Context, a skills.Action) (skills.Outcome, error) {
	s.mu.Lock()
	s.cur, s.shot = nil, nil
	s.mu.Unlock()
	return s.World.Act(ctx, a)
}

// Sight lends a world an optional Seeing: with one, the world shows what
// its player sees and hands each picture over as stored
// (library.FrameRecorder); without, it draws nothing. A world embeds it
// and acts through ActIn, so that its view changes.
type Sight struct{ See *Seeing }

var _ library.FrameRecorder = Sight{}

// Frame implements library.FrameSource: nil without a Seeing.
func (s Sight) Frame(ctx context.Context) (*detectors.Frame, error) {
	if s.See == nil {
		return nil, nil
	}
	return s.See.Frame(ctx)
}

// Stored implements library.FrameRecorder.
func (s Sight) Stored(ctx context.Context) ([]byte, map[string]string, error) {
	if s.See == nil {
		return nil, nil, errors.New("this world draws no frames")
	}
	return s.See.Stored(ctx)
}

// ActIn performs a in w, through the Seeing when there is one (w is its
// World): the frame drawn before is the view no more.
func (s Sight) ActIn(ctx context.Context, w skills.World, a skills.Action) (skills.Outcome, error) {
	if s.See != nil {
		return s.See.Act(ctx, a)
	}
	return w.Act(ctx, a)
}

// shotFrame is a shot as a detector's frame; a PNG shot is decoded under
// maxPixels.
func shotFrame(sh *mc.Shot, id string, maxPixels int) (*detectors.Frame, error) {
	if sh.Img != nil {
		return &detectors.Frame{Img: sh.Img, Source: detectors.Source{Kind: "step", ID: id}}, nil
	}
	return detectors.Decode(sh.PNG, maxPixels, detectors.Source{Kind: "step", ID: id})
}
