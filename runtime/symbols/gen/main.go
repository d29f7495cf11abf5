// Command gen regenerates the symbol tables of package symbols with
// `yaegi extract`, dropping the excluded symbols. Run it with go generate
// from runtime/symbols.
package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	"github.com/skillrun/skillrun/runtime/symbols"
)

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
}

func run() error {
	old, _ := filepath.Glob("zz_*.go")
	for _, f := range old {
		os.Remove(f)
	}
	byPkg := map[string][]string{}
	for sym := range symbols.Excluded {
		i := strings.LastIndex(sym, ".")
		byPkg[sym[:i]] = append(byPkg[sym[:i]], regexp.QuoteMeta(sym[i+1:]))
	}
	pkgs := append(append([]string{}, symbols.Std...), symbols.Project...)
	for _, p := range pkgs {
		args := []string{"run", "github.com/traefik/yaegi/cmd/yaegi", "extract", "-name", "symbols"}
		if ex := byPkg[p]; len(ex) > 0 {
			sort.Strings(ex)
			for i := range ex {
				ex[i] = "^" + ex[i] + "$"
			}
			args = append(args, "-exclude", strings.Join(ex, ","))
		}
		args = append(args, p)
		cmd := exec.Command("go", args...)
		cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
		if err := cmd.Run(); err != nil {
			return fmt.Errorf("extract %s: %w", p, err)
		}
	}
	// yaegi names files after the package path; prefix them so old ones are
	// easy to find and remove.
	files, _ := filepath.Glob("*.go")
	for _, f := range files {
		if f == "symbols.go" || f == "maptypes.go" || strings.HasPrefix(f, "zz_") || strings.HasSuffix(f, "_test.go") {
			continue
		}
		if err := os.Rename(f, "zz_"+f); err != nil {
			return err
		}
	}
	return nil
}
