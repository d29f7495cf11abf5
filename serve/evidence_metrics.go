package serve

import (
	"context"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/skillrun/skillrun/gate"
)

// evidenceCollector reports, per serving skill version, its verified rate
// and its observed success from recorded calls (package gate), and whether
// the observed rate fell behind: what consolidation acts on. It reads
// memory when scraped.
type evidenceCollector struct {
	s                                  *Server
	verified, observed, calls, flagged *prometheus.Desc
	unverified                         *prometheus.Desc
}

func newEvidenceCollector(s *Server) *evidenceCollector {
	l := []string{"skill", "version"}
	return &evidenceCollector{s: s,
		verified:   prometheus.NewDesc("skillrun_version_verified_ratio", "A serving version's verified success rate (passed verdicts over all), by skill and version.", l, nil),
		observed:   prometheus.NewDesc("skillrun_version_observed_ratio", "A serving version's observed success rate from recorded calls (runs linked SUPPORTED_BY over SUPPORTED_BY and FAILED_IN).", l, nil),
		calls:      prometheus.NewDesc("skillrun_version_observed_calls", "Recorded calls of a serving version (runs linked to it as evidence).", l, nil),
		flagged:    prometheus.NewDesc("skillrun_version_flagged", "1 when a serving version's observed rate fell below its verified rate by more than the gate's margin.", l, nil),
		unverified: prometheus.NewDesc("skillrun_version_unverified", "1 when a serving version serves without evidence it works.", l, nil),
	}
}

func (c *evidenceCollector) Describe(ch chan<- *prometheus.Desc) {
	ch <- c.verified
	ch <- c.observed
	ch <- c.calls
	ch <- c.flagged
	ch <- c.unverified
}

func (c *evidenceCollector) Collect(ch chan<- prometheus.Metric) {
	st := c.s.opts.Memory
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	var rules gate.Rules
	if c.s.opts.Gate != nil {
		rules = c.s.opts.Gate.Rules()
	}
	for _, m := range c.s.lib.List() {
		o, err := gate.ObservedOf(ctx, st, m.Version, rules)
		if err != nil {
			continue // a version memory has not recorded yet
		}
		status, err := gate.StatusOf(ctx, st, m.Name, m.Version)
		if err != nil {
			continue
		}
		gaugeOf := func(d *prometheus.Desc, v float64) {
			ch <- prometheus.MustNewConstMetric(d, prometheus.GaugeValue, v, m.Name, m.Version)
		}
		gaugeOf(c.verified, o.Verified.Rate)
		gaugeOf(c.observed, o.Rate)
		gaugeOf(c.calls, float64(o.Calls))
		gaugeOf(c.flagged, b2f(o.Flagged))
		gaugeOf(c.unverified, b2f(status.Unverified))
	}
}

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}
