package viewer_test

import (
	"math"
	"sort"

	"github.com/skillrun/skillrun/detectors"
)

// boost trains a forest of depth-limited regression trees on the logistic
// loss (gradient boosting with second-order leaves, as XGBoost does):
// small enough to read, and what the blaze detector's calibration needs.
func boost(x [][]float64, y []float64, trees, depth int, rate float64) *detectors.Forest {
	pos := 0.0
	for _, v := range y {
		pos += v
	}
	pos = math.Min(math.Max(pos, 1), float64(len(y))-1)
	fo := &detectors.Forest{Base: math.Log(pos / (float64(len(y)) - pos)), Rate: rate}
	f := make([]float64, len(y))
	for i := range f {
		f[i] = fo.Base
	}
	// Each feature's order, sorted once.
	nf := len(x[0])
	order := make([][]int, nf)
	for k := range order {
		o := make([]int, len(x))
		for i := range o {
			o[i] = i
		}
		sort.SliceStable(o, func(a, b int) bool { return x[o[a]][k] < x[o[b]][k] })
		order[k] = o
	}
	g := make([]float64, len(y))
	h := make([]float64, len(y))
	in := make([]int32, len(y)) // node of each sample while a tree grows
	for range trees {
		for i := range y {
			p := 1 / (1 + math.Exp(-f[i]))
			g[i] = p - y[i]
			h[i] = math.Max(p*(1-p), 1e-6)
		}
		t := grow(x, g, h, order, in, depth)
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
)

// grow builds one tree level by level: every sample is in one node of the
// level, and each node takes the split with the best gain over all
// features.
func grow(x [][]float64, g, h []float64, order [][]int, in []int32, depth int) []detectors.TreeNode {
	t := []detectors.TreeNode{{Left: -1, Right: -1}}
	for i := range in {
		in[i] = 0
	}
	level := []int{0}
	type stat struct {
		g, h float64
		n    int
	}
	for d := 0; d <= depth; d++ {

		tot := map[int]*stat{}
		for _, n := range level {
			tot[n] = &stat{}
		}
		for i := range g {
			if s := tot[int(in[i])]; s != nil {
				s.g += g[i]
				s.h += h[i]
				s.n++
			}
		}
		for _, n := range level {
			s := tot[n]
			t[n].Value = -s.g / (s.h + lambda)
		}
		if d == depth {
			break
		}
		type best struct {
			gain, thr float64
			feat      int
		}
		bests := map[int]*best{}
		for _, n := range level {
			bests[n] = &best{feat: -1}
		}
		for k, o := range order {
			// The samples of each node, in the feature's order.
			bucket := map[int][]int{}
			for _, i := range o {
				n := int(in[i])
				if _, ok := tot[n]; ok {
					bucket[n] = append(bucket[n], i)
				}
			}
			for n, is := range bucket {
				s := tot[n]
				var l stat
				for j := 0; j+1 < len(is); j++ {
					i, nx := is[j], is[j+1]
					l.g += g[i]
					l.h += h[i]
					l.n++
					if x[nx][k] == x[i][k] || l.n < minLeaf || s.n-l.n < minLeaf {
						continue
					}
					rg, rh := s.g-l.g, s.h-l.h
					gain := l.g*l.g/(l.h+lambda) + rg*rg/(rh+lambda) - s.g*s.g/(s.h+lambda)
					if b := bests[n]; gain > b.gain+1e-9 {
						b.gain, b.feat, b.thr = gain, k, (x[i][k]+x[nx][k])/2
					}
				}
			}
		}
		var next []int
		for _, n := range level {
			b := bests[n]
			if b.feat < 0 {
				continue
			}
			l, r := len(t), len(t)+1
			t = append(t, detectors.TreeNode{Left: -1, Right: -1}, detectors.TreeNode{Left: -1, Right: -1})
			t[n].Feature, t[n].Threshold, t[n].Left, t[n].Right = b.feat, b.thr, l, r
			next = append(next, l, r)
		}
		for i := range in {
			n := int(in[i])
			if b := bests[n]; b != nil && b.feat >= 0 {
				if x[i][b.feat] <= b.thr {
					in[i] = int32(t[n].Left)
				} else {
					in[i] = int32(t[n].Right)
				}
			}
		}
		level = next
	}
	return t
}
