// Sleeps for an hour: time.Sleep is not in the whitelist.
package sleep_forever

import (
	"time"

	"github.com/skillrun/skillrun/skills"
)

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	time.Sleep(time.Hour)
	return nil, nil
}

// want: vet time.Sleep
