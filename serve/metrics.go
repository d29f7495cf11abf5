package serve

import (
	"errors"
	"fmt"
	"net/http"
	"sort"
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
	dto "github.com/prometheus/client_model/go"

	"github.com/skillrun/skillrun/internal/buildinfo"
	"github.com/skillrun/skillrun/serve/ui"
	"github.com/skillrun/skillrun/skills"
)

// buckets are the latency histogram's upper bounds, in seconds.
var buckets = []float64{0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30}

// maxToolLabels bounds the tool label's values: past it, calls count as
// tool "other" (skills come and go under hot reload).
const maxToolLabels = 10000

// metrics are the server's Prometheus metrics, on a registry of its own
// with the process and Go runtime collectors and skillrun_build_info.
type metrics struct {
	reg       *prometheus.Registry
	calls     *prometheus.CounterVec
	errs      *prometheus.CounterVec
	latency   *prometheus.HistogramVec
	busyRefs  prometheus.Counter
	shareRefs prometheus.Counter
	recorded  prometheus.Counter
	recErrs   prometheus.Counter

	mu    sync.Mutex
	tools map[string]bool // tool label values in use
}

// newMetrics registers the server's metrics; gauges read s when scraped.
func newMetrics(s *Server) *metrics {
	m := &metrics{
		reg: prometheus.NewRegistry(),
		calls: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "skillrun_calls_total",
			Help: "Tool calls (skills and operations), by tool; made-up names count as tool \"unknown\"."}, []string{"tool"}),
		errs: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "skillrun_call_errors_total",
			Help: "Failed tool calls, by tool and error kind (bad_input, not_found, busy, timeout, skill, ...)."}, []string{"tool", "kind"}),
		latency: prometheus.NewHistogramVec(prometheus.HistogramOpts{Name: "skillrun_call_duration_seconds",
			Help: "Tool call latency, by tool.", Buckets: buckets}, []string{"tool"}),
		busyRefs: prometheus.NewCounter(prometheus.CounterOpts{Name: "skillrun_busy_rejections_total",
			Help: "Calls refused at once because the bound on concurrent calls was reached."}),
		shareRefs: prometheus.NewCounter(prometheus.CounterOpts{Name: "skillrun_over_share_rejections_total",
			Help: "Calls refused at once because their client already had its share of concurrent calls in flight (--max-concurrent-per-client)."}),
		recorded: prometheus.NewCounter(prometheus.CounterOpts{Name: "skillrun_steps_recorded_total",
			Help: "Session steps recorded into memory."}),
		recErrs: prometheus.NewCounter(prometheus.CounterOpts{Name: "skillrun_record_errors_total",
			Help: "Session runs whose steps could not be recorded into memory."}),
		tools: map[string]bool{},
	}
	bi := buildinfo.Read()
	build := prometheus.NewGauge(prometheus.GaugeOpts{Name: "skillrun_build_info",
		Help:        "The running build: always 1, with its version, VCS revision and Go version as labels.",
		ConstLabels: prometheus.Labels{"version": bi.String(), "revision": bi.Revision, "goversion": bi.GoVersion}})
	build.Set(1)
	gauge := func(name, help string, f func() float64) prometheus.Collector {
		return prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: name, Help: help}, f)
	}
	m.reg.MustRegister(m.calls, m.errs, m.latency, m.busyRefs, m.shareRefs, m.recorded, m.recErrs, build,
		collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}),
		collectors.NewGoCollector(),
		gauge("skillrun_calls_in_flight", "Tool calls running now.", func() float64 { return float64(s.inFlight()) }),
		gauge("skillrun_clients_in_flight", "Clients with tool calls running now.", func() float64 { _, n := s.admit.inFlight(); return float64(n) }),
		gauge("skillrun_calls_max_per_client", "The bound on each client's concurrent tool calls (--max-concurrent-per-client).", func() float64 { return float64(s.opts.MaxConcurrentPerClient) }),
		gauge("skillrun_calls_max", "The bound on concurrent tool calls (--max-concurrent).", func() float64 { return float64(s.opts.MaxConcurrent) }),
		gauge("skillrun_sessions_open", "Open environment sessions.", func() float64 { return float64(s.sessions.count()) }),
		gauge("skillrun_skills_serving", "Skills the library serves.", func() float64 { return float64(len(s.lib.List())) }),
		gauge("skillrun_library_problems", "Skill files in the library that do not load (GET /v1/skills lists them).", func() float64 { return float64(len(s.lib.Problems())) }),
	)
	if s.opts.Memory != nil {
		m.reg.MustRegister(newEvidenceCollector(s))
	}
	for _, c := range s.opts.Collectors {
		m.reg.MustRegister(c)
	}
	return m
}

// observe counts one call of tool, failed with kind unless kind is "".
func (m *metrics) observe(tool, kind string, d time.Duration) {
	m.mu.Lock()
	if !m.tools[tool] {
		if len(m.tools) >= maxToolLabels {
			tool = "other"
		}
		m.tools[tool] = true
	}
	m.mu.Unlock()
	m.calls.WithLabelValues(tool).Inc()
	if kind != "" {
		m.errs.WithLabelValues(tool, kind).Inc()
	}
	m.latency.WithLabelValues(tool).Observe(d.Seconds())
}

func (m *metrics) record(steps int, err error) {
	m.recorded.Add(float64(steps))
	if err != nil {
		m.recErrs.Inc()
	}
}

// refused counts a call the admission turned away, by why.
func (m *metrics) refused(err error) {
	if errors.Is(err, ErrOverShare) {
		m.shareRefs.Inc()
	} else {
		m.busyRefs.Inc()
	}
}

// handler serves the registry in the exposition format the scraper asks for.
func (m *metrics) handler() http.Handler {
	return promhttp.HandlerFor(m.reg, promhttp.HandlerOpts{Registry: m.reg})
}

// Registry is the server's Prometheus registry (served at /metrics), for
// callers that add their own collectors after New.
func (s *Server) Registry() *prometheus.Registry { return s.metrics.reg }

func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// newMetrics sets s.metrics; a collector of Options.Collectors that
// clashes with the server's own metrics is an error.
func (s *Server) newMetrics() (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%w: serve: metrics: %v", skills.ErrBadInput, r)
		}
	}()
	s.metrics = newMetrics(s)
	return nil
}

// callStats reads, by tool, the calls the latency histogram counted and
// their median, for the web view's library page.
func (m *metrics) callStats() map[string]ui.CallStats {
	ch := make(chan prometheus.Metric, 16)
	go func() { m.latency.Collect(ch); close(ch) }()
	out := map[string]ui.CallStats{}
	for pm := range ch {
		var d dto.Metric
		if pm.Write(&d) != nil || d.Histogram == nil {
			continue
		}
		tool := ""
		for _, l := range d.GetLabel() {
			if l.GetName() == "tool" {
				tool = l.GetValue()
			}
		}
		out[tool] = ui.CallStats{Calls: d.Histogram.GetSampleCount(), P50: histogramQuantile(d.Histogram, 0.5)}
	}
	return out
}

// histogramQuantile estimates quantile q of a histogram, interpolating
// linearly in the bucket that holds it (as PromQL's histogram_quantile
// does); past the last bound it answers that bound.
func histogramQuantile(h *dto.Histogram, q float64) time.Duration {
	n := float64(h.GetSampleCount())
	if n == 0 {
		return 0
	}
	rank := q * n
	lower, below := 0.0, 0.0
	for _, b := range h.GetBucket() {
		upper, cum := b.GetUpperBound(), float64(b.GetCumulativeCount())
		if cum >= rank {
			if cum == below {
				return time.Duration(upper * float64(time.Second))
			}
			return time.Duration((lower + (upper-lower)*(rank-below)/(cum-below)) * float64(time.Second))
		}
		lower, below = upper, cum
	}
	return time.Duration(lower * float64(time.Second))
}
