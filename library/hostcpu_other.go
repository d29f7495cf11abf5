//go:build !linux

package library

import "time"

// hostWork runs f and returns the wall time it took (no thread's CPU
// time is read here).
func hostWork(f func()) time.Duration {
	start := time.Now()
	f()
	return time.Since(start)
}
