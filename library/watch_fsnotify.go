package library

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"sync"

	"github.com/fsnotify/fsnotify"
)

// fsnotifySource is the portable event source: fsnotify, which does not
// report a writer closing a file, so every change waits for the debounce.
type fsnotifySource struct {
	w    *fsnotify.Watcher
	out  chan watchEvent
	done chan struct{}
	once sync.Once
}

func newFsnotifySource() (*fsnotifySource, error) {
	w, err := fsnotify.NewWatcher()
	if err != nil {
		return nil, err
	}
	s := &fsnotifySource{w: w, out: make(chan watchEvent), done: make(chan struct{})}
	go s.run()
	return s, nil
}

func (s *fsnotifySource) add(dir string) error { return s.w.Add(dir) }

func (s *fsnotifySource) remove(dir string) {
	for _, p := range s.w.WatchList() {
		if under(p, dir) {
			_ = s.w.Remove(p) // gone already: nothing to undo
		}
	}
}

func (s *fsnotifySource) watching() int { return len(s.w.WatchList()) }

func (s *fsnotifySource) watched(dir string) bool {
	return slices.Contains(s.w.WatchList(), dir)
}

func (s *fsnotifySource) events() <-chan watchEvent { return s.out }

func (s *fsnotifySource) close() error {
	s.once.Do(func() { close(s.done) })
	return s.w.Close()
}

// run translates fsnotify's events until the watcher is closed.
func (s *fsnotifySource) run() {
	defer close(s.out)
	for {
		var e watchEvent
		select {
		case <-s.done:
			return
		case err, ok := <-s.w.Errors:
			if !ok {
				return
			}
			e = watchEvent{op: opError, err: err}
			if errors.Is(err, fsnotify.ErrEventOverflow) {
				e = watchEvent{op: opRescan}
			}
		case ev, ok := <-s.w.Events:
			if !ok {
				return
			}
			var keep bool
			if e, keep = translate(ev); !keep {
				continue
			}
		}
		select {
		case s.out <- e:
		case <-s.done:
			return
		}
	}
}

// translate maps an fsnotify event; false for events that change no
// content (chmod).
func translate(ev fsnotify.Event) (watchEvent, bool) {
	e := watchEvent{path: ev.Name, op: opChanged}
	switch {
	case ev.Op == fsnotify.Chmod:
		return e, false
	case ev.Has(fsnotify.Create):
		if st, err := os.Stat(ev.Name); err == nil && st.IsDir() {
			e.op = opDir
		}
	case ev.Has(fsnotify.Remove), ev.Has(fsnotify.Rename):
		// Gone, so it cannot be asked whether it was a directory.
		if !isSkillFile(filepath.Base(ev.Name)) {
			e.op = opDirGone
		}
	}
	return e, true
}
