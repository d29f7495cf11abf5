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
	// packed is the trees as ParseForest read them, laid out for walking
	// without branches, which Score walks instead of Trees while Trees
	// is still what they were packed from (see packedTrees.of).
	packed *packedTrees
}

// packedTrees is a forest's trees laid out for walking without
// branches: each tree made complete to the forest's depth (a leaf above
// it repeated below), its splits in heap order (the children of split j
// are 2j+1 and 2j+2) and its leaves after them. A candidate's walk then
// costs no mispredicted branch: which way it goes at each split is
// arithmetic, not a jump. A frame's candidates walk hundreds of trees each.
type packedTrees struct {
	depth  int
	splits []packedSplit // (2^depth - 1) a tree
	leaves []float64     // 2^depth a tree
	// first[i] is &Trees[i][0] when packed, so a forest whose Trees were
	// replaced is walked as it is.
	first []*TreeNode
}

// packedSplit goes left when x[feature] <= threshold.
type packedSplit struct {
	threshold float64
	feature   int
}

// maxPackedDepth bounds the depth packed: a tree made complete has 2^depth
// leaves.
const maxPackedDepth = 8

// pack returns trees packed, or nil when a tree is deeper than
// maxPackedDepth.
func pack(trees [][]TreeNode) *packedTrees {
	depth := 0
	var walk func(t []TreeNode, i, d int) bool
	walk = func(t []TreeNode, i, d int) bool {
		if d > maxPackedDepth {
			return false
		}
		if t[i].Left < 0 {
			depth = max(depth, d)
			return true
		}
		return walk(t, t[i].Left, d+1) && walk(t, t[i].Right, d+1)
	}
	for _, t := range trees {
		if len(t) == 0 || !walk(t, 0, 0) {
			return nil
		}
	}
	ns, nl := 1<<depth-1, 1<<depth
	p := &packedTrees{depth: depth, splits: make([]packedSplit, ns*len(trees)), leaves: make([]float64, nl*len(trees)), first: make([]*TreeNode, len(trees))}
	for k, t := range trees {
		p.first[k] = &t[0]
		splits, leaves := p.splits[k*ns:(k+1)*ns], p.leaves[k*nl:(k+1)*nl]
		// fill puts node i of t at heap position j, d levels down.
		var fill func(i, j, d int)
		fill = func(i, j, d int) {
			if d == depth {
				leaves[j-ns] = t[i].Value
				return
			}
			if t[i].Left < 0 {
				// A leaf above the depth: both ways reach it.
				splits[j] = packedSplit{threshold: math.Inf(1)}
				fill(i, 2*j+1, d+1)
				fill(i, 2*j+2, d+1)
				return
			}
			splits[j] = packedSplit{threshold: t[i].Threshold, feature: t[i].Feature}
			fill(t[i].Left, 2*j+1, d+1)
			fill(t[i].Right, 2*j+2, d+1)
		}
		fill(0, 0, 0)
	}
	return p
}

// of reports whether trees are (the first of) the trees packed: a forest
// whose Trees were replaced or cut short since is walked as it is.
func (p *packedTrees) of(trees [][]TreeNode) bool {
	if p == nil || len(trees) > len(p.first) {
		return false
	}
	for i, t := range trees {
		if len(t) == 0 || &t[0] != p.first[i] {
			return false
		}
	}
	return true
}

// sum is the sum of the leaves x reaches in the packed trees from..to-1
// (x holds every feature they read), added in tree order. Four trees are
// walked side by side: each walk is a chain of loads, and four chains
// keep the processor busy where one waits.
func (p *packedTrees) sum(x []float64, from, to int) float64 {
	ns, nl := 1<<p.depth-1, 1<<p.depth
	s := 0.0
	k := from
	for ; k+4 <= to; k += 4 {
		s0 := p.splits[k*ns : (k+1)*ns]
		s1 := p.splits[(k+1)*ns : (k+2)*ns]
		s2 := p.splits[(k+2)*ns : (k+3)*ns]
		s3 := p.splits[(k+3)*ns : (k+4)*ns]
		j0, j1, j2, j3 := 0, 0, 0, 0
		for range p.depth {
			j0 = 2*j0 + 1 + goRight(x, &s0[j0])
			j1 = 2*j1 + 1 + goRight(x, &s1[j1])
			j2 = 2*j2 + 1 + goRight(x, &s2[j2])
			j3 = 2*j3 + 1 + goRight(x, &s3[j3])
		}
		// Added one by one, in order, as Score adds them.
		s += p.leaves[k*nl+j0-ns]
		s += p.leaves[(k+1)*nl+j1-ns]
		s += p.leaves[(k+2)*nl+j2-ns]
		s += p.leaves[(k+3)*nl+j3-ns]
	}
	for ; k < to; k++ {
		splits := p.splits[k*ns : (k+1)*ns]
		j := 0
		for range p.depth {
			j = 2*j + 1 + goRight(x, &splits[j])
		}
		s += p.leaves[k*nl+j-ns]
	}
	return s
}

// goRight is 1 when x goes right at sp (not x[feature] <= threshold, as
// LeafValue), else 0, without a branch.
func goRight(x []float64, sp *packedSplit) int {
	r := 0
	if !(x[sp.feature] <= sp.threshold) {
		r = 1
	}
	return r
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
	fo.packed = pack(fo.Trees)
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
	return fo.Base + fo.Rate*fo.sum(x, 0, len(fo.Trees), fo.packed.of(fo.Trees)), nil
}

// sum is the sum of the leaves x reaches in fo.Trees[from:to], walked
// packed when packed (fo.packed.of(fo.Trees), asked once a call).
func (fo *Forest) sum(x []float64, from, to int, packed bool) float64 {
	if packed {
		return fo.packed.sum(x, from, to)
	}
	s := 0.0
	for _, t := range fo.Trees[from:to] {
		s += LeafValue(t, x)
	}
	return s
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
	return &Forest{Base: fo.Base, Rate: fo.Rate, Trees: fo.Trees[:n:n], Features: fo.Features, packed: fo.packed}
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
	if fo == nil {
		return nil, fmt.Errorf("forest: %w: no forest", ErrBadArgument)
	}
	n := max(0, min(c.Trees, len(fo.Trees)))
	packed := fo.packed.of(fo.Trees)
	out := make([]float64, len(xs))
	for i, x := range xs {
		if len(x) < fo.Features {
			return nil, fmt.Errorf("row %d: forest: %w: %d features, the trees read %d", i, ErrBadArgument, len(x), fo.Features)
		}
		// The first n trees, then (unless they weigh x under c.Min)
		// the rest: the sums Score of Trim(n) and of the rest would give.
		s := fo.Base + fo.Rate*fo.sum(x, 0, n, packed)
		if c.Min > 0 && 1/(1+math.Exp(-s)) < c.Min {
			continue
		}
		r := fo.Rate * fo.sum(x, n, len(fo.Trees), packed)
		out[i] = 1 / (1 + math.Exp(-(s + r)))
	}
	return out, nil
}
