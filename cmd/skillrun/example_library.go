package main

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"
	"time"

	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
)

// exampleLibrary installs an example domain's skill files into the user's
// library where they are missing, records each installed version as the
// serving one (so history and rollback know where it came from), and opens
// the library. A file already there is the user's: it is kept as it is.
func (a *app) exampleLibrary(ctx context.Context, files fs.FS) (*library.Library, error) {
	dir, err := a.libDirCreate()
	if err != nil {
		return nil, err
	}
	if err := notSDK(dir); err != nil {
		return nil, usageError{err}
	}
	// The skills the library already has, wherever their files are, stay
	// as they are: an example file of the same name would be a duplicate.
	have := map[string]bool{}
	if cur, err := a.openLibrary(); err == nil {
		for _, m := range cur.List() {
			have[m.Name] = true
		}
		for _, p := range cur.Problems() {
			have[strings.TrimSuffix(filepath.Base(p.File), ".go")] = true
		}
	}
	var installed []string
	err = fs.WalkDir(files, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".go") {
			return err
		}
		dst := filepath.Join(dir, filepath.FromSlash(p))
		if have[strings.TrimSuffix(path.Base(p), ".go")] {
			return nil
		}
		if _, err := os.Lstat(dst); err == nil {
			return nil
		}
		b, err := fs.ReadFile(files, p)
		if err != nil {
			return err
		}
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(dst, b, 0o644); err != nil {
			return err
		}
		installed = append(installed, dst)
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("install example skills into %s: %w", dir, err)
	}
	a.library = nil // open again, with the new files
	lib, err := a.openLibrary()
	if err != nil {
		return nil, err
	}
	for _, p := range lib.Problems() {
		for _, f := range installed {
			if sameFile(p.File, f) {
				return nil, fmt.Errorf("example skill %s does not load: %s", p.File, p.Msg)
			}
		}
	}
	if len(installed) == 0 {
		return lib, nil
	}
	if a.explicitMemory() == "" {
		if st, _ := a.stateDir(false); st == "" {
			return lib, nil // a library named by --lib, no project: no memory to file them in
		}
	}
	store, err := a.openMemory(ctx)
	if err != nil {
		return nil, err
	}
	defer store.Close()
	now := time.Now().UTC()
	author := a.saver()
	for _, m := range lib.List() {
		s, err := lib.Get(m.Name)
		if err != nil || s.Builtin != nil || s.Unit == nil {
			continue
		}
		for _, f := range installed {
			if !sameFile(s.Unit.File, f) {
				continue
			}
			if _, err := store.Version(ctx, s.Unit.Version()); err == nil {
				continue
			} else if !errors.Is(err, memory.ErrNotFound) {
				return nil, err
			}
			u := s.Unit
			if err := store.PutVersion(ctx, memory.SkillVersion{Skill: u.Name(), ID: u.Version(), Kind: u.Manifest.Kind,
				Description: u.Manifest.Description, Source: string(u.Source), Author: author, Created: now}); err != nil {
				return nil, fmt.Errorf("record example skill %s: %w", u.Name(), err)
			}
			if err := store.RecordDecision(ctx, memory.Decision{ID: fmt.Sprintf("decision-%s-%d", u.Version(), now.UnixNano()),
				Skill: u.Name(), Version: u.Version(), Status: memory.PromotedUnverified, Author: author, Time: now,
				Reason: "installed by skillrun example"}); err != nil {
				return nil, fmt.Errorf("record example skill %s: %w", u.Name(), err)
			}
		}
	}
	return lib, nil
}

func sameFile(a, b string) bool {
	aa, err1 := filepath.Abs(a)
	bb, err2 := filepath.Abs(b)
	return err1 == nil && err2 == nil && aa == bb
}
