package sexpr

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skillrun/skillrun/examples/kicad/internal/demos"
)

func TestRoundTripDemos(t *testing.T) {
	dir := demos.Dir(t)
	files := append(demos.Files(t, dir, ".kicad_sch"), demos.Files(t, dir, ".kicad_pcb")...)
	if len(files) < 45 {
		t.Errorf("found %d demo files; want the 32 schematics and 13 boards of kicad-demos", len(files))
	}
	for _, f := range files {
		t.Run(f, func(t *testing.T) {
			data, err := os.ReadFile(filepath.Join(dir, f))
			if err != nil {
				t.Fatal(err)
			}
			doc, err := Parse(data)
			if err != nil {
				t.Fatalf("Parse: %v", err)
			}
			root := doc.Root()
			if h := root.Head(); h != "kicad_sch" && h != "kicad_pcb" {
				t.Errorf("root head = %q; want kicad_sch or kicad_pcb", h)
			}
			if got := doc.Bytes(); !bytes.Equal(got, data) {
				t.Errorf("round trip differs: %d bytes in, %d out, first difference at byte %d", len(data), len(got), firstDiff(got, data))
			}
		})
	}
}

func firstDiff(a, b []byte) int {
	for i := 0; i < len(a) && i < len(b); i++ {
		if a[i] != b[i] {
			return i
		}
	}
	return min(len(a), len(b))
}

func TestParse(t *testing.T) {
	tests := []struct {
		in      string
		head    string
		args    []string
		wantErr string
	}{
		{in: `(a b "c d")`, head: "a", args: []string{"a", "b", "c d"}},
		{in: `(at 1.27 -2.54 90)`, head: "at", args: []string{"at", "1.27", "-2.54", "90"}},
		{in: `(s "q\"uote\\back\nline")`, head: "s", args: []string{"s", "q\"uote\\back\nline"}},
		{in: `(x(y)z)`, head: "x", args: []string{"x", "", "z"}},
		{in: `(empty "")`, head: "empty", args: []string{"empty", ""}},
		{in: `(a (b`, wantErr: "1:4: unclosed list"},
		{in: `(a "b`, wantErr: "1:4: unterminated string"},
		{in: "(a)\n)", wantErr: "2:1: unexpected )"},
	}
	for _, tt := range tests {
		doc, err := Parse([]byte(tt.in))
		if tt.wantErr != "" {
			if err == nil || err.Error() != tt.wantErr {
				t.Errorf("Parse(%q) error = %v; want %q", tt.in, err, tt.wantErr)
			}
			continue
		}
		if err != nil {
			t.Errorf("Parse(%q) = %v", tt.in, err)
			continue
		}
		r := doc.Root()
		if r.Head() != tt.head {
			t.Errorf("Parse(%q).Head() = %q; want %q", tt.in, r.Head(), tt.head)
		}
		for i, want := range tt.args {
			if got := r.Arg(i); got != want {
				t.Errorf("Parse(%q).Arg(%d) = %q; want %q", tt.in, i, got, want)
			}
		}
		if got := string(doc.Bytes()); got != tt.in {
			t.Errorf("Parse(%q).Bytes() = %q", tt.in, got)
		}
	}
}

func TestEdit(t *testing.T) {
	doc, err := Parse([]byte("(kicad_sch (version 1)\n  (label \"A\" (at 1 2 0))\n  (wire (pts))\n)\n"))
	if err != nil {
		t.Fatal(err)
	}
	root := doc.Root()
	root.Child("label").Kids[1].SetValue(`+5V "main"`)
	root.Insert(List("label", Str("B"), List("at", Num(3.0000001), Num(-0.00001), Num(90))))
	root.Insert(List("no_connect", List("at", Num(1.5), Num(2))))
	want := "(kicad_sch (version 1)\n  (label \"+5V \\\"main\\\"\" (at 1 2 0))\n  (label \"B\" (at 3 0 90))\n  (wire (pts))\n  (no_connect (at 1.5 2))\n)\n"
	if got := string(doc.Bytes()); got != want {
		t.Errorf("edited doc =\n%s\nwant\n%s", got, want)
	}
	if !root.Remove(root.Child("wire")) || root.Child("wire") != nil {
		t.Errorf("Remove(wire) did not remove it")
	}
	if strings.Contains(string(doc.Bytes()), "wire") {
		t.Errorf("removed wire still written")
	}
}

// FuzzParse checks that whatever parses writes back byte-identical, and
// that the reader never panics.
func FuzzParse(f *testing.F) {
	for _, s := range []string{`(a b "c")`, `(kicad_sch (version 20211123) (generator eeschema))` + "\n", `("\\" "\"")`, `(a(b)c)`, `((`, `"x`, `)`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		doc, err := Parse(data)
		if err != nil {
			return
		}
		if got := doc.Bytes(); !bytes.Equal(got, data) {
			t.Fatalf("round trip of %q gave %q", data, got)
		}
		for _, n := range doc.Items {
			if !n.IsList() {
				_ = Unquote(n.Raw())
			}
		}
	})
}

func BenchmarkParse(b *testing.B) {
	dir := demos.Dir(b)
	data, err := os.ReadFile(filepath.Join(dir, "video/video.kicad_pcb"))
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Parse(data); err != nil {
			b.Fatal(err)
		}
	}
}
