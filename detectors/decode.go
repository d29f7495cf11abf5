package detectors

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/jpeg"
	"image/png"
	"io"
	"slices"
	"strings"
)

// cutShort are the endings of the decoders' messages for data that ends
// before the image does.
var cutShort = []string{"unexpected EOF", "not enough pixel data", "short Huffman data"}

// naming returns err's text, led by the image format and what was being
// read (part: "png header", "png") once, not "png: png: ..." or
// "png: unexpected EOF header", and says when the data ended early.
func naming(format, part string, err error) string {
	msg := strings.TrimPrefix(err.Error(), format+": ")
	if errors.Is(err, io.ErrUnexpectedEOF) || slices.ContainsFunc(cutShort, func(s string) bool { return strings.HasSuffix(msg, s) }) {
		msg += " (the data ends early: is the file truncated?)"
	}
	return part + ": " + msg
}

// DefaultMaxFramePixels is the pixel limit of a decoded frame when the
// operator sets none (skillrun's --max-frame-pixels): 16 Mpixel, 4096×4096,
// 64 MiB of RGBA. The operator may raise it up to MaxPixels.
const DefaultMaxFramePixels = 1 << 24

// Decode decodes a PNG or JPEG image into a frame whose origin is (0, 0).
// The format is told from the data's first bytes. maxPixels is the
// caller's limit on the image's width×height (DefaultMaxFramePixels when
// zero or less, at most MaxPixels): a larger image is rejected from its
// header, before any pixel is decoded, so a decompression bomb costs
// nothing. The decoder's own pixel buffer becomes the frame's where its
// layout allows (RGBA, NRGBA premultiplied in place), so decoding an
// 8-bit image holds at most one frame-sized buffer besides a smaller one
// (gray, paletted, YCbCr).
func Decode(data []byte, maxPixels int, src Source) (*Frame, error) {
	if maxPixels <= 0 {
		maxPixels = DefaultMaxFramePixels
	}
	maxPixels = min(maxPixels, MaxPixels)
	what := "image"
	if src.ID != "" {
		what = fmt.Sprintf("image %q", src.ID)
	}
	format, err := sniff(data)
	if err != nil {
		return nil, fmt.Errorf("decode %s: %w", what, err)
	}
	cfg, err := decodeConfig(format, data)
	if err != nil {
		return nil, fmt.Errorf("decode %s: %w: %s", what, ErrBadImage, naming(format, format+" header", err))
	}
	if cfg.Width <= 0 || cfg.Height <= 0 {
		return nil, fmt.Errorf("decode %s: %w: %s header gives an empty size %d×%d", what, ErrBadImage, format, cfg.Width, cfg.Height)
	}
	if n := int64(cfg.Width) * int64(cfg.Height); n > int64(maxPixels) {
		return nil, fmt.Errorf("decode %s: %w: %s header gives %d×%d = %d pixels, over the limit of %d pixels", what, ErrTooLarge, format, cfg.Width, cfg.Height, n, maxPixels)
	}
	var img image.Image
	switch format {
	case "png":
		img, err = png.Decode(bytes.NewReader(data))
	default:
		img, err = jpeg.Decode(bytes.NewReader(data))
	}
	if err != nil {
		return nil, fmt.Errorf("decode %s: %w: %s", what, ErrBadImage, naming(format, format, err))
	}
	return &Frame{Img: toRGBA(img), Source: src}, nil
}

// EncodePNG writes the frame as a PNG.
func EncodePNG(w io.Writer, f *Frame) error {
	if err := checkFrame(f); err != nil {
		return fmt.Errorf("encode png: %w", err)
	}
	enc := png.Encoder{CompressionLevel: png.BestSpeed}
	if err := enc.Encode(w, f.Img); err != nil {
		return fmt.Errorf("encode png: %w", err)
	}
	return nil
}

func sniff(data []byte) (string, error) {
	switch {
	case len(data) == 0:
		return "", fmt.Errorf("%w: no data", ErrBadImage)
	case bytes.HasPrefix(data, []byte("\x89PNG\r\n\x1a\n")):
		return "png", nil
	case bytes.HasPrefix(data, []byte{0xff, 0xd8}):
		return "jpeg", nil
	}
	for _, f := range otherFormats {
		if bytes.HasPrefix(data, []byte(f.magic)) && (f.name != "WebP" || len(data) >= 12 && string(data[8:12]) == "WEBP") {
			return "", fmt.Errorf("%w: a %s image; only PNG and JPEG frames are supported (convert it to PNG)", ErrBadImage, f.name)
		}
	}
	n := min(len(data), 8)
	return "", fmt.Errorf("%w: not a PNG or JPEG (starts with % x)", ErrBadImage, data[:n])
}

// otherFormats are image formats a frame is often sent in that Decode
// does not read, by their first bytes: the error names them.
var otherFormats = []struct{ magic, name string }{
	{"GIF87a", "GIF"}, {"GIF89a", "GIF"}, {"BM", "BMP"},
	{"II*\x00", "TIFF"}, {"MM\x00*", "TIFF"}, {"RIFF", "WebP"},
	{"\x00\x00\x00\x0cjP  ", "JPEG 2000"},
}

func decodeConfig(format string, data []byte) (image.Config, error) {
	if format == "png" {
		return png.DecodeConfig(bytes.NewReader(data))
	}
	return jpeg.DecodeConfig(bytes.NewReader(data))
}

// convertInto draws img into out (whose origin is (0, 0) and whose size
// matches img) as premultiplied RGBA.
func convertInto(out *image.RGBA, img image.Image) {
	draw.Draw(out, out.Rect, img, img.Bounds().Min, draw.Src)
}

// toRGBA turns a decoder's image, which it then owns, into premultiplied
// RGBA with its origin at (0, 0), giving each pixel exactly the value
// convertInto would. Where the layout allows, the decoder's buffer is
// reused: an RGBA as it is, an NRGBA premultiplied and a CMYK converted in
// place; a paletted image goes through its palette; other images (gray,
// YCbCr: smaller than RGBA) are drawn into one new buffer. So are 16-bit
// images: narrowed in place, their buffer (twice a frame's) would stay
// alive with the frame, and a detector running on it would peak higher
// (BENCHMARKS.md).
func toRGBA(img image.Image) *image.RGBA {
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	if b.Min != (image.Point{}) {
		out := image.NewRGBA(image.Rect(0, 0, w, h))
		convertInto(out, img)
		return out
	}
	switch m := img.(type) {
	case *image.RGBA:
		return m
	case *image.NRGBA:
		premultiplyInPlace(m.Pix, w, h, m.Stride)
		return &image.RGBA{Pix: m.Pix, Stride: m.Stride, Rect: m.Rect}
	case *image.CMYK:
		for y := 0; y < h; y++ {
			row := m.Pix[y*m.Stride:][:4*w]
			for i := 0; i < len(row); i += 4 {
				p := row[i : i+4 : i+4]
				p[0], p[1], p[2] = color.CMYKToRGB(p[0], p[1], p[2], p[3])
				p[3] = 255
			}
		}
		return &image.RGBA{Pix: m.Pix, Stride: m.Stride, Rect: m.Rect}
	case *image.Paletted:
		var lut [256][4]uint8
		for i, c := range m.Palette[:min(len(m.Palette), 256)] {
			r, g, bl, a := c.RGBA()
			lut[i] = [4]uint8{uint8(r >> 8), uint8(g >> 8), uint8(bl >> 8), uint8(a >> 8)}
		}
		out := image.NewRGBA(image.Rect(0, 0, w, h))
		for y := 0; y < h; y++ {
			src, dst := m.Pix[y*m.Stride:][:w], out.Pix[y*out.Stride:][:4*w]
			for x, idx := range src {
				copy(dst[4*x:4*x+4], lut[idx][:])
			}
		}
		return out
	}
	out := image.NewRGBA(image.Rect(0, 0, w, h))
	convertInto(out, img)
	return out
}

// premultiplyInPlace premultiplies w×h non-premultiplied RGBA pixels,
// rows stride bytes apart, with draw.Draw's arithmetic; opaque pixels,
// the usual case, are left as they are.
func premultiplyInPlace(pix []uint8, w, h, stride int) {
	for y := 0; y < h; y++ {
		row := pix[y*stride:][:4*w]
		for i := 0; i < len(row); i += 4 {
			p := row[i : i+4 : i+4]
			if p[3] == 0xff {
				continue
			}
			a := uint32(p[3]) * 0x101
			p[0] = uint8(uint32(p[0]) * a / 0xff >> 8)
			p[1] = uint8(uint32(p[1]) * a / 0xff >> 8)
			p[2] = uint8(uint32(p[2]) * a / 0xff >> 8)
		}
	}
}
