package ui_test

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/chromedp"

	"github.com/skillrun/skillrun/serve/ui/browsertest"
)

// TestBrowser clicks through the web view in real headless Chromium:
// library → skill (source, versions, a verification run's failed episode)
// → episode, checks what is shown, that the console has no errors and no
// CSP violation, and writes screenshots (to $SKILLRUN_ARTIFACTS when set).
func TestBrowser(t *testing.T) {
	ts, _, version := fixture(t)
	br := browsertest.Open(t, 90*time.Second)
	ctx, shot := br.Ctx, br.Shot
	var library, skill, episode, detector, live string
	var nodes []*cdp.Node
	err := chromedp.Run(ctx,
		chromedp.Navigate(ts.URL+"/ui/"),
		chromedp.Text("table.skills", &library, chromedp.ByQuery),
		shot("library"),
		chromedp.Click(`a[href="/ui/skills/walker"]`, chromedp.ByQuery),
		chromedp.WaitVisible("table.src", chromedp.ByQuery),
		chromedp.Nodes("table.src tr", &nodes, chromedp.ByQueryAll),
		chromedp.Click("table.versions details summary", chromedp.ByQuery),
		chromedp.Text("main", &skill, chromedp.ByQuery),
		shot("skill"),
		chromedp.Click(`ul.verdicts a[href="/ui/episodes/ep-evil"]`, chromedp.ByQuery),
		chromedp.WaitVisible("ol.timeline", chromedp.ByQuery),
		chromedp.Text("main", &episode, chromedp.ByQuery),
		shot("episode"),
		chromedp.Navigate(ts.URL+"/ui/skills/walker/versions/"+version+"/runs/vr-d"),
		chromedp.WaitVisible("div.scored svg", chromedp.ByQuery),
		chromedp.Text("main", &detector, chromedp.ByQuery),
		shot("detector-run"),
		chromedp.Navigate(ts.URL+"/ui/skills/walker/versions/"+version+"/runs/vr-r"),
		chromedp.WaitVisible("div.sidebyside img.replayed", chromedp.ByQuery),
		shot("resim-run"),
		chromedp.Navigate(ts.URL+"/ui/live"),
		chromedp.WaitReady("#events", chromedp.ByID),
		chromedp.Sleep(300*time.Millisecond),
		chromedp.Text("main", &live, chromedp.ByQuery),
	)
	if err != nil {
		t.Fatalf("browser: %v", err)
	}
	if !strings.Contains(library, "walker") || !strings.Contains(library, "<script>alert") {
		t.Errorf("library page text = %q; want walker and its doc comment's markup shown as text", library)
	}
	if len(nodes) < 10 {
		t.Errorf("source has %d lines on the page", len(nodes))
	}
	for _, w := range []string{"Run walks", "replay 0/1", "ep-evil failed"} {
		if !strings.Contains(skill, w) {
			t.Errorf("skill page text has no %q", w)
		}
	}
	for _, w := range []string{"precision 0.500", "recall 1.000", "mean IoU 0.800", "TP 1 FP 1 FN 0"} {
		if !strings.Contains(detector, w) {
			t.Errorf("detector run page text has no %q", w)
		}
	}
	for _, w := range []string{"Episode ep-evil", "failed", "Supports"} {
		if !strings.Contains(episode, w) {
			t.Errorf("episode page text has no %q", w)
		}
	}
	if p := br.Problems(); len(p) > 0 {
		t.Errorf("browser console: %v", p)
	}
	t.Logf("screenshots in %s", br.Dir())
}
