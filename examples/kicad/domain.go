package kicad

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"time"

	"github.com/skillrun/skillrun/domain"
	"github.com/skillrun/skillrun/examples/kicad/episodes"
	"github.com/skillrun/skillrun/examples/kicad/schenv"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/serve"
	"github.com/skillrun/skillrun/skills"
	"github.com/skillrun/skillrun/verify"
	"github.com/spf13/pflag"
)

// Domain is the KiCad example as a skillrun domain: the "kicad"
// environment (a schematic under --kicad-dir, edited in a private copy),
// the schematic simulator that re-simulates recorded episodes on the demo
// files, the bench data (skills/, episodes/testdata) with variants on other
// demo schematics, and the `skillrun kicad` commands. The zero value is
// ready to use.
type Domain struct {
	designs string // --kicad-dir
}

var _ domain.Domain = (*Domain)(nil)

// Name returns "kicad".
func (*Domain) Name() string { return episodes.Env }

// Simulators returns the schematic simulator (episodes of Env "kicad").
func (*Domain) Simulators() []verify.Simulator {
	return []verify.Simulator{episodes.NewSimulator(episodes.Options{})}
}

// EnvFlags registers --kicad-dir.
func (d *Domain) EnvFlags(fs *pflag.FlagSet) {
	fs.StringVar(&d.designs, "kicad-dir", "", "directory of KiCad designs sessions may open as environment \"kicad\"")
}

// Environments offers "kicad" when --kicad-dir names a directory: params
// {"file": PATH}, a design relative to that directory, opened in a private
// copy removed when the session closes.
func (d *Domain) Environments(_ context.Context, h domain.Host) (map[string]domain.EnvFactory, func()) {
	if d.designs == "" {
		return nil, nil
	}
	dir := d.designs
	return map[string]domain.EnvFactory{
		"kicad": func(_ context.Context, params json.RawMessage) (skills.World, error) {
			var p struct {
				File string `json:"file"`
			}
			if err := domain.DecodeParams(params, &p); err != nil {
				return nil, err
			}
			if p.File == "" || !filepath.IsLocal(p.File) {
				return nil, fmt.Errorf("%w: kicad: params.file must be a relative path inside the design directory, got %q", skills.ErrBadInput, p.File)
			}
			tmp, err := os.MkdirTemp("", "skillrun-kicad-")
			if err != nil {
				return nil, err
			}
			root, err := schenv.Copy(filepath.Join(dir, p.File), tmp)
			if err == nil {
				var w *schenv.World
				if w, err = schenv.Open(root, schenv.Options{Logger: h.Logger().Named("kicad")}); err == nil {
					return &tempWorld{World: w, dir: tmp}, nil
				}
			}
			os.RemoveAll(tmp)
			return nil, fmt.Errorf("%w: kicad: %v", skills.ErrBadInput, err)
		},
	}, nil
}

// tempWorld is a schematic world in a private copy, removed on Close. It
// records each run with the design as the run found it
// (serve.RunSnapshotter), so a session's runs re-simulate.
type tempWorld struct {
	*schenv.World
	dir string
}

var _ serve.RunSnapshotter = (*tempWorld)(nil)

func (t *tempWorld) Close() error { return os.RemoveAll(t.dir) }

// designAt is the design a run began on.
type designAt struct {
	files map[string][]byte
	root  string
}

// BeginRun takes the design's files as they are (edits included).
func (t *tempWorld) BeginRun(ctx context.Context) (any, error) {
	files, root := t.Files()
	return designAt{files: files, root: root}, nil
}

// EndRun returns the run's snapshot: the design it began on, the skill
// and its arguments (the final state is in the run's steps).
func (t *tempWorld) EndRun(ctx context.Context, begin any, skill string, args json.RawMessage, runErr error) (string, json.RawMessage, error) {
	d, ok := begin.(designAt)
	if !ok {
		return "", nil, fmt.Errorf("kicad session: run began with %T, not a design", begin)
	}
	snap, err := episodes.SessionSnapshot(d.files, d.root, skill, args)
	if err != nil {
		return "", nil, err
	}
	return episodes.Env, snap, nil
}

// Bench returns the KiCad skills and their recorded episodes, with
// variants on other demo schematics.
func (*Domain) Bench() domain.Bench {
	return domain.Bench{
		Skills:   "examples/kicad/skills",
		Episodes: "examples/kicad/episodes/testdata/episodes/kicad.jsonl",
		Variants: variants,
	}
}

// variants records more evidence for a KiCad skill: the reference run with
// each recorded episode's arguments, and with none, on up to n other demo
// schematics (kicad-demos), each a fresh working copy.
func variants(ctx context.Context, run domain.Runner, recorded []memory.Episode, n int, timeout time.Duration) ([]memory.Episode, error) {
	opts := episodes.Options{Start: time.Date(2026, 12, 2, 12, 0, 0, 0, time.UTC)}
	demosDir := episodes.DemosDir()
	demos, err := filepath.Glob(filepath.Join(demosDir, "*", "*.kicad_sch"))
	if err != nil {
		return nil, fmt.Errorf("kicad demos: %w", err)
	}
	sort.Strings(demos)
	var unfit bool // the arguments do not fit the skill: no evidence
	runner := func(ctx context.Context, _ string, args json.RawMessage, w skills.World) (skills.Result, error) {
		res, err := run(ctx, args, w)
		if err != nil {
			unfit = errors.Is(err, skills.ErrInvalidArgs) || errors.Is(err, skills.ErrTimeout)
			return nil, err
		}
		return res, nil
	}
	var out []memory.Episode
	for i, ep := range recorded {
		snap, err := episodes.ParseSnapshot(ep)
		if err != nil {
			return nil, fmt.Errorf("variants of %s: %w", ep.ID, err)
		}
		made := 0
		for _, d := range demos {
			if made == n {
				break
			}
			rel, _ := filepath.Rel(demosDir, d)
			rel = filepath.ToSlash(rel)
			if rel == snap.Demo {
				continue
			}
			// The recorded arguments, and none (the skill's defaults).
			for j, args := range []json.RawMessage{snap.Args, json.RawMessage(`{}`)} {
				if j == 1 && (len(snap.Args) == 0 || string(snap.Args) == "{}") {
					continue
				}
				unfit = false
				rctx, cancel := context.WithTimeout(ctx, timeout)
				v, err := episodes.Record(rctx, fmt.Sprintf("%s-v%d-%02d-%d", ep.ID, i, made, j), rel, snap.Skill, args, runner, opts)
				cancel()
				if err != nil || unfit {
					continue // a demo the domain cannot open, or arguments the skill refuses, are no evidence
				}
				out = append(out, v)
			}
			made++
		}
	}
	return out, nil
}
