package main

import (
	"context"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/skillrun/skillrun/gate"
	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
)

// newMemoryLinkCmds are memory link and memory unlink: evidence by hand,
// recorded with who and why.
func newMemoryLinkCmds(a *app) []*cobra.Command {
	mk := func(add bool) *cobra.Command {
		var by, why, rel, skill string
		use, short := "link VERSION EPISODE --by WHO --why WHY", "Link an episode to a skill version as evidence (recorded with who and why)"
		if !add {
			use, short = "unlink VERSION EPISODE --by WHO --why WHY", "Remove an evidence link (recorded with who and why)"
		}
		c := &cobra.Command{
			Use:   use,
			Short: short,
			Long: short + `. VERSION is a full id, or a unique prefix of one with
--skill. The relation is SUPPORTED_BY (the episode shows the version
working), FAILED_IN (a recorded failure) or DERIVED_FROM. The gate
verifies every later version of the skill against the episodes linked to it.`,
			Args: cobra.ExactArgs(2),
			RunE: func(cmd *cobra.Command, pos []string) error {
				if by == "" || why == "" {
					return usageError{fmt.Errorf("say who and why with --by and --why (both are recorded)")}
				}
				ctx := context.Background()
				st, err := a.openMemory(ctx)
				if err != nil {
					return err
				}
				defer st.Close()
				version := pos[0]
				if skill != "" {
					if err := library.CheckName(skill); err != nil {
						return err
					}
					if version, err = gate.ResolveVersion(ctx, st, skill, version); err != nil {
						return err
					}
				}
				g := gate.New(gate.Options{Store: st, Logger: a.logger().Named("gate")})
				ev := memory.Evidence{Version: version, Episode: pos[1], Relation: memory.Relation(rel), By: by}
				if add {
					err = g.Link(ctx, ev, why)
				} else {
					err = g.UnlinkAny(ctx, ev, why)
				}
				if err != nil {
					return err
				}
				verb := "linked"
				if !add {
					verb = "unlinked"
				}
				if a.json {
					return writeJSON(cmd.OutOrStdout(), map[string]any{"version": version, "episode": pos[1], "relation": ev.Relation, verb: true})
				}
				fmt.Fprintf(cmd.OutOrStdout(), "%s %s -%s-> %s\n", verb, version, ev.Relation, pos[1])
				return nil
			},
		}
		c.Flags().StringVar(&by, "by", "", "who makes the change (recorded; required)")
		c.Flags().StringVar(&why, "why", "", "why (recorded; required)")
		c.Flags().StringVar(&rel, "relation", string(memory.SupportedBy), "SUPPORTED_BY, FAILED_IN or DERIVED_FROM")
		c.Flags().StringVar(&skill, "skill", "", "the skill, to take a unique prefix of a version id")
		return c
	}
	return []*cobra.Command{mk(true), mk(false)}
}
