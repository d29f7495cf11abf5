// Returns an error that unwraps to itself: errors.Is and errors.As, which
// the worker calls to find the error's kind, would walk it forever. The
// interpreter's types hide the method; compiled Go walks it until the
// deadline, a divergence the native tier's proof refuses.
package return_error_unwrap_cycle

import "github.com/skillrun/skillrun/skills"

type cyc struct{}

func (c *cyc) Error() string { return "a cycle" }
func (c *cyc) Unwrap() error { return c }

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	return nil, &cyc{}
}

// want: error a cycle
// native: timeout
// limits: timeout=500ms cpu=20s
