// Returns an error whose Error method never returns: the worker renders
// it to send it to the host, after the run. The method runs in the
// worker only, and the timeout ends it.
package return_error_loops

import "github.com/skillrun/skillrun/skills"

type loops struct{ n int }

func (l *loops) Error() string {
	for {
		l.n++
	}
}

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	return nil, &loops{}
}

// want: timeout
// limits: timeout=500ms cpu=20s
