package sandbox

import (
	_ "embed"
	"testing"

	"github.com/skillrun/skillrun/skills"
)

//go:embed goskill_test.go
var goSkillSource string

// TestGoroutines runs goskill_test.go as a skill, one case a function,
// and wants compiled Go's result: goroutines of function literals started
// in loops (gsLitLoop: the interpreter started an earlier iteration's
// closure, or crashed calling a nil one), func values (gsFuncVarLoop),
// methods and method expressions (gsMethodLoop), literals with results
// (gsResults), stages a loop builds (gsPipeline), a generic fan-out and a
// pool of closures (gsWorkers), a struct literal assigned to a variable
// a goroutine's closure uses (gsCaptured: the closure read the old value,
// and died indexing it; runtime/check capturedLit), and func values and
// methods started with the results of a call of several (gsTupleArgs:
// vet failed, "internal error: normalised source does not type-check"),
// goroutines a package's function literal starts (gsPackageLit), and
// methods of receivers that are literals or calls, and functions with
// results, started in a loop (gsReceivers: the goroutines read another
// iteration's receiver, and wrote their results in the loop's frame),
// and func values calls return (gsCallCallee: go gsMaker(i)(ch) started
// another iteration's), and generic functions with results started by
// go (gsGenericResults), and func values an assertion or a dereference
// gives (gsAssertedCallee), and receivers and func values of types the
// function declares (gsLocalTypes: the rewrite was skipped, and a later
// f = nil crashed the process), and a deferred literal receiving what a
// goroutine computes into the named result (gsDeferRecv: raw, the
// goroutine's call of its maker's closure waited for the frame the
// deferred call held, until the deadline; then the receive was lost,
// runtime/check capturedLit).
// Under the race detector, the interpreter
// must not race either (runtime/check goFrames).
func TestGoroutines(t *testing.T) {
	for _, c := range []struct {
		name string
		run  func() skills.Result
	}{
		{"gsLitLoop", gsLitLoop},
		{"gsFuncVarLoop", gsFuncVarLoop},
		{"gsMethodLoop", gsMethodLoop},
		{"gsResults", gsResults},
		{"gsPipeline", gsPipeline},
		{"gsWorkers", gsWorkers},
		{"gsCaptured", gsCaptured},
		{"gsTupleArgs", gsTupleArgs},
		{"gsPackageLit", gsPackageLit},
		{"gsReceivers", gsReceivers},
		{"gsCallCallee", gsCallCallee},
		{"gsGenericResults", gsGenericResults},
		{"gsAssertedCallee", gsAssertedCallee},
		{"gsLocalTypes", gsLocalTypes},
		{"gsDeferRecv", gsDeferRecv},
	} {
		t.Run(c.name, func(t *testing.T) {
			runsAsCompiled(t, goSkillSource, c.name, c.run)
		})
	}
}
