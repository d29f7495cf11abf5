// Package check is the static half of skillrun's skill host: it parses a
// skill file, type-checks it against the SDK and a whitelist of the
// standard library (vet), reads its manifest (name, kind, directives, the
// JSON Schema of its Args), rewrites the Go 1.22+ constructs that yaegi
// v0.16.1 lacks (normalise, keeping every line number) and gives back a
// Unit: one checked skill version, named by the hash of its normalised code.
//
// Nothing here executes skill source: the package uses go/parser and
// go/types only, never the interpreter, so the host may check any bytes it
// is handed — a file save, a proposal, a rollback, a synced version. The
// type universe it checks against is built from the very symbol tables
// (runtime/symbols) the interpreter loads, so vet and the interpreter agree
// on every name. The generic cmp, maps and slices are type-checked from
// skillrun's own sources of them (stdgen, embedded), and the normaliser
// copies each function a skill uses for the types it uses it with
// (stdgeneric.go).
//
// Compiling and running a Unit is runtime/sandbox's job (yaegi, in process)
// or runtime/worker's (the same, in an isolated worker process).
package check
