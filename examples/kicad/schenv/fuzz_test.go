package schenv_test

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/skillrun/skillrun/skills"
)

// FuzzAct feeds arbitrary actions (JSON) to a world over ecc83-pp: no
// action may panic, and the world must still observe and report its state
// afterwards.
func FuzzAct(f *testing.F) {
	for _, s := range []string{
		`{"name":"set_value","object":"C2","params":{"value":"1u"}}`,
		`{"name":"rename_label","params":{"from":"X","to":""}}`,
		`{"name":"set_label","params":{"x":1e308,"y":-1e308,"text":"A"}}`,
		`{"name":"add_power_flag","params":{"net":"GND"}}`,
		`{"name":"remove_power_flag","object":"#PWR06"}`,
		`{"name":"add_no_connect","object":"U1.1"}`,
		`{"name":"remove_no_connect","params":{"x":"a","y":2}}`,
		`{"name":"export_netlist","params":{"path":"/etc/passwd"}}`,
		`{"name":"run_erc"}`,
	} {
		f.Add([]byte(s))
	}
	ctx := context.Background()
	f.Fuzz(func(t *testing.T, data []byte) {
		var a skills.Action
		if json.Unmarshal(data, &a) != nil || a.Name == "save" {
			return // saving only rewrites the working copy; it is tested elsewhere
		}
		w := openCopy(t, "ecc83/ecc83-pp.kicad_sch")
		if _, err := w.Act(ctx, a); err != nil {
			return
		}
		if _, err := w.Observe(ctx); err != nil {
			t.Fatalf("observe after %s: %v", a, err)
		}
		w.State()
	})
}
