package sandbox

import (
	"github.com/skillrun/skillrun/runtime/plain"
	"github.com/skillrun/skillrun/skills"
)

// Plain is plain.Plain: values of a skill's types taken out of the
// interpreter's wrappers, embedded fields marked embedded again.
func Plain(v any) any { return plain.Plain(v) }

// plainEnv hands the host env's calls values without interpreter
// wrappers: env.Call arguments, an action's parameters and log values
// (see Plain).
type plainEnv struct{ skills.Env }

func (e plainEnv) Act(a skills.Action) (skills.Outcome, error) {
	if a.Params != nil {
		a.Params, _ = Plain(a.Params).(map[string]any)
	}
	return e.Env.Act(a)
}

func (e plainEnv) Log(msg string, kv ...any) {
	for i, v := range kv {
		kv[i] = Plain(v)
	}
	e.Env.Log(msg, kv...)
}

func (e plainEnv) Call(skill string, args any) (skills.Result, error) {
	return e.Env.Call(skill, Plain(args))
}
