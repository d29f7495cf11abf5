// Package-level compiled regexps and tables built from them: a tokenizer
// over generated (or given) text counts words, numbers and e-mail-like
// tokens, stems with a suffix table, and drops stop words. The regexps
// are compiled once, when the package initialises (in the native tier,
// inside the worker's jail), not on every call.
package wordfreq

import (
	"fmt"
	"math/rand"
	"regexp"
	"sort"
	"strings"

	"github.com/skillrun/skillrun/skills"
)

type Args struct {
	Text  string `json:"text,omitempty"`
	Words int    `json:"words,omitempty"`
	Seed  int64  `json:"seed,omitempty"`
	Top   int    `json:"top,omitempty"`
}

var (
	wordRE   = regexp.MustCompile(`[\p{L}][\p{L}'-]*`)
	numberRE = regexp.MustCompile(`-?\d+(?:\.\d+)?`)
	mailRE   = regexp.MustCompile(`\b[a-z0-9._]+@[a-z0-9-]+(?:\.[a-z]{2,})+\b`)
	// suffixes is built from its source by a call, longest first.
	suffixes = byLength(strings.Fields("ing ed ly es s ness ment ations ation"))
	stop     = setOf("the", "a", "an", "of", "and", "to", "in", "is", "it")
	// vocabulary depends on stop: Go initialises stop first, whatever
	// the order of declaration.
	vocabulary = nonStop(strings.Fields("the quick brown fox jumps over lazy dogs running jumped happily " +
		"statement arrangements nations a an of and to in is it mail kindness"))
)

func byLength(s []string) []string {
	sort.SliceStable(s, func(i, j int) bool { return len(s[i]) > len(s[j]) })
	return s
}

func setOf(words ...string) map[string]bool {
	m := make(map[string]bool, len(words))
	for _, w := range words {
		m[w] = true
	}
	return m
}

func nonStop(words []string) []string {
	var out []string
	for _, w := range words {
		if !stop[w] {
			out = append(out, w)
		}
	}
	return out
}

func stem(w string) string {
	for _, s := range suffixes {
		if len(w) > len(s)+2 && strings.HasSuffix(w, s) {
			return w[:len(w)-len(s)]
		}
	}
	return w
}

func generate(n int, seed int64) string {
	r := rand.New(rand.NewSource(seed))
	var b strings.Builder
	for i := 0; i < n; i++ {
		switch r.Intn(12) {
		case 0:
			fmt.Fprintf(&b, "%d ", r.Intn(20000)-10000)
		case 1:
			fmt.Fprintf(&b, "%d.%d ", r.Intn(100), r.Intn(100))
		case 2:
			fmt.Fprintf(&b, "user%d@host%d.org ", r.Intn(50), r.Intn(5))
		case 3:
			b.WriteString("the ")
		default:
			w := vocabulary[r.Intn(len(vocabulary))]
			if r.Intn(9) == 0 {
				w = strings.ToUpper(w[:1]) + w[1:]
			}
			b.WriteString(w)
			if r.Intn(7) == 0 {
				b.WriteString(",")
			}
			b.WriteString(" ")
		}
	}
	return b.String()
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	if args.Words < 0 || args.Words > 500000 {
		return nil, fmt.Errorf("words must be in [0, 500000], got %d", args.Words)
	}
	text := args.Text
	if text == "" {
		n := args.Words
		if n == 0 {
			n = 20000
		}
		text = generate(n, args.Seed)
	}
	top := args.Top
	if top <= 0 {
		top = 5
	}
	mails := mailRE.FindAllString(text, -1)
	rest := mailRE.ReplaceAllString(text, " ")
	sum := 0.0
	nums := numberRE.FindAllString(rest, -1)
	for _, n := range nums {
		var f float64
		fmt.Sscan(n, &f)
		sum += f
	}
	counts := map[string]int{}
	stops := 0
	for _, w := range wordRE.FindAllString(rest, -1) {
		w = strings.ToLower(w)
		if stop[w] {
			stops++
			continue
		}
		counts[stem(w)]++
	}
	keys := make([]string, 0, len(counts))
	for k := range counts {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if counts[keys[i]] != counts[keys[j]] {
			return counts[keys[i]] > counts[keys[j]]
		}
		return keys[i] < keys[j]
	})
	if len(keys) > top {
		keys = keys[:top]
	}
	var best []string
	for _, k := range keys {
		best = append(best, fmt.Sprintf("%s:%d", k, counts[k]))
	}
	return skills.Result{"top": best, "distinct": len(counts), "stop": stops, "numbers": len(nums),
		"sum": fmt.Sprintf("%.2f", sum), "mails": len(mails), "suffixes": suffixes}, nil
}
