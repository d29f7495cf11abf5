package main

import (
	"context"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/skillrun/skillrun/library"
)

func init() { commands = append(commands, newDisableCmd, newEnableCmd) }

func newDisableCmd(a *app) *cobra.Command {
	var reason string
	c := &cobra.Command{
		Use:   "disable NAME --reason WHY",
		Short: "Stop serving a skill (it stays in the library); recorded in its history",
		Long: `Disable a skill: it is no longer served as a tool, and a call of it (from an
agent, or env.Call from another skill) fails with an error naming the reason.
Its file and versions stay; 'skillrun enable NAME' serves it again. The
decision is recorded in memory, so every instance sharing the memory
(serve, watch) disables it at its next sync.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, pos []string) error {
			if reason == "" {
				return usageError{fmt.Errorf("disable %s: say why with --reason", pos[0])}
			}
			return a.setDisabled(cmd, pos[0], reason, true)
		},
	}
	c.Flags().StringVar(&reason, "reason", "", "why the skill is disabled (required; recorded and shown to callers)")
	return c
}

func newEnableCmd(a *app) *cobra.Command {
	var reason string
	c := &cobra.Command{
		Use:   "enable NAME",
		Short: "Serve a disabled skill again; recorded in its history",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, pos []string) error {
			return a.setDisabled(cmd, pos[0], reason, false)
		},
	}
	c.Flags().StringVar(&reason, "reason", "", "why it is enabled again (recorded)")
	return c
}

func (a *app) setDisabled(cmd *cobra.Command, name, reason string, off bool) error {
	if err := library.CheckName(name); err != nil {
		return err
	}
	ctx := context.Background()
	o, err := a.openGate(ctx, library.PromoteVerified, gateFlags{})
	if err != nil {
		return err
	}
	defer o.Close()
	g := o.gate
	author := "cli"
	if off {
		d, err := g.Disable(ctx, name, reason, author)
		if err != nil {
			return err
		}
		if a.json {
			return writeJSON(cmd.OutOrStdout(), d)
		}
		fmt.Fprintf(cmd.OutOrStdout(), "%s disabled: %s\n", name, reason)
		return nil
	}
	d, err := g.Enable(ctx, name, reason, author)
	if err != nil {
		return err
	}
	if a.json {
		return writeJSON(cmd.OutOrStdout(), d)
	}
	fmt.Fprintf(cmd.OutOrStdout(), "%s enabled\n", name)
	return nil
}
