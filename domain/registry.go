package domain

import (
	"context"
	"fmt"
	"sort"

	"github.com/skillrun/skillrun/verify"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// Registry is the list of domains a program carries, checked once: every
// domain has a name of its own.
type Registry struct {
	list []Domain
}

// NewRegistry checks and lists the domains, in the order given.
func NewRegistry(ds ...Domain) (*Registry, error) {
	seen := map[string]bool{}
	for i, d := range ds {
		if d == nil {
			return nil, fmt.Errorf("domain %d: nil", i)
		}
		n := d.Name()
		if n == "" {
			return nil, fmt.Errorf("domain %d: empty name", i)
		}
		if seen[n] {
			return nil, fmt.Errorf("domain %q listed twice", n)
		}
		seen[n] = true
	}
	return &Registry{list: append([]Domain(nil), ds...)}, nil
}

// Domains returns the domains in the order they were listed.
func (r *Registry) Domains() []Domain { return append([]Domain(nil), r.list...) }

// Lookup returns the domain called name.
func (r *Registry) Lookup(name string) (Domain, bool) {
	for _, d := range r.list {
		if d.Name() == name {
			return d, true
		}
	}
	return nil, false
}

// Names returns the domains' names in the order they were listed.
func (r *Registry) Names() []string {
	out := make([]string, len(r.list))
	for i, d := range r.list {
		out[i] = d.Name()
	}
	return out
}

// Simulators returns a verification registry holding every domain's
// simulators; two simulators for the same episode Env are an error.
func (r *Registry) Simulators() (*verify.Registry, error) {
	var sims []verify.Simulator
	for _, d := range r.list {
		sims = append(sims, d.Simulators()...)
	}
	return verify.NewRegistry(sims...)
}

// EnvFlags registers every domain's environment flags in fs.
func (r *Registry) EnvFlags(fs *pflag.FlagSet) {
	for _, d := range r.list {
		d.EnvFlags(fs)
	}
}

// Environments gathers every domain's environments. Two domains offering
// an environment of the same name are an error (and nothing is held). The
// release function releases them all; call it once.
func (r *Registry) Environments(ctx context.Context, h Host) (map[string]EnvFactory, func(), error) {
	all := map[string]EnvFactory{}
	owner := map[string]string{}
	var releases []func()
	release := func() {
		for i := len(releases) - 1; i >= 0; i-- {
			releases[i]()
		}
	}
	for _, d := range r.list {
		envs, rel := d.Environments(ctx, h)
		if rel != nil {
			releases = append(releases, rel)
		}
		names := make([]string, 0, len(envs))
		for n := range envs {
			names = append(names, n)
		}
		sort.Strings(names)
		for _, n := range names {
			if o, dup := owner[n]; dup {
				release()
				return nil, func() {}, fmt.Errorf("environment %q is offered by domains %q and %q", n, o, d.Name())
			}
			if envs[n] == nil {
				release()
				return nil, func() {}, fmt.Errorf("domain %q: environment %q has no factory", d.Name(), n)
			}
			owner[n] = d.Name()
			all[n] = envs[n]
		}
	}
	return all, release, nil
}

// Commands gathers every domain's commands: the examples, for `skillrun
// example NAME`, each named after its domain, and those that stand beside
// the program's own.
func (r *Registry) Commands(h Host) (examples, topLevel []*cobra.Command, err error) {
	for _, d := range r.list {
		c := d.Commands(h)
		if c.Example == nil {
			return nil, nil, fmt.Errorf("domain %q: no example command", d.Name())
		}
		if c.Example.Name() != d.Name() {
			return nil, nil, fmt.Errorf("domain %q: its example command is called %q", d.Name(), c.Example.Name())
		}
		examples = append(examples, c.Example)
		topLevel = append(topLevel, c.TopLevel...)
	}
	return examples, topLevel, nil
}
