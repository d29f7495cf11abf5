package worker

import (
	"context"
	"fmt"
	"strings"
)

// Protection is one isolation mechanism and whether the workers have it.
type Protection struct {
	Name   string `json:"name"`
	OK     bool   `json:"ok"`
	Detail string `json:"detail,omitempty"` // what was applied, or why it is missing
}

// Protections lists the mechanisms a pool's workers run under.
type Protections []Protection

// Missing returns the protections the workers lack.
func (ps Protections) Missing() Protections {
	var out Protections
	for _, p := range ps {
		if !p.OK {
			out = append(out, p)
		}
	}
	return out
}

// Has reports whether the named protection is in force.
func (ps Protections) Has(name string) bool {
	for _, p := range ps {
		if p.Name == name {
			return p.OK
		}
	}
	return false
}

// String renders one line per protection: "ok" or "MISSING", its name and
// its detail.
func (ps Protections) String() string {
	var b strings.Builder
	for _, p := range ps {
		mark := "ok     "
		if !p.OK {
			mark = "MISSING"
		}
		fmt.Fprintf(&b, "%s %-14s %s\n", mark, p.Name, p.Detail)
	}
	return b.String()
}

// protections assembles the report from what the host set up and what the
// first worker said it applied.
func protections(o Options, cfg *spawnConfig, h *helloMsg, cgWhy map[string]string, nsErr error) Protections {
	applied := map[string]string{}
	for _, a := range h.Applied {
		name, detail, _ := strings.Cut(a, "(")
		applied[name] = strings.TrimSuffix(detail, ")")
	}
	var ps Protections
	add := func(name string, ok bool, detail string) {
		if !ok && o.disabled(name) {
			detail = "disabled by options"
		}
		ps = append(ps, Protection{Name: name, OK: ok, Detail: detail})
	}
	switch {
	case cfg.namespaces && cfg.userns:
		add(ProtNamespaces, true, "user, net, pid, mount, ipc, uts")
	case cfg.namespaces:
		add(ProtNamespaces, true, "net, pid, mount, ipc, uts")
	case nsErr != nil:
		add(ProtNamespaces, false, nsErr.Error())
	default:
		add(ProtNamespaces, false, "not requested")
	}
	for _, name := range []string{ProtProc, ProtScratch, ProtLandlock, ProtSeccomp, ProtMaxStack, ProtEnv} {
		if d, ok := applied[name]; ok {
			if d == "" {
				d = appliedDetail(name, o)
			}
			add(name, true, d)
			continue
		}
		why := h.Missing[name]
		if why == "" {
			switch {
			case (name == ProtProc || name == ProtScratch) && !cfg.namespaces:
				why = "needs the mount and pid namespaces"
			default:
				why = "not requested"
			}
		}
		add(name, false, why)
	}
	add(ProtRlimits, true, fmt.Sprintf("CPU per call, AS %d MiB, FSIZE %d MiB, NOFILE %d, CORE 0",
		o.AddressSpace>>20, o.ScratchBytes>>20, o.NoFile))
	cgOK := func(name, detail string) {
		have := cfg.cgroups != nil && ((name == ProtCgroupMem && cfg.cgroups.memDir != "") || (name == ProtCgroupPids && cfg.cgroups.pidDir != ""))
		if have {
			v := "v1"
			if cfg.cgroups.v2 {
				v = "v2"
			}
			add(name, true, v+": "+detail)
			return
		}
		why := cgWhy[name]
		if why == "" {
			why = "not available"
		}
		if name == ProtCgroupMem {
			why += fmt.Sprintf(" (memory is bounded by RLIMIT_AS %d MiB only)", o.AddressSpace>>20)
		}
		add(name, false, why)
	}
	cgOK(ProtCgroupMem, "memory limit per call, OOM kill detected")
	cgOK(ProtCgroupPids, fmt.Sprintf("pids.max %d", o.Pids))
	add(ProtPdeathsig, true, "SIGKILL when the host dies")
	add(ProtPgid, true, "host kills the group on the wall-clock deadline")
	return ps
}

func appliedDetail(name string, o Options) string {
	switch name {
	case ProtProc:
		return "host pids invisible"
	case ProtScratch:
		return fmt.Sprintf("%d MiB tmpfs, read-write only here", o.ScratchBytes>>20)
	case ProtSeccomp:
		return fmt.Sprintf("%d syscalls refused, fork refused", len(deniedSyscalls))
	case ProtMaxStack:
		return fmt.Sprintf("%d MiB", o.MaxStack>>20)
	case ProtEnv:
		return "no variables"
	}
	return ""
}

// Probe starts one worker with opts, reports the protections it got, and
// stops it. It is what `skillrun doctor` prints.
func Probe(ctx context.Context, opts Options) (Protections, error) {
	opts.Size = 1
	p, err := New(ctx, opts)
	if err != nil {
		return nil, err
	}
	ps := p.Protections()
	if err := p.Close(); err != nil {
		return ps, err
	}
	return ps, nil
}
