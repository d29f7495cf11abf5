// Package cputime reads the CPU time of the calling OS thread, for
// benchmarks that time two things on one locked thread (on a loaded
// machine wall time also counts time spent waiting for a core), and adds
// up the CPU time work for one caller spends on goroutines of its own
// (Meter), so that the host can charge a skill's run for it.
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
