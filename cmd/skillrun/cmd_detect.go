package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/skillrun/skillrun/detectors"
	"github.com/skillrun/skillrun/serve"
	"github.com/skillrun/skillrun/skills"
	"github.com/skillrun/skillrun/verify"
	"github.com/spf13/cobra"
)

func init() { commands = append(commands, newDetectCmd) }

type detectOutput struct {
	Image      string                `json:"image"`
	Width      int                   `json:"width,omitempty"`
	Height     int                   `json:"height,omitempty"`
	Detections []detectors.Detection `json:"detections"`
	Annotated  string                `json:"annotated,omitempty"`
	Error      *cliError             `json:"error,omitempty"`
}

type detectReport struct {
	Skill   string         `json:"skill"`
	Version string         `json:"version,omitempty"`
	OK      bool           `json:"ok"`
	Images  []detectOutput `json:"images"`
}

func newDetectCmd(a *app) *cobra.Command {
	var args, out string
	var timeout time.Duration
	c := &cobra.Command{
		Use:   "detect NAME IMAGE...",
		Short: "Run a detector skill on image files and draw what it found",
		Long: `Run a detector skill from the library on PNG or JPEG files.

Each image is decoded (images over --max-frame-pixels, by default 4096×4096,
are rejected from their header), given to the detector with the JSON arguments, and its detections
are printed. With --out DIR, a copy of each image with the detections drawn
on it (boxes, labels, scores) is written to DIR/<name>.detect.png (<name>-2
and so on when two images share a name), so a person can look at what the
detector saw.

Exit codes: 0 ok, 1 the skill returned an error, 2 bad input (an unknown
skill, a missing or undecodable image, invalid arguments), 3 timeout,
4 a resource limit, 5 the skill crashed. With several images the first
failure decides the code; every image is still tried.`,
		Args: cobra.MinimumNArgs(2),
		RunE: func(cmd *cobra.Command, pos []string) error {
			raw, err := readArgs(args)
			if err != nil {
				return err
			}
			lib, err := a.openLibrary()
			if err != nil {
				return err
			}
			name := pos[0]
			s, err := lib.Get(name)
			if err != nil {
				return err
			}
			if s.Unit.Manifest.Kind != skills.Detector {
				return fmt.Errorf("%w: %s is a %s, not a detector", skills.ErrBadInput, name, s.Unit.Manifest.Kind)
			}
			if out != "" {
				if err := os.MkdirAll(out, 0o755); err != nil {
					return usageError{fmt.Errorf("--out: %w", err)}
				}
			}
			ctx := cmd.Context()
			rep := detectReport{Skill: name, Version: s.Unit.Version(), OK: true}
			var first error
			used := map[string]int{} // annotated file names, made unique
			for _, path := range pos[1:] {
				dst := ""
				if out != "" {
					base := strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))
					used[base]++
					if n := used[base]; n > 1 {
						base = fmt.Sprintf("%s-%d", base, n)
					}
					dst = filepath.Join(out, base+".detect.png")
				}
				o, err := detectOne(ctx, a, name, path, raw, timeout, dst)
				if err != nil {
					o.Error = describe(err)
					rep.OK = false
					if first == nil {
						first = fmt.Errorf("%s: %w", path, err)
					}
					if !a.json {
						fmt.Fprintf(cmd.ErrOrStderr(), "skillrun: %s: %s\n", path, oneLine(err))
					}
				}
				rep.Images = append(rep.Images, o)
				if !a.json && err == nil {
					printDetections(cmd, o)
				}
			}
			if a.json {
				if err := writeJSON(cmd.OutOrStdout(), rep); err != nil {
					return err
				}
				if first != nil {
					return silentError{code: exitCode(first)}
				}
				return nil
			}
			if first != nil {
				return silentError{code: exitCode(first)}
			}
			return nil
		},
	}
	c.Flags().StringVar(&args, "args", "{}", "detector arguments as a JSON object, @FILE, or - for stdin")
	c.Flags().StringVar(&out, "out", "", "directory to write annotated PNGs to")
	c.Flags().DurationVar(&timeout, "timeout", 0, "wall-clock limit per image (default: the skill's, else 30s)")
	return c
}

// detectOne decodes one image, runs the detector on it and writes the
// annotated copy to dst when dst is not empty.
func detectOne(ctx context.Context, a *app, name, path string, raw []byte, timeout time.Duration, dst string) (detectOutput, error) {
	o := detectOutput{Image: path, Detections: []detectors.Detection{}}
	maxPixels, err := a.ceilings.framePixelLimit()
	if err != nil {
		return o, err
	}
	f, err := readFrame(path, maxPixels)
	if err != nil {
		return o, err
	}
	o.Width, o.Height = f.Width(), f.Height()
	lib, err := a.openLibrary()
	if err != nil {
		return o, err
	}
	req := runRequest(raw, timeout)
	req.Frame = f
	res, err := lib.Run(ctx, name, req)
	if err != nil {
		return o, badDetectorInput(err)
	}
	if res.Response != nil && res.Detections != nil {
		o.Detections = res.Detections
	}
	if dst != "" {
		ann, err := detectors.Annotate(f, o.Detections)
		if err != nil {
			return o, err
		}
		w, err := os.Create(dst)
		if err != nil {
			return o, fmt.Errorf("write annotated image: %w", err)
		}
		if err := detectors.EncodePNG(w, ann); err != nil {
			w.Close()
			return o, fmt.Errorf("write annotated image %s: %w", dst, err)
		}
		if err := w.Close(); err != nil {
			return o, fmt.Errorf("write annotated image %s: %w", dst, err)
		}
		o.Annotated = dst
	}
	return o, nil
}

// readFrame reads and decodes an image file under the operator's pixel
// limit. Every failure is bad input.
func readFrame(path string, maxPixels int) (*detectors.Frame, error) {
	data, err := verify.ReadImageFile(path)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", skills.ErrBadInput, err)
	}
	f, err := detectors.Decode(data, maxPixels, detectors.Source{Kind: "file", ID: path})
	if err != nil {
		return nil, fmt.Errorf("%w: %w", skills.ErrBadInput, serve.FrameLimitHint(err))
	}
	return f, nil
}

func printDetections(cmd *cobra.Command, o detectOutput) {
	w := printableWriter{cmd.OutOrStdout()} // labels are the detector's text

	fmt.Fprintf(w, "%s: %d detection(s)", o.Image, len(o.Detections))
	if o.Annotated != "" {
		fmt.Fprintf(w, " -> %s", o.Annotated)
	}
	fmt.Fprintln(w)
	for _, d := range o.Detections {
		b := d.Box
		fmt.Fprintf(w, "  %s %.3f box=[%d, %d, %d, %d]\n", d.Label, d.Score, b.Min.X, b.Min.Y, b.Max.X, b.Max.Y)
	}
}

// badDetectorInput words the errors a detector reports about its input
// (arguments out of range, an unusable frame or region: package detectors
// declares them bad input, see skills.KindOf) as bad input too, like the
// runtime's own argument errors.
func badDetectorInput(err error) error {
	if skills.KindOf(err) == skills.KindBadInput && !errors.Is(err, skills.ErrBadInput) {
		return fmt.Errorf("%w: %w", skills.ErrBadInput, err)
	}
	return err
}
