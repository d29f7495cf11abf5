package detectors

import (
	"fmt"
	"math"
	"math/rand"
	"strings"
	"testing"
)

// randomForestText writes a forest of n trees, each split to at most
// depth levels, some leaves stopping early, over features features.
func randomForestText(r *rand.Rand, n, depth, features int) string {
	var sb strings.Builder
	sb.WriteString("forest 0.25 0.1\n")
	var tree func(d int)
	tree = func(d int) {
		if d == depth || (d > 0 && r.Intn(4) == 0) {
			fmt.Fprintf(&sb, " =%g", r.NormFloat64())
			return
		}
		fmt.Fprintf(&sb, " f%d<=%g", r.Intn(features), math.Round(r.NormFloat64()*100)/100)
		tree(d + 1)
		tree(d + 1)
	}
	for range n {
		tree(0)
		sb.WriteByte('\n')
	}
	return sb.String()
}

// plainSum is Score the way it was before forests were packed: each
// tree walked by LeafValue.
func plainSum(fo *Forest, x []float64) float64 {
	s := 0.0
	for _, t := range fo.Trees {
		s += LeafValue(t, x)
	}
	return fo.Base + fo.Rate*s
}

// TestPackedForest: a parsed forest is walked packed (complete trees in
// heap order, no branches), and gives, bit for bit, what walking each
// tree gives, for any depth up to maxPackedDepth, leaves above it, and
// features that are NaN, infinite or on a threshold; deeper forests and
// forests whose trees were replaced are walked as they are.
func TestPackedForest(t *testing.T) {
	r := rand.New(rand.NewSource(7))
	special := []float64{math.NaN(), math.Inf(1), math.Inf(-1), 0, -0.5, 0.5}
	for _, depth := range []int{1, 2, 3, 5, 8, 9} {
		fo, err := ParseForest(randomForestText(r, 37, depth, 6))
		if err != nil {
			t.Fatal(err)
		}
		if packed := fo.packed != nil; packed != (depth <= maxPackedDepth) {
			t.Fatalf("depth %d: packed %v", depth, packed)
		}
		for range 2000 {
			x := make([]float64, 6)
			for i := range x {
				if r.Intn(5) == 0 {
					x[i] = special[r.Intn(len(special))]
				} else {
					x[i] = math.Round(r.NormFloat64()*100) / 100 // often on a threshold
				}
			}
			got, err := fo.Score(x)
			if err != nil {
				t.Fatal(err)
			}
			if want := plainSum(fo, x); math.Float64bits(got) != math.Float64bits(want) {
				t.Fatalf("depth %d, x %v: Score %v, trees walked one by one %v", depth, x, got, want)
			}
			ps, err := fo.ProbabilityAll([][]float64{x}, Cascade{Trees: 5, Min: 0.3})
			if err != nil {
				t.Fatal(err)
			}
			first := fo.Trim(5)
			s5 := plainSum(first, x)
			want := 0.0
			if 1/(1+math.Exp(-s5)) >= 0.3 {
				rest := &Forest{Rate: fo.Rate, Trees: fo.Trees[5:]}
				want = 1 / (1 + math.Exp(-(s5 + plainSum(rest, x))))
			}
			if math.Float64bits(ps[0]) != math.Float64bits(want) {
				t.Fatalf("depth %d, x %v: ProbabilityAll %v, want %v", depth, x, ps[0], want)
			}
		}
	}
	// Trees replaced after parsing are the ones walked.
	fo, err := ParseForest("forest 0 1\nf0<=0 =1 =2\nf0<=0 =3 =4\n")
	if err != nil {
		t.Fatal(err)
	}
	fo.Trees[1] = []TreeNode{{Left: -1, Right: -1, Value: 10}}
	if s, _ := fo.Score([]float64{-1}); s != 11 {
		t.Errorf("a replaced tree: Score %v, want 11", s)
	}
	fo.Trees = fo.Trees[:1]
	if s, _ := fo.Score([]float64{1}); s != 2 {
		t.Errorf("trees cut: Score %v, want 2", s)
	}
}
