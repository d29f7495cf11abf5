package skills

import (
	"fmt"
	"strings"
	"time"
)

// DefaultCeiling is the operator's ceiling when none is set: no manifest,
// caller or default can raise a run's limits above it.
var DefaultCeiling = Limits{
	Timeout:     10 * time.Minute,
	CPU:         10 * time.Minute,
	MemoryBytes: 1 << 30,
	OutputBytes: 16 << 20,
	ResultBytes: 16 << 20,
	MaxDepth:    16,
	Actions:     100000,
	ActionBytes: 64 << 20,
	LogBytes:    16 << 20,
}

// maxTimeout bounds any duration limit, ceilings included, so that
// deadline arithmetic (a timeout plus a grace period, a CPU limit in
// seconds) cannot overflow.
const maxTimeout = 1000 * time.Hour

// Resolve returns the limits of one run: each field is the first set (>0)
// among layers, in order (typically the caller's, the skill manifest's,
// the operator's defaults), else DefaultLimits', then lowered to the
// ceiling (zero fields of ceiling take DefaultCeiling's). It is the one
// place limits are merged; negative values count as unset.
func Resolve(ceiling Limits, layers ...Limits) Limits {
	var l Limits
	for _, x := range layers {
		l = l.Merge(x.positive())
	}
	l = l.Merge(DefaultLimits)
	l, _ = l.Clamp(ceiling)
	return l
}

// Clamp returns l with every field no larger than the ceiling's (zero or
// negative fields of ceiling take DefaultCeiling's; durations never exceed
// 1000h), and the names of the fields it lowered. Zero fields of l stay
// zero.
func (l Limits) Clamp(ceiling Limits) (Limits, []string) {
	c := ceiling.positive().Merge(DefaultCeiling)
	var lowered []string
	dur := func(name string, v *time.Duration, max time.Duration) {
		if max > maxTimeout {
			max = maxTimeout
		}
		if *v > max {
			*v = max
			lowered = append(lowered, name)
		}
	}
	num := func(name string, v *int64, max int64) {
		if *v > max {
			*v = max
			lowered = append(lowered, name)
		}
	}
	l = l.positive()
	dur("timeout", &l.Timeout, c.Timeout)
	dur("cpu", &l.CPU, c.CPU)
	num("memory", &l.MemoryBytes, c.MemoryBytes)
	num("output", &l.OutputBytes, c.OutputBytes)
	num("result", &l.ResultBytes, c.ResultBytes)
	depth, actions := int64(l.MaxDepth), int64(l.Actions)
	num("depth", &depth, int64(c.MaxDepth))
	num("actions", &actions, int64(c.Actions))
	l.MaxDepth, l.Actions = int(depth), int(actions)
	num("action_bytes", &l.ActionBytes, c.ActionBytes)
	num("logs", &l.LogBytes, c.LogBytes)
	return l, lowered
}

// positive returns l with negative fields set to zero (unset).
func (l Limits) positive() Limits {
	if l.Timeout < 0 {
		l.Timeout = 0
	}
	if l.CPU < 0 {
		l.CPU = 0
	}
	if l.MemoryBytes < 0 {
		l.MemoryBytes = 0
	}
	if l.OutputBytes < 0 {
		l.OutputBytes = 0
	}
	if l.ResultBytes < 0 {
		l.ResultBytes = 0
	}
	if l.MaxDepth < 0 {
		l.MaxDepth = 0
	}
	if l.Actions < 0 {
		l.Actions = 0
	}
	if l.ActionBytes < 0 {
		l.ActionBytes = 0
	}
	if l.LogBytes < 0 {
		l.LogBytes = 0
	}
	return l
}

// ClampNote says which of a manifest's limits the ceiling lowers, for vet
// and show ("memory 4GiB above the ceiling 1GiB: runs get 1GiB"), or "".
func ClampNote(asked, ceiling Limits) string {
	got, lowered := asked.Clamp(ceiling)
	if len(lowered) == 0 {
		return ""
	}
	var parts []string
	for _, f := range lowered {
		parts = append(parts, fmt.Sprintf("%s %s above the operator's ceiling: runs get %s", f, asked.field(f), got.field(f)))
	}
	return strings.Join(parts, "; ")
}

// field renders one field of l by its directive name.
func (l Limits) field(name string) string {
	switch name {
	case "timeout":
		return l.Timeout.String()
	case "cpu":
		return l.CPU.String()
	case "memory":
		return FormatBytes(l.MemoryBytes)
	case "output":
		return FormatBytes(l.OutputBytes)
	case "result":
		return FormatBytes(l.ResultBytes)
	case "depth":
		return fmt.Sprint(l.MaxDepth)
	case "actions":
		return fmt.Sprint(l.Actions)
	case "action_bytes":
		return FormatBytes(l.ActionBytes)
	case "logs":
		return FormatBytes(l.LogBytes)
	}
	return "?"
}

// FormatBytes renders a size the way manifests write it (1GiB, 64KiB, 100B).
func FormatBytes(n int64) string {
	for _, u := range []struct {
		s string
		m int64
	}{{"GiB", 1 << 30}, {"MiB", 1 << 20}, {"KiB", 1 << 10}} {
		if n >= u.m && n%u.m == 0 {
			return fmt.Sprintf("%d%s", n/u.m, u.s)
		}
	}
	return fmt.Sprintf("%dB", n)
}

// AddSaturating returns a+b, or the largest duration if that overflows.
func AddSaturating(a, b time.Duration) time.Duration {
	if b > 0 && a > (1<<63-1)-b {
		return 1<<63 - 1
	}
	return a + b
}
