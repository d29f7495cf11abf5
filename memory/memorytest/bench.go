package memorytest

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/skills"
)

// BenchSizes returns the corpus sizes (in steps) the benchmarks use:
// $SKILLRUN_BENCH_STEPS (comma-separated, e.g. "10000,100000,1000000"),
// default 10000.
func BenchSizes() []int {
	v := os.Getenv("SKILLRUN_BENCH_STEPS")
	if v == "" {
		return []int{10000}
	}
	var out []int
	for _, f := range strings.Split(v, ",") {
		if n, err := strconv.Atoi(strings.TrimSpace(f)); err == nil && n > 0 {
			out = append(out, n)
		}
	}
	return out
}

// StepsPerEpisode is the length of benchmark episodes.
const StepsPerEpisode = 1000

var minerals = []string{"granite", "diorite", "andesite", "lava", "water", "gravel", "obsidian", "netherrack", "basalt", "deepslate"}

// CorpusEpisode returns benchmark episode k (of StepsPerEpisode steps, two
// frames each, every fifth dig failing on bedrock) and the metadata of its
// frames. Episodes are an hour apart and 600 blocks apart along x.
func CorpusEpisode(k int) (memory.Episode, []memory.Frame) {
	start := T0.Add(-time.Duration(k) * time.Hour)
	ep := Synthetic(fmt.Sprintf("bench-%06d", k), start, StepsPerEpisode, 5, true, k*4*StepsPerEpisode)
	ep.Summary = fmt.Sprintf("tunnelled through %s and %s", minerals[k%len(minerals)], minerals[(k/len(minerals))%len(minerals)])
	var frames []memory.Frame
	for i := range ep.Steps {
		st := &ep.Steps[i]
		st.Pos[0] += float64(600 * (k % 50))
		st.Pos[2] += float64(10 * (k / 50))
		for _, h := range st.Frames {
			frames = append(frames, memory.Frame{Hash: h, Format: "png", Width: 640, Height: 360, Size: 48213, Time: st.Time})
		}
	}
	return ep, frames
}

// Ingest records episodes 0..n/StepsPerEpisode-1 of the corpus with their
// frame metadata and returns the nodes+edges written.
func Ingest(ctx context.Context, s memory.Store, steps int) (int, error) {
	work := 0
	for k := 0; k*StepsPerEpisode < steps; k++ {
		ep, frames := CorpusEpisode(k)
		if err := s.PutFrames(ctx, frames...); err != nil {
			return work, err
		}
		if err := s.RecordEpisode(ctx, ep); err != nil {
			return work, err
		}
		n, e := ep.Graph()
		work += n + e + len(frames)
	}
	return work, nil
}

// Evidence sets up the skill versions, evidence links and verification
// runs the provenance queries read: three versions of "tunnel", each
// supported by 50 corpus episodes and verified 10 times.
func Evidence(ctx context.Context, s memory.Store, episodes int) error {
	prev := ""
	for v := range 3 {
		id := fmt.Sprintf("v-tunnel-%d", v+1)
		sv := memory.SkillVersion{Skill: "tunnel", ID: id, Kind: skills.Procedure, Description: "Dig a one-by-two tunnel north, bridging lava.",
			Source: "package tunnel // " + id, Created: T0.Add(time.Duration(v) * time.Hour), Supersedes: prev}
		if err := s.PutVersion(ctx, sv); err != nil {
			return err
		}
		prev = id
		var eps []string
		for i := range 50 {
			eps = append(eps, fmt.Sprintf("bench-%06d", (v*50+i)%episodes))
		}
		if err := s.Link(ctx, id, memory.SupportedBy, eps...); err != nil {
			return err
		}
		for r := range 10 {
			run := memory.VerificationRun{ID: fmt.Sprintf("%s-run-%d", id, r), Version: id, Time: T0.Add(time.Duration(r) * time.Minute), Method: "replay"}
			for _, e := range eps[:10] {
				run.Verdicts = append(run.Verdicts, memory.Verdict{Episode: e, Passed: (r+len(e))%4 != 0})
			}
			if err := s.RecordVerification(ctx, run); err != nil {
				return err
			}
		}
	}
	return nil
}

// Query is one benchmarked query: it runs against a loaded corpus of
// episodes and picks its parameters with rng.
type Query struct {
	Name string
	Run  func(ctx context.Context, s memory.Store, rng *rand.Rand, episodes int) error
}

func randStep(rng *rand.Rand, episodes int) memory.StepRef {
	return memory.StepRef{Episode: fmt.Sprintf("bench-%06d", rng.IntN(episodes)), Index: 5 + rng.IntN(StepsPerEpisode-5)}
}

// Queries are the agent queries of the memory contract.
var Queries = []Query{
	{"failures", func(ctx context.Context, s memory.Store, rng *rand.Rand, _ int) error {
		_, err := s.Failures(ctx, memory.FailureQuery{Action: "dig", Object: fmt.Sprintf("stone_%d", 1+2*rng.IntN(48)), Now: T0})
		return err
	}},
	{"evidence", func(ctx context.Context, s memory.Store, rng *rand.Rand, _ int) error {
		_, err := s.Evidence(ctx, fmt.Sprintf("v-tunnel-%d", 1+rng.IntN(3)))
		return err
	}},
	{"supports", func(ctx context.Context, s memory.Store, rng *rand.Rand, episodes int) error {
		_, err := s.Supports(ctx, fmt.Sprintf("bench-%06d", rng.IntN(min(episodes, 150))))
		return err
	}},
	{"verifications+rate", func(ctx context.Context, s memory.Store, rng *rand.Rand, _ int) error {
		v := fmt.Sprintf("v-tunnel-%d", 1+rng.IntN(3))
		if _, err := s.Verifications(ctx, v); err != nil {
			return err
		}
		_, err := s.SuccessRate(ctx, v)
		return err
	}},
	{"versions-in", func(ctx context.Context, s memory.Store, rng *rand.Rand, episodes int) error {
		_, err := s.VersionsIn(ctx, fmt.Sprintf("bench-%06d", rng.IntN(episodes)))
		return err
	}},
	{"near", func(ctx context.Context, s memory.Store, rng *rand.Rand, episodes int) error {
		k := rng.IntN(episodes)
		_, err := s.Near(ctx, memory.NearQuery{Pos: [3]float64{float64(600*(k%50) + rng.IntN(500)), 64, float64(10 * (k / 50))}, Radius: 4})
		return err
	}},
	{"before", func(ctx context.Context, s memory.Store, rng *rand.Rand, episodes int) error {
		_, err := s.Before(ctx, randStep(rng, episodes), 5)
		return err
	}},
	{"search", func(ctx context.Context, s memory.Store, rng *rand.Rand, _ int) error {
		_, err := s.Search(ctx, memory.SearchQuery{Text: minerals[rng.IntN(len(minerals))] + " " + minerals[rng.IntN(len(minerals))]})
		return err
	}},
	{"provenance", func(ctx context.Context, s memory.Store, rng *rand.Rand, _ int) error {
		_, err := s.Provenance(ctx, fmt.Sprintf("v-tunnel-%d", 1+rng.IntN(3)))
		return err
	}},
	{"failures-of-object", func(ctx context.Context, s memory.Store, rng *rand.Rand, _ int) error {
		_, err := s.Failures(ctx, memory.FailureQuery{Object: fmt.Sprintf("stone_%d", 1+2*rng.IntN(48)), Now: T0})
		return err
	}},
	{"successes", func(ctx context.Context, s memory.Store, rng *rand.Rand, _ int) error {
		yes := true
		_, err := s.Steps(ctx, memory.StepQuery{Action: "dig", Object: fmt.Sprintf("stone_%d", 1+2*rng.IntN(48)), OK: &yes, Limit: 3})
		return err
	}},
	{"usage", func(ctx context.Context, s memory.Store, rng *rand.Rand, _ int) error {
		_, err := s.Usage(ctx, "v-tunnel-1")
		return err
	}},
	{"context", func(ctx context.Context, s memory.Store, rng *rand.Rand, episodes int) error {
		k := rng.IntN(episodes)
		pos := [3]float64{float64(600*(k%50) + rng.IntN(500)), 64, float64(10 * (k / 50))}
		_, err := memory.Context(ctx, s, memory.Situation{Action: "dig", Object: fmt.Sprintf("stone_%d", 1+2*rng.IntN(48)),
			InView: []string{fmt.Sprintf("stone_%d", 1+2*rng.IntN(48))}, Pos: &pos, Goal: "tunnel north", Now: T0})
		return err
	}},
}

// Percentiles records per-operation latencies and reports p50 and p99 (in
// µs) as benchmark metrics.
type Percentiles []time.Duration

// Report adds the p50-µs and p99-µs metrics to b.
func (p Percentiles) Report(b *testing.B) {
	if len(p) == 0 {
		return
	}
	s := slices.Clone(p)
	slices.Sort(s)
	at := func(q float64) float64 { return float64(s[min(len(s)-1, int(q*float64(len(s))))].Microseconds()) }
	b.ReportMetric(at(0.50), "p50-µs")
	b.ReportMetric(at(0.99), "p99-µs")
}

// QueryOps is how many queries one iteration of a query benchmark runs
// (with fresh random parameters each); p50 and p99 are over all of them.
// Run the benchmarks with -benchtime=1x: one iteration loads the corpus.
const QueryOps = 300

// Target is a store under benchmark.
type Target struct {
	// Open opens a fresh, empty store; tb is the top-level benchmark.
	Open func(tb testing.TB) memory.Store
	// IngestBaseline, if set, writes the same number of nodes and edges
	// in the cheapest way the engine offers, for the ratio.
	IngestBaseline func(b *testing.B, work int)
	// Lookup, if set, is the baseline query: fetch one step by key with
	// the engine's own client.
	Lookup func(ctx context.Context, ref memory.StepRef) error
}

// Bench runs, for every size in BenchSizes: ingest (nodes+edges/s) beside
// the engine baseline, then each query's p50/p99 beside the key lookup.
func Bench(b *testing.B, t Target) {
	ctx := context.Background()
	for _, n := range BenchSizes() {
		episodes := max(1, n/StepsPerEpisode)
		var s memory.Store
		var work int
		b.Run(fmt.Sprintf("steps=%d/ingest", n), func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				if s != nil {
					s.Close()
				}
				s = t.Open(b)
				t0 := time.Now()
				w, err := Ingest(ctx, s, n)
				if err != nil {
					b.Fatal(err)
				}
				work = w
				b.ReportMetric(float64(w)/time.Since(t0).Seconds(), "nodes+edges/s")
				b.ReportMetric(float64(n)/time.Since(t0).Seconds(), "steps/s")
			}
		})
		if s == nil {
			return
		}
		if t.IngestBaseline != nil {
			b.Run(fmt.Sprintf("steps=%d/ingest-baseline", n), func(b *testing.B) {
				for i := 0; i < b.N; i++ {
					t0 := time.Now()
					t.IngestBaseline(b, work)
					b.ReportMetric(float64(work)/time.Since(t0).Seconds(), "nodes+edges/s")
				}
			})
		}
		if err := Evidence(ctx, s, episodes); err != nil {
			b.Fatal(err)
		}
		if t.Lookup != nil {
			b.Run(fmt.Sprintf("steps=%d/query=lookup-baseline", n), func(b *testing.B) {
				rng := rand.New(rand.NewPCG(1, 2))
				var p Percentiles
				for i := 0; i < b.N*QueryOps; i++ {
					t0 := time.Now()
					if err := t.Lookup(ctx, randStep(rng, episodes)); err != nil {
						b.Fatal(err)
					}
					p = append(p, time.Since(t0))
				}
				p.Report(b)
			})
		}
		for _, q := range Queries {
			b.Run(fmt.Sprintf("steps=%d/query=%s", n, q.Name), func(b *testing.B) {
				rng := rand.New(rand.NewPCG(1, 2))
				b.ReportAllocs()
				var p Percentiles
				for i := 0; i < b.N*QueryOps; i++ {
					t0 := time.Now()
					if err := q.Run(ctx, s, rng, episodes); err != nil {
						b.Fatal(err)
					}
					p = append(p, time.Since(t0))
				}
				p.Report(b)
			})
		}
		s.Close()
	}
}
