package detectors

import "errors"

// Sentinel errors that callers branch on with errors.Is. Every error from
// this package wraps one of them and says what was wrong and where.
var (
	// ErrBadImage: the encoded image is truncated, malformed or in an
	// unsupported format.
	ErrBadImage = errors.New("bad image")
	// ErrTooLarge: the image (or a requested size) exceeds the pixel limit;
	// for encoded images this is found from the header, before decoding.
	ErrTooLarge = errors.New("image too large")
	// ErrBadFrame: a frame or its pixel buffer is nil, empty or inconsistent.
	ErrBadFrame = errors.New("bad frame")
	// ErrBadRegion: a region, mask or size is empty or outside the frame.
	ErrBadRegion = errors.New("bad region")
	// ErrBadRange: a colour range has values out of bounds or min > max.
	ErrBadRange = errors.New("bad colour range")
	// ErrBadArgument: any other argument out of its domain.
	ErrBadArgument = errors.New("bad argument")
)
