// Package cputime reads the CPU time of the calling OS thread, for
// benchmarks that time two things on one locked thread (on a loaded
// machine wall time also counts time spent waiting for a core), and adds
// up the CPU time work for one caller spends on goroutines of its own
// or in a helper process (Meter, Process), so that the host can charge a
// skill's run for it.
package cputime

import (
	"time"

	"golang.org/x/sys/unix"
)

// Thread returns the CPU time the calling OS thread has used (0 where the
// clock cannot be read). Callers lock the goroutine to its thread.
func Thread() time.Duration {
	var ts unix.Timespec
	if err := unix.ClockGettime(unix.CLOCK_THREAD_CPUTIME_ID, &ts); err != nil {
		return 0
	}
	return time.Duration(ts.Nano())
}

// Process returns the CPU time process pid has used, all its threads
// together (its process CPU-time clock: clock_getcpuclockid(3)), and
// whether it could be read (the process must be this user's and alive).
// The host reads a helper process's clock before and after a request to
// charge the request's caller for the work it asked for.
func Process(pid int) (time.Duration, bool) {
	if pid <= 0 {
		return 0, false
	}
	// MAKE_PROCESS_CPUCLOCK(pid, CPUCLOCK_SCHED): the kernel's encoding
	// of another process's CPU-time clock (linux/posix-timers.h).
	id := int32((^pid)<<3 | 2)
	var ts unix.Timespec
	if err := unix.ClockGettime(id, &ts); err != nil {
		return 0, false
	}
	return time.Duration(ts.Nano()), true
}
