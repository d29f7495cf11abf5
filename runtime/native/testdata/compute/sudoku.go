// Backtracking sudoku solver with bitmask candidates; solves a puzzle
// (or the built-in hard ones) and counts the search nodes.
package sudoku

import (
	"errors"
	"math/bits"
	"strings"

	"github.com/skillrun/skillrun/skills"
)

type Args struct {
	// Puzzle: 81 characters, digits and '.' or '0' for blanks; empty: the
	// built-in puzzles.
	Puzzle string `json:"puzzle,omitempty"`
	// Repeat solves the puzzles this many times (default 1).
	Repeat int `json:"repeat,omitempty"`
}

var ErrBadPuzzle = errors.New("puzzle must have 81 cells of 1-9, '.' or '0'")
var ErrNoSolution = errors.New("no solution")

var builtin = []string{
	"8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
	"..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97..",
}

type grid struct {
	cells [81]int
	rows  [9]uint16
	cols  [9]uint16
	boxes [9]uint16
	nodes int
}

func (g *grid) place(i, d int) {
	g.cells[i] = d
	bit := uint16(1) << d
	g.rows[i/9] |= bit
	g.cols[i%9] |= bit
	g.boxes[(i/27)*3+(i%9)/3] |= bit
}

func (g *grid) unplace(i, d int) {
	g.cells[i] = 0
	bit := ^(uint16(1) << d)
	g.rows[i/9] &= bit
	g.cols[i%9] &= bit
	g.boxes[(i/27)*3+(i%9)/3] &= bit
}

func (g *grid) free(i int) uint16 {
	used := g.rows[i/9] | g.cols[i%9] | g.boxes[(i/27)*3+(i%9)/3]
	return ^used & 0x3FE
}

func (g *grid) solve() bool {
	g.nodes++
	best, bestN := -1, 10
	var bestMask uint16
	for i := 0; i < 81; i++ {
		if g.cells[i] != 0 {
			continue
		}
		m := g.free(i)
		n := bits.OnesCount16(m)
		if n < bestN {
			best, bestN, bestMask = i, n, m
			if n <= 1 {
				break
			}
		}
	}
	if best < 0 {
		return true
	}
	for m := bestMask; m != 0; m &= m - 1 {
		d := bits.TrailingZeros16(m)
		g.place(best, d)
		if g.solve() {
			return true
		}
		g.unplace(best, d)
	}
	return false
}

func parse(s string) (*grid, error) {
	s = strings.TrimSpace(s)
	if len(s) != 81 {
		return nil, ErrBadPuzzle
	}
	g := &grid{}
	for i := 0; i < 81; i++ {
		c := s[i]
		switch {
		case c == '.' || c == '0':
		case c >= '1' && c <= '9':
			d := int(c - '0')
			if g.free(i)&(1<<d) == 0 {
				return nil, ErrNoSolution
			}
			g.place(i, d)
		default:
			return nil, ErrBadPuzzle
		}
	}
	return g, nil
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	puzzles := builtin
	if args.Puzzle != "" {
		puzzles = []string{args.Puzzle}
	}
	rep := args.Repeat
	if rep <= 0 {
		rep = 1
	}
	var sols []string
	nodes := 0
	for r := 0; r < rep; r++ {
		sols = sols[:0]
		for _, p := range puzzles {
			g, err := parse(p)
			if err != nil {
				return nil, err
			}
			if !g.solve() {
				return nil, ErrNoSolution
			}
			nodes += g.nodes
			var b strings.Builder
			for _, d := range g.cells {
				b.WriteByte(byte('0' + d))
			}
			sols = append(sols, b.String())
		}
	}
	return skills.Result{"solutions": sols, "nodes": nodes}, nil
}
