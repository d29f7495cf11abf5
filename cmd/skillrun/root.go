package main

import (
	"errors"
	"fmt"
	"github.com/skillrun/skillrun/internal/buildinfo"

	"github.com/skillrun/skillrun/domain"
	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/runtime/worker"
	"github.com/spf13/cobra"
)

// commands holds the constructors of the top-level subcommands. Each
// command lives in its own file and appends itself here in an init func, so
// the packages that own a feature also own its command.
var commands []func(*app) *cobra.Command

// benchCommands holds constructors of `skillrun bench` subcommands that
// live in other files than the bench command itself.
var benchCommands []func(*app) *cobra.Command

// app is the state shared by all commands: global flags, and the values
// they resolve to (library, store, logger), created lazily.
type app struct {
	json      bool
	lib       string
	memory    string
	verbose   bool
	isolation string

	poolSize     int
	nativeAfter  int
	quietMissing bool

	noBuiltins bool
	ceilings   ceilingFlags // the operator's ceilings on every limit
	state      string       // the state directory, found or made by stateDir
	saverName  string       // who saves from this command line (saver), found once

	library *library.Library // opened lazily by openLibrary
	pool    *worker.Pool     // started lazily by processExecutor
	tiered  *nativeTier      // the native tier over pool (--native-after), or nil
	domains *domain.Registry // the example domains, listed lazily by domainList
}

func newRoot() (*cobra.Command, *app) {
	a := &app{}
	root := &cobra.Command{
		Use:           "skillrun",
		Short:         "Run, check, verify and serve skills written as Go source",
		SilenceUsage:  true,
		SilenceErrors: true,
		Version:       buildinfo.Version(),
	}
	root.SetVersionTemplate("skillrun {{.Version}}\n")
	pf := root.PersistentFlags()
	pf.BoolVar(&a.json, "json", false, "write machine-readable JSON to stdout")
	pf.StringVar(&a.lib, "lib", "", "skill library directory (default $SKILLRUN_LIB, else .skillrun/skills found from the working directory up)")
	pf.StringVar(&a.memory, "memory", "", "memory store: a SQLite path or neo4j://host:7687 (default $SKILLRUN_MEMORY, $NEO4J_URI, else .skillrun/memory.db found from the working directory up)")
	pf.BoolVar(&a.noBuiltins, "no-builtins", false, "leave the built-in skills out of the library")
	pf.StringVar(&a.isolation, "isolation", "process", "where skills run: process (isolated workers) or inprocess (trusted skills only)")
	pf.IntVar(&a.poolSize, "workers", 0, "isolated worker pool size (default: number of CPUs)")
	pf.IntVar(&a.nativeAfter, "native-after", 0, "compile a promoted, verified skill version natively after this many calls (0: never; see skillrun tier)")
	pf.BoolVarP(&a.verbose, "verbose", "v", false, "log to stderr")
	a.ceilings.register(pf)
	root.SetFlagErrorFunc(func(c *cobra.Command, err error) error { return usageError{err} })
	root.PersistentPostRun = func(*cobra.Command, []string) { a.close() }
	for _, mk := range commands {
		root.AddCommand(mk(a))
	}
	dcs, err := a.domainCommands()
	if err != nil {
		panic(fmt.Sprintf("example domains: %v", err))
	}
	root.AddCommand(dcs...)
	a.addCompletions(root)
	for _, c := range root.Commands() {
		switch c.Name() {
		case "bench":
			for _, mk := range benchCommands {
				c.AddCommand(mk(a))
			}
		}
	}
	requireSubcommand(root)
	return root, a
}

// requireSubcommand makes every command under root that only groups
// others (memory, frame, bench, ...) refuse an unknown subcommand as a
// usage error, as the root does, instead of printing its help and
// exiting 0: `skillrun memory versions x` is a typo, not a question.
// Called without one, such a command prints its help.
func requireSubcommand(c *cobra.Command) {
	for _, sub := range c.Commands() {
		requireSubcommand(sub)
	}
	if !c.HasParent() || !c.HasSubCommands() || c.Runnable() {
		return
	}
	c.RunE = func(cmd *cobra.Command, args []string) error {
		if len(args) == 0 {
			return cmd.Help()
		}
		msg := fmt.Sprintf("unknown command %q for %q", args[0], cmd.CommandPath())
		if cmd.SuggestionsMinimumDistance <= 0 {
			cmd.SuggestionsMinimumDistance = 2 // as cobra's own, for the root
		}
		if sugg := cmd.SuggestionsFor(args[0]); len(sugg) > 0 {
			msg += fmt.Sprintf("; did you mean %q?", sugg[0])
		}
		return usageError{errors.New(msg + " (see " + cmd.CommandPath() + " --help)")}
	}
}
