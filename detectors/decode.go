package detectors

import (
	"bytes"
	"fmt"
	"image"
	"image/draw"
	"image/jpeg"
	"image/png"
	"io"
	"strings"
)

// naming returns err's text, led by the image format unless the decoder's
// own text already is ("png: invalid format: ...", not "png: png: ...").
func naming(format string, err error) string {
	if msg := err.Error(); strings.HasPrefix(msg, format+":") {
		return msg
	}
	return format + ": " + err.Error()
}

// Decode decodes a PNG or JPEG image into a frame. The format is told from
// the data's first bytes. Images over MaxPixels are rejected from their
// header, before any pixel is decoded, so a decompression bomb costs
// nothing.
func Decode(data []byte, src Source) (*Frame, error) {
	return DecodeLimit(data, MaxPixels, src)
}

// DecodeLimit is Decode with a pixel limit of its own: at most MaxPixels,
// and MaxPixels when maxPixels is zero or less.
func DecodeLimit(data []byte, maxPixels int, src Source) (*Frame, error) {
	if maxPixels <= 0 || maxPixels > MaxPixels {
		maxPixels = MaxPixels
	}
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
		return nil, fmt.Errorf("decode %s: %w: %s header", what, ErrBadImage, naming(format, err))
	}
	if cfg.Width <= 0 || cfg.Height <= 0 {
		return nil, fmt.Errorf("decode %s: %w: %s header gives an empty size %d×%d", what, ErrBadImage, format, cfg.Width, cfg.Height)
	}
	if int64(cfg.Width)*int64(cfg.Height) > int64(maxPixels) {
		return nil, fmt.Errorf("decode %s: %w: %s header gives %d×%d, over the limit of %d pixels", what, ErrTooLarge, format, cfg.Width, cfg.Height, maxPixels)
	}
	var img image.Image
	switch format {
	case "png":
		img, err = png.Decode(bytes.NewReader(data))
	default:
		img, err = jpeg.Decode(bytes.NewReader(data))
	}
	if err != nil {
		return nil, fmt.Errorf("decode %s: %w: %s", what, ErrBadImage, naming(format, err))
	}
	b := img.Bounds()
	out := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	convertInto(out, img)
	return &Frame{Img: out, Source: src}, nil
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
