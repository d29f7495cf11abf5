//go:build unix

package sandboxtest

import (
	"syscall"
	"time"
)

// CPUTime returns the CPU time (user + system) the whole process has used,
// every thread included (the garbage collector's too), and whether the
// platform reports it. Unlike wall time it does not grow while other
// processes hold the cores, so a ratio of CPU times stays put on a busy
// machine.
func CPUTime() (time.Duration, bool) {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}
