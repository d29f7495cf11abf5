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
// score in a tag above the box (inside it when the box touches the top).
// Boxes are in f's coordinates and are clipped to the frame.
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
	for _, d := range dets {
		col := labelColour(d.Label)
		box := d.Box.Canon()
		drawOutline(img, box, col, 2)
		text := strings.ToUpper(d.Label)
		if d.Score != 0 {
			text += fmt.Sprintf(" %.2f", d.Score)
		}
		const scale = 2
		tw := len(text)*4*scale + 2
		th := 5*scale + 4
		tag := image.Rect(box.Min.X, box.Min.Y-th, box.Min.X+tw, box.Min.Y)
		if tag.Min.Y < img.Rect.Min.Y {
			tag = tag.Add(image.Pt(0, th))
		}
		fillRect(img, tag, col)
		drawText(img, tag.Min.X+2, tag.Min.Y+2, text, scale, color.RGBA{0, 0, 0, 255})
	}
	return c, nil
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
