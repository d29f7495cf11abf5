package kicad_test

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/skillrun/skillrun/examples/kicad/internal/demos"
	"github.com/skillrun/skillrun/examples/kicad/schematic"
	"github.com/skillrun/skillrun/examples/kicad/schenv"
	"github.com/skillrun/skillrun/examples/kicad/sexpr"
	"github.com/skillrun/skillrun/examples/kicad/skills/verify_after_edit"
	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/runtime/sandbox"
	"github.com/skillrun/skillrun/skills"
)

// BenchmarkParse reads the largest demo board (video.kicad_pcb, 7.4 MB).
// Baseline: a byte-by-byte tokenizer that only counts tokens (no tree), the
// least any reader must do.
func BenchmarkParse(b *testing.B) {
	data, err := os.ReadFile(filepath.Join(demos.Dir(b), "video/video.kicad_pcb"))
	if err != nil {
		b.Fatal(err)
	}
	b.Run("baseline_tokens", func(b *testing.B) {
		b.SetBytes(int64(len(data)))
		for b.Loop() {
			if countTokens(data) == 0 {
				b.Fatal("no tokens")
			}
		}
	})
	b.Run("sexpr", func(b *testing.B) {
		b.SetBytes(int64(len(data)))
		b.ReportAllocs()
		for b.Loop() {
			if _, err := sexpr.Parse(data); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// delim marks the bytes that end a bare atom.
var delim = func() (t [256]bool) {
	for _, c := range []byte(" \t\n\r()\"") {
		t[c] = true
	}
	return t
}()

func countTokens(data []byte) int {
	n := 0
	for i := 0; i < len(data); i++ {
		switch c := data[i]; c {
		case ' ', '\t', '\n', '\r':
		case '(', ')':
			n++
		case '"':
			for i++; i < len(data) && data[i] != '"'; i++ {
				if data[i] == '\\' {
					i++
				}
			}
			n++
		default:
			for i+1 < len(data) && !delim[data[i+1]] {
				i++
			}
			n++
		}
	}
	return n
}

// BenchmarkNetlist builds the 8-sheet video design's nets and ERC.
// Baseline: parsing its files, which the model needs anyway.
func BenchmarkNetlist(b *testing.B) {
	root := filepath.Join(demos.Dir(b), "video/video.kicad_sch")
	s, err := schematic.Load(root)
	if err != nil {
		b.Fatal(err)
	}
	var files [][]byte
	for name := range s.Files {
		data, err := os.ReadFile(filepath.Join(s.Dir, name))
		if err != nil {
			b.Fatal(err)
		}
		files = append(files, data)
	}
	b.Run("baseline_parse", func(b *testing.B) {
		for b.Loop() {
			for _, d := range files {
				if _, err := sexpr.Parse(d); err != nil {
					b.Fatal(err)
				}
			}
		}
	})
	b.Run("load_connect_erc", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			s, err := schematic.Load(root)
			if err != nil {
				b.Fatal(err)
			}
			s.ERC(s.Connect())
		}
	})
}

// nativeEnv runs compiled skills over a world, for the native baseline.
type nativeEnv struct{ w skills.World }

func (e nativeEnv) Observe() (skills.Observation, error) { return e.w.Observe(context.Background()) }
func (e nativeEnv) Act(a skills.Action) (skills.Outcome, error) {
	return e.w.Act(context.Background(), a)
}
func (e nativeEnv) Log(string, ...any) {}
func (e nativeEnv) Call(name string, _ any) (skills.Result, error) {
	return nil, fmt.Errorf("no skill %s", name)
}

// BenchmarkVerifyAfterEdit runs verify_after_edit on ecc83-pp: interpreted
// through library (in process) beside the same package compiled
// natively. The world (observe, ERC) is the same in both.
func BenchmarkVerifyAfterEdit(b *testing.B) {
	root, err := schenv.Copy(filepath.Join(demos.Dir(b), "ecc83/ecc83-pp.kicad_sch"), b.TempDir())
	if err != nil {
		b.Fatal(err)
	}
	w, err := schenv.Open(root, schenv.Options{})
	if err != nil {
		b.Fatal(err)
	}
	args := verify_after_edit.Args{Values: map[string]string{"C2": "680nF"}, Labels: nil}
	raw, _ := json.Marshal(args)
	b.Run("native", func(b *testing.B) {
		for b.Loop() {
			if _, err := verify_after_edit.Run(nativeEnv{w}, args); err != nil {
				b.Fatal(err)
			}
		}
	})
	lib, err := library.Open("skills", library.Options{Executor: sandbox.NewInProcess(sandbox.Options{})})
	if err != nil {
		b.Fatal(err)
	}
	b.Run("interpreted", func(b *testing.B) {
		for b.Loop() {
			if _, err := lib.Run(context.Background(), "verify_after_edit", library.Request{Args: raw, World: w}); err != nil {
				b.Fatal(err)
			}
		}
	})
}
