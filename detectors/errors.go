package detectors

// Sentinel errors that callers branch on with errors.Is. Every error from
// this package wraps one of them and says what was wrong and where. All
// are bad input: they declare the kind "bad_input" (see skills.KindOf;
// this package cannot import skills, so it declares the kind by name).
var (
	// ErrBadImage: the encoded image is truncated, malformed or in an
	// unsupported format.
	ErrBadImage = &inputError{"bad image"}
	// ErrTooLarge: the image (or a requested size) exceeds the pixel limit;
	// for encoded images this is found from the header, before decoding.
	ErrTooLarge = &inputError{"image too large"}
	// ErrBadFrame: a frame or its pixel buffer is nil, empty or inconsistent.
	ErrBadFrame = &inputError{"bad frame"}
	// ErrBadRegion: a region, mask or size is empty or outside the frame.
	ErrBadRegion = &inputError{"bad region"}
	// ErrBadRange: a colour range has values out of bounds or min > max.
	ErrBadRange = &inputError{"bad colour range"}
	// ErrBadArgument: any other argument out of its domain.
	ErrBadArgument = &inputError{"bad argument"}
)

// inputError is a sentinel of this package: bad input.
type inputError struct{ msg string }

func (e *inputError) Error() string { return e.msg }

// ErrorKind declares the error's kind to skills.KindOf.
func (e *inputError) ErrorKind() string { return "bad_input" }
