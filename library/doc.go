// Package library is a directory of skills on disk, loaded, checked,
// versioned and run by name.
//
// A library is a directory tree of *.go files, one skill per file, each a
// package of its own named after the skill. Opening a library reads every
// file's manifest statically (go/parser + go/types via runtime/check);
// nothing runs until a skill is called. Problems with single files
// (unreadable, not a skill, does not vet, duplicate name) are reported and
// do not stop the rest from loading.
//
// Skills call each other by name through their Env (env.Call), late-bound
// to whichever version serves at call time, with depth and cycle limits.
// Each run returns its trace: actions, logs and nested calls.
//
// Hot reload (Watch) judges a changed skill file through the lifecycle
// (check, compile, verify, promote) while the serving version keeps
// answering. A file is judged as soon as it is complete — on Linux when its
// writer closes it or it is renamed into place, and it checks — and
// otherwise only after it has stayed quiet for the debounce (a writer that
// keeps the file open, a file that does not check when closed, every change
// on other platforms), so a half-written file is never compiled unless a
// writer closes it half-written and the half is itself a valid skill.
//
// The one door: the library parses and type-checks source (runtime/check)
// but never compiles or runs it. Compiling runs a package's initialisation,
// so every path that brings source in (a save under Watch, Propose,
// Promote and rollback, sync from another instance) reaches decide, which
// asks the executor to Prepare the candidate where it runs skills — a
// worker under the candidate's limits — and verification and trial runs go
// through the executor's Run. The package links no interpreter (a test
// checks go list -deps), so no new path can forget.
//
// Goals: a registry that is a value (two libraries can live in one
// process), atomic swaps of the serving version, one Executor interface
// (runtime/executor) for in-process and isolated runs. Non-goals: choosing a store, a logger or an
// isolation level — that is the caller's (cmd/skillrun's) job.
package library
