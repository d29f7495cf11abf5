package worker

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// cgroups manages the per-worker cgroups of one pool: cgroup v1 memory and
// pids hierarchies (hybrid or legacy machines), or cgroup v2 with the
// memory and pids controllers delegated. Each pool has its own parent
// group; each worker a child group, removed when the worker is gone.
type cgroups struct {
	v2     bool
	memDir string // parent group for memory ("" if unavailable)
	pidDir string // parent group for pids ("" if unavailable)
	swap   bool   // memsw / swap.max must be limited too
	why    map[string]string
}

// cgroup is one worker's group(s).
type cgroup struct {
	cg      *cgroups
	mem     string
	pids    string
	memSet  int64
	oomBase int64
}

// newCgroups creates the pool's parent groups under root (usually
// /sys/fs/cgroup). Controllers that are missing or not writable are left
// out and explained in why.
func newCgroups(root, name string) *cgroups {
	c := &cgroups{why: map[string]string{}}
	for _, parent := range []string{root, filepath.Join(root, "memory"), filepath.Join(root, "pids")} {
		removeStale(parent)
	}
	c.swap = swapEnabled()
	if isV2Root(root) {
		c.v2 = true
		dir := filepath.Join(root, name)
		ctl, _ := os.ReadFile(filepath.Join(root, "cgroup.controllers"))
		has := func(s string) bool {
			return bytes.Contains(append([]byte(" "), append(ctl, ' ')...), []byte(" "+s+" "))
		}
		if !has("memory") || !has("pids") {
			c.why[ProtCgroupMem] = "cgroup v2 root does not offer the memory controller"
			c.why[ProtCgroupPids] = "cgroup v2 root does not offer the pids controller"
		}
		if err := os.Mkdir(dir, 0o755); err != nil && !os.IsExist(err) {
			c.why[ProtCgroupMem] = err.Error()
			c.why[ProtCgroupPids] = err.Error()
			return c
		}
		if err := os.WriteFile(filepath.Join(dir, "cgroup.subtree_control"), []byte("+memory +pids"), 0); err != nil {
			c.why[ProtCgroupMem] = fmt.Sprintf("enable memory and pids controllers: %v", err)
			c.why[ProtCgroupPids] = c.why[ProtCgroupMem]
			_ = os.Remove(dir)
			return c
		}
		c.memDir, c.pidDir = dir, dir
		return c
	}
	for _, ctl := range []struct {
		prot, sub, probe string
		dst              *string
	}{{ProtCgroupMem, "memory", "memory.limit_in_bytes", &c.memDir}, {ProtCgroupPids, "pids", "pids.max", &c.pidDir}} {
		base := filepath.Join(root, ctl.sub)
		if _, err := os.Stat(filepath.Join(base, "cgroup.procs")); err != nil {
			c.why[ctl.prot] = fmt.Sprintf("no cgroup v1 %s hierarchy at %s and no cgroup v2 at %s", ctl.sub, base, root)
			continue
		}
		dir := filepath.Join(base, name)
		if err := os.Mkdir(dir, 0o755); err != nil && !os.IsExist(err) {
			c.why[ctl.prot] = fmt.Sprintf("create %s: %v", dir, err)
			continue
		}
		if _, err := os.Stat(filepath.Join(dir, ctl.probe)); err != nil {
			c.why[ctl.prot] = fmt.Sprintf("%s has no %s", dir, ctl.probe)
			_ = os.Remove(dir)
			continue
		}
		*ctl.dst = dir
	}
	return c
}

func isV2Root(root string) bool {
	_, err := os.Stat(filepath.Join(root, "cgroup.controllers"))
	return err == nil
}

func swapEnabled() bool {
	b, err := os.ReadFile("/proc/swaps")
	if err != nil {
		return false
	}
	return bytes.Count(b, []byte("\n")) > 1
}

// newGroup creates the groups of one worker and puts pid in them, with the
// given memory and pids limits.
func (c *cgroups) newGroup(id string, pid int, mem int64, pids int) (*cgroup, error) {
	g := &cgroup{cg: c}
	mk := func(parent string) (string, error) {
		if parent == "" {
			return "", nil
		}
		dir := filepath.Join(parent, id)
		if err := os.Mkdir(dir, 0o755); err != nil && !os.IsExist(err) {
			return "", err
		}
		return dir, nil
	}
	var err error
	if g.mem, err = mk(c.memDir); err != nil {
		return nil, err
	}
	if c.pidDir == c.memDir {
		g.pids = g.mem
	} else if g.pids, err = mk(c.pidDir); err != nil {
		g.remove()
		return nil, err
	}
	if g.pids != "" {
		if err := write(g.pids, "pids.max", strconv.Itoa(pids)); err != nil {
			g.remove()
			return nil, err
		}
	}
	if g.mem != "" {
		if !c.v2 {
			_ = write(g.mem, "memory.swappiness", "0")
		}
		if err := g.setMemory(mem); err != nil {
			g.remove()
			return nil, err
		}
		g.oomBase = g.oomKills()
	}
	for _, dir := range []string{g.mem, g.pids} {
		if dir == "" {
			continue
		}
		if err := write(dir, "cgroup.procs", strconv.Itoa(pid)); err != nil {
			g.remove()
			return nil, err
		}
		if c.v2 {
			break
		}
	}
	return g, nil
}

// setMemory sets the memory limit (and the memory+swap limit when swap is
// on). It fails when the group already uses more than n.
func (g *cgroup) setMemory(n int64) error {
	if g == nil || g.mem == "" || n == g.memSet {
		return nil
	}
	v := strconv.FormatInt(n, 10)
	if g.cg.v2 {
		if err := write(g.mem, "memory.max", v); err != nil {
			return err
		}
		if g.cg.swap {
			_ = write(g.mem, "memory.swap.max", "0")
		}
		g.memSet = n
		return nil
	}
	// memsw must stay >= memory: raise memsw first, lower memory first.
	order := []string{"memory.limit_in_bytes", "memory.memsw.limit_in_bytes"}
	if n > g.memSet && g.memSet != 0 {
		order[0], order[1] = order[1], order[0]
	}
	for _, f := range order {
		if f == "memory.memsw.limit_in_bytes" && !g.cg.swap {
			continue
		}
		if err := write(g.mem, f, v); err != nil {
			return err
		}
	}
	g.memSet = n
	return nil
}

// oomKills reports how many processes the kernel has OOM-killed in the
// group, or -1 if it cannot tell.
func (g *cgroup) oomKills() int64 {
	if g == nil || g.mem == "" {
		return -1
	}
	file, key := "memory.oom_control", "oom_kill"
	if g.cg.v2 {
		file = "memory.events"
	}
	b, err := os.ReadFile(filepath.Join(g.mem, file))
	if err != nil {
		return -1
	}
	sc := bufio.NewScanner(bytes.NewReader(b))
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) == 2 && f[0] == key {
			n, _ := strconv.ParseInt(f[1], 10, 64)
			return n
		}
	}
	return -1
}

// oomKilled reports whether the kernel OOM-killed anything in the group
// since it was created.
func (g *cgroup) oomKilled() bool {
	n := g.oomKills()
	return n >= 0 && n > g.oomBase
}

// usage reports the group's memory use in bytes, or -1.
func (g *cgroup) usage() int64 {
	if g == nil || g.mem == "" {
		return -1
	}
	file := "memory.usage_in_bytes"
	if g.cg.v2 {
		file = "memory.current"
	}
	b, err := os.ReadFile(filepath.Join(g.mem, file))
	if err != nil {
		return -1
	}
	n, err := strconv.ParseInt(strings.TrimSpace(string(b)), 10, 64)
	if err != nil {
		return -1
	}
	return n
}

// remove deletes the worker's groups. The worker must be dead; the kernel
// may take a moment to let go of the group after the last exit.
func (g *cgroup) remove() error {
	if g == nil {
		return nil
	}
	var errs []error
	for _, dir := range []string{g.mem, g.pids} {
		if dir == "" {
			continue
		}
		if err := rmdirRetry(dir); err != nil {
			errs = append(errs, err)
		}
	}
	g.mem, g.pids = "", ""
	return errors.Join(errs...)
}

// close removes the pool's parent groups.
func (c *cgroups) close() error {
	var errs []error
	for _, dir := range []string{c.memDir, c.pidDir} {
		if dir == "" {
			continue
		}
		if err := rmdirRetry(dir); err != nil {
			errs = append(errs, err)
		}
	}
	c.memDir, c.pidDir = "", ""
	return errors.Join(errs...)
}

func rmdirRetry(dir string) error {
	var err error
	for i := 0; i < 50; i++ {
		err = os.Remove(dir)
		if err == nil || os.IsNotExist(err) {
			return nil
		}
		time.Sleep(10 * time.Millisecond)
	}
	return fmt.Errorf("remove cgroup %s: %w", dir, err)
}

func write(dir, file, v string) error {
	if err := os.WriteFile(filepath.Join(dir, file), []byte(v), 0); err != nil {
		return fmt.Errorf("cgroup %s: %w", filepath.Join(dir, file), err)
	}
	return nil
}

// removeStale removes the groups of pools whose host process is gone (it
// was killed before it could Close). Groups are named skillrun-<pid>-<n>.
func removeStale(parent string) {
	dirs, _ := filepath.Glob(filepath.Join(parent, "skillrun-*-*"))
	for _, dir := range dirs {
		f := strings.Split(filepath.Base(dir), "-")
		pid, err := strconv.Atoi(f[1])
		if err != nil || pid == os.Getpid() {
			continue
		}
		if _, err := os.Stat("/proc/" + f[1]); err == nil {
			continue // its host still runs
		}
		kids, _ := filepath.Glob(filepath.Join(dir, "w*"))
		for _, k := range kids {
			if fi, err := os.Stat(k); err == nil && fi.IsDir() {
				_ = os.Remove(k)
			}
		}
		_ = os.Remove(dir)
	}
}
