package serve_test

import (
	"bytes"
	"flag"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/skillrun/skillrun/serve"
)

var update = flag.Bool("update", false, "rewrite the golden images in testdata/golden")

// pixelArt is a w×h image where each pixel has its own colour.
func pixelArt(t *testing.T, w, h int) []byte {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			img.SetRGBA(x, y, color.RGBA{uint8(40 + 200*x/w), uint8(30 + 190*y/h), uint8((x*37 + y*91) % 256), 255})
		}
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func imageOf(t *testing.T, res *mcp.CallToolResult) image.Image {
	t.Helper()
	for _, c := range res.Content {
		if im, ok := c.(*mcp.ImageContent); ok {
			return decodePNG(t, im.Data)
		}
	}
	t.Fatal("no image in the result")
	return nil
}

func samePixels(a, b image.Image) bool {
	if a.Bounds() != b.Bounds() {
		return false
	}
	for y := a.Bounds().Min.Y; y < a.Bounds().Max.Y; y++ {
		for x := a.Bounds().Min.X; x < a.Bounds().Max.X; x++ {
			r1, g1, b1, a1 := a.At(x, y).RGBA()
			r2, g2, b2, a2 := b.At(x, y).RGBA()
			if r1 != r2 || g1 != g2 || b1 != b2 || a1 != a2 {
				return false
			}
		}
	}
	return true
}

// TestFrameEnlargeGolden looks again at part of a frame, enlarged: a
// 40×30 crop asked at width 400 comes back 400×300, each source pixel a
// 10×10 block (nearest), or interpolated (smooth); both match golden
// images (go test -run TestFrameEnlargeGolden -update rewrites them).
func TestFrameEnlargeGolden(t *testing.T) {
	f := newFixture(t, nil)
	src := pixelArt(t, 64, 48)
	hash, err := f.frames.Put(src)
	if err != nil {
		t.Fatal(err)
	}
	srcImg := decodePNG(t, src)
	cs := f.connect(t, nil)
	crop := map[string]any{"x": 12, "y": 9, "w": 40, "h": 30}
	cases := []struct {
		name   string
		args   map[string]any
		w, h   int
		golden string
	}{
		{"nearest by width", map[string]any{"frame": hash, "crop": crop, "width": 400}, 400, 300, "enlarge_nearest.png"},
		{"smooth by scale", map[string]any{"frame": hash, "crop": crop, "scale": 4, "filter": "smooth"}, 160, 120, "enlarge_smooth.png"},
		{"smooth by height", map[string]any{"frame": hash, "height": 96, "filter": "smooth"}, 128, 96, "enlarge_smooth_whole.png"},
	}
	for _, tc := range cases {
		var fr serve.FrameReply
		res, msg := callTool(t, cs, "frame_get", tc.args, &fr)
		if msg != "" {
			t.Fatalf("%s: %s", tc.name, msg)
		}
		got := imageOf(t, res)
		if fr.OutWidth != tc.w || fr.OutHeight != tc.h || got.Bounds().Dx() != tc.w || got.Bounds().Dy() != tc.h {
			t.Fatalf("%s: reply %+v, image %v; want %d×%d", tc.name, fr, got.Bounds(), tc.w, tc.h)
		}
		path := filepath.Join("testdata", "golden", tc.golden)
		if *update {
			var buf bytes.Buffer
			if err := png.Encode(&buf, got); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		want, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if !samePixels(got, decodePNG(t, want)) {
			t.Errorf("%s: image differs from %s", tc.name, path)
		}
	}
	// Nearest: every 10×10 block is one source pixel of the crop.
	res, _ := callTool(t, cs, "frame_get", cases[0].args, nil)
	got := imageOf(t, res)
	for y := 0; y < 300; y++ {
		for x := 0; x < 400; x++ {
			r1, g1, b1, _ := got.At(x, y).RGBA()
			r2, g2, b2, _ := srcImg.At(12+x/10, 9+y/10).RGBA()
			if r1 != r2 || g1 != g2 || b1 != b2 {
				t.Fatalf("nearest pixel (%d,%d) is not source pixel (%d,%d)", x, y, 12+x/10, 9+y/10)
			}
		}
	}
	for _, bad := range []struct {
		args map[string]any
		msg  string
	}{
		{map[string]any{"frame": hash, "width": 5000}, "5000×3750 is over"},
		{map[string]any{"frame": hash, "scale": 100}, "side limit"},
		// Past int64 once multiplied: these answered a 1×1 image.
		{map[string]any{"frame": hash, "scale": 1e300}, "side limit"},
		{map[string]any{"frame": hash, "scale": 1e17}, "side limit"},
		{map[string]any{"frame": hash, "height": 9e18}, "side limit"},
		{map[string]any{"frame": hash, "scale": 2, "width": 10}, "not both"},
		{map[string]any{"frame": hash, "scale": 2, "filter": "lanczos"}, "lanczos"},
	} {
		if _, msg := callTool(t, cs, "frame_get", bad.args, nil); !strings.Contains(msg, bad.msg) {
			t.Errorf("frame_get %v: %q; want an error mentioning %q", bad.args, msg, bad.msg)
		}
	}
}
