// Writes memory through unsafe.
package unsafe_poke

import (
	"unsafe"

	"github.com/skillrun/skillrun/skills"
)

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	x := 1
	p := (*[1 << 20]int)(unsafe.Pointer(&x))
	p[1<<19] = 42
	return nil, nil
}

// want: vet "unsafe"
