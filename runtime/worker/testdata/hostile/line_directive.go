// A //line directive renames the file and line everything after it is
// reported at. vet passed the file; the interpreter, compiling the
// normalised source under the directive's numbering, failed with
// "/etc/passwd:3:9: undefined type" (bad input, a place in another file).
package line_directive

import "github.com/skillrun/skillrun/skills"

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
//line /etc/passwd:1:1
	var m map[string]int
	m["x"] = 1
	return skills.Result{"ok": true}, nil
}

// want: vet line_directive.go:12:1: a line directive
