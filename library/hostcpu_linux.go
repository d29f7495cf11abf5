package library

import (
	"runtime"
	"time"

	"golang.org/x/sys/unix"
)

// hostWork runs f on one locked OS thread and returns the CPU time that
// thread used (RUSAGE_THREAD): the host's own work for a skill's action,
// which no limit of the skill's worker process sees.
func hostWork(f func()) time.Duration {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	start, ok := threadCPU()
	f()
	end, ok2 := threadCPU()
	if !ok || !ok2 || end < start {
		return 0
	}
	return end - start
}

func threadCPU() (time.Duration, bool) {
	var ru unix.Rusage
	if err := unix.Getrusage(unix.RUSAGE_THREAD, &ru); err != nil {
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}
