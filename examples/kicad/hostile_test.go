package kicad_test

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"golang.org/x/sys/unix"
)

// cliHostile runs skillrun with a copy of testdata/hostile as its
// library (kicad run installs the example skills into it) and returns
// stdout and the exit code.
func cliHostile(t *testing.T, args ...string) (string, int) {
	t.Helper()
	lib := t.TempDir()
	if err := os.CopyFS(lib, os.DirFS(filepath.Join("testdata", "hostile"))); err != nil {
		t.Fatal(err)
	}
	return cliIn(t, lib, args...)
}

// A skill's coordinates were converted to internal units as they came:
// 1e300 and -1e19 both placed a label at -922,337,203,685,477 mm, and
// 1e12 at a place KiCad cannot hold, and save wrote them into the
// schematic on the host. Each is bad input, named, and the file keeps
// nothing of them.
func TestCLIFarCoordinates(t *testing.T) {
	for _, iso := range []string{"inprocess", "process"} {
		t.Run(iso, func(t *testing.T) {
			root := copyDemo(t, "ecc83/ecc83-pp.kicad_sch")
			before, err := os.ReadFile(root)
			if err != nil {
				t.Fatal(err)
			}
			out, code := cliHostile(t, "--isolation", iso, "--json", "kicad", "run", "label_far", root)
			var res struct {
				OK     bool              `json:"ok"`
				Result map[string]string `json:"result"`
			}
			if err := json.Unmarshal([]byte(out), &res); err != nil || code != 0 || !res.OK {
				t.Fatalf("label_far: exit %d, err %v:\n%s", code, err, out)
			}
			if len(res.Result) != 12 {
				t.Errorf("%d answers; want 12: %v", len(res.Result), res.Result)
			}
			for k, v := range res.Result {
				if !strings.Contains(v, "bad input") || !strings.Contains(v, "params.y is") || !strings.Contains(v, "±214748") {
					t.Errorf("%s: %s; want bad input naming params.y and the range", k, v)
				}
			}
			after, err := os.ReadFile(root)
			if err != nil {
				t.Fatal(err)
			}
			if bytes.Contains(after, []byte("FAR")) || strings.Count(string(after), "no_connect") != strings.Count(string(before), "no_connect") ||
				strings.Count(string(after), "PWR_FLAG") != strings.Count(string(before), "PWR_FLAG") {
				t.Errorf("the saved schematic holds what the refused actions placed")
			}
		})
	}
}

// Each save wrote every sheet file of the design into the host's files,
// edited or not: a run of saves rewrote it at each one. A save with
// nothing to write writes nothing, and an edit is written.
func TestCLISaveWritesEdits(t *testing.T) {
	root := copyDemo(t, "ecc83/ecc83-pp.kicad_sch")
	old := time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC)
	if err := os.Chtimes(root, old, old); err != nil {
		t.Fatal(err)
	}
	out, code := cliHostile(t, "--json", "kicad", "run", "save_flood", root)
	if code != 0 || !strings.Contains(out, `"saves": 2000`) {
		t.Errorf("save_flood without edits: exit %d; want 0 and 2,000 saves:\n%s", code, out)
	}
	if st, err := os.Stat(root); err != nil || !st.ModTime().Equal(old) {
		t.Errorf("2,000 saves of an unedited design wrote its file (%v)", err)
	}
	out, code = cliHostile(t, "--json", "kicad", "run", "save_flood", root, "--args", `{"edit":true}`)
	if code != 0 || !strings.Contains(out, `"saves": 2000`) {
		t.Errorf("save_flood after one edit: exit %d; want 0 and 2,000 saves:\n%s", code, out)
	}
	if data, err := os.ReadFile(root); err != nil || !bytes.Contains(data, []byte(`"470nF"`)) {
		t.Errorf("the edit was not saved (%v)", err)
	}
}

// A NUL, an escape character or a bell in a label, a value or a renamed
// label was saved raw into the schematic on the host: skillrun read it
// back, KiCad reads its files as UTF-8 text. Each is bad input naming
// the param and the character, and the file holds none of them.
func TestCLIControlTexts(t *testing.T) {
	for _, iso := range []string{"inprocess", "process"} {
		t.Run(iso, func(t *testing.T) {
			root := copyDemo(t, "ecc83/ecc83-pp.kicad_sch")
			out, code := cliHostile(t, "--isolation", iso, "--json", "kicad", "run", "label_bytes", root)
			var res struct {
				OK     bool              `json:"ok"`
				Result map[string]string `json:"result"`
			}
			if err := json.Unmarshal([]byte(out), &res); err != nil || code != 0 || !res.OK {
				t.Fatalf("label_bytes: exit %d, err %v:\n%s", code, err, out)
			}
			if len(res.Result) != 4 {
				t.Errorf("%d answers; want 4: %v", len(res.Result), res.Result)
			}
			for k, v := range res.Result {
				if !strings.Contains(v, "bad input") || !strings.Contains(v, "control character U+00") {
					t.Errorf("%s: %s; want bad input naming the control character", k, v)
				}
			}
			after, err := os.ReadFile(root)
			if err != nil {
				t.Fatal(err)
			}
			if i := bytes.IndexFunc(after, func(r rune) bool { return r == 0 || r == 0x1b || r == 0x07 }); i >= 0 {
				t.Errorf("the saved schematic holds control character %q at byte %d", after[i], i)
			}
		})
	}
}

// A save that fails part way (the disk full; here a file size limit of
// 20,000 bytes on the process, under the design's 45 KB) truncated the
// design's file first and left it cut short. The design is now replaced
// whole or not at all.
func TestCLISaveFailsWhole(t *testing.T) {
	bin := skillrunBin(t)
	root := copyDemo(t, "ecc83/ecc83-pp.kicad_sch")
	before, err := os.ReadFile(root)
	if err != nil {
		t.Fatal(err)
	}
	if len(before) <= 20000 {
		t.Fatalf("the design is %d bytes; the test needs one over the limit", len(before))
	}
	lib := t.TempDir()
	if err := os.CopyFS(lib, os.DirFS(filepath.Join("testdata", "hostile"))); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin, "--lib", lib, "--isolation", "inprocess", "kicad", "run", "save_flood", root, "--args", `{"edit":true}`)
	out, err := runFileLimited(t, cmd, 20000)
	t.Logf("save_flood under a file size limit: %v\n%s", err, out)
	if err == nil || !strings.Contains(out, "file too large") {
		t.Errorf("the save under a file size limit did not fail for it: %v", err)
	}
	after, err := os.ReadFile(root)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(before, after) {
		t.Errorf("a failed save left the design %d bytes (was %d)", len(after), len(before))
	}
	if tmp, _ := filepath.Glob(filepath.Join(filepath.Dir(root), ".*.tmp")); len(tmp) != 0 {
		t.Errorf("a failed save left %v", tmp)
	}
}

// runFileLimited runs cmd with its files limited to fsize bytes
// (RLIMIT_FSIZE) and returns its output. The child inherits the limit;
// this process has it only while it starts the child.
func runFileLimited(t *testing.T, cmd *exec.Cmd, fsize uint64) (string, error) {
	t.Helper()
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	var old unix.Rlimit
	if err := unix.Getrlimit(unix.RLIMIT_FSIZE, &old); err != nil {
		t.Fatal(err)
	}
	if err := unix.Setrlimit(unix.RLIMIT_FSIZE, &unix.Rlimit{Cur: fsize, Max: old.Max}); err != nil {
		t.Fatal(err)
	}
	err := cmd.Start()
	if rerr := unix.Setrlimit(unix.RLIMIT_FSIZE, &old); rerr != nil {
		t.Fatal(rerr)
	}
	if err != nil {
		t.Fatal(err)
	}
	err = cmd.Wait()
	return out.String(), err
}

// readSheets returns the text of each .kicad_sch file of dir by name,
// and fails on any hidden file a save left there.
func readSheets(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]byte{}
	for _, e := range ents {
		if strings.HasPrefix(e.Name(), ".") {
			t.Errorf("a save left %s", e.Name())
			continue
		}
		if !strings.HasSuffix(e.Name(), ".kicad_sch") {
			continue
		}
		b, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		out[e.Name()] = b
	}
	return out
}

// A save wrote a design's sheet files one after another: one that failed
// on a sheet (here pic_programmer's 141 KB past a 100 KB file size limit)
// kept the sheets written before it (pic_sockets' edit, when its file
// came first), a design that is neither the old one nor the new. Now no
// sheet changes and nothing is left beside them.
func TestCLISaveSheetsWhole(t *testing.T) {
	bin := skillrunBin(t)
	root := copyDemo(t, "flat_hierarchy/flat_hierarchy.kicad_sch")
	dir := filepath.Dir(root)
	before := readSheets(t, dir)
	if len(before) != 3 || len(before["pic_programmer.kicad_sch"]) <= 100000 || len(before["pic_sockets.kicad_sch"]) >= 100000 {
		t.Fatalf("the test needs flat_hierarchy's three sheets, pic_programmer's over 100 KB, pic_sockets' under")
	}
	lib := t.TempDir()
	if err := os.CopyFS(lib, os.DirFS(filepath.Join("testdata", "hostile"))); err != nil {
		t.Fatal(err)
	}
	// C1 is on pic_programmer, C6 on pic_sockets.
	cmd := exec.Command(bin, "--lib", lib, "--isolation", "inprocess", "kicad", "run", "save_sheets", root, "--args", `{"refs":["C1","C6"]}`)
	out, err := runFileLimited(t, cmd, 100000)
	t.Logf("save_sheets under a file size limit: %v\n%s", err, out)
	if err == nil || !strings.Contains(out, "file too large") {
		t.Errorf("the save under a file size limit did not fail for it: %v", err)
	}
	after := readSheets(t, dir)
	for name, b := range before {
		if !bytes.Equal(after[name], b) {
			t.Errorf("a failed save changed %s (%d bytes, was %d)", name, len(after[name]), len(b))
		}
	}
}

// Each save after an edit of one sheet rewrote every sheet of the
// design. Now a save writes the files whose text changed: the edited
// sheet and the root, which holds every instance's value.
func TestCLISaveWritesEditedSheets(t *testing.T) {
	root := copyDemo(t, "flat_hierarchy/flat_hierarchy.kicad_sch")
	dir := filepath.Dir(root)
	old := time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC)
	for name := range readSheets(t, dir) {
		if err := os.Chtimes(filepath.Join(dir, name), old, old); err != nil {
			t.Fatal(err)
		}
	}
	out, code := cliHostile(t, "--json", "kicad", "run", "save_sheets", root, "--args", `{"refs":["C6"],"rounds":20}`)
	if code != 0 || !strings.Contains(out, `"rounds": 20`) {
		t.Fatalf("save_sheets: exit %d; want 0 and 20 rounds:\n%s", code, out)
	}
	for name, b := range readSheets(t, dir) {
		st, err := os.Stat(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		if written := !st.ModTime().Equal(old); written != (name != "pic_programmer.kicad_sch") {
			t.Errorf("%s written: %v; want the edited sheet and the root written, no other", name, written)
		}
		if name == "pic_sockets.kicad_sch" && !bytes.Contains(b, []byte(`"119nF"`)) {
			t.Errorf("the last edit was not saved")
		}
	}
}

// Each run_erc had the host compute the design's netlist and ERC while
// the skill's worker waited: a skill under a CPU limit of one second
// that alternated an edit and a run_erc had the host work about 3 ms of
// CPU per round on flat_hierarchy, until the worker's own small share of
// each action added up to its second (24 s, 14.6 s of CPU in all),
// bounded only by its actions (100,000) and wall time (ten minutes). The host's CPU for a
// run's actions now counts against the run's CPU limit, and a run_erc
// with no edit since the last reads the report it has.
func TestCLIHostWorkBounded(t *testing.T) {
	root := copyDemo(t, "flat_hierarchy/flat_hierarchy.kicad_sch")
	start := time.Now()
	out, code := cliHostile(t, "--json", "kicad", "run", "erc_flood", root, "--args", `{"rounds":20000,"edit":true}`)
	took := time.Since(start)
	t.Logf("20,000 edits and ERCs under cpu=1s: exit %d in %v", code, took)
	if code == 0 || !strings.Contains(out, "the host's work for them") {
		t.Errorf("erc_flood with edits: exit %d; want the run's CPU limit naming the host's work:\n%.2000s", code, out)
	}
	if took > time.Minute {
		t.Errorf("erc_flood with edits took %v under a CPU limit of 1s", took)
	}
	out, code = cliHostile(t, "--json", "kicad", "run", "erc_flood", root, "--args", `{"rounds":20000}`)
	if code != 0 || !strings.Contains(out, `"rounds": 20000`) {
		t.Errorf("erc_flood without edits: exit %d; want 20,000 rounds done from one ERC:\n%.2000s", code, out)
	}
}
