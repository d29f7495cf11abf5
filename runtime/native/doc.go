// Package native is skillrun's native tier: a verified, hot skill version
// is compiled by the Go toolchain into a worker binary of its own and,
// once proved equivalent to the interpreted version, serves its calls in
// the same jailed workers, under the same limits, over the same wire
// protocol.
//
// A [Builder] checks a version with [Check] (vet's rules plus: no //go:
// directives, no cgo, no embed, no unsafe, no //line, no print builtins),
// generates a module holding the skill's source as written and a main
// that serves it through runtime/worker, and runs `go build` in a jail
// (runtime/worker.Jail: new namespaces without network, landlock allowing
// the build directory and GOCACHE read-write and the toolchain, the SDK
// snapshot and the module cache read-only, rlimits) with CGO_ENABLED=0,
// GOTOOLCHAIN=local, GOFLAGS=-mod=mod, GOPROXY=off and -trimpath. The SDK
// is a snapshot of the skillrun module's sources that the builder
// prepares under its cache directory; binaries are cached by a hash of
// the skill's source, the SDK snapshot, the toolchain version and the
// generator, so a second tier-up of the same version is a file lookup.
//
// An [Executor] wraps the interpreted executor: it counts calls and CPU
// time per version, tiers a version up in the background once it is
// promoted and hot (or when told to), proves the native build against
// the interpreted version on generated arguments and on any trials the
// caller supplies (replays of the version's episodes), and only then
// routes the version's calls to a pool of native workers. A build
// failure, a refusal or a divergence marks the version's native tier
// refused, with the reason, and the interpreted tier keeps serving. A
// [Journal] in the cache directory keeps each version's tier events, for
// `skillrun show` and `history`.
//
// Compiled code runs its package initialisation when the worker binary
// starts, before the worker has applied landlock and seccomp to itself, so
// [Check] refuses init functions and package variables initialised by
// calls (errors.New of a string literal aside, which runs nothing of the
// skill): nothing of the skill runs before its first call.
//
// Non-goals: compiling skills without a Go toolchain on the machine (they
// stay interpreted), and sharing one native binary between versions.
package native
