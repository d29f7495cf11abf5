package schenv_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skillrun/skillrun/examples/kicad/internal/demos"
	"github.com/skillrun/skillrun/examples/kicad/schematic"
	"github.com/skillrun/skillrun/examples/kicad/schenv"
	"github.com/skillrun/skillrun/skills"
)

func openCopy(t *testing.T, demo string) *schenv.World {
	t.Helper()
	root, err := schenv.Copy(filepath.Join(demos.Dir(t), demo), t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	w, err := schenv.Open(root, schenv.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return w
}

func act(t *testing.T, w *schenv.World, a skills.Action) skills.Outcome {
	t.Helper()
	out, err := w.Act(context.Background(), a)
	if err != nil {
		t.Fatalf("Act(%s) error: %v", a, err)
	}
	return out
}

func TestActions(t *testing.T) {
	ctx := context.Background()
	w := openCopy(t, "ecc83/ecc83-pp.kicad_sch")
	obs, err := w.Observe(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if obs.Map("values")["C2"] != "680nF" || obs.Map("erc") != nil || obs.Bool("dirty") {
		t.Fatalf("fresh observation: C2=%v erc=%v dirty=%v", obs.Map("values")["C2"], obs["erc"], obs["dirty"])
	}
	tests := []struct {
		a      skills.Action
		ok     bool
		reason string
	}{
		{skills.Action{Name: "set_value", Object: "C2", Params: map[string]any{"value": "470nF"}}, true, ""},
		{skills.Action{Name: "set_value", Object: "C99", Params: map[string]any{"value": "1"}}, false, "C99"},
		{skills.Action{Name: "remove_power_flag", Params: map[string]any{"net": "GND"}}, true, ""},
		{skills.Action{Name: "remove_power_flag", Object: "R1"}, false, "not a power flag"},
		{skills.Action{Name: "add_no_connect", Object: "C2.1"}, true, ""},
		{skills.Action{Name: "add_no_connect", Object: "C2.1"}, false, "already there"},
		{skills.Action{Name: "remove_no_connect", Object: "C2.1"}, true, ""},
		{skills.Action{Name: "set_label", Params: map[string]any{"x": 20.0, "y": 20.0, "text": "SPARE"}}, true, ""},
		{skills.Action{Name: "rename_label", Params: map[string]any{"from": "SPARE", "to": "SPARE2"}}, true, ""},
		{skills.Action{Name: "rename_label", Params: map[string]any{"from": "NOPE", "to": "X"}}, false, "NOPE"},
		{skills.Action{Name: "remove_label", Params: map[string]any{"text": "SPARE2"}}, true, ""},
	}
	for _, tt := range tests {
		out := act(t, w, tt.a)
		if out.OK != tt.ok || !strings.Contains(out.Reason, tt.reason) {
			t.Errorf("Act(%s) = %+v; want ok=%v reason containing %q", tt.a, out, tt.ok, tt.reason)
		}
	}
	out := act(t, w, skills.Action{Name: "run_erc"})
	if out.Data["errors"] != 1 || out.Data["codes"].(map[string]any)["power_pin_not_driven"] != 1 {
		t.Errorf("run_erc after removing the GND flag = %v; want one power_pin_not_driven", out.Data["codes"])
	}
	obs, _ = w.Observe(ctx)
	if obs.Map("erc") == nil || !obs.Bool("dirty") || obs.Map("values")["C2"] != "470nF" {
		t.Errorf("observation after edits: erc=%v dirty=%v C2=%v", obs.Map("erc") != nil, obs["dirty"], obs.Map("values")["C2"])
	}
	act(t, w, skills.Action{Name: "add_power_flag", Params: map[string]any{"net": "GND"}})
	if out := act(t, w, skills.Action{Name: "run_erc"}); out.Data["errors"] != 0 {
		t.Errorf("ERC after adding a GND flag back: %v errors; want 0:\n%s", out.Data["errors"], out.Data["report"])
	}
	save := act(t, w, skills.Action{Name: "save"})
	saved, err := schenv.Open(w.Path(), schenv.Options{})
	if err != nil {
		t.Fatalf("saved file does not load: %v", err)
	}
	st, err := schenv.StateFrom(save.Data["state"].(map[string]any))
	if err != nil {
		t.Fatal(err)
	}
	if d := st.Diff(saved.State()); d != "" {
		t.Errorf("saved file's state differs from the save outcome: %s", d)
	}
	nl := act(t, w, skills.Action{Name: "export_netlist"})
	data, err := os.ReadFile(strings.TrimSuffix(w.Path(), ".kicad_sch") + ".net")
	if err != nil {
		t.Fatal(err)
	}
	nets, err := schematic.ReadNetlist(data)
	if err != nil || len(nets) != nl.Data["nets"] {
		t.Errorf("exported netlist: %d nets, err %v; outcome says %v", len(nets), err, nl.Data["nets"])
	}
	if out := act(t, w, skills.Action{Name: "export_netlist", Params: map[string]any{"path": "../escape.net"}}); out.OK {
		t.Errorf("export_netlist outside the schematic's directory succeeded")
	}
	if _, err := w.Act(ctx, skills.Action{Name: "explode"}); !errors.Is(err, skills.ErrBadInput) {
		t.Errorf("unknown action error = %v; want ErrBadInput", err)
	}
	if _, err := w.Act(ctx, skills.Action{Name: "set_value", Object: "C2"}); !errors.Is(err, skills.ErrBadInput) {
		t.Errorf("set_value without a value: error = %v; want ErrBadInput", err)
	}
}

func TestDeterministicEdits(t *testing.T) {
	var states []string
	for range 2 {
		w := openCopy(t, "flat_hierarchy/flat_hierarchy.kicad_sch")
		act(t, w, skills.Action{Name: "rename_label", Params: map[string]any{"from": "VCC_PIC", "to": "VCC_PIC_5V"}})
		act(t, w, skills.Action{Name: "add_power_flag", Params: map[string]any{"net": "VCC_PIC_5V"}})
		act(t, w, skills.Action{Name: "save"})
		var all []string
		for name, data := range w.Schematic().Bytes() {
			all = append(all, name+"\n"+string(data))
		}
		states = append(states, strings.Join(sortStrings(all), "\n"))
	}
	if states[0] != states[1] {
		t.Errorf("the same edits on the same file gave different bytes")
	}
}

func sortStrings(s []string) []string {
	for i := range s {
		for j := i + 1; j < len(s); j++ {
			if s[j] < s[i] {
				s[i], s[j] = s[j], s[i]
			}
		}
	}
	return s
}

// What a skill writes into the schematic is written again at every
// export, into files on the host: a value of megabytes exported under a
// new name at each of a run's actions filled the disk. Texts are bounded,
// and so are the netlist files one world writes.
func TestActionsBoundHostFiles(t *testing.T) {
	w := openCopy(t, "ecc83/ecc83-pp.kicad_sch")
	ctx := context.Background()
	if _, err := w.Act(ctx, skills.Action{Name: "set_value", Object: "C2", Params: map[string]any{"value": strings.Repeat("x", 1<<20)}}); !errors.Is(err, skills.ErrBadInput) {
		t.Errorf("a value of 1 MiB: %v; want bad input", err)
	}
	if _, err := w.Act(ctx, skills.Action{Name: "set_label", Params: map[string]any{"x": 10.0, "y": 10.0, "text": strings.Repeat("N", 5000)}}); !errors.Is(err, skills.ErrBadInput) {
		t.Errorf("a label of 5000 bytes: %v; want bad input", err)
	}
	written := 0
	for i := range 200 {
		out, err := w.Act(ctx, skills.Action{Name: "export_netlist", Params: map[string]any{"path": fmt.Sprintf("n%d.net", i)}})
		if err != nil {
			t.Fatal(err)
		}
		if out.OK {
			written++
		}
	}
	if written > 64 {
		t.Errorf("%d netlists written under new names; want at most 64", written)
	}
	if out := act(t, w, skills.Action{Name: "export_netlist", Params: map[string]any{"path": "n0.net"}}); !out.OK {
		t.Errorf("exporting over an earlier netlist: %+v", out)
	}
}
