package detectors

import (
	"fmt"
	"image"
	"math"
	"strconv"
	"strings"
)

// Net is a small neural network over a box's pixels: one hidden layer of
// rectified units over a patch (Patch: the box read on a grid of cells,
// each cell's colour over the box's brightest, and the share of it a
// colour set holds), and one output, the log-odds that the box holds
// what the net was trained to find. A forest weighs what a detector's
// summary features say of a box; a net sees how the box's colours lie (a
// blaze's dark head over bright rods, a honeycomb's cells), which no
// summary holds. Nets are read from text (ParseNet), so a detector's
// source carries its own, and evaluated here, compiled.
type Net struct {
	// Cols and Rows are the patch's grid (Patch).
	Cols, Rows int
	// Margin widens each box the net reads by this share of its width
	// and height on each side (Grow): the net sees what lies around it,
	// the rest of a blaze a box holds part of.
	Margin float64
	// Hidden is how many hidden units there are; W1 holds their weights,
	// one row of PatchSize(Cols, Rows) a unit, B1 their biases, W2 the
	// output's weight of each and B2 its bias.
	Hidden int
	W1     []float64
	B1, W2 []float64
	B2     float64
}

// Limits on a net read from text.
const (
	maxNetCells  = 64 * 64
	maxNetHidden = 1024
)

// PatchChannels is how many values Patch gives a cell: red, green and
// blue over the box's brightest channel, and the share of the cell's
// samples in the colour set.
const PatchChannels = 4

// PatchSize is how many values Patch gives a box read on cols×rows
// cells.
func PatchSize(cols, rows int) int { return cols * rows * PatchChannels }

// Patch reads box in f on a grid of cols×rows cells into dst (which must
// hold PatchSize(cols, rows) values): for each cell, row by row, the
// mean red, green and blue of four samples in it, each over the largest
// of all the cells' means (a light's brightness does not move them), and
// the share of the samples whose colour s holds (0 when s is nil). The
// box is clipped to the frame; an empty one gives zeros.
func Patch(f *Frame, box image.Rectangle, cols, rows int, s *ColorSet, dst []float64) error {
	if f == nil || f.Img == nil {
		return fmt.Errorf("%w: patch: no frame", ErrBadArgument)
	}
	if cols <= 0 || rows <= 0 || cols*rows > maxNetCells {
		return fmt.Errorf("%w: patch: %d×%d cells (want 1 to %d)", ErrBadArgument, cols, rows, maxNetCells)
	}
	if len(dst) < PatchSize(cols, rows) {
		return fmt.Errorf("%w: patch: %d values for %d", ErrBadArgument, len(dst), PatchSize(cols, rows))
	}
	dst = dst[:PatchSize(cols, rows)]
	clear(dst)
	img := f.Img
	b := box.Intersect(img.Rect)
	if b.Empty() {
		return nil
	}
	w, h := float64(b.Dx()), float64(b.Dy())
	top := 1.0
	k := 0
	for r := range rows {
		for c := range cols {
			var sum [3]float64
			in := 0
			for sy := range 2 {
				y := b.Min.Y + int((float64(r)+(float64(sy)+0.5)/2)/float64(rows)*h)
				y = min(y, b.Max.Y-1)
				for sx := range 2 {
					x := b.Min.X + int((float64(c)+(float64(sx)+0.5)/2)/float64(cols)*w)
					x = min(x, b.Max.X-1)
					p := img.Pix[img.PixOffset(x, y):]
					sum[0] += float64(p[0])
					sum[1] += float64(p[1])
					sum[2] += float64(p[2])
					if s != nil && s.Contains(p[0], p[1], p[2]) {
						in++
					}
				}
			}
			for ch := range 3 {
				dst[k+ch] = sum[ch] / 4
				top = max(top, dst[k+ch])
			}
			dst[k+3] = float64(in) / 4
			k += PatchChannels
		}
	}
	for i := 0; i < len(dst); i += PatchChannels {
		dst[i] /= top
		dst[i+1] /= top
		dst[i+2] /= top
	}
	return nil
}

// MirrorPatch writes into dst the patch x (cols×rows cells) mirrored left
// to right: the patch of the box's mirror image, as Patch reads it but
// for the odd pixel where a sample falls on a cell's middle.
func MirrorPatch(x []float64, cols, rows int, dst []float64) error {
	n := PatchSize(cols, rows)
	if cols <= 0 || rows <= 0 || len(x) < n || len(dst) < n {
		return fmt.Errorf("%w: mirror patch: %d and %d values for %d×%d cells", ErrBadArgument, len(x), len(dst), cols, rows)
	}
	for r := range rows {
		for c := range cols {
			from, to := (r*cols+c)*PatchChannels, (r*cols+cols-1-c)*PatchChannels
			copy(dst[to:to+PatchChannels], x[from:from+PatchChannels])
		}
	}
	return nil
}

// Grow returns box widened by margin times its width and height on each
// side (rounded to the nearest pixel).
func Grow(box image.Rectangle, margin float64) image.Rectangle {
	dx := int(math.Round(margin * float64(box.Dx())))
	dy := int(math.Round(margin * float64(box.Dy())))
	return image.Rect(box.Min.X-dx, box.Min.Y-dy, box.Max.X+dx, box.Max.Y+dy)
}

// Score returns the net's log-odds for the input x (PatchSize(Cols,
// Rows) values).
func (n *Net) Score(x []float64) (float64, error) {
	if n == nil {
		return 0, fmt.Errorf("%w: net: no net", ErrBadArgument)
	}
	in := PatchSize(n.Cols, n.Rows)
	if len(x) != in {
		return 0, fmt.Errorf("%w: net: %d inputs, the net reads %d", ErrBadArgument, len(x), in)
	}
	z := n.B2
	for j := range n.Hidden {
		if a := n.B1[j] + dot(n.W1[j*in:(j+1)*in], x); a > 0 {
			z += n.W2[j] * a
		}
	}
	return z, nil
}

// dot returns the dot product of w and x (as long as w), summed in four
// lanes: one chain of additions waits on each add, four do not.
func dot(w, x []float64) float64 {
	x = x[:len(w)]
	var s0, s1, s2, s3 float64
	i := 0
	for ; i+4 <= len(w); i += 4 {
		s0 += w[i] * x[i]
		s1 += w[i+1] * x[i+1]
		s2 += w[i+2] * x[i+2]
		s3 += w[i+3] * x[i+3]
	}
	for ; i < len(w); i++ {
		s0 += w[i] * x[i]
	}
	return (s0 + s1) + (s2 + s3)
}

// BoxScores returns, in one call (an interpreted detector pays for each
// operation it makes a box), the net's log-odds for each box whose score
// in ps is at least minScore (each box when ps is nil; the others get
// 0), read as a patch with s (Patch) and mirrored, the two averaged: a
// thing seen from its other side is the same thing.
func (n *Net) BoxScores(f *Frame, s *ColorSet, boxes []image.Rectangle, ps []float64, minScore float64) ([]float64, error) {
	if n == nil {
		return nil, fmt.Errorf("%w: net: no net", ErrBadArgument)
	}
	if ps != nil && len(ps) != len(boxes) {
		return nil, fmt.Errorf("%w: net: %d scores for %d boxes", ErrBadArgument, len(ps), len(boxes))
	}
	out := make([]float64, len(boxes))
	x, y := make([]float64, PatchSize(n.Cols, n.Rows)), make([]float64, PatchSize(n.Cols, n.Rows))
	for i, b := range boxes {
		if ps != nil && !(ps[i] >= minScore) {
			continue
		}
		if err := Patch(f, Grow(b, n.Margin), n.Cols, n.Rows, s, x); err != nil {
			return nil, err
		}
		if err := MirrorPatch(x, n.Cols, n.Rows, y); err != nil {
			return nil, err
		}
		z1, err := n.Score(x)
		if err != nil {
			return nil, err
		}
		z2, err := n.Score(y)
		if err != nil {
			return nil, err
		}
		out[i] = (z1 + z2) / 2
	}
	return out, nil
}

// ParseNet reads a net written by String: a first line "net COLS ROWS
// HIDDEN B2" and, when the net reads around its boxes, "MARGIN", then one line a hidden unit, its bias, its output weight
// and its PatchSize(COLS, ROWS) input weights. Blank lines and lines
// starting with # are skipped.
func ParseNet(text string) (*Net, error) {
	var n *Net
	in := 0
	for ln, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		where := fmt.Sprintf("net line %d", ln+1)
		f := strings.Fields(line)
		if n == nil {
			if (len(f) != 5 && len(f) != 6) || f[0] != "net" {
				return nil, fmt.Errorf("%w: %s: want \"net COLS ROWS HIDDEN B2 [MARGIN]\", got %.80q", ErrBadArgument, where, line)
			}
			margin := 0.0
			if len(f) == 6 {
				var err error
				if margin, err = strconv.ParseFloat(f[5], 64); err != nil || !(margin >= 0 && margin <= 1) {
					return nil, fmt.Errorf("%w: %s: margin %.20q: want 0 to 1", ErrBadArgument, where, f[5])
				}
			}
			cols, e1 := strconv.Atoi(f[1])
			rows, e2 := strconv.Atoi(f[2])
			hid, e3 := strconv.Atoi(f[3])
			b2, e4 := strconv.ParseFloat(f[4], 64)
			if e1 != nil || e2 != nil || e3 != nil || e4 != nil || !finite(b2) {
				return nil, fmt.Errorf("%w: %s: want \"net COLS ROWS HIDDEN B2\", got %.80q", ErrBadArgument, where, line)
			}
			if cols <= 0 || rows <= 0 || cols*rows > maxNetCells || hid <= 0 || hid > maxNetHidden {
				return nil, fmt.Errorf("%w: %s: %d×%d cells and %d hidden units (at most %d cells and %d units)", ErrBadArgument, where, cols, rows, hid, maxNetCells, maxNetHidden)
			}
			in = PatchSize(cols, rows)
			n = &Net{Cols: cols, Rows: rows, Margin: margin, Hidden: hid, B2: b2, W1: make([]float64, 0, hid*in)}
			continue
		}
		if len(n.B1) == n.Hidden {
			return nil, fmt.Errorf("%w: %s: more than the %d hidden units the first line names", ErrBadArgument, where, n.Hidden)
		}
		if len(f) != 2+in {
			return nil, fmt.Errorf("%w: %s: %d numbers, want %d (bias, output weight, %d input weights)", ErrBadArgument, where, len(f), 2+in, in)
		}
		for k, tok := range f {
			v, err := strconv.ParseFloat(tok, 64)
			if err != nil || !finite(v) {
				return nil, fmt.Errorf("%w: %s: number %d: bad %.40q", ErrBadArgument, where, k+1, tok)
			}
			switch k {
			case 0:
				n.B1 = append(n.B1, v)
			case 1:
				n.W2 = append(n.W2, v)
			default:
				n.W1 = append(n.W1, v)
			}
		}
	}
	if n == nil {
		return nil, fmt.Errorf("%w: net: no \"net COLS ROWS HIDDEN B2\" line", ErrBadArgument)
	}
	if len(n.B1) != n.Hidden {
		return nil, fmt.Errorf("%w: net: %d hidden units, the first line names %d", ErrBadArgument, len(n.B1), n.Hidden)
	}
	return n, nil
}

// String writes the net as ParseNet reads it.
func (n *Net) String() string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "net %d %d %d %s", n.Cols, n.Rows, n.Hidden, fnum(n.B2))
	if n.Margin != 0 {
		sb.WriteString(" " + fnum(n.Margin))
	}
	sb.WriteByte('\n')
	in := PatchSize(n.Cols, n.Rows)
	for j := range n.Hidden {
		sb.WriteString(fnum(n.B1[j]) + " " + fnum(n.W2[j]))
		for _, w := range n.W1[j*in : (j+1)*in] {
			sb.WriteString(" " + netNum(w))
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}

// netNum writes a weight in four significant digits: a net's weights
// are many and need no more.
func netNum(x float64) string {
	if math.Abs(x) < 1e-5 {
		return "0"
	}
	return strconv.FormatFloat(x, 'g', 4, 64)
}
