package mcdomain

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"github.com/skillrun/skillrun/domain"
	mc "github.com/skillrun/skillrun/examples/minecraft"
	"github.com/skillrun/skillrun/examples/minecraft/live"
	"github.com/skillrun/skillrun/examples/minecraft/scenario"
	"github.com/skillrun/skillrun/examples/minecraft/viewer"
	"github.com/skillrun/skillrun/examples/minecraft/voxel"
	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/skills"
)

// Commands returns `skillrun example minecraft`: set up a scene on a real
// flying-squid server (or the voxel world), run a skill, record the
// episode into memory, verify it by re-simulation, print a table.
func (*Domain) Commands(h domain.Host) domain.Commands {
	return domain.Commands{Example: exampleCmd(h)}
}

// mcRow is one scenario's line in the table.
type mcRow struct {
	Scenario string `json:"scenario"`
	World    string `json:"world"`
	Skill    string `json:"skill"`
	Version  string `json:"version"`
	Episode  string `json:"episode"`
	Actions  int    `json:"actions"`
	Success  bool   `json:"success"`
	Error    string `json:"error,omitempty"`
	Cells    int    `json:"cells"`
	Verified bool   `json:"verified"`
	// Frames is how many frames the episode recorded; Annotated the PNG
	// of a blaze scene's first frame with the detector's boxes drawn.
	Frames    int           `json:"frames"`
	Annotated string        `json:"annotated,omitempty"`
	Diffs     []string      `json:"diffs,omitempty"`
	Result    skills.Result `json:"result,omitempty"`
	Seconds   float64       `json:"seconds"`
}

func exampleCmd(h domain.Host) *cobra.Command {
	var (
		names   []string
		world   string
		bridge  string
		timeout time.Duration
		outDir  string
		frames  string
		noFrame bool
		size    string
	)
	c := &cobra.Command{
		Use:   "minecraft",
		Short: "Run Minecraft scenarios on a live server (or the voxel world), record, verify, print a table",
		Long: `Run the Minecraft example end to end. For each scenario (lava_gap, ravine,
mine_face, descent, tunnel, blaze): build the scene, run its skill from the
example's skill files (installed into the library, .skillrun/skills by
default, where they are missing: verify, history, rollback and serve find
them there afterwards), record the episode with its index row and spatial
grid into memory (--memory, default .skillrun/memory.db), re-simulate the
episode in the voxel world and compare the final state with the one read
back from the world, record the verification, and print a table.

--world auto (the default) starts a flying-squid server and a mineflayer
bot when node and the bridge's node_modules are installed (npm ci in
examples/minecraft/bridge, or --bridge DIR); otherwise it uses the embedded
voxel world. Exit 1 when a scenario fails or does not verify.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			ctx := cmd.Context()
			ctx, cancel := context.WithTimeout(ctx, timeout)
			defer cancel()
			scs, err := pickScenarios(names)
			if err != nil {
				return domain.UsageError{Err: err}
			}
			lib, err := openSkills(ctx, h)
			if err != nil {
				return err
			}
			st, where, err := h.Memory(ctx)
			if err != nil {
				return err
			}
			defer st.Close()

			var newWorld func() (scenario.World, error)
			kind := world
			lopts := live.Options{Dir: bridge, Logger: h.Logger().Named("bridge")}
			var fw, fh int
			if _, err := fmt.Sscanf(size, "%dx%d", &fw, &fh); err != nil || fw < 16 || fh < 16 || fw > 4096 || fh > 4096 {
				return domain.UsageError{Err: fmt.Errorf("--frame-size %q: want WIDTHxHEIGHT, each 16..4096", size)}
			}
			if !noFrame && viewer.Check("") == nil {
				lopts.Frames = &live.FrameOptions{Width: fw, Height: fh} // the real client's renderer
			}
			switch world {
			case "auto":
				kind = "voxel"
				if live.Check(lopts) == nil {
					kind = "live"
				}
			case "live", "voxel":
			default:
				return domain.UsageError{Err: fmt.Errorf("--world must be auto, live or voxel, got %q", world)}
			}
			if kind == "live" {
				b, err := live.Start(ctx, lopts)
				switch {
				case err != nil && world == "auto":
					// auto promised a world, not the live one: say why and
					// carry on in the voxel world.
					fmt.Fprintf(cmd.ErrOrStderr(), "skillrun: live server did not start (%s); using the voxel world\n", oneLine(err))
					kind = "voxel"
				case err != nil:
					return err
				default:
					defer b.Close()
					newWorld = func() (scenario.World, error) { return b, nil }
				}
			}
			if kind == "voxel" {
				newWorld = func() (scenario.World, error) { return voxel.New(voxel.Options{}), nil }
			}
			maxPixels, err := h.MaxFramePixels()
			if err != nil {
				return err
			}
			fo := frameOpts{dir: frames, blobs: memory.Blobs{Dir: framesDir(where)}, maxPixels: maxPixels}
			if !noFrame {
				fo.voxel = VoxelFrames(fw, fh)
				fo.draw = fo.voxel
				if kind == "live" && lopts.Frames != nil {
					fo.draw = func(ctx context.Context, w scenario.World) (*mc.Shot, error) {
						sh, ok := w.(mc.Shooter)
						if !ok {
							return nil, fmt.Errorf("world %T draws no frames", w)
						}
						return sh.Shot(ctx)
					}
				}
			}

			run := scenario.LibraryRunner(lib)
			var rows []mcRow
			var recs []*scenario.Recording
			failed := false
			step := h.Progress(len(scs), "example minecraft")
			defer step(-1)
			for i, s := range scs {
				step(i)
				w, err := newWorld()
				if err != nil {
					return err
				}
				if s.Sight && fo.draw == nil {
					rows = append(rows, mcRow{Scenario: s.Name, World: kind, Skill: s.Skill, Error: "skipped: it looks through frames (--no-frames)"})
					continue
				}
				row, rec, err := runScenario(ctx, st, lib, run, w, s, kind, fo)
				if err != nil {
					return err
				}
				if !row.Success || !row.Verified {
					failed = true
				}
				rows = append(rows, row)
				recs = append(recs, rec)
			}
			if outDir != "" {
				if err := writeRecordings(outDir, recs); err != nil {
					return err
				}
			}
			if h.JSON() {
				if err := domain.WriteJSON(cmd.OutOrStdout(), map[string]any{"world": kind, "memory": where, "scenarios": rows}); err != nil {
					return err
				}
			} else {
				printTable(cmd, kind, where, rows)
			}
			if failed {
				return domain.ReportedError{}
			}
			return nil
		},
	}
	c.Flags().StringSliceVarP(&names, "scenario", "s", nil, "scenarios to run (default: all)")
	c.Flags().StringVar(&world, "world", "auto", "world: auto, live (flying-squid + mineflayer) or voxel")
	c.Flags().StringVar(&bridge, "bridge", os.Getenv("SKILLRUN_MC_BRIDGE"), "bridge directory with bridge.js and node_modules (default: examples/minecraft/bridge in the source tree, or $SKILLRUN_MC_BRIDGE)")
	c.Flags().DurationVar(&timeout, "timeout", 10*time.Minute, "bound on the whole run")
	c.Flags().StringVar(&outDir, "out", "", "also write the recordings to DIR (episodes.jsonl for skillrun import, grid.jsonl, index.jsonl)")
	c.Flags().StringVar(&frames, "frames", "", "also write every step's frame to DIR/EPISODE/NNN.png (frames are recorded into memory either way)")
	c.Flags().BoolVar(&noFrame, "no-frames", false, "record no frames (the scenarios whose skills look are skipped)")
	c.Flags().StringVar(&size, "frame-size", "640x360", "frame size, WIDTHxHEIGHT")
	return c
}

func pickScenarios(names []string) ([]scenario.Scenario, error) {
	if len(names) == 0 || (len(names) == 1 && names[0] == "all") {
		return append(scenario.All(), scenario.Sights()...), nil
	}
	var out []scenario.Scenario
	for _, n := range names {
		s, err := scenario.Get(n)
		if err != nil {
			return nil, err
		}
		out = append(out, s)
	}
	return out, nil
}

// openSkills installs the example's skill files into the user's library
// (.skillrun/skills by default) and opens it, so that verify, list, show,
// history, rollback and serve find them after the example.
func openSkills(ctx context.Context, h domain.Host) (*library.Library, error) {
	files, err := fs.Sub(mc.Skills, "skills")
	if err != nil {
		return nil, err
	}
	return h.ExampleLibrary(ctx, files)
}

// runScenario records one scenario, stores it, verifies it by
// re-simulation and stores the verification.
func runScenario(ctx context.Context, st memory.Store, lib *library.Library, run scenario.Runner, w scenario.World, s scenario.Scenario, kind string, fo frameOpts) (mcRow, *scenario.Recording, error) {
	start := time.Now()
	now := start.UTC().Truncate(time.Second)
	// Two runs in the same second must not share ids: add the nanoseconds.
	id := fmt.Sprintf("mc-%s-%s-%s-%09d", strings.ReplaceAll(s.Name, "_", "-"), kind, now.Format("20060102T150405Z"), start.Nanosecond())
	row := mcRow{Scenario: s.Name, World: kind, Skill: s.Skill, Episode: id}
	sk, err := lib.Get(s.Skill)
	if err != nil {
		return row, nil, err
	}
	u := sk.Unit
	row.Version = u.Version()
	rec, err := scenario.Record(ctx, w, s, run, scenario.Options{ID: id, Start: now, Source: kind, Version: u.Version(), Frame: fo.draw, MaxFramePixels: fo.maxPixels})
	if err != nil {
		return row, nil, fmt.Errorf("scenario %s: %w", s.Name, err)
	}
	row.Actions, row.Cells, row.Result = len(rec.Episode.Steps), len(rec.Cells), rec.Result
	row.Success, row.Error = *rec.Episode.Success, rec.Err
	row.Frames = len(rec.Frames)
	if len(rec.Frames) > 0 {
		if err := scenario.StoreFrames(fo.blobs, rec); err != nil {
			return row, nil, err
		}
	}
	if err := scenario.Store(ctx, st, rec); err != nil {
		return row, nil, err
	}
	if err := fo.write(rec); err != nil {
		return row, nil, err
	}
	if row.Annotated, err = fo.annotate(ctx, lib, s, rec); err != nil {
		return row, nil, err
	}
	// Every version that took a step (the skill and the skills it called).
	seen := map[string]bool{}
	for _, step := range rec.Episode.Steps {
		if step.Skill == "" || seen[step.Skill] {
			continue
		}
		seen[step.Skill] = true
		sk, err := lib.Get(step.Skill)
		if err != nil || sk.Unit.Version() != step.Version {
			continue
		}
		v := sk.Unit
		ver := memory.SkillVersion{Skill: step.Skill, ID: v.Version(), Kind: skills.Procedure, Description: v.Manifest.Description, Source: string(v.Source), Created: now}
		if err := st.PutVersion(ctx, ver); err != nil && !errors.Is(err, memory.ErrConflict) {
			return row, nil, err
		}
	}
	// The skills that took no step of their own (a detector a procedure
	// looked through) are recorded too: their versions ran in the episode.
	for name, ver := range rec.Uses {
		if seen[name] {
			continue
		}
		sk, err := lib.Get(name)
		if err != nil || sk.Unit.Version() != ver {
			continue
		}
		v := sk.Unit
		mv := memory.SkillVersion{Skill: name, ID: ver, Kind: v.Manifest.Kind, Description: v.Manifest.Description, Source: string(v.Source), Created: now}
		if err := st.PutVersion(ctx, mv); err != nil && !errors.Is(err, memory.ErrConflict) {
			return row, nil, err
		}
	}
	var rw scenario.World = voxel.New(voxel.Options{})
	if s.Sight {
		rw = &scenario.Seeing{World: rw, Draw: fo.voxel, MaxFramePixels: fo.maxPixels}
	}
	check, err := scenario.ResimIn(ctx, rw, rec.Episode, run)
	if err != nil {
		return row, nil, fmt.Errorf("verify %s: %w", id, err)
	}
	row.Verified, row.Diffs = check.Passed, check.Diffs
	vr := memory.VerificationRun{ID: "vr-" + id, Version: u.Version(), Time: time.Now().UTC(), Method: "resim", Verdicts: []memory.Verdict{check.Verdict()}}
	if err := st.RecordVerification(ctx, vr); err != nil {
		return row, nil, err
	}
	if check.Passed && row.Success {
		if err := st.Link(ctx, u.Version(), memory.SupportedBy, id); err != nil {
			return row, nil, err
		}
		// The episode supports the detector it looked through as well: a
		// rewrite of the detector is verified against it.
		for name, ver := range rec.Uses {
			if name == s.Skill || seen[name] {
				continue
			}
			if err := st.Link(ctx, ver, memory.SupportedBy, id); err != nil && !errors.Is(err, memory.ErrNotFound) {
				return row, nil, err
			}
		}
	}
	row.Seconds = time.Since(start).Seconds()
	return row, rec, nil
}

func printTable(cmd *cobra.Command, kind, where string, rows []mcRow) {
	out := cmd.OutOrStdout()
	fmt.Fprintf(out, "world: %s   memory: %s\n\n", kind, where)
	tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "SCENARIO\tSKILL\tVERSION\tACTIONS\tRUN\tCELLS\tFRAMES\tVERIFIED\tSECONDS\tFRAME")
	for _, r := range rows {
		ver := r.Version
		if len(ver) > 19 {
			ver = ver[:19]
		}
		runS := "ok"
		if !r.Success {
			runS = "failed"
		}
		verS := "yes"
		if !r.Verified {
			verS = "NO"
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%d\t%s\t%d\t%d\t%s\t%.1f\t%s\n", r.Scenario, r.Skill, ver, r.Actions, runS, r.Cells, r.Frames, verS, r.Seconds, r.Annotated)
	}
	tw.Flush()
	for _, r := range rows {
		if r.Error != "" {
			fmt.Fprintf(out, "\n%s: %s", r.Scenario, r.Error)
		}
		for _, d := range r.Diffs {
			fmt.Fprintf(out, "\n%s: %s", r.Scenario, d)
		}
	}
	fmt.Fprintln(out)
}

// writeRecordings writes the recordings as JSON lines into dir.
func writeRecordings(dir string, recs []*scenario.Recording) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	var eps []memory.Episode
	var cells, rows []any
	for _, r := range recs {
		eps = append(eps, r.Episode)
		for _, c := range r.Cells {
			cells = append(cells, c)
		}
		for _, x := range r.Index {
			rows = append(rows, x)
		}
	}
	var buf bytes.Buffer
	if err := memory.WriteJSONL(&buf, eps); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, "episodes.jsonl"), buf.Bytes(), 0o644); err != nil {
		return err
	}
	for name, items := range map[string][]any{"grid.jsonl": cells, "index.jsonl": rows} {
		buf.Reset()
		enc := json.NewEncoder(&buf)
		enc.SetEscapeHTML(false)
		for _, it := range items {
			if err := enc.Encode(it); err != nil {
				return err
			}
		}
		if err := os.WriteFile(filepath.Join(dir, name), buf.Bytes(), 0o644); err != nil {
			return err
		}
	}
	return nil
}

// oneLine flattens an error message onto one line.
func oneLine(err error) string {
	return strings.Join(strings.Fields(strings.ReplaceAll(err.Error(), "\n", " ; ")), " ")
}
