package mutate

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestReadSeeded(t *testing.T) {
	skills := t.TempDir()
	if err := os.MkdirAll(filepath.Join(skills, "walk"), 0o755); err != nil {
		t.Fatal(err)
	}
	src := "a := 1\nb := 2\nc := 3\nb := 2\n"
	if err := os.WriteFile(filepath.Join(skills, "walk", "walk.go"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct{ name, archive, want, err string }{
		{"one edit", "Off by one.\n-- skill --\nwalk\n-- old --\na := 1\n-- new --\na := 2\n", "a := 2\nb := 2\nc := 3\nb := 2\n", ""},
		{"edits apply to the source as it is", "Swaps.\n-- skill --\nwalk\n-- old --\nc := 3\n-- new --\na := 1\n-- old --\na := 1\n-- new --\nc := 3\n", "c := 3\nb := 2\na := 1\nb := 2\n", ""},
		{"context makes it unique", "x\n-- skill --\nwalk\n-- old --\nc := 3\nb := 2\n-- new --\nc := 3\n", "a := 1\nb := 2\nc := 3\n", ""},
		{"old not found", "x\n-- skill --\nwalk\n-- old --\nd := 4\n-- new --\n", "", "occurs 0 times in walk (want once; did the skill change?)"},
		{"old twice", "x\n-- skill --\nwalk\n-- old --\nb := 2\n-- new --\n", "", "occurs 2 times"},
		{"overlap", "x\n-- skill --\nwalk\n-- old --\na := 1\nb := 2\n-- new --\n-- old --\nb := 2\nc := 3\n-- new --\n", "", "edits 1 and 2 overlap"},
		{"old without new", "x\n-- skill --\nwalk\n-- old --\na := 1\n", "", "an old text with no new text after it"},
		{"unknown section", "x\n-- skill --\nwalk\n-- patch --\n", "", `unknown section "patch"`},
		{"no skill", "x\n-- old --\na := 1\n-- new --\n", "", "want a skill section"},
		{"no such skill", "x\n-- skill --\nrun\n-- old --\na := 1\n-- new --\n", "", "run.go"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			p := filepath.Join(t.TempDir(), "bug.txtar")
			if err := os.WriteFile(p, []byte(tt.archive), 0o644); err != nil {
				t.Fatal(err)
			}
			s, err := ReadSeeded(p, skills)
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) || !strings.Contains(err.Error(), p) {
					t.Fatalf("err %v; want one naming %s and %q", err, p, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if string(s.Source) != tt.want || s.Skill != "walk" || s.Name != "bug" {
				t.Fatalf("got %+v with source %q; want source %q", s, s.Source, tt.want)
			}
		})
	}
}
