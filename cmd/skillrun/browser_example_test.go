package main

import (
	"context"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/serve"
	"github.com/skillrun/skillrun/serve/ui/browsertest"
	"github.com/skillrun/skillrun/verify/mutate"
)

// TestBrowserExample opens the web view in real headless Chromium on the
// memory `skillrun example minecraft` makes, after a seeded bug in
// bridge_north failed verification there: library → bridge_north → the
// failed verification run (its first divergence, the recorded frame
// beside the candidate's world) → the episode (timeline, filmstrip) — with
// no console error and no CSP report, screenshots as artifacts.
func TestBrowserExample(t *testing.T) {
	browsertest.Chromium(t)
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	t.Chdir(t.TempDir())
	t.Setenv("SKILLRUN_LIB", "")
	t.Setenv("SKILLRUN_MEMORY", "")
	quiet := func(args ...string) int {
		devnull, _ := os.Open(os.DevNull)
		defer devnull.Close()
		stdout := os.Stdout
		os.Stdout = devnull
		defer func() { os.Stdout = stdout }()
		return run(args)
	}
	if code := quiet("example", "minecraft", "--world", "voxel", "--isolation", "inprocess", "--frame-size", "320x180"); code != 0 {
		t.Fatalf("skillrun example minecraft exited %d", code)
	}
	// A seeded bug saved over the example's bridge_north, verified.
	bug, err := mutate.ReadSeeded(filepath.Join(root, "examples", "minecraft", "testdata", "mutants", "flipped_direction.txtar"), filepath.Join(root, "examples", "minecraft", "skills"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := bug.WriteFile(filepath.Join(".skillrun", "skills", "bridge_north")); err != nil {
		t.Fatal(err)
	}
	if code := quiet("verify", "bridge_north", "--isolation", "inprocess"); code == 0 {
		t.Fatal("skillrun verify passed the seeded bug")
	}

	a := &app{isolation: "inprocess", quietMissing: true}
	defer a.close()
	lib, err := a.openLibrary()
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	store, err := a.openMemory(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	srv, err := serve.New(lib, serve.Options{Memory: store, Frames: memory.Blobs{Dir: a.framesDir()}})
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	ts := httptest.NewServer(srv.Handler())
	defer ts.Close()

	br := browsertest.Open(t, 2*time.Minute)
	var library, skill, runPage, episode string
	var replayed bool
	const replayedLoaded = `!!document.querySelector("div.sidebyside img.replayed") && document.querySelector("div.sidebyside img.replayed").naturalWidth > 0`
	err = chromedp.Run(br.Ctx,
		chromedp.Navigate(ts.URL+"/ui/"),
		chromedp.Text("table.skills", &library, chromedp.ByQuery),
		br.Shot("example-library"),
		chromedp.Click(`a[href="/ui/skills/bridge_north"]`, chromedp.ByQuery),
		chromedp.WaitVisible("table.src", chromedp.ByQuery),
		chromedp.Text("main", &skill, chromedp.ByQuery),
		br.Shot("example-skill"),
		// The failed run: its link is the one whose verdict is 0/N.
		chromedp.Click(`a.run-failed`, chromedp.ByQuery),
		chromedp.WaitVisible("table.verdicts-table", chromedp.ByQuery),
		chromedp.Text("main", &runPage, chromedp.ByQuery),
		// The replayed frame is an image the page loads after its text:
		// give it time to arrive (a loaded image has a natural width).
		chromedp.ActionFunc(func(ctx context.Context) error {
			_ = chromedp.Poll(replayedLoaded, nil, chromedp.WithPollingTimeout(15*time.Second)).Do(ctx)
			return nil
		}),
		chromedp.Evaluate(replayedLoaded, &replayed),
		br.Shot("example-run"),
		chromedp.Click(`table.verdicts-table a[href^="/ui/episodes/"]`, chromedp.ByQuery),
		chromedp.WaitVisible("ol.timeline", chromedp.ByQuery),
		chromedp.Text("main", &episode, chromedp.ByQuery),
		br.Shot("example-episode"),
	)
	if err != nil {
		t.Fatalf("browser: %v", err)
	}
	for _, w := range []string{"bridge_north", "quarry_north_pair", "blaze_detector"} {
		if !strings.Contains(library, w) {
			t.Errorf("library page has no %q", w)
		}
	}
	if !strings.Contains(skill, "func Run") {
		t.Errorf("skill page shows no source")
	}
	if !strings.Contains(runPage, "failed") {
		t.Errorf("run page text = %q; want a failed verdict", runPage)
	}
	if !replayed {
		t.Errorf("the run page does not show the candidate's world beside the recorded frame (loaded)")
	}
	for _, w := range []string{"Episode ", "Steps", "Supports"} {
		if !strings.Contains(episode, w) {
			t.Errorf("episode page text has no %q", w)
		}
	}
	if p := br.Problems(); len(p) > 0 {
		t.Errorf("browser console: %v", p)
	}
	t.Logf("screenshots in %s", br.Dir())
}
