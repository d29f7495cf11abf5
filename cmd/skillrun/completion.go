package main

import (
	"context"
	"os"
	"sort"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/library/builtin"
)

// Shell completion (cobra's `skillrun completion bash|zsh|fish|powershell`)
// of skill names for the commands that take one, and of a skill's
// recorded versions for the flags that take one. Completion reads the
// library statically (nothing is compiled or run) and the memory.

// skillArgCommands take a skill name as their first argument.
var skillArgCommands = map[string]bool{"run": true, "show": true, "verify": true, "history": true, "rollback": true,
	"detect": true, "disable": true, "enable": true}

// versionFlags are, per command, the flags that take a version of the
// skill named by the first argument.
var versionFlags = map[string][]string{"rollback": {"to"}, "verify": {"version"}}

// addCompletions wires completion into the command tree.
func (a *app) addCompletions(root *cobra.Command) {
	for _, c := range root.Commands() {
		if skillArgCommands[c.Name()] && c.ValidArgsFunction == nil {
			c.ValidArgsFunction = a.completeSkills
		}
		for _, f := range versionFlags[c.Name()] {
			if c.Flags().Lookup(f) != nil {
				_ = c.RegisterFlagCompletionFunc(f, a.completeVersions)
			}
		}
	}
}

// completeSkills completes the first argument with the library's skill
// names (and the built-ins unless --no-builtins).
func (a *app) completeSkills(cmd *cobra.Command, args []string, prefix string) ([]string, cobra.ShellCompDirective) {
	if len(args) > 0 && cmd.Name() != "export" {
		return nil, cobra.ShellCompDirectiveNoFileComp
	}
	var bs []library.Builtin
	if !a.noBuiltins {
		bs, _ = builtin.All(false)
	}
	dir := a.libDir()
	if dir == "" || notSDK(dir) != nil {
		dir = emptyDir()
		defer os.Remove(dir)
	}
	var names []string
	if lib, err := library.Open(dir, library.Options{Builtins: bs}); err == nil {
		for _, m := range lib.List() {
			names = append(names, m.Name+"\t"+firstLine(m.Description))
		}
	}
	return matching(names, prefix), cobra.ShellCompDirectiveNoFileComp
}

// completeVersions completes a version flag with the recorded versions of
// the skill named by the first argument, newest first.
func (a *app) completeVersions(cmd *cobra.Command, args []string, prefix string) ([]string, cobra.ShellCompDirective) {
	if len(args) == 0 {
		return nil, cobra.ShellCompDirectiveNoFileComp
	}
	if a.explicitMemory() == "" {
		if st, _ := a.stateDir(false); st == "" {
			return nil, cobra.ShellCompDirectiveNoFileComp // no memory: make none
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	store, err := a.openMemory(ctx)
	if err != nil {
		return nil, cobra.ShellCompDirectiveNoFileComp
	}
	defer store.Close()
	vs, err := store.Versions(ctx, args[0])
	if err != nil {
		return nil, cobra.ShellCompDirectiveNoFileComp
	}
	var out []string
	for _, v := range vs {
		out = append(out, v.ID+"\t"+v.Created.Local().Format("2006-01-02 15:04")+" "+v.Author)
	}
	return matching(out, prefix), cobra.ShellCompDirectiveNoFileComp | cobra.ShellCompDirectiveKeepOrder
}

// matching keeps the candidates (name, or name TAB description) whose
// name starts with prefix.
func matching(cands []string, prefix string) []string {
	var out []string
	for _, c := range cands {
		if strings.HasPrefix(c, prefix) {
			out = append(out, c)
		}
	}
	if len(out) > 0 && !strings.Contains(out[0], "\t") {
		sort.Strings(out)
	}
	return out
}
