// Edit distance (with its alignment script) and longest common
// subsequence of two generated strands, by dynamic programming. It
// declares its errors as sentinels, and a negative length panics (the
// runtimes word that panic differently).
package editdist

import (
	"errors"
	"math/rand"
	"strings"

	"github.com/skillrun/skillrun/skills"
)

type Args struct {
	Len  int   `json:"len"`
	Seed int64 `json:"seed"`
}

var ErrTooLong = errors.New("strands longer than 3000 are refused")

func strand(r *rand.Rand, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = "ACGT"[r.Intn(4)]
	}
	return string(b)
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	n := args.Len
	if n == 0 {
		n = 200
	}
	if n > 3000 {
		return nil, ErrTooLong
	}
	r := rand.New(rand.NewSource(args.Seed))
	a, b := strand(r, n), strand(r, n+n/7)
	d := make([][]int, len(a)+1)
	for i := range d {
		d[i] = make([]int, len(b)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(a); i++ {
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
		}
	}
	// Walk back for the script: = keep, ~ change, - delete, + insert.
	var ops []byte
	i, j := len(a), len(b)
	for i > 0 || j > 0 {
		switch {
		case i > 0 && j > 0 && d[i][j] == d[i-1][j-1] && a[i-1] == b[j-1]:
			ops, i, j = append(ops, '='), i-1, j-1
		case i > 0 && j > 0 && d[i][j] == d[i-1][j-1]+1:
			ops, i, j = append(ops, '~'), i-1, j-1
		case i > 0 && d[i][j] == d[i-1][j]+1:
			ops, i = append(ops, '-'), i-1
		default:
			ops, j = append(ops, '+'), j-1
		}
	}
	var script strings.Builder
	for k := len(ops) - 1; k >= 0 && script.Len() < 40; k-- {
		script.WriteByte(ops[k])
	}
	// LCS on two rolling rows.
	prev, cur := make([]int, len(b)+1), make([]int, len(b)+1)
	for i := 1; i <= len(a); i++ {
		for j := 1; j <= len(b); j++ {
			if a[i-1] == b[j-1] {
				cur[j] = prev[j-1] + 1
			} else {
				cur[j] = max(prev[j], cur[j-1])
			}
		}
		prev, cur = cur, prev
	}
	return skills.Result{"distance": d[len(a)][len(b)], "lcs": prev[len(b)], "script": script.String(),
		"similarity": float64(prev[len(b)]) / float64(len(b))}, nil
}
