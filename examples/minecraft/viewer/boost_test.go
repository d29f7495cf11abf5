package viewer_test

import (
	"math"
	"slices"
	"sync"

	"github.com/skillrun/skillrun/detectors"
)

// boost trains a forest of depth-limited regression trees on the logistic
// loss (gradient boosting with second-order leaves, as XGBoost does):
// small enough to read, and what the blaze detector's calibration needs.
// Each sample i weighs w[i] (nil: all 1), so that a sample of the easy
// negatives can stand for all of them. Splits are searched among at most
// bins-1 thresholds a feature (its quantiles), as LightGBM does: the cost
// of a level is one pass over the samples a feature, whatever their
// number of distinct values.
func boost(x [][]float64, y, w []float64, trees, depth int, rate float64) *detectors.Forest {
	if w == nil {
		w = make([]float64, len(y))
		for i := range w {
			w[i] = 1
		}
	}
	pos, all := 0.0, 0.0
	for i, v := range y {
		pos += v * w[i]
		all += w[i]
	}
	pos = math.Min(math.Max(pos, 1), all-1)
	fo := &detectors.Forest{Base: math.Log(pos / (all - pos)), Rate: rate}
	f := make([]float64, len(y))
	for i := range f {
		f[i] = fo.Base
	}
	nf := len(x[0])
	cuts, bin := binFeatures(x, nf)
	g := make([]float64, len(y))
	h := make([]float64, len(y))
	in := make([]int32, len(y)) // node of each sample while a tree grows
	for range trees {
		for i := range y {
			p := 1 / (1 + math.Exp(-f[i]))
			g[i] = (p - y[i]) * w[i]
			h[i] = math.Max(p*(1-p), 1e-6) * w[i]
		}
		t := grow(cuts, bin, g, h, in, depth)
		fo.Trees = append(fo.Trees, t)
		for i := range f {
			f[i] += rate * detectors.LeafValue(t, x[i])
		}
	}
	fo.Features = nf
	return fo
}

const (
	lambda  = 1.0 // L2 on leaf values
	minLeaf = 10  // samples a leaf holds at least
	bins    = 64  // thresholds searched a feature, plus one
)

// binFeatures returns each feature's thresholds (ascending; a value goes
// left of threshold k when it is at most cuts[f][k]) and each sample's bin
// by feature: bin[f][i] is the number of thresholds under x[i][f].
func binFeatures(x [][]float64, nf int) ([][]float64, [][]uint8) {
	cuts := make([][]float64, nf)
	bin := make([][]uint8, nf)
	var wg sync.WaitGroup
	for k := range nf {
		wg.Go(func() {
			vals := make([]float64, len(x))
			for i := range x {
				vals[i] = x[i][k]
			}
			slices.Sort(vals)
			var cs []float64
			for q := 1; q < bins; q++ {
				j := q * len(vals) / bins
				if j+1 >= len(vals) {
					break
				}
				// A threshold between two distinct values, so that equal
				// values never straddle it.
				for j+1 < len(vals) && vals[j+1] == vals[j] {
					j++
				}
				if j+1 >= len(vals) {
					break
				}
				c := (vals[j] + vals[j+1]) / 2
				if len(cs) == 0 || c > cs[len(cs)-1] {
					cs = append(cs, c)
				}
			}
			cuts[k] = cs
			b := make([]uint8, len(x))
			for i := range x {
				v := x[i][k]
				lo, hi := 0, len(cs)
				for lo < hi {
					m := (lo + hi) / 2
					if v <= cs[m] {
						hi = m
					} else {
						lo = m + 1
					}
				}
				b[i] = uint8(lo)
			}
			bin[k] = b
		})
	}
	wg.Wait()
	return cuts, bin
}

// grow fits one tree, level by level, to the gradients g and hessians h.
func grow(cuts [][]float64, bin [][]uint8, g, h []float64, in []int32, depth int) []detectors.TreeNode {
	t := []detectors.TreeNode{{Left: -1, Right: -1}}
	for i := range in {
		in[i] = 0
	}
	level := []int{0}
	type stat struct {
		g, h float64
		n    int
	}
	nf := len(cuts)
	for d := 0; d <= depth; d++ {
		// slot maps a node of this level to its place in the histograms.
		slot := make([]int, len(t))
		for i := range slot {
			slot[i] = -1
		}
		for s, n := range level {
			slot[n] = s
		}
		tot := make([]stat, len(level))
		for i := range g {
			if s := slot[in[i]]; s >= 0 {
				tot[s].g += g[i]
				tot[s].h += h[i]
				tot[s].n++
			}
		}
		for s, n := range level {
			t[n].Value = -tot[s].g / (tot[s].h + lambda)
		}
		if d == depth {
			break
		}
		type best struct {
			gain, thr float64
			feat      int
		}
		// Each feature's histograms are built and searched on their own
		// (two goroutines share the features).
		bests := make([][]best, nf)
		var wg sync.WaitGroup
		next := make(chan int, nf)
		for k := range nf {
			next <- k
		}
		close(next)
		for range 2 {
			wg.Go(func() {
				hist := make([]stat, len(level)*bins)
				for k := range next {
					clear(hist)
					col := bin[k]
					for i, b := range col {
						if s := slot[in[i]]; s >= 0 {
							e := &hist[s*bins+int(b)]
							e.g += g[i]
							e.h += h[i]
							e.n++
						}
					}
					bs := make([]best, len(level))
					for s := range level {
						bs[s] = best{feat: -1}
						tt := tot[s]
						var l stat
						for b := 0; b < len(cuts[k]); b++ {
							e := hist[s*bins+b]
							l.g += e.g
							l.h += e.h
							l.n += e.n
							if l.n < minLeaf || tt.n-l.n < minLeaf {
								continue
							}
							rg, rh := tt.g-l.g, tt.h-l.h
							gain := l.g*l.g/(l.h+lambda) + rg*rg/(rh+lambda) - tt.g*tt.g/(tt.h+lambda)
							if gain > bs[s].gain+1e-9 {
								bs[s] = best{gain: gain, thr: cuts[k][b], feat: k}
							}
						}
					}
					bests[k] = bs
				}
			})
		}
		wg.Wait()
		var nextLevel []int
		chosen := make([]best, len(level))
		for s, n := range level {
			chosen[s] = best{feat: -1}
			for k := range nf {
				if b := bests[k][s]; b.feat >= 0 && b.gain > chosen[s].gain+1e-9 {
					chosen[s] = b
				}
			}
			b := chosen[s]
			if b.feat < 0 {
				continue
			}
			l, r := len(t), len(t)+1
			t = append(t, detectors.TreeNode{Left: -1, Right: -1}, detectors.TreeNode{Left: -1, Right: -1})
			t[n].Feature, t[n].Threshold, t[n].Left, t[n].Right = b.feat, b.thr, l, r
			nextLevel = append(nextLevel, l, r)
		}
		at := make([]int, len(level)) // the chosen threshold's index
		for s, b := range chosen {
			if b.feat >= 0 {
				at[s] = slices.Index(cuts[b.feat], b.thr)
			}
		}
		for i := range in {
			n := int(in[i])
			if s := slot[n]; s >= 0 && chosen[s].feat >= 0 {
				if int(bin[chosen[s].feat][i]) <= at[s] {
					in[i] = int32(t[n].Left)
				} else {
					in[i] = int32(t[n].Right)
				}
			}
		}
		level = nextLevel
	}
	return t
}
