// Package browsertest drives the web view in real headless Chromium
// (Debian's chromium, installed by ci/setup.d/60-chromium.sh) for tests:
// a browser context that records console errors, exceptions and CSP
// reports, and screenshots written as test artifacts.
package browsertest

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// Browser is one headless Chromium with one tab.
type Browser struct {
	// Ctx runs chromedp actions in the tab.
	Ctx context.Context
	out string

	mu       sync.Mutex
	problems []string
}

// Chromium finds the system browser. Under CI (CI=true) it must be there;
// elsewhere a test without one is skipped.
func Chromium(t testing.TB) string {
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

// Open starts the browser (closed when the test ends) with a deadline
// for everything the test does in it. Screenshots go to
// $SKILLRUN_ARTIFACTS, else a temporary directory.
func Open(t testing.TB, timeout time.Duration) *Browser {
	t.Helper()
	exe := Chromium(t)
	b := &Browser{out: os.Getenv("SKILLRUN_ARTIFACTS")}
	if b.out == "" {
		b.out = t.TempDir()
	}
	// Not t.TempDir: the browser's helper processes may still write to its
	// profile for a moment after it is told to quit, and TempDir's removal
	// would fail the test for that. Removed, with retries, at cleanup.
	profile, err := os.MkdirTemp("", "skillrun-chromium-")
	if err != nil {
		t.Fatal(err)
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(exe), chromedp.NoSandbox, chromedp.DisableGPU,
		chromedp.Flag("disable-quic", true), chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true), chromedp.Flag("disable-sync", true),
		chromedp.UserDataDir(profile), chromedp.WindowSize(1280, 900))
	actx, cancelA := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelC := chromedp.NewContext(actx)
	ctx, cancelT := context.WithTimeout(ctx, timeout)
	t.Cleanup(func() {
		cancelT()
		cancelC()
		cancelA()
		for i := 0; i < 100 && os.RemoveAll(profile) != nil; i++ {
			time.Sleep(50 * time.Millisecond)
		}
	})
	chromedp.ListenTarget(ctx, func(ev any) {
		b.mu.Lock()
		defer b.mu.Unlock()
		switch e := ev.(type) {
		case *runtime.EventConsoleAPICalled:
			if e.Type == runtime.APITypeError || e.Type == runtime.APITypeWarning {
				b.problems = append(b.problems, "console "+string(e.Type))
			}
		case *runtime.EventExceptionThrown:
			b.problems = append(b.problems, "exception: "+e.ExceptionDetails.Text)
		case *log.EventEntryAdded:
			if e.Entry.Level == log.LevelError || strings.Contains(e.Entry.Text, "Content Security Policy") {
				b.problems = append(b.problems, "log: "+e.Entry.Text)
			}
		}
	})
	b.Ctx = ctx
	if err := chromedp.Run(ctx, log.Enable(), runtime.Enable()); err != nil {
		t.Fatalf("start chromium: %v", err)
	}
	return b
}

// Shot is an action that writes a full-page screenshot NAME.png.
func (b *Browser) Shot(name string) chromedp.Action {
	return chromedp.ActionFunc(func(ctx context.Context) error {
		var buf []byte
		if err := chromedp.FullScreenshot(&buf, 100).Do(ctx); err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(b.out, name+".png"), buf, 0o644)
	})
}

// Dir is where the screenshots are.
func (b *Browser) Dir() string { return b.out }

// Problems are the console errors and warnings, exceptions and CSP
// reports seen so far.
func (b *Browser) Problems() []string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return append([]string(nil), b.problems...)
}
