package kicad

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/skillrun/skillrun/domain"
	"github.com/skillrun/skillrun/examples/kicad/episodes"
	"github.com/skillrun/skillrun/examples/kicad/schematic"
	"github.com/skillrun/skillrun/examples/kicad/schenv"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/skills"
	"github.com/spf13/cobra"
)

// Commands returns `skillrun kicad` (ERC, netlist export, running skills on
// a schematic, recording and re-simulating episodes), offered both as the
// example and at the top level.
func (*Domain) Commands(h domain.Host) domain.Commands {
	ex := kicadCmd(h)
	ex.Short = "The KiCad example (the same as skillrun kicad)"
	return domain.Commands{Example: ex, TopLevel: []*cobra.Command{kicadCmd(h)}}
}

func kicadCmd(h domain.Host) *cobra.Command {
	c := &cobra.Command{
		Use:   "kicad",
		Short: "KiCad example: run skills on a schematic, ERC, netlists, verify episodes",
		Long: `The KiCad example domain: KiCad 6 schematics (.kicad_sch) with a
schematic model of skillrun's own, since KiCad 6 has no headless ERC or
netlist export.

  skillrun kicad erc FILE            ERC subset, in KiCad 6's report format
  skillrun kicad netlist FILE        KiCad S-expression netlist
  skillrun kicad run SKILL FILE      run a library skill on the schematic
  skillrun kicad verify EPISODES     re-simulate recorded episodes with the
                                     library's skills on the demo files
  skillrun kicad record SKILL DEMO   run a skill on a demo file and print the
                                     episode (JSONL, for skillrun import)`,
	}
	c.AddCommand(ercCmd(h), netlistCmd(h), runCmd(h), verifyCmd(h), recordCmd(h))
	return c
}

func loadSchematic(path string) (*schematic.Schematic, error) {
	s, err := schematic.Load(path)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", skills.ErrBadInput, err)
	}
	return s, nil
}

func ercCmd(h domain.Host) *cobra.Command {
	return &cobra.Command{
		Use:   "erc FILE",
		Short: "Run the ERC subset on a schematic; exit 1 when it finds errors",
		Long: `Run the ERC subset (pin conflicts, undriven inputs and power inputs,
unconnected pins, no-connect flags, dangling labels) on a schematic and its
sheets. Prints KiCad 6's report format, or with --json the shape of
kicad-cli's erc.v1.json. Exit 1 when there are errors.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, pos []string) error {
			s, err := loadSchematic(pos[0])
			if err != nil {
				return err
			}
			r := s.ERC(s.Connect())
			now := time.Now().UTC()
			if h.JSON() { // the shape of kicad-cli's erc.v1.json
				data, err := r.JSON(filepath.Base(pos[0]), now.Format(time.RFC3339))
				if err != nil {
					return err
				}
				if _, err := cmd.OutOrStdout().Write(append(data, '\n')); err != nil {
					return err
				}
			} else {
				fmt.Fprint(cmd.OutOrStdout(), r.Text(now.Format("Mon Jan _2 15:04:05 2006"))) // as Eeschema dates it
			}
			if r.Errors() > 0 {
				return domain.ReportedError{}
			}
			return nil
		},
	}
}

func netlistCmd(h domain.Host) *cobra.Command {
	var out string
	c := &cobra.Command{
		Use:   "netlist FILE",
		Short: "Export a schematic's netlist in KiCad's S-expression format",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, pos []string) error {
			s, err := loadSchematic(pos[0])
			if err != nil {
				return err
			}
			nl := s.Connect()
			data := nl.Export(schematic.ExportOptions{Source: pos[0]})
			if out == "" || out == "-" {
				_, err := cmd.OutOrStdout().Write(data)
				return err
			}
			if err := os.WriteFile(out, data, 0o644); err != nil {
				return err
			}
			if h.JSON() {
				return domain.WriteJSON(cmd.OutOrStdout(), map[string]any{"file": out, "nets": len(nl.Nets), "components": len(s.Components())})
			}
			fmt.Fprintf(cmd.OutOrStdout(), "%s: %d nets, %d components\n", out, len(nl.Nets), len(s.Components()))
			return nil
		},
	}
	c.Flags().StringVarP(&out, "output", "o", "", "netlist file to write (default: standard output)")
	return c
}

func runCmd(h domain.Host) *cobra.Command {
	var args string
	var timeout time.Duration
	c := &cobra.Command{
		Use:   "run SKILL FILE",
		Short: "Run a library skill with a schematic as its world (edits are saved to FILE)",
		Args:  cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, pos []string) error {
			raw, err := h.Args(args)
			if err != nil {
				return err
			}
			w, err := schenv.Open(pos[1], schenv.Options{Logger: h.Logger().Named("kicad")})
			if err != nil {
				return fmt.Errorf("%w: %v", skills.ErrBadInput, err)
			}
			if _, err := exampleLibrary(cmd.Context(), h); err != nil {
				return err
			}
			return h.RunIn(cmd, pos[0], raw, timeout, w)
		},
	}
	c.Flags().StringVar(&args, "args", "{}", "arguments as a JSON object, @FILE, or - for stdin")
	c.Flags().DurationVar(&timeout, "timeout", 0, "wall-clock limit for the run (default: the skill's, else 30s)")
	return c
}

func verifyCmd(h domain.Host) *cobra.Command {
	var demos string
	c := &cobra.Command{
		Use:   "verify EPISODES.jsonl",
		Short: "Re-simulate recorded KiCad episodes with the library's skills; exit 1 if any diverges",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, pos []string) error {
			f, err := os.Open(pos[0])
			if err != nil {
				return domain.UsageError{Err: err}
			}
			eps, err := memory.ReadJSONL(f)
			f.Close()
			if err != nil {
				return fmt.Errorf("%w: %s: %v", skills.ErrBadInput, pos[0], err)
			}
			lib, err := exampleLibrary(cmd.Context(), h)
			if err != nil {
				return err
			}
			ctx := cmd.Context()
			runner := episodes.LibraryRunner(lib)
			var verdicts []memory.Verdict
			failed := 0
			for _, ep := range eps {
				if ep.Env != episodes.Env {
					continue
				}
				v, err := episodes.Resimulate(ctx, ep, runner, episodes.Options{DemosDir: demos})
				if err != nil {
					return fmt.Errorf("episode %s: %w", ep.ID, err)
				}
				if !v.Passed {
					failed++
				}
				verdicts = append(verdicts, v)
			}
			if h.JSON() {
				if err := domain.WriteJSON(cmd.OutOrStdout(), map[string]any{"file": filepath.Base(pos[0]), "passed": len(verdicts) - failed, "total": len(verdicts), "verdicts": verdicts}); err != nil {
					return err
				}
			} else {
				for _, v := range verdicts {
					status := "ok  "
					if !v.Passed {
						status = "FAIL"
					}
					fmt.Fprintf(cmd.OutOrStdout(), "%s %s %s\n", status, v.Episode, strings.TrimSpace(v.Divergence))
				}
				fmt.Fprintf(cmd.OutOrStdout(), "%d/%d episodes re-simulated\n", len(verdicts)-failed, len(verdicts))
			}
			if failed > 0 {
				return domain.ReportedError{}
			}
			return nil
		},
	}
	c.Flags().StringVar(&demos, "demos", "", "directory of the kicad-demos files (default $KICAD_DEMOS or /usr/share/kicad/demos)")
	return c
}

func recordCmd(h domain.Host) *cobra.Command {
	var args, id, demos string
	var setup []string
	c := &cobra.Command{
		Use:   "record SKILL DEMO",
		Short: "Run a library skill on a fresh copy of a demo file and print the episode as JSONL",
		Long: `Run a library skill on a fresh copy of a demo schematic (DEMO is relative
to the demos directory, e.g. ecc83/ecc83-pp.kicad_sch) and print the episode
as one JSONL line: its snapshot (demo, its SHA-256, skill, arguments, setup
actions), every action and outcome, the final state. A skill that fails
still gives an episode (success false). Import it with skillrun import,
which links it to the version that ran;
skillrun verify re-simulates it.

--setup takes actions applied before the skill runs, as JSON objects:
  --setup '{"name":"remove_power_flag","object":"#FLG05"}'`,
		Args: cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, pos []string) error {
			raw, err := h.Args(args)
			if err != nil {
				return err
			}
			snap := episodes.Snapshot{Demo: pos[1], Skill: pos[0], Args: raw}
			for i, s := range setup {
				var act skills.Action
				if err := json.Unmarshal([]byte(s), &act); err != nil || act.Name == "" {
					return domain.UsageError{Err: fmt.Errorf("--setup %d: want a JSON action like {\"name\":\"remove_power_flag\",\"object\":\"#FLG05\"}", i+1)}
				}
				snap.Setup = append(snap.Setup, act)
			}
			lib, err := exampleLibrary(cmd.Context(), h)
			if err != nil {
				return err
			}
			ctx := cmd.Context()
			if id == "" {
				id = fmt.Sprintf("kicad-%s-%d", pos[0], time.Now().UnixNano())
			}
			ep, err := episodes.RecordTask(ctx, id, snap, episodes.LibraryRunner(lib), episodes.Options{DemosDir: demos})
			if err != nil {
				return fmt.Errorf("%w: %v", skills.ErrBadInput, err)
			}
			// The version that ran, on every step: skillrun import links the
			// episode to it as evidence (SUPPORTED_BY, or FAILED_IN).
			if s, err := lib.Get(pos[0]); err == nil {
				for i := range ep.Steps {
					if ep.Steps[i].Skill == pos[0] {
						ep.Steps[i].Version = s.Unit.Version()
					}
				}
			}
			return memory.WriteJSONL(cmd.OutOrStdout(), []memory.Episode{ep})
		},
	}
	c.Flags().StringVar(&args, "args", "{}", "the skill's arguments as a JSON object, @FILE, or - for stdin")
	c.Flags().StringVar(&id, "id", "", "episode id (default kicad-SKILL-<time>)")
	c.Flags().StringArrayVar(&setup, "setup", nil, "an action (JSON) applied before the skill runs; repeatable")
	c.Flags().StringVar(&demos, "demos", "", "directory of the kicad-demos files (default $KICAD_DEMOS or /usr/share/kicad/demos)")
	return c
}
