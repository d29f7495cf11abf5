package buildinfo

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime/debug"
	"strings"
	"testing"
)

func TestString(t *testing.T) {
	rev := "3f2a9c0d1e5b7a6c4d8e9f0123456789abcdef01"
	cases := []struct {
		name string
		bi   *debug.BuildInfo
		ok   bool
		want string
	}{
		{"no build info", nil, false, "devel"},
		{"work tree, no vcs", &debug.BuildInfo{Main: debug.Module{Version: "(devel)"}}, true, "devel"},
		{"work tree, clean", &debug.BuildInfo{Main: debug.Module{Version: "(devel)"}, Settings: []debug.BuildSetting{{Key: "vcs.revision", Value: rev}, {Key: "vcs.modified", Value: "false"}}}, true, "devel+3f2a9c0d1e5b"},
		{"work tree, dirty", &debug.BuildInfo{Main: debug.Module{Version: "(devel)"}, Settings: []debug.BuildSetting{{Key: "vcs.revision", Value: rev}, {Key: "vcs.modified", Value: "true"}}}, true, "devel+3f2a9c0d1e5b.dirty"},
		{"release", &debug.BuildInfo{Main: debug.Module{Version: "v0.3.0"}}, true, "v0.3.0"},
		{"pseudo-version", &debug.BuildInfo{Main: debug.Module{Version: "v0.0.0-20261203074953-3f2a9c0d1e5b"}, Settings: []debug.BuildSetting{{Key: "vcs.revision", Value: rev}}}, true, "v0.0.0-20261203074953-3f2a9c0d1e5b"},
		{"stamped module version, dirty", &debug.BuildInfo{Main: debug.Module{Version: "v0.3.1-0.20261203074953-3f2a9c0d1e5b+dirty"}, Settings: []debug.BuildSetting{{Key: "vcs.revision", Value: rev}, {Key: "vcs.modified", Value: "true"}}}, true, "v0.3.1-0.20261203074953-3f2a9c0d1e5b+dirty"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := FromBuildInfo(c.bi, c.ok).String(); got != c.want {
				t.Errorf("String() = %q; want %q", got, c.want)
			}
		})
	}
}

// TestBinaryCarriesRevision builds a program that prints Version() in a
// fresh git repository (this package's source copied in, one commit) and
// checks that it names that commit: the version a built skillrun reports
// comes from the build, not a constant. A repository of its own because the
// go command stamps no revision in a git worktree (.git is a file there),
// and -buildvcs=true because this machine sets GOFLAGS=-buildvcs=false.
func TestBinaryCarriesRevision(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a binary")
	}
	git, err := exec.LookPath("git")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("git is not installed")
		}
		t.Skip("git is not installed")
	}
	dir := t.TempDir()
	copyFile := func(from, to string) {
		b, err := os.ReadFile(from)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(to, b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	copyFile("buildinfo.go", filepath.Join(dir, "internal", "buildinfo", "buildinfo.go"))
	copyFile(filepath.Join("testdata", "printversion", "main.go"), filepath.Join(dir, "cmd", "printversion", "main.go"))
	if err := os.WriteFile(filepath.Join(dir, "go.mod"), []byte("module github.com/skillrun/skillrun\n\ngo 1.24\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	run := func(name string, args ...string) string {
		cmd := exec.Command(name, args...)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "GIT_AUTHOR_NAME=t", "GIT_AUTHOR_EMAIL=t@example.com", "GIT_COMMITTER_NAME=t", "GIT_COMMITTER_EMAIL=t@example.com", "GOFLAGS=-buildvcs=true")
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("%s %v: %v\n%s", name, args, err, out)
		}
		return strings.TrimSpace(string(out))
	}
	run(git, "init", "-q")
	run(git, "add", ".")
	run(git, "commit", "-q", "-m", "one")
	head := run(git, "rev-parse", "HEAD")
	bin := filepath.Join(t.TempDir(), "printversion")
	run("go", "build", "-o", bin, "./cmd/printversion")
	v := run(bin)
	// The go command stamps a pseudo-version naming the commit
	// (v0.0.0-TIME-REV); String keeps it.
	if !strings.HasSuffix(v, "-"+head[:12]) {
		t.Errorf("version %q does not end with the commit %s", v, head[:12])
	}
	if !regexp.MustCompile(`^[A-Za-z0-9.+\-]+$`).MatchString(v) {
		t.Errorf("version %q is not one word", v)
	}
	// An uncommitted change marks the build dirty.
	if err := os.WriteFile(filepath.Join(dir, "README"), []byte("x\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	run(git, "add", "README")
	run("go", "build", "-o", bin, "./cmd/printversion")
	if v := run(bin); !strings.Contains(v, head[:12]) || !strings.HasSuffix(v, "dirty") {
		t.Errorf("after an uncommitted change: version %q; want the commit %s and dirty", v, head[:12])
	}
	// A tagged commit is its tag.
	run(git, "commit", "-q", "-m", "two")
	run(git, "tag", "v0.3.0")
	run("go", "build", "-o", bin, "./cmd/printversion")
	if v := run(bin); v != "v0.3.0" {
		t.Errorf("at tag v0.3.0: version %q", v)
	}
}
