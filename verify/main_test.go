package verify_test

import (
	"os"
	"testing"

	"github.com/skillrun/skillrun/runtime/worker"
)

// TestMain lets the test binary act as an isolated worker, for the
// isolated replay benchmark.
func TestMain(m *testing.M) {
	if worker.IsWorker() {
		os.Exit(worker.Main())
	}
	os.Exit(m.Run())
}
