// Text by runes and bytes at UTF-8's edges: invalid sequences (ranging
// over a string yields U+FFFD a byte at a time), surrogates and runes out
// of range converted to strings, utf8.DecodeRune/DecodeLastRune, case
// mapping that changes a string's length, unicode classes, a word
// frequency count over generated multilingual text with a strings.Builder,
// a rune-level Levenshtein distance and a reversal that keeps combining
// marks with their base.
package runes

import (
	"fmt"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/skillrun/skillrun/skills"
)

type Args struct {
	Text  string `json:"text,omitempty"`
	Words int    `json:"words,omitempty"`
	Seed  uint64 `json:"seed,omitempty"`
}

var vocab = []string{"straße", "İstanbul", "ǅemal", "ﬁre", "naïve", "Ωmega", "日本語", "𝔘𝔫𝔦", "e\u0301cole", "🇳🇴", "a\u200db", "ΣΊΣΥΦΟΣ", "ß", "k\u212a", "x"}

func reverseGraphemes(s string) string {
	var clusters []string
	for i := 0; i < len(s); {
		_, w := utf8.DecodeRuneInString(s[i:])
		j := i + w
		for j < len(s) {
			r, w2 := utf8.DecodeRuneInString(s[j:])
			if !unicode.Is(unicode.Mn, r) && r != 0x200d {
				break
			}
			j += w2
		}
		clusters = append(clusters, s[i:j])
		i = j
	}
	var b strings.Builder
	for k := len(clusters) - 1; k >= 0; k-- {
		b.WriteString(clusters[k])
	}
	return b.String()
}

func lev(a, b []rune) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			c := prev[j-1]
			if a[i-1] != b[j-1] {
				c++
			}
			cur[j] = min(c, prev[j]+1, cur[j-1]+1)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

func classes(s string) map[string]int {
	m := map[string]int{}
	for _, r := range s {
		switch {
		case r == utf8.RuneError:
			m["error"]++
		case unicode.IsUpper(r):
			m["upper"]++
		case unicode.IsLower(r):
			m["lower"]++
		case unicode.IsTitle(r):
			m["title"]++
		case unicode.IsDigit(r):
			m["digit"]++
		case unicode.IsSpace(r):
			m["space"]++
		case unicode.IsLetter(r):
			m["letter"]++
		case unicode.IsMark(r):
			m["mark"]++
		case unicode.IsPunct(r) || unicode.IsSymbol(r):
			m["punct"]++
		default:
			m["other"]++
		}
	}
	return m
}

func describe(s string) map[string]any {
	var idx []int
	var rs []string
	for i, r := range s {
		idx = append(idx, i)
		rs = append(rs, fmt.Sprintf("%U", r))
	}
	first, fw := utf8.DecodeRuneInString(s)
	last, lw := utf8.DecodeLastRuneInString(s)
	up, low, title := strings.ToUpper(s), strings.ToLower(s), strings.ToTitle(s)
	return map[string]any{
		"bytes":      len(s),
		"runes":      utf8.RuneCountInString(s),
		"valid":      utf8.ValidString(s),
		"indices":    idx,
		"codepoints": rs,
		"first":      fmt.Sprintf("%q/%d", first, fw),
		"last":       fmt.Sprintf("%q/%d", last, lw),
		"upper":      fmt.Sprintf("%+q", up),
		"lower":      fmt.Sprintf("%q", low),
		"title":      fmt.Sprintf("%x", title),
		"fold_eq":    strings.EqualFold(up, low),
		"valid_copy": strings.ToValidUTF8(s, "\uFFFD"),
		"reversed":   fmt.Sprintf("%q", reverseGraphemes(s)),
		"classes":    classes(s),
		"bytes_back": string([]rune(s)) == s,
	}
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	n := args.Words
	if n == 0 {
		n = 30000
	}
	if n < 0 || n > 1000000 {
		return nil, fmt.Errorf("words must be 0..1000000, got %d", n)
	}
	res := skills.Result{}
	if args.Text != "" {
		res["text"] = describe(args.Text)
	}
	edge := "ok\xffbad\xc3(\xed\xa0\x80)\xf4\x90\x80\x80end\xe2\x82"
	res["edge"] = describe(edge)
	var conv []string
	for _, v := range []int64{-1, 0xD800, 0xDFFF, 0x10FFFF, 0x110000, 1 << 40, 65, 0x1F600} {
		r := rune(v)
		conv = append(conv, fmt.Sprintf("%d:%q:%v:%d", v, string(r), utf8.ValidRune(r), utf8.RuneLen(r)))
	}
	res["conversions"] = conv
	buf := utf8.AppendRune(nil, 0x10FFFF)
	buf = utf8.AppendRune(buf, -5)
	res["appended"] = fmt.Sprintf("% x", buf)

	// Generated text: count words under case folding.
	x := args.Seed | 1
	var b strings.Builder
	for i := 0; i < n; i++ {
		x ^= x << 13
		x ^= x >> 7
		x ^= x << 17
		if i > 0 {
			b.WriteByte(" \n\t"[x%3])
		}
		w := vocab[x%uint64(len(vocab))]
		if x>>32%4 == 0 {
			w = strings.ToUpper(w)
		}
		b.WriteString(w)
	}
	text := b.String()
	counts := map[string]int{}
	for _, w := range strings.Fields(text) {
		counts[strings.ToLower(w)]++
	}
	type wc struct {
		w string
		n int
	}
	var list []wc
	for w, c := range counts {
		list = append(list, wc{w, c})
	}
	sort.Slice(list, func(i, j int) bool {
		if list[i].n != list[j].n {
			return list[i].n > list[j].n
		}
		return list[i].w < list[j].w
	})
	var top []string
	for _, e := range list[:min(8, len(list))] {
		top = append(top, fmt.Sprintf("%s=%d", e.w, e.n))
	}
	rs := []rune(text)
	upper := 0
	for _, r := range rs {
		if unicode.IsUpper(r) {
			upper++
		}
	}
	dist := 0
	if len(rs) > 1 {
		k := min(len(rs)/2, 400)
		dist = lev(rs[:k], rs[len(rs)-k:])
	}
	res["text_bytes"] = len(text)
	res["text_runes"] = len(rs)
	res["upper_runes"] = upper
	res["distinct"] = len(counts)
	res["top"] = top
	res["distance"] = dist
	res["title_case"] = strings.Map(func(r rune) rune {
		if r == 'ß' {
			return -1 // dropped
		}
		return unicode.ToTitle(r)
	}, strings.Join(vocab, "|"))
	return res, nil
}
