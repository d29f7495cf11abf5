// Go 1.23 iterators, as agents write them: ranges over strings.Lines,
// strings.SplitSeq and the skill's own iter.Seq functions, with break,
// continue, labels, returns from inside the loop, closures over the
// loop's variables, and iterators composed in generic functions.
package iterators

import (
	"bytes"
	"fmt"
	"iter"
	"maps"
	"slices"
	"strings"

	"github.com/skillrun/skillrun/skills"
)

type Args struct {
	Text  string `json:"text"`
	Limit int    `json:"limit"`
}

type grid struct {
	w, h  int
	cells []byte
}

// Cells yields each cell's position and value, row by row.
func (g *grid) Cells() iter.Seq2[[2]int, byte] {
	return func(yield func([2]int, byte) bool) {
		for y := 0; y < g.h; y++ {
			for x := 0; x < g.w; x++ {
				if !yield([2]int{x, y}, g.cells[y*g.w+x]) {
					return
				}
			}
		}
	}
}

func filter[T any](seq iter.Seq[T], keep func(T) bool) iter.Seq[T] {
	return func(yield func(T) bool) {
		for v := range seq {
			if keep(v) && !yield(v) {
				return
			}
		}
	}
}

func take[T any](seq iter.Seq[T], n int) iter.Seq[T] {
	return func(yield func(T) bool) {
		if n <= 0 {
			return
		}
		i := 0
		for v := range seq {
			if !yield(v) {
				return
			}
			i++
			if i == n {
				return
			}
		}
	}
}

// find returns the first cell holding b, from inside the loop.
func find(g *grid, b byte) (pos [2]int, ok bool) {
	for p, c := range g.Cells() {
		if c == b {
			return p, true
		}
	}
	return [2]int{-1, -1}, false
}

func wordLengths(text string) (map[string]int, error) {
	out := map[string]int{}
	for w := range strings.FieldsSeq(text) {
		if strings.ContainsRune(w, '!') {
			return nil, fmt.Errorf("bang in %q", w)
		}
		out[w] = len(w)
	}
	return out, nil
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	text := args.Text
	if text == "" {
		text = "the quick brown fox\njumps over\n\nthe lazy dog\n"
	}
	res := skills.Result{}
	var lines []string
	n := 0
	for line := range strings.Lines(text) {
		n++
		if strings.TrimSpace(line) == "" {
			continue
		}
		lines = append(lines, strings.TrimRight(line, "\n"))
		if args.Limit > 0 && len(lines) == args.Limit {
			break
		}
	}
	res["lines"] = lines
	res["seen"] = n
	var parts []string
	for p := range strings.SplitSeq(text, "o") {
		parts = append(parts, p)
	}
	res["parts"] = len(parts)
	var bl int
	for l := range bytes.Lines([]byte(text)) {
		bl += len(l)
	}
	res["bytes"] = bl
	lengths, err := wordLengths(text)
	if err != nil {
		res["error"] = err.Error()
	} else {
		res["words"] = slices.Sorted(maps.Keys(lengths))
	}
	long := slices.Collect(take(filter(strings.FieldsSeq(text), func(w string) bool { return len(w) > 3 }), 3))
	res["long"] = long

	g := &grid{w: 4, h: 3, cells: []byte("..#...#..#..")}
	pos, ok := find(g, '#')
	res["first"] = []any{pos, ok}
	var walls [][2]int
	var fs []func() [2]int
	count := 0
rows:
	for p, c := range g.Cells() {
		count++
		switch c {
		case '.':
			continue rows
		case '#':
			walls = append(walls, p)
			fs = append(fs, func() [2]int { return p })
			if len(walls) == 2 {
				break rows
			}
		}
	}
	var later [][2]int
	for _, f := range fs {
		later = append(later, f())
	}
	res["walls"] = walls
	res["later"] = later
	res["count"] = count
	var last [2]int
	var lastC byte
	for last, lastC = range g.Cells() {
		if lastC == '#' && last[1] == 2 {
			break
		}
	}
	res["last"] = []any{last, string(lastC)}
	pairs := 0
	for a := range take(filter(strings.FieldsSeq(text), func(string) bool { return true }), 4) {
		for b := range strings.FieldsSeq(text) {
			if a == b {
				continue
			}
			if len(a)+len(b) > 9 {
				break
			}
			pairs++
		}
	}
	res["pairs"] = pairs
	return res, nil
}
