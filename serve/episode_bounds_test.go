package serve_test

import (
	"context"
	"image"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/serve"
	"github.com/skillrun/skillrun/verify"
)

// TestLongEpisodeReadsBounded: an agent records an episode of 150,000
// steps (within its step quota) and links it as evidence to a skill
// (memory_link; anyone may). Several doors read the whole episode to use
// a page, a step or its header: memory_episode (a page of at most 200
// steps), a frame named by {episode, step}, the gate's look at each
// linked episode's recorded outcome, and verification, which loaded it
// whole for each proposal of the skill (300,000 steps: 1.7 GB and 7 s a
// proposal) though no run may take more actions than the ceiling
// (100,000 here), so no version can replay it. Each now reads what it
// uses; the over-long episode is unverifiable, named, and not read.
func TestLongEpisodeReadsBounded(t *testing.T) {
	f := newFixture(t, func(f *fixture, o *serve.Options) { o.Lifecycle = lifecycle(f) })
	cs := f.connect(t, nil)
	ctx := context.Background()
	var put serve.FramePutReply
	if _, msg := callTool(t, cs, "frame_put", map[string]any{"image": map[string]any{"data": b64(redPNG(t, 16, 12, image.Rect(2, 2, 6, 6)))}}, &put); msg != "" {
		t.Fatal(msg)
	}
	cur, _ := f.lib.Get("counter")
	if err := verify.EnsureVersion(ctx, f.store, cur.Unit); err != nil {
		t.Fatal(err)
	}
	const n = 150000
	ep := counterEpisode("ep-long", n, time.Now().UTC().Add(-time.Hour))
	ep.Steps[n-1].Frames = []string{put.Hash}
	if err := f.store.RecordEpisode(ctx, ep); err != nil {
		t.Fatal(err)
	}
	if err := f.store.Link(ctx, cur.Unit.Version(), memory.SupportedBy, "ep-long"); err != nil {
		t.Fatal(err)
	}
	measure := func(what string, fn func()) {
		t.Helper()
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		a0 := ms.TotalAlloc
		start := time.Now()
		fn()
		runtime.ReadMemStats(&ms)
		got := ms.TotalAlloc - a0
		t.Logf("%s: %v, %d MB", what, time.Since(start).Round(time.Millisecond), got>>20)
		if got > 64<<20 {
			t.Errorf("%s allocated %d MB; want it to read what it uses", what, got>>20)
		}
	}
	measure("memory_episode", func() {
		var r serve.EpisodeReply
		if _, msg := callTool(t, cs, "memory_episode", map[string]any{"id": "ep-long", "from": n - 3, "limit": 10}, &r); msg != "" || r.TotalSteps != n || len(r.Steps) != 3 || r.Steps[2].Index != n-1 {
			t.Errorf("memory_episode = %d steps of %d, %v", len(r.Steps), r.TotalSteps, msg)
		}
	})
	measure("frame_get by step", func() {
		var fr serve.FrameReply
		if _, msg := callTool(t, cs, "frame_get", map[string]any{"episode": "ep-long", "step": n - 1}, &fr); msg != "" || fr.Frame != put.Hash {
			t.Errorf("frame_get by step = %+v, %v", fr, msg)
		}
		if _, msg := callTool(t, cs, "frame_get", map[string]any{"episode": "ep-long", "step": n + 5}, nil); !strings.HasPrefix(msg, "not_found: ") {
			t.Errorf("frame_get of a step past the end: %q", msg)
		}
	})
	orig, err := os.ReadFile(filepath.Join(f.dir, "counter.go"))
	if err != nil {
		t.Fatal(err)
	}
	better := strings.Replace(string(orig), "// Count up to n", "// Increment the counter n times", 1)
	measure("skill_propose", func() {
		var p serve.Proposal
		if _, msg := callTool(t, cs, "skill_propose", map[string]any{"skill": "counter", "source": better}, &p); msg != "" || p.Unverifiable != 1 {
			t.Errorf("proposal = %+v, %v; want ep-long unverifiable", p, msg)
		}
	})
}
