// Package domain is the contract between skillrun's program and an
// example domain (examples/minecraft, examples/kicad): what a domain brings
// — the environments agent sessions can open, the simulators verification
// re-simulates its episodes in, the data `skillrun bench verify` scores it
// with, and its CLI commands — and what the program lends it (Host).
//
// A domain is a value. cmd/skillrun lists its domains in one place
// (NewRegistry) and wires them; adding a domain means writing a package
// that implements Domain and adding it to that list, never editing the
// program's commands.
//
// Dependency direction: examples import domain (and the core packages it
// names: library, memory, verify, skills); no core package imports an
// example.
package domain

import (
	"context"
	"encoding/json"
	"fmt"
	"io/fs"
	"time"

	"github.com/hashicorp/go-hclog"
	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/skills"
	"github.com/skillrun/skillrun/verify"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// Domain is one example domain.
type Domain interface {
	// Name is the domain's name ("minecraft", "kicad"): the name
	// `skillrun bench verify --domain` knows it by.
	Name() string
	// Simulators are the simulators verification may re-simulate the
	// domain's episodes in, each registered under the Env of its episodes.
	Simulators() []verify.Simulator
	// EnvFlags registers the flags that configure the domain's
	// environments (on `skillrun serve`) in fs. Environments reads them.
	EnvFlags(fs *pflag.FlagSet)
	// Environments returns the environments sessions can open, by name,
	// and a function that releases what they hold (a live server started
	// on first use); release is called once, when serving stops. ctx
	// bounds the environments' lifetime.
	Environments(ctx context.Context, h Host) (envs map[string]EnvFactory, release func())
	// Commands are the domain's CLI commands.
	Commands(h Host) Commands
	// Bench is what `skillrun bench verify` scores the domain with.
	Bench() Bench
}

// EnvFactory makes the world of a new session from the client's
// parameters (a JSON object, or empty). The world is closed with the
// session when it implements io.Closer. It has the same type as
// serve.EnvFactory.
type EnvFactory func(ctx context.Context, params json.RawMessage) (skills.World, error)

// Commands are a domain's CLI commands. Cobra commands have one parent, so
// a command offered in two places is constructed twice.
type Commands struct {
	// Example runs the domain end to end: `skillrun example NAME`.
	Example *cobra.Command
	// TopLevel are added beside the program's own commands (for
	// instance `skillrun kicad`, the same as `skillrun example kicad`).
	TopLevel []*cobra.Command
}

// Bench is a domain's data for the verification-power benchmark: its
// skills, the episodes recorded with them, and how to record more.
type Bench struct {
	// Skills is the library directory of the domain's skills, relative to
	// the repository root.
	Skills string
	// Episodes is the JSONL file of recorded episodes, relative to the
	// repository root.
	Episodes string
	// Variants records up to n more episodes like each of the recorded
	// ones (all of one skill) by running the reference version through
	// run, as more evidence; deterministic. Nil: the domain has none.
	Variants func(ctx context.Context, run Runner, recorded []memory.Episode, n int, timeout time.Duration) ([]memory.Episode, error)
}

// Runner runs one fixed skill version (the reference) with args in world
// w.
type Runner func(ctx context.Context, args json.RawMessage, w skills.World) (skills.Result, error)

// Host is what the program lends a domain: the user's library and memory,
// its logger and its output conventions. cmd/skillrun's app implements it.
type Host interface {
	// Logger is the program's logger (silent unless -v).
	Logger() hclog.Logger
	// JSON reports whether commands write machine-readable output (--json).
	JSON() bool
	// Library opens the user's library (--lib) with the built-ins.
	Library() (*library.Library, error)
	// ExampleLibrary installs a domain's skill files (files holds
	// NAME/NAME.go) into the user's library (--lib, else the project's
	// .skillrun/skills, made when missing) where they are not there yet,
	// records each installed version in memory as serving, and opens the
	// library. The user's own edits to an installed skill are kept.
	ExampleLibrary(ctx context.Context, files fs.FS) (*library.Library, error)
	// Progress starts a progress report of total units of work named desc
	// on stderr, when stderr is a terminal (quiet otherwise, and under
	// --json); call the function it returns with the units done so far,
	// and with total (or -1) at the end.
	Progress(total int, desc string) func(done int)
	// Memory opens the graph memory (--memory) and returns the name it is
	// known by. The caller closes it.
	Memory(ctx context.Context) (memory.Store, string, error)
	// Args reads an --args value: a JSON object, @FILE, or - for stdin.
	Args(v string) (json.RawMessage, error)
	// MaxFramePixels is the operator's ceiling on a decoded frame's
	// pixels (--max-frame-pixels), for every image the domain decodes
	// (detectors.Decode).
	MaxFramePixels() (int, error)
	// RunIn runs the library skill name in world w with args and a
	// timeout (0: the skill's own), writes the outcome to cmd's output in
	// the shape of `skillrun run --json` (the trace only with --json), and
	// returns the run's error, which decides the exit code.
	RunIn(cmd *cobra.Command, name string, args json.RawMessage, timeout time.Duration, w skills.World) error
}

// UsageError is a mistake in how a command was invoked: the program prints
// it and exits as for bad input (2).
type UsageError struct{ Err error }

func (e UsageError) Error() string { return e.Err.Error() }

// Unwrap returns the mistake.
func (e UsageError) Unwrap() error { return e.Err }

// ErrorKind declares a usage error bad input (skills.KindOf), whatever the
// mistake wraps.
func (e UsageError) ErrorKind() string { return string(skills.KindBadInput) }

// ReportedError is a failure a command has already written to its output
// (a table with a failed row, an ERC report with errors): the program
// prints nothing more and exits with the code of Err's kind, or 1 (the
// kind skill) when Err is nil.
type ReportedError struct{ Err error }

func (e ReportedError) Error() string {
	if e.Err == nil {
		return "failed (reported above)"
	}
	return e.Err.Error()
}

// Unwrap returns the failure, or nil.
func (e ReportedError) Unwrap() error { return e.Err }

// DecodeParams decodes an environment's JSON parameters into dst; empty or
// null parameters leave dst as it is. A malformed object is bad input.
func DecodeParams(raw json.RawMessage, dst any) error {
	if len(raw) == 0 || string(raw) == "null" {
		return nil
	}
	if err := json.Unmarshal(raw, dst); err != nil {
		return fmt.Errorf("%w: environment params: %v", skills.ErrBadInput, err)
	}
	return nil
}
