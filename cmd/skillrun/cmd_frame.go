package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/serve"
	"github.com/skillrun/skillrun/verify"
)

func init() { commands = append(commands, newFrameCmd) }

// frameRefArgs reads a frame reference: a hash, or EPISODE#STEP with an
// optional /N for the step's N-th frame.
func frameRefArgs(ref string) (map[string]any, error) {
	if memory.ValidHash(ref) {
		return map[string]any{"frame": ref}, nil
	}
	n := 0
	if i := strings.LastIndexByte(ref, '/'); i > 0 {
		v, err := strconv.Atoi(ref[i+1:])
		if err != nil || v < 0 {
			return nil, usageError{fmt.Errorf("frame %q: /%s is not a frame number", ref, ref[i+1:])}
		}
		n, ref = v, ref[:i]
	}
	st, err := parseStepRef(ref)
	if err != nil {
		return nil, usageError{fmt.Errorf("frame %q is neither a hash (64 hex digits) nor EPISODE#STEP[/N]", ref)}
	}
	return map[string]any{"episode": st.Episode, "step": st.Index, "n": n}, nil
}

// frameOp runs one frame operation (or a detector) through an in-process
// server on the memory and frame store, writes the image it returns to
// out, and prints the reply.
func (a *app) frameOp(cmd *cobra.Command, name string, args map[string]any, out string, withLibrary bool) error {
	ctx := cmd.Context()
	store, err := a.openMemory(ctx)
	if err != nil {
		return err
	}
	defer store.Close()
	lib, err := a.openLibrary()
	if err != nil {
		return err
	}
	opts, err := a.serveOptions(store, a.framesDir())
	if err != nil {
		return err
	}
	srv, err := serve.New(lib, opts)
	if err != nil {
		return err
	}
	defer srv.Close()
	raw, err := json.Marshal(args)
	if err != nil {
		return err
	}
	v, images, err := srv.Invoke(ctx, name, raw)
	if err != nil {
		return err
	}
	if out != "" {
		if len(images) == 0 {
			return fmt.Errorf("%s returned no image to write to %s", name, out)
		}
		if err := os.WriteFile(out, images[0].Data, 0o644); err != nil {
			return err
		}
	}
	if a.json {
		return writeJSON(cmd.OutOrStdout(), v)
	}
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	fmt.Fprintln(cmd.OutOrStdout(), string(b))
	if out != "" {
		fmt.Fprintf(cmd.OutOrStdout(), "wrote %s\n", out)
	}
	return nil
}

func parseBox(s string) (map[string]any, error) {
	parts := strings.Split(s, ",")
	if len(parts) != 4 {
		return nil, usageError{fmt.Errorf("crop %q is not x,y,w,h", s)}
	}
	var v [4]int
	for i, p := range parts {
		n, err := strconv.Atoi(strings.TrimSpace(p))
		if err != nil {
			return nil, usageError{fmt.Errorf("crop %q: %q is not a whole number", s, p)}
		}
		v[i] = n
	}
	return map[string]any{"x": v[0], "y": v[1], "w": v[2], "h": v[3]}, nil
}

func newFrameCmd(a *app) *cobra.Command {
	c := &cobra.Command{
		Use:   "frame",
		Short: "Look again at stored frames: put, get (crop, enlarge), compare, detect",
		Long: `Frames are the images steps observed, stored by content hash beside the memory
(--frames of serve; default frames/ beside the memory database). A frame is named by
its hash or by the step that observed it: EPISODE#STEP, or EPISODE#STEP/N for its
N-th frame.`,
	}
	var out, crop, filter string
	var width, height int
	var scale float64
	getArgs := func(ref string) (map[string]any, error) {
		args, err := frameRefArgs(ref)
		if err != nil {
			return nil, err
		}
		if crop != "" {
			box, err := parseBox(crop)
			if err != nil {
				return nil, err
			}
			args["crop"] = box
		}
		for k, v := range map[string]any{"width": width, "height": height, "scale": scale, "filter": filter} {
			if v != 0 && v != "" {
				args[k] = v
			}
		}
		return args, nil
	}
	get := &cobra.Command{
		Use: "get FRAME [-o OUT.png]", Short: "A stored frame, optionally cropped and scaled (enlarging: nearest or smooth)", Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			m, err := getArgs(args[0])
			if err != nil {
				return err
			}
			return a.frameOp(cmd, "frame_get", m, out, false)
		},
	}
	cropCmd := &cobra.Command{
		Use: "crop FRAME X,Y,W,H [-o OUT.png]", Short: "Part of a stored frame, enlarged to --width/--height/--scale if asked", Args: cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			crop = args[1]
			m, err := getArgs(args[0])
			if err != nil {
				return err
			}
			return a.frameOp(cmd, "frame_get", m, out, false)
		},
	}
	for _, cc := range []*cobra.Command{get, cropCmd} {
		f := cc.Flags()
		f.StringVarP(&out, "out", "o", "", "write the image (PNG) to this file")
		f.IntVar(&width, "width", 0, "output width, larger or smaller (height follows unless given)")
		f.IntVar(&height, "height", 0, "output height")
		f.Float64Var(&scale, "scale", 0, "output size as a factor (8: look closely)")
		f.StringVar(&filter, "filter", "", "enlarging: nearest (default, pixel art stays sharp) or smooth")
	}
	get.Flags().StringVar(&crop, "crop", "", "x,y,w,h: only this part")

	var cmpHeight int
	compare := &cobra.Command{
		Use: "compare PAST CURRENT [-o OUT.png]", Short: "Two stored frames side by side, scaled to the same height", Args: cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			past, err := frameRefArgs(args[0])
			if err != nil {
				return err
			}
			cur, err := frameRefArgs(args[1])
			if err != nil {
				return err
			}
			m := map[string]any{"past": past, "current": cur}
			if cmpHeight > 0 {
				m["height"] = cmpHeight
			}
			return a.frameOp(cmd, "frame_compare", m, out, false)
		},
	}
	compare.Flags().StringVarP(&out, "out", "o", "", "write the image (PNG) to this file")
	compare.Flags().IntVar(&cmpHeight, "height", 0, "height of the side-by-side image")

	var detArgs string
	detect := &cobra.Command{
		Use: "detect DETECTOR FRAME [-o OUT.png]", Short: "Run a detector skill on a stored frame and draw what it found", Args: cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			ref, err := frameRefArgs(args[1])
			if err != nil {
				return err
			}
			m := map[string]any{}
			if detArgs != "" {
				if err := json.Unmarshal([]byte(detArgs), &m); err != nil {
					return usageError{fmt.Errorf("--args: %v", err)}
				}
			}
			if h, ok := ref["frame"]; ok {
				m["_frame"] = h
			} else {
				m["_frame"] = ref
			}
			return a.frameOp(cmd, args[0], m, out, true)
		},
	}
	detect.Flags().StringVarP(&out, "out", "o", "", "write the annotated image (PNG) to this file")
	detect.Flags().StringVar(&detArgs, "args", "", "the detector's arguments as a JSON object")

	put := &cobra.Command{
		Use: "put IMAGE", Short: "Store a PNG or JPEG as a frame and print its hash", Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			name := args[0]
			var data []byte
			var err error
			if name == "-" {
				name = "standard input"
				if data, err = io.ReadAll(io.LimitReader(cmd.InOrStdin(), verify.MaxImageBytes+1)); err == nil && len(data) > verify.MaxImageBytes {
					err = fmt.Errorf("over %d bytes, the limit of an image", verify.MaxImageBytes)
				}
			} else {
				data, err = verify.ReadImageFile(name)
			}
			if err != nil {
				return fmt.Errorf("%w: frame put %s: %v", memory.ErrInvalid, name, err)
			}
			// The image is decoded (under --max-frame-pixels) before
			// anything is stored: one refused stores nothing.
			if err := a.frameOp(cmd, "frame_put", map[string]any{"image": map[string]any{"data": data}}, "", false); err != nil {
				return fmt.Errorf("frame put %s: %w", name, err)
			}
			return nil
		},
	}
	c.AddCommand(put, get, cropCmd, compare, detect)
	return c
}
