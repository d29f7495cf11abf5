package main

import (
	"github.com/prometheus/client_golang/prometheus"

	"github.com/skillrun/skillrun/runtime/worker"
)

// poolCollector exports the isolated worker pool's state to Prometheus:
// gauges for what it holds now, counters for what it did since it started.
type poolCollector struct {
	pool                                       *worker.Pool
	size, workers                              *prometheus.Desc
	started, replaced, recycled, overflowStart *prometheus.Desc
}

func newPoolCollector(p *worker.Pool) *poolCollector {
	d := func(name, help string, labels ...string) *prometheus.Desc {
		return prometheus.NewDesc("skillrun_pool_"+name, help, labels, nil)
	}
	return &poolCollector{pool: p,
		size:          d("size", "The worker pool's configured size (--workers)."),
		workers:       d("workers", "Workers by state: live (counting toward the size, starting ones included), idle, busy (overflow ones included), starting, spare (overflow workers kept warm between nested calls).", "state"),
		started:       d("workers_started_total", "Workers started since the pool began."),
		replaced:      d("workers_replaced_total", "Workers that died or broke a limit and were replaced."),
		recycled:      d("workers_recycled_total", "Workers retired after their call budget, memory growth or leftovers."),
		overflowStart: d("overflow_workers_total", "Overflow workers started for nested calls."),
	}
}

// Describe implements prometheus.Collector.
func (c *poolCollector) Describe(ch chan<- *prometheus.Desc) {
	for _, d := range []*prometheus.Desc{c.size, c.workers, c.started, c.replaced, c.recycled, c.overflowStart} {
		ch <- d
	}
}

// Collect implements prometheus.Collector.
func (c *poolCollector) Collect(ch chan<- prometheus.Metric) {
	s := c.pool.Stats()
	g := func(d *prometheus.Desc, v int, labels ...string) {
		ch <- prometheus.MustNewConstMetric(d, prometheus.GaugeValue, float64(v), labels...)
	}
	n := func(d *prometheus.Desc, v int) {
		ch <- prometheus.MustNewConstMetric(d, prometheus.CounterValue, float64(v))
	}
	g(c.size, s.Size)
	g(c.workers, s.Live, "live")
	g(c.workers, s.Idle, "idle")
	g(c.workers, s.Busy, "busy")
	g(c.workers, s.Starting, "starting")
	g(c.workers, s.Spare, "spare")
	n(c.started, s.Started)
	n(c.replaced, s.Replaced)
	n(c.recycled, s.Recycled)
	n(c.overflowStart, s.Overflow)
}
