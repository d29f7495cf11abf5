package verify_test

import (
	"bytes"
	"errors"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skillrun/skillrun/skills"
	"github.com/skillrun/skillrun/verify"
)

// TestReadLabelsConfined: a labelled set the gate reads may be a file an
// agent saved into the library (labels/SKILL*.jsonl). Its lines named
// images anywhere on the host (an absolute path, "../", a link inside
// the directory to a file outside), which the host decoded and handed to
// the candidate detector the set scores. The gate's read takes images
// only inside the labels file's directory, each refusal naming the file
// and line; the command line's --labels (an operator's file) still
// reads them.
func TestReadLabelsConfined(t *testing.T) {
	top := t.TempDir()
	dir := filepath.Join(top, "lib", "labels")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, image.NewGray(image.Rect(0, 0, 8, 6))); err != nil {
		t.Fatal(err)
	}
	secret := filepath.Join(top, "secret.png")
	for _, p := range []string{secret, filepath.Join(dir, "ok.png")} {
		if err := os.WriteFile(p, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Symlink(secret, filepath.Join(dir, "link.png")); err != nil {
		t.Fatal(err)
	}
	truth := `,"truth":[{"label":"blaze","box":[0,0,4,4]}]}` + "\n"
	for _, tt := range []struct{ name, file, want string }{
		{"absolute", secret, `not a relative path inside the labels file's directory`},
		{"dotdot", "../../secret.png", `not a relative path inside the labels file's directory`},
		{"link", "link.png", `escapes`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			set := filepath.Join(dir, "blaze_"+tt.name+".jsonl")
			if err := os.WriteFile(set, []byte(`{"file":"ok.png"`+truth+`{"file":`+strings.TrimSpace(quote(tt.file))+truth), 0o644); err != nil {
				t.Fatal(err)
			}
			_, err := verify.ReadLabelsConfined(set, 0)
			if !errors.Is(err, skills.ErrBadInput) || !strings.Contains(err.Error(), set+":2:") || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("ReadLabelsConfined: %v; want bad input at %s:2 saying %q", err, set, tt.want)
			}
			if fs, err := verify.ReadLabels(set, 0); err != nil || len(fs) != 2 {
				t.Errorf("ReadLabels (an operator's file): %d frames, %v; want both", len(fs), err)
			}
		})
	}
	set := filepath.Join(dir, "blaze.jsonl")
	if err := os.WriteFile(set, []byte(`{"file":"ok.png"`+truth), 0o644); err != nil {
		t.Fatal(err)
	}
	if fs, err := verify.ReadLabelsConfined(set, 0); err != nil || len(fs) != 1 {
		t.Errorf("a set whose image is beside it: %d frames, %v", len(fs), err)
	}
}

func quote(s string) string {
	var b bytes.Buffer
	b.WriteByte('"')
	b.WriteString(strings.ReplaceAll(s, `"`, `\"`))
	b.WriteByte('"')
	return b.String()
}
