package library_test

import (
	"net"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/skillrun/skillrun/library"
)

// secret is text of a file outside the library that no listing may echo.
const secret = "sk-live-0123456789abcdef"

// hostileTree fills dir with one good skill and everything a library must
// refuse without reading, blocking or echoing: FIFOs, a socket, symbolic
// links to files and directories outside (holding valid skills and
// secrets), a link loop, a link to a device, a link inside the library, a
// non-Go file behind a .go name, a file too large, and (as root) a device
// node. It returns the names that must be refused.
func hostileTree(t *testing.T, dir string) []string {
	t.Helper()
	outside := t.TempDir()
	mustWrite(t, filepath.Join(dir, "calc.go"), calcSource(1, false))
	secretSkill := strings.Replace(calcSource(7, false), "// Double x", "// "+secret+" Double x", 1)
	secretSkill = strings.Replace(secretSkill, "package calc", "package stolen", 1)
	mustWrite(t, filepath.Join(outside, "stolen.go"), secretSkill)
	mustWrite(t, filepath.Join(outside, "key.go"), "API_TOKEN="+secret+"\n")
	must(t, os.MkdirAll(filepath.Join(outside, "pkg"), 0o755))
	mustWrite(t, filepath.Join(outside, "pkg", "outer.go"), strings.Replace(secretSkill, "package stolen", "package outer", 1))
	refused := []string{}
	link := func(target, name string) {
		must(t, os.Symlink(target, filepath.Join(dir, name)))
		refused = append(refused, name)
	}
	link(filepath.Join(outside, "stolen.go"), "stolen.go")
	link(filepath.Join(outside, "key.go"), "key.go")
	link("/dev/zero", "zero.go")
	link("loop2.go", "loop1.go")
	link("loop1.go", "loop2.go")
	link("calc.go", "alias.go")
	must(t, os.Symlink(filepath.Join(outside, "pkg"), filepath.Join(dir, "pkg"))) // a directory link: not walked
	for _, name := range []string{"fifo.go", "pipe.go"} {
		must(t, syscall.Mkfifo(filepath.Join(dir, name), 0o644))
		refused = append(refused, name)
	}
	ln, err := net.Listen("unix", filepath.Join(dir, "sock.go"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ln.Close() })
	refused = append(refused, "sock.go")
	mustWrite(t, filepath.Join(dir, "notgo.go"), "API_TOKEN="+secret+"\nPASSWORD=hunter2\n")
	refused = append(refused, "notgo.go")
	mustWrite(t, filepath.Join(dir, "big.go"), "package big\n//"+strings.Repeat("x", library.MaxSourceBytes)+"\n")
	refused = append(refused, "big.go")
	if err := syscall.Mknod(filepath.Join(dir, "null.go"), syscall.S_IFCHR|0o644, 1<<8|3); err == nil {
		refused = append(refused, "null.go")
	} else {
		t.Logf("no device node case (mknod: %v)", err)
	}
	return refused
}

// TestOpenRefusesWhatIsNotASkillFile: opening the library neither blocks
// on a FIFO nor follows a link out of it nor echoes what it refused.
func TestOpenRefusesWhatIsNotASkillFile(t *testing.T) {
	dir := t.TempDir()
	refused := hostileTree(t, dir)
	type opened struct {
		lib *library.Library
		err error
	}
	done := make(chan opened, 1)
	go func() {
		lib, err := library.Open(dir, library.Options{})
		done <- opened{lib, err}
	}()
	var o opened
	select {
	case o = <-done:
	case <-time.After(20 * time.Second):
		t.Fatal("library.Open blocked on the hostile tree")
	}
	if o.err != nil {
		t.Fatalf("Open: %v", o.err)
	}
	var names []string
	for _, m := range o.lib.List() {
		names = append(names, m.Name)
	}
	if strings.Join(names, ",") != "calc" {
		t.Errorf("List = %v; want only calc", names)
	}
	probs := map[string]string{}
	for _, p := range o.lib.Problems() {
		probs[filepath.Base(p.File)] = p.Msg
		if strings.Contains(p.Msg, secret) || strings.Contains(p.Msg, "hunter2") || strings.Contains(p.Msg, "API_TOKEN") {
			t.Errorf("problem for %s echoes file content: %s", p.File, p.Msg)
		}
	}
	for _, name := range refused {
		if _, ok := probs[name]; !ok {
			t.Errorf("no problem reported for %s; problems: %v", name, probs)
		}
	}
	for name, want := range map[string]string{"fifo.go": "FIFO", "sock.go": "socket", "stolen.go": "symbolic link",
		"notgo.go": "not Go source", "big.go": "at most"} {
		if !strings.Contains(probs[name], want) {
			t.Errorf("problem for %s = %q; want it to say %q", name, probs[name], want)
		}
	}
	// LoadFile (vet, a single file) refuses the same without blocking.
	for _, name := range []string{"fifo.go", "stolen.go", "zero.go", "sock.go"} {
		if _, err := library.LoadFile(filepath.Join(dir, name)); err == nil {
			t.Errorf("LoadFile(%s) succeeded; want refused", name)
		}
	}
}

// TestWatchSurvivesAFIFO: a FIFO saved into a watched library is refused
// without wedging the watcher: later edits are still judged, and the watch
// stops when asked.
func TestWatchSurvivesAFIFO(t *testing.T) {
	w := startWatch(t, library.WatchOptions{Debounce: 30 * time.Millisecond})
	for _, name := range []string{"trap.go", "calc_fifo.go"} {
		must(t, syscall.Mkfifo(filepath.Join(w.dir, name), 0o644))
	}
	outside := filepath.Join(t.TempDir(), "stolen.go")
	mustWrite(t, outside, strings.Replace(calcSource(9, false), "package calc", "package stolen", 1))
	must(t, os.Symlink(outside, filepath.Join(w.dir, "stolen.go")))
	time.Sleep(300 * time.Millisecond)
	mustWrite(t, filepath.Join(w.dir, "calc.go"), calcSource(2, false))
	w.wait(library.Updated, "calc")
	if _, err := w.lib.Get("stolen"); err == nil {
		t.Errorf("a link out of the watched library was loaded")
	}
	must(t, os.Remove(filepath.Join(w.dir, "trap.go")))
	mustWrite(t, filepath.Join(w.dir, "calc.go"), calcSource(3, false))
	w.wait(library.Updated, "calc")
}
