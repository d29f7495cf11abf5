package main

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/skillrun/skillrun/runtime/native"
	"github.com/skillrun/skillrun/skills"
)

func init() { commands = append(commands, newShowCmd) }

func newShowCmd(a *app) *cobra.Command {
	var source bool
	c := &cobra.Command{
		Use:   "show NAME",
		Short: "Show a skill's manifest, parameters and source",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, pos []string) error {
			lib, err := a.openLibrary()
			if err != nil {
				return err
			}
			s, err := lib.Get(pos[0])
			if err != nil {
				return err
			}
			m := s.Unit.Manifest
			tier, tierWhy := tierOf(a.tiers(m.Name), m.Version)
			if s.Builtin != nil {
				tier, tierWhy = native.Native, "built in"
			}
			ev := a.evidenceOf(cmd.Context(), lib, []string{m.Name})[m.Name]
			// What the manifest asks past the operator's ceiling is lowered:
			// say so, and what runs get.
			clamped := skills.ClampNote(m.Limits, lib.Ceiling())
			if a.json {
				out := map[string]any{"manifest": m, "builtin": s.Builtin != nil, "tier": tier, "tier_reason": tierWhy, "evidence": ev}
				if clamped != "" {
					out["limits_clamped"] = clamped
				}
				if source {
					out["source"] = string(s.Unit.Source)
				}
				return writeJSON(cmd.OutOrStdout(), out)
			}
			// The description, the reasons and the source are the
			// skill's text (or another instance's): made printable.
			w := printableWriter{cmd.OutOrStdout()}
			fmt.Fprintf(w, "%s (%s) version %s\n", m.Name, m.Kind, m.Version)
			fmt.Fprintf(w, "file: %s\n", m.File)
			fmt.Fprintf(w, "verified: %s; observed: %s\n", verifiedText(ev), observedText(ev.Observed))
			if ev.Disabled != "" {
				fmt.Fprintf(w, "disabled: %s\n", ev.Disabled)
			}
			if tierWhy != "" {
				fmt.Fprintf(w, "tier: %s (%s)\n", tier, tierWhy)
			} else {
				fmt.Fprintf(w, "tier: %s\n", tier)
			}
			if clamped != "" {
				fmt.Fprintf(w, "limits: %s\n", clamped)
			}
			if len(m.Tags) > 0 {
				fmt.Fprintf(w, "tags: %s\n", strings.Join(m.Tags, ", "))
			}
			if m.Description != "" {
				fmt.Fprintf(w, "\n%s\n", m.Description)
			}
			var schema any
			_ = json.Unmarshal(m.Params, &schema)
			b, _ := json.MarshalIndent(schema, "", "  ")
			fmt.Fprintf(w, "\nparameters (JSON Schema):\n%s\n", b)
			if source {
				fmt.Fprintf(w, "\nsource:\n%s", s.Unit.Source)
			}
			return nil
		},
	}
	c.Flags().BoolVar(&source, "source", false, "print the source too")
	return c
}
