// Package native is skillrun's native tier: a verified, hot skill version
// is compiled by the Go toolchain into a worker binary of its own and,
// once proved equivalent to the interpreted version, serves its calls in
// the same jailed workers, under the same limits, over the same wire
// protocol.
//
// A [Builder] checks a version with [Check] (vet's rules plus: no //go:
// directives, no cgo, no embed, no unsafe, no //line, no print builtins),
// generates a module holding the skill's source as written, a file of
// the skill's package that imports runtime/worker/jailinit, and a main
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
// starts, so the generated build makes the skill's package import
// package runtime/worker/jailinit (a file of its own beside the skill's
// source; the source stays as written). Go initialises a package's
// imports before the package, and jailinit's init is the worker's whole
// start but its hello ([worker.EnterJail]): it waits for the host's init
// message, sent once the host has attached the worker's cgroups and
// rlimits, then applies landlock, seccomp, the stack and memory limits
// and the SIGXCPU watch. So the skill's package variables (a compiled
// regexp, a table built by a function) and init functions run inside the
// jail, as its calls do, and [Check] allows them. A worker whose
// package initialisation fails (a panic, a fatal error, a limit, the
// start timeout, goroutines left running) never serves: the pool's start
// fails with a [worker.InitError], and the version's native tier is
// refused with the skill's position and the version named, while the
// interpreted tier keeps serving.
//
// Non-goals: compiling skills without a Go toolchain on the machine (they
// stay interpreted), and sharing one native binary between versions.
package native
