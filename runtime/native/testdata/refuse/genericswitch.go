// A type switch inside a generic function, on a value of a type the skill
// declares over string (with a method): the interpreter's generic
// instance holds the value as its basic type, so `case string` matches
// interpreted and `case name` compiled (a difference vet cannot tell, see
// README); the native build diverges and must be refused. (This test
// asserted an int held in an any to a type declared over int until vet
// refused that assertion; before, it stored a nil pointer in
// sort.Interface until the normaliser made that right.)
package genericswitch

import (
	"github.com/skillrun/skillrun/skills"
)

type Args struct {
	S string `json:"s"`
}

type name string

func (n name) Size() int { return len(n) }

func kind[T any](x T) string {
	switch any(x).(type) {
	case string:
		return "string"
	case name:
		return "name"
	}
	return "other"
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	return skills.Result{"kind": kind(name(args.S))}, nil
}
