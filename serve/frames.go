package serve

import (
	"context"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"math"

	"github.com/skillrun/skillrun/detectors"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/skills"
)

// maxSide bounds a frame reply's width and height unless the caller asks
// for less.
const maxSide = 1024

type frameRef struct {
	Frame   string `json:"frame"`
	Episode string `json:"episode"`
	Step    *int   `json:"step"`
	N       int    `json:"n"`
}

type cropBox struct {
	X int `json:"x"`
	Y int `json:"y"`
	W int `json:"w"`
	H int `json:"h"`
}

type frameGetArgs struct {
	frameRef
	Crop      *cropBox `json:"crop"`
	MaxWidth  int      `json:"max_width"`
	MaxHeight int      `json:"max_height"`
	// Width, Height and Scale ask for an output size, larger or smaller
	// (see outSize); Filter is "nearest" (default: pixel art stays sharp)
	// or "smooth" (bilinear).
	Width  int     `json:"width"`
	Height int     `json:"height"`
	Scale  float64 `json:"scale"`
	Filter string  `json:"filter"`
}

// FrameReply describes the image a frame operation returns.
type FrameReply struct {
	Frame  string          `json:"frame"`
	Step   *memory.StepRef `json:"step,omitempty"`
	Width  int             `json:"width"`  // the stored frame's size
	Height int             `json:"height"` //
	Crop   *cropBox        `json:"crop,omitempty"`
	// OutWidth and OutHeight are the returned image's size.
	OutWidth  int `json:"out_width"`
	OutHeight int `json:"out_height"`
}

// resolve finds the hash a frame reference names.
func (s *Server) resolve(ctx context.Context, op string, r frameRef) (string, *memory.StepRef, error) {
	if s.opts.Frames.Dir == "" {
		return "", nil, fmt.Errorf("%s: %w", op, ErrNoFrames)
	}
	switch {
	case r.Frame != "" && (r.Episode != "" || r.Step != nil):
		return "", nil, fmt.Errorf("%w: %s: give a frame hash or an episode and step, not both", skills.ErrInvalidArgs, op)
	case r.Frame != "":
		if !memory.ValidHash(r.Frame) {
			return "", nil, fmt.Errorf("%w: %s: frame %q is not 64 lowercase hex digits", skills.ErrInvalidArgs, op, r.Frame)
		}
		return r.Frame, nil, nil
	case r.Episode == "" || r.Step == nil:
		return "", nil, fmt.Errorf("%w: %s: give a frame hash, or an episode and a step", skills.ErrInvalidArgs, op)
	}
	st, err := s.store(op)
	if err != nil {
		return "", nil, err
	}
	ref := &memory.StepRef{Episode: r.Episode, Index: *r.Step}
	// The one step, not the whole episode (each reference to a step of an
	// episode of 300,000 steps read them all).
	_, pg, err := memory.StepPosition(ctx, st, r.Episode, *r.Step)
	if err != nil {
		return "", nil, fmt.Errorf("%s: %w", op, err)
	}
	stp := pg.Steps[0]
	if r.N < 0 || r.N >= len(stp.Frames) {
		return "", nil, fmt.Errorf("%w: %s: step %s observed %d frames; there is no frame %d", memory.ErrNotFound, op, ref, len(stp.Frames), r.N)
	}
	return stp.Frames[r.N], ref, nil
}

func (s *Server) loadFrame(hash string) (*detectors.Frame, error) {
	data, err := s.opts.Frames.Get(hash)
	if err != nil {
		return nil, err
	}
	// The error names the frame: "decode image HASH: ...".
	return s.decodeFrame(data, detectors.Source{Kind: "frame", ID: hash})
}

func (s *Server) opFrameGet(ctx context.Context, a frameGetArgs) (*reply, error) {
	hash, ref, err := s.resolve(ctx, "frame_get", a.frameRef)
	if err != nil {
		return nil, err
	}
	f, err := s.loadFrame(hash)
	if err != nil {
		return nil, err
	}
	out := &FrameReply{Frame: hash, Step: ref, Width: f.Width(), Height: f.Height(), Crop: a.Crop}
	if a.Crop != nil {
		r := image.Rect(a.Crop.X, a.Crop.Y, a.Crop.X+a.Crop.W, a.Crop.Y+a.Crop.H)
		if a.Crop.W <= 0 || a.Crop.H <= 0 || !r.In(f.Bounds()) {
			return nil, fmt.Errorf("%w: frame_get: crop %v is not inside the %d×%d frame", skills.ErrInvalidArgs, r, f.Width(), f.Height())
		}
		if f, err = detectors.Crop(f, r); err != nil {
			return nil, fmt.Errorf("frame_get: %w", err)
		}
	}
	if a.MaxWidth < 0 || a.MaxHeight < 0 {
		return nil, fmt.Errorf("%w: frame_get: max_width and max_height must be positive", skills.ErrInvalidArgs)
	}
	w, h, err := outSize(f.Width(), f.Height(), a)
	if err != nil {
		return nil, err
	}
	if w != f.Width() || h != f.Height() {
		scale := detectors.Scale
		if a.Filter == "smooth" {
			scale = detectors.ScaleSmooth
		}
		if f, err = scale(f, w, h); err != nil {
			return nil, fmt.Errorf("frame_get: %w", err)
		}
	}
	out.OutWidth, out.OutHeight = f.Width(), f.Height()
	png, err := encodePNG(f)
	if err != nil {
		return nil, err
	}
	return &reply{Value: out, Images: []Image{{MIMEType: "image/png", Data: png, Caption: "frame " + memory.ShortID(hash)}}}, nil
}

// outSize is the size frame_get returns for a w×h frame (after the
// crop). With width and/or height (the other follows the aspect ratio) or
// a scale factor, that size, larger or smaller, up to maxSide a side;
// otherwise the frame shrunk (never enlarged) to fit max_width×max_height.
func outSize(w, h int, a frameGetArgs) (int, int, error) {
	switch a.Filter {
	case "", "nearest", "smooth":
	default:
		return 0, 0, fmt.Errorf("%w: frame_get: filter %q is not nearest or smooth", skills.ErrInvalidArgs, a.Filter)
	}
	if a.Width < 0 || a.Height < 0 || a.Scale < 0 || math.IsNaN(a.Scale) || math.IsInf(a.Scale, 0) {
		return 0, 0, fmt.Errorf("%w: frame_get: width, height and scale must be positive", skills.ErrInvalidArgs)
	}
	if a.Scale > 0 && (a.Width > 0 || a.Height > 0) {
		return 0, 0, fmt.Errorf("%w: frame_get: give scale or width/height, not both", skills.ErrInvalidArgs)
	}
	// The size is worked out in floating point and bounded before it is
	// an int: a scale of 1e300 (or 1e17) made a width past int64, which
	// converted to -2⁶³, then to 1, and the answer was a 1×1 image.
	var fw, fh float64
	switch {
	case a.Scale > 0:
		fw, fh = float64(w)*a.Scale, float64(h)*a.Scale
	case a.Width > 0 && a.Height > 0:
		fw, fh = float64(a.Width), float64(a.Height)
	case a.Width > 0:
		fw, fh = float64(a.Width), float64(h)*float64(a.Width)/float64(w)
	case a.Height > 0:
		fw, fh = float64(w)*float64(a.Height)/float64(h), float64(a.Height)
	default:
		nw, nh := fit(w, h, limitOr(a.MaxWidth), limitOr(a.MaxHeight))
		return nw, nh, nil
	}
	fw, fh = max(math.Round(fw), 1), max(math.Round(fh), 1)
	if fw > maxSide || fh > maxSide {
		return 0, 0, fmt.Errorf("%w: frame_get: %.0f×%.0f is over the %d-pixel side limit", skills.ErrLimit, fw, fh, maxSide)
	}
	return int(fw), int(fh), nil
}

func limitOr(n int) int {
	if n <= 0 || n > maxSide {
		return maxSide
	}
	return n
}

// fit scales w×h down (never up) to fit mw×mh, keeping the aspect ratio.
func fit(w, h, mw, mh int) (int, int) {
	if w <= mw && h <= mh {
		return w, h
	}
	nw, nh := mw, h*mw/w
	if nh > mh {
		nw, nh = w*mh/h, mh
	}
	return max(nw, 1), max(nh, 1)
}

type frameCompareArgs struct {
	Past    frameRef     `json:"past"`
	Current *frameRef    `json:"current"`
	Image   *inlineImage `json:"image"`
	Height  int          `json:"height"`
}

// CompareReply describes a side-by-side image.
type CompareReply struct {
	Past    FrameReply `json:"past"`
	Current FrameReply `json:"current"`
	Width   int        `json:"width"`
	Height  int        `json:"height"`
}

func (s *Server) opFrameCompare(ctx context.Context, a frameCompareArgs) (*reply, error) {
	ph, pref, err := s.resolve(ctx, "frame_compare", a.Past)
	if err != nil {
		return nil, err
	}
	past, err := s.loadFrame(ph)
	if err != nil {
		return nil, err
	}
	var cur *detectors.Frame
	out := &CompareReply{Past: FrameReply{Frame: ph, Step: pref, Width: past.Width(), Height: past.Height()}}
	switch {
	case a.Current != nil && a.Image != nil:
		return nil, fmt.Errorf("%w: frame_compare: give current or image, not both", skills.ErrInvalidArgs)
	case a.Current != nil:
		ch, cref, err := s.resolve(ctx, "frame_compare", *a.Current)
		if err != nil {
			return nil, err
		}
		if cur, err = s.loadFrame(ch); err != nil {
			return nil, err
		}
		out.Current = FrameReply{Frame: ch, Step: cref}
	case a.Image != nil:
		var data []byte
		if cur, data, err = s.inputFrame("frame_compare", "image", a.Image, ""); err != nil {
			return nil, err
		}
		if meta, _, err := s.storeFrame(ctx, data, cur, nil); err == nil {
			out.Current.Frame = meta.Hash
		} else {
			s.log.Warn("store input frame", "op", "frame_compare", "error", err)
		}
	default:
		return nil, fmt.Errorf("%w: frame_compare: give the current frame (current) or an inline image (image)", skills.ErrInvalidArgs)
	}
	out.Current.Width, out.Current.Height = cur.Width(), cur.Height()
	h := a.Height
	if h <= 0 {
		h = max(past.Height(), cur.Height())
	}
	h = min(h, maxSide)
	side, err := sideBySide(past, cur, h)
	if err != nil {
		return nil, fmt.Errorf("frame_compare: %w", err)
	}
	out.Width, out.Height = side.Width(), side.Height()
	png, err := encodePNG(side)
	if err != nil {
		return nil, err
	}
	return &reply{Value: out, Images: []Image{{MIMEType: "image/png", Data: png, Caption: "past (left) beside current (right)"}}}, nil
}

// gap is the width of the divider between two frames side by side.
const gap = 4

// sideBySide scales a and b to height h and puts them side by side with a
// divider, each no wider than maxSide.
func sideBySide(a, b *detectors.Frame, h int) (*detectors.Frame, error) {
	scaled := make([]*detectors.Frame, 2)
	for i, f := range []*detectors.Frame{a, b} {
		w := max(f.Width()*h/f.Height(), 1)
		fw, fh := fit(w, h, maxSide, h)
		g, err := detectors.Scale(f, fw, fh)
		if err != nil {
			return nil, err
		}
		scaled[i] = g
	}
	w := scaled[0].Width() + gap + scaled[1].Width()
	out, err := detectors.NewFrame(w, h, detectors.Source{Kind: "compare"})
	if err != nil {
		return nil, err
	}
	draw.Draw(out.Img, out.Img.Rect, &image.Uniform{C: color.RGBA{40, 40, 40, 255}}, image.Point{}, draw.Src)
	draw.Draw(out.Img, image.Rect(0, 0, scaled[0].Width(), scaled[0].Height()), scaled[0].Img, scaled[0].Img.Rect.Min, draw.Src)
	x := scaled[0].Width() + gap
	draw.Draw(out.Img, image.Rect(x, 0, x+scaled[1].Width(), scaled[1].Height()), scaled[1].Img, scaled[1].Img.Rect.Min, draw.Src)
	return out, nil
}

type framePutArgs struct {
	Image  inlineImage       `json:"image"`
	Labels map[string]string `json:"labels"`
}

// FramePutReply is what frame_put answers: the frame's metadata, and
// whether the same bytes were stored before (then the metadata is the
// frame's as first stored, labels included: frames are content-addressed,
// the same bytes are one frame).
type FramePutReply struct {
	memory.Frame
	Known bool `json:"known"`
}

// opFramePut stores an image as a frame (blob and metadata) so that steps
// can reference it by hash. The same bytes again are the same frame.
func (s *Server) opFramePut(ctx context.Context, a framePutArgs) (*reply, error) {
	if s.opts.Frames.Dir == "" {
		return nil, fmt.Errorf("frame_put: %w", ErrNoFrames)
	}
	f, data, err := s.inputFrame("frame_put", "image", &a.Image, "")
	if err != nil {
		return nil, err
	}
	meta, known, err := s.storeFrame(ctx, data, f, a.Labels)
	if err != nil {
		return nil, fmt.Errorf("frame_put: %w", err)
	}
	return value(FramePutReply{Frame: meta, Known: known})
}

// storeFrame stores a frame an agent gave (an upload: frame_put, a
// detector's image, frame_compare's): its bytes in the frame store and
// its metadata, with the request's agent as the one who stored it, in
// memory. A frame stored before (the same bytes) is returned as stored,
// known. A new one counts against its agent's frame bytes
// (Options.Quota); past them nothing is stored. Without a memory only the
// bytes are stored.
func (s *Server) storeFrame(ctx context.Context, data []byte, f *detectors.Frame, labels map[string]string) (meta memory.Frame, known bool, err error) {
	h := memory.Hash(data)
	meta = memory.Frame{Hash: h, Format: formatOf(data), Width: f.Width(), Height: f.Height(), Size: int64(len(data)), Time: s.opts.Now().UTC(),
		Labels: labels, Agent: agentOf(ctx)}
	st := s.opts.Memory
	if st == nil {
		_, err := s.opts.Frames.Put(data)
		return meta, false, err
	}
	if old, err := st.Frame(ctx, h); err == nil && old.Format != "" {
		// Its bytes may be in another instance's frame store only.
		if _, err := s.opts.Frames.Put(data); err != nil {
			return meta, false, err
		}
		return old, true, nil
	}
	// Counted as steps are (recordWithin: the agent's use read at most
	// every few seconds): a detector call with a new image is frequent,
	// and counting everything an agent stored at each costs more.
	err = s.recordWithin(ctx, st, meta.Agent, memory.AuthorUse{FrameBytes: meta.Size}, func() error {
		if _, err := s.opts.Frames.Put(data); err != nil {
			return err
		}
		return st.PutFrames(ctx, meta)
	})
	if errors.Is(err, memory.ErrConflict) {
		// Stored by a concurrent call between the look and the put.
		if old, kerr := st.Frame(ctx, h); kerr == nil {
			return old, true, nil
		}
	}
	return meta, false, err
}

func formatOf(data []byte) string {
	if len(data) > 2 && data[0] == 0xFF && data[1] == 0xD8 {
		return "jpeg"
	}
	return "png"
}
