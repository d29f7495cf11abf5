package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"github.com/hashicorp/go-hclog"
	"github.com/skillrun/skillrun/domain"
	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/library/builtin"
	"github.com/skillrun/skillrun/runtime/sandbox"
)

// libDir resolves the library directory: --lib, $SKILLRUN_LIB, else the
// skills directory of the state directory found from the working
// directory (.skillrun/skills). It is "" when there is none of them.
func (a *app) libDir() string {
	if d := a.explicitLib(); d != "" {
		return d
	}
	st, err := a.stateDir(false)
	if err != nil || st == "" {
		return ""
	}
	return filepath.Join(st, "skills")
}

// libDirCreate is libDir for commands that install skills: it makes the
// state directory (and its skills directory) when there is none.
func (a *app) libDirCreate() (string, error) {
	if d := a.explicitLib(); d != "" {
		return d, nil
	}
	st, err := a.stateDir(true)
	if err != nil {
		return "", err
	}
	return filepath.Join(st, "skills"), nil
}

// logger returns the CLI's logger: stderr with -v, silent otherwise.
func (a *app) logger() hclog.Logger {
	if !a.verbose {
		return hclog.NewNullLogger()
	}
	return hclog.New(&hclog.LoggerOptions{Name: "skillrun", Level: hclog.Debug, Output: os.Stderr})
}

// executor returns the executor chosen by --isolation.
func (a *app) executor() (sandbox.Executor, error) {
	switch a.isolation {
	case "inprocess":
		return sandbox.NewInProcess(sandbox.Options{Logger: a.logger().Named("sandbox")}), nil
	case "process", "":
		return a.processExecutor()
	}
	return nil, usageError{fmt.Errorf("--isolation must be process or inprocess, got %q", a.isolation)}
}

// openLibrary opens the library with the built-ins. A missing directory is
// an empty library (the built-ins still serve), not an error.
func (a *app) openLibrary() (*library.Library, error) {
	if a.library != nil {
		return a.library, nil
	}
	exec, err := a.executor()
	if err != nil {
		return nil, err
	}
	var bs []library.Builtin
	if !a.noBuiltins {
		// SKILLRUN_BUILTINS=interpreted runs the built-ins' embedded source
		// through the interpreter instead of their compiled copies (the
		// same file), to compare the two.
		if bs, err = builtin.All(os.Getenv("SKILLRUN_BUILTINS") == "interpreted"); err != nil {
			return nil, err
		}
	}
	dir := a.libDir()
	if dir != "" {
		if err := notSDK(dir); err != nil {
			return nil, usageError{err}
		}
	}
	if _, err := os.Stat(dir); dir == "" || (err != nil && a.explicitLib() == "") {
		dir = emptyDir()
	}
	ceiling, err := a.ceilings.limits()
	if err != nil {
		return nil, err
	}
	l, err := library.Open(dir, library.Options{Logger: a.logger().Named("library"), Executor: exec, Builtins: bs, Ceiling: ceiling})
	if err != nil {
		return nil, usageError{err}
	}
	a.library = l
	if a.tiered != nil {
		a.tiered.lib.Store(l)
	}
	return l, nil
}

// emptyDir is a directory with nothing in it, for running the built-ins
// when there is no library.
func emptyDir() string {
	d, err := os.MkdirTemp("", "skillrun-empty-")
	if err != nil {
		return os.TempDir()
	}
	return d
}

func writeJSON(w io.Writer, v any) error { return domain.WriteJSON(w, v) }

// writeJSONLine writes v as one line of JSON.
func writeJSONLine(w io.Writer, v any) error {
	return json.NewEncoder(w).Encode(v)
}

// timeNow is time.Now, a variable for tests.
var timeNow = time.Now
