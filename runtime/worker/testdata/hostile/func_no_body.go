// Declares a function without a body, as Go allows for one written in
// assembly or pulled in by //go:linkname, and calls it. go/types took it;
// vet passed the file and the interpreter refused it on every call
// ("bad input: missing function body"): stored, never runnable.
package func_no_body

import "github.com/skillrun/skillrun/skills"

type Args struct{}

//go:linkname nanotime runtime.nanotime
func nanotime() int64

func Run(env skills.Env, args Args) (skills.Result, error) {
	return skills.Result{"t": nanotime()}, nil
}

// want: vet func nanotime has no body
