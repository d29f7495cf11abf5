package ui_test

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// chromium finds the system browser (Debian's chromium, installed by
// ci/setup.d/60-chromium.sh). Under CI it must be there.
func chromium(t *testing.T) string {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	if os.Getenv("CI") == "true" {
		t.Fatal("no chromium on PATH (ci/setup.d/60-chromium.sh installs it)")
	}
	t.Skip("no chromium on PATH; install Debian's chromium to run the browser test")
	return ""
}

// TestBrowser clicks through the web view in real headless Chromium:
// library → skill (source, versions, a verification run's failed episode)
// → episode, checks what is shown, that the console has no errors and no
// CSP violation, and writes screenshots (to $SKILLRUN_ARTIFACTS when set).
func TestBrowser(t *testing.T) {
	exe := chromium(t)
	ts, _, version := fixture(t)
	out := os.Getenv("SKILLRUN_ARTIFACTS")
	if out == "" {
		out = t.TempDir()
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(exe), chromedp.NoSandbox, chromedp.DisableGPU,
		chromedp.Flag("disable-quic", true), chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true), chromedp.Flag("disable-sync", true),
		chromedp.UserDataDir(t.TempDir()), chromedp.WindowSize(1280, 900))
	actx, cancel := chromedp.NewExecAllocator(context.Background(), opts...)
	defer cancel()
	ctx, cancel := chromedp.NewContext(actx)
	defer cancel()
	ctx, cancel = context.WithTimeout(ctx, 90*time.Second)
	defer cancel()
	var mu sync.Mutex
	var problems []string
	chromedp.ListenTarget(ctx, func(ev any) {
		mu.Lock()
		defer mu.Unlock()
		switch e := ev.(type) {
		case *runtime.EventConsoleAPICalled:
			if e.Type == runtime.APITypeError || e.Type == runtime.APITypeWarning {
				problems = append(problems, "console "+string(e.Type))
			}
		case *runtime.EventExceptionThrown:
			problems = append(problems, "exception: "+e.ExceptionDetails.Text)
		case *log.EventEntryAdded:
			if e.Entry.Level == log.LevelError || strings.Contains(e.Entry.Text, "Content Security Policy") {
				problems = append(problems, "log: "+e.Entry.Text)
			}
		}
	})
	shot := func(name string) chromedp.Action {
		return chromedp.ActionFunc(func(ctx context.Context) error {
			var buf []byte
			if err := chromedp.FullScreenshot(&buf, 100).Do(ctx); err != nil {
				return err
			}
			return os.WriteFile(filepath.Join(out, name+".png"), buf, 0o644)
		})
	}
	var library, skill, episode, detector, live string
	var nodes []*cdp.Node
	err := chromedp.Run(ctx,
		log.Enable(), runtime.Enable(),
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
	mu.Lock()
	defer mu.Unlock()
	if len(problems) > 0 {
		t.Errorf("browser console: %v", problems)
	}
	t.Logf("screenshots in %s", out)
}
