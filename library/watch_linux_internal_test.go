//go:build linux

package library

import (
	"context"
	"encoding/binary"
	"os"
	"path/filepath"
	"reflect"
	"testing"
	"time"

	"golang.org/x/sys/unix"

	"github.com/skillrun/skillrun/runtime/sandbox"
)

// inotifyRecord encodes one struct inotify_event and its name, padded
// with NULs as the kernel pads it.
func inotifyRecord(wd int32, mask uint32, name string) []byte {
	n := 0
	if name != "" {
		n = (len(name) + 1 + 15) / 16 * 16
	}
	b := make([]byte, unix.SizeofInotifyEvent+n)
	binary.NativeEndian.PutUint32(b[0:], uint32(wd))
	binary.NativeEndian.PutUint32(b[4:], mask)
	binary.NativeEndian.PutUint32(b[12:], uint32(n))
	copy(b[unix.SizeofInotifyEvent:], name)
	return b
}

func TestInotifyParse(t *testing.T) {
	s := &inotifySource{dirs: map[int]string{1: "/lib", 2: "/lib/sub"}}
	var buf []byte
	for _, r := range [][]byte{
		inotifyRecord(1, unix.IN_MODIFY, "a.go"),
		inotifyRecord(1, unix.IN_CLOSE_WRITE, "a.go"),
		inotifyRecord(2, unix.IN_MOVED_TO, "b.go"),
		inotifyRecord(2, unix.IN_CREATE, "c.go"),
		inotifyRecord(1, unix.IN_CREATE|unix.IN_ISDIR, "new"),
		inotifyRecord(1, unix.IN_MOVED_FROM|unix.IN_ISDIR, "sub"),
		inotifyRecord(2, unix.IN_IGNORED, ""),
		inotifyRecord(2, unix.IN_MODIFY, "late.go"), // its directory's watch is gone
		inotifyRecord(9, unix.IN_MODIFY, "x.go"),    // unknown watch
		inotifyRecord(-1, unix.IN_Q_OVERFLOW, ""),
		inotifyRecord(1, unix.IN_DELETE, "a-rather-long-file-name-for-padding.go"),
	} {
		buf = append(buf, r...)
	}
	got := s.parse(buf)
	want := []watchEvent{
		{path: "/lib/a.go", op: opChanged},
		{path: "/lib/a.go", op: opClosed},
		{path: "/lib/sub/b.go", op: opClosed},
		{path: "/lib/sub/c.go", op: opChanged},
		{path: "/lib/new", op: opDir},
		{path: "/lib/sub", op: opDirGone},
		{op: opRescan},
		{path: "/lib/a-rather-long-file-name-for-padding.go", op: opChanged},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("parse =\n%v; want\n%v", got, want)
	}
	if _, ok := s.dirs[2]; ok {
		t.Errorf("the watch of a directory reported IN_IGNORED is still mapped")
	}
}

// TestWatchRescan: after events were lost (the queue overflowed), every
// skill file is looked at again: a changed file is judged, a deleted one
// removes its skill.
func TestWatchRescan(t *testing.T) {
	dir := t.TempDir()
	src := func(name, word string) []byte {
		return []byte("// Say " + word + ".\npackage " + name + "\n\nimport \"github.com/skillrun/skillrun/skills\"\n\ntype Args struct{}\n\nfunc Run(env skills.Env, args Args) (skills.Result, error) {\n\treturn skills.Result{\"say\": \"" + word + "\"}, nil\n}\n")
	}
	for _, name := range []string{"one", "two"} {
		if err := os.WriteFile(filepath.Join(dir, name+".go"), src(name, "hello"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	l, err := Open(dir, Options{Executor: sandbox.NewInProcess(sandbox.Options{})})
	if err != nil {
		t.Fatal(err)
	}
	if p := l.Problems(); len(p) > 0 {
		t.Fatalf("Open: %s", p[0].Msg)
	}
	// Changed and deleted behind the watcher's back.
	if err := os.WriteFile(filepath.Join(dir, "one.go"), src("one", "bye"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Remove(filepath.Join(dir, "two.go")); err != nil {
		t.Fatal(err)
	}
	// A directory the watcher does not watch (past MaxDirs, say): what
	// is in it is not served, though a rescan walks past it.
	if err := os.Mkdir(filepath.Join(dir, "unwatched"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "unwatched", "three.go"), src("three", "hello"), 0o644); err != nil {
		t.Fatal(err)
	}
	w, err := newCloseSource()
	if err != nil {
		t.Fatal(err)
	}
	defer w.close()
	if err := w.add(dir); err != nil {
		t.Fatal(err)
	}
	s := &scheduler{l: l, ctx: context.Background(), opts: WatchOptions{Debounce: time.Millisecond}, pending: map[string]*pendingFile{}}
	l.handle(w, s, watchEvent{op: opRescan})
	s.wg.Wait()
	one, err := l.Get("one")
	if err != nil || string(one.Unit.Source) != string(src("one", "bye")) {
		t.Errorf("after a rescan, one = %v, %v; want the changed version", one, err)
	}
	if _, err := l.Get("two"); err == nil {
		t.Errorf("after a rescan, two still serves; its file is gone")
	}
	if _, err := l.Get("three"); err == nil {
		t.Errorf("after a rescan, three serves from a directory the watcher does not watch")
	}
}
