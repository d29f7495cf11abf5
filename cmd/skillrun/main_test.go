package main

import (
	"errors"
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
