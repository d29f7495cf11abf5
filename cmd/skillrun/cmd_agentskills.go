package main

import (
	"fmt"
	"os"
	"path/filepath"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/skills"
)

func init() { commands = append(commands, newExportCmd) }

func newExportCmd(a *app) *cobra.Command {
	var agentDir string
	c := &cobra.Command{
		Use:   "export --agent-skills DIR [NAMES...]",
		Short: "Write the library's skills as Agent Skills folders (SKILL.md and the Go source)",
		Long: `Write one Agent Skills folder (agentskills.io) per library skill into DIR:
DIR/NAME/SKILL.md, with YAML front matter (name, description, compatibility,
metadata naming the skillrun skill, kind and version) and a body that says
when to use the skill, how to call it through skillrun's MCP tool of the
same name, and its argument schema; and DIR/NAME/scripts/SKILL.go, the
skill's source. Agent Skills names allow no underscores: bridge_north
becomes bridge-north. With NAMES, only those skills; built-ins are left out
(every skillrun has them). skillrun import --agent-skills DIR reads them
back.`,
		RunE: func(cmd *cobra.Command, names []string) error {
			if agentDir == "" {
				return usageError{fmt.Errorf("say where: --agent-skills DIR (the only export format)")}
			}
			lib, err := a.openLibrary()
			if err != nil {
				return err
			}
			if len(names) == 0 {
				for _, m := range lib.List() {
					names = append(names, m.Name)
				}
			}
			type row struct {
				Skill   string `json:"skill"`
				Version string `json:"version"`
				Folder  string `json:"folder"`
			}
			rows := []row{}
			for _, n := range names {
				s, err := lib.Get(n)
				if err != nil {
					return err
				}
				if s.Builtin != nil {
					continue
				}
				folder, err := exportAgentSkill(agentDir, s)
				if err != nil {
					return err
				}
				rows = append(rows, row{Skill: n, Version: s.Unit.Version(), Folder: folder})
			}
			if a.json {
				return writeJSON(cmd.OutOrStdout(), map[string]any{"dir": agentDir, "skills": rows})
			}
			for _, r := range rows {
				fmt.Fprintf(cmd.OutOrStdout(), "%s %s -> %s\n", r.Skill, r.Version, filepath.Join(r.Folder, "SKILL.md"))
			}
			fmt.Fprintf(cmd.OutOrStdout(), "exported %d skills as Agent Skills into %s\n", len(rows), agentDir)
			return nil
		},
	}
	c.Flags().StringVar(&agentDir, "agent-skills", "", "write Agent Skills folders into `DIR`")
	c.ValidArgsFunction = a.completeSkills
	return c
}

// importRow is one imported Go script's outcome.
type importRow struct {
	Folder   string `json:"folder"`
	Script   string `json:"script,omitempty"`
	Skill    string `json:"skill,omitempty"`
	Version  string `json:"version,omitempty"`
	Status   string `json:"status"`
	Promoted bool   `json:"promoted"`
	Reason   string `json:"reason,omitempty"`
	// Error is why the folder or script could not be proposed.
	Error *cliError `json:"error,omitempty"`
}

// importAgentSkills proposes each Go script of the Agent Skills folders in
// dir to the library, through the gate, and reports what it decided.
func (a *app) importAgentSkills(cmd *cobra.Command, dir string, gf gateFlags) error {
	ctx := cmd.Context()
	if _, err := a.libDirCreate(); err != nil {
		return err
	}
	o, err := a.openGate(ctx, library.PromoteVerified, gf)
	if err != nil {
		return err
	}
	defer o.Close()
	lib, g := o.lib, o.gate
	found, errs := readAgentSkills(dir)
	var rows []importRow
	bad := 0
	for _, e := range errs {
		rows = append(rows, importRow{Folder: dir, Status: "error", Error: describe(e)})
		bad++
	}
	for _, as := range found {
		for _, script := range as.Scripts {
			r := importRow{Folder: as.Folder, Script: script}
			src, u, err := readScript(script)
			if err == nil && agentSkillName(u.Name()) != as.Meta.Name && as.Meta.Metadata["skillrun-skill"] != u.Name() {
				err = fmt.Errorf("%w: %s names skill %q but %s declares skill %q", skills.ErrBadInput,
					filepath.Join(as.Folder, "SKILL.md"), as.Meta.Name, script, u.Name())
			}
			if err == nil {
				r.Skill, r.Version = u.Name(), u.Version()
				var d library.Decision
				d, err = g.Propose(ctx, library.Proposal{Source: src, Author: "agent-skills:" + filepath.Base(as.Folder),
					Note: "imported from the Agent Skills folder " + as.Folder})
				r.Status, r.Promoted, r.Reason = string(d.Status), d.Promoted, d.Reason
			}
			if err != nil {
				r.Status, r.Error = "error", describe(err)
				bad++
			}
			rows = append(rows, r)
		}
	}
	if a.json {
		if err := writeJSON(cmd.OutOrStdout(), map[string]any{"dir": dir, "library": lib.Dir(), "skills": rows}); err != nil {
			return err
		}
	} else {
		tw := tabwriter.NewWriter(printableWriter{cmd.OutOrStdout()}, 0, 4, 2, ' ', 0)
		fmt.Fprintln(tw, "SKILL\tVERSION\tSTATUS\tFROM\tREASON")
		for _, r := range rows {
			why := r.Reason
			if r.Error != nil {
				why = r.Error.Message
			}
			fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\n", dash(r.Skill), dash(r.Version), r.Status, relToWD(r.Folder), why)
		}
		tw.Flush()
	}
	if bad > 0 {
		if !a.json {
			fmt.Fprintf(os.Stderr, "skillrun: %d of the Agent Skills in %s could not be imported\n", bad, dir)
		}
		return silentError{code: exitBadInput}
	}
	return nil
}
