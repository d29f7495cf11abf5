package main

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"image"
	"image/gif"
	"image/png"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/rogpeppe/go-internal/testscript"

	"github.com/skillrun/skillrun/detectors"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/memory/embedded"
	"github.com/skillrun/skillrun/skills"
)

// TestMain lets the test binary act as the skillrun command in scripts
// (and as an isolated worker when re-executed as one).
func TestMain(m *testing.M) {
	if code, ok := maybeWorker(os.Args[1:]); ok {
		os.Exit(code)
	}
	testscript.Main(m, map[string]func(){
		"skillrun": func() { os.Exit(run(os.Args[1:])) },
	})
}

// TestScripts runs the CLI behaviour scripts in testdata/script.
func TestScripts(t *testing.T) {
	testscript.Run(t, testscript.Params{
		Dir: "testdata/script",
		Setup: func(env *testscript.Env) error {
			env.Setenv("SKILLRUN_MEMORY", env.WorkDir+"/.skillrun/memory.db")
			// Scripts that carry a skills/ directory use it as their
			// library; the others, like a newcomer, use the project's state
			// directory (.skillrun/skills).
			if fi, err := os.Stat(filepath.Join(env.WorkDir, "skills")); err == nil && fi.IsDir() {
				env.Setenv("SKILLRUN_LIB", "skills")
			}
			// The state directory is searched for no higher than $WORK.
			env.Setenv("SKILLRUN_CEILING_DIRECTORIES", filepath.Dir(env.WorkDir))
			// The native tier's toolchain caches: the machine's, and the
			// native package tests' SDK snapshot, so builds reuse what
			// GOCACHE holds instead of compiling the SDK per script.
			if out, err := exec.Command("go", "env", "GOCACHE", "GOMODCACHE").Output(); err == nil {
				if l := strings.Split(strings.TrimSpace(string(out)), "\n"); len(l) == 2 {
					env.Setenv("GOCACHE", l[0])
					env.Setenv("GOMODCACHE", l[1])
				}
			}
			env.Setenv("SKILLRUN_NATIVE_CACHE", filepath.Join(os.TempDir(), "skillrun-native-test"))
			// The Minecraft example's skill files, for scripts that edit them.
			if err := os.CopyFS(filepath.Join(env.WorkDir, "mcskills"), os.DirFS("../../examples/minecraft/skills")); err != nil {
				return err
			}
			return nil
		},
		Cmds: map[string]func(ts *testscript.TestScript, neg bool, args []string){
			// replace FILE OLD NEW replaces the first OLD in FILE with NEW.
			"replace": func(ts *testscript.TestScript, neg bool, args []string) {
				if len(args) != 3 {
					ts.Fatalf("usage: replace FILE OLD NEW")
				}
				f := ts.MkAbs(args[0])
				b, err := os.ReadFile(f)
				ts.Check(err)
				if !strings.Contains(string(b), args[1]) {
					ts.Fatalf("%s does not contain %q", args[0], args[1])
				}
				ts.Check(os.WriteFile(f, []byte(strings.Replace(string(b), args[1], args[2], 1)), 0o644))
			},
			// waitfor FILE REGEXP [TIMEOUT] waits until FILE matches REGEXP
			// (for a background watcher's log), 60s by default.
			"waitfor": func(ts *testscript.TestScript, neg bool, args []string) {
				if len(args) < 2 {
					ts.Fatalf("usage: waitfor FILE REGEXP [TIMEOUT]")
				}
				re, err := regexp.Compile(args[1])
				ts.Check(err)
				timeout := 60 * time.Second
				if len(args) > 2 {
					timeout, err = time.ParseDuration(args[2])
					ts.Check(err)
				}
				deadline := time.Now().Add(timeout)
				for {
					b, _ := os.ReadFile(ts.MkAbs(args[0]))
					if re.Match(b) {
						return
					}
					if time.Now().After(deadline) {
						ts.Fatalf("%s: no match for %q after %v; it holds:\n%s", args[0], args[1], timeout, b)
					}
					time.Sleep(50 * time.Millisecond)
				}
			},
			// httpget LOG PATH FILE reads the first http://HOST:PORT a
			// background server wrote to LOG, GETs PATH there and writes the
			// answer's body to FILE; an answer other than 200 fails.
			"httpget": func(ts *testscript.TestScript, neg bool, args []string) {
				if len(args) != 3 {
					ts.Fatalf("usage: httpget LOG PATH FILE")
				}
				b, err := os.ReadFile(ts.MkAbs(args[0]))
				ts.Check(err)
				base := regexp.MustCompile(`http://127\.0\.0\.1:\d+`).Find(b)
				if base == nil {
					ts.Fatalf("%s names no http://127.0.0.1:PORT", args[0])
				}
				resp, err := http.Get(string(base) + args[1])
				ts.Check(err)
				defer resp.Body.Close()
				body, err := io.ReadAll(resp.Body)
				ts.Check(err)
				if resp.StatusCode != 200 {
					ts.Fatalf("GET %s = %d\n%s", args[1], resp.StatusCode, body)
				}
				ts.Check(os.WriteFile(ts.MkAbs(args[2]), body, 0o644))
			},
			// mkimage FILE KIND [W H] writes an image file: png (a real
			// W×H PNG), claims (a small PNG whose header claims W×H: a
			// decompression bomb), truncated (a PNG cut in half), gif or
			// webp (a tiny image in that format).
			"mkimage": func(ts *testscript.TestScript, neg bool, args []string) {
				if len(args) != 2 && len(args) != 4 {
					ts.Fatalf("usage: mkimage FILE png|claims|truncated|gif|webp [W H]")
				}
				w, h := 8, 8
				if len(args) == 4 {
					var err error
					w, err = strconv.Atoi(args[2])
					ts.Check(err)
					h, err = strconv.Atoi(args[3])
					ts.Check(err)
				}
				data, err := testImage(args[1], w, h)
				ts.Check(err)
				ts.Check(os.WriteFile(ts.MkAbs(args[0]), data, 0o644))
			},
			// storeframe FILE EPISODE [TRUTH] stores FILE's bytes as a
			// frame (blob and metadata, with a renderer's truth of one
			// blaze, or the truth label TRUTH as it is) in the memory
			// $SKILLRUN_MEMORY and its frame store beside it, as an
			// episode whose one step observed it, without decoding it: a
			// frame another door let in.
			"storeframe": func(ts *testscript.TestScript, neg bool, args []string) {
				if len(args) != 2 && len(args) != 3 {
					ts.Fatalf("usage: storeframe FILE EPISODE [TRUTH]")
				}
				data, err := os.ReadFile(ts.MkAbs(args[0]))
				ts.Check(err)
				truth := ""
				if len(args) == 3 {
					truth = args[2]
				}
				ts.Check(storeFrame(ts.Getenv("SKILLRUN_MEMORY"), data, args[1], truth))
			},
			// sleep DURATION waits (for a background watcher to notice a change).
			"sleep": func(ts *testscript.TestScript, neg bool, args []string) {
				d, err := time.ParseDuration(args[0])
				ts.Check(err)
				time.Sleep(d)
			},
			// exits N ARGS... runs skillrun ARGS and checks its exit code.
			"exits": func(ts *testscript.TestScript, neg bool, args []string) {
				if len(args) < 2 {
					ts.Fatalf("usage: exits CODE ARGS...")
				}
				want, err := strconv.Atoi(args[0])
				ts.Check(err)
				got := 0
				if err := ts.Exec("skillrun", args[1:]...); err != nil {
					var ee *exec.ExitError
					if !errors.As(err, &ee) {
						ts.Fatalf("skillrun: %v", err)
					}
					got = ee.ExitCode()
				}
				if (got == want) == neg {
					ts.Fatalf("skillrun %v exited %d; want %d", args[1:], got, want)
				}
			},
		},
	})
}

// testImage makes the images of the mkimage script command.
func testImage(kind string, w, h int) ([]byte, error) {
	var buf bytes.Buffer
	small := image.NewNRGBA(image.Rect(0, 0, 8, 8))
	switch kind {
	case "png":
		img := image.NewNRGBA(image.Rect(0, 0, w, h))
		for i := range img.Pix {
			img.Pix[i] = uint8(i * 7)
		}
		err := png.Encode(&buf, img)
		return buf.Bytes(), err
	case "claims", "truncated":
		if err := png.Encode(&buf, small); err != nil {
			return nil, err
		}
		out := buf.Bytes()
		if kind == "truncated" {
			return out[:len(out)/2], nil
		}
		binary.BigEndian.PutUint32(out[16:], uint32(w))
		binary.BigEndian.PutUint32(out[20:], uint32(h))
		binary.BigEndian.PutUint32(out[29:], crc32.ChecksumIEEE(out[12:29]))
		return out, nil
	case "gif":
		err := gif.Encode(&buf, small, nil)
		return buf.Bytes(), err
	case "webp":
		// A lossless 1×1 WebP.
		return []byte("RIFF\x1a\x00\x00\x00WEBPVP8L\x0d\x00\x00\x00/\x00\x00\x00\x10\x07\x10\x11\x11\x88\x88\xfe\x07\x00"), nil
	}
	return nil, fmt.Errorf("mkimage: unknown kind %q", kind)
}

// storeFrame is the storeframe script command ("" truth: one blaze).
func storeFrame(db string, data []byte, episode, truth string) error {
	ctx := context.Background()
	st, err := embedded.Open(ctx, db, embedded.Options{})
	if err != nil {
		return err
	}
	defer st.Close()
	h, err := memory.Blobs{Dir: filepath.Join(filepath.Dir(db), "frames")}.Put(data)
	if err != nil {
		return err
	}
	if truth == "" {
		if truth, err = detectors.EncodeTruth([]detectors.Truth{{Label: "blaze", Box: [4]int{1, 1, 6, 6}, Pixels: 25, FullPixels: 25, Visible: 1}}); err != nil {
			return err
		}
	}
	if err := st.PutFrames(ctx, memory.Frame{Hash: h, Format: "png", Width: 8, Height: 8, Size: int64(len(data)), Labels: map[string]string{detectors.TruthLabel: truth}}); err != nil && !errors.Is(err, memory.ErrConflict) {
		return err
	}
	now := time.Date(2026, 12, 1, 10, 0, 0, 0, time.UTC)
	return st.RecordEpisode(ctx, memory.Episode{ID: episode, Start: now, Steps: []memory.Step{
		{Index: 0, Time: now, Action: skills.Action{Name: "look"}, Outcome: skills.Outcome{OK: true}, Frames: []string{h}},
	}})
}
