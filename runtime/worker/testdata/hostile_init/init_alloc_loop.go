// Its init allocates a megabyte at a time until something stops it.
package init_alloc_loop

import "github.com/skillrun/skillrun/skills"

type Args struct{}

var hoard [][]byte

func init() {
	for {
		b := make([]byte, 1<<20)
		for i := 0; i < len(b); i += 4096 {
			b[i] = 1
		}
		hoard = append(hoard, b)
	}
}

func Run(env skills.Env, args Args) (skills.Result, error) { return nil, nil }

// want: memory
// limits: memory=96MiB timeout=20s
