// Grows a map until memory runs out.
package memory_map

import (
	"strconv"

	"github.com/skillrun/skillrun/skills"
)

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	m := map[string]string{}
	for i := 0; ; i++ {
		k := strconv.Itoa(i)
		m[k] = k + k + k + k + k + k + k + k
	}
}

// want: memory
// limits: timeout=30s memory=64MiB
