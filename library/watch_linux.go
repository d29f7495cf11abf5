//go:build linux

package library

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sync"

	"golang.org/x/sys/unix"
)

// inotifySource reads Linux inotify directly, for the two events fsnotify
// does not export: IN_CLOSE_WRITE (a writer closed the file) and IN_MOVED_TO
// told apart from a create (a file renamed into place is complete).
type inotifySource struct {
	f   *os.File
	fd  int
	out chan watchEvent

	mu     sync.Mutex
	dirs   map[int]string // watch descriptor → directory
	paths  map[string]int // directory → watch descriptor
	closed bool
	done   chan struct{}
}

// inotifyMask is what the watcher asks of every directory.
const inotifyMask = unix.IN_CREATE | unix.IN_MODIFY | unix.IN_DELETE | unix.IN_MOVED_FROM |
	unix.IN_MOVED_TO | unix.IN_CLOSE_WRITE | unix.IN_ONLYDIR

// newCloseSource returns the event source that reports complete files.
func newCloseSource() (source, error) {
	fd, err := unix.InotifyInit1(unix.IN_CLOEXEC | unix.IN_NONBLOCK)
	if err != nil {
		return nil, fmt.Errorf("watch: inotify: %w", err)
	}
	// Non-blocking, so the runtime's poller waits for it and Close ends a
	// Read in progress.
	s := &inotifySource{f: os.NewFile(uintptr(fd), "inotify"), fd: fd, out: make(chan watchEvent), dirs: map[int]string{}, paths: map[string]int{}, done: make(chan struct{})}
	go s.run()
	return s, nil
}

func (s *inotifySource) add(dir string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return os.ErrClosed
	}
	wd, err := unix.InotifyAddWatch(s.fd, dir, inotifyMask)
	if err != nil {
		return fmt.Errorf("watch %s: %w", dir, err)
	}
	s.dirs[wd] = dir
	s.paths[dir] = wd
	return nil
}

func (s *inotifySource) remove(dir string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for wd, p := range s.dirs {
		if under(p, dir) {
			delete(s.dirs, wd)
			delete(s.paths, p)
			if !s.closed {
				_, _ = unix.InotifyRmWatch(s.fd, uint32(wd)) // gone already: nothing to undo
			}
		}
	}
}

func (s *inotifySource) watching() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.dirs)
}

func (s *inotifySource) watched(dir string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	_, ok := s.paths[dir]
	return ok
}

func (s *inotifySource) events() <-chan watchEvent { return s.out }

func (s *inotifySource) close() error {
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return nil
	}
	s.closed = true
	close(s.done)
	s.mu.Unlock()
	return s.f.Close()
}

// run reads events until the source is closed.
func (s *inotifySource) run() {
	defer close(s.out)
	buf := make([]byte, 64<<10)
	for {
		n, err := s.f.Read(buf)
		if err != nil {
			if !errors.Is(err, os.ErrClosed) {
				s.send(watchEvent{op: opError, err: fmt.Errorf("read inotify: %w", err)})
			}
			return
		}
		for _, e := range s.parse(buf[:n]) {
			if !s.send(e) {
				return
			}
		}
	}
}

func (s *inotifySource) send(e watchEvent) bool {
	select {
	case s.out <- e:
		return true
	case <-s.done:
		return false
	}
}

// parse decodes a buffer of inotify events (struct inotify_event, then
// the name padded with NULs).
func (s *inotifySource) parse(b []byte) []watchEvent {
	var evs []watchEvent
	s.mu.Lock()
	defer s.mu.Unlock()
	for len(b) >= unix.SizeofInotifyEvent {
		wd := int(int32(binary.NativeEndian.Uint32(b[0:4])))
		mask := binary.NativeEndian.Uint32(b[4:8])
		nameLen := int(binary.NativeEndian.Uint32(b[12:16]))
		if unix.SizeofInotifyEvent+nameLen > len(b) {
			break // the kernel writes whole events; never happens
		}
		name := string(bytes.TrimRight(b[unix.SizeofInotifyEvent:unix.SizeofInotifyEvent+nameLen], "\x00"))
		b = b[unix.SizeofInotifyEvent+nameLen:]
		if mask&unix.IN_Q_OVERFLOW != 0 {
			evs = append(evs, watchEvent{op: opRescan})
			continue
		}
		dir, ok := s.dirs[wd]
		if mask&unix.IN_IGNORED != 0 {
			delete(s.dirs, wd) // the directory is gone or no longer watched
			continue
		}
		if !ok || name == "" {
			continue
		}
		if op, ok := inotifyOp(mask); ok {
			evs = append(evs, watchEvent{path: filepath.Join(dir, name), op: op})
		}
	}
	return evs
}

// inotifyOp says what an event on a directory's entry means.
func inotifyOp(mask uint32) (watchOp, bool) {
	isDir := mask&unix.IN_ISDIR != 0
	switch {
	case isDir && mask&(unix.IN_CREATE|unix.IN_MOVED_TO) != 0:
		return opDir, true
	case isDir && mask&(unix.IN_DELETE|unix.IN_MOVED_FROM) != 0:
		return opDirGone, true
	case isDir:
		return 0, false
	case mask&(unix.IN_CLOSE_WRITE|unix.IN_MOVED_TO) != 0:
		return opClosed, true
	case mask&(unix.IN_CREATE|unix.IN_MODIFY|unix.IN_DELETE|unix.IN_MOVED_FROM) != 0:
		return opChanged, true
	}
	return 0, false
}
