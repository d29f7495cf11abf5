package check

import (
	"fmt"
	"go/token"
	"sort"
	"strings"

	"github.com/skillrun/skillrun/skills"
)

// Diagnostic is one problem found in skill source, at a position.
type Diagnostic struct {
	Pos token.Position
	Msg string
}

func (d Diagnostic) String() string {
	if d.Pos.IsValid() {
		return fmt.Sprintf("%s: %s", d.Pos, d.Msg)
	}
	if d.Pos.Filename != "" {
		return d.Pos.Filename + ": " + d.Msg
	}
	return d.Msg
}

// VetError reports the diagnostics of a file that does not vet. It wraps
// skills.ErrVet.
type VetError struct {
	File  string
	Diags []Diagnostic
}

func (e *VetError) Error() string {
	lines := make([]string, len(e.Diags))
	for i, d := range e.Diags {
		lines[i] = d.String()
	}
	return strings.Join(lines, "\n")
}

func (e *VetError) Unwrap() error { return skills.ErrVet }

// NotSkillError reports a Go file that is not a skill (no Run or Detect).
type NotSkillError struct{ File string }

func (e *NotSkillError) Error() string {
	return e.File + ": not a skill: declares neither func Run(env skills.Env, args Args) (skills.Result, error) nor func Detect(f *detectors.Frame, args Args) ([]detectors.Detection, error)"
}

func (e *NotSkillError) Unwrap() error { return skills.ErrBadInput }

func sortDiags(ds []Diagnostic) {
	sort.SliceStable(ds, func(i, j int) bool {
		a, b := ds[i].Pos, ds[j].Pos
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Column < b.Column
	})
}
