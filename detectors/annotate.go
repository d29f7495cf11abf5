package detectors

import (
	"fmt"
	"hash/fnv"
	"image"
	"image/color"
	"strings"
)

// Annotate returns a copy of f with each detection drawn on it: its box as
// a two-pixel outline in a colour chosen by its label, and its label and
// score in a tag above the box (see placeTag: elsewhere on the box's edge
// when the frame's top or an earlier tag is in the way).
// Boxes are in f's coordinates and are clipped to the frame. At most
// MaxAnnotated detections are drawn, the first ones, and a label at most
// maxTagRunes long.
func Annotate(f *Frame, dets []Detection) (*Frame, error) {
	if err := checkFrame(f); err != nil {
		return nil, fmt.Errorf("annotate: %w", err)
	}
	c, err := Crop(f, f.Img.Rect)
	if err != nil {
		return nil, fmt.Errorf("annotate: %w", err)
	}
	img := c.Img
	// Keep the frame's coordinates: Crop moved the origin to (0, 0).
	img.Rect = img.Rect.Add(f.Img.Rect.Min)
	var tags []image.Rectangle
	if len(dets) > MaxAnnotated {
		dets = dets[:MaxAnnotated]
	}
	for _, d := range dets {
		col := labelColour(d.Label)
		box := d.Box.Canon()
		drawOutline(img, box, col, 2)
		label := d.Label
		if n := 0; len(label) > maxTagRunes {
			for i := range label {
				if n++; n > maxTagRunes {
					label = label[:i] + "…"
					break
				}
			}
		}
		text := strings.ToUpper(label)
		if d.Score != 0 {
			text += fmt.Sprintf(" %.2f", d.Score)
		}
		const scale = 2
		tag := placeTag(box, image.Pt(len(text)*4*scale+2, 5*scale+4), img.Rect, tags)
		tags = append(tags, tag)
		fillRect(img, tag, col)
		drawText(img, tag.Min.X+2, tag.Min.Y+2, text, scale, color.RGBA{0, 0, 0, 255})
	}
	return c, nil
}

// MaxAnnotated bounds the detections Annotate draws, and maxTagRunes the
// characters of a tag. Annotate runs in the host (serve's answer to a
// detector's run, skillrun detect) on what a detector returned: each tag
// is placed clear of every one before it, and a detector's result of
// 4 MiB holds 90,000 detections, which took the host minutes to draw
// (20,000 took 0.7 s, growing with the square); a label of megabytes was
// drawn letter by letter, off the frame.
const (
	MaxAnnotated = 4096
	maxTagRunes  = 64
)

// placeTag returns where a tag of size sz goes for box: above its top
// left corner, else inside that corner, below its bottom left corner, or
// inside that one; the first place that lies in the frame (from top to
// bottom: a tag wider than the frame is clipped) and clear of the
// tags already placed (two boxes that share a corner keep both labels
// readable), else the first in the frame. A tag past the frame's right
// edge moves left into it.
func placeTag(box image.Rectangle, sz image.Point, frame image.Rectangle, placed []image.Rectangle) image.Rectangle {
	x := box.Min.X
	if x+sz.X > frame.Max.X && sz.X <= frame.Dx() {
		x = frame.Max.X - sz.X
	}
	places := []image.Rectangle{
		image.Rect(x, box.Min.Y-sz.Y, x+sz.X, box.Min.Y),
		image.Rect(x, box.Min.Y, x+sz.X, box.Min.Y+sz.Y),
		image.Rect(x, box.Max.Y, x+sz.X, box.Max.Y+sz.Y),
		image.Rect(x, box.Max.Y-sz.Y, x+sz.X, box.Max.Y),
	}
	first := image.Rectangle{}
	for _, p := range places {
		if p.Min.Y < frame.Min.Y || p.Max.Y > frame.Max.Y {
			continue // (a tag wider than the frame is clipped)
		}
		if first.Empty() {
			first = p
		}
		clear := true
		for _, q := range placed {
			if p.Overlaps(q) {
				clear = false
				break
			}
		}
		if clear {
			return p
		}
	}
	if first.Empty() {
		return places[1] // a frame lower than the tag: clipped as drawn
	}
	return first
}

// labelColour picks a saturated colour from a small palette by label.
func labelColour(label string) color.RGBA {
	palette := []color.RGBA{
		{0, 255, 255, 255}, {255, 0, 255, 255}, {0, 255, 0, 255},
		{255, 255, 255, 255}, {64, 160, 255, 255}, {255, 128, 0, 255},
	}
	h := fnv.New32a()
	h.Write([]byte(label))
	return palette[h.Sum32()%uint32(len(palette))]
}

func fillRect(img *image.RGBA, r image.Rectangle, c color.RGBA) {
	r = r.Intersect(img.Rect)
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			img.SetRGBA(x, y, c)
		}
	}
}

func drawOutline(img *image.RGBA, r image.Rectangle, c color.RGBA, t int) {
	fillRect(img, image.Rect(r.Min.X-t, r.Min.Y-t, r.Max.X+t, r.Min.Y), c)
	fillRect(img, image.Rect(r.Min.X-t, r.Max.Y, r.Max.X+t, r.Max.Y+t), c)
	fillRect(img, image.Rect(r.Min.X-t, r.Min.Y, r.Min.X, r.Max.Y), c)
	fillRect(img, image.Rect(r.Max.X, r.Min.Y, r.Max.X+t, r.Max.Y), c)
}

// drawText draws s with the 3×5 font, each font pixel scale×scale.
func drawText(img *image.RGBA, x, y int, s string, scale int, c color.RGBA) {
	for _, ch := range s {
		g, ok := font[ch]
		if !ok {
			g = font['?']
		}
		for row := 0; row < 5; row++ {
			for col := 0; col < 3; col++ {
				if g[row*3+col] == '#' {
					fillRect(img, image.Rect(x+col*scale, y+row*scale, x+(col+1)*scale, y+(row+1)*scale), c)
				}
			}
		}
		x += 4 * scale
	}
}

// font is a 3×5 pixel font: five rows of three, '#' for ink.
var font = map[rune]string{
	'0': "####.##.##.####", '1': ".#.##..#..#.###", '2': "###..#####..###",
	'3': "###..#.##..####", '4': "#.##.####..#..#", '5': "####..###..####",
	'6': "####..####.####", '7': "###..#..#..#..#", '8': "####.#####.####",
	'9': "####.####..####", 'A': ".#.#.#####.##.#", 'B': "##.#.###.#.###.",
	'C': ".###..#..#...##", 'D': "##.#.##.##.###.", 'E': "####..##.#..###",
	'F': "####..##.#..#..", 'G': ".###..#.##.#.##", 'H': "#.##.#####.##.#",
	'I': "###.#..#..#.###", 'J': "..#..#..##.#.#.", 'K': "#.##.###.#.##.#",
	'L': "#..#..#..#..###", 'M': "#.########.##.#", 'N': "##.#.##.##.##.#",
	'O': ".#.#.##.##.#.#.", 'P': "##.#.###.#..#..", 'Q': ".#.#.##.###..##",
	'R': "##.#.###.#.##.#", 'S': ".###...#...###.", 'T': "###.#..#..#..#.",
	'U': "#.##.##.##.####", 'V': "#.##.##.##.#.#.", 'W': "#.##.########.#",
	'X': "#.##.#.#.#.##.#", 'Y': "#.##.#.#..#..#.", 'Z': "###..#.#.#..###",
	'.': ".............#.", '-': "......###......", '_': "............###",
	':': "....#.....#....", '%': "#.#..#.#.#..#.#", '/': "..#..#.#.#..#..",
	'=': "...###...###...", '(': ".#.#..#..#...#.", ')': ".#...#..#..#.#.",
	'?': "###..#.#.....#.", ' ': "...............",
}
