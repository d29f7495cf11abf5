package main

import (
	"fmt"
	"strings"
	"text/tabwriter"

	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/skills"
	"github.com/spf13/cobra"
)

func init() { commands = append(commands, newListCmd) }

func newListCmd(a *app) *cobra.Command {
	return &cobra.Command{
		Use:   "list",
		Short: "List the skills in the library (without running any)",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			lib, err := a.openLibrary()
			if err != nil {
				return err
			}
			ms := lib.List()
			probs := lib.Problems()
			names := make([]string, len(ms))
			for i, m := range ms {
				names[i] = m.Name
			}
			evs := a.evidenceOf(cmd.Context(), lib, names)
			if a.json {
				if ms == nil {
					ms = []skills.Manifest{}
				}
				if probs == nil {
					probs = []library.Problem{}
				}
				return writeJSON(cmd.OutOrStdout(), map[string]any{"skills": ms, "problems": probs, "evidence": evs})
			}
			tw := tabwriter.NewWriter(printableWriter{cmd.OutOrStdout()}, 0, 4, 2, ' ', 0)
			fmt.Fprintln(tw, "NAME\tKIND\tVERSION\tVERIFIED\tOBSERVED\tTAGS\tDESCRIPTION")
			for _, m := range ms {
				ev := evs[m.Name]
				desc := firstLine(m.Description)
				if ev.Disabled != "" {
					desc = "DISABLED (" + ev.Disabled + ") " + desc
				}
				fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t%s\n", m.Name, m.Kind, m.Version, verifiedText(ev), observedText(ev.Observed), strings.Join(m.Tags, ","), desc)
			}
			tw.Flush()
			for _, p := range probs {
				// A file's name is the agent's too: made printable.
				fmt.Fprintf(cmd.ErrOrStderr(), "skillrun: skipped %s: %s\n", printable(p.File), oneLine(p.Err))
			}
			return nil
		},
	}
}

// firstLine returns a description's first sentence (library.Summary),
// cut to 72 characters.
func firstLine(s string) string {
	s = library.Summary(s)
	if r := []rune(s); len(r) > 72 {
		s = string(r[:69]) + "..."
	}
	return s
}
