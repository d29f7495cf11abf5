package sandbox

import (
	_ "embed"
	"testing"

	"github.com/skillrun/skillrun/skills"
)

//go:embed diff03skill_test.go
var diff03Source string

// TestDiff03 runs ordinary Go as a skill, one case a function of
// diff03skill_test.go, and wants compiled Go's result: == on values of
// the skill's types with methods held in any (d3IfaceEqual); methods of
// generic types with unnamed receivers (d3GenericIfaceField); loop
// variables a closure captures and the body assigns (d3LoopVarAssigned);
// the results of a call of several results meeting interfaces
// (d3TupleIface); a range assigning to interfaces and the sends of
// select cases on channels of interfaces (d3IfaceStores); method values
// of promoted methods (d3PromotedMethodValue); deferred method calls
// whose receivers are reached through pointers (d3DeferReceiver); methods
// started by go (d3GoReceiver); case lists of expressions that are not
// constants (d3CaseLists); values of types whose methods are on their
// pointers (d3PtrOnlyMethods).
func TestDiff03(t *testing.T) {
	for _, c := range []struct {
		name string
		run  func() skills.Result
	}{
		{"d3IfaceEqual", d3IfaceEqual},
		{"d3GenericIfaceField", d3GenericIfaceField},
		{"d3LoopVarAssigned", d3LoopVarAssigned},
		{"d3TupleIface", d3TupleIface},
		{"d3IfaceStores", d3IfaceStores},
		{"d3PromotedMethodValue", d3PromotedMethodValue},
		{"d3DeferReceiver", d3DeferReceiver},
		{"d3GoReceiver", d3GoReceiver},
		{"d3CaseLists", d3CaseLists},
		{"d3PtrOnlyMethods", d3PtrOnlyMethods},
	} {
		t.Run(c.name, func(t *testing.T) {
			runsAsCompiled(t, diff03Source, c.name, c.run)
		})
	}
}
