package main

import (
	"fmt"

	"github.com/skillrun/skillrun/internal/buildinfo"
	"github.com/spf13/cobra"
)

func init() { commands = append(commands, newVersionCmd) }

func newVersionCmd(a *app) *cobra.Command {
	return &cobra.Command{
		Use:   "version",
		Short: "Print skillrun's version (the module version, VCS revision and Go version of this build)",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			in := buildinfo.Read()
			if a.json {
				return writeJSON(cmd.OutOrStdout(), in)
			}
			fmt.Fprintf(cmd.OutOrStdout(), "skillrun %s (%s)\n", in.String(), in.GoVersion)
			return nil
		},
	}
}
