package library

import (
	"go/doc"
	"strings"
)

// Summary returns the first sentence of a skill's description, on one
// line, as `go doc` lists a package: what a list of skills shows (the
// whole description stays on the skill's own page and in its manifest).
// A description with no sentence go/doc recognises (one that starts
// "Author", say) gives its first line.
func Summary(desc string) string {
	if s := new(doc.Package).Synopsis(desc); s != "" {
		return s
	}
	line, _, _ := strings.Cut(strings.TrimSpace(desc), "\n")
	return strings.TrimSpace(line)
}
