package minecraft

import (
	"context"
	"encoding/json"
	"image"

	"github.com/skillrun/skillrun/detectors"
)

// Shot is one frame a world drew from the player's eyes: the encoded
// picture and what the renderer knows about it.
type Shot struct {
	// PNG is the encoded frame.
	PNG []byte
	// Img is the decoded picture when the renderer has it (nil: decode PNG).
	Img *image.RGBA
	// Truth is the ground truth of the mobs in view, from the renderer:
	// the same camera and models as the picture.
	Truth []detectors.Truth
	// Camera is the view the frame was drawn with.
	Camera Camera
	// Renderer names what drew it ("prismarine-viewer 1.33.0", "voxel").
	Renderer string
}

// Camera is a pinhole camera at the player's eyes: mineflayer's yaw and
// pitch, a vertical field of view in degrees, a frame size in pixels.
type Camera struct {
	Eye    Vec     `json:"eye"`
	Yaw    float64 `json:"yaw"`
	Pitch  float64 `json:"pitch"`
	FOV    float64 `json:"fov"`
	Width  int     `json:"width"`
	Height int     `json:"height"`
}

// JSON returns the camera as JSON (a frame's "camera" label).
func (c Camera) JSON() json.RawMessage {
	b, _ := json.Marshal(c)
	return b
}

// Shooter is a world that draws what its player sees (the live bridge with
// frames on).
type Shooter interface {
	Shot(ctx context.Context) (*Shot, error)
}
