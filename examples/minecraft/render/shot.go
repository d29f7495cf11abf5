package render

import (
	"bytes"
	"fmt"
	"image/png"

	"github.com/skillrun/skillrun/detectors"
	mc "github.com/skillrun/skillrun/examples/minecraft"
)

// Renderer is the name voxel frames carry.
const Renderer = "voxel"

// Shoot draws the view from cam with the mobs of opts and returns it as a
// Shot: the PNG, the picture, and each mob's truth (visible box and
// pixels, and its box and pixels with no block in front of it, from a
// second pass that draws the mobs alone).
func Shoot(w World, cam Camera, tex Textures, opts Options) (*mc.Shot, error) {
	img, boxes, counts, err := render(w, cam, tex, opts)
	if err != nil {
		return nil, err
	}
	_, full, fullCounts, err := render(emptyWorld{}, cam, tex, opts)
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	if err := (&png.Encoder{CompressionLevel: png.BestSpeed}).Encode(&buf, img); err != nil {
		return nil, fmt.Errorf("encode frame: %w", err)
	}
	truth := []detectors.Truth{}
	for i, e := range opts.Mobs {
		if fullCounts[i] == 0 {
			continue // out of view
		}
		b, f := boxes[i], full[i]
		t := detectors.Truth{Label: e.Name, ID: e.ID, Pixels: counts[i], FullPixels: fullCounts[i],
			Box: [4]int{b.Min.X, b.Min.Y, b.Max.X, b.Max.Y}, FullBox: [4]int{f.Min.X, f.Min.Y, f.Max.X, f.Max.Y}}
		t.Visible = float64(t.Pixels) / float64(t.FullPixels)
		truth = append(truth, t)
	}
	c := cam.withDefaults()
	return &mc.Shot{PNG: buf.Bytes(), Img: img, Truth: truth, Renderer: Renderer,
		Camera: mc.Camera{Eye: c.Eye, Yaw: c.Yaw, Pitch: c.Pitch, FOV: c.FOV, Width: c.Width, Height: c.Height}}, nil
}

// emptyWorld has no blocks: the pass that sees every mob whole.
type emptyWorld struct{}

func (emptyWorld) Block(mc.Pos) string { return mc.Air }
