//go:build !unix

package sandboxtest

import "time"

// CPUTime reports no CPU time on this platform.
func CPUTime() (time.Duration, bool) { return 0, false }
