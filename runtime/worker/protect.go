package worker

import (
	"fmt"
	"os"
	"runtime/debug"

	seccomp "github.com/elastic/go-seccomp-bpf"
	"github.com/landlock-lsm/go-landlock/landlock"
	llsys "github.com/landlock-lsm/go-landlock/landlock/syscall"
	"golang.org/x/sys/unix"
)

// Names of the protections, as reported by hello messages, Protections and
// `skillrun doctor`.
const (
	ProtNamespaces = "namespaces"    // new net, pid, mount, ipc, uts namespaces
	ProtProc       = "fresh_proc"    // a /proc that shows only the worker's pids
	ProtScratch    = "scratch_tmpfs" // size-capped private tmpfs scratch dir
	ProtLandlock   = "landlock"      // filesystem (scratch only), TCP and IPC scope rules
	ProtSeccomp    = "seccomp"       // syscall deny-list
	ProtMaxStack   = "max_stack"     // goroutine stack cap: recursion fails fast
	ProtEnv        = "empty_env"     // no environment variables
	ProtRlimits    = "rlimits"       // RLIMIT_CPU, AS, FSIZE, NOFILE, CORE
	ProtCgroupMem  = "cgroup_memory"
	ProtCgroupPids = "cgroup_pids"
	ProtPdeathsig  = "pdeathsig"     // the worker dies with the host
	ProtPgid       = "process_group" // the host kills the worker's whole group
)

// setup applies, inside the worker, the protections the init message asks
// for, in the order they depend on each other: mounts (need privileges),
// landlock, then seccomp (which forbids mount). It reports what it applied
// and what it could not apply, with why.
func setup(in *initMsg) *helloMsg {
	h := &helloMsg{Missing: map[string]string{}, Pid: os.Getpid()}
	ok := func(name string) { h.Applied = append(h.Applied, name) }
	miss := func(name string, err error) { h.Missing[name] = err.Error() }

	debug.SetTraceback("single")
	// Calls are short and allocate little each; collect less often (the
	// memory limit set per call still bounds the heap).
	debug.SetGCPercent(400)
	if in.MaxStack > 0 {
		debug.SetMaxStack(int(in.MaxStack))
		ok(ProtMaxStack)
	}
	if len(os.Environ()) == 0 {
		ok(ProtEnv)
	} else {
		miss(ProtEnv, fmt.Errorf("%d variables set", len(os.Environ())))
	}
	if in.Namespaces {
		if err := mountProc(); err != nil {
			miss(ProtProc, err)
		} else {
			ok(ProtProc)
		}
		if err := unix.Mount("tmpfs", in.Scratch, "tmpfs", unix.MS_NOSUID|unix.MS_NODEV|unix.MS_NOEXEC,
			fmt.Sprintf("size=%d,mode=0700", in.ScratchBytes)); err != nil {
			miss(ProtScratch, fmt.Errorf("mount tmpfs on %s: %w", in.Scratch, err))
		} else {
			ok(ProtScratch)
		}
	}
	if err := os.Chdir(in.Scratch); err != nil {
		miss("scratch", fmt.Errorf("chdir %s: %w", in.Scratch, err))
	}
	if in.Landlock {
		if abi, err := restrictLandlock(in.Scratch); err != nil {
			miss(ProtLandlock, err)
		} else {
			h.Applied = append(h.Applied, fmt.Sprintf("%s(abi=%d)", ProtLandlock, abi))
		}
	}
	if in.Seccomp {
		if err := seccomp.LoadFilter(seccompFilter()); err != nil {
			miss(ProtSeccomp, err)
		} else {
			ok(ProtSeccomp)
		}
	}
	return h
}

// mountProc makes the mount tree private and mounts a /proc that belongs to
// the worker's PID namespace, so host pids (and their environ) are not
// visible, and go-landlock's libpsx does not spin on stale thread lists.
func mountProc() error {
	if err := unix.Mount("", "/", "", unix.MS_REC|unix.MS_PRIVATE, ""); err != nil {
		return fmt.Errorf("make / private: %w", err)
	}
	if err := unix.Mount("proc", "/proc", "proc", unix.MS_NOSUID|unix.MS_NODEV|unix.MS_NOEXEC, ""); err != nil {
		return fmt.Errorf("mount /proc: %w", err)
	}
	return nil
}

// restrictLandlock allows the scratch directory (read, write, create,
// remove) and nothing else on the filesystem, no TCP bind or connect, and
// no signals or abstract sockets outside the worker. It reports the
// kernel's landlock ABI version.
func restrictLandlock(scratch string) (int, error) {
	abi, err := llsys.LandlockGetABIVersion()
	if err != nil {
		return 0, fmt.Errorf("landlock unavailable: %w", err)
	}
	if abi < 1 {
		return abi, fmt.Errorf("landlock unavailable: abi %d", abi)
	}
	if err := landlock.V11.BestEffort().Restrict(landlock.RWDirs(scratch)); err != nil {
		return abi, fmt.Errorf("landlock restrict: %w", err)
	}
	return abi, nil
}

// deniedSyscalls fail with EPERM in a worker. Skill code has no business
// with any of them; the Go runtime needs none of them after start-up.
var deniedSyscalls = []string{
	// processes and programs
	"execve", "execveat", "fork", "vfork", "ptrace", "process_vm_readv", "process_vm_writev",
	"pidfd_open", "pidfd_getfd", "pidfd_send_signal", "kcmp", "personality",
	// network and IPC
	"socket", "socketpair", "connect", "bind", "listen", "accept", "accept4",
	"msgget", "semget", "shmget", "mq_open",
	// mounts, namespaces, roots
	"mount", "umount2", "pivot_root", "chroot", "setns", "unshare", "open_tree", "move_mount",
	"fsopen", "fsconfig", "fsmount", "fspick", "mount_setattr",
	// limits and privileges
	"setrlimit", "prlimit64", "setpriority", "sched_setscheduler", "sched_setattr",
	"setuid", "setgid", "setreuid", "setregid", "setresuid", "setresgid", "setgroups",
	"setfsuid", "setfsgid", "capset", "seccomp",
	// the machine
	"kexec_load", "kexec_file_load", "reboot", "init_module", "finit_module", "delete_module",
	"swapon", "swapoff", "acct", "quotactl", "syslog", "vhangup", "iopl", "ioperm",
	"settimeofday", "clock_settime", "clock_adjtime", "adjtimex", "sethostname", "setdomainname",
	"bpf", "perf_event_open", "userfaultfd", "io_uring_setup", "io_uring_enter", "io_uring_register",
	"keyctl", "add_key", "request_key", "fanotify_init", "open_by_handle_at", "name_to_handle_at",
	"mknod", "mknodat", "lookup_dcookie",
}

// seccompFilter is the worker's syscall filter: a deny-list (EPERM), plus
// clone without CLONE_THREAD (a fork), and clone3, which answers ENOSYS so
// that libc falls back to clone, whose flags the filter can see.
func seccompFilter() seccomp.Filter {
	return seccomp.Filter{
		NoNewPrivs: true,
		Flag:       seccomp.FilterFlagTSync,
		Policy: seccomp.Policy{
			DefaultAction: seccomp.ActionAllow,
			Syscalls: []seccomp.SyscallGroup{
				{Action: seccomp.ActionErrno, Names: deniedSyscalls},
				{Action: seccomp.ActionErrno | seccomp.Action(unix.ENOSYS), Names: []string{"clone3"}},
				{Action: seccomp.ActionErrno, NamesWithCondtions: []seccomp.NameWithConditions{{
					Name: "clone",
					Conditions: seccomp.ArgumentConditions{{
						Argument: 0, Operation: seccomp.BitsNotSet, Value: unix.CLONE_THREAD,
					}},
				}}},
			},
		},
	}
}
