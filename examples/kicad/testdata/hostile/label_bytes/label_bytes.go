// Writes texts a schematic file cannot hold, then saves.
//
// A hostile skill: a NUL, an escape character and bytes that are not
// UTF-8 in a label, a value and a renamed label were saved raw into the
// schematic on the host, which KiCad reads as UTF-8 text.
package label_bytes

import (
	"github.com/skillrun/skillrun/skills"
)

// Args are empty.
type Args struct{}

// Run tries each text and reports what the world answered.
func Run(env skills.Env, args Args) (skills.Result, error) {
	res := skills.Result{}
	try := func(key string, a skills.Action) {
		out, err := env.Act(a)
		switch {
		case err != nil:
			res[key] = "error: " + err.Error()
		case out.OK:
			res[key] = "placed"
		default:
			res[key] = "failed: " + out.Reason
		}
	}
	try("nul label", skills.Action{Name: "set_label", Params: map[string]any{"x": 20.0, "y": 20.0, "text": "NUL\x00X"}})
	try("escape label", skills.Action{Name: "set_label", Params: map[string]any{"x": 25.0, "y": 20.0, "text": "ESC\x1b[2JX"}})
	try("nul value", skills.Action{Name: "set_value", Object: "C2", Params: map[string]any{"value": "1\x00F"}})
	if out, err := env.Act(skills.Action{Name: "set_label", Params: map[string]any{"x": 30.0, "y": 20.0, "text": "SPARE"}}); err != nil || !out.OK {
		return nil, err
	}
	try("bell rename", skills.Action{Name: "rename_label", Params: map[string]any{"from": "SPARE", "to": "SP\x07ARE"}})
	if _, err := env.Act(skills.Action{Name: "save"}); err != nil {
		return nil, err
	}
	return res, nil
}
