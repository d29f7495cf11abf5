// Recurses through interface method calls.
package interface_recursion

import "github.com/skillrun/skillrun/skills"

type Args struct{}

type walker interface{ walk(n int) int }

type node struct{ next walker }

func (x *node) walk(n int) int { return x.next.walk(n+1) + 1 }

func Run(env skills.Env, args Args) (skills.Result, error) {
	a := &node{}
	b := &node{next: a}
	a.next = b
	return skills.Result{"n": a.walk(0)}, nil
}

// want: crash stack
// limits: timeout=20s
