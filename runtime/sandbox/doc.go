// Package sandbox is skillrun's yaegi host: it compiles a checked skill
// version (a check.Unit, see runtime/check) once into an immutable Program
// and runs it many times.
//
// Goals: every yaegi panic, at compile or run time, comes back as an error
// with a position; a run has a deadline that stops interpreted loops; a
// call costs little more than a native one: the entry point is entered
// directly (yaegi's own frame set-up and body runner, reached by name; see
// fastcall.go) rather than through the reflection wrapper yaegi's public
// API returns.
//
// Non-goals: checking source (runtime/check does that, without the
// interpreter); containing hostile code. In process, deep recursion, memory
// bombs, a panic in a goroutine or concurrent map writes kill the host; a
// blocked native call cannot be interrupted. Untrusted skills run in
// runtime/worker, which implements the same Executor interface in a
// subprocess with kernel limits. The in-process executor is for built-ins
// and trusted skills.
package sandbox
