package sandbox

import "io/fs"

// emptyFS is the interpreter's source filesystem: there is none, so a skill
// can never import source from disk.
type emptyFS struct{}

func (emptyFS) Open(name string) (fs.File, error) {
	return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
}
