package memory

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// Note kinds with a meaning to recall (Context); others are free words.
const (
	NoteFact     = "fact"
	NoteLandmark = "landmark"
	NoteRule     = "rule"
)

// Plan and plan-step states.
const (
	PlanActive    = "active"
	PlanDone      = "done"
	PlanBlocked   = "blocked"
	PlanAbandoned = "abandoned"
	StepTodo      = "todo"
	StepDoing     = "doing"
)

// PlanStep is one step of a plan. In JSON it is an object {"text",
// "status"} or, for a step still to do, just its text.
type PlanStep struct {
	Text string `json:"text"`
	// Status is StepTodo (the default), StepDoing, PlanDone, PlanBlocked
	// or PlanAbandoned.
	Status string `json:"status,omitempty"`
}

// UnmarshalJSON reads a step as an object or as a plain string.
func (s *PlanStep) UnmarshalJSON(b []byte) error {
	b = bytes.TrimSpace(b)
	if len(b) > 0 && b[0] == '"' {
		*s = PlanStep{}
		return json.Unmarshal(b, &s.Text)
	}
	type plain PlanStep
	var p plain
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&p); err != nil {
		return fmt.Errorf("plan step: %w", err)
	}
	*s = PlanStep(p)
	return nil
}

// Todo makes plan steps still to do from their texts.
func Todo(texts ...string) []PlanStep {
	out := make([]PlanStep, len(texts))
	for i, t := range texts {
		out[i] = PlanStep{Text: t}
	}
	return out
}

var planStates = map[string]bool{"": true, PlanActive: true, PlanDone: true, PlanBlocked: true, PlanAbandoned: true}
var stepStates = map[string]bool{"": true, StepTodo: true, StepDoing: true, PlanDone: true, PlanBlocked: true, PlanAbandoned: true}

// Text is the plan's searchable text: goal and step texts.
func (p Plan) Text() string {
	t := p.Goal
	for _, s := range p.Steps {
		t += " " + s.Text
	}
	return t
}
