package library_test

import (
	"os"
	"testing"

	"github.com/skillrun/skillrun/runtime/worker"
)

// TestMain lets the test binary act as an isolated worker, for the
// library over a worker pool (TestTreeCPU).
func TestMain(m *testing.M) {
	if worker.IsWorker() {
		os.Exit(worker.Main())
	}
	os.Exit(m.Run())
}
