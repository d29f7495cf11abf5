package detectors

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"image"
	"image/color"
	"image/color/palette"
	"image/draw"
	"image/jpeg"
	"image/png"
	"runtime"
	"strings"
	"testing"
)

func encodedSample(t testing.TB, format string) []byte {
	img := image.NewNRGBA(image.Rect(0, 0, 16, 8))
	for y := 0; y < 8; y++ {
		for x := 0; x < 16; x++ {
			img.SetNRGBA(x, y, color.NRGBA{uint8(x * 16), uint8(y * 32), 100, 255})
		}
	}
	var buf bytes.Buffer
	var err error
	if format == "png" {
		err = png.Encode(&buf, img)
	} else {
		err = jpeg.Encode(&buf, img, &jpeg.Options{Quality: 90})
	}
	if err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// pngWithSize rewrites the IHDR of a PNG to claim w×h (with a valid CRC),
// keeping the small image data: a decompression bomb's header.
func pngWithSize(data []byte, w, h uint32) []byte {
	out := append([]byte(nil), data...)
	// signature (8) + length (4) + "IHDR" (4), then width and height.
	binary.BigEndian.PutUint32(out[16:], w)
	binary.BigEndian.PutUint32(out[20:], h)
	crc := crc32.ChecksumIEEE(out[12:29])
	binary.BigEndian.PutUint32(out[29:], crc)
	return out
}

// jpegWithSize rewrites the SOF0 marker of a JPEG to claim w×h.
func jpegWithSize(data []byte, w, h uint16) []byte {
	out := append([]byte(nil), data...)
	for i := 2; i+9 < len(out); i++ {
		if out[i] == 0xff && out[i+1] == 0xc0 {
			binary.BigEndian.PutUint16(out[i+5:], h)
			binary.BigEndian.PutUint16(out[i+7:], w)
			return out
		}
	}
	panic("no SOF0 in sample")
}

func TestDecode(t *testing.T) {
	for _, format := range []string{"png", "jpeg"} {
		data := encodedSample(t, format)
		f, err := Decode(data, 0, Source{Kind: "file", ID: "a." + format})
		if err != nil {
			t.Fatalf("Decode(%s) = %v", format, err)
		}
		if f.Bounds() != image.Rect(0, 0, 16, 8) || f.Source.ID != "a."+format {
			t.Errorf("Decode(%s): bounds %v source %v", format, f.Bounds(), f.Source)
		}
		r, g, _, _, _ := f.At(15, 7)
		if format == "png" && (r != 240 || g != 224) {
			t.Errorf("Decode(png) pixel (15,7) = %d,%d; want 240,224", r, g)
		}
	}
}

func TestDecodeBadInput(t *testing.T) {
	p := encodedSample(t, "png")
	j := encodedSample(t, "jpeg")
	tests := []struct {
		name string
		data []byte
		max  int
		want error
	}{
		{"empty", nil, 0, ErrBadImage},
		{"not an image", []byte("GIF89a......"), 0, ErrBadImage},
		{"truncated png header", p[:20], 0, ErrBadImage},
		{"truncated png data", p[:len(p)-20], 0, ErrBadImage},
		{"truncated jpeg", j[:len(j)/2], 0, ErrBadImage},
		{"png bomb", pngWithSize(p, 100000, 100000), 0, ErrTooLarge},
		{"png over a custom limit", p, 100, ErrTooLarge},
		{"png zero width", pngWithSize(p, 0, 8), 0, ErrBadImage},
		{"jpeg bomb", jpegWithSize(j, 65000, 65000), 0, ErrTooLarge},
		{"png lies about its size", pngWithSize(p, 64, 64), 0, ErrBadImage},
	}
	for _, tt := range tests {
		_, err := Decode(tt.data, tt.max, Source{ID: "x"})
		if !errors.Is(err, tt.want) {
			t.Errorf("%s: Decode = %v; want %v", tt.name, err, tt.want)
		}
		// The message names the image and its format once.
		if msg := err.Error(); !strings.Contains(msg, `image "x"`) || strings.Count(msg, "png:")+strings.Count(msg, "jpeg:") > 1 {
			t.Errorf("%s: message %q does not name the image, or names its format twice", tt.name, msg)
		}
	}
}

// TestDecodeSaysTruncated: a file cut short says so, and names the part
// being read once ("png header: unexpected EOF", not "png: unexpected
// EOF header").
func TestDecodeSaysTruncated(t *testing.T) {
	p := encodedSample(t, "png")
	j := encodedSample(t, "jpeg")
	for _, tt := range []struct {
		name string
		data []byte
		want string
	}{
		{"png header", p[:20], `decode image "x": bad image: png header: unexpected EOF (the data ends early: is the file truncated?)`},
		{"png data", p[:len(p)-20], `decode image "x": bad image: png: invalid format: unexpected EOF (the data ends early: is the file truncated?)`},
		{"png pixels", p[:len(p)/2], `decode image "x": bad image: png: invalid format: not enough pixel data (the data ends early: is the file truncated?)`},
		{"jpeg data", j[:len(j)-10], `decode image "x": bad image: jpeg: invalid JPEG format: short Huffman data (the data ends early: is the file truncated?)`},
	} {
		if _, err := Decode(tt.data, 0, Source{ID: "x"}); err == nil || err.Error() != tt.want {
			t.Errorf("%s cut short: %v; want %s", tt.name, err, tt.want)
		}
	}
}

// TestDecodeNamesOtherFormats: a frame in a format Decode does not read
// is refused naming that format (it said only "starts with 47 49 46").
func TestDecodeNamesOtherFormats(t *testing.T) {
	for _, tt := range []struct {
		data []byte
		name string
	}{
		{[]byte("GIF89a\x01\x00\x01\x00"), "a GIF image"},
		{[]byte("BM6\x00\x00\x00\x00\x00\x00\x006\x00\x00\x00"), "a BMP image"},
		{[]byte("II*\x00\x08\x00\x00\x00"), "a TIFF image"},
		{[]byte("RIFF\x24\x00\x00\x00WEBPVP8 "), "a WebP image"},
	} {
		_, err := Decode(tt.data, 0, Source{ID: "x"})
		if !errors.Is(err, ErrBadImage) || !strings.Contains(err.Error(), tt.name+"; only PNG and JPEG") {
			t.Errorf("Decode(%q) = %v; want bad image naming %s", tt.data[:4], err, tt.name)
		}
	}
	// A RIFF that is not WebP (a WAV) is not called one.
	if _, err := Decode([]byte("RIFF\x24\x00\x00\x00WAVEfmt "), 0, Source{ID: "x"}); err == nil || strings.Contains(err.Error(), "WebP") {
		t.Errorf("a WAV file: %v; want it refused, not called WebP", err)
	}
}

func TestDecodeBombIsCheap(t *testing.T) {
	bomb := pngWithSize(encodedSample(t, "png"), 60000, 60000)
	allocs := testing.AllocsPerRun(5, func() { _, _ = Decode(bomb, 0, Source{}) })
	if allocs > 100 {
		t.Errorf("rejecting a 60000×60000 PNG header allocated %v times; want it rejected before decoding", allocs)
	}
}

func FuzzDecode(f *testing.F) {
	f.Add(encodedSample(f, "png"))
	f.Add(encodedSample(f, "jpeg"))
	f.Add(pngWithSize(encodedSample(f, "png"), 1<<20, 1<<20))
	f.Add([]byte("\x89PNG\r\n\x1a\n"))
	f.Add([]byte{0xff, 0xd8, 0xff})
	f.Fuzz(func(t *testing.T, data []byte) {
		fr, err := Decode(data, 1<<20, Source{})
		if err != nil {
			if !errors.Is(err, ErrBadImage) && !errors.Is(err, ErrTooLarge) {
				t.Fatalf("Decode error %v wraps neither ErrBadImage nor ErrTooLarge", err)
			}
			return
		}
		if fr.Width()*fr.Height() > 1<<20 || fr.Width() <= 0 {
			t.Fatalf("Decode gave %v, over the limit", fr.Bounds())
		}
	})
}

// FuzzFramePrimitives drives the primitives with arbitrary sizes, regions,
// ranges and radii: they must return errors, never panic.
func FuzzFramePrimitives(f *testing.F) {
	f.Add(uint8(8), uint8(8), int16(1), int16(1), int16(5), int16(5), uint8(2), int16(200), int16(255), 30.0, 70.0, uint8(8))
	f.Add(uint8(1), uint8(1), int16(-3), int16(0), int16(0), int16(0), uint8(0), int16(-1), int16(300), -1.0, 400.0, uint8(6))
	f.Fuzz(func(t *testing.T, w, h uint8, x0, y0, x1, y1 int16, radius uint8, lo, hi int16, hlo, hhi float64, conn uint8) {
		fr, err := NewFrame(int(w), int(h), Source{})
		if err != nil {
			return
		}
		for i := range fr.Img.Pix {
			fr.Img.Pix[i] = uint8(i * 37)
		}
		v, err := fr.Region(image.Rect(int(x0), int(y0), int(x1), int(y1)))
		if err != nil {
			v = fr
		}
		m, err := MaskRGB(v, RGBRange{int(lo), int(hi), 0, 255, 0, 255})
		if err != nil {
			m, _ = MaskRGB(v, RGBRange{0, 128, 0, 255, 0, 255})
		}
		if _, err := MaskHSV(v, HSVRange{hlo, hhi, 0, 1, 0, 1}); err == nil && (hlo < 0 || hhi > 360) {
			t.Fatalf("MaskHSV accepted hue %v..%v", hlo, hhi)
		}
		c, err := m.Close(int(radius))
		if err != nil {
			c = m
		}
		bs, err := Components(c, BlobOptions{Connectivity: int(conn), Frame: fr, Count: []*Mask{m}})
		if err == nil {
			total := 0
			for _, b := range bs {
				total += b.Area
				if b.Counts[0] > b.Area {
					t.Fatalf("blob counts %d pixels of %d", b.Counts[0], b.Area)
				}
			}
			if total != c.Count() {
				t.Fatalf("blobs cover %d pixels; mask has %d", total, c.Count())
			}
			_, _ = GroupBlobs(bs, GroupOptions{Gap: int(radius), Relative: float64(radius) / 8})
		}
		_, _ = Histogram(fr, m)
		_, _ = Scale(v, int(x1), int(y1))
		_, _ = Annotate(v, []Detection{{Label: "x", Box: image.Rect(int(x0), int(y0), int(x1), int(y1)), Score: 1}})
	})
}

// picture is a w×h test picture of every kind of pixel a decoder gives:
// gradients in each channel and, unless opaque, every alpha value.
func picture(w, h int, opaque bool) *image.NRGBA64 {
	img := image.NewNRGBA64(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			a := uint16(0xffff)
			if !opaque {
				a = uint16((x*7 + y*13) % 256 * 0x101)
				if (x+y)%5 == 0 {
					a = 0xffff
				}
			}
			img.SetNRGBA64(x, y, color.NRGBA64{uint16(x * 0x10001 * 37), uint16(y * 0x10001 * 91), uint16((x ^ y) * 0x3b1), a})
		}
	}
	return img
}

// encodings are the picture in every form a frame arrives in, named by
// the image type its decoder gives.
func encodings(t testing.TB, w, h int) map[string][]byte {
	pic := picture(w, h, false)
	opaque := picture(w, h, true)
	enc := func(img image.Image) []byte {
		var buf bytes.Buffer
		if err := png.Encode(&buf, img); err != nil {
			t.Fatal(err)
		}
		return buf.Bytes()
	}
	toNRGBA := image.NewNRGBA(pic.Rect)
	draw.Draw(toNRGBA, pic.Rect, pic, image.Point{}, draw.Src)
	toRGB := image.NewNRGBA(pic.Rect)
	draw.Draw(toRGB, pic.Rect, opaque, image.Point{}, draw.Src)
	gray := image.NewGray(pic.Rect)
	draw.Draw(gray, pic.Rect, opaque, image.Point{}, draw.Src)
	gray16 := image.NewGray16(pic.Rect)
	draw.Draw(gray16, pic.Rect, opaque, image.Point{}, draw.Src)
	pal := image.NewPaletted(pic.Rect, append(color.Palette{color.NRGBA{0, 0, 0, 0}, color.NRGBA{200, 30, 30, 128}}, palette.WebSafe[:200]...))
	draw.Draw(pal, pic.Rect, toNRGBA, image.Point{}, draw.Src)
	rgba64 := image.NewRGBA64(pic.Rect)
	draw.Draw(rgba64, pic.Rect, opaque, image.Point{}, draw.Src)
	var j, jg bytes.Buffer
	if err := jpeg.Encode(&j, toRGB, &jpeg.Options{Quality: 85}); err != nil {
		t.Fatal(err)
	}
	if err := jpeg.Encode(&jg, gray, nil); err != nil {
		t.Fatal(err)
	}
	return map[string][]byte{
		"NRGBA png": enc(toNRGBA), "RGBA png": enc(toRGB), "NRGBA64 png": enc(pic), "RGBA64 png": enc(rgba64),
		"gray png": enc(gray), "gray16 png": enc(gray16), "paletted png": enc(pal),
		"YCbCr jpeg": j.Bytes(), "gray jpeg": jg.Bytes(),
	}
}

// oldDecode is the conversion Decode made before it reused the decoder's
// buffer: draw.Draw into a new RGBA.
func oldDecode(t testing.TB, data []byte) *image.RGBA {
	img, _, err := image.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	b := img.Bounds()
	out := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	convertInto(out, img)
	return out
}

func sameFrame(t *testing.T, name string, got, want *image.RGBA) {
	t.Helper()
	if got.Rect != want.Rect {
		t.Fatalf("%s: rect %v; want %v", name, got.Rect, want.Rect)
	}
	for y := 0; y < want.Rect.Dy(); y++ {
		g, w := got.Pix[y*got.Stride:][:4*want.Rect.Dx()], want.Pix[y*want.Stride:][:4*want.Rect.Dx()]
		if !bytes.Equal(g, w) {
			for i := range g {
				if g[i] != w[i] {
					t.Fatalf("%s: pixel (%d,%d) = %v; the old conversion gave %v", name, i/4, y, g[i/4*4:i/4*4+4], w[i/4*4:i/4*4+4])
				}
			}
		}
	}
}

// TestDecodeSameAsDraw: Decode, which converts the decoder's own buffer
// in place where it can, gives every kind of decoded image exactly the
// pixels of the old conversion (draw.Draw into a new RGBA), translucent
// pixels premultiplied alike.
func TestDecodeSameAsDraw(t *testing.T) {
	types := map[string]string{
		"NRGBA png": "*image.NRGBA", "RGBA png": "*image.RGBA", "NRGBA64 png": "*image.NRGBA64", "RGBA64 png": "*image.RGBA64",
		"gray png": "*image.Gray", "gray16 png": "*image.Gray16", "paletted png": "*image.Paletted",
		"YCbCr jpeg": "*image.YCbCr", "gray jpeg": "*image.Gray",
	}
	for name, data := range encodings(t, 67, 41) {
		if img, _, err := image.Decode(bytes.NewReader(data)); err != nil || fmt.Sprintf("%T", img) != types[name] {
			t.Errorf("%s decodes to %T (%v); the test means %s", name, img, err, types[name])
		}
		f, err := Decode(data, 0, Source{ID: name})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		sameFrame(t, name, f.Img, oldDecode(t, data))
	}
}

// TestToRGBASameAsDraw covers the image types no PNG or JPEG written
// here decodes to (CMYK, a sub-image, a short palette), so that every
// branch of toRGBA runs.
func TestToRGBASameAsDraw(t *testing.T) {
	pic := picture(33, 17, false)
	cmyk := image.NewCMYK(pic.Rect)
	for i := range cmyk.Pix {
		cmyk.Pix[i] = uint8(i * 31)
	}
	short := image.NewPaletted(pic.Rect, color.Palette{color.Gray{7}, color.NRGBA{1, 2, 3, 4}})
	for i := range short.Pix {
		short.Pix[i] = uint8(i % 2)
	}
	sub := image.NewNRGBA(image.Rect(0, 0, 40, 20))
	draw.Draw(sub, sub.Rect, pic, image.Point{}, draw.Src)
	for name, img := range map[string]image.Image{
		"CMYK": cmyk, "short palette": short, "NRGBA64": pic,
		"sub-image": sub.SubImage(image.Rect(3, 2, 30, 19)),
	} {
		b := img.Bounds()
		want := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
		convertInto(want, img)
		sameFrame(t, name, toRGBA(img), want)
	}
}

// TestDecodeAllocatesOneFrame: decoding a frame allocates about one
// frame-sized buffer, the decoder's own, not a second one to convert
// into (decoding an 8192×8192 PNG peaked at 518 MB of RSS that way,
// 261 MB now: BENCHMARKS.md).
func TestDecodeAllocatesOneFrame(t *testing.T) {
	const w, h = 512, 512
	frame := uint64(4 * w * h)
	for name, data := range encodings(t, w, h) {
		if name != "NRGBA png" && name != "RGBA png" {
			continue
		}
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		f, err := Decode(data, 0, Source{})
		runtime.ReadMemStats(&after)
		if err != nil {
			t.Fatal(err)
		}
		if got, limit := after.TotalAlloc-before.TotalAlloc, frame*13/10; got > limit {
			t.Errorf("%s: decoding a %d×%d frame (%d bytes) allocated %d bytes; want at most %d", name, w, h, frame, got, limit)
		}
		runtime.KeepAlive(f)
	}
}
