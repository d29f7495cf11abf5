// Package skills is the vocabulary of skillrun and the SDK that skill source
// imports.
//
// A skill is one Go file, a package of its own, kept in a library directory.
// Procedures act in an environment:
//
//	// Bridge north over a gap, one block at a time.
//	package bridge_north
//
//	import "github.com/skillrun/skillrun/skills"
//
//	type Args struct {
//		Blocks int `json:"blocks"` // how many blocks to place
//	}
//
//	func Run(env skills.Env, args Args) (skills.Result, error) { ... }
//
// Image detectors look at frames (see package detectors).
//
// Goals: a small, stable surface that interpreted code can use without
// reflection tricks, and that hosts (simulators, live adapters, trace replay)
// implement with plain Go. Non-goals: anything that does I/O. The package
// imports only the standard library.
package skills
