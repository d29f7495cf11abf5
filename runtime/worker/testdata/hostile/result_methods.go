// Returns values of its own types whose String and Error methods never
// return: nothing that encodes a result calls them (the host sees only
// the JSON the worker wrote). Held as an error, the value sits in the
// interpreter's wrapper beside a func per method; the result encodes the
// value's fields, as compiled Go does.
package result_methods

import "github.com/skillrun/skillrun/skills"

type loops struct{ N int }

func (l *loops) String() string {
	for {
		l.N++
	}
}

func (l *loops) Error() string {
	for {
		l.N++
	}
}

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	var e error = &loops{N: 1}
	return skills.Result{"v": &loops{N: 2}, "e": e, "list": []any{&loops{N: 3}}}, nil
}

// want: ok
// limits: timeout=1s cpu=20s
