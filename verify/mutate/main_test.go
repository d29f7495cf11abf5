package mutate_test

import (
	"os"
	"testing"

	"github.com/skillrun/skillrun/runtime/worker"
)

// TestMain lets the test binary act as an isolated worker, so the
// premise of the equivalence rule is checked in that runtime too.
func TestMain(m *testing.M) {
	if worker.IsWorker() {
		os.Exit(worker.Main())
	}
	os.Exit(m.Run())
}
