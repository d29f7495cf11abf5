// Package atomicfile replaces a file whole or not at all.
package atomicfile

import (
	"os"
	"path/filepath"
)

// Write replaces path with data through a temporary file in its
// directory, renamed over it once written and synced, so a reader never
// sees half a file and a write that fails part way (the disk full, a
// file size limit) leaves the old file as it was. The file keeps the
// permission bits of the one it replaces (0644 for a new file), not the
// temporary file's 0600.
func Write(path string, data []byte) error {
	mode := os.FileMode(0o644)
	if fi, err := os.Stat(path); err == nil && fi.Mode().IsRegular() {
		mode = fi.Mode().Perm()
	}
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return err
	}
	defer os.Remove(f.Name()) // gone once renamed
	if err := f.Chmod(mode); err != nil {
		f.Close()
		return err
	}
	if _, err := f.Write(data); err != nil {
		f.Close()
		return err
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	return os.Rename(f.Name(), path)
}
