package mutate

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/rogpeppe/go-internal/txtar"
)

// Seeded is a seeded bug: one skill of a library with a deliberate change.
// It is kept as the edits that make it, not as a copy of the skill, so it
// follows the skill it mutates, and a change to the skill that touches an
// edited line is caught when the bug is read instead of leaving a stale
// copy that tests something else.
type Seeded struct {
	// Name is the file's name without .txtar.
	Name string
	// Bug says what the mutant does wrong (the archive's comment).
	Bug string
	// Skill names the skill it mutates.
	Skill string
	// Source is the skill's source with the edits applied.
	Source []byte
}

// ReadSeeded reads the seeded bug at path and applies it to the skill's
// source, skillsDir/SKILL/SKILL.go. The file is a txtar archive: its
// comment says what the bug does; a file "skill" names the skill; then one
// or more "old"/"new" pairs. Every old text must occur exactly once in the
// skill's source and no two may overlap; the edits apply to the source as
// it is, all at once.
func ReadSeeded(path, skillsDir string) (*Seeded, error) {
	a, err := txtar.ParseFile(path)
	if err != nil {
		return nil, err
	}
	s := &Seeded{Name: strings.TrimSuffix(filepath.Base(path), ".txtar"), Bug: strings.TrimSpace(string(a.Comment))}
	type edit struct {
		at       int
		old, new []byte
	}
	var edits []edit
	for i := 0; i < len(a.Files); i++ {
		f := a.Files[i]
		switch f.Name {
		case "skill":
			s.Skill = strings.TrimSpace(string(f.Data))
		case "old":
			if i+1 == len(a.Files) || a.Files[i+1].Name != "new" {
				return nil, fmt.Errorf("%s: edit %d: an old text with no new text after it", path, len(edits)+1)
			}
			edits = append(edits, edit{old: f.Data, new: a.Files[i+1].Data})
			i++
		default:
			return nil, fmt.Errorf("%s: unknown section %q (want skill, old, new)", path, f.Name)
		}
	}
	if s.Skill == "" || len(edits) == 0 {
		return nil, fmt.Errorf("%s: want a skill section and at least one old/new pair", path)
	}
	src, err := os.ReadFile(filepath.Join(skillsDir, s.Skill, s.Skill+".go"))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	for i := range edits {
		e := &edits[i]
		n := bytes.Count(src, e.old)
		if n != 1 {
			return nil, fmt.Errorf("%s: edit %d: its old text occurs %d times in %s (want once; did the skill change?):\n%s", path, i+1, n, s.Skill, e.old)
		}
		e.at = bytes.Index(src, e.old)
	}
	sort.Slice(edits, func(i, j int) bool { return edits[i].at < edits[j].at })
	var out bytes.Buffer
	end := 0
	for i, e := range edits {
		if e.at < end {
			return nil, fmt.Errorf("%s: edits %d and %d overlap in %s", path, i, i+1, s.Skill)
		}
		out.Write(src[end:e.at])
		out.Write(e.new)
		end = e.at + len(e.old)
	}
	out.Write(src[end:])
	s.Source = out.Bytes()
	return s, nil
}

// ReadSeededDir reads every *.txtar seeded bug in dir, by name.
func ReadSeededDir(dir, skillsDir string) ([]*Seeded, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*.txtar"))
	if err != nil {
		return nil, err
	}
	if len(files) == 0 {
		return nil, fmt.Errorf("no seeded bugs (*.txtar) in %s", dir)
	}
	sort.Strings(files)
	out := make([]*Seeded, 0, len(files))
	for _, f := range files {
		s, err := ReadSeeded(f, skillsDir)
		if err != nil {
			return nil, err
		}
		out = append(out, s)
	}
	return out, nil
}

// WriteFile writes the mutated skill as dir/SKILL.go, where the library
// reads a skill file, and returns that path.
func (s *Seeded) WriteFile(dir string) (string, error) {
	p := filepath.Join(dir, s.Skill+".go")
	return p, os.WriteFile(p, s.Source, 0o644)
}

// WriteLibrary writes a library into dir: every skill of skillsDir
// (skillsDir/NAME/NAME.go, as dir/NAME.go) with this bug's skill replaced
// by the mutant.
func (s *Seeded) WriteLibrary(skillsDir, dir string) error {
	files, err := filepath.Glob(filepath.Join(skillsDir, "*", "*.go"))
	if err != nil {
		return err
	}
	found := false
	for _, f := range files {
		name := filepath.Base(filepath.Dir(f))
		if filepath.Base(f) != name+".go" {
			continue
		}
		data := s.Source
		if name == s.Skill {
			found = true
		} else if data, err = os.ReadFile(f); err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(dir, name+".go"), data, 0o644); err != nil {
			return err
		}
	}
	if !found {
		return fmt.Errorf("seeded bug %s: no skill %s in %s", s.Name, s.Skill, skillsDir)
	}
	return nil
}
