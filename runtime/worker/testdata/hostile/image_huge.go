// Allocates a 1<<20 square RGBA image.
package image_huge

import (
	"image"

	"github.com/skillrun/skillrun/skills"
)

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	img := image.NewRGBA(image.Rect(0, 0, 1<<20, 1<<20))
	return skills.Result{"n": len(img.Pix)}, nil
}

// want: memory
// limits: memory=64MiB timeout=20s
