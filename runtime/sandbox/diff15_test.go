package sandbox

import (
	_ "embed"
	"testing"

	"github.com/skillrun/skillrun/skills"
)

//go:embed diff15skill_test.go
var diff15Source string

// TestDiff15 runs ordinary Go as a skill, one case a function of
// diff15skill_test.go, and wants compiled Go's result: above all selects
// run by several goroutines at once, each on its own channels (d15Pool,
// d15FanIn, d15Pipeline, d15Server, d15GenericMerge, d15Broadcast,
// d15Squares, d15SharedClosure; yaegi shared a select statement's cases
// between the goroutines running it, and the normaliser now rewrites
// every select into a call of plain.Select), the forms of a select's
// cases (d15Forms, d15Typed, d15Targets, d15GenericSelect), its
// evaluation order (d15Order), a select every case of which returns
// (d15Ends), labelled loops around one (d15LoopLabel), timeouts,
// semaphores and polling (d15Timeout, d15Semaphore, d15FirstErr,
// d15Poll); a receive assigned to an element or a field (d15Forms,
// d15Targets; the interpreter left it unchanged) and a range over a
// slice or map of channels (d15Pool, d15GenericMerge, d15Subscribers;
// it crashed); and features earlier rounds did not cover (iterators,
// per-iteration loop variables, arrays as map keys, invalid UTF-8,
// overflow, shadowed builtins, labels, comparisons).
func TestDiff15(t *testing.T) {
	for _, c := range []struct {
		name string
		run  func() skills.Result
	}{
		{"d15Pool", d15Pool},
		{"d15FanIn", d15FanIn},
		{"d15Timeout", d15Timeout},
		{"d15Pipeline", d15Pipeline},
		{"d15Forms", d15Forms},
		{"d15Order", d15Order},
		{"d15Typed", d15Typed},
		{"d15Ends", d15Ends},
		{"d15Server", d15Server},
		{"d15Iter", d15Iter},
		{"d15Closures", d15Closures},
		{"d15Maps", d15Maps},
		{"d15Numbers", d15Numbers},
		{"d15Conv", d15Conv},
		{"d15Generic", d15Generic},
		{"d15Semaphore", d15Semaphore},
		{"d15FirstErr", d15FirstErr},
		{"d15GenericMerge", d15GenericMerge},
		{"d15Broadcast", d15Broadcast},
		{"d15ReqReply", d15ReqReply},
		{"d15Drain", d15Drain},
		{"d15GenericSelect", d15GenericSelect},
		{"d15Labels", d15Labels},
		{"d15Compare", d15Compare},
		{"d15Shadow", d15Shadow},
		{"d15IterReturn", d15IterReturn},
		{"d15Squares", d15Squares},
		{"d15Targets", d15Targets},
		{"d15LoopLabel", d15LoopLabel},
		{"d15Poll", d15Poll},
		{"d15SharedClosure", d15SharedClosure},
		{"d15Subscribers", d15Subscribers},
	} {
		t.Run(c.name, func(t *testing.T) {
			runsAsCompiled(t, diff15Source, c.name, c.run)
		})
	}
}
