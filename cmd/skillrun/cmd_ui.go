package main

import (
	"github.com/spf13/cobra"
)

func init() { commands = append(commands, newUICmd) }

// newUICmd is 'skillrun ui': serve over HTTP on loopback for a person to
// look at, the web view first.
func newUICmd(a *app) *cobra.Command {
	s := newServeCmd(a)
	c := &cobra.Command{
		Use:   "ui [--http ADDR]",
		Short: "Open the web view: serve the library and memory over HTTP on loopback (pages at /ui/)",
		Long: `Serve the web view for a local look: the library, each skill's source,
versions, decisions and verification runs, episodes with their steps and
frames, memory search and a live stream of library events, at
http://127.0.0.1:7878/ui/ (the same server as 'skillrun serve --http', so
MCP and the JSON API answer there too). Takes serve's flags.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return s.RunE(cmd, args)
		},
	}
	c.Flags().AddFlagSet(s.Flags())
	return c
}
