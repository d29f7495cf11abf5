// Deadlocks on a mutex: the run ends at its timeout, and the worker,
// blocked in compiled code, is killed.
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

// want: timeout
