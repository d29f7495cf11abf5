// Package jailinit jails a native worker binary before its skill's
// package is initialised. The native tier generates, beside the skill's
// source, a file of the skill's package that imports it:
//
//	import _ "github.com/skillrun/skillrun/runtime/worker/jailinit"
//
// Go initialises every package a package imports before the package
// itself (The Go Programming Language Specification, "Package
// initialization"), so this init, which applies the worker's whole jail
// ([worker.EnterJail]: it waits for the host to attach the cgroups and
// rlimits, then applies landlock, seccomp and the stack limit), has
// returned before any package variable initialiser or init function of
// the skill runs. The skill's package initialisation then runs jailed,
// like its calls.
//
// It imports nothing but package worker: every package initialised
// before it is trusted code (the standard library, the SDK and their
// dependencies), never the skill's.
package jailinit

import "github.com/skillrun/skillrun/runtime/worker"

func init() { worker.EnterJail() }
