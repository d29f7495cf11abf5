package serve_test

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/skillrun/skillrun/library"
)

// inotifyWatches counts the inotify watches process pid holds.
func inotifyWatches(t *testing.T, pid int) int {
	t.Helper()
	dir := fmt.Sprintf("/proc/%d/fdinfo", pid)
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, e := range ents {
		b, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			continue // closed meanwhile
		}
		n += strings.Count(string(b), "inotify wd:")
	}
	return n
}

// TestDirFloodWatchBinary: an agent that makes directories in the
// library, 1,100 before the watcher starts and 200 while it runs. Each
// took an inotify watch of the user's few hundred thousand, shared by all
// of their processes (200,000 empty directories took them all, and the
// watcher could not start again). The real `skillrun watch` holds at most
// library.MaxDirs watches, says so (not once per directory), serves no
// skill from a directory it does not watch, and keeps judging saves.
func TestDirFloodWatchBinary(t *testing.T) {
	bin, work, lib := binaryAndLib(t)
	hello := func(name string) []byte {
		return []byte("// Says hello.\npackage " + name + "\n\nimport \"github.com/skillrun/skillrun/skills\"\n\ntype Args struct{}\n\nfunc Run(env skills.Env, args Args) (skills.Result, error) { return skills.Result{\"hello\": true}, nil }\n")
	}
	for i := range 1100 {
		if err := os.Mkdir(filepath.Join(lib, fmt.Sprintf("d%04d", i)), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	// Past the bound in the order a scan walks: not served.
	if err := os.WriteFile(filepath.Join(lib, "d1099", "far.go"), hello("far"), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin, "-v", "watch", "--lib", lib, "--memory", filepath.Join(work, "memory.db"), "--workers", "1", "--sync", "0")
	var out, errs watchLog
	cmd.Stdout = &out
	cmd.Stderr = io.MultiWriter(&errs, &logWriter{t: t})
	startWatch(t, cmd)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	if _, err := out.await(ctx, regexp.MustCompile(`watching .*`)); err != nil {
		t.Fatal(err)
	}
	if n := inotifyWatches(t, cmd.Process.Pid); n > library.MaxDirs {
		t.Errorf("the watcher holds %d inotify watches for 1,101 directories; want at most %d", n, library.MaxDirs)
	}
	for i := range 200 {
		if err := os.Mkdir(filepath.Join(lib, fmt.Sprintf("e%03d", i)), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	// Events come in order: once the honest skill saved after the
	// directories is added, the watcher has seen them all.
	if err := os.WriteFile(filepath.Join(lib, "honest.go"), hello("honest"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := out.await(ctx, regexp.MustCompile(`honest [0-9a-f]{16} added`)); err != nil {
		t.Fatal(err)
	}
	if n := inotifyWatches(t, cmd.Process.Pid); n > library.MaxDirs {
		t.Errorf("after 200 more directories the watcher holds %d inotify watches; want at most %d", n, library.MaxDirs)
	}
	if strings.Contains(out.String(), "far ") {
		t.Errorf("a skill in a directory past the bound serves:\n%s", out.String())
	}
	said := strings.Count(errs.String(), "reads and watches at most")
	if said == 0 || said > 3 {
		t.Errorf("the bound was said %d times; want once or a few:\n%s", said, errs.String())
	}
}

// TestDirFloodList: a library of more than library.MaxDirs directories
// lists the first it skips as a problem, and serves none of the skills
// past it.
func TestDirFloodList(t *testing.T) {
	bin, _, lib := binaryAndLib(t)
	for i := range library.MaxDirs + 10 {
		if err := os.Mkdir(filepath.Join(lib, fmt.Sprintf("d%04d", i)), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	src := "// Says hello.\npackage far\n\nimport \"github.com/skillrun/skillrun/skills\"\n\ntype Args struct{}\n\nfunc Run(env skills.Env, args Args) (skills.Result, error) { return skills.Result{}, nil }\n"
	if err := os.WriteFile(filepath.Join(lib, fmt.Sprintf("d%04d", library.MaxDirs+9), "far.go"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(bin, "list", "--lib", lib).CombinedOutput()
	if err != nil {
		t.Fatalf("list: %v\n%s", err, out)
	}
	if !strings.Contains(string(out), "at most 1024 directories") || regexp.MustCompile(`(?m)^far\b`).Match(out) {
		t.Errorf("list of a library of %d directories: want the bound named and far not listed:\n%s", library.MaxDirs+11, out)
	}
}

// goroutines reads go_goroutines from a server's /metrics.
func goroutines(base string) (int, error) {
	resp, err := http.Get(base + "/metrics")
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		return 0, err
	}
	m := regexp.MustCompile(`(?m)^go_goroutines (\d+)`).FindSubmatch(b)
	if m == nil {
		return 0, fmt.Errorf("no go_goroutines in /metrics")
	}
	return strconv.Atoi(string(m[1]))
}

// TestFileFloodWatchBinary: an agent saves 3,000 files into the library
// while the watcher is busy judging a candidate whose initialisation
// blocks until its timeout. Each file's timer judged it in a goroutine
// of its own, all waiting for the library's lock: 3,000 goroutines, and
// 100,000 for 100,000 files, until the last was judged. The real
// `skillrun watch` now keeps the files ready in a queue judged by one
// goroutine: its goroutines stay within a few hundred of where they
// started, and every file is still judged.
func TestFileFloodWatchBinary(t *testing.T) {
	bin, work, lib := binaryAndLib(t)
	cmd := exec.Command(bin, "watch", "--lib", lib, "--memory", filepath.Join(work, "memory.db"), "--workers", "1", "--sync", "0", "--http", "127.0.0.1:0")
	var out, errs watchLog
	cmd.Stdout = &out
	cmd.Stderr = io.MultiWriter(&errs, &logWriter{t: t})
	startWatch(t, cmd)
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	if _, err := out.await(ctx, regexp.MustCompile(`watching .*`)); err != nil {
		t.Fatal(err)
	}
	addr, err := errs.await(ctx, regexp.MustCompile(`http://127\.0\.0\.1:\d+`))
	if err != nil {
		t.Fatal(err)
	}
	base := addr
	start, err := goroutines(base)
	if err != nil {
		t.Fatal(err)
	}
	blocker := "// Blocks in init.\n//\n//skillrun:timeout 3s\npackage blocker\n\nimport \"github.com/skillrun/skillrun/skills\"\n\ntype Args struct{}\n\nfunc init() { select {} }\n\nfunc Run(env skills.Env, args Args) (skills.Result, error) { return skills.Result{}, nil }\n"
	if err := os.WriteFile(filepath.Join(lib, "blocker.go"), []byte(blocker), 0o644); err != nil {
		t.Fatal(err)
	}
	const flood = 3000
	for i := range flood {
		// Each vets and is not a skill: judged quickly once its turn comes.
		if err := os.WriteFile(filepath.Join(lib, fmt.Sprintf("flood%04d.go", i)), []byte(fmt.Sprintf("package flood%04d\n", i)), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// The most goroutines seen while the blocker holds the library.
	peak := start
	rejected := regexp.MustCompile(`blocker \S* ?rejected because`)
	for !rejected.MatchString(out.String()) {
		n, err := goroutines(base)
		if err != nil {
			t.Fatal(err)
		}
		peak = max(peak, n)
		select {
		case <-ctx.Done():
			t.Fatalf("the blocker was not rejected:\n%s", out.String())
		case <-time.After(20 * time.Millisecond):
		}
	}
	if peak > start+300 {
		t.Errorf("%d goroutines while %d files waited to be judged (%d before); want at most 300 more", peak, flood, start)
	}
	// Every file is still judged: an honest skill saved after the flood
	// is added.
	honest := "// Says hello.\npackage honest\n\nimport \"github.com/skillrun/skillrun/skills\"\n\ntype Args struct{}\n\nfunc Run(env skills.Env, args Args) (skills.Result, error) { return skills.Result{\"hello\": true}, nil }\n"
	if err := os.WriteFile(filepath.Join(lib, "honest.go"), []byte(honest), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := out.await(ctx, regexp.MustCompile(`honest [0-9a-f]{16} added`)); err != nil {
		t.Fatal(err)
	}
}

// TestRejectedEditsBounded: an agent saves 40 distinct broken versions
// over a serving skill's file, one after another. Each is rejected, the
// serving version restored and the edit kept in .rejected: every one
// was kept (up to 1 MiB each; 10,000 edits, 10 GB). The real `skillrun
// watch` keeps the newest library.MaxRejectedKept of a skill's.
func TestRejectedEditsBounded(t *testing.T) {
	bin, work, lib := binaryAndLib(t)
	cmd := exec.Command(bin, "watch", "--lib", lib, "--memory", filepath.Join(work, "memory.db"), "--workers", "1", "--sync", "0")
	var out watchLog
	cmd.Stdout = &out
	cmd.Stderr = &logWriter{t: t}
	startWatch(t, cmd)
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	if _, err := out.await(ctx, regexp.MustCompile(`watching .*`)); err != nil {
		t.Fatal(err)
	}
	const edits = 40
	for i := range edits {
		broken := fmt.Sprintf("// Echo, broken (%d).\npackage echo\n\nfunc Run( {\n", i)
		if err := os.WriteFile(filepath.Join(lib, "echo.go"), []byte(broken), 0o644); err != nil {
			t.Fatal(err)
		}
		restored := regexp.MustCompile(fmt.Sprintf(`(?s)(echo \S+ restored to the serving version.*){%d}`, i+1))
		if _, err := out.await(ctx, restored); err != nil {
			t.Fatal(err)
		}
	}
	kept, err := filepath.Glob(filepath.Join(lib, library.RejectedDir, "echo.*.go"))
	if err != nil {
		t.Fatal(err)
	}
	if len(kept) > library.MaxRejectedKept || len(kept) == 0 {
		t.Errorf("%d rejected edits of echo kept after %d; want 1..%d", len(kept), edits, library.MaxRejectedKept)
	}
	newest := fmt.Sprintf("broken (%d)", edits-1)
	found := false
	for _, k := range kept {
		if b, err := os.ReadFile(k); err == nil && strings.Contains(string(b), newest) {
			found = true
		}
	}
	if !found {
		t.Errorf("the newest rejected edit is not among those kept")
	}
}
