// Word-frequency and bigram model: tokenizes a text (or a generated one),
// counts words and bigrams, and generates a sentence from the model.
package ngram

import (
	"fmt"
	"math/rand"
	"sort"
	"strings"
	"unicode"

	"github.com/skillrun/skillrun/skills"
)

type Args struct {
	// Text to model; empty: a generated corpus.
	Text string `json:"text,omitempty"`
	// Words in the generated corpus (default 20000).
	Words int   `json:"words,omitempty"`
	Seed  int64 `json:"seed,omitempty"`
	// Top words to report (default 5).
	Top int `json:"top,omitempty"`
}

var vocab = []string{"the", "stone", "north", "pick", "iron", "Ünïcode", "ore", "mine", "craft", "block", "redstone", "torch", "dig", "up", "down", "and", "a", "of"}

func tokenize(s string) []string {
	var toks []string
	start := -1
	for i, r := range s {
		word := unicode.IsLetter(r) || unicode.IsDigit(r) || r == '\''
		switch {
		case word && start < 0:
			start = i
		case !word && start >= 0:
			toks = append(toks, strings.ToLower(s[start:i]))
			start = -1
		}
	}
	if start >= 0 {
		toks = append(toks, strings.ToLower(s[start:]))
	}
	return toks
}

// longest is the longest word and its length in runes.
func longest(words []string) (string, int) {
	best := ""
	for _, w := range words {
		if len([]rune(w)) > len([]rune(best)) || (len([]rune(w)) == len([]rune(best)) && w < best) {
			best = w
		}
	}
	return best, len([]rune(best))
}

type wc struct {
	word  string
	count int
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	text := args.Text
	if text == "" {
		n := args.Words
		if n <= 0 {
			n = 20000
		}
		r := rand.New(rand.NewSource(args.Seed))
		var sb strings.Builder
		for i := 0; i < n; i++ {
			w := vocab[r.Intn(len(vocab))]
			if r.Intn(3) == 0 {
				w = vocab[(i*7)%len(vocab)]
			}
			sb.WriteString(w)
			switch r.Intn(10) {
			case 0:
				sb.WriteString(". ")
			case 1:
				sb.WriteString(", ")
			default:
				sb.WriteByte(' ')
			}
		}
		text = sb.String()
	}
	toks := tokenize(text)
	freq := map[string]int{}
	next := map[string]map[string]int{}
	for i, t := range toks {
		freq[t]++
		if i+1 < len(toks) {
			m, ok := next[t]
			if !ok {
				m = map[string]int{}
				next[t] = m
			}
			m[toks[i+1]]++
		}
	}
	list := make([]wc, 0, len(freq))
	for w, c := range freq {
		list = append(list, wc{w, c})
	}
	sort.Slice(list, func(i, j int) bool {
		if list[i].count != list[j].count {
			return list[i].count > list[j].count
		}
		return list[i].word < list[j].word
	})
	top := args.Top
	if top <= 0 {
		top = 5
	}
	if top > len(list) {
		top = len(list)
	}
	var tops []string
	for _, e := range list[:top] {
		tops = append(tops, fmt.Sprintf("%s=%d", e.word, e.count))
	}
	// Generate a sentence: always the most frequent follower.
	var sent []string
	if len(list) > 0 {
		w := list[0].word
		for i := 0; i < 12; i++ {
			sent = append(sent, w)
			best, bc := "", -1
			for nw, c := range next[w] {
				if c > bc || (c == bc && nw < best) {
					best, bc = nw, c
				}
			}
			if bc < 0 {
				break
			}
			w = best
		}
	}
	long, runes := longest(toks)
	return skills.Result{
		"longest":  long,
		"runes":    runes,
		"tokens":   len(toks),
		"distinct": len(freq),
		"bigrams":  len(next),
		"top":      strings.Join(tops, " "),
		"sentence": strings.Join(sent, " "),
	}, nil
}
