package cputime

import (
	"context"
	"runtime"
	"sync/atomic"
	"time"
)

// Meter adds up the CPU time that work done for one caller spent on
// goroutines of its own (a renderer's bands of rows), which the caller's
// thread clock does not see. The caller puts it in the context it passes
// down (WithMeter); the work reports what its goroutines used (Add, or
// Measure around each goroutine's work).
type Meter struct{ ns atomic.Int64 }

type meterKey struct{}

// WithMeter returns ctx carrying a new Meter, and the Meter.
func WithMeter(ctx context.Context) (context.Context, *Meter) {
	m := &Meter{}
	return context.WithValue(ctx, meterKey{}, m), m
}

// Used is the CPU time reported so far.
func (m *Meter) Used() time.Duration { return time.Duration(m.ns.Load()) }

// Add reports d of CPU time spent for the work ctx is for, to its Meter
// (nothing when it carries none).
func Add(ctx context.Context, d time.Duration) {
	if m, ok := ctx.Value(meterKey{}).(*Meter); ok && d > 0 {
		m.ns.Add(int64(d))
	}
}

// Measure runs f on the calling goroutine, locked to its thread, and
// returns the thread's CPU time for it.
func Measure(f func()) time.Duration {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	t0 := Thread()
	f()
	if d := Thread() - t0; d > 0 {
		return d
	}
	return 0
}
