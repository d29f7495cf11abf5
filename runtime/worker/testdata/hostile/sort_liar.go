// Sorts with a Less that changes its mind and a Swap that grows the slice.
package sort_liar

import (
	"sort"

	"github.com/skillrun/skillrun/skills"
)

type liar struct {
	s []int
	n int
}

func (l *liar) Len() int           { return len(l.s) + 1000 }
func (l *liar) Less(i, j int) bool { l.n++; return l.n%2 == 0 }
func (l *liar) Swap(i, j int)      { l.s[i%len(l.s)], l.s[j%len(l.s)] = l.s[j%len(l.s)], l.s[i%len(l.s)] }

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	l := &liar{s: []int{3, 1, 2}}
	sort.Sort(l)
	return skills.Result{"n": l.n > 0}, nil
}

// want: ok
