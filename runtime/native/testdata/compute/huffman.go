// Huffman coding with container/heap over the skill's own node type:
// builds the code of a text, encodes and decodes it, and reports the
// compressed size.
package huffman

import (
	"container/heap"
	"errors"
	"math/rand"
	"sort"
	"strings"

	"github.com/skillrun/skillrun/skills"
)

type Args struct {
	Text  string `json:"text,omitempty"`
	Len   int    `json:"len,omitempty"`
	Seed  int64  `json:"seed,omitempty"`
	Codes int    `json:"codes,omitempty"`
}

type node struct {
	r           rune
	weight      int
	order       int
	left, right *node
}

type nodeHeap []*node

func (h nodeHeap) Len() int { return len(h) }
func (h nodeHeap) Less(i, j int) bool {
	if h[i].weight != h[j].weight {
		return h[i].weight < h[j].weight
	}
	return h[i].order < h[j].order
}
func (h nodeHeap) Swap(i, j int) { h[i], h[j] = h[j], h[i] }
func (h *nodeHeap) Push(x any)   { *h = append(*h, x.(*node)) }
func (h *nodeHeap) Pop() any {
	old := *h
	n := len(old)
	x := old[n-1]
	*h = old[:n-1]
	return x
}

func walk(n *node, prefix string, codes map[rune]string) {
	if n.left == nil {
		if prefix == "" {
			prefix = "0"
		}
		codes[n.r] = prefix
		return
	}
	walk(n.left, prefix+"0", codes)
	walk(n.right, prefix+"1", codes)
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	text := args.Text
	if text == "" {
		n := args.Len
		if n <= 0 {
			n = 50000
		}
		alpha := []rune("eeeeeeetttaaoinshrdlu  ✓日本é")
		r := rand.New(rand.NewSource(args.Seed))
		var b strings.Builder
		for i := 0; i < n; i++ {
			b.WriteRune(alpha[r.Intn(len(alpha))])
		}
		text = b.String()
	}
	freq := map[rune]int{}
	for _, r := range text {
		freq[r]++
	}
	if len(freq) == 0 {
		return nil, errors.New("empty text")
	}
	runes := make([]rune, 0, len(freq))
	for r := range freq {
		runes = append(runes, r)
	}
	sort.Slice(runes, func(i, j int) bool { return runes[i] < runes[j] })
	h := &nodeHeap{}
	for i, r := range runes {
		heap.Push(h, &node{r: r, weight: freq[r], order: i})
	}
	order := len(runes)
	for h.Len() > 1 {
		a := heap.Pop(h).(*node)
		b := heap.Pop(h).(*node)
		heap.Push(h, &node{weight: a.weight + b.weight, order: order, left: a, right: b})
		order++
	}
	root := (*h)[0]
	codes := map[rune]string{}
	walk(root, "", codes)
	var enc strings.Builder
	for _, r := range text {
		enc.WriteString(codes[r])
	}
	bitsStr := enc.String()
	// Decode and check.
	var dec strings.Builder
	cur := root
	for i := 0; i < len(bitsStr); i++ {
		if root.left != nil {
			if bitsStr[i] == '0' {
				cur = cur.left
			} else {
				cur = cur.right
			}
		}
		if cur.left == nil {
			dec.WriteRune(cur.r)
			cur = root
		}
	}
	nc := args.Codes
	if nc <= 0 {
		nc = 4
	}
	show := map[string]string{}
	for i, r := range runes {
		if i >= nc {
			break
		}
		show[string(r)] = codes[r]
	}
	return skills.Result{"bits": len(bitsStr), "runes": len([]rune(text)), "roundtrip": dec.String() == text, "codes": show}, nil
}
