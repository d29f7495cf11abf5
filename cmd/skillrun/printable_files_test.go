package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestFileNamesPrintable: an agent names skill files with escape
// sequences (one clears the screen, one retitles the window). The
// messages about them were escaped, but list's "skipped" lines and vet's
// lines named the file raw: the terminal obeyed. Every line now shows
// them escaped.
func TestFileNamesPrintable(t *testing.T) {
	lib := t.TempDir()
	broken := filepath.Join(lib, "evil\x1b[2Jname.go")
	good := filepath.Join(lib, "z\x1b]0;pwned\x07.go")
	if err := os.WriteFile(broken, []byte("package evil\nfunc"), 0o644); err != nil {
		t.Fatal(err)
	}
	src := "// Does nothing.\npackage z\n\nimport \"github.com/skillrun/skillrun/skills\"\n\ntype Args struct{}\n\nfunc Run(env skills.Env, args Args) (skills.Result, error) { return nil, nil }\n"
	if err := os.WriteFile(good, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"--isolation", "inprocess", "--lib", lib, "list"},
		{"--isolation", "inprocess", "vet", broken, good},
	} {
		root, a := newRoot()
		var out, errs bytes.Buffer
		root.SetOut(&out)
		root.SetErr(&errs)
		root.SetArgs(args)
		_ = root.Execute()
		a.close()
		all := out.String() + errs.String()
		if strings.ContainsAny(all, "\x1b\x07") {
			t.Errorf("skillrun %q wrote an escape sequence:\n%q", args, all)
		}
		if !strings.Contains(all, `\x1b`) {
			t.Errorf("skillrun %q does not name the files:\n%q", args, all)
		}
	}
}
