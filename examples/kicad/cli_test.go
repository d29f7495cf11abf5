package kicad_test

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/skillrun/skillrun/examples/kicad/internal/demos"
	"github.com/skillrun/skillrun/examples/kicad/schematic"
	"github.com/skillrun/skillrun/examples/kicad/schenv"
	"github.com/skillrun/skillrun/verify/mutate"
)

// These tests drive the KiCad example end to end through the real skillrun
// binary: built once from ./cmd/skillrun, run as a subprocess, with the
// skills in examples/kicad/skills as its library.

var (
	buildOnce sync.Once
	binary    string
	buildErr  error
)

func skillrunBin(t *testing.T) string {
	t.Helper()
	buildOnce.Do(func() {
		dir, err := os.MkdirTemp("", "skillrun-kicad-cli-")
		if err != nil {
			buildErr = err
			return
		}
		binary = filepath.Join(dir, "skillrun")
		out, err := exec.Command("go", "build", "-o", binary, "github.com/skillrun/skillrun/cmd/skillrun").CombinedOutput()
		if err != nil {
			buildErr = err
			binary = string(out)
		}
	})
	if buildErr != nil {
		t.Fatalf("build skillrun: %v\n%s", buildErr, binary)
	}
	return binary
}

// cli runs skillrun and returns stdout and the exit code.
func cli(t *testing.T, args ...string) (string, int) {
	t.Helper()
	lib, err := filepath.Abs("skills")
	if err != nil {
		t.Fatal(err)
	}
	return cliIn(t, lib, args...)
}

// cliIn runs skillrun with lib as its library and returns stdout and the
// exit code; what it writes on stderr goes to the test's log.
func cliIn(t *testing.T, lib string, args ...string) (string, int) {
	t.Helper()
	cmd := exec.Command(skillrunBin(t), append([]string{"--lib", lib}, args...)...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatalf("skillrun %v: %v", args, err)
	}
	if stderr.Len() > 0 {
		t.Logf("skillrun %s stderr: %s", strings.Join(args, " "), stderr.String())
	}
	return stdout.String(), code
}

func copyDemo(t *testing.T, demo string) string {
	t.Helper()
	root, err := schenv.Copy(filepath.Join(demos.Dir(t), demo), t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	return root
}

func TestCLIERCGolden(t *testing.T) {
	root := copyDemo(t, "ecc83/ecc83-pp.kicad_sch")
	if out, code := cli(t, "kicad", "erc", root); code != 0 || !strings.Contains(out, "Errors 0") {
		t.Errorf("kicad erc on ecc83-pp: exit %d\n%s", code, out)
	}
	s, err := schematic.Load(root)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range s.PowerFlags() {
		if err := s.RemoveSymbol(f); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.Save(); err != nil {
		t.Fatal(err)
	}
	out, code := cli(t, "kicad", "erc", root)
	if code != 1 || strings.Count(out, "[power_pin_not_driven]") != 1 || !strings.Contains(out, " ** ERC messages: 1  Errors 1  Warnings 0") ||
		!strings.Contains(out, "[GND] Pin 1 [GND, Power input, Line]") {
		t.Errorf("kicad erc on ecc83-pp without power flags: exit %d; want 1 and one power_pin_not_driven on GND:\n%s", code, out)
	}
}

func TestCLISkills(t *testing.T) {
	root := copyDemo(t, "flat_hierarchy/flat_hierarchy.kicad_sch")
	for _, iso := range []string{"inprocess", "process"} {
		t.Run(iso, func(t *testing.T) {
			root := copyDemo(t, "flat_hierarchy/flat_hierarchy.kicad_sch")
			out, code := cli(t, "--isolation", iso, "--json", "kicad", "run", "change_supply_label", root, "--args", `{"from":"VCC_PIC","to":"VCC_PIC_5V"}`)
			var res struct {
				OK     bool           `json:"ok"`
				Result map[string]any `json:"result"`
				Trace  struct {
					Steps []struct {
						Action struct{ Name string } `json:"action"`
					} `json:"steps"`
					Calls []struct {
						Skill string `json:"skill"`
						Steps []struct {
							Action struct{ Name string } `json:"action"`
						} `json:"steps"`
					} `json:"calls"`
				} `json:"trace"`
			}
			if err := json.Unmarshal([]byte(out), &res); err != nil || code != 0 || !res.OK || res.Result["verified"] != true {
				t.Fatalf("change_supply_label: exit %d, err %v:\n%s", code, err, out)
			}
			if len(res.Trace.Calls) != 1 || res.Trace.Calls[0].Skill != "verify_after_edit" || len(res.Trace.Calls[0].Steps) != 1 ||
				res.Trace.Calls[0].Steps[0].Action.Name != "run_erc" {
				t.Errorf("trace does not show verify_after_edit running ERC: %s", out)
			}
			s, err := schematic.Load(root)
			if err != nil {
				t.Fatal(err)
			}
			if len(s.FindLabels("VCC_PIC")) != 0 || len(s.FindLabels("VCC_PIC_5V")) != 8 {
				t.Errorf("saved file: %d VCC_PIC and %d VCC_PIC_5V labels; want 0 and 8", len(s.FindLabels("VCC_PIC")), len(s.FindLabels("VCC_PIC_5V")))
			}
			out, code = cli(t, "--isolation", iso, "kicad", "run", "export_netlist", root, "--args", `{"min_nets":100}`)
			if code != 0 || !strings.Contains(out, `"nets": 111`) {
				t.Fatalf("export_netlist: exit %d\n%s", code, out)
			}
			data, err := os.ReadFile(strings.TrimSuffix(root, ".kicad_sch") + ".net")
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Contains(data, []byte(`(name "VCC_PIC_5V")`)) {
				t.Errorf("exported netlist lacks the renamed net VCC_PIC_5V")
			}
		})
	}
	// a verification that fails exits 1 and leaves the file alone
	before, _ := os.ReadFile(root)
	out, code := cli(t, "kicad", "run", "verify_after_edit", root, "--args", `{"values":{"C1":"1F"}}`)
	after, _ := os.ReadFile(root)
	if code != 1 || !strings.Contains(out, `C1 is`) || !bytes.Equal(before, after) {
		t.Errorf("failing verify_after_edit: exit %d (want 1), file changed %v:\n%s", code, !bytes.Equal(before, after), out)
	}
	if _, code := cli(t, "kicad", "erc", filepath.Join(t.TempDir(), "missing.kicad_sch")); code != 2 {
		t.Errorf("kicad erc on a missing file: exit %d; want 2 (bad input)", code)
	}
}

// TestCLIVerifyCommand verifies the skills through `skillrun verify`, the
// command hot reload and agents use, with the KiCad simulator it registers.
func TestCLIVerifyCommand(t *testing.T) {
	demos.Dir(t)
	mem := filepath.Join(t.TempDir(), "memory.db")
	for skill, eps := range map[string]string{
		"change_supply_label": "kicad-ep-0001,kicad-ep-0002",
		"export_netlist":      "kicad-ep-0003,kicad-ep-0004",
		"verify_after_edit":   "kicad-ep-0005",
		"change_value":        "kicad-ep-0006",
		"add_power_flags":     "kicad-ep-0007",
	} {
		out, code := cli(t, "--memory", mem, "verify", skill, "--from", "episodes/testdata/episodes/kicad.jsonl", "--episodes", eps, "--no-record")
		if code != 0 || !strings.Contains(out, "VERIFIED") || strings.Contains(out, "NOT VERIFIED") {
			t.Errorf("skillrun verify %s: exit %d\n%s", skill, code, out)
		}
	}
}

func TestCLIVerifyEpisodes(t *testing.T) {
	demos.Dir(t)
	out, code := cli(t, "kicad", "verify", "episodes/testdata/episodes/kicad.jsonl")
	data, err := os.ReadFile("episodes/testdata/episodes/kicad.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	n := strconv.Itoa(strings.Count(string(data), "\n")) // one episode a line
	if code != 0 || !strings.Contains(out, n+"/"+n+" episodes re-simulated") {
		t.Errorf("kicad verify: exit %d\n%s", code, out)
	}
	// the seeded wrong-label bug in the library fails verification
	seeded, err := mutate.ReadSeeded("episodes/testdata/seeded/wrong_label.txtar", "skills")
	if err != nil {
		t.Fatal(err)
	}
	lib := t.TempDir()
	if err := seeded.WriteLibrary("skills", lib); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(skillrunBin(t), "--lib", lib, "kicad", "verify", "episodes/testdata/episodes/kicad.jsonl")
	b, err := cmd.Output()
	if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 1 || !strings.Contains(string(b), "FAIL kicad-ep-0001 step 0: recorded rename_label was not taken") {
		t.Errorf("kicad verify with the seeded bug: %v\n%s", err, b)
	}
}

// TestCLIRecord records an episode through the CLI and verifies it again.
func TestCLIRecord(t *testing.T) {
	demos.Dir(t)
	out, code := cli(t, "kicad", "record", "add_power_flags", "ecc83/ecc83-pp.kicad_sch", "--id", "cli-1",
		"--setup", `{"name":"remove_power_flag","object":"#FLG05"}`, "--setup", `{"name":"remove_power_flag","object":"#FLG07"}`)
	if code != 0 || !strings.Contains(out, `"id":"cli-1"`) || !strings.Contains(out, `"success":true`) {
		t.Fatalf("kicad record: exit %d\n%s", code, out)
	}
	file := filepath.Join(t.TempDir(), "ep.jsonl")
	if err := os.WriteFile(file, []byte(out), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, code := cli(t, "kicad", "verify", file); code != 0 || !strings.Contains(out, "1/1 episodes re-simulated") {
		t.Errorf("kicad verify of the recorded episode: exit %d\n%s", code, out)
	}
	// Imported, it is evidence of the version that ran: history counts it
	// as an observed call, and verify finds it linked.
	mem := filepath.Join(t.TempDir(), "m.db")
	if out, code := cli(t, "--memory", mem, "import", file); code != 0 || !strings.Contains(out, "linked 1 episode-version pairs as evidence") {
		t.Errorf("import of the recorded episode: exit %d\n%s", code, out)
	}
	if out, code := cli(t, "--memory", mem, "history", "add_power_flags"); code != 0 || !strings.Contains(out, "1/1 calls") {
		t.Errorf("history after the import: exit %d\n%s", code, out)
	}
	if out, code := cli(t, "--memory", mem, "verify", "add_power_flags", "--all-linked"); code != 0 || !strings.Contains(out, "cli-1") {
		t.Errorf("verify of the linked episode: exit %d\n%s", code, out)
	}
	if _, code := cli(t, "kicad", "record", "add_power_flags", "ecc83/ecc83-pp.kicad_sch", "--setup", `{"nope":1}`); code != 2 {
		t.Errorf("kicad record with a bad --setup: exit %d; want 2", code)
	}
}
