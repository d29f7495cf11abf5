package worker

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// fakeCgroupRoot builds a directory tree that looks like a cgroup mount to
// the code in cgroup.go (plain files stand in for the kernel's), so both
// layouts are tested on any machine.
func fakeCgroupRoot(t *testing.T, v2 bool) string {
	t.Helper()
	root := t.TempDir()
	write := func(rel, v string) {
		p := filepath.Join(root, rel)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(v), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if v2 {
		write("cgroup.controllers", "cpuset cpu io memory hugetlb pids rdma misc\n")
		write("cgroup.procs", "")
		return root
	}
	write("memory/cgroup.procs", "")
	write("memory/memory.limit_in_bytes", "9223372036854771712\n")
	write("pids/cgroup.procs", "")
	write("pids/pids.max", "max\n")
	// What the kernel would create in the pool's own groups.
	write("memory/skillrun-1-2/memory.limit_in_bytes", "9223372036854771712\n")
	write("pids/skillrun-1-2/pids.max", "max\n")
	return root
}

// The kernel creates a group's files when the directory is made; the fake
// must do it by hand before newGroup writes them.
func seedGroup(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	for f, v := range files {
		if err := os.WriteFile(filepath.Join(dir, f), []byte(v), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func TestCgroupLayouts(t *testing.T) {
	for _, v2 := range []bool{false, true} {
		name := "v1"
		if v2 {
			name = "v2"
		}
		t.Run(name, func(t *testing.T) {
			root := fakeCgroupRoot(t, v2)
			c := newCgroups(root, "skillrun-1-2")
			if c.v2 != v2 || c.memDir == "" || c.pidDir == "" {
				t.Fatalf("newCgroups = %+v; want both controllers, v2=%v", c, v2)
			}
			if v2 {
				if b, _ := os.ReadFile(filepath.Join(c.memDir, "cgroup.subtree_control")); string(b) != "+memory +pids" {
					t.Errorf("subtree_control = %q", b)
				}
				seedGroup(t, filepath.Join(c.memDir, "w7"), map[string]string{"memory.events": "low 0\nhigh 0\nmax 3\noom 1\noom_kill 0\n"})
			} else {
				seedGroup(t, filepath.Join(c.memDir, "w7"), map[string]string{"memory.oom_control": "oom_kill_disable 0\nunder_oom 0\noom_kill 0\n"})
			}
			g, err := c.newGroup("w7", 4242, 64<<20, 99)
			if err != nil {
				t.Fatal(err)
			}
			read := func(dir, f string) string {
				b, _ := os.ReadFile(filepath.Join(dir, f))
				return strings.TrimSpace(string(b))
			}
			if got := read(g.pids, "pids.max"); got != "99" {
				t.Errorf("pids.max = %q; want 99", got)
			}
			memFile := "memory.limit_in_bytes"
			if v2 {
				memFile = "memory.max"
			}
			if got := read(g.mem, memFile); got != "67108864" {
				t.Errorf("%s = %q; want 67108864", memFile, got)
			}
			if got := read(g.mem, "cgroup.procs"); got != "4242" {
				t.Errorf("cgroup.procs = %q; want the worker's pid", got)
			}
			if err := g.setMemory(32 << 20); err != nil || read(g.mem, memFile) != "33554432" {
				t.Errorf("setMemory(32 MiB): %v, file %q", err, read(g.mem, memFile))
			}
			if g.oomKilled() {
				t.Errorf("oomKilled() with no kill recorded")
			}
			events := "oom_kill_disable 0\nunder_oom 0\noom_kill 1\n"
			file := "memory.oom_control"
			if v2 {
				events, file = "low 0\nhigh 0\nmax 9\noom 2\noom_kill 1\n", "memory.events"
			}
			if err := os.WriteFile(filepath.Join(g.mem, file), []byte(events), 0o644); err != nil {
				t.Fatal(err)
			}
			if !g.oomKilled() {
				t.Errorf("oomKilled() = false after the kernel recorded a kill")
			}
		})
	}
}

func TestCgroupMissing(t *testing.T) {
	c := newCgroups(t.TempDir(), "skillrun-1-2")
	if c.memDir != "" || c.pidDir != "" {
		t.Fatalf("newCgroups on an empty directory = %+v; want no controllers", c)
	}
	for _, prot := range []string{ProtCgroupMem, ProtCgroupPids} {
		if !strings.Contains(c.why[prot], "no cgroup v1") {
			t.Errorf("why[%s] = %q; want it to say what is missing", prot, c.why[prot])
		}
	}
	root := t.TempDir()
	if err := os.WriteFile(filepath.Join(root, "cgroup.controllers"), []byte("cpu io\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	c = newCgroups(root, "skillrun-1-2")
	if !strings.Contains(c.why[ProtCgroupMem], "memory controller") {
		t.Errorf("v2 without memory: why = %q", c.why[ProtCgroupMem])
	}
}

func TestRemoveStaleCgroups(t *testing.T) {
	root := t.TempDir()
	dead := filepath.Join(root, "skillrun-999999999-1")
	live := filepath.Join(root, "skillrun-1-1") // pid 1 always runs
	for _, d := range []string{filepath.Join(dead, "w5"), filepath.Join(live, "w6")} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	removeStale(root)
	if _, err := os.Stat(dead); !os.IsNotExist(err) {
		t.Errorf("group of a dead host still there: %v", err)
	}
	if _, err := os.Stat(filepath.Join(live, "w6")); err != nil {
		t.Errorf("group of a live host removed: %v", err)
	}
}
