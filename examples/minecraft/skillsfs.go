package minecraft

import "embed"

// Skills holds the domain's skill files (skills/<name>/<name>.go), so a
// binary can run them without the source tree.
//
//go:embed skills/*/*.go
var Skills embed.FS
