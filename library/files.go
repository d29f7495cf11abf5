package library

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"

	"github.com/skillrun/skillrun/skills"
)

// Skill files are untrusted input, and so is the file system they sit on:
// an agent (or a careless checkout) can put a FIFO, a device, a socket or a
// symbolic link to a secrets file where a skill is expected. Every read of
// a skill file goes through readFile, which
//
//   - never follows a symbolic link (the file's own name, and inside the
//     library no element of its path may lead out: os.Root);
//   - never blocks: the file is opened O_NONBLOCK and anything but a
//     regular file is refused by its open descriptor's mode before a byte
//     is read (opening a FIFO for reading would otherwise wait for a
//     writer, forever, with the caller's locks held);
//   - reads at most MaxSourceBytes.
//
// A refused file is a problem (a warning in listings) naming the file and
// what it is, never echoing its content.

// openFlags open a skill file for reading without following a final
// symbolic link and without blocking.
const openFlags = os.O_RDONLY | syscall.O_NOFOLLOW | syscall.O_NONBLOCK | syscall.O_CLOEXEC

// ReadSource reads one skill file given by path, refusing anything but a
// regular file of at most MaxSourceBytes (see LoadFile).
func ReadSource(path string) ([]byte, error) {
	f, err := os.OpenFile(path, openFlags, 0)
	if err != nil {
		return nil, openError(path, err)
	}
	return readOpened(path, f)
}

// readIn reads the skill file at path, which lies under the library
// directory dir, through root: no element of its path may lead out of the
// library, and the file itself may not be a link.
func readIn(root *os.Root, dir, path string) ([]byte, error) {
	rel, err := filepath.Rel(dir, path)
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) || filepath.IsAbs(rel) {
		return nil, fmt.Errorf("%w: %s is outside the library %s", skills.ErrBadInput, path, dir)
	}
	f, err := root.OpenFile(rel, openFlags, 0)
	if err != nil {
		return nil, openError(path, err)
	}
	return readOpened(path, f)
}

// readFile reads a skill file of this library (see readIn); a path outside
// the library directory is read as ReadSource reads it.
func (l *Library) readFile(path string) ([]byte, error) {
	root, err := os.OpenRoot(l.dir)
	if err != nil {
		return nil, fmt.Errorf("open library: %w", err)
	}
	defer root.Close()
	if rel, err := filepath.Rel(l.dir, path); err != nil || strings.HasPrefix(rel, "..") {
		return ReadSource(path)
	}
	return readIn(root, l.dir, path)
}

func readOpened(path string, f *os.File) ([]byte, error) {
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, fmt.Errorf("%w: read skill %s: %v", skills.ErrBadInput, path, err)
	}
	if !st.Mode().IsRegular() {
		return nil, notRegular(path, st.Mode())
	}
	if st.Size() > MaxSourceBytes {
		return nil, fmt.Errorf("%w: %s is %d bytes; a skill file is at most %d", skills.ErrBadInput, path, st.Size(), MaxSourceBytes)
	}
	// Read one byte past the size the file had: a file that grew meanwhile
	// is read up to the bound and refused past it.
	src, err := io.ReadAll(io.LimitReader(f, MaxSourceBytes+1))
	if err != nil {
		return nil, fmt.Errorf("%w: read skill %s: %v", skills.ErrBadInput, path, err)
	}
	if len(src) > MaxSourceBytes {
		return nil, fmt.Errorf("%w: %s grew past %d bytes while read; a skill file is at most %d", skills.ErrBadInput, path, MaxSourceBytes, MaxSourceBytes)
	}
	return src, nil
}

// openError explains why a skill file could not be opened.
func openError(path string, err error) error {
	if errors.Is(err, syscall.ELOOP) || errors.Is(err, syscall.EMLINK) {
		return fmt.Errorf("%w: %s is a symbolic link: skipped (a skill must be a regular file inside the library)", skills.ErrBadInput, path)
	}
	var pe *fs.PathError
	if errors.As(err, &pe) && strings.Contains(pe.Err.Error(), "escapes") {
		return fmt.Errorf("%w: %s leads out of the library through a link: skipped", skills.ErrBadInput, path)
	}
	return fmt.Errorf("%w: read skill: %v", skills.ErrBadInput, err)
}

// notRegular explains a skill file that is not a regular file.
func notRegular(path string, m fs.FileMode) error {
	what := "not a regular file"
	switch {
	case m&fs.ModeSymlink != 0:
		what = "a symbolic link"
	case m&fs.ModeNamedPipe != 0:
		what = "a FIFO"
	case m&fs.ModeSocket != 0:
		what = "a socket"
	case m&fs.ModeDevice != 0:
		what = "a device"
	case m.IsDir():
		what = "a directory"
	}
	return fmt.Errorf("%w: %s is %s: skipped (a skill must be a regular file inside the library)", skills.ErrBadInput, path, what)
}
