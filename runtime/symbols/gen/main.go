// Command gen regenerates the symbol tables of package symbols with
// yaegi's extractor, dropping the excluded symbols. Run it with go generate
// from runtime/symbols. It writes only the zz_*.go files; the hand-written
// files of the package (symbols.go, maptypes.go, plain.go) are not its to
// touch. TestCommittedTables fails when the committed tables differ from
// what it produces.
package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	"github.com/skillrun/skillrun/runtime/symbols"
	"github.com/traefik/yaegi/extract"
)

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
}

func run() error {
	tables, err := generate()
	if err != nil {
		return err
	}
	old, _ := filepath.Glob("zz_*.go")
	for _, f := range old {
		if err := os.Remove(f); err != nil {
			return err
		}
	}
	for name, src := range tables {
		if err := os.WriteFile(name, src, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// generate returns the symbol tables, by file name, of the whitelisted
// standard and project packages (symbols.Std, symbols.Project), each
// without its symbols.Excluded.
func generate() (map[string][]byte, error) {
	byPkg := map[string][]string{}
	for sym := range symbols.Excluded {
		i := strings.LastIndex(sym, ".")
		byPkg[sym[:i]] = append(byPkg[sym[:i]], "^"+regexp.QuoteMeta(sym[i+1:])+"$")
	}
	// The file names yaegi extract gives, prefixed so that the generated
	// files are easy to tell from the hand-written ones.
	r := strings.NewReplacer("/", "-", ".", "_", "~", "_")
	tables := map[string][]byte{}
	for _, p := range append(append([]string{}, symbols.Std...), symbols.Project...) {
		ex := byPkg[p]
		sort.Strings(ex)
		e := extract.Extractor{Dest: "symbols", Exclude: ex}
		var buf bytes.Buffer
		ip, err := e.Extract(p, "", &buf)
		if err != nil {
			return nil, fmt.Errorf("extract %s: %w", p, err)
		}
		tables["zz_"+r.Replace(ip)+".go"] = buf.Bytes()
	}
	return tables, nil
}
