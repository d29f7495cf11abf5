package library_test

import (
	"os"
	"os/exec"
	"strings"
	"testing"
)

// TestHostLinksNoInterpreter checks the one door in the imports: the
// packages that bring skill source in, judge it and serve it (library,
// its built-ins, verify, serve, and gate) link no interpreter and no
// runtime/sandbox, so none of them can compile or run skill source in the
// host; only an executor (runtime/worker, or runtime/sandbox's in-process
// one chosen by cmd/skillrun) can. It fails if someone adds the import
// back, directly or through another package.
func TestHostLinksNoInterpreter(t *testing.T) {
	const mod = "github.com/skillrun/skillrun/"
	roots := []string{"library", "library/builtin", "verify", "serve"}
	if _, err := os.Stat("../gate"); err == nil {
		roots = append(roots, "gate")
	}
	for _, root := range roots {
		out, err := exec.Command("go", "list", "-deps", "-f", "{{.ImportPath}} {{join .Imports \" \"}}", mod+root).Output()
		if err != nil {
			t.Fatalf("go list -deps %s: %v", root, err)
		}
		importers := map[string][]string{}
		var deps []string
		for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
			f := strings.Fields(line)
			deps = append(deps, f[0])
			for _, imp := range f[1:] {
				importers[imp] = append(importers[imp], f[0])
			}
		}
		for _, d := range deps {
			if forbiddenInHost(d) {
				t.Errorf("%s links %s (imported by %s): skill source would be compiled in the host; go through an executor.Executor", root, d, strings.Join(importers[d], ", "))
			}
		}
	}
}

// forbiddenInHost reports whether a package can run skill source. yaegi's
// stdlib/generic is allowed: it is the Go source text of cmp, maps and
// slices that runtime/check type-checks (one embed import, no code that
// runs skills).
func forbiddenInHost(pkg string) bool {
	switch {
	case pkg == "github.com/traefik/yaegi/stdlib/generic":
		return false
	case pkg == "github.com/traefik/yaegi" || strings.HasPrefix(pkg, "github.com/traefik/yaegi/"):
		return true
	case pkg == "github.com/skillrun/skillrun/runtime/sandbox", pkg == "github.com/skillrun/skillrun/runtime/worker":
		return true
	}
	return false
}
