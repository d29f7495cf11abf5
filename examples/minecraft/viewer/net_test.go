package viewer_test

import (
	"image"
	"math"
	"math/rand"
	"testing"

	"github.com/skillrun/skillrun/detectors"
)

// netRow is one patch a net trains on (detectors.Patch, each value in
// 0..1 kept as a byte: calibration holds millions), its label and weight.
type netRow struct {
	x    []uint8
	y, w float64
}

// The grid a net reads a box on: a blaze's head is the top third of it,
// each rod a column or two (-calibrate-net-grid sets another).
var netCols, netRows = 8, 12

// patchBytes reads box in fr as a patch (detectors.Patch) into bytes.
func patchBytes(fr *detectors.Frame, box image.Rectangle, pal *detectors.ColorSet, buf []float64) ([]uint8, error) {
	if err := detectors.Patch(fr, box, netCols, netRows, pal, buf); err != nil {
		return nil, err
	}
	out := make([]uint8, len(buf))
	for i, v := range buf {
		out[i] = uint8(math.Round(min(max(v, 0), 1) * 255))
	}
	return out, nil
}

// netScore is net's log-odds for a patch kept as bytes and its mirror
// image, averaged (as detectors.Net.BoxScores gives them).
func netScore(n *detectors.Net, x []uint8) float64 {
	a, b := make([]float64, len(x)), make([]float64, len(x))
	for i, v := range x {
		a[i] = float64(v) / 255
	}
	_ = detectors.MirrorPatch(a, netCols, netRows, b)
	z1, _ := n.Score(a)
	z2, _ := n.Score(b)
	return (z1 + z2) / 2
}

// trainNet trains a net of hidden units on rows, each also mirrored, by
// Adam on the weighted logistic loss (mini-batches of 64, epochs passes), its inputs
// standardised by their mean and spread over rows; the standardisation
// is folded into the first layer's weights, so the net reads patches as
// detectors.Patch gives them.
func trainNet(rows []netRow, hidden, epochs int, seed int64) *detectors.Net {
	in := detectors.PatchSize(netCols, netRows)
	rng := rand.New(rand.NewSource(seed))
	mean, sd := make([]float64, in), make([]float64, in)
	wsum := 0.0
	for _, r := range rows {
		for i, v := range r.x {
			mean[i] += float64(v) / 255
		}
		wsum += r.w
	}
	for i := range mean {
		mean[i] /= float64(len(rows))
	}
	for _, r := range rows {
		for i, v := range r.x {
			d := float64(v)/255 - mean[i]
			sd[i] += d * d
		}
	}
	for i := range sd {
		sd[i] = math.Sqrt(sd[i]/float64(len(rows))) + 1e-3
	}
	// Rows are trained on mirrored too: the mean and spread of both.
	for _, v := range [][]float64{mean, sd} {
		m := make([]float64, in)
		_ = detectors.MirrorPatch(v, netCols, netRows, m)
		for i := range v {
			v[i] = (v[i] + m[i]) / 2
		}
	}
	// Rows weigh as much on average as one: the step size does not move
	// with how the weights are scaled.
	wscale := float64(len(rows)) / wsum

	w1 := make([]float64, hidden*in)
	b1, w2 := make([]float64, hidden), make([]float64, hidden)
	b2 := 0.0
	for i := range w1 {
		w1[i] = rng.NormFloat64() * math.Sqrt(2/float64(in))
	}
	for j := range w2 {
		w2[j] = rng.NormFloat64() * math.Sqrt(1/float64(hidden))
	}
	params := [][]float64{w1, b1, w2}
	np := len(w1) + len(b1) + len(w2) + 1
	grad, m1, m2 := make([]float64, np), make([]float64, np), make([]float64, np)
	x, h := make([]float64, in), make([]float64, hidden)
	const (
		batch        = 64
		rate         = 1e-3
		beta1, beta2 = 0.9, 0.999
		decay        = 1e-4
	)
	order := rng.Perm(2 * len(rows)) // row k/2, mirrored when k is odd
	plain := make([]float64, in)
	step := 0
	for range epochs {
		rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		for s := 0; s < len(order); s += batch {
			clear(grad)
			for _, k := range order[s:min(s+batch, len(order))] {
				r := rows[k/2]
				for i, v := range r.x {
					plain[i] = float64(v) / 255
				}
				if k%2 == 1 {
					_ = detectors.MirrorPatch(plain, netCols, netRows, x)
					copy(plain, x)
				}
				for i, v := range plain {
					x[i] = (v - mean[i]) / sd[i]
				}
				z := b2
				for j := range hidden {
					a := b1[j]
					for i, w := range w1[j*in : (j+1)*in] {
						a += w * x[i]
					}
					h[j] = max(a, 0)
					z += w2[j] * h[j]
				}
				p := 1 / (1 + math.Exp(-z))
				dz := r.w * wscale * (p - r.y)
				for j := range hidden {
					grad[len(w1)+len(b1)+j] += dz * h[j]
					if h[j] > 0 {
						dh := dz * w2[j]
						grad[len(w1)+j] += dh
						g := grad[j*in : (j+1)*in]
						for i, v := range x {
							g[i] += dh * v
						}
					}
				}
				grad[np-1] += dz
			}
			step++
			c1, c2 := 1-math.Pow(beta1, float64(step)), 1-math.Pow(beta2, float64(step))
			k := 0
			update := func(p *float64) {
				g := grad[k]/batch + decay**p
				m1[k] = beta1*m1[k] + (1-beta1)*g
				m2[k] = beta2*m2[k] + (1-beta2)*g*g
				*p -= rate * (m1[k] / c1) / (math.Sqrt(m2[k]/c2) + 1e-8)
				k++
			}
			for _, ps := range params {
				for i := range ps {
					update(&ps[i])
				}
			}
			update(&b2)
		}
	}
	// Fold the standardisation in: w·(x−mean)/sd = (w/sd)·x − w·mean/sd.
	for j := range hidden {
		row := w1[j*in : (j+1)*in]
		for i := range row {
			row[i] /= sd[i]
			b1[j] -= row[i] * mean[i]
		}
	}
	return &detectors.Net{Cols: netCols, Rows: netRows, Margin: *calNetMargin, Hidden: hidden, W1: w1, B1: b1, W2: w2, B2: b2}
}

// TestTrainNet: a net trained on patches where a blaze's is dark on top
// over bright below (a head over rods, as it leans either way) and the
// rest are even, tells held-back patches of each apart, mirrored too.
func TestTrainNet(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	in := detectors.PatchSize(netCols, netRows)
	draw := func(blaze bool) []uint8 {
		x := make([]uint8, in)
		lean := rng.Intn(netCols) // the head's column: where it leans
		for r := range netRows {
			for c := range netCols {
				v := 0.4 + 0.3*rng.Float64()
				if blaze && r < netRows/3 && (c-lean)*(c-lean) <= 4 {
					v = 0.1 * rng.Float64()
				}
				k := (r*netCols + c) * detectors.PatchChannels
				for ch := range 3 {
					x[k+ch] = uint8(v * 255)
				}
				x[k+3] = uint8(255 * rng.Float64())
			}
		}
		return x
	}
	var rows []netRow
	for i := range 600 {
		rows = append(rows, netRow{draw(i%2 == 0), float64(1 - i%2), 1})
	}
	n := trainNet(rows, 8, 6, 1)
	if back, err := detectors.ParseNet(n.String()); err != nil || back.Hidden != 8 {
		t.Fatalf("the trained net does not read back: %v", err)
	}
	wrong := 0
	for i := range 200 {
		blaze := i%2 == 0
		if z := netScore(n, draw(blaze)); (z > 0) != blaze {
			wrong++
		}
	}
	if wrong > 10 {
		t.Errorf("%d of 200 held-back patches told wrong", wrong)
	}
}
