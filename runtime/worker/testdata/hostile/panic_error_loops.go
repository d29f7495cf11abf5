// Panics with a value whose Error method never returns: the report of
// the panic calls it, as Go's runtime does, in the worker while the
// run's deadline still stops it, so the run times out, as compiled Go
// does.
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

// want: timeout
// limits: timeout=500ms cpu=20s
