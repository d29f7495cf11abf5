package detectorstest

import (
	"fmt"
	"image"
	"image/color"
	"math/rand"

	"github.com/skillrun/skillrun/detectors"
)

// Scene is one labelled frame: the blazes it shows, and what else is in it.
type Scene struct {
	Name  string
	Frame *detectors.Frame
	// Truth holds one "blaze" detection per blaze, boxed on its visible pixels.
	Truth []detectors.Detection
	// Fires, Lavas and Magmas count the fires, lava pools and patches of
	// magma blocks drawn.
	Fires, Lavas, Magmas int
}

// SceneOptions control Scenes.
type SceneOptions struct {
	Width, Height int   // frame size; 0 means 640×360
	Seed          int64 // random seed: the same seed gives the same scenes
	// Backgrounds names the block textures to tile with (default
	// Backgrounds); "magma" is allowed, a warm background that touches
	// every object.
	Backgrounds []string
	// MinTexel and MaxTexel bound a blaze's size in pixels per texel (a
	// blaze is 16×24 texels); zero means 1 and 6.
	MinTexel, MaxTexel float64
	// Margin, when positive, is the clearance in pixels kept between
	// objects instead of half the larger object's size plus six: small
	// values put blazes right next to fire and lava.
	Margin int
}

// Scenes composes n labelled frames: a tiled block background (netherrack,
// nether bricks, stone, …) at a random block size and light level, with 0–2
// blazes, 0–3 fires and 0–2 lava pools or magma patches at random sizes, positions, animation
// frames and brightnesses. Blazes, fire and lava glow in Minecraft, so they
// are dimmed much less than the background. Objects keep clear of each
// other by a margin that scales with their size.
func Scenes(t *Textures, n int, opt SceneOptions) ([]Scene, error) {
	w, h := opt.Width, opt.Height
	if w == 0 && h == 0 {
		w, h = 640, 360
	}
	rng := rand.New(rand.NewSource(opt.Seed))
	out := make([]Scene, 0, n)
	for i := 0; i < n; i++ {
		s, err := scene(t, rng, w, h, opt)
		if err != nil {
			return nil, err
		}
		s.Name = fmt.Sprintf("scene-%d-%03d", opt.Seed, i)
		s.Frame.Source = detectors.Source{Kind: "file", ID: s.Name}
		out = append(out, s)
	}
	return out, nil
}

func scene(t *Textures, rng *rand.Rand, w, h int, opt SceneOptions) (Scene, error) {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	bgs := opt.Backgrounds
	if len(bgs) == 0 {
		bgs = Backgrounds
	}
	bg := bgs[rng.Intn(len(bgs))]
	tex := t.Blocks[bg]
	if bg == "magma" {
		tex = t.Magma
	}
	if tex == nil {
		return Scene{}, fmt.Errorf("no background texture %q", bg)
	}
	block := 16 + rng.Intn(49) // pixels per block
	light := 0.35 + 0.65*rng.Float64()
	tile(img, tex, block, light)
	var s Scene
	var placed []image.Rectangle
	free := func(r image.Rectangle) bool {
		if !r.In(img.Rect) {
			return false
		}
		m := max(r.Dx(), r.Dy())/2 + 6
		if opt.Margin > 0 {
			m = opt.Margin
		}
		for _, p := range placed {
			if r.Inset(-m).Overlaps(p) {
				return false
			}
		}
		return true
	}
	place := func(sz image.Point) (image.Rectangle, bool) {
		for try := 0; try < 30; try++ {
			if sz.X >= w || sz.Y >= h {
				return image.Rectangle{}, false
			}
			p := image.Pt(rng.Intn(w-sz.X), rng.Intn(h-sz.Y))
			r := image.Rectangle{p, p.Add(sz)}
			if free(r) {
				placed = append(placed, r)
				return r, true
			}
		}
		return image.Rectangle{}, false
	}
	glow := func() float64 { return 0.85 + 0.15*rng.Float64() }

	for k := rng.Intn(3); k > 0; k-- {
		lo, hi := opt.MinTexel, opt.MaxTexel
		if lo <= 0 {
			lo = 1
		}
		if hi <= 0 {
			hi = 6
		}
		texel := lo + (hi-lo)*rng.Float64() // pixels per texel: far to near
		sprite := blazeSprite(t.Blaze, rng)
		sw, sh := int(16*texel), int(24*texel)
		r, ok := place(image.Pt(sw, sh))
		if !ok {
			continue
		}
		box := paste(img, scaleNRGBA(sprite, sw, sh), r.Min, glow())
		if !box.Empty() {
			s.Truth = append(s.Truth, detectors.Detection{Label: "blaze", Box: box, Score: 1})
		}
	}
	for k := rng.Intn(4); k > 0; k-- {
		size := block * (1 + rng.Intn(2))
		r, ok := place(image.Pt(size, size))
		if !ok {
			continue
		}
		fr := t.Fire[rng.Intn(len(t.Fire))]
		paste(img, scaleNRGBA(fr, size, size), r.Min, glow())
		s.Fires++
	}
	for k := rng.Intn(3); k > 0; k-- {
		// A pool of lava, or a patch of magma blocks (warm, never yellow).
		pool := t.Lava
		if rng.Intn(3) == 0 {
			pool = []*image.NRGBA{t.Magma}
			s.Magmas++
		} else {
			s.Lavas++
		}
		bw, bh := 1+rng.Intn(4), 1+rng.Intn(2)
		r, ok := place(image.Pt(bw*block, bh*block))
		if !ok {
			continue
		}
		g := glow()
		for by := 0; by < bh; by++ {
			for bx := 0; bx < bw; bx++ {
				fr := pool[rng.Intn(len(pool))]
				paste(img, scaleNRGBA(fr, block, block), r.Min.Add(image.Pt(bx*block, by*block)), g)
			}
		}
	}
	f, err := detectors.FrameFromImage(img, detectors.Source{})
	if err != nil {
		return Scene{}, err
	}
	s.Frame = f
	return s, nil
}

// blazeSprite assembles a front view of a blaze, 16×24 texels, from the
// entity atlas: the head's front face on top and two rings of rods below,
// each rod a randomly chosen 2×8 side of the rod box.
func blazeSprite(atlas *image.NRGBA, rng *rand.Rand) *image.NRGBA {
	sp := image.NewNRGBA(image.Rect(0, 0, 16, 24))
	copyRect(sp, image.Pt(4, 0), atlas, image.Rect(8, 8, 16, 16))
	rod := func(x, y int) {
		side := rng.Intn(4) * 2
		copyRect(sp, image.Pt(x, y), atlas, image.Rect(side, 18, side+2, 26))
	}
	for _, x := range []int{0, 4, 10, 14} {
		rod(x, 9)
	}
	for _, x := range []int{2, 7, 12} {
		rod(x, 16)
	}
	if rng.Intn(2) == 0 { // seen from either side
		flipped := image.NewNRGBA(sp.Rect)
		for y := 0; y < 24; y++ {
			for x := 0; x < 16; x++ {
				flipped.SetNRGBA(15-x, y, sp.NRGBAAt(x, y))
			}
		}
		sp = flipped
	}
	return sp
}

func copyRect(dst *image.NRGBA, at image.Point, src *image.NRGBA, r image.Rectangle) {
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			dst.SetNRGBA(at.X+x-r.Min.X, at.Y+y-r.Min.Y, src.NRGBAAt(x, y))
		}
	}
}

// scaleNRGBA resizes with the detectors' own Scale (box filter down,
// nearest up), through a premultiplied copy so that transparent texels do
// not darken their neighbours' colour.
func scaleNRGBA(src *image.NRGBA, w, h int) *image.NRGBA {
	b := src.Rect
	pm := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	for y := 0; y < b.Dy(); y++ {
		for x := 0; x < b.Dx(); x++ {
			pm.Set(x, y, src.NRGBAAt(b.Min.X+x, b.Min.Y+y))
		}
	}
	f, err := detectors.Scale(&detectors.Frame{Img: pm}, w, h)
	if err != nil {
		return image.NewNRGBA(image.Rect(0, 0, 1, 1))
	}
	out := image.NewNRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			out.Set(x, y, f.Img.RGBAAt(x, y))
		}
	}
	return out
}

// paste alpha-blends src onto img at p, its colours scaled by light, and
// returns the box of the pixels it covered at least half opaquely.
func paste(img *image.RGBA, src *image.NRGBA, p image.Point, light float64) image.Rectangle {
	var box image.Rectangle
	for y := 0; y < src.Rect.Dy(); y++ {
		for x := 0; x < src.Rect.Dx(); x++ {
			c := src.NRGBAAt(x, y)
			if c.A == 0 {
				continue
			}
			dx, dy := p.X+x, p.Y+y
			if !(image.Point{dx, dy}).In(img.Rect) {
				continue
			}
			under := img.RGBAAt(dx, dy)
			a := float64(c.A) / 255
			mix := func(s, u uint8) uint8 { return clamp(float64(s)*light*a + float64(u)*(1-a)) }
			img.SetRGBA(dx, dy, color.RGBA{mix(c.R, under.R), mix(c.G, under.G), mix(c.B, under.B), 255})
			if c.A >= 128 {
				box = box.Union(image.Rect(dx, dy, dx+1, dy+1))
			}
		}
	}
	return box
}

// tile fills img with the block texture at size pixels per block, its
// colours scaled by light.
func tile(img *image.RGBA, tex *image.NRGBA, size int, light float64) {
	t := scaleNRGBA(tex, size, size)
	// One lit, opaque row of blocks as wide as the frame, then copies.
	w := img.Rect.Dx()
	rows := make([][]uint8, size)
	for ty := 0; ty < size; ty++ {
		row := make([]uint8, 4*w)
		for x := 0; x < w; x++ {
			c := t.NRGBAAt(x%size, ty)
			row[4*x], row[4*x+1], row[4*x+2], row[4*x+3] = clamp(float64(c.R)*light), clamp(float64(c.G)*light), clamp(float64(c.B)*light), 255
		}
		rows[ty] = row
	}
	for y := 0; y < img.Rect.Dy(); y++ {
		copy(img.Pix[y*img.Stride:], rows[y%size])
	}
}

func clamp(v float64) uint8 {
	if v <= 0 {
		return 0
	}
	if v >= 255 {
		return 255
	}
	return uint8(v + 0.5)
}
