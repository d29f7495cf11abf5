package worker

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"syscall"
	"time"

	"github.com/landlock-lsm/go-landlock/landlock"
	llsys "github.com/landlock-lsm/go-landlock/landlock/syscall"
	"golang.org/x/sys/unix"
)

// jailArg is the argv[1] marker of a jailed program launcher.
const jailArg = "__skillrun_jail__"

// Jail describes one program to run in a jail: new network, PID, mount,
// IPC and UTS namespaces (a user namespace too when the host is not
// root), a fresh /proc, landlock rules that allow only the listed paths,
// rlimits, the given environment and nothing else, and a process group
// killed with the context. Unlike a worker it may run programs (a
// toolchain runs its compiler and linker), so it has no seccomp filter;
// what the programs may touch is what landlock allows.
type Jail struct {
	// Self is the binary that applies the jail and then executes Path
	// (default /proc/self/exe); its main must call IsWorker and Main.
	Self string `json:"-"`
	// Path and Args are the program and its argv (Args[0] included).
	Path string   `json:"path"`
	Args []string `json:"args"`
	// Env is the program's whole environment.
	Env []string `json:"env"`
	// Dir is its working directory.
	Dir string `json:"dir"`
	// RW directories may be read, written and executed from; RO
	// directories read and executed from; RWFiles are single files
	// (such as /dev/null) that may be read and written.
	RW      []string `json:"rw"`
	RO      []string `json:"ro"`
	RWFiles []string `json:"rw_files"`
	// CPU is RLIMIT_CPU (0: none); AddressSpace RLIMIT_AS; FileSize
	// RLIMIT_FSIZE; NoFile RLIMIT_NOFILE (0: leave as is).
	CPU          time.Duration `json:"cpu"`
	AddressSpace int64         `json:"address_space"`
	FileSize     int64         `json:"file_size"`
	NoFile       int           `json:"no_file"`
}

// Run runs the jailed program to its end and returns its combined output
// (at most 1 MiB). It fails when the program fails, when the jail cannot
// be applied (the launcher refuses to run the program unprotected), or
// when ctx ends, which kills it.
func (j *Jail) Run(ctx context.Context) ([]byte, error) {
	spec, err := json.Marshal(j)
	if err != nil {
		return nil, err
	}
	self := j.Self
	if self == "" {
		self = "/proc/self/exe"
	}
	out := &capBuffer{max: 1 << 20}
	cmd := exec.Command(self, jailArg)
	cmd.Env = []string{}
	cmd.Dir = "/"
	cmd.Stdin = bytes.NewReader(spec)
	cmd.Stdout, cmd.Stderr = out, out
	attr := &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL,
		Cloneflags: syscall.CLONE_NEWNET | syscall.CLONE_NEWPID | syscall.CLONE_NEWNS | syscall.CLONE_NEWIPC | syscall.CLONE_NEWUTS}
	if os.Geteuid() != 0 {
		attr.Cloneflags |= syscall.CLONE_NEWUSER
		attr.UidMappings = []syscall.SysProcIDMap{{ContainerID: 0, HostID: os.Getuid(), Size: 1}}
		attr.GidMappings = []syscall.SysProcIDMap{{ContainerID: 0, HostID: os.Getgid(), Size: 1}}
	}
	cmd.SysProcAttr = attr
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("start jail: %w", err)
	}
	// Killed as a group: the toolchain's own children go too.
	stop := context.AfterFunc(ctx, func() { _ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) })
	err = cmd.Wait()
	stop()
	if ctx.Err() != nil {
		return []byte(out.String()), fmt.Errorf("jailed %s: %w", j.Path, ctx.Err())
	}
	if err != nil {
		return []byte(out.String()), fmt.Errorf("jailed %s: %w", j.Path, err)
	}
	return []byte(out.String()), nil
}

// exitJail is the exit code of a launcher that could not apply the jail.
const exitJail = 125

// jailMain is the launcher: it applies the jail read from stdin to itself
// and executes the program. It returns only on failure.
func jailMain() int {
	fail := func(err error) int {
		fmt.Fprintln(os.Stderr, "skillrun jail: "+err.Error())
		return exitJail
	}
	spec, err := io.ReadAll(io.LimitReader(os.Stdin, 1<<20))
	if err != nil {
		return fail(err)
	}
	var j Jail
	if err := json.Unmarshal(spec, &j); err != nil {
		return fail(err)
	}
	if os.Getpid() == 1 {
		// Pid 1 of a new PID namespace: a /proc of its own, so the
		// program sees no host process.
		if err := mountProc(); err != nil {
			return fail(err)
		}
	}
	for _, l := range []struct {
		res int
		v   uint64
	}{
		{unix.RLIMIT_CPU, uint64((j.CPU + time.Second - 1) / time.Second)},
		{unix.RLIMIT_AS, uint64(j.AddressSpace)},
		{unix.RLIMIT_FSIZE, uint64(j.FileSize)},
		{unix.RLIMIT_NOFILE, uint64(j.NoFile)},
		{unix.RLIMIT_CORE, 0},
	} {
		if l.v == 0 && l.res != unix.RLIMIT_CORE {
			continue
		}
		if err := unix.Setrlimit(l.res, &unix.Rlimit{Cur: l.v, Max: l.v}); err != nil {
			return fail(fmt.Errorf("setrlimit %d: %w", l.res, err))
		}
	}
	rules := []landlock.Rule{landlock.RWDirs(j.RW...), landlock.RODirs(j.RO...)}
	if len(j.RWFiles) > 0 {
		rules = append(rules, landlock.RWFiles(j.RWFiles...))
	}
	// The program must not run without its filesystem rules: no landlock,
	// no run. Best effort only narrows the rules to what the kernel's ABI
	// knows (this kernel's newest, as for workers).
	if abi, err := llsys.LandlockGetABIVersion(); err != nil || abi < 1 {
		return fail(fmt.Errorf("landlock unavailable (abi %d): %v", abi, err))
	}
	if err := landlock.V11.BestEffort().Restrict(rules...); err != nil {
		return fail(fmt.Errorf("landlock: %w", err))
	}
	if err := os.Chdir(j.Dir); err != nil {
		return fail(err)
	}
	err = syscall.Exec(j.Path, j.Args, j.Env)
	return fail(fmt.Errorf("exec %s: %w", j.Path, err))
}
