package kicad

import (
	"context"
	"embed"
	"io/fs"

	"github.com/skillrun/skillrun/domain"
	"github.com/skillrun/skillrun/library"
)

// Skills holds the domain's skill files (skills/<name>/<name>.go), so a
// binary can install them without the source tree.
//
//go:embed skills/*/*.go
var Skills embed.FS

// exampleLibrary installs the KiCad skills into the user's library
// (.skillrun/skills by default) where they are missing and opens it, so
// that after an example command verify, history, rollback and serve find
// them there.
func exampleLibrary(ctx context.Context, h domain.Host) (*library.Library, error) {
	files, err := fs.Sub(Skills, "skills")
	if err != nil {
		return nil, err
	}
	return h.ExampleLibrary(ctx, files)
}
