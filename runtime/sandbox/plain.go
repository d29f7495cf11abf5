package sandbox

import (
	"github.com/skillrun/skillrun/runtime/plain"
	"github.com/skillrun/skillrun/skills"
)

// Plain is plain.Plain: values of a skill's types taken out of the
// interpreter's wrappers, embedded fields marked embedded again.
func Plain(v any) any { return plain.Plain(v) }

// Data is plain.Data: Plain for a value that is encoded (a result, an
// action's parameters), which takes the values held in an error or a
// fmt.Stringer out of their wrappers too.
func Data(v any) any { return plain.Data(v) }

// plainEnv hands the host env's calls values without interpreter
// wrappers: env.Call arguments and an action's parameters (see Data), and
// log values (see Plain: the log records an error's text and a
// Stringer's string).
type plainEnv struct{ skills.Env }

func (e plainEnv) Act(a skills.Action) (skills.Outcome, error) {
	if a.Params != nil {
		a.Params, _ = Data(a.Params).(map[string]any)
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
	return e.Env.Call(skill, Data(args))
}
