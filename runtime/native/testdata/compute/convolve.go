// Blur and edge-detect a generated RGBA frame: a 2-D convolution with a
// normalised Gaussian kernel, then a Sobel magnitude on the blurred
// luminance, each over bands of rows computed by goroutines that send
// their band back on a channel. Reports the strongest edges and an FNV-1a
// hash of the output (uint32 arithmetic that wraps).
package convolve

import (
	"fmt"
	"hash/fnv"
	"image"
	"image/color"
	"math"

	"github.com/skillrun/skillrun/skills"
)

type Args struct {
	Width   int     `json:"width,omitempty"`
	Height  int     `json:"height,omitempty"`
	Sigma   float64 `json:"sigma,omitempty"`
	Workers int     `json:"workers,omitempty"`
	Seed    uint32  `json:"seed,omitempty"`
}

type band struct {
	y0, y1 int
	pix    []uint8
}

func kernel(sigma float64) ([]float64, int) {
	r := int(math.Ceil(3 * sigma))
	k := make([]float64, 0, (2*r+1)*(2*r+1))
	sum := 0.0
	for dy := -r; dy <= r; dy++ {
		for dx := -r; dx <= r; dx++ {
			w := math.Exp(-float64(dx*dx+dy*dy) / (2 * sigma * sigma))
			k = append(k, w)
			sum += w
		}
	}
	for i := range k {
		k[i] /= sum
	}
	return k, r
}

func clampi(v, lo, hi int) int {
	if v < lo {
		return lo
	}
	if v > hi {
		return hi
	}
	return v
}

func blurRows(src *image.RGBA, k []float64, r, y0, y1 int) band {
	b := src.Bounds()
	w := b.Dx()
	out := band{y0, y1, make([]uint8, (y1-y0)*w*4)}
	for y := y0; y < y1; y++ {
		for x := 0; x < w; x++ {
			var acc [3]float64
			i := 0
			for dy := -r; dy <= r; dy++ {
				sy := clampi(y+dy, 0, b.Dy()-1)
				for dx := -r; dx <= r; dx++ {
					sx := clampi(x+dx, 0, w-1)
					p := src.PixOffset(sx, sy)
					acc[0] += k[i] * float64(src.Pix[p])
					acc[1] += k[i] * float64(src.Pix[p+1])
					acc[2] += k[i] * float64(src.Pix[p+2])
					i++
				}
			}
			o := ((y-y0)*w + x) * 4
			for c := 0; c < 3; c++ {
				out.pix[o+c] = uint8(math.Min(255, math.Round(acc[c])))
			}
			out.pix[o+3] = 255
		}
	}
	return out
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	w, h := args.Width, args.Height
	if w == 0 {
		w = 320
	}
	if h == 0 {
		h = 180
	}
	if w < 3 || h < 3 || w*h > 4096*4096 {
		return nil, fmt.Errorf("frame %dx%d: each side at least 3, at most 16 Mpixel", w, h)
	}
	sigma := args.Sigma
	if sigma == 0 {
		sigma = 1.2
	}
	if !(sigma >= 0.3 && sigma <= 8) {
		return nil, fmt.Errorf("sigma %v out of [0.3, 8]", sigma)
	}
	workers := args.Workers
	if workers <= 0 {
		workers = 4
	}
	workers = min(workers, h, 64)
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	s := args.Seed | 1
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			s ^= s << 13
			s ^= s >> 17
			s ^= s << 5
			v := uint8(s)
			if (x/16+y/16)%2 == 0 {
				v = v/4 + 160
			} else {
				v /= 4
			}
			img.SetRGBA(x, y, color.RGBA{v, uint8(x * 255 / w), uint8(y * 255 / h), 255})
		}
	}
	k, r := kernel(sigma)
	done := make(chan band)
	for i := 0; i < workers; i++ {
		y0, y1 := i*h/workers, (i+1)*h/workers
		go func() { done <- blurRows(img, k, r, y0, y1) }()
	}
	blur := image.NewRGBA(img.Bounds())
	for range workers {
		b := <-done
		copy(blur.Pix[b.y0*blur.Stride:], b.pix)
	}
	lum := make([]float64, w*h)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			c := blur.RGBAAt(x, y)
			lum[y*w+x] = 0.299*float64(c.R) + 0.587*float64(c.G) + 0.114*float64(c.B)
		}
	}
	mag := make([]float64, w*h)
	strongest, at := 0.0, image.Point{}
	edges := 0
	for y := 1; y < h-1; y++ {
		for x := 1; x < w-1; x++ {
			l := func(dx, dy int) float64 { return lum[(y+dy)*w+x+dx] }
			gx := -l(-1, -1) - 2*l(-1, 0) - l(-1, 1) + l(1, -1) + 2*l(1, 0) + l(1, 1)
			gy := -l(-1, -1) - 2*l(0, -1) - l(1, -1) + l(-1, 1) + 2*l(0, 1) + l(1, 1)
			m := math.Hypot(gx, gy)
			mag[y*w+x] = m
			if m > 100 {
				edges++
			}
			if m > strongest {
				strongest, at = m, image.Pt(x, y)
			}
		}
	}
	f := fnv.New32a()
	f.Write(blur.Pix)
	var own uint32 = 2166136261
	for _, m := range mag {
		own ^= uint32(m)
		own *= 16777619
	}
	return skills.Result{
		"size": fmt.Sprintf("%dx%d", w, h), "kernel": 2*r + 1, "edges": edges,
		"strongest": math.Round(strongest*1000) / 1000, "at": at.String(),
		"blur_fnv": fmt.Sprintf("%08x", f.Sum32()), "edge_hash": own,
	}, nil
}
