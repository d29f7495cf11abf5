package main

import (
	"errors"
	"fmt"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/runtime/check"
	"github.com/skillrun/skillrun/skills"
	"github.com/spf13/cobra"
)

func init() { commands = append(commands, newVetCmd) }

type vetReport struct {
	File    string   `json:"file"`
	Skill   string   `json:"skill,omitempty"`
	Version string   `json:"version,omitempty"`
	OK      bool     `json:"ok"`
	Errors  []string `json:"errors,omitempty"`
	// Warnings say what the operator's ceiling lowers (a manifest may ask
	// for less, never more).
	Warnings []string `json:"warnings,omitempty"`
}

func newVetCmd(a *app) *cobra.Command {
	return &cobra.Command{
		Use:   "vet [FILES or SKILLS...]",
		Short: "Type-check skill source against the SDK and the sandbox whitelist",
		Long: `Check skill files the way the runtime will: parse, type-check against the
SDK and the whitelisted standard library, refuse forbidden imports and
constructs the interpreter cannot run, and check the entry point. Errors
are printed as file:line:col: message. An argument that is not a file
names a skill in the library (its package name: skillrun vet bridge_north).
With no arguments, vets the library.`,
		RunE: func(cmd *cobra.Command, args []string) error {
			files, err := vetFiles(a.libDir(), args)
			if err != nil {
				return err
			}
			ceiling, err := a.ceilings.limits()
			if err != nil {
				return err
			}
			var reports []vetReport
			bad := 0
			names := map[string]string{}
			for _, f := range files {
				r := vetReport{File: f, OK: true}
				u, err := library.LoadFile(f)
				if err == nil {
					if prev, dup := names[u.Name()]; dup {
						err = fmt.Errorf("%s: duplicate skill name %q (also declared in %s)", f, u.Name(), prev)
					} else {
						names[u.Name()] = f
						r.Skill, r.Version = u.Name(), u.Version()
						if note := skills.ClampNote(u.Manifest.Limits, ceiling); note != "" {
							r.Warnings = append(r.Warnings, fmt.Sprintf("%s: warning: %s", f, note))
						}
					}
				}
				if err != nil {
					r.OK = false
					bad++
					var ve *check.VetError
					if errors.As(err, &ve) {
						for _, d := range ve.Diags {
							r.Errors = append(r.Errors, d.String())
						}
					} else {
						r.Errors = append(r.Errors, err.Error())
					}
				}
				reports = append(reports, r)
			}
			if a.json {
				if reports == nil {
					reports = []vetReport{}
				}
				// The reports, and when a file fails the one --json error
				// shape, positioned at the first diagnostic.
				out := map[string]any{"files": reports}
				if bad > 0 {
					e := &cliError{Kind: string(skills.KindBadInput), Message: fmt.Sprintf("%d of %d files do not vet", bad, len(files)), ExitCode: exitBadInput}
					for _, r := range reports {
						if !r.OK && len(r.Errors) > 0 {
							e.Skill, e.Position = r.Skill, positionOf(r.Errors[0])
							break
						}
					}
					out["error"] = e
				}
				if err := writeJSON(cmd.OutOrStdout(), out); err != nil {
					return err
				}
			} else {
				for _, r := range reports {
					if r.OK {
						// Files' names and vet's words on them (which
						// quote the file) reach the terminal printable.
						fmt.Fprintf(cmd.OutOrStdout(), "ok  %s (%s %s)\n", printable(r.File), r.Skill, r.Version)
						for _, w := range r.Warnings {
							fmt.Fprintln(cmd.ErrOrStderr(), printable(w))
						}
						continue
					}
					for _, e := range r.Errors {
						fmt.Fprintln(cmd.ErrOrStderr(), printable(e))
					}
				}
			}
			if bad > 0 {
				if !a.json {
					fmt.Fprintf(cmd.ErrOrStderr(), "skillrun: %d of %d files do not vet\n", bad, len(files))
				}
				return silentError{code: exitBadInput}
			}
			return nil
		},
	}
}

// vetFiles returns the files vet checks: each argument that is a file,
// and for each that is not, the library's files of the skill it names
// (their package clause, read alone); the whole library with no
// arguments.
func vetFiles(dir string, args []string) ([]string, error) {
	var lib []string
	libFiles := func() ([]string, error) {
		if lib != nil {
			return lib, nil
		}
		lib = []string{}
		err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() && p != dir && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".") || strings.HasPrefix(d.Name(), "_")) {
				return filepath.SkipDir
			}
			if !d.IsDir() && strings.HasSuffix(p, ".go") && !strings.HasSuffix(p, "_test.go") {
				lib = append(lib, p)
			}
			return nil
		})
		if err != nil {
			return nil, usageError{fmt.Errorf("vet library: %w", err)}
		}
		sort.Strings(lib)
		return lib, nil
	}
	if len(args) == 0 {
		return libFiles()
	}
	var files []string
	for _, arg := range args {
		if _, err := os.Stat(arg); err == nil || !token.IsIdentifier(arg) {
			files = append(files, arg) // a file, or a path vet reports it cannot read
			continue
		}
		all, err := libFiles()
		if err != nil {
			return nil, err
		}
		n := len(files)
		for _, f := range all {
			pf, err := parser.ParseFile(token.NewFileSet(), f, nil, parser.PackageClauseOnly)
			if err == nil && pf.Name.Name == arg {
				files = append(files, f)
			}
		}
		if len(files) == n {
			return nil, usageError{fmt.Errorf("vet: %q is neither a file nor a skill in the library %s", arg, dir)}
		}
	}
	return files, nil
}
