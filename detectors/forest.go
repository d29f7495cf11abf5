package detectors

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Forest is a boosted ensemble of decision trees over a feature vector:
// the calibrated part of a detector that has more to weigh than one rule
// holds (a candidate's size, shape, colours and surroundings). Score adds
// Base and Rate times each tree's leaf; Probability maps that through the
// logistic function. Forests are read from text (ParseForest), so a
// detector's source carries its own, and evaluated here, compiled, so an
// interpreted detector pays for the trees no more than a native one.
type Forest struct {
	Base, Rate float64
	Trees      [][]TreeNode
	// Features is how many features the trees read (one more than the
	// largest index used).
	Features int
}

// TreeNode is one node of a tree, the root first: a leaf when Left < 0,
// else a split that goes Left when x[Feature] <= Threshold.
type TreeNode struct {
	Feature     int
	Threshold   float64
	Left, Right int
	Value       float64
}

// Limits on a forest read from text.
const (
	maxForestTrees = 10000
	maxTreeDepth   = 32
)

// ParseForest reads a forest written by String: a first line
// "forest BASE RATE", then one tree a line in preorder, a split written
// "fI<=T" (feature I, threshold T) followed by its left and right
// subtrees, a leaf "=V". Blank lines and lines starting with # are skipped.
func ParseForest(text string) (*Forest, error) {
	fo := &Forest{}
	header := false
	for n, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		where := fmt.Sprintf("forest line %d", n+1)
		if !header {
			f := strings.Fields(line)
			if len(f) != 3 || f[0] != "forest" {
				return nil, fmt.Errorf("%w: %s: want \"forest BASE RATE\", got %q", ErrBadArgument, where, line)
			}
			var err1, err2 error
			fo.Base, err1 = strconv.ParseFloat(f[1], 64)
			fo.Rate, err2 = strconv.ParseFloat(f[2], 64)
			if err1 != nil || err2 != nil || !finite(fo.Base) || !finite(fo.Rate) {
				return nil, fmt.Errorf("%w: %s: base and rate must be numbers: %q", ErrBadArgument, where, line)
			}
			header = true
			continue
		}
		if len(fo.Trees) == maxForestTrees {
			return nil, fmt.Errorf("%w: %s: more than %d trees", ErrBadArgument, where, maxForestTrees)
		}
		toks := strings.Fields(line)
		var nodes []TreeNode
		var parse func(d int) (int, error)
		parse = func(d int) (int, error) {
			if len(toks) == 0 {
				return 0, fmt.Errorf("%w: %s: the tree ends early", ErrBadArgument, where)
			}
			if d > maxTreeDepth {
				return 0, fmt.Errorf("%w: %s: deeper than %d", ErrBadArgument, where, maxTreeDepth)
			}
			t := toks[0]
			toks = toks[1:]
			me := len(nodes)
			if v, ok := strings.CutPrefix(t, "="); ok {
				x, err := strconv.ParseFloat(v, 64)
				if err != nil || !finite(x) {
					return 0, fmt.Errorf("%w: %s: bad leaf %q", ErrBadArgument, where, t)
				}
				nodes = append(nodes, TreeNode{Left: -1, Right: -1, Value: x})
				return me, nil
			}
			fs, ts, ok := strings.Cut(strings.TrimPrefix(t, "f"), "<=")
			i, err1 := strconv.Atoi(fs)
			x, err2 := strconv.ParseFloat(ts, 64)
			if !strings.HasPrefix(t, "f") || !ok || err1 != nil || err2 != nil || i < 0 || i > 1<<16 || math.IsNaN(x) {
				return 0, fmt.Errorf("%w: %s: bad split %q (want fI<=T or =V)", ErrBadArgument, where, t)
			}
			fo.Features = max(fo.Features, i+1)
			nodes = append(nodes, TreeNode{Feature: i, Threshold: x})
			l, err := parse(d + 1)
			if err != nil {
				return 0, err
			}
			r, err := parse(d + 1)
			if err != nil {
				return 0, err
			}
			nodes[me].Left, nodes[me].Right = l, r
			return me, nil
		}
		if _, err := parse(0); err != nil {
			return nil, err
		}
		if len(toks) > 0 {
			return nil, fmt.Errorf("%w: %s: %d tokens after the tree's last leaf", ErrBadArgument, where, len(toks))
		}
		fo.Trees = append(fo.Trees, nodes)
	}
	if !header {
		return nil, fmt.Errorf("%w: forest: no \"forest BASE RATE\" line", ErrBadArgument)
	}
	return fo, nil
}

func finite(x float64) bool { return !math.IsNaN(x) && !math.IsInf(x, 0) }

// String writes the forest as ParseForest reads it.
func (fo *Forest) String() string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "forest %s %s\n", fnum(fo.Base), fnum(fo.Rate))
	for _, t := range fo.Trees {
		var walk func(i int)
		first := true
		walk = func(i int) {
			if !first {
				sb.WriteByte(' ')
			}
			first = false
			n := t[i]
			if n.Left < 0 {
				sb.WriteString("=" + fnum(n.Value))
				return
			}
			fmt.Fprintf(&sb, "f%d<=%s", n.Feature, fnum(n.Threshold))
			walk(n.Left)
			walk(n.Right)
		}
		if len(t) > 0 {
			walk(0)
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}

func fnum(x float64) string { return strconv.FormatFloat(x, 'g', 6, 64) }

// Score returns the forest's log-odds for x. x must hold at least
// Features values.
func (fo *Forest) Score(x []float64) (float64, error) {
	if fo == nil {
		return 0, fmt.Errorf("forest: %w: no forest", ErrBadArgument)
	}
	if len(x) < fo.Features {
		return 0, fmt.Errorf("forest: %w: %d features, the trees read %d", ErrBadArgument, len(x), fo.Features)
	}
	s := 0.0
	for _, t := range fo.Trees {
		s += LeafValue(t, x)
	}
	return fo.Base + fo.Rate*s, nil
}

// LeafValue returns the value of the leaf x reaches in tree t (a tree of
// a Forest, checked as ParseForest checks it): the one walk down a tree,
// for Score and for whatever trains a forest.
func LeafValue(t []TreeNode, x []float64) float64 {
	i := 0
	for steps := 0; t[i].Left >= 0 && steps <= maxTreeDepth; steps++ {
		if x[t[i].Feature] <= t[i].Threshold {
			i = t[i].Left
		} else {
			i = t[i].Right
		}
	}
	return t[i].Value
}

// Probability returns the logistic of Score: the forest's probability
// that x is what it was trained to find.
func (fo *Forest) Probability(x []float64) (float64, error) {
	s, err := fo.Score(x)
	if err != nil {
		return 0, err
	}
	return 1 / (1 + math.Exp(-s)), nil
}

// Trim returns a forest of fo's first n trees (sharing them; all when n
// is more): the first stage of a cascade, where candidates the first
// trees already weigh low are not weighed by the rest.
func (fo *Forest) Trim(n int) *Forest {
	n = max(0, min(n, len(fo.Trees)))
	return &Forest{Base: fo.Base, Rate: fo.Rate, Trees: fo.Trees[:n:n], Features: fo.Features}
}

// Cascade lets ProbabilityAll skip the rest of a forest for candidates
// its first Trees trees weigh under Min (their probability is then 0).
// The zero value weighs every candidate with every tree.
type Cascade struct {
	Trees int
	Min   float64
}

// ProbabilityAll returns the probability of each row of xs (one call for
// a frame's candidates).
func (fo *Forest) ProbabilityAll(xs [][]float64, c Cascade) ([]float64, error) {
	first := fo.Trim(c.Trees)
	rest := &Forest{Rate: fo.Rate, Trees: fo.Trees[len(first.Trees):], Features: fo.Features}
	out := make([]float64, len(xs))
	for i, x := range xs {
		s, err := first.Score(x)
		if err != nil {
			return nil, fmt.Errorf("row %d: %w", i, err)
		}
		if c.Min > 0 && 1/(1+math.Exp(-s)) < c.Min {
			continue
		}
		r, err := rest.Score(x)
		if err != nil {
			return nil, fmt.Errorf("row %d: %w", i, err)
		}
		out[i] = 1 / (1 + math.Exp(-(s + r)))
	}
	return out, nil
}
