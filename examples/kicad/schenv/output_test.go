package schenv_test

import (
	"bytes"
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/skillrun/skillrun/examples/kicad/schenv"
	"github.com/skillrun/skillrun/skills"
)

// TestExportNetlistWritesOnlyNetlists: whatever path a skill asks for, the
// export writes a netlist into the output directory and nowhere else; the
// design's files, dot files, links out and FIFOs are left as they were.
func TestExportNetlistWritesOnlyNetlists(t *testing.T) {
	w := openCopy(t, "ecc83/ecc83-pp.kicad_sch")
	dir := filepath.Dir(w.Path())
	outside := t.TempDir()
	secret := filepath.Join(outside, "secret.net")
	mustWrite(t, secret, "(export keep me)")
	mustWrite(t, filepath.Join(dir, ".profile"), "export PATH=/bin\n")
	mustWrite(t, filepath.Join(dir, "notes.net"), "my notes, not a netlist\n")
	if err := os.Symlink(secret, filepath.Join(dir, "link.net")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(outside, filepath.Join(dir, "out")); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mkfifo(filepath.Join(dir, "fifo.net"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(filepath.Join(dir, "dir.net"), 0o755); err != nil {
		t.Fatal(err)
	}
	before := snapshotDir(t, dir)
	beforeOutside := snapshotDir(t, outside)

	for _, path := range []string{
		".profile", "ecc83-pp.kicad_pro", "ecc83-pp.kicad_sch", "ecc83-pp.kicad_pcb",
		"../escape.net", "/etc/passwd", "/tmp/x.net", secret, "out/x.net", "./x.net", "sub/x.net",
		`..\x.net`, ".net", ".hidden.net", "notes.net", "link.net", "fifo.net", "dir.net", "x.net/", "x.NET",
		"ecc83-pp.net\x00.kicad_sch",
	} {
		out := act(t, w, skills.Action{Name: "export_netlist", Params: map[string]any{"path": path}})
		if out.OK {
			t.Errorf("export_netlist path %q succeeded; want refused", path)
		} else if out.Reason == "" {
			t.Errorf("export_netlist path %q refused without a reason", path)
		}
	}
	if got := snapshotDir(t, dir); !equalSnap(got, before) {
		t.Errorf("the design's directory changed after refused exports:\nbefore %v\nafter  %v", before, got)
	}
	if got := snapshotDir(t, outside); !equalSnap(got, beforeOutside) {
		t.Errorf("a directory outside changed after refused exports")
	}

	// A plain name writes, and writes again over its own netlist.
	for range 2 {
		out := act(t, w, skills.Action{Name: "export_netlist", Params: map[string]any{"path": "mine.net"}})
		if !out.OK {
			t.Fatalf("export_netlist mine.net: %s", out.Reason)
		}
		data, err := os.ReadFile(filepath.Join(dir, "mine.net"))
		if err != nil || !bytes.HasPrefix(data, []byte("(export")) {
			t.Fatalf("mine.net = %.40q, %v; want a netlist", data, err)
		}
	}
}

// TestExportNetlistOutDir: with an output directory, exports land there and
// the design's directory is not written.
func TestExportNetlistOutDir(t *testing.T) {
	src := openCopy(t, "ecc83/ecc83-pp.kicad_sch")
	outDir := t.TempDir()
	w, err := schenv.Open(src.Path(), schenv.Options{OutDir: outDir})
	if err != nil {
		t.Fatal(err)
	}
	before := snapshotDir(t, filepath.Dir(w.Path()))
	if out := act(t, w, skills.Action{Name: "export_netlist"}); !out.OK {
		t.Fatalf("export_netlist: %s", out.Reason)
	}
	if _, err := os.Stat(filepath.Join(outDir, "ecc83-pp.net")); err != nil {
		t.Errorf("netlist not in the output directory: %v", err)
	}
	if got := snapshotDir(t, filepath.Dir(w.Path())); !equalSnap(got, before) {
		t.Errorf("the design's directory changed: %v -> %v", before, got)
	}
}

func mustWrite(t *testing.T, path, s string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(s), 0o644); err != nil {
		t.Fatal(err)
	}
}

// snapshotDir maps each entry of dir to its mode and, for regular files,
// its content.
func snapshotDir(t *testing.T, dir string) map[string]string {
	t.Helper()
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	m := map[string]string{}
	for _, e := range ents {
		p := filepath.Join(dir, e.Name())
		fi, err := os.Lstat(p)
		if err != nil {
			t.Fatal(err)
		}
		v := fi.Mode().String()
		if fi.Mode().IsRegular() {
			b, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			v += " " + string(b)
		} else if fi.Mode()&os.ModeSymlink != 0 {
			l, _ := os.Readlink(p)
			v += " -> " + l
		}
		m[e.Name()] = v
	}
	return m
}

func equalSnap(a, b map[string]string) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}
