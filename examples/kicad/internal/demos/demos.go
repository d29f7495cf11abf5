// Package demos finds Debian's kicad-demos files for tests. The files are
// GPL-2+ and are installed by ci/setup.d/20-kicad.sh, never committed.
package demos

import (
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// DefaultDir is where Debian's kicad-demos package installs the demos.
const DefaultDir = "/usr/share/kicad/demos"

// Dir returns the demos directory ($KICAD_DEMOS or DefaultDir). When it is
// missing the test fails under CI (CI=true) and is skipped elsewhere.
func Dir(tb testing.TB) string {
	tb.Helper()
	dir := os.Getenv("KICAD_DEMOS")
	if dir == "" {
		dir = DefaultDir
	}
	if _, err := os.Stat(dir); err != nil {
		if os.Getenv("CI") == "true" {
			tb.Fatalf("kicad demos missing at %s (install kicad-demos: ci/setup.d/20-kicad.sh): %v", dir, err)
		}
		tb.Skipf("kicad demos missing at %s (apt-get install kicad-demos): %v", dir, err)
	}
	return dir
}

// Files returns the paths, relative to dir, of every file under dir whose
// name ends in ext (".kicad_sch", ".kicad_pcb"), sorted.
func Files(tb testing.TB, dir, ext string) []string {
	tb.Helper()
	var out []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() && strings.HasSuffix(p, ext) {
			rel, err := filepath.Rel(dir, p)
			if err != nil {
				return err
			}
			out = append(out, rel)
		}
		return nil
	})
	if err != nil {
		tb.Fatalf("walk %s: %v", dir, err)
	}
	sort.Strings(out)
	if len(out) == 0 {
		tb.Fatalf("no %s files under %s", ext, dir)
	}
	return out
}
