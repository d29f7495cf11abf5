package sandbox

import (
	_ "unsafe" // for go:linkname

	"github.com/traefik/yaegi/interp"
)

// interpStop is yaegi's own (*Interpreter).stop: it bumps the run id, so
// every interpreted frame stops at its next step, and closes the done
// channel that blocked channel operations select on. yaegi exports it only
// through EvalWithContext, which first replaces that channel with a new one
// and so cannot wake a frame already blocked on a channel. It may be called
// once per interpreter.
//
//go:linkname interpStop github.com/traefik/yaegi/interp.(*Interpreter).stop
func interpStop(i *interp.Interpreter)

// stopRun stops the interpreter i (interpStop) and closes halt, which
// wakes the skill's selects blocked in plain.Select (the normaliser
// rewrites every select into a call of it): the interpreter then stops
// each such goroutine at its next step. It may be called once per
// interpreter.
func stopRun(i *interp.Interpreter, halt chan struct{}) {
	interpStop(i)
	close(halt)
}
