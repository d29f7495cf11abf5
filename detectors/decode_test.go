package detectors

import (
	"bytes"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
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
		f, err := Decode(data, Source{Kind: "file", ID: "a." + format})
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
		_, err := DecodeLimit(tt.data, tt.max, Source{ID: "x"})
		if !errors.Is(err, tt.want) {
			t.Errorf("%s: DecodeLimit = %v; want %v", tt.name, err, tt.want)
		}
		// The message names the image and its format once.
		if msg := err.Error(); !strings.Contains(msg, `image "x"`) || strings.Count(msg, "png:")+strings.Count(msg, "jpeg:") > 1 {
			t.Errorf("%s: message %q does not name the image, or names its format twice", tt.name, msg)
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
		_, err := Decode(tt.data, Source{ID: "x"})
		if !errors.Is(err, ErrBadImage) || !strings.Contains(err.Error(), tt.name+"; only PNG and JPEG") {
			t.Errorf("Decode(%q) = %v; want bad image naming %s", tt.data[:4], err, tt.name)
		}
	}
	// A RIFF that is not WebP (a WAV) is not called one.
	if _, err := Decode([]byte("RIFF\x24\x00\x00\x00WAVEfmt "), Source{ID: "x"}); err == nil || strings.Contains(err.Error(), "WebP") {
		t.Errorf("a WAV file: %v; want it refused, not called WebP", err)
	}
}

func TestDecodeBombIsCheap(t *testing.T) {
	bomb := pngWithSize(encodedSample(t, "png"), 60000, 60000)
	allocs := testing.AllocsPerRun(5, func() { _, _ = Decode(bomb, Source{}) })
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
		fr, err := DecodeLimit(data, 1<<20, Source{})
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
