// Panics with a value whose Error method never returns: the report of
// the panic, made in the worker after the run's deadline watcher has
// stopped, prints the value and never calls the method (it would spin
// until the host killed the worker). Compiled Go calls it: the native
// tier times out, a divergence its proof refuses.
package panic_error_loops

import "github.com/skillrun/skillrun/skills"

type loops struct{ n int }

func (l *loops) Error() string {
	for {
		l.n++
	}
}

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	panic(&loops{})
}

// want: crash panic: &{0}
// native: timeout
// limits: timeout=500ms cpu=20s
