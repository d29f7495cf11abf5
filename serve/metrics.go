package serve

import (
	"fmt"
	"io"
	"math"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"
)

// buckets are the latency histogram's upper bounds, in seconds.
var buckets = []float64{0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30}

// metrics counts calls, errors by kind and latency per tool.
type metrics struct {
	mu       sync.Mutex
	calls    map[string]uint64
	errs     map[[2]string]uint64
	hist     map[string]*histogram
	busyRefs uint64
	recorded uint64 // session steps recorded into memory
	recErrs  uint64 // session runs whose steps could not be recorded
	started  time.Time
}

type histogram struct {
	counts []uint64 // per bucket, not cumulative; last is +Inf
	sum    float64
	n      uint64
}

func newMetrics() *metrics {
	return &metrics{calls: map[string]uint64{}, errs: map[[2]string]uint64{}, hist: map[string]*histogram{}, started: time.Now()}
}

func (m *metrics) observe(tool, kind string, d time.Duration) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if _, ok := m.calls[tool]; !ok && len(m.calls) >= 10000 {
		tool = "other"
	}
	m.calls[tool]++
	if kind != "" {
		m.errs[[2]string{tool, kind}]++
	}
	h := m.hist[tool]
	if h == nil {
		h = &histogram{counts: make([]uint64, len(buckets)+1)}
		m.hist[tool] = h
	}
	sec := d.Seconds()
	i := sort.SearchFloat64s(buckets, sec)
	h.counts[i]++
	h.sum += sec
	h.n++
}

func (m *metrics) record(steps int, err error) {
	m.mu.Lock()
	m.recorded += uint64(steps)
	if err != nil {
		m.recErrs++
	}
	m.mu.Unlock()
}

func (m *metrics) busy() {
	m.mu.Lock()
	m.busyRefs++
	m.mu.Unlock()
}

// write renders the metrics in the Prometheus text exposition format.
func (m *metrics) write(w io.Writer, gauges map[string]float64) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	var b strings.Builder
	b.WriteString("# HELP skillrun_calls_total Tool calls (skills and operations), by tool.\n# TYPE skillrun_calls_total counter\n")
	for _, t := range sortedKeys(m.calls) {
		fmt.Fprintf(&b, "skillrun_calls_total{tool=%s} %d\n", quote(t), m.calls[t])
	}
	b.WriteString("# HELP skillrun_call_errors_total Failed tool calls, by tool and error kind.\n# TYPE skillrun_call_errors_total counter\n")
	keys := make([][2]string, 0, len(m.errs))
	for k := range m.errs {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if keys[i][0] != keys[j][0] {
			return keys[i][0] < keys[j][0]
		}
		return keys[i][1] < keys[j][1]
	})
	for _, k := range keys {
		fmt.Fprintf(&b, "skillrun_call_errors_total{tool=%s,kind=%s} %d\n", quote(k[0]), quote(k[1]), m.errs[k])
	}
	fmt.Fprintf(&b, "# HELP skillrun_busy_rejections_total Calls refused because the concurrency bound was reached.\n# TYPE skillrun_busy_rejections_total counter\nskillrun_busy_rejections_total %d\n", m.busyRefs)
	fmt.Fprintf(&b, "# HELP skillrun_steps_recorded_total Session steps recorded into memory.\n# TYPE skillrun_steps_recorded_total counter\nskillrun_steps_recorded_total %d\n", m.recorded)
	fmt.Fprintf(&b, "# HELP skillrun_record_errors_total Session runs whose steps could not be recorded.\n# TYPE skillrun_record_errors_total counter\nskillrun_record_errors_total %d\n", m.recErrs)
	b.WriteString("# HELP skillrun_call_duration_seconds Tool call latency, by tool.\n# TYPE skillrun_call_duration_seconds histogram\n")
	for _, t := range sortedKeys(m.hist) {
		h := m.hist[t]
		cum := uint64(0)
		for i, ub := range buckets {
			cum += h.counts[i]
			fmt.Fprintf(&b, "skillrun_call_duration_seconds_bucket{tool=%s,le=\"%s\"} %d\n", quote(t), strconv.FormatFloat(ub, 'g', -1, 64), cum)
		}
		cum += h.counts[len(buckets)]
		fmt.Fprintf(&b, "skillrun_call_duration_seconds_bucket{tool=%s,le=\"+Inf\"} %d\n", quote(t), cum)
		fmt.Fprintf(&b, "skillrun_call_duration_seconds_sum{tool=%s} %s\n", quote(t), strconv.FormatFloat(h.sum, 'g', -1, 64))
		fmt.Fprintf(&b, "skillrun_call_duration_seconds_count{tool=%s} %d\n", quote(t), h.n)
	}
	fmt.Fprintf(&b, "# HELP skillrun_uptime_seconds Seconds since the server started.\n# TYPE skillrun_uptime_seconds gauge\nskillrun_uptime_seconds %s\n",
		strconv.FormatFloat(time.Since(m.started).Seconds(), 'f', 3, 64))
	for _, k := range sortedKeys(gauges) {
		name := "skillrun_" + sanitize(k)
		v := gauges[k]
		if math.IsNaN(v) {
			continue
		}
		fmt.Fprintf(&b, "# TYPE %s gauge\n%s %s\n", name, name, strconv.FormatFloat(v, 'g', -1, 64))
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// quote renders a label value with the escapes the text format requires.
func quote(s string) string {
	r := strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", `\n`)
	return `"` + r.Replace(s) + `"`
}

// sanitize makes a metric name of a gauge key.
func sanitize(k string) string {
	var b strings.Builder
	for i, r := range k {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r == '_', r == ':', r >= '0' && r <= '9' && i > 0:
			b.WriteRune(r)
		default:
			b.WriteByte('_')
		}
	}
	return b.String()
}
