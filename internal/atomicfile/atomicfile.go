// Package atomicfile replaces a file whole or not at all.
package atomicfile

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
)

// Write replaces path with data through a temporary file in its
// directory, renamed over it once written and synced, so a reader never
// sees half a file and a write that fails part way (the disk full, a
// file size limit) leaves the old file as it was. The file keeps the
// permission bits of the one it replaces (0644 for a new file), not the
// temporary file's 0600.
func Write(path string, data []byte) error {
	t, err := stage(path, data)
	if err != nil {
		return err
	}
	defer os.Remove(t) // gone once renamed
	return os.Rename(t, path)
}

// WriteAll replaces several files (by path) whole, all of them or none:
// each is written and synced beside its path first, and only when every
// one is written are they renamed over their paths. A rename that fails
// puts back the files already renamed (from hard links to them taken
// before the first rename) and removes the new ones that had no file
// before. Write one file after another left some replaced and the rest
// not when one failed (a multi-sheet KiCad design saved in part).
func WriteAll(files map[string][]byte) error {
	paths := make([]string, 0, len(files))
	for p := range files {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	tmps := make([]string, 0, len(paths))
	defer func() {
		for _, t := range tmps {
			os.Remove(t) // gone once renamed
		}
	}()
	for _, p := range paths {
		t, err := stage(p, files[p])
		if err != nil {
			return err
		}
		tmps = append(tmps, t)
	}
	// Hard links to the files being replaced, to put them back.
	backups := make([]string, len(paths))
	defer func() {
		for _, b := range backups {
			if b != "" {
				os.Remove(b)
			}
		}
	}()
	for i, p := range paths {
		if _, err := os.Lstat(p); errors.Is(err, fs.ErrNotExist) {
			continue
		} else if err != nil {
			return err
		}
		b := tmps[i] + ".old"
		if err := os.Link(p, b); err != nil {
			return fmt.Errorf("keeping %s while it is replaced: %w", filepath.Base(p), err)
		}
		backups[i] = b
	}
	for i, p := range paths {
		if err := os.Rename(tmps[i], p); err != nil {
			for j := range i {
				if backups[j] != "" {
					os.Rename(backups[j], paths[j])
					backups[j] = ""
				} else {
					os.Remove(paths[j])
				}
			}
			return err
		}
	}
	return nil
}

// stage writes data into a new temporary file beside path, with the
// permission bits of path's file (0644 for a new one), synced, and
// returns its name.
func stage(path string, data []byte) (string, error) {
	mode := os.FileMode(0o644)
	if fi, err := os.Stat(path); err == nil && fi.Mode().IsRegular() {
		mode = fi.Mode().Perm()
	}
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return "", err
	}
	err = f.Chmod(mode)
	if err == nil {
		_, err = f.Write(data)
	}
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(f.Name())
		return "", err
	}
	return f.Name(), nil
}
