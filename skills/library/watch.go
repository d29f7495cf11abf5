package library

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/fsnotify/fsnotify"
)

// WatchOptions configure Watch.
type WatchOptions struct {
	Lifecycle Lifecycle
	// Debounce is how long a file must stay quiet before it is considered
	// (default 100ms): editors write in several steps (truncate, write,
	// rename), and a half-written file must never be compiled.
	Debounce time.Duration
	// OnDecision, when set, receives every decision (for printing).
	OnDecision func(Decision, error)
}

// Watch follows the library directory (and its subdirectories) with
// fsnotify and judges each changed skill file through the lifecycle:
// compiled, verified and promoted off to the side while the serving version
// keeps answering calls. It blocks until ctx ends. Watch owns one goroutine
// per pending file (its debounce timer), all gone when it returns.
func (l *Library) Watch(ctx context.Context, opts WatchOptions) error {
	if opts.Debounce <= 0 {
		opts.Debounce = 100 * time.Millisecond
	}
	w, err := fsnotify.NewWatcher()
	if err != nil {
		return err
	}
	defer w.Close()
	if err := addTree(w, l.dir); err != nil {
		return err
	}
	var (
		mu      sync.Mutex
		pending = map[string]*time.Timer{}
		wg      sync.WaitGroup
	)
	defer func() {
		mu.Lock()
		for p, t := range pending {
			if t.Stop() {
				wg.Done()
			}
			delete(pending, p)
		}
		mu.Unlock()
		wg.Wait()
	}()
	schedule := func(path string) {
		mu.Lock()
		defer mu.Unlock()
		if t, ok := pending[path]; ok && t.Stop() {
			t.Reset(opts.Debounce)
			return
		}
		wg.Add(1)
		var t *time.Timer
		// The callback takes mu first, so it cannot see pending before t is set.
		t = time.AfterFunc(opts.Debounce, func() {
			defer wg.Done()
			mu.Lock()
			if pending[path] == t {
				delete(pending, path)
			}
			mu.Unlock()
			if ctx.Err() != nil {
				return
			}
			d, err := l.Consider(ctx, opts.Lifecycle, path)
			if opts.OnDecision != nil && (d.Skill != "" || err != nil) && d.Reason != "unchanged" {
				opts.OnDecision(d, err)
			}
		})
		pending[path] = t
	}
	for {
		select {
		case <-ctx.Done():
			return nil
		case err, ok := <-w.Errors:
			if !ok {
				return nil
			}
			l.log.Warn("watch", "error", err)
		case ev, ok := <-w.Events:
			if !ok {
				return nil
			}
			name := filepath.Base(ev.Name)
			if ev.Has(fsnotify.Create) {
				if st, err := os.Stat(ev.Name); err == nil && st.IsDir() {
					if !skipDir(name) {
						_ = addTree(w, ev.Name)
						// Files created with the directory (a moved-in tree).
						_ = filepath.WalkDir(ev.Name, func(p string, d fs.DirEntry, err error) error {
							if err == nil && !d.IsDir() && isSkillFile(d.Name()) {
								schedule(p)
							}
							return nil
						})
					}
					continue
				}
			}
			if !isSkillFile(name) {
				continue
			}
			if ev.Has(fsnotify.Create) || ev.Has(fsnotify.Write) || ev.Has(fsnotify.Remove) || ev.Has(fsnotify.Rename) {
				schedule(ev.Name)
			}
		}
	}
}

func isSkillFile(name string) bool {
	return strings.HasSuffix(name, ".go") && !strings.HasSuffix(name, "_test.go") && !strings.HasPrefix(name, ".")
}

func skipDir(name string) bool {
	return name == "testdata" || name == "vendor" || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_")
}

// addTree watches dir and every subdirectory that a library scan reads.
func addTree(w *fsnotify.Watcher, dir string) error {
	return filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			if errors.Is(err, fs.ErrNotExist) {
				return nil
			}
			return err
		}
		if !d.IsDir() {
			return nil
		}
		if p != dir && skipDir(d.Name()) {
			return filepath.SkipDir
		}
		return w.Add(p)
	})
}
