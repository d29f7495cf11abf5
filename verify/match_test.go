package verify_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/skills"
	"github.com/skillrun/skillrun/verify"
)

func TestToleranceMatch(t *testing.T) {
	act := func(name, obj, params string) skills.Action {
		a := skills.Action{Name: name, Object: obj}
		if params != "" {
			if err := json.Unmarshal([]byte(params), &a.Params); err != nil {
				panic(err)
			}
		}
		return a
	}
	tol := verify.Tolerance{
		Epsilon: 0.01,
		Params:  map[string]float64{"look.yaw": 0.1},
		Sets:    []string{"targets", "pick.items"},
		Ignore:  []string{"note"},
	}
	tests := []struct {
		name      string
		want, got skills.Action
		ok        bool
		why       string
	}{
		{"same", act("walk", "", `{"x":1,"y":2}`), act("walk", "", `{"x":1,"y":2}`), true, ""},
		{"int vs float", act("walk", "", `{"x":1}`), skills.Action{Name: "walk", Params: map[string]any{"x": 1}}, true, ""},
		{"within epsilon", act("walk", "", `{"x":1.0}`), act("walk", "", `{"x":1.009}`), true, ""},
		{"beyond epsilon", act("walk", "", `{"x":1.0}`), act("walk", "", `{"x":1.02}`), false, "param x = 1.02, want 1"},
		{"per-param epsilon", act("look", "", `{"yaw":0.5}`), act("look", "", `{"yaw":0.59}`), true, ""},
		{"per-param epsilon is per action", act("turn", "", `{"yaw":0.5}`), act("turn", "", `{"yaw":0.59}`), false, "param yaw"},
		{"name", act("walk", "", ``), act("dig", "", ``), false, `action "dig", want "walk"`},
		{"object", act("open", "door_1", ``), act("open", "door_2", ``), false, `object "door_2", want "door_1"`},
		{"missing param", act("walk", "", `{"x":1,"y":2}`), act("walk", "", `{"x":1}`), false, "param y missing, want 2"},
		{"extra param", act("walk", "", `{"x":1}`), act("walk", "", `{"x":1,"z":3}`), false, "param z = 3 not recorded"},
		{"ignored param", act("walk", "", `{"x":1,"note":"a"}`), act("walk", "", `{"x":1,"note":"b"}`), true, ""},
		{"ordered list", act("path", "", `{"p":[1,2]}`), act("path", "", `{"p":[2,1]}`), false, "param p"},
		{"set any action", act("aim", "", `{"targets":["a","b","a"]}`), act("aim", "", `{"targets":["a","a","b"]}`), true, ""},
		{"set multiplicity", act("aim", "", `{"targets":["a","b","a"]}`), act("aim", "", `{"targets":["a","b","b"]}`), false, "param targets"},
		{"set for one action", act("pick", "", `{"items":[1,2]}`), act("pick", "", `{"items":[2,1]}`), true, ""},
		{"set not for other action", act("drop", "", `{"items":[1,2]}`), act("drop", "", `{"items":[2,1]}`), false, "param items"},
		{"nested object", act("set", "", `{"pos":{"x":1,"y":2}}`), act("set", "", `{"pos":{"x":1,"y":2.001}}`), true, ""},
		{"nested object differs", act("set", "", `{"pos":{"x":1,"y":2}}`), act("set", "", `{"pos":{"x":1,"z":2}}`), false, "param pos"},
		{"type change", act("place", "", `{"block":"1"}`), act("place", "", `{"block":1}`), false, `param block = 1, want "1"`},
		{"null", act("place", "", `{"block":null}`), act("place", "", `{"block":null}`), true, ""},
		{"bool", act("sneak", "", `{"on":true}`), act("sneak", "", `{"on":false}`), false, "param on = false, want true"},
	}
	for _, tt := range tests {
		ok, why := tol.Match(tt.want, tt.got)
		if ok != tt.ok || !strings.Contains(why, tt.why) {
			t.Errorf("%s: Match(%s, %s) = %v, %q; want %v, %q", tt.name, tt.want, tt.got, ok, why, tt.ok, tt.why)
		}
	}
}

func TestTaskOf(t *testing.T) {
	tests := []struct {
		name  string
		ep    memory.Episode
		skill string
		args  string
		err   string
	}{
		{"snapshot", memory.Episode{ID: "e", Task: "other {}", Snapshot: json.RawMessage(`{"skill":"bridge_north","args":{"blocks":5}}`)}, "bridge_north", `{"blocks":5}`, ""},
		{"task text with args", memory.Episode{ID: "e", Task: `cut_step {"steps":3}`}, "cut_step", `{"steps":3}`, ""},
		{"task text bare", memory.Episode{ID: "e", Task: "export_netlist"}, "export_netlist", ``, ""},
		{"snapshot without skill falls back", memory.Episode{ID: "e", Task: "x1", Snapshot: json.RawMessage(`{"demo":"a.kicad_sch"}`)}, "x1", ``, ""},
		{"prose task falls back to steps", memory.Episode{ID: "e", Task: "change_supply_label on flat.kicad_sch", Steps: []memory.Step{{Skill: "change_supply_label"}}}, "change_supply_label", ``, ""},
		{"nothing", memory.Episode{ID: "e", Task: "bridge the gap please"}, "", "", "does not name the skill"},
		{"bad json args", memory.Episode{ID: "e", Task: `cut_step {"steps":`}, "", "", "does not name the skill"},
	}
	for _, tt := range tests {
		got, err := verify.TaskOf(tt.ep)
		if tt.err != "" {
			if err == nil || !strings.Contains(err.Error(), tt.err) {
				t.Errorf("%s: TaskOf = %+v, %v; want error %q", tt.name, got, err, tt.err)
			}
			continue
		}
		if err != nil || got.Skill != tt.skill || string(got.Args) != tt.args {
			t.Errorf("%s: TaskOf = %s %s, %v; want %s %s", tt.name, got.Skill, got.Args, err, tt.skill, tt.args)
		}
	}
}

func TestRegistry(t *testing.T) {
	var r verify.Registry
	if _, ok := r.Lookup("corridor"); ok {
		t.Fatal("empty registry found a simulator")
	}
	if _, err := r.For(memory.Episode{ID: "e", Env: "corridor"}); err == nil || !strings.Contains(err.Error(), "registered: none") {
		t.Errorf("For on an empty registry: %v", err)
	}
	if err := r.Register(nil); err == nil {
		t.Error("registered nil")
	}
	if _, err := verify.NewRegistry(corridorSim(), corridorSim()); err == nil || !strings.Contains(err.Error(), "already registered") {
		t.Errorf("duplicate: %v", err)
	}
	if err := r.Register(corridorSim()); err != nil {
		t.Fatal(err)
	}
	if got := r.Names(); len(got) != 1 || got[0] != "corridor" {
		t.Errorf("Names = %v", got)
	}
}

func FuzzTaskOf(f *testing.F) {
	f.Add("advance {\"steps\":3}", []byte(`{"skill":"a","args":{}}`))
	f.Add("x", []byte(`[1,2]`))
	f.Add("", []byte(`null`))
	f.Add("é {", []byte(`{"skill":5}`))
	f.Fuzz(func(t *testing.T, task string, snap []byte) {
		ep := memory.Episode{ID: "f", Task: task}
		if len(snap) > 0 {
			ep.Snapshot = snap
		}
		got, err := verify.TaskOf(ep)
		if err == nil && got.Skill == "" {
			t.Fatalf("TaskOf(%q, %q) = empty skill without error", task, snap)
		}
		if err == nil && len(got.Args) > 0 && !json.Valid(got.Args) && string(got.Args) != "null" {
			t.Fatalf("TaskOf(%q, %q) args %q are not JSON", task, snap, got.Args)
		}
	})
}
