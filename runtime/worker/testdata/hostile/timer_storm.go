// Schedules a million timers that each schedule another: timers are refused.
package timer_storm

import (
	"time"

	"github.com/skillrun/skillrun/skills"
)

type Args struct{}

func again() { time.AfterFunc(time.Microsecond, again) }

func Run(env skills.Env, args Args) (skills.Result, error) {
	for i := 0; i < 1000000; i++ {
		time.AfterFunc(time.Microsecond, again)
	}
	return skills.Result{"ok": true}, nil
}

// want: vet timers are not available
