package sandbox

import "testing"

// TestGenericEmbeddedIfaceMethods: a generic type that embeds an
// interface, its method calling the promoted method. The normaliser
// declares the promoted method after the file (a forwarder to the
// field's); the interpreter compiled the type's methods as it added
// them, so the call did not compile ("undefined selector: Log") until
// the type's methods were written after the forwarder.
func TestGenericEmbeddedIfaceMethods(t *testing.T) {
	const src = `package s

import (
	"fmt"

	"github.com/skillrun/skillrun/skills"
)

type Args struct{}

type logger interface{ Log(string) }

type lines struct{ got []string }

func (b *lines) Log(s string) { b.got = append(b.got, s) }

type service[T any] struct {
	logger
	items []T
}

func (s *service[T]) Add(x T) { s.items = append(s.items, x); s.Log(fmt.Sprint("add ", x)) }

func Run(env skills.Env, args Args) (skills.Result, error) {
	b := &lines{}
	s := &service[int]{logger: b}
	s.Add(1)
	s.Add(2)
	return skills.Result{"lines": b.got}, nil
}
`
	p := compile(t, src)
	if got, want := result(t, p, `{}`), `{"lines":["add 1","add 2"]}`; got != want {
		t.Errorf("result %s; want %s", got, want)
	}
}
