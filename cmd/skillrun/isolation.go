package main

import (
	"context"
	"fmt"
	"os"

	"github.com/skillrun/skillrun/runtime/native"
	"github.com/skillrun/skillrun/runtime/sandbox"
	"github.com/skillrun/skillrun/runtime/worker"
)

// processExecutor starts the warm pool of isolated workers (runtime/worker).
// Protections this machine lacks are named on stderr; the rest stay on.
func (a *app) processExecutor() (sandbox.Executor, error) {
	if a.tiered != nil {
		return a.tiered.x, nil
	}
	if a.pool != nil {
		return a.pool, nil
	}
	ctx := context.Background()
	ceiling, err := a.ceilings.limits()
	if err != nil {
		return nil, err
	}
	p, err := worker.New(ctx, worker.Options{Size: a.poolSize, Ceiling: ceiling, Logger: a.logger().Named("worker")})
	if err != nil {
		return nil, fmt.Errorf("start isolated workers (use --isolation=inprocess only for trusted skills): %w", err)
	}
	if missing := p.Protections().Missing(); len(missing) > 0 && !a.quietMissing {
		for _, m := range missing {
			fmt.Fprintf(os.Stderr, "skillrun: warning: isolation without %s: %s\n", m.Name, m.Detail)
		}
	}
	a.pool = p
	// The native tier wraps the pool when it may tier versions up
	// (--native-after), or when a version was proved native before (by
	// skillrun tier, or by another process): its cached binary serves
	// from the first call.
	if a.nativeAfter > 0 || native.OpenJournal(a.nativeCacheDir()).HasNative() {
		a.tiered = a.startNativeTier(p)
		return a.tiered.x, nil
	}
	return p, nil
}

// close releases what the command started (the worker pool).
func (a *app) close() {
	if a.tiered != nil {
		a.tiered.close()
		a.tiered = nil
	}
	if a.pool != nil {
		a.pool.Close()
		a.pool = nil
	}
}
