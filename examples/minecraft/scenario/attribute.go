package scenario

import (
	"encoding/json"

	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/skills"
)

// attribute sets each step's Skill and Version from the invocation tree of
// the run that took them: an action taken inside a nested env.Call belongs
// to the callee. A call's actions are contiguous (calls are synchronous),
// so the steps are a merge of each invocation's own actions with its
// callees' blocks; attribute finds that merge by matching actions, trying
// an invocation's own next action before its next callee's. Steps it
// cannot place keep what they had. A nil tree changes nothing.
func attribute(steps []memory.Step, inv *skills.Invocation) {
	if inv == nil {
		return
	}
	labels := make([]*skills.Invocation, len(steps))
	if n, ok := place(steps, 0, inv, labels); !ok || n != len(steps) {
		return
	}
	for i, l := range labels {
		if l.Skill != "" {
			steps[i].Skill = l.Skill
		}
		if l.Version != "" {
			steps[i].Version = l.Version
		}
	}
}

// size counts the actions of an invocation and its callees.
func size(inv *skills.Invocation) int {
	n := len(inv.Steps)
	for _, c := range inv.Calls {
		n += size(c)
	}
	return n
}

// place labels steps[i:] with inv's actions; it returns the index after
// them.
func place(steps []memory.Step, i int, inv *skills.Invocation, labels []*skills.Invocation) (int, bool) {
	var walk func(i, own, call int) (int, bool)
	walk = func(i, own, call int) (int, bool) {
		if own == len(inv.Steps) && call == len(inv.Calls) {
			return i, true
		}
		if own < len(inv.Steps) && i < len(steps) && same(steps[i].Action, inv.Steps[own].Action) {
			labels[i] = inv
			if j, ok := walk(i+1, own+1, call); ok {
				return j, true
			}
		}
		if call < len(inv.Calls) && i+size(inv.Calls[call]) <= len(steps) {
			if j, ok := place(steps, i, inv.Calls[call], labels); ok {
				if k, ok := walk(j, own, call+1); ok {
					return k, true
				}
			}
		}
		return i, false
	}
	return walk(i, 0, 0)
}

func same(a, b skills.Action) bool {
	ja, err1 := json.Marshal(a)
	jb, err2 := json.Marshal(jsonAction(b))
	return err1 == nil && err2 == nil && string(ja) == string(jb)
}
