package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"
)

// The project-local state directory, like .git: .skillrun/ holds the
// embedded memory (memory.db), frame blobs (frames/) and, unless --lib or
// $SKILLRUN_LIB names another, the skill library (skills/). Commands find
// it from any subdirectory by walking up; `skillrun init` makes one, and
// so does the first command that needs one (it records into memory or
// installs skills) when none is found.

// stateDirName is the name of the state directory.
const stateDirName = ".skillrun"

// ceilingEnv names directories the upward search does not go above
// (colon-separated), like GIT_CEILING_DIRECTORIES.
const ceilingEnv = "SKILLRUN_CEILING_DIRECTORIES"

func init() { commands = append(commands, newInitCmd) }

// findState walks up from dir looking for a state directory, stopping at
// the file system's root or below a ceiling. It returns "" when there is
// none.
func findState(dir string, ceilings []string) string {
	dir = filepath.Clean(dir)
	for {
		st := filepath.Join(dir, stateDirName)
		if fi, err := os.Stat(st); err == nil && fi.IsDir() {
			return st
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return ""
		}
		for _, c := range ceilings {
			if c != "" && filepath.Clean(c) == parent {
				return ""
			}
		}
		dir = parent
	}
}

// stateDir returns the state directory found from the working directory.
// With create, a missing one is made in the working directory; without,
// "" means there is none.
func (a *app) stateDir(create bool) (string, error) {
	if a.state != "" {
		return a.state, nil
	}
	wd, err := os.Getwd()
	if err != nil {
		return "", fmt.Errorf("state directory: %w", err)
	}
	if st := findState(wd, filepath.SplitList(os.Getenv(ceilingEnv))); st != "" {
		a.state = st
		return st, nil
	}
	if !create {
		return "", nil
	}
	st, err := makeState(wd)
	if err != nil {
		return "", err
	}
	a.state = st
	return st, nil
}

// makeState makes dir/.skillrun with its skills directory, and a
// .gitignore that keeps the memory and frames out of version control
// while the library can be committed. It is idempotent.
func makeState(dir string) (string, error) {
	st := filepath.Join(dir, stateDirName)
	if err := os.MkdirAll(filepath.Join(st, "skills"), 0o755); err != nil {
		return "", fmt.Errorf("make state directory: %w", err)
	}
	ign := filepath.Join(st, ".gitignore")
	if _, err := os.Stat(ign); errors.Is(err, os.ErrNotExist) {
		if err := os.WriteFile(ign, []byte("# skillrun's memory and frames stay local; skills/ is the library.\nmemory.db*\nframes/\n"), 0o644); err != nil {
			return "", fmt.Errorf("make state directory: %w", err)
		}
	}
	return st, nil
}

// explicitLib reports whether --lib or $SKILLRUN_LIB names the library.
func (a *app) explicitLib() string {
	if a.lib != "" {
		return a.lib
	}
	return os.Getenv("SKILLRUN_LIB")
}

// explicitMemory reports the memory spec --memory, $SKILLRUN_MEMORY or
// $NEO4J_URI gives, or "".
func (a *app) explicitMemory() string {
	if a.memory != "" {
		return a.memory
	}
	for _, k := range []string{"SKILLRUN_MEMORY", "NEO4J_URI"} {
		if v := os.Getenv(k); v != "" {
			return v
		}
	}
	return ""
}

// memorySpec is the memory store to open: the explicit one, else the
// state directory's memory.db (making the state directory if needed).
func (a *app) memorySpec() (string, error) {
	if m := a.explicitMemory(); m != "" {
		return m, nil
	}
	st, err := a.stateDir(true)
	if err != nil {
		return "", err
	}
	return filepath.Join(st, "memory.db"), nil
}

// memoryName says which store the commands use, for messages.
func (a *app) memoryName() string {
	spec, err := a.memorySpec()
	if err != nil {
		return filepath.Join(stateDirName, "memory.db")
	}
	return relToWD(spec)
}

// relToWD shortens an absolute path under the working directory.
func relToWD(p string) string {
	if !filepath.IsAbs(p) {
		return p
	}
	wd, err := os.Getwd()
	if err != nil {
		return p
	}
	if r, err := filepath.Rel(wd, p); err == nil && !strings.HasPrefix(r, "..") {
		return r
	}
	return p
}

func newInitCmd(a *app) *cobra.Command {
	return &cobra.Command{
		Use:   "init [DIR]",
		Short: "Make a project-local state directory (.skillrun/: memory and skill library)",
		Long: `Make DIR/.skillrun (default: the working directory): the embedded memory
(memory.db), frame blobs and the skill library (skills/) live there unless
--memory/$SKILLRUN_MEMORY/$NEO4J_URI or --lib/$SKILLRUN_LIB name others.
Every command finds it from any subdirectory, as git finds .git; commands
that record or install skills make one when none is found. Running init
again is harmless.`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, pos []string) error {
			dir := "."
			if len(pos) == 1 {
				dir = pos[0]
			}
			abs, err := filepath.Abs(dir)
			if err != nil {
				return usageError{err}
			}
			existed := false
			if fi, err := os.Stat(filepath.Join(abs, stateDirName)); err == nil && fi.IsDir() {
				existed = true
			}
			st, err := makeState(abs)
			if err != nil {
				return err
			}
			if a.json {
				return writeJSON(cmd.OutOrStdout(), map[string]any{"state": st, "library": filepath.Join(st, "skills"),
					"memory": filepath.Join(st, "memory.db"), "existed": existed})
			}
			verb := "Initialized"
			if existed {
				verb = "Reinitialized"
			}
			fmt.Fprintf(cmd.OutOrStdout(), "%s skillrun state in %s (library %s, memory %s)\n", verb, st,
				filepath.Join(st, "skills"), filepath.Join(st, "memory.db"))
			return nil
		},
	}
}

// sdkImportPath is the package skill code imports: the SDK, never a library.
const sdkImportPath = "github.com/skillrun/skillrun/skills"

// notSDK refuses dir when it is the SDK package of a skillrun source tree
// (./skills in the repository): its files are the SDK, not skills.
func notSDK(dir string) error {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil
	}
	for d := filepath.Dir(abs); ; d = filepath.Dir(d) {
		b, err := os.ReadFile(filepath.Join(d, "go.mod"))
		if err == nil {
			mod := modulePath(b)
			rel, rerr := filepath.Rel(d, abs)
			if rerr == nil && mod != "" && mod+"/"+filepath.ToSlash(rel) == sdkImportPath {
				return fmt.Errorf("%s is skillrun's SDK package (%s), not a skill library; run skillrun init for a project library (.skillrun/skills) or name one with --lib", dir, sdkImportPath)
			}
			return nil
		}
		if filepath.Dir(d) == d {
			return nil
		}
	}
}

// modulePath reads the module path from a go.mod file's text.
func modulePath(gomod []byte) string {
	for _, line := range strings.Split(string(gomod), "\n") {
		f := strings.Fields(line)
		if len(f) >= 2 && f[0] == "module" {
			return strings.Trim(f[1], `"`)
		}
	}
	return ""
}
