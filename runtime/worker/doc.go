// Package worker runs untrusted skills in isolated subprocesses: a warm pool
// of workers, each a re-exec of the running binary, that the host can always
// kill.
//
// In-process yaegi cannot contain hostile or merely buggy code: deep
// recursion is a fatal stack overflow, memory is unbounded, a panic in a
// goroutine or a concurrent map write aborts the process, and a blocked
// native call leaks a goroutine. So a [Pool] keeps Size worker processes
// ready, and runs each call of a skill in one of them.
//
// Each worker gets, where the machine offers it:
//
//   - new network, PID, mount, IPC and UTS namespaces, and a fresh /proc;
//   - a private tmpfs scratch directory (size-capped) as its working
//     directory, and landlock rules that allow that directory and nothing
//     else (no reads either, and no TCP);
//   - a seccomp filter that refuses sockets, execve, fork, ptrace, mount,
//     namespaces, rlimit changes, kexec, module loading and the like;
//   - an empty environment, RLIMIT_CPU/AS/FSIZE/NOFILE/CORE, a cgroup
//     memory and pids limit, Pdeathsig, and its own process group, which
//     the host kills on the wall-clock deadline (with a PID namespace the
//     worker is its namespace's init, so killing it kills everything it
//     started).
//
// Without root, the pool falls back to a user namespace (the worker is root
// only inside it), which keeps every protection but the cgroups.
//
// CPU time is limited per call three ways: the host moves the soft
// RLIMIT_CPU to what the worker has used plus the call's limit (only the
// soft limit: raising a hard limit needs CAP_SYS_RESOURCE), the worker
// dies on the resulting SIGXCPU, and a host-side watchdog reading the
// worker's CPU time kills it to the millisecond when a busy worker is slow
// to handle the signal.
//
// Where a mechanism is missing, [New] logs which and why, keeps the others
// and reports it in [Pool.Protections]; it never silently runs unprotected.
// [Probe] reports the same for `skillrun doctor` without starting a pool.
//
// Host and worker talk over two pipes with a small length-prefixed framed
// protocol (see protocol.go): calls, results, log lines, and the skill's
// env calls (Observe, Act, Call), which cross back and are served by the
// host's Env in the goroutine that called Run. Calls, results and the
// answers to env calls have a compact binary payload (codec.go; the
// observations, outcomes and call results in those answers are tagged
// binary values, value.go); the rest is JSON. Detector frames do
// not cross the pipe: their pixels are copied once into a memfd that both
// sides map. A worker runs one call at a time, in the goroutine that reads
// the pipe; its scratch directory is emptied after every call.
//
// Limits are per call (wall time, CPU, memory, output bytes, result size).
// A worker that breaks one, dies, or leaves goroutines behind is replaced;
// workers are also recycled after MaxCalls calls or when their memory grows
// past RecycleBytes. The caller gets an error wrapping one of the sentinels
// of package skills: ErrTimeout, ErrCPU, ErrMemory, ErrOutput,
// ErrResultSize, ErrCrash or ErrForbidden.
//
// Nested calls (a skill's env.Call) are served by the host's Env, which
// normally dispatches back into the pool. The calling worker is busy while
// it waits, so the pool never makes a caller wait for a worker while every
// busy worker is itself waiting on the host: it starts an overflow worker
// instead. Its call done, an overflow worker stays warm (spare) for the
// next nested call that finds every worker waiting, with what it compiled,
// and is stopped once unused for Options.SpareLinger: a skill calling
// another in a loop, through a chain deeper than the pool, starts one, not
// one a call. Nesting depth is bounded by the caller (Limits.MaxDepth),
// and the overflow workers, running or spare, by Options.MaxOverflow.
//
// A worker binary may also be a native one (runtime/native builds it):
// [NativeMain] with a skill version compiled in, started by a pool whose
// Path names it, under every protection above, which it applies before
// its skill's package initialisation ([EnterJail], from package
// jailinit's init; a failure there is an [InitError]); and [Jail] runs a program
// (the Go toolchain) under the same namespaces, landlock rules of its own
// and rlimits, without seccomp.
//
// The binary that hosts a pool must also be able to act as a worker: its
// main (or TestMain) calls [IsWorker] first and, when it reports true,
// exits with [Main]'s code.
//
// Non-goals: defending against kernel exploits (use a VM for that), and
// sandboxing on operating systems other than Linux.
package worker
