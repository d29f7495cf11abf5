package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io/fs"
	"time"

	"github.com/hashicorp/go-hclog"
	"github.com/skillrun/skillrun/domain"
	"github.com/skillrun/skillrun/examples/kicad"
	"github.com/skillrun/skillrun/examples/minecraft/mcdomain"
	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/skills"
	"github.com/skillrun/skillrun/verify"
	"github.com/spf13/cobra"
)

// exampleDomains lists the example domains skillrun carries, in one place:
// their environments (skillrun serve), simulators (verification), bench
// data (skillrun bench verify) and commands (skillrun example ...). Each
// call gives fresh values, so flags bound by one command tree do not leak
// into another.
func exampleDomains() (*domain.Registry, error) {
	return domain.NewRegistry(&mcdomain.Domain{}, &kicad.Domain{})
}

// simRegistry returns the simulators verification may re-simulate
// episodes in: every domain's.
func (a *app) simRegistry() (*verify.Registry, error) {
	return a.domainList().Simulators()
}

// domainCommands returns `skillrun example` with every domain's example
// under it, and the domains' top-level commands.
func (a *app) domainCommands() ([]*cobra.Command, error) {
	examples, top, err := a.domainList().Commands(host{a})
	if err != nil {
		return nil, err
	}
	ex := &cobra.Command{
		Use:   "example",
		Short: "Run the example domains end to end",
	}
	ex.AddCommand(examples...)
	return append([]*cobra.Command{ex}, top...), nil
}

// host lends the app to the domains (domain.Host).
type host struct{ a *app }

var _ domain.Host = host{}

func (h host) Logger() hclog.Logger                           { return h.a.logger() }
func (h host) JSON() bool                                     { return h.a.json }
func (h host) Library() (*library.Library, error)             { return h.a.openLibrary() }
func (h host) Args(v string) (json.RawMessage, error)         { return readArgs(v) }
func (h host) Progress(total int, desc string) func(done int) { return h.a.progressFunc(total, desc) }
func (h host) MaxFramePixels() (int, error)                   { return h.a.ceilings.framePixelLimit() }
func (h host) ExampleLibrary(ctx context.Context, files fs.FS) (*library.Library, error) {
	return h.a.exampleLibrary(ctx, files)
}

func (h host) Memory(ctx context.Context) (memory.Store, string, error) {
	st, err := h.a.openMemory(ctx)
	if err != nil {
		return nil, "", err
	}
	return st, h.a.memoryName(), nil
}

func (h host) RunIn(cmd *cobra.Command, name string, args json.RawMessage, timeout time.Duration, w skills.World) error {
	lib, err := h.a.openLibrary()
	if err != nil {
		return err
	}
	req := runRequest(args, timeout)
	req.World = w
	res, err := lib.Run(cmd.Context(), name, req)
	out := runOutput{Skill: name, OK: err == nil, ExitCode: exitCode(err)}
	if res != nil && res.Invocation != nil {
		out.Version = res.Invocation.Version
		out.Trace = res.Invocation
	}
	if res != nil && res.Response != nil {
		out.Result = res.Result
		out.Output = string(res.Output)
	}
	if err != nil {
		out.Error = describe(err)
	}
	if !h.a.json {
		out.Trace = nil
	}
	if werr := writeJSON(cmd.OutOrStdout(), out); werr != nil {
		return werr
	}
	if err != nil {
		if h.a.json {
			return silentError{code: exitCode(err)}
		}
		return err
	}
	return nil
}

// domainList returns the app's example domains, listing them on first
// use. A list that does not check is a programming error, caught by
// TestDomains.
func (a *app) domainList() *domain.Registry {
	if a.domains == nil {
		r, err := exampleDomains()
		if err != nil {
			panic(fmt.Sprintf("example domains: %v", err))
		}
		a.domains = r
	}
	return a.domains
}
