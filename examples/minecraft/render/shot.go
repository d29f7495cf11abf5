package render

import (
	"bytes"
	"fmt"
	"image"
	"image/png"

	"github.com/skillrun/skillrun/detectors"
	mc "github.com/skillrun/skillrun/examples/minecraft"
)

// Renderer is the name voxel frames carry.
const Renderer = "voxel"

// Shoot draws the view from cam with the mobs of opts and returns it as a
// Shot: the PNG, the picture, and each mob's truth (visible box and
// pixels, and its box and pixels with nothing in front of it: no block,
// no other mob, and no edge to the frame; see whole). Mobs none of whose
// pixels would fall in the frame are left out.
func Shoot(w World, cam Camera, tex Textures, opts Options) (*mc.Shot, error) {
	img, boxes, counts, err := render(w, cam, tex, opts)
	if err != nil {
		return nil, err
	}
	full, fullCounts, inFrame := whole(cam.withDefaults(), tex, opts)
	var buf bytes.Buffer
	if err := (&png.Encoder{CompressionLevel: png.BestSpeed}).Encode(&buf, img); err != nil {
		return nil, fmt.Errorf("encode frame: %w", err)
	}
	truth := []detectors.Truth{}
	for i, e := range opts.Mobs {
		if inFrame[i] == 0 {
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

// wholeMargin is how much of a frame, on each side, the whole pass sees
// past the frame's edges (as the real client's labels do): a mob cut by
// the edge is partly hidden, by the share of it this margin holds.
const wholeMargin = 0.5

// whole is the pass that sees each mob alone, with no block, and past the
// frame's edges on the frame's grid of pixels: each mob's box (in frame
// coordinates; it may reach past the frame) and pixel count, and how many
// of those pixels lie in the frame. Only the pixels where a mob's box
// projects are traced.
func whole(cam Camera, tex Textures, opts Options) (boxes []image.Rectangle, counts, inFrame []int) {
	v := newView(cam)
	frame := image.Rect(0, 0, cam.Width, cam.Height)
	wider := image.Rect(-int(wholeMargin*float64(cam.Width)), -int(wholeMargin*float64(cam.Height)),
		cam.Width+int(wholeMargin*float64(cam.Width)), cam.Height+int(wholeMargin*float64(cam.Height)))
	boxes = make([]image.Rectangle, len(opts.Mobs))
	counts = make([]int, len(opts.Mobs))
	inFrame = make([]int, len(opts.Mobs))
	for i, e := range opts.Mobs {
		span := v.spanOf(cam.Eye, e.Box(), wider)
		for py := span.Min.Y; py < span.Max.Y; py++ {
			for px := span.Min.X; px < span.Max.X; px++ {
				if _, _, ok := hitMob(e, cam.Eye, v.ray(px, py), cam.MaxDist, tex); !ok {
					continue
				}
				p := image.Rect(px, py, px+1, py+1)
				boxes[i] = boxes[i].Union(p)
				counts[i]++
				if p.In(frame) {
					inFrame[i]++
				}
			}
		}
	}
	return boxes, counts, inFrame
}

// spanOf returns the pixels, within r, where box b may show seen from
// eye: the box of its corners' projections, one pixel wider each way, or
// all of r when a corner is behind the camera.
func (v view) spanOf(eye mc.Vec, b mc.Box, r image.Rectangle) image.Rectangle {
	var span image.Rectangle
	for k := range 8 {
		c := mc.V(pick(k&1, b.Min.X, b.Max.X), pick(k&2, b.Min.Y, b.Max.Y), pick(k&4, b.Min.Z, b.Max.Z))
		p, ok := v.project(eye, c)
		if !ok {
			return r
		}
		span = span.Union(image.Rect(p.X-1, p.Y-1, p.X+2, p.Y+2))
	}
	return span.Intersect(r)
}

func pick(bit int, a, b float64) float64 {
	if bit != 0 {
		return b
	}
	return a
}
