package symbols

import (
	"path"
	"slices"
	"strings"
	"testing"
)

// TestExcludedAbsent: a symbol vet refuses is not in the interpreter's
// tables either, so that a skill reaching it past vet finds nothing
// (detectors.Decode and image.Decode would decode image bytes past the
// operator's --max-frame-pixels).
func TestExcludedAbsent(t *testing.T) {
	for sym := range Excluded {
		i := strings.LastIndex(sym, ".")
		pkg, name := sym[:i], sym[i+1:]
		if slices.Contains(Generic, pkg) {
			continue // compiled from yaegi's sources, not from these tables
		}
		tab, ok := Symbols[pkg+"/"+path.Base(pkg)]
		if !ok {
			t.Errorf("%s: package %s has no table", sym, pkg)
			continue
		}
		if _, ok := tab[name]; ok {
			t.Errorf("%s is excluded but in the interpreter's table (regenerate with go generate, or remove it)", sym)
		}
	}
}
