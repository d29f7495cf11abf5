// Find many patterns in a text at once: an Aho–Corasick automaton over
// bytes (goto table of [256]int32 rows, failure links by breadth-first
// search, output links), checked against KMP over runes for every
// pattern; reports counts per pattern and the first matches by rune
// offset.
package textsearch

import (
	"fmt"
	"math/rand"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/skillrun/skillrun/skills"
)

type Args struct {
	Text     string   `json:"text,omitempty"`
	Patterns []string `json:"patterns,omitempty"`
	Words    int      `json:"words,omitempty"`
	Seed     int64    `json:"seed,omitempty"`
}

type node struct {
	next [256]int32
	fail int32
	out  int32 // next node with a match on the failure chain, or -1
	pat  int32 // pattern ending here, or -1
}

type automaton struct {
	nodes []node
	lens  []int
}

func newNode() node {
	return node{out: -1, pat: -1}
}

func build(pats []string) *automaton {
	a := &automaton{nodes: []node{newNode()}, lens: make([]int, len(pats))}
	for i, p := range pats {
		cur := int32(0)
		for _, c := range []byte(p) {
			if a.nodes[cur].next[c] == 0 {
				a.nodes = append(a.nodes, newNode())
				a.nodes[cur].next[c] = int32(len(a.nodes) - 1)
			}
			cur = a.nodes[cur].next[c]
		}
		a.nodes[cur].pat = int32(i)
		a.lens[i] = len(p)
	}
	queue := []int32{}
	for c := 0; c < 256; c++ {
		if nx := a.nodes[0].next[c]; nx != 0 {
			queue = append(queue, nx)
		}
	}
	for len(queue) > 0 {
		u := queue[0]
		queue = queue[1:]
		for c := 0; c < 256; c++ {
			v := a.nodes[u].next[c]
			f := a.nodes[a.nodes[u].fail].next[c]
			if v == 0 {
				a.nodes[u].next[c] = f
				continue
			}
			a.nodes[v].fail = f
			if a.nodes[f].pat >= 0 {
				a.nodes[v].out = f
			} else {
				a.nodes[v].out = a.nodes[f].out
			}
			queue = append(queue, v)
		}
	}
	return a
}

// kmp counts the occurrences of pat in text (overlapping), over runes.
func kmp(text, pat []rune) int {
	if len(pat) == 0 {
		return 0
	}
	fail := make([]int, len(pat))
	for i, k := 1, 0; i < len(pat); i++ {
		for k > 0 && pat[i] != pat[k] {
			k = fail[k-1]
		}
		if pat[i] == pat[k] {
			k++
		}
		fail[i] = k
	}
	n := 0
	for i, k := 0, 0; i < len(text); i++ {
		for k > 0 && text[i] != pat[k] {
			k = fail[k-1]
		}
		if text[i] == pat[k] {
			k++
		}
		if k == len(pat) {
			n++
			k = fail[k-1]
		}
	}
	return n
}

var vocab = []string{"the", "then", "hen", "he", "she", "hers", "his", "straße", "stra", "日本", "日本語", "語", "ÿ", "naïve", "na", "ïve", "ab", "aba", "bab"}

func Run(env skills.Env, args Args) (skills.Result, error) {
	text, pats := args.Text, args.Patterns
	if text == "" {
		n := args.Words
		if n == 0 {
			n = 60000
		}
		if n < 0 || n > 2_000_000 {
			return nil, fmt.Errorf("words must be 1..2000000, got %d", n)
		}
		r := rand.New(rand.NewSource(args.Seed))
		var sb strings.Builder
		for i := 0; i < n; i++ {
			if i > 0 && r.Intn(3) > 0 {
				sb.WriteByte(' ')
			}
			sb.WriteString(vocab[r.Intn(len(vocab))])
		}
		text = sb.String()
	}
	if len(pats) == 0 {
		pats = vocab
	}
	seen := map[string]int{}
	for i, p := range pats {
		if j, dup := seen[p]; dup {
			return nil, fmt.Errorf("patterns %d and %d are both %q", j, i, p)
		}
		seen[p] = i
		if p == "" {
			return nil, fmt.Errorf("pattern %d is empty", i)
		}
		if !utf8.ValidString(p) {
			return nil, fmt.Errorf("pattern %d is not UTF-8", i)
		}
	}
	a := build(pats)
	counts := make([]int, len(pats))
	type hit struct {
		Pattern string `json:"pattern"`
		At      int    `json:"at"` // rune offset
	}
	var first []hit
	runeAt := 0
	cur := int32(0)
	data := []byte(text)
	for i, c := range data {
		if utf8.RuneStart(c) {
			runeAt++
		}
		cur = a.nodes[cur].next[c]
		for m := cur; m > 0; m = a.nodes[m].out {
			p := a.nodes[m].pat
			if p < 0 {
				continue
			}
			counts[p]++
			if len(first) < 6 {
				start := i + 1 - a.lens[p]
				first = append(first, hit{pats[p], utf8.RuneCount(data[:start])})
			}
		}
	}
	rs := []rune(text)
	per := map[string]int{}
	for i, p := range pats {
		if k := kmp(rs, []rune(p)); k != counts[i] {
			return nil, fmt.Errorf("pattern %q: automaton found %d, KMP %d", p, counts[i], k)
		}
		per[p] = counts[i]
	}
	top := append([]string(nil), pats...)
	sort.SliceStable(top, func(i, j int) bool { return per[top[i]] > per[top[j]] })
	if len(top) > 5 {
		top = top[:5]
	}
	return skills.Result{"bytes": len(data), "runes": runeAt, "states": len(a.nodes), "counts": per, "top": top, "first": first}, nil
}
