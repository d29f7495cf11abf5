package live

import (
	"context"
	"encoding/base64"
	"fmt"

	"github.com/skillrun/skillrun/detectors"
	mc "github.com/skillrun/skillrun/examples/minecraft"
	"github.com/skillrun/skillrun/examples/minecraft/viewer"
)

// FrameOptions turn on frames: the bridge draws what the bot sees through
// prismarine-viewer (package viewer) and each frame comes with the true
// boxes of the mobs in it. The zero value draws 640×360 frames with the
// viewer's 75° field of view.
type FrameOptions struct {
	Width, Height int
	// FOV is the vertical field of view in degrees.
	FOV float64
}

func (f FrameOptions) withDefaults() FrameOptions {
	if f.Width == 0 || f.Height == 0 {
		f.Width, f.Height = 640, 360
	}
	if f.FOV == 0 {
		f.FOV = 75
	}
	return f
}

// Renderer is the name frames from the live bridge carry.
const Renderer = "prismarine-viewer 1.33.0"

var _ mc.Shooter = (*Bridge)(nil)

type wireShot struct {
	PNG    string            `json:"png"`
	Truth  []detectors.Truth `json:"truth"`
	Camera mc.Camera         `json:"camera"`
}

// Shot draws the bot's view now (mc.Shooter). The bridge must have been
// started with Options.Frames.
func (b *Bridge) Shot(ctx context.Context) (*mc.Shot, error) {
	if b.opts.Frames == nil {
		return nil, fmt.Errorf("bridge frame: frames are off (Options.Frames)")
	}
	var w wireShot
	if err := b.call(ctx, "frame", map[string]any{}, &w); err != nil {
		return nil, err
	}
	png, err := base64.StdEncoding.DecodeString(w.PNG)
	if err != nil {
		return nil, fmt.Errorf("bridge frame: %w", err)
	}
	if w.Truth == nil {
		w.Truth = []detectors.Truth{}
	}
	return &mc.Shot{PNG: png, Truth: w.Truth, Camera: w.Camera, Renderer: Renderer}, nil
}

// frameArgs are the bridge's command-line arguments for frames, and the
// display it needs (nil without frames).
func (o Options) frameArgs(ctx context.Context) ([]string, *viewer.Display, error) {
	if o.Frames == nil {
		return nil, nil, nil
	}
	if err := viewer.Check(""); err != nil {
		return nil, nil, err
	}
	f := o.Frames.withDefaults()
	d, err := viewer.OpenDisplay(ctx)
	if err != nil {
		return nil, nil, err
	}
	return []string{"--frames", "--frame-size", fmt.Sprintf("%dx%d", f.Width, f.Height), "--fov", fmt.Sprint(f.FOV)}, d, nil
}

// Frames reports whether the bridge draws frames (started with
// Options.Frames): Shot works.
func (b *Bridge) Frames() bool { return b.opts.Frames != nil }
