// Stores a nil pointer of a type with methods in sort.Interface, another
// package's interface: yaegi's wrapper of a nil pointer in such an
// interface is the zero interface, so the interface is nil interpreted and
// not nil compiled (the normaliser makes error and fmt.Stringer right, not
// every interface), the native build diverges and must be refused.
package nilsort

import (
	"sort"

	"github.com/skillrun/skillrun/skills"
)

type Args struct {
	N int `json:"n"`
}

type list []int

func (l *list) Len() int           { return len(*l) }
func (l *list) Less(i, j int) bool { return (*l)[i] < (*l)[j] }
func (l *list) Swap(i, j int)      { (*l)[i], (*l)[j] = (*l)[j], (*l)[i] }

func Run(env skills.Env, args Args) (skills.Result, error) {
	var l *list
	if args.N > 0 {
		l = &list{args.N}
	}
	var s sort.Interface = l
	return skills.Result{"set": s != nil}, nil
}
