// Observe the environment and return what it reports, unchanged.
//
// Use it to look before acting, or to record the state at a point of a
// composed procedure.
//
//skillrun:tags builtin, perception
//skillrun:timeout 10s
//skillrun:readonly
//skillrun:idempotent
package observe

import "github.com/skillrun/skillrun/skills"

// Args selects which fields of the observation to return.
type Args struct {
	// Fields to keep; empty keeps every field.
	Fields []string `json:"fields,omitempty"`
}

// Run observes once.
func Run(env skills.Env, args Args) (skills.Result, error) {
	obs, err := env.Observe()
	if err != nil {
		return nil, err
	}
	out := skills.Result{}
	if len(args.Fields) == 0 {
		for k, v := range obs {
			out[k] = v
		}
		return out, nil
	}
	for _, f := range args.Fields {
		if v, ok := obs[f]; ok {
			out[f] = v
		}
	}
	return out, nil
}
