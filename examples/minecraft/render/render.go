package render

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"runtime"
	"sync"
	"time"

	mc "github.com/skillrun/skillrun/examples/minecraft"
	"github.com/skillrun/skillrun/internal/cputime"
)

// Textures supplies the images blocks and mobs are drawn with.
type Textures struct {
	// Blocks maps a block name to its texture (any size; sampled by face
	// coordinates). Missing blocks use a flat fallback colour.
	Blocks map[string]image.Image
	// Mobs maps a mob name to the image drawn on every face of its box.
	Mobs map[string]image.Image
}

// drawnBlaze stands in for the blaze's texture when none is given.
var drawnBlaze = DrawnBlaze()

// Camera is where the picture is taken from.
type Camera struct {
	Eye        mc.Vec
	Yaw, Pitch float64 // mineflayer's convention (see package minecraft)
	// FOV is the vertical field of view in degrees (default 70).
	FOV           float64
	Width, Height int     // default 320×180
	MaxDist       float64 // default 32 blocks
}

// World is what the renderer reads: blocks and mobs.
type World interface {
	Block(p mc.Pos) string
}

// Options say what to draw besides blocks.
type Options struct {
	Mobs []mc.Entity
	// Sky is the colour where rays hit nothing (default a pale blue).
	Sky color.RGBA
	// CPU, when set, is told the CPU time the drawing's goroutines used
	// (their threads'), which the caller's own clock does not see.
	CPU func(time.Duration)
}

// Render draws the view from cam.
func Render(w World, cam Camera, tex Textures, opts Options) (*image.RGBA, error) {
	img, _, err := RenderLabelled(w, cam, tex, opts)
	return img, err
}

// RenderLabelled draws the view and also returns, for each of opts.Mobs
// (by index), the bounding box of the pixels where it is visible (empty
// when it is hidden or out of view): ground truth for detectors.
func RenderLabelled(w World, cam Camera, tex Textures, opts Options) (*image.RGBA, []image.Rectangle, error) {
	img, boxes, _, err := render(w, cam, tex, opts)
	return img, boxes, err
}

// render draws the view and counts, for each mob, the box and number of
// its visible pixels.
func render(w World, cam Camera, tex Textures, opts Options) (*image.RGBA, []image.Rectangle, []int, error) {
	cam = cam.withDefaults()
	if cam.Width <= 0 || cam.Height <= 0 || cam.Width > 4096 || cam.Height > 4096 {
		return nil, nil, nil, fmt.Errorf("render: frame size %d×%d out of range", cam.Width, cam.Height)
	}
	if opts.Sky == (color.RGBA{}) {
		opts.Sky = color.RGBA{150, 190, 235, 255}
	}
	if sw, ok := w.(SnapshotWorld); ok && sw.S != nil {
		w = newAirGrid(sw)
	}
	img := image.NewRGBA(image.Rect(0, 0, cam.Width, cam.Height))
	boxes := make([]image.Rectangle, len(opts.Mobs))
	counts := make([]int, len(opts.Mobs))
	view := newView(cam)
	// Bands of rows on every core: each band writes its own rows and keeps
	// its own mob boxes and counts, merged at the end. The world is only read.
	bands := min(runtime.GOMAXPROCS(0), cam.Height)
	type tally struct {
		boxes  []image.Rectangle
		counts []int
	}
	tallies := make([]tally, bands)
	var wg sync.WaitGroup
	for b := range bands {
		wg.Add(1)
		go func() {
			defer wg.Done()
			t := tally{boxes: make([]image.Rectangle, len(opts.Mobs)), counts: make([]int, len(opts.Mobs))}
			band := func() {
				for py := b * cam.Height / bands; py < (b+1)*cam.Height/bands; py++ {
					for px := 0; px < cam.Width; px++ {
						d := view.ray(px, py)
						c, mob := trace(w, cam.Eye, d, cam.MaxDist, tex, opts)
						img.SetRGBA(px, py, c)
						if mob >= 0 {
							t.boxes[mob] = t.boxes[mob].Union(image.Rect(px, py, px+1, py+1))
							t.counts[mob]++
						}
					}
				}
			}
			if opts.CPU != nil {
				opts.CPU(cputime.Measure(band))
			} else {
				band()
			}
			tallies[b] = t
		}()
	}
	wg.Wait()
	for _, t := range tallies {
		for i := range opts.Mobs {
			boxes[i] = boxes[i].Union(t.boxes[i])
			counts[i] += t.counts[i]
		}
	}
	return img, boxes, counts, nil
}

func (cam Camera) withDefaults() Camera {
	if cam.Width == 0 {
		cam.Width, cam.Height = 320, 180
	}
	if cam.FOV == 0 {
		cam.FOV = 70
	}
	if cam.MaxDist == 0 {
		cam.MaxDist = 32
	}
	return cam
}

// Project returns where a point appears in the frame (and false when it is
// behind the camera).
func Project(cam Camera, p mc.Vec) (image.Point, bool) {
	cam = cam.withDefaults()
	return newView(cam).project(cam.Eye, p)
}

// view is a camera's frame of rays (of the camera with its defaults).
type view struct {
	fwd, right, up mc.Vec
	th, aspect     float64
	width, height  int
}

func newView(cam Camera) view {
	fwd := mc.LookDir(cam.Yaw, cam.Pitch)
	// Right is forward turned a quarter clockwise on the horizontal plane;
	// up completes the frame.
	right := mc.LookDir(cam.Yaw-math.Pi/2, 0)
	return view{fwd: fwd, right: right, up: cross(right, fwd), th: math.Tan(cam.FOV * math.Pi / 360),
		aspect: float64(cam.Width) / float64(cam.Height), width: cam.Width, height: cam.Height}
}

// ray is the direction through the middle of pixel (px, py); pixels past
// the frame's edges continue its grid.
func (v view) ray(px, py int) mc.Vec {
	y := (1 - 2*(float64(py)+0.5)/float64(v.height)) * v.th
	x := (2*(float64(px)+0.5)/float64(v.width) - 1) * v.th * v.aspect
	return norm(add(v.fwd, add(scale(v.right, x), scale(v.up, y))))
}

// project returns the pixel where p appears seen from eye (false when it
// is behind the camera): the pixel whose ray passes nearest it.
func (v view) project(eye, p mc.Vec) (image.Point, bool) {
	d := p.Sub(eye)
	z := dot(d, v.fwd)
	if z <= 1e-9 {
		return image.Point{}, false
	}
	x := dot(d, v.right) / z / (v.th * v.aspect)
	y := dot(d, v.up) / z / v.th
	return image.Pt(int(math.Floor((x+1)/2*float64(v.width))), int(math.Floor((1-y)/2*float64(v.height)))), true
}

// hitMob returns where a ray from o along d meets mob e, and the colour
// there, when it meets an opaque texel of the mob's box.
func hitMob(e mc.Entity, o, d mc.Vec, maxDist float64, tex Textures) (float64, color.RGBA, bool) {
	b := e.Box()
	t, ok := b.RayHits(o, d, maxDist)
	if !ok {
		return 0, color.RGBA{}, false
	}
	img := tex.Mobs[e.Name]
	if img == nil && e.Name == "blaze" {
		img = drawnBlaze
	}
	c, ok := sampleBox(img, b, o.Add(scale(d, t+1e-6)), e.Name)
	return t, c, ok
}

// trace follows one ray: voxel traversal (Amanatides and Woo) against the
// blocks, and the slab test against each mob's box; the nearest opaque
// texel wins. Transparent texels (fire's gaps) let the ray go on.
func trace(w World, o, d mc.Vec, maxDist float64, tex Textures, opts Options) (color.RGBA, int) {
	// Nearest mob hit, if any.
	mobT, mobC, mobHit, mobI := math.Inf(1), color.RGBA{}, false, -1
	for i, e := range opts.Mobs {
		if t, c, ok := hitMob(e, o, d, maxDist, tex); ok && t < mobT {
			mobT, mobC, mobHit, mobI = t, c, true, i
		}
	}
	cell := o.Block()
	step := [3]int{sgn(d.X), sgn(d.Y), sgn(d.Z)}
	var tMax, tDelta [3]float64
	oc := [3]float64{o.X, o.Y, o.Z}
	dc := [3]float64{d.X, d.Y, d.Z}
	cc := [3]int{cell.X, cell.Y, cell.Z}
	for i := range 3 {
		if dc[i] == 0 {
			tMax[i], tDelta[i] = math.Inf(1), math.Inf(1)
			continue
		}
		next := float64(cc[i])
		if step[i] > 0 {
			next++
		}
		tMax[i] = (next - oc[i]) / dc[i]
		tDelta[i] = math.Abs(1 / dc[i])
	}
	// Open sky: once the ray has left the box of a world that is open air
	// above a height outside it, and is at or above that height and not
	// heading down, it meets no block (it cannot come back into the box
	// it started in). Most rays that see the sky stop there, not 32
	// blocks on; the picture is the same.
	sky, skyY, open := mc.Region{}, 0, false
	if os, ok := w.(openSky); ok && dc[1] >= 0 {
		sky, skyY = os.OpenSky()
		open = sky.Index(mc.P(cc[0], cc[1], cc[2])) >= 0
	}
	grid, _ := w.(*airGrid)
	t, face := 0.0, -1
	for t <= maxDist && t < mobT {
		if open && cc[1] >= skyY && sky.Index(mc.P(cc[0], cc[1], cc[2])) < 0 {
			break
		}
		if face >= 0 && !grid.air(cc) {
			name := w.Block(mc.P(cc[0], cc[1], cc[2]))
			if !isAir(name) {
				p := o.Add(scale(d, t))
				if c, ok := sampleBlock(tex.Blocks[name], name, p, face, step); ok {
					return c, -1
				}
			}
		}
		// Step to the next cell.
		i := 0
		if tMax[1] < tMax[i] {
			i = 1
		}
		if tMax[2] < tMax[i] {
			i = 2
		}
		t = tMax[i]
		tMax[i] += tDelta[i]
		cc[i] += step[i]
		face = i
	}
	if mobHit {
		return mobC, mobI
	}
	return opts.Sky, -1
}

// isAir reports whether a block is drawn as nothing (rays pass it).
func isAir(name string) bool { return name == mc.Air || name == mc.CaveAir || name == "void_air" }

// airGrid is a snapshot's world with which of the cells of its box are
// air looked up once a frame from the snapshot's palette: trace reads a
// byte for each cell a ray crosses there, not the block's name.
type airGrid struct {
	SnapshotWorld
	box   mc.Region // the snapshot's box; its cells in the snapshot's order
	isAir []bool
}

// newAirGrid marks the cells of w's box whose block is air.
func newAirGrid(w SnapshotWorld) *airGrid {
	air := make([]bool, len(w.S.Palette))
	for i, name := range w.S.Palette {
		air[i] = isAir(name)
	}
	g := &airGrid{SnapshotWorld: w, box: mc.Region{Min: w.S.Min, Max: w.S.Max}, isAir: make([]bool, len(w.S.Blocks))}
	for i, b := range w.S.Blocks {
		// A palette index out of range is not known air: Block says
		// what it is.
		g.isAir[i] = b >= 0 && b < len(air) && air[b]
	}
	return g
}

// air reports whether cell c is known to be air (false outside the box,
// or for a nil grid: the block is then looked up).
func (g *airGrid) air(c [3]int) bool {
	if g == nil {
		return false
	}
	i := g.box.Index(mc.P(c[0], c[1], c[2]))
	return i >= 0 && i < len(g.isAir) && g.isAir[i]
}

// openSky is a World whose blocks outside a box are air at and above a
// height (trace stops a ray that leaves the box there).
type openSky interface {
	OpenSky() (box mc.Region, y int)
}

// sampleBlock colours the point p where the ray entered a block through a
// face normal to axis `face`.
func sampleBlock(img image.Image, name string, p mc.Vec, face int, step [3]int) (color.RGBA, bool) {
	var u, v float64
	switch face {
	case 0: // x face
		u, v = frac(p.Z), 1-frac(p.Y)
	case 1: // y face
		u, v = frac(p.X), frac(p.Z)
	default: // z face
		u, v = frac(p.X), 1-frac(p.Y)
	}
	c, ok := sample(img, name, u, v)
	if !ok {
		return c, false
	}
	// A little shading so faces read apart: tops brightest, x sides darkest.
	k := [3]float64{0.75, 1.0, 0.88}[face]
	if face == 1 && step[1] > 0 {
		k = 0.6 // an underside
	}
	return shade(c, k), true
}

// sampleBox colours a point on a mob's box with its image, stretched over
// each face.
func sampleBox(img image.Image, b mc.Box, p mc.Vec, name string) (color.RGBA, bool) {
	sx, sy, sz := b.Max.X-b.Min.X, b.Max.Y-b.Min.Y, b.Max.Z-b.Min.Z
	dx := math.Min(math.Abs(p.X-b.Min.X), math.Abs(p.X-b.Max.X))
	dz := math.Min(math.Abs(p.Z-b.Min.Z), math.Abs(p.Z-b.Max.Z))
	dy := math.Min(math.Abs(p.Y-b.Min.Y), math.Abs(p.Y-b.Max.Y))
	var u, v float64
	switch {
	case dy <= dx && dy <= dz:
		u, v = (p.X-b.Min.X)/sx, (p.Z-b.Min.Z)/sz
	case dx <= dz:
		u, v = (p.Z-b.Min.Z)/sz, 1-(p.Y-b.Min.Y)/sy
	default:
		u, v = (p.X-b.Min.X)/sx, 1-(p.Y-b.Min.Y)/sy
	}
	return sample(img, name, u, v)
}

// sample reads img at (u, v) in [0,1)²; alpha below one half is a hole.
func sample(img image.Image, name string, u, v float64) (color.RGBA, bool) {
	if img == nil {
		return fallback(name), true
	}
	r := img.Bounds()
	x := r.Min.X + clampInt(int(u*float64(r.Dx())), 0, r.Dx()-1)
	y := r.Min.Y + clampInt(int(v*float64(r.Dy())), 0, r.Dy()-1)
	var c color.NRGBA
	if n, ok := img.(*image.NRGBA); ok {
		c = n.NRGBAAt(x, y) // the common case, without an interface per texel
	} else {
		c = color.NRGBAModel.Convert(img.At(x, y)).(color.NRGBA)
	}
	if c.A < 128 {
		return color.RGBA{}, false
	}
	return color.RGBA{c.R, c.G, c.B, 255}, true
}

// fallback is a flat colour for a block without a texture.
func fallback(name string) color.RGBA {
	switch name {
	case mc.Stone, mc.Cobblestone:
		return color.RGBA{125, 125, 125, 255}
	case mc.GrassBlock:
		return color.RGBA{95, 159, 53, 255}
	case mc.Dirt:
		return color.RGBA{134, 96, 67, 255}
	case mc.Lava:
		return color.RGBA{207, 91, 20, 255}
	case mc.Fire:
		return color.RGBA{225, 130, 20, 255}
	case mc.Netherrack:
		return color.RGBA{97, 38, 38, 255}
	case mc.Water:
		return color.RGBA{50, 80, 200, 255}
	case mc.Bedrock:
		return color.RGBA{60, 60, 60, 255}
	}
	return color.RGBA{150, 150, 150, 255}
}

func shade(c color.RGBA, k float64) color.RGBA {
	f := func(v uint8) uint8 { return uint8(math.Min(255, float64(v)*k)) }
	return color.RGBA{f(c.R), f(c.G), f(c.B), 255}
}

func frac(f float64) float64 { return f - math.Floor(f) }

func sgn(f float64) int {
	switch {
	case f > 0:
		return 1
	case f < 0:
		return -1
	}
	return 0
}

func clampInt(v, lo, hi int) int { return max(lo, min(v, hi)) }

func add(a, b mc.Vec) mc.Vec           { return a.Add(b) }
func scale(a mc.Vec, k float64) mc.Vec { return mc.V(a.X*k, a.Y*k, a.Z*k) }
func dot(a, b mc.Vec) float64          { return a.X*b.X + a.Y*b.Y + a.Z*b.Z }
func norm(a mc.Vec) mc.Vec             { return scale(a, 1/a.Len()) }
func cross(a, b mc.Vec) mc.Vec {
	return mc.V(a.Y*b.Z-a.Z*b.Y, a.Z*b.X-a.X*b.Z, a.X*b.Y-a.Y*b.X)
}
