package viewer

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"image/png"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/skillrun/skillrun/detectors"
	mc "github.com/skillrun/skillrun/examples/minecraft"
)

// ErrUnavailable is returned when node, the viewer's node_modules or an X
// server (Xvfb) is missing.
var ErrUnavailable = errors.New("minecraft client renderer unavailable")

// DefaultDir returns examples/minecraft/bridge/viewer in this source tree.
func DefaultDir() string {
	_, file, _, ok := runtime.Caller(0)
	if !ok {
		return filepath.Join("examples", "minecraft", "bridge", "viewer")
	}
	return filepath.Join(filepath.Dir(file), "..", "bridge", "viewer")
}

// Check reports whether frames can be drawn from dir ("" for DefaultDir):
// node is installed, `npm ci` has been run there (its native modules
// built), and there is an X display or Xvfb to start one.
func Check(dir string) error {
	if dir == "" {
		dir = DefaultDir()
	}
	if _, err := exec.LookPath("node"); err != nil {
		return fmt.Errorf("%w: node not found: %v", ErrUnavailable, err)
	}
	for _, p := range []string{"frames.js", "node_modules/prismarine-viewer", "node_modules/gl/build/Release/webgl.node", "node_modules/canvas/build/Release/canvas.node"} {
		if _, err := os.Stat(filepath.Join(dir, p)); err != nil {
			return fmt.Errorf("%w: %s missing in %s (run `npm ci` there; ci/setup.d/41-minecraft-viewer.sh)", ErrUnavailable, p, dir)
		}
	}
	if os.Getenv("DISPLAY") == "" {
		if _, err := exec.LookPath("Xvfb"); err != nil {
			return fmt.Errorf("%w: no DISPLAY and no Xvfb (apt-get install xvfb)", ErrUnavailable)
		}
	}
	return nil
}

// Display is an X display for WebGL: the one in $DISPLAY, or an Xvfb
// server started for it (and stopped by Close).
type Display struct {
	// Name is the display name (":99").
	Name string
	cmd  *exec.Cmd
}

// OpenDisplay returns $DISPLAY when set, else starts Xvfb on a free display
// number (Xvfb picks it and reports it on a pipe).
func OpenDisplay(ctx context.Context) (*Display, error) {
	if d := os.Getenv("DISPLAY"); d != "" {
		return &Display{Name: d}, nil
	}
	xvfb, err := exec.LookPath("Xvfb")
	if err != nil {
		return nil, fmt.Errorf("%w: no DISPLAY and no Xvfb: %v", ErrUnavailable, err)
	}
	r, w, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	defer r.Close()
	cmd := exec.Command(xvfb, "-displayfd", "3", "-screen", "0", "1280x1024x24", "-nolisten", "tcp", "-nolisten", "unix", "-noreset")
	// -nolisten unix leaves the abstract socket, which is all clients on
	// this machine need, and no file in /tmp/.X11-unix to clean up.
	cmd.ExtraFiles = []*os.File{w}
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := cmd.Start(); err != nil {
		w.Close()
		return nil, fmt.Errorf("start Xvfb: %w", err)
	}
	w.Close()
	got := make(chan string, 1)
	go func() {
		line, _ := bufio.NewReader(r).ReadString('\n')
		got <- strings.TrimSpace(line)
	}()
	d := &Display{cmd: cmd}
	select {
	case n := <-got:
		if _, err := strconv.Atoi(n); err != nil {
			d.Close()
			return nil, fmt.Errorf("start Xvfb: no display number (got %q)", n)
		}
		d.Name = ":" + n
		return d, nil
	case <-time.After(20 * time.Second):
		d.Close()
		return nil, fmt.Errorf("start Xvfb: no display after 20 s")
	case <-ctx.Done():
		d.Close()
		return nil, ctx.Err()
	}
}

// Env returns the environment entry that points a client at the display.
func (d *Display) Env() string { return "DISPLAY=" + d.Name }

// Node returns a command that runs node with args in dir on the display;
// when ctx ends, node and everything it started are killed.
func (d *Display) Node(ctx context.Context, dir string, args ...string) *exec.Cmd {
	cmd := exec.CommandContext(ctx, "node", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), d.Env())
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
	return cmd
}

// Close stops the Xvfb server this Display started (not a $DISPLAY's).
func (d *Display) Close() error {
	if d == nil || d.cmd == nil || d.cmd.Process == nil {
		return nil
	}
	_ = syscall.Kill(-d.cmd.Process.Pid, syscall.SIGTERM)
	done := make(chan struct{})
	go func() { _ = d.cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(3 * time.Second):
		_ = syscall.Kill(-d.cmd.Process.Pid, syscall.SIGKILL)
		<-done
	}
	d.cmd = nil
	return nil
}

// Group is what a data-set frame shows, for per-group figures.
type Group struct {
	Angle       string   `json:"angle"` // level, below, above
	Light       string   `json:"light"` // day, dusk, night, nether
	Ground      string   `json:"ground"`
	Blazes      int      `json:"blazes"`  // blazes placed (0: a frame of distractors only)
	SizePx      int      `json:"size_px"` // the height the camera was placed for
	Distractors []string `json:"distractors"`
	Occluded    bool     `json:"occluded"` // a wall was put in front of a blaze
}

// Frame is one labelled frame of a data set.
type Frame struct {
	File string `json:"file"`
	Set  string `json:"set"`
	// Version is the Minecraft version the frame was drawn in (its
	// blocks' textures); "" in sets drawn before it was recorded: 1.16.5.
	Version string            `json:"version,omitempty"`
	Scene   int               `json:"scene"`
	Group   Group             `json:"group"`
	Camera  mc.Camera         `json:"camera"`
	Truth   []detectors.Truth `json:"truth"`
}

// Set is a data set on disk: Dir holds the PNGs and labels.jsonl.
type Set struct {
	Dir    string
	Frames []Frame
	// MaxFramePixels bounds a decoded frame (Decode);
	// detectors.DefaultMaxFramePixels when zero.
	MaxFramePixels int
}

// ReadMask returns which pixels of frame f show a blaze (row by row, one
// byte a pixel, non-zero on a blaze), from the mask a set drawn with
// GenerateOptions.Masks holds; nil when the frame has no mask (no blaze).
func (s *Set) ReadMask(f Frame) ([]uint8, error) {
	data, err := os.ReadFile(filepath.Join(s.Dir, strings.TrimSuffix(f.File, ".png")+".mask.png"))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("%s mask: %w", f.File, err)
	}
	b := img.Bounds()
	out := make([]uint8, b.Dx()*b.Dy())
	for y := 0; y < b.Dy(); y++ {
		for x := 0; x < b.Dx(); x++ {
			if r, _, _, _ := img.At(b.Min.X+x, b.Min.Y+y).RGBA(); r != 0 {
				out[y*b.Dx()+x] = 1
			}
		}
	}
	return out, nil
}

// Decode reads and decodes frame f's PNG (its source names the file).
func (s *Set) Decode(f Frame) (*detectors.Frame, error) {
	data, err := os.ReadFile(s.Path(f))
	if err != nil {
		return nil, err
	}
	fr, err := detectors.Decode(data, s.MaxFramePixels, detectors.Source{Kind: "file", ID: f.File})
	if err != nil {
		return nil, fmt.Errorf("%s: %w", f.File, err)
	}
	return fr, nil
}

// Path returns the path of a frame's PNG.
func (s *Set) Path(f Frame) string { return filepath.Join(s.Dir, f.File) }

// ReadSet reads a data set's labels.jsonl.
func ReadSet(dir string) (*Set, error) {
	fh, err := os.Open(filepath.Join(dir, "labels.jsonl"))
	if err != nil {
		return nil, err
	}
	defer fh.Close()
	s := &Set{Dir: dir}
	sc := bufio.NewScanner(fh)
	sc.Buffer(make([]byte, 1<<16), 1<<24)
	for n := 1; sc.Scan(); n++ {
		if strings.TrimSpace(sc.Text()) == "" {
			continue
		}
		var f Frame
		dec := json.NewDecoder(strings.NewReader(sc.Text()))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&f); err != nil {
			return nil, fmt.Errorf("%s:%d: %w", filepath.Join(dir, "labels.jsonl"), n, err)
		}
		if f.File == "" || strings.ContainsAny(f.File, `/\`) {
			return nil, fmt.Errorf("%s:%d: bad file name %q", filepath.Join(dir, "labels.jsonl"), n, f.File)
		}
		s.Frames = append(s.Frames, f)
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if len(s.Frames) == 0 {
		return nil, fmt.Errorf("%s holds no frames", filepath.Join(dir, "labels.jsonl"))
	}
	return s, nil
}

// GenerateOptions say which data set to draw. The zero value draws the
// development set: 60 scenes, 240 frames of 640×360.
type GenerateOptions struct {
	// Dir is the viewer's JavaScript directory ("" for DefaultDir).
	Dir string
	// Set is "dev" (default) or "heldout": different seeds and layouts.
	Set string
	// Seed overrides the set's own seed.
	Seed int
	// Scenes is the number of scenes; each gives four frames (default 60).
	Scenes        int
	Width, Height int
	// Masks also writes each frame's blaze pixels (NNNN.mask.png, see
	// ReadMask), for calibrating what colours a blaze shows.
	Masks bool
	// Version is the Minecraft version drawn, its textures ("" for
	// 1.16.5, what the bridge's server speaks; 1.16 or later).
	Version string
	// Fov is the camera's vertical field of view in degrees (0 for 75).
	Fov float64
	// Hard (development sets only) puts every scene's two or three blazes
	// in a heap, and walls in front of half of them: more of the cases the
	// detector misses most, to train on.
	Hard bool
	// Others ("train" or "test") draws warm things neither set draws
	// otherwise: other warm blocks in place of the usual distractors, and
	// warm mobs (magma cubes, striders, piglins, fireballs...) in every
	// frame, labelled in the truth under their own names; "train" and
	// "test" draw two halves of them, and "train" only development sets
	// (calibration may learn it; "test" stays unseen). 1.16 or later.
	Others string
}

// Generate draws a data set into out (created if missing) and reads it back.
func Generate(ctx context.Context, out string, opts GenerateOptions) (*Set, error) {
	if opts.Dir == "" {
		opts.Dir = DefaultDir()
	}
	if opts.Set == "" {
		opts.Set = "dev"
	}
	if opts.Scenes == 0 {
		opts.Scenes = 60
	}
	if opts.Width == 0 {
		opts.Width, opts.Height = 640, 360
	}
	if err := Check(opts.Dir); err != nil {
		return nil, err
	}
	abs, err := filepath.Abs(out)
	if err != nil {
		return nil, err
	}
	disp, err := OpenDisplay(ctx)
	if err != nil {
		return nil, err
	}
	defer disp.Close()
	args := []string{"dataset.js", "--out", abs, "--set", opts.Set, "--scenes", strconv.Itoa(opts.Scenes),
		"--width", strconv.Itoa(opts.Width), "--height", strconv.Itoa(opts.Height)}
	if opts.Seed != 0 {
		args = append(args, "--seed", strconv.Itoa(opts.Seed))
	}
	if opts.Masks {
		args = append(args, "--masks")
	}
	if opts.Hard {
		args = append(args, "--hard")
	}
	if opts.Others != "" {
		args = append(args, "--others", opts.Others)
	}
	if opts.Version != "" {
		args = append(args, "--version", opts.Version)
	}
	if opts.Fov != 0 {
		args = append(args, "--fov", strconv.FormatFloat(opts.Fov, 'g', -1, 64))
	}
	outb, err := disp.Node(ctx, opts.Dir, args...).CombinedOutput()
	if err != nil {
		return nil, fmt.Errorf("draw %s set: %w: %s", opts.Set, err, lastLines(string(outb), 8))
	}
	return ReadSet(abs)
}

func lastLines(s string, n int) string {
	ls := strings.Split(strings.TrimSpace(s), "\n")
	if len(ls) > n {
		ls = ls[len(ls)-n:]
	}
	return strings.Join(ls, " | ")
}
