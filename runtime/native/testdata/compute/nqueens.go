// N-queens by recursive backtracking over bitmasks: counts all solutions
// and returns the first one found.
package nqueens

import (
	"fmt"
	"math/bits"

	"github.com/skillrun/skillrun/skills"
)

type Args struct {
	N int `json:"n,omitempty"`
}

type solver struct {
	n     int
	all   uint
	count int
	first []int
	cur   []int
}

func (s *solver) place(row int, cols, d1, d2 uint) {
	if row == s.n {
		s.count++
		if s.first == nil {
			s.first = append([]int(nil), s.cur...)
		}
		return
	}
	free := s.all &^ (cols | d1 | d2)
	for free != 0 {
		bit := free & -free
		free ^= bit
		s.cur[row] = bits.TrailingZeros(bit)
		s.place(row+1, cols|bit, (d1|bit)<<1&s.all, (d2|bit)>>1)
	}
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	n := args.N
	if n == 0 {
		n = 11
	}
	if n < 1 || n > 15 {
		return nil, fmt.Errorf("n must be 1..15, got %d", n)
	}
	s := &solver{n: n, all: uint(1)<<uint(n) - 1, cur: make([]int, n)}
	s.place(0, 0, 0, 0)
	board := make([]string, 0, len(s.first))
	for _, c := range s.first {
		row := make([]byte, n)
		for i := range row {
			row[i] = '.'
		}
		row[c] = 'Q'
		board = append(board, string(row))
	}
	return skills.Result{"n": n, "solutions": s.count, "first": board}, nil
}
