package schenv

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"golang.org/x/sys/unix"
)

// netlistMagic starts every netlist Export writes; a file that does not
// start with it is not ours to replace.
var netlistMagic = []byte("(export")

// netlistPath resolves the path an export_netlist action asks for: a plain
// file name ending in ".net" inside the world's output directory (default:
// the schematic's name with ".net"). It returns a reason instead when the
// request names another directory, a hidden file or another extension, so
// a skill cannot aim the write at the design's own files, a dot file or a
// path outside.
func (w *World) netlistPath(req string) (path, why string) {
	name := req
	if name == "" {
		name = strings.TrimSuffix(filepath.Base(w.path), filepath.Ext(w.path)) + ".net"
	}
	switch {
	case filepath.IsAbs(name) || strings.ContainsAny(name, `/\`) || name != filepath.Base(name):
		return "", fmt.Sprintf("netlist path %q: want a file name in the output directory, not a path (outside the schematic's directory is refused)", req)
	case strings.HasPrefix(name, "."):
		return "", fmt.Sprintf("netlist path %q: a hidden file name is refused", req)
	case filepath.Ext(name) != ".net" || name == ".net":
		return "", fmt.Sprintf("netlist path %q: want a name ending in .net", req)
	}
	return filepath.Join(w.out, name), ""
}

// writeNetlist writes data at path without following a symbolic link and
// without replacing anything but an earlier netlist: a link, a directory, a
// FIFO or a file that does not start as a netlist does is refused (the
// reason), so the design's own files survive whatever a skill asks. The
// bytes go to a new file beside it first and are renamed over, so a reader
// never sees half a netlist.
func writeNetlist(path string, data []byte) (why string, err error) {
	fd, err := unix.Open(path, unix.O_RDONLY|unix.O_NOFOLLOW|unix.O_NONBLOCK|unix.O_CLOEXEC, 0)
	switch {
	case err == nil:
		f := os.NewFile(uintptr(fd), path)
		fi, serr := f.Stat()
		head := make([]byte, len(netlistMagic))
		n := 0
		if serr == nil && fi.Mode().IsRegular() {
			n, _ = io.ReadFull(f, head)
		}
		f.Close()
		if serr != nil {
			return "", fmt.Errorf("export netlist: %w", serr)
		}
		if !fi.Mode().IsRegular() {
			return fmt.Sprintf("netlist path %q exists and is not a regular file", filepath.Base(path)), nil
		}
		if fi.Size() > 0 && !bytes.Equal(head[:n], netlistMagic) {
			return fmt.Sprintf("netlist path %q exists and is not a netlist: refusing to overwrite it", filepath.Base(path)), nil
		}
	case errors.Is(err, unix.ELOOP) || errors.Is(err, unix.EMLINK):
		return fmt.Sprintf("netlist path %q is a symbolic link: refused", filepath.Base(path)), nil
	case errors.Is(err, unix.ENOENT):
	default:
		return "", fmt.Errorf("export netlist: %w", &os.PathError{Op: "open", Path: path, Err: err})
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), ".netlist-*")
	if err != nil {
		return "", fmt.Errorf("export netlist: %w", err)
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return "", fmt.Errorf("export netlist: %w", err)
	}
	if err := tmp.Chmod(0o644); err != nil {
		tmp.Close()
		return "", fmt.Errorf("export netlist: %w", err)
	}
	if err := tmp.Close(); err != nil {
		return "", fmt.Errorf("export netlist: %w", err)
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return "", fmt.Errorf("export netlist: %w", err)
	}
	return "", nil
}
