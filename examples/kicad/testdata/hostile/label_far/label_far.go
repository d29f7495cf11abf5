// Places labels and no-connect flags far off the sheet, then saves.
//
// A hostile skill: each coordinate is past what KiCad holds (±214,748 mm)
// or past int64 in internal units; before, every one of them was placed
// (1e300 and -1e19 both at -922,337,203,685,477 mm) and saved.
package label_far

import (
	"fmt"

	"github.com/skillrun/skillrun/skills"
)

// Args are empty.
type Args struct{}

// Run tries each far coordinate and reports what the world answered.
func Run(env skills.Env, args Args) (skills.Result, error) {
	res := skills.Result{}
	for i, x := range []float64{1e300, -1e19, 1e12, 214749} {
		for _, name := range []string{"set_label", "add_no_connect", "add_power_flag"} {
			key := fmt.Sprintf("%s %d", name, i)
			out, err := env.Act(skills.Action{Name: name, Params: map[string]any{"x": 20.0, "y": x, "text": "FAR"}})
			switch {
			case err != nil:
				res[key] = "error: " + err.Error()
			case out.OK:
				res[key] = "placed"
			default:
				res[key] = "failed: " + out.Reason
			}
		}
	}
	if _, err := env.Act(skills.Action{Name: "save"}); err != nil {
		return nil, err
	}
	return res, nil
}
