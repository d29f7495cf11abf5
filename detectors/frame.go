package detectors

import "image"

// Frame is one image a detector looks at, with where it came from. Img may
// be a view (sub-image) of a larger frame; primitives never copy it.
type Frame struct {
	Img    *image.RGBA
	Source Source
}

// Source says where a frame came from.
type Source struct {
	Kind string `json:"kind,omitempty"` // "step", "file", "camera"
	ID   string `json:"id,omitempty"`   // step id, file path, camera name
}

// Detection is one thing a detector found.
type Detection struct {
	Label string          `json:"label"`
	Box   image.Rectangle `json:"box"`
	Score float64         `json:"score"`
	Attrs map[string]any  `json:"attrs,omitempty"`
}
