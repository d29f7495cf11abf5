package main

import (
	"context"
	"fmt"
	"time"

	"github.com/skillrun/skillrun/runtime/native"
	"github.com/skillrun/skillrun/runtime/worker"
	"github.com/spf13/cobra"
)

func init() { commands = append(commands, newDoctorCmd) }

func newDoctorCmd(a *app) *cobra.Command {
	var strict bool
	cmd := &cobra.Command{
		Use:   "doctor",
		Short: "Show which isolation protections this machine gives skills (and which it lacks, and why)",
		Long: "doctor starts one isolated worker, exactly as --isolation=process does, and reports\n" +
			"every protection it runs under: namespaces, a fresh /proc, the scratch tmpfs, landlock,\n" +
			"seccomp, rlimits, cgroup memory and pids limits, Pdeathsig and the process-group kill.\n" +
			"With --strict it exits 4 when any protection is missing.",
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			ctx, cancel := context.WithTimeout(cmd.Context(), 30*time.Second)
			defer cancel()
			ps, err := worker.Probe(ctx, worker.Options{Logger: a.logger().Named("doctor")})
			if err != nil {
				return fmt.Errorf("start an isolated worker: %w", err)
			}
			missing := ps.Missing()
			// The native tier needs a Go toolchain and the SDK's source.
			tier, terr := native.Probe(ctx, native.BuilderOptions{})
			nativeTier := "available: " + tier
			if terr != nil {
				nativeTier = "unavailable, skills stay interpreted: " + terr.Error()
			}
			if a.json {
				if err := writeJSON(cmd.OutOrStdout(), map[string]any{"protections": ps, "missing": len(missing), "native_tier": nativeTier}); err != nil {
					return err
				}
			} else {
				fmt.Fprint(cmd.OutOrStdout(), ps.String())
				fmt.Fprintln(cmd.OutOrStdout(), "native tier: "+nativeTier)
				if len(missing) == 0 {
					fmt.Fprintln(cmd.OutOrStdout(), "all protections in force")
				} else {
					fmt.Fprintf(cmd.OutOrStdout(), "%d protection(s) missing: skills still run, with the others\n", len(missing))
				}
			}
			if strict && len(missing) > 0 {
				return silentError{code: exitLimit}
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&strict, "strict", false, "exit 4 if any protection is missing")
	return cmd
}
