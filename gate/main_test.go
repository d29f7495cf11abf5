package gate_test

import (
	"os"
	"testing"

	"github.com/skillrun/skillrun/runtime/worker"
)

// TestMain lets the test binary act as an isolated worker, for the gate
// over a library whose skills run in workers (TestGateRejectsBurnerByCPU).
func TestMain(m *testing.M) {
	if worker.IsWorker() {
		os.Exit(worker.Main())
	}
	os.Exit(m.Run())
}
