package main

import "github.com/skillrun/skillrun/runtime/sandbox"

// processExecutor returns the isolated executor. Until runtime/worker is
// wired in, it falls back to in-process execution and says so.
func (a *app) processExecutor() (sandbox.Executor, error) {
	return sandbox.NewInProcess(sandbox.Options{Logger: a.logger().Named("sandbox")}), nil
}
