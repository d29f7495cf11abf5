package serve_test

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"image"
	"image/png"
	"io/fs"
	"net/http/httptest"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/serve"
)

// pngClaiming is a small real PNG whose header claims w×h (with a valid
// CRC): a decompression bomb's header, or a size just over a limit.
func pngClaiming(t testing.TB, w, h uint32) []byte {
	out := append([]byte(nil), redPNG(t, 8, 8)...)
	binary.BigEndian.PutUint32(out[16:], w)
	binary.BigEndian.PutUint32(out[20:], h)
	binary.BigEndian.PutUint32(out[29:], crc32.ChecksumIEEE(out[12:29]))
	return out
}

// thinPNG is a real 1×h PNG.
func thinPNG(t testing.TB, h int) []byte {
	var buf bytes.Buffer
	if err := png.Encode(&buf, image.NewGray(image.Rect(0, 0, 1, h))); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// hostileImages are images each door must refuse, with what the error
// must say. The server's limit is 64×64 pixels (limitedFixture).
func hostileImages(t testing.TB) []struct {
	name, want string
	data       []byte
} {
	whole := redPNG(t, 40, 30)
	return []struct {
		name, want string
		data       []byte
	}{
		{"header bomb", "png header gives 100000×100000 = 10000000000 pixels, over the limit of 4096 pixels (the operator's --max-frame-pixels", pngClaiming(t, 100000, 100000)},
		{"just over the limit", "png header gives 65×64 = 4160 pixels, over the limit of 4096 pixels", pngClaiming(t, 65, 64)},
		{"one pixel wide, over the limit", "1×100000 = 100000 pixels, over the limit of 4096", pngClaiming(t, 1, 100000)},
		{"truncated", "bad image: png: invalid format: not enough pixel data (the data ends early: is the file truncated?)", whole[:len(whole)/2]},
		{"truncated header", "bad image: png header: unexpected EOF (the data ends early: is the file truncated?)", whole[:20]},
		{"GIF", "a GIF image; only PNG and JPEG frames are supported", []byte("GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9\x04\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;")},
		{"WebP", "a WebP image; only PNG and JPEG frames are supported", []byte("RIFF\x1a\x00\x00\x00WEBPVP8L\x0d\x00\x00\x00/\x00\x00\x00\x10\x07\x10\x11\x11\x88\x88\xfe\x07\x00")},
		{"empty", "bad image: no data", nil},
	}
}

func limitedFixture(t *testing.T) *fixture {
	return newFixture(t, func(_ *fixture, o *serve.Options) { o.MaxFramePixels = 64 * 64 })
}

// stored lists the frame store's blobs.
func stored(t *testing.T, f *fixture) string {
	t.Helper()
	var names []string
	err := filepath.WalkDir(f.frames.Dir, func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			names = append(names, path)
		}
		return err
	})
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		t.Fatal(err)
	}
	return strings.Join(names, ",")
}

// noRecord fails the test if the memory holds a frame of data.
func noRecord(t *testing.T, f *fixture, name string, data []byte) {
	t.Helper()
	if fr, err := f.store.Frame(context.Background(), memory.Hash(data)); err == nil {
		t.Errorf("%s: the memory records the refused image as a frame: %+v", name, fr)
	}
}

// allocated runs fn and returns the bytes it allocated (the whole
// process's; the tests of this file do not run in parallel).
func allocated(fn func()) uint64 {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	fn()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// door is a way an image reaches the server: call sends data as the
// argument arg and returns the refusal's text ("" or other text when the
// door did not refuse it as bad input).
type door struct {
	name, arg string
	call      func(data []byte) string
}

// refusesAll sends each hostile image through each door and checks the
// refusal names the argument and the problem, costs little memory, and
// stores nothing.
func refusesAll(t *testing.T, f *fixture, doors []door) {
	t.Helper()
	before := stored(t, f)
	for _, im := range hostileImages(t) {
		for _, d := range doors {
			var msg string
			n := allocated(func() { msg = d.call(im.data) })
			if !strings.Contains(msg, im.want) {
				t.Errorf("%s: %s = %q; want a bad-input refusal saying %q", im.name, d.name, msg, im.want)
			}
			if im.data != nil && !strings.Contains(msg, `image "`+d.arg+`"`) {
				t.Errorf("%s: %s: %q does not name the argument %s", im.name, d.name, msg, d.arg)
			}
			if n > 8<<20 {
				t.Errorf("%s: %s allocated %d bytes; want it refused cheaply", im.name, d.name, n)
			}
		}
		noRecord(t, f, im.name, im.data)
	}
	if after := stored(t, f); after != before {
		t.Errorf("the store changed from %s to %s; a refused image stores nothing", before, after)
	}
}

// TestImageDoorsHTTP: the HTTP doors that take an image (frame_put,
// a detector's _image, frame_compare's image) refuse each hostile image
// with 400 bad_input naming the argument and the problem, allocate
// little, and store nothing; a frame stored before is still there.
func TestImageDoorsHTTP(t *testing.T) {
	f := limitedFixture(t)
	ts := httptest.NewServer(f.srv.Handler())
	defer ts.Close()
	good := redPNG(t, 16, 16)
	code, body, _ := post(t, ts.URL+"/v1/ops/frame_put", "", map[string]any{"image": map[string]any{"data": b64(good)}})
	if code != 200 {
		t.Fatalf("frame_put of a good image = %d %v", code, body)
	}
	hash := body["result"].(map[string]any)["hash"].(string)
	httpDoor := func(path, arg string, args func(data []byte) map[string]any) door {
		return door{"POST " + path, arg, func(data []byte) string {
			code, body, _ := post(t, ts.URL+path, "", args(data))
			if code != 400 || body["kind"] != "bad_input" {
				return fmt.Sprintf("answered %d %v", code, body)
			}
			return body["error"].(string)
		}}
	}
	refusesAll(t, f, []door{
		httpDoor("/v1/ops/frame_put", "image", func(data []byte) map[string]any {
			return map[string]any{"image": map[string]any{"data": b64(data)}}
		}),
		httpDoor("/v1/skills/red_boxes", "_image", func(data []byte) map[string]any {
			return map[string]any{"_image": map[string]any{"data": b64(data)}}
		}),
		httpDoor("/v1/ops/frame_compare", "image", func(data []byte) map[string]any {
			return map[string]any{"past": map[string]any{"frame": hash}, "image": map[string]any{"data": b64(data)}}
		}),
	})
	if code, _, _ = get(t, ts.URL+"/v1/frames/"+hash, ""); code != 200 {
		t.Errorf("GET the frame stored before = %d; want it still there", code)
	}
}

// TestImageDoorsMCP: the same images as MCP tool arguments are tool
// errors naming the argument and the problem, and store nothing; a bomb
// already in the frame store is refused by hash when a detector runs on
// it (_frame), frame_get shows it or frame_compare compares it.
func TestImageDoorsMCP(t *testing.T) {
	f := limitedFixture(t)
	cs := f.connect(t, nil)
	mcpDoor := func(tool, arg string) door {
		return door{tool, arg, func(data []byte) string {
			_, msg := callTool(t, cs, tool, map[string]any{arg: map[string]any{"type": "image", "data": b64(data), "mimeType": "image/png"}}, nil)
			return msg
		}}
	}
	refusesAll(t, f, []door{mcpDoor("frame_put", "image"), mcpDoor("red_boxes", "_image")})

	// A frame in the store that another door let in (here: put straight
	// into the blob store) is refused by name wherever it is decoded.
	h, err := f.frames.Put(pngClaiming(t, 100000, 100000))
	if err != nil {
		t.Fatal(err)
	}
	want := `decode image "` + h + `": image too large: png header gives 100000×100000`
	for _, c := range []struct {
		tool string
		args map[string]any
	}{
		{"red_boxes", map[string]any{"_frame": h}},
		{"frame_get", map[string]any{"frame": h}},
		{"frame_compare", map[string]any{"past": map[string]any{"frame": h}, "image": map[string]any{"data": b64(redPNG(t, 8, 8))}}},
	} {
		if _, msg := callTool(t, cs, c.tool, c.args, nil); !strings.Contains(msg, want) {
			t.Errorf("%s on a stored bomb = %q; want %q", c.tool, msg, want)
		}
	}
}

// TestThinFrame: a legal 1×100000 frame (under the limit however thin) is
// taken: stored, detected on, shown, compared.
func TestThinFrame(t *testing.T) {
	f := newFixture(t, nil)
	cs := f.connect(t, nil)
	thin := thinPNG(t, 100000)
	var put serve.FramePutReply
	if _, msg := callTool(t, cs, "frame_put", map[string]any{"image": map[string]any{"data": b64(thin)}}, &put); msg != "" || put.Width != 1 || put.Height != 100000 {
		t.Fatalf("frame_put of a 1×100000 frame = %+v %s", put, msg)
	}
	var rep serve.SkillReply
	if _, msg := callTool(t, cs, "red_boxes", map[string]any{"_image": map[string]any{"data": b64(thin)}}, &rep); msg != "" {
		t.Errorf("red_boxes on a 1×100000 frame: %s", msg)
	}
	var got serve.FrameReply
	if _, msg := callTool(t, cs, "frame_get", map[string]any{"frame": put.Hash}, &got); msg != "" || got.OutWidth != 1 || got.OutHeight != 1024 {
		t.Errorf("frame_get of a 1×100000 frame = %+v %s; want it shrunk to 1×1024", got, msg)
	}
	var cmp serve.CompareReply
	if _, msg := callTool(t, cs, "frame_compare", map[string]any{"past": map[string]any{"frame": put.Hash}, "current": map[string]any{"frame": put.Hash}}, &cmp); msg != "" {
		t.Errorf("frame_compare of a 1×100000 frame with itself: %s", msg)
	}
}
