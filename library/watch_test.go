package library_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/runtime/sandbox"
)

// watching is a library under Watch, with its changes.
type watching struct {
	t       *testing.T
	dir     string
	lib     *library.Library
	changes chan timedChange
}

type timedChange struct {
	library.Change
	at time.Time
}

// startWatch opens a library in a new directory holding calc.go (version
// 1), watches it with the given options and stops the watch when the test
// ends.
func startWatch(t *testing.T, opts library.WatchOptions) *watching {
	t.Helper()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "calc.go"), []byte(calcSource(1, false)), 0o644); err != nil {
		t.Fatal(err)
	}
	w := &watching{t: t, dir: dir, changes: make(chan timedChange, 100)}
	lib, err := library.Open(dir, library.Options{Executor: sandbox.NewInProcess(sandbox.Options{})})
	if err != nil {
		t.Fatal(err)
	}
	w.lib = lib
	opts.Lifecycle.Verify = checkVerifier(&w.lib)
	t.Cleanup(lib.Subscribe(func(c library.Change) { w.changes <- timedChange{c, time.Now()} }))
	watchUntilReady(t, lib, opts)
	return w
}

// watchUntilReady watches lib until the test ends, and returns once the
// watch says it is ready.
func watchUntilReady(t *testing.T, lib *library.Library, opts library.WatchOptions) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error)
	ready := make(chan struct{})
	opts.Ready = func() { close(ready) }
	go func() { done <- lib.Watch(ctx, opts) }()
	t.Cleanup(func() {
		cancel()
		if err := <-done; err != nil {
			t.Errorf("Watch = %v", err)
		}
	})
	select {
	case <-ready:
	case <-time.After(10 * time.Second):
		t.Fatal("Watch never said it was ready")
	}
}

// wait returns the next change of kind for skill; a rejection of calc on
// the way fails the test unless kind is Rejected.
func (w *watching) wait(kind library.ChangeKind, skill string) timedChange {
	w.t.Helper()
	timeout := time.After(10 * time.Second)
	for {
		select {
		case c := <-w.changes:
			if c.Kind == kind && c.Skill == skill {
				return c
			}
			if c.Kind == library.Rejected && kind != library.Rejected {
				w.t.Fatalf("waiting for %s %s: rejected: %s", kind, skill, c.Detail)
			}
		case <-timeout:
			w.t.Fatalf("no %s event for %s", kind, skill)
		}
	}
}

// serving returns the source of calc's serving version.
func (w *watching) serving(name string) string {
	w.t.Helper()
	s, err := w.lib.Get(name)
	if err != nil {
		w.t.Fatalf("Get(%q): %v", name, err)
	}
	return string(s.Unit.Source)
}

// TestWatchEvents: each kind of change on disk, with close events
// (inotify on Linux) and without (fsnotify, IgnoreClose).
func TestWatchEvents(t *testing.T) {
	for _, ignoreClose := range []bool{false, true} {
		t.Run(map[bool]string{false: "close", true: "debounce"}[ignoreClose], func(t *testing.T) {
			w := startWatch(t, library.WatchOptions{Debounce: 30 * time.Millisecond, IgnoreClose: ignoreClose})
			calc := filepath.Join(w.dir, "calc.go")
			// Write-then-rename save of a new version.
			tmp := filepath.Join(w.dir, ".calc.go.swp")
			mustWrite(t, tmp, calcSource(2, false))
			must(t, os.Rename(tmp, calc))
			if c := w.wait(library.Updated, "calc"); c.Old == "" {
				t.Errorf("update without old version: %+v", c)
			}
			// A regression is rejected with its reason.
			mustWrite(t, calc, calcSource(3, true))
			if c := w.wait(library.Rejected, "calc"); !strings.Contains(c.Detail, "verified 4/5") {
				t.Errorf("rejection detail = %q", c.Detail)
			}
			// A new file in a new subdirectory.
			must(t, os.MkdirAll(filepath.Join(w.dir, "more"), 0o755))
			time.Sleep(50 * time.Millisecond)
			other := filepath.Join(w.dir, "more", "other.go")
			mustWrite(t, other, otherSource(1))
			w.wait(library.Added, "other")
			// A rename within the directory: the skill serves from its new file.
			renamed := filepath.Join(w.dir, "more", "other2.go")
			must(t, os.Rename(other, renamed))
			time.Sleep(200 * time.Millisecond) // both names judged
			if f := servingFile(t, w.lib, "other"); f != renamed {
				t.Errorf("after a rename, other serves from %q; want %q", f, renamed)
			}
			// The directory renamed: the same.
			moved := filepath.Join(w.dir, "moved")
			must(t, os.Rename(filepath.Join(w.dir, "more"), moved))
			time.Sleep(200 * time.Millisecond)
			if f := servingFile(t, w.lib, "other"); f != filepath.Join(moved, "other2.go") {
				t.Errorf("after moving its directory, other serves from %q; want it under %q", f, moved)
			}
			// A new file in the moved directory is seen.
			mustWrite(t, filepath.Join(moved, "third.go"), strings.ReplaceAll(calcSource(1, false), "package calc", "package third"))
			w.wait(library.Added, "third")
			// Delete one file, then the directory.
			must(t, os.Remove(filepath.Join(moved, "third.go")))
			w.wait(library.Removed, "third")
			must(t, os.RemoveAll(moved))
			w.wait(library.Removed, "other")
		})
	}
}

// TestWatchCloseWrite: on Linux a file is judged as soon as its writer
// closes it, long before the debounce; a writer that keeps the file open
// is judged only after the debounce, never half-way.
func TestWatchCloseWrite(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("close events are read on Linux only; elsewhere every change waits for the debounce (TestWatchEvents)")
	}
	const debounce = 800 * time.Millisecond
	w := startWatch(t, library.WatchOptions{Debounce: debounce})
	calc := filepath.Join(w.dir, "calc.go")

	// Written and closed: judged at once.
	start := time.Now()
	mustWrite(t, calc, calcSource(2, false))
	if c := w.wait(library.Updated, "calc"); c.at.Sub(start) >= debounce {
		t.Errorf("a closed file served after %v; want it judged before the %v debounce", c.at.Sub(start), debounce)
	}

	// Written half, a pause, the rest, closed: judged once, whole, after
	// the close.
	src := calcSource(3, false)
	f, err := os.OpenFile(calc, os.O_WRONLY|os.O_TRUNC, 0)
	must(t, err)
	_, err = f.WriteString(src[:len(src)/2])
	must(t, err)
	time.Sleep(debounce / 4)
	_, err = f.WriteString(src[len(src)/2:])
	must(t, err)
	time.Sleep(debounce / 4)
	closed := time.Now()
	must(t, f.Close())
	if c := w.wait(library.Updated, "calc"); c.at.Before(closed) {
		t.Errorf("a file still open was judged %v before its close", closed.Sub(c.at))
	}
	if got := w.serving("calc"); got != src {
		t.Errorf("serving %q; want version 3", got)
	}

	// Written whole but kept open: judged after the debounce.
	src = calcSource(4, false)
	f, err = os.OpenFile(calc, os.O_WRONLY|os.O_TRUNC, 0)
	must(t, err)
	start = time.Now()
	_, err = f.WriteString(src)
	must(t, err)
	c := w.wait(library.Updated, "calc")
	must(t, f.Close())
	if d := c.at.Sub(start); d < debounce {
		t.Errorf("a file kept open was judged after %v, before the %v debounce", d, debounce)
	}

	// Half written and closed (a writer that closes between parts): the
	// half does not check, so it waits; the rest, closed, is judged at once.
	src = calcSource(5, false)
	start = time.Now()
	mustWrite(t, calc, src[:len(src)/2])
	time.Sleep(debounce / 4)
	mustWrite(t, calc, src)
	if c := w.wait(library.Updated, "calc"); c.at.Sub(start) >= debounce {
		t.Errorf("the completed file served after %v; want it before the %v debounce", c.at.Sub(start), debounce)
	}
	if got := w.serving("calc"); got != src {
		t.Errorf("serving %q; want version 5", got)
	}

	// Closed but broken for good: rejected after the debounce, not before.
	start = time.Now()
	mustWrite(t, calc, strings.Replace(calcSource(6, false), "y := 2", "y := ", 1))
	if c := w.wait(library.Rejected, "calc"); c.at.Sub(start) < debounce {
		t.Errorf("a closed file that does not check was rejected after %v, before the %v debounce", c.at.Sub(start), debounce)
	}
}

func otherSource(k int) string {
	return strings.ReplaceAll(calcSource(k, false), "package calc", "package other")
}

// servingFile returns the file a skill's serving version came from.
func servingFile(t *testing.T, lib *library.Library, name string) string {
	t.Helper()
	s, err := lib.Get(name)
	if err != nil {
		t.Fatalf("Get(%q): %v", name, err)
	}
	return s.Unit.File
}

func mustWrite(t *testing.T, path, src string) {
	t.Helper()
	must(t, os.WriteFile(path, []byte(src), 0o644))
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// TestWatchSeesSavesBeforeItStarted: a file saved after the library read
// its directory and before Watch watched it raised no event Watch could
// see, and was never judged (skillrun watch said "watching" before it
// watched, so a save right after that line went unseen). Watch now looks
// at the files changed since the library read the directory, and says
// when it watches (WatchOptions.Ready).
func TestWatchSeesSavesBeforeItStarted(t *testing.T) {
	dir := t.TempDir()
	calc := filepath.Join(dir, "calc.go")
	mustWrite(t, calc, calcSource(1, false))
	mustWrite(t, filepath.Join(dir, "other.go"), otherSource(1))
	lib, err := library.Open(dir, library.Options{Executor: sandbox.NewInProcess(sandbox.Options{})})
	if err != nil {
		t.Fatal(err)
	}
	changes := make(chan library.Change, 10)
	t.Cleanup(lib.Subscribe(func(c library.Change) { changes <- c }))
	mustWrite(t, calc, calcSource(2, false)) // before Watch
	watchUntilReady(t, lib, library.WatchOptions{Debounce: 30 * time.Millisecond, Lifecycle: library.Lifecycle{Verify: checkVerifier(&lib)}})
	timeout := time.After(10 * time.Second)
	for {
		select {
		case c := <-changes:
			if c.Skill == "other" {
				t.Errorf("other, unchanged since it was read, was judged: %+v", c)
			}
			if c.Kind == library.Updated && c.Skill == "calc" {
				if s := servingFile(t, lib, "calc"); s != calc {
					t.Errorf("calc serves from %q", s)
				}
				return
			}
		case <-timeout:
			t.Fatal("the save made before Watch started was never judged")
		}
	}
}

// TestWatchServesNothingPastMaxDirs: a skill file in a directory past
// library.MaxDirs is not served, however the watcher comes to look at it:
// saved there just before the watcher started (which it looks at again,
// within its clock slack), or found when events were lost and it looks at
// every file. Its look again once walked every directory, bound or not,
// and served the skill (CI, on the binary's test of a directory flood).
func TestWatchServesNothingPastMaxDirs(t *testing.T) {
	dir := t.TempDir()
	for i := range library.MaxDirs + 5 {
		must(t, os.Mkdir(filepath.Join(dir, fmt.Sprintf("d%04d", i)), 0o755))
	}
	lib, err := library.Open(dir, library.Options{Executor: sandbox.NewInProcess(sandbox.Options{})})
	if err != nil {
		t.Fatal(err)
	}
	changes := make(chan library.Change, 10)
	t.Cleanup(lib.Subscribe(func(c library.Change) { changes <- c }))
	far := filepath.Join(dir, fmt.Sprintf("d%04d", library.MaxDirs+4), "far.go")
	mustWrite(t, far, strings.ReplaceAll(calcSource(1, false), "package calc", "package far"))
	watchUntilReady(t, lib, library.WatchOptions{Debounce: 30 * time.Millisecond, Lifecycle: library.Lifecycle{Verify: checkVerifier(&lib)}})
	mustWrite(t, filepath.Join(dir, "calc.go"), calcSource(1, false))
	timeout := time.After(10 * time.Second)
	for {
		select {
		case c := <-changes:
			if c.Skill == "far" {
				t.Fatalf("a skill in a directory past the bound was judged: %+v", c)
			}
			if c.Skill == "calc" {
				// Give far's judgement, were it scheduled, time to land.
				time.Sleep(200 * time.Millisecond)
				if _, err := lib.Get("far"); err == nil {
					t.Fatal("a skill in a directory past the bound serves")
				}
				return
			}
		case <-timeout:
			t.Fatal("the save made while watching was never judged")
		}
	}
}
