package worker_test

import (
	"context"
	"errors"
	"fmt"

	"github.com/skillrun/skillrun/runtime/check"
	"github.com/skillrun/skillrun/runtime/sandbox"
	"github.com/skillrun/skillrun/runtime/worker"
	"github.com/skillrun/skillrun/skills"
)

const greet = `// Greets someone.
package greet

import "github.com/skillrun/skillrun/skills"

type Args struct {
	Name string ` + "`json:\"name\"`" + `
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	return skills.Result{"greeting": "hello, " + args.Name}, nil
}
`

const runaway = `// Recurses without end.
package runaway

import "github.com/skillrun/skillrun/skills"

type Args struct{}

func down(n int) int { return down(n+1) + 1 }

func Run(env skills.Env, args Args) (skills.Result, error) {
	return skills.Result{"n": down(0)}, nil
}
`

// A pool runs checked skills in isolated workers. A skill that would kill
// an in-process host (here: a fatal stack overflow) kills only its worker,
// which the pool replaces; the caller gets a typed error.
func ExamplePool_Run() {
	ctx := context.Background()
	// The binary must be able to act as a worker: its main (or TestMain)
	// starts with `if worker.IsWorker() { os.Exit(worker.Main()) }`.
	p, err := worker.New(ctx, worker.Options{Size: 1})
	if err != nil {
		fmt.Println(err)
		return
	}
	defer p.Close()

	u, err := check.Check("greet.go", []byte(greet))
	if err != nil {
		fmt.Println(err)
		return
	}
	resp, err := p.Run(ctx, u, &sandbox.Request{Args: []byte(`{"name": "world"}`)})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(resp.Result["greeting"])

	bad, _ := check.Check("runaway.go", []byte(runaway))
	_, err = p.Run(ctx, bad, &sandbox.Request{})
	fmt.Println(errors.Is(err, skills.ErrCrash))

	// The pool is whole again, and the next call runs as before.
	resp, err = p.Run(ctx, u, &sandbox.Request{Args: []byte(`{"name": "again"}`)})
	fmt.Println(resp.Result["greeting"], err)
	// Output:
	// hello, world
	// true
	// hello, again <nil>
}

// Probe reports the protections this machine gives workers, as
// `skillrun doctor` prints them.
func ExampleProbe() {
	ps, err := worker.Probe(context.Background(), worker.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(ps.Has(worker.ProtRlimits), len(ps) > 10)
	// Output: true true
}
