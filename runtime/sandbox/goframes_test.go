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

// TestWaitGroupGoFrames: sync.WaitGroup's Go starts its function on a
// goroutine of its own, so a file that starts goroutines only with it
// meets the same two bugs as one with go statements (see goFrames):
// without the rewrite, of 30,000 closures started in a loop 2 to 171 left
// their slot unwritten, in three runs.
func TestWaitGroupGoFrames(t *testing.T) {
	const src = `package s

import (
	"sync"

	"github.com/skillrun/skillrun/skills"
)

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	const n = 30000
	res := make([]int, n)
	var wg sync.WaitGroup
	for i := 0; i < n; i++ {
		wg.Go(func() {
			s := 0
			for k := 0; k < 50; k++ {
				s += k
			}
			res[i] = i + 1 + s*0
		})
	}
	wg.Wait()
	unwritten := 0
	for i, v := range res {
		if v != i+1 {
			unwritten++
		}
	}
	return skills.Result{"unwritten": unwritten}, nil
}
`
	if got := result(t, compile(t, src), "{}"); got != `{"unwritten":0}` {
		t.Errorf("result %s; want every slot written", got)
	}
}
