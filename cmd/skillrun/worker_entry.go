package main

import "github.com/skillrun/skillrun/runtime/worker"

// maybeWorker runs the isolated worker when this binary was re-executed as
// one by a worker pool (runtime/worker). It reports ok=false for ordinary
// invocations.
func maybeWorker(args []string) (code int, ok bool) {
	if !worker.IsWorkerArgs(args) {
		return 0, false
	}
	return worker.Main(), true
}
