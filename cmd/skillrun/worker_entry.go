package main

// maybeWorker runs the isolated worker when this binary was re-executed as
// one (runtime/worker). It reports ok=false for ordinary invocations.
func maybeWorker(args []string) (code int, ok bool) {
	return 0, false
}
