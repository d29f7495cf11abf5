// Sleeps by polling the clock.
package busy_sleep

import (
	"time"

	"github.com/skillrun/skillrun/skills"
)

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	start := time.Now()
	for time.Since(start) < time.Hour {
	}
	return nil, nil
}

// want: timeout
// limits: timeout=300ms
