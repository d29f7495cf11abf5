package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/sys/unix"
)

// openPTY opens a pseudo-terminal pair: the master to read what the
// command draws, the slave to stand for its stderr.
func openPTY(t *testing.T) (master, slave *os.File) {
	t.Helper()
	m, err := os.OpenFile("/dev/ptmx", os.O_RDWR|unix.O_NOCTTY, 0)
	if err != nil {
		t.Fatalf("open /dev/ptmx: %v", err)
	}
	if err := unix.IoctlSetPointerInt(int(m.Fd()), unix.TIOCSPTLCK, 0); err != nil {
		t.Fatalf("unlock pty: %v", err)
	}
	n, err := unix.IoctlGetInt(int(m.Fd()), unix.TIOCGPTN)
	if err != nil {
		t.Fatalf("pty number: %v", err)
	}
	s, err := os.OpenFile(fmt.Sprintf("/dev/pts/%d", n), os.O_RDWR|unix.O_NOCTTY, 0)
	if err != nil {
		t.Fatalf("open pty slave: %v", err)
	}
	t.Cleanup(func() { m.Close(); s.Close() })
	return m, s
}

// importFile writes n small episodes as an import file.
func importFile(t *testing.T, n int) string {
	t.Helper()
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, `{"id":"pty-%d","start":"2026-12-01T10:00:00Z","steps":[{"index":0,"time":"2026-12-01T10:00:01Z","action":{"name":"Look"},"outcome":{"ok":true}}]}`+"\n", i)
	}
	p := filepath.Join(t.TempDir(), "eps.jsonl")
	if err := os.WriteFile(p, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// runWithStderr runs the CLI in this process with stderr replaced.
func runWithStderr(t *testing.T, stderr *os.File, args ...string) int {
	t.Helper()
	old := os.Stderr
	os.Stderr = stderr
	defer func() { os.Stderr = old }()
	devnull, err := os.OpenFile(os.DevNull, os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer devnull.Close()
	oldOut := os.Stdout
	os.Stdout = devnull
	defer func() { os.Stdout = oldOut }()
	return run(args)
}

// TestProgressOnTerminal: a long command draws a progress bar on stderr
// when stderr is a terminal, and writes none of it when stderr is a file
// or under --json.
func TestProgressOnTerminal(t *testing.T) {
	const n = 40
	eps := importFile(t, n)
	t.Setenv("SKILLRUN_CEILING_DIRECTORIES", t.TempDir())

	onTerminal := func(t *testing.T, args ...string) string {
		t.Setenv("SKILLRUN_MEMORY", filepath.Join(t.TempDir(), "m.db"))
		master, slave := openPTY(t)
		drawn := make(chan []byte, 1)
		go func() {
			var buf bytes.Buffer
			_, _ = io.Copy(&buf, master) // ends with EIO once the slave closes
			drawn <- buf.Bytes()
		}()
		if code := runWithStderr(t, slave, args...); code != 0 {
			t.Fatalf("%v exited %d", args, code)
		}
		slave.Close()
		return string(<-drawn)
	}

	t.Run("terminal", func(t *testing.T) {
		out := onTerminal(t, "import", eps)
		if !strings.Contains(out, "import "+eps) || !strings.Contains(out, fmt.Sprintf("/%d", n)) {
			t.Fatalf("no progress bar on the terminal; it shows %q", out)
		}
	})
	t.Run("json", func(t *testing.T) {
		if out := onTerminal(t, "import", "--json", eps); strings.Contains(out, "import "+eps) {
			t.Fatalf("--json drew a progress bar on the terminal: %.200q", out)
		}
	})
	t.Run("file", func(t *testing.T) {
		t.Setenv("SKILLRUN_MEMORY", filepath.Join(t.TempDir(), "m.db"))
		f, err := os.Create(filepath.Join(t.TempDir(), "stderr"))
		if err != nil {
			t.Fatal(err)
		}
		if code := runWithStderr(t, f, "import", eps); code != 0 {
			t.Fatalf("exited %d", code)
		}
		f.Close()
		if b, _ := os.ReadFile(f.Name()); len(b) != 0 {
			t.Fatalf("stderr is a file, yet the command wrote %q to it", b)
		}
	})
}
