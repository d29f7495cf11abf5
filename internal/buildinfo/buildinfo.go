// Package buildinfo tells which build of skillrun is running: the module
// version (a tag when built from a released module, "(devel)" in a work
// tree), the VCS revision and time the Go toolchain stamped into the
// binary, whether the tree was modified, and the Go version. The MCP
// server's serverInfo.version, `skillrun --version` and the
// skillrun_build_info metric all read it, so they always agree.
package buildinfo

import (
	"runtime"
	"runtime/debug"
	"sync"
)

// Info is what the binary knows about its own build.
type Info struct {
	// Version is the main module's version ("v1.2.3", or "(devel)" when
	// built from a work tree).
	Version string `json:"version"`
	// Revision is the VCS revision (a full commit hash), empty when the
	// toolchain recorded none (go test binaries, -buildvcs=false).
	Revision string `json:"revision,omitempty"`
	// Time is the revision's commit time (RFC 3339), when recorded.
	Time string `json:"time,omitempty"`
	// Modified reports uncommitted changes in the tree that was built.
	Modified bool `json:"modified,omitempty"`
	// GoVersion is the toolchain that built the binary.
	GoVersion string `json:"go_version"`
}

var (
	once   sync.Once
	cached Info
)

// Read returns the running binary's build information. It is computed
// once.
func Read() Info {
	once.Do(func() {
		bi, ok := debug.ReadBuildInfo()
		cached = FromBuildInfo(bi, ok)
	})
	return cached
}

// FromBuildInfo extracts Info from what debug.ReadBuildInfo returned
// (ok false: the binary carries none).
func FromBuildInfo(bi *debug.BuildInfo, ok bool) Info {
	in := Info{Version: "(devel)", GoVersion: runtime.Version()}
	if !ok || bi == nil {
		return in
	}
	if v := bi.Main.Version; v != "" {
		in.Version = v
	}
	if bi.GoVersion != "" {
		in.GoVersion = bi.GoVersion
	}
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			in.Revision = s.Value
		case "vcs.time":
			in.Time = s.Value
		case "vcs.modified":
			in.Modified = s.Value == "true"
		}
	}
	return in
}

// String is the version as one word, the form MCP's serverInfo.version
// and `skillrun --version` print. A version the go command stamped (a
// tag, "v0.3.0"; a pseudo-version naming the commit,
// "v0.0.0-20261203074953-3f2a9c0d1e5b", with "+dirty" for a modified
// tree) is kept as it is; a work-tree build is "devel", then "+" and the
// first 12 digits of the revision when one was recorded, and ".dirty"
// when the tree was modified ("devel+3f2a9c0d1e5b.dirty").
func (in Info) String() string {
	if v := in.Version; v != "" && v != "(devel)" {
		return v
	}
	v := "devel"
	if in.Revision != "" {
		v += "+" + shortRev(in.Revision)
		if in.Modified {
			v += ".dirty"
		}
	}
	return v
}

func shortRev(r string) string {
	if len(r) > 12 {
		return r[:12]
	}
	return r
}

// Version is Read().String(): the running binary's version word.
func Version() string { return Read().String() }
