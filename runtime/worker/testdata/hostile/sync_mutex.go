// Deadlocks on a mutex: sync is not importable (channels are).
package sync_mutex

import (
	"sync"

	"github.com/skillrun/skillrun/skills"
)

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	var mu sync.Mutex
	mu.Lock()
	mu.Lock()
	return nil, nil
}

// want: vet "sync"
