// Detects bright, saturated spots with a per-pixel loop over the frame:
// luminance, an integral image, a sliding-window mean and a greedy
// non-maximum suppression.
package brightspot

import (
	"image"
	"math"
	"sort"

	"github.com/skillrun/skillrun/detectors"
)

type Args struct {
	// Window side in pixels (default 8).
	Window int `json:"window,omitempty"`
	// Threshold on the window's mean luminance, 0-255 (default 100).
	Threshold float64 `json:"threshold,omitempty"`
	// Max detections (default 10).
	Max int `json:"max,omitempty"`
}

type cand struct {
	x, y  int
	score float64
}

func Detect(f *detectors.Frame, args Args) ([]detectors.Detection, error) {
	w := args.Window
	if w <= 0 {
		w = 8
	}
	th := args.Threshold
	if th == 0 {
		th = 100
	}
	mx := args.Max
	if mx <= 0 {
		mx = 10
	}
	img := f.Img
	b := img.Bounds()
	W, H := b.Dx(), b.Dy()
	if W < w || H < w {
		return nil, nil
	}
	integ := make([]float64, (W+1)*(H+1))
	for y := 0; y < H; y++ {
		row := 0.0
		for x := 0; x < W; x++ {
			i := img.PixOffset(b.Min.X+x, b.Min.Y+y)
			r, g, bl := float64(img.Pix[i]), float64(img.Pix[i+1]), float64(img.Pix[i+2])
			lum := 0.299*r + 0.587*g + 0.114*bl
			sat := math.Max(r, math.Max(g, bl)) - math.Min(r, math.Min(g, bl))
			row += lum * (0.5 + sat/510)
			integ[(y+1)*(W+1)+x+1] = integ[y*(W+1)+x+1] + row
		}
	}
	var cs []cand
	for y := 0; y+w <= H; y++ {
		for x := 0; x+w <= W; x++ {
			s := integ[(y+w)*(W+1)+x+w] - integ[y*(W+1)+x+w] - integ[(y+w)*(W+1)+x] + integ[y*(W+1)+x]
			m := s / float64(w*w)
			if m >= th {
				cs = append(cs, cand{x, y, m})
			}
		}
	}
	sort.Slice(cs, func(i, j int) bool {
		if cs[i].score != cs[j].score {
			return cs[i].score > cs[j].score
		}
		if cs[i].y != cs[j].y {
			return cs[i].y < cs[j].y
		}
		return cs[i].x < cs[j].x
	})
	var out []detectors.Detection
	var taken []image.Rectangle
	for _, c := range cs {
		r := image.Rect(b.Min.X+c.x, b.Min.Y+c.y, b.Min.X+c.x+w, b.Min.Y+c.y+w)
		overlap := false
		for _, t := range taken {
			if r.Overlaps(t) {
				overlap = true
				break
			}
		}
		if overlap {
			continue
		}
		taken = append(taken, r)
		out = append(out, detectors.Detection{Label: "spot", Box: r, Score: math.Round(c.score*1000) / 1000 / 255,
			Attrs: map[string]any{"mean": c.score}})
		if len(out) >= mx {
			break
		}
	}
	return out, nil
}
