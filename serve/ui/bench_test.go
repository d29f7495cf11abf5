package ui_test

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"sort"
	"testing"
	"time"

	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/memory/embedded"
	"github.com/skillrun/skillrun/memory/memorytest"
	"github.com/skillrun/skillrun/serve/ui"
)

const tunnelSkill = `// Dig a one-by-two tunnel north.
package tunnel

import "github.com/skillrun/skillrun/skills"

// Args are none.
type Args struct{}

// Run digs.
func Run(env skills.Env, args Args) (skills.Result, error) { return nil, nil }
`

// BenchmarkPages times each page's server side over an embedded memory of
// 100,000 steps (100 episodes of 1,000, three versions of "tunnel" with
// evidence and runs), beside the store query the page starts from, so the
// ratio is the page's own cost. It reports p95 (ms) of each page.
func BenchmarkPages(b *testing.B) {
	ctx := context.Background()
	dir := b.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "tunnel.go"), []byte(tunnelSkill), 0o644); err != nil {
		b.Fatal(err)
	}
	lib, err := library.Open(dir, library.Options{})
	if err != nil {
		b.Fatal(err)
	}
	st, err := embedded.Open(ctx, filepath.Join(b.TempDir(), "m.db"), embedded.Options{})
	if err != nil {
		b.Fatal(err)
	}
	defer st.Close()
	const steps = 100_000
	if _, err := memorytest.Ingest(ctx, st, steps); err != nil {
		b.Fatal(err)
	}
	if err := memorytest.Evidence(ctx, st, steps/memorytest.StepsPerEpisode); err != nil {
		b.Fatal(err)
	}
	// One long episode (a day of play): its page must cost what the page
	// shows, not what the episode holds.
	long := memorytest.Kitchen("bench-long", memorytest.T0)
	long.Steps = memorytest.Steps(50_000, memorytest.T0, 7, false, 0)
	if err := st.RecordEpisode(ctx, long); err != nil {
		b.Fatal(err)
	}
	view, err := ui.New(ui.Options{Library: lib, Memory: st})
	if err != nil {
		b.Fatal(err)
	}
	h := view.Handler()
	pages := []struct {
		name, path string
		query      func() error // the store query the page starts from
	}{
		{"library", "/ui/", func() error { _, err := st.SuccessRate(ctx, "v-tunnel-3"); return err }},
		{"skill", "/ui/skills/tunnel", func() error { _, err := st.Versions(ctx, "tunnel"); return err }},
		{"episodes", "/ui/episodes/", func() error { _, err := st.Episodes(ctx, 50); return err }},
		{"episode", "/ui/episodes/bench-000050", func() error { _, err := st.Episode(ctx, "bench-000050"); return err }},
		// Its "query" is the whole episode, as the page read it before
		// the store had EpisodeSteps.
		{"long_episode", "/ui/episodes/bench-long?from=25000", func() error { _, err := st.Episode(ctx, "bench-long"); return err }},
		{"memory", "/ui/memory?q=lava+tunnel", func() error {
			_, err := st.Search(ctx, memory.SearchQuery{Text: "lava tunnel", Limit: 50, Any: true})
			return err
		}},
	}
	for _, p := range pages {
		b.Run(p.name+"/page", func(b *testing.B) {
			var times []time.Duration
			for b.Loop() {
				t0 := time.Now()
				rec := httptest.NewRecorder()
				h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, p.path, nil))
				times = append(times, time.Since(t0))
				if rec.Code != 200 {
					b.Fatalf("%s = %d", p.path, rec.Code)
				}
				_, _ = io.Copy(io.Discard, rec.Body)
			}
			sort.Slice(times, func(i, j int) bool { return times[i] < times[j] })
			b.ReportMetric(float64(times[len(times)*95/100].Microseconds())/1000, "p95-ms")
		})
		b.Run(p.name+"/query", func(b *testing.B) {
			for b.Loop() {
				if err := p.query(); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
