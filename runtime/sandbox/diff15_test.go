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
// d15FanIn, d15Pipeline, d15Server; yaegi shared a select statement's
// cases between the goroutines running it, and the normaliser now
// rewrites every select into a call of plain.Select), the forms of a
// select's cases (d15Forms, d15Typed), its evaluation order (d15Order),
// a select every case of which returns (d15Ends), timeouts (d15Timeout);
// and features earlier rounds did not cover.
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
	} {
		t.Run(c.name, func(t *testing.T) {
			runsAsCompiled(t, diff15Source, c.name, c.run)
		})
	}
}
