package skills

import (
	"context"
	"encoding/json"
	"fmt"
	"time"
)

// Kind is what a skill is: a procedure or a detector.
type Kind string

// The kinds of skill.
const (
	Procedure Kind = "procedure"
	Detector  Kind = "detector"
)

// Result is what a procedure returns: free-form, JSON-encodable fields.
type Result map[string]any

// Action is one thing a procedure asks its environment to do.
type Action struct {
	// Name is the action's verb in the environment's vocabulary ("dig", "place", "set_value").
	Name string `json:"name"`
	// Object is the id of the object acted on, when there is one ("block@3,20,-1", "R4").
	Object string `json:"object,omitempty"`
	// Params holds the action's parameters.
	Params map[string]any `json:"params,omitempty"`
}

// String renders the action as name(object, k=v...) for logs and traces.
func (a Action) String() string {
	s := a.Name + "("
	sep := ""
	if a.Object != "" {
		s += a.Object
		sep = ", "
	}
	for _, k := range sortedKeys(a.Params) {
		s += fmt.Sprintf("%s%s=%v", sep, k, a.Params[k])
		sep = ", "
	}
	return s + ")"
}

// Outcome is what the environment answers to an action. OK is false when
// the action failed in the world (the block was bedrock, the label was not
// found); infrastructure failures are errors instead.
type Outcome struct {
	OK     bool           `json:"ok"`
	Reason string         `json:"reason,omitempty"`
	Data   map[string]any `json:"data,omitempty"`
}

// Env is the environment as skill code sees it. The runtime builds it from
// a World, a deadline, a logger and the library (for Call); skill code never
// implements it.
type Env interface {
	// Observe reports the current state of the environment.
	Observe() (Observation, error)
	// Act performs one action and reports its outcome.
	Act(a Action) (Outcome, error)
	// Log records a message with key/value pairs in the run's trace.
	Log(msg string, kv ...any)
	// Call runs another skill by name, late-bound to the version serving now.
	// args is anything that encodes to the callee's Args as JSON.
	Call(skill string, args any) (Result, error)
}

// World is what an environment adapter implements: a simulator, a live
// game bridge, a schematic, a recorded trace. The runtime turns a World into
// the Env that skill code sees.
type World interface {
	Observe(ctx context.Context) (Observation, error)
	Act(ctx context.Context, a Action) (Outcome, error)
}

// Limits bound one run of a skill. The zero value means "the runtime's defaults".
type Limits struct {
	Timeout     time.Duration `json:"timeout,omitempty"`      // wall clock
	CPU         time.Duration `json:"cpu,omitempty"`          // CPU time (isolated runs)
	MemoryBytes int64         `json:"memory_bytes,omitempty"` // memory (isolated runs)
	OutputBytes int64         `json:"output_bytes,omitempty"` // captured stdout+stderr
	ResultBytes int64         `json:"result_bytes,omitempty"` // JSON-encoded result
	MaxDepth    int           `json:"max_depth,omitempty"`    // nested Call depth
	Actions     int           `json:"actions,omitempty"`      // env.Act calls per run
	ActionBytes int64         `json:"action_bytes,omitempty"` // JSON bytes of a run's actions and outcomes
	LogBytes    int64         `json:"log_bytes,omitempty"`    // bytes of a run's env.Log lines
}

// Merge returns l with every zero field taken from d.
func (l Limits) Merge(d Limits) Limits {
	if l.Timeout == 0 {
		l.Timeout = d.Timeout
	}
	if l.CPU == 0 {
		l.CPU = d.CPU
	}
	if l.MemoryBytes == 0 {
		l.MemoryBytes = d.MemoryBytes
	}
	if l.OutputBytes == 0 {
		l.OutputBytes = d.OutputBytes
	}
	if l.ResultBytes == 0 {
		l.ResultBytes = d.ResultBytes
	}
	if l.MaxDepth == 0 {
		l.MaxDepth = d.MaxDepth
	}
	if l.Actions == 0 {
		l.Actions = d.Actions
	}
	if l.ActionBytes == 0 {
		l.ActionBytes = d.ActionBytes
	}
	if l.LogBytes == 0 {
		l.LogBytes = d.LogBytes
	}
	return l
}

// DefaultLimits are the limits a run gets when neither the manifest nor the
// caller sets one.
var DefaultLimits = Limits{
	Timeout:     30 * time.Second,
	CPU:         30 * time.Second,
	MemoryBytes: 256 << 20,
	OutputBytes: 1 << 20,
	ResultBytes: 4 << 20,
	MaxDepth:    8,
	Actions:     10000,
	ActionBytes: 16 << 20,
	LogBytes:    1 << 20,
}

// Manifest describes a skill. It is read statically from source: listing a
// library never runs a skill.
type Manifest struct {
	Name        string          `json:"name"`
	Kind        Kind            `json:"kind"`
	Description string          `json:"description"`
	Tags        []string        `json:"tags,omitempty"`
	Params      json.RawMessage `json:"params"` // JSON Schema of Args
	Limits      Limits          `json:"limits,omitzero"`
	// Thresholds are a detector's verification thresholds (precision, recall, iou).
	Thresholds map[string]float64 `json:"thresholds,omitempty"`
	// Hints say how the skill behaves, from its directives
	// (//skillrun:readonly, idempotent, destructive, openworld): MCP
	// clients show them and may ask before running a destructive tool.
	Hints Hints `json:"hints,omitzero"`
	// Returns is the JSON Schema of the skill's declared result (a
	// procedure's `type Result struct{...}`), empty when it declares none.
	// A run whose result does not match it fails.
	Returns json.RawMessage `json:"returns,omitempty"`
	File    string          `json:"file,omitempty"`
	Version string          `json:"version"` // hash of the normalised source
}

// Hints say how a skill behaves, as MCP tool annotations carry it. The
// zero value is what a procedure that says nothing is taken to be: it may
// change its world in any way (destructive), running it twice may differ,
// and its world may be a live one beyond the machine (open world).
// Detectors only look at an image: read-only, idempotent, closed world.
type Hints struct {
	// ReadOnly: the skill does not change its world (//skillrun:readonly).
	ReadOnly bool `json:"read_only,omitempty"`
	// Idempotent: running it again with the same arguments changes
	// nothing more (//skillrun:idempotent).
	Idempotent bool `json:"idempotent,omitempty"`
	// Additive: its changes only add, never destroy or overwrite
	// (//skillrun:destructive false).
	Additive bool `json:"additive,omitempty"`
	// ClosedWorld: it acts only on a simulated or local world, nothing
	// beyond the machine (//skillrun:openworld false).
	ClosedWorld bool `json:"closed_world,omitempty"`
}

// Invocation is one run of a skill, with the runs it caused.
type Invocation struct {
	Skill    string          `json:"skill"`
	Version  string          `json:"version"`
	Args     json.RawMessage `json:"args,omitempty"`
	Start    time.Time       `json:"start"`
	Duration time.Duration   `json:"duration_ns"` // JSON: duration_ms, a float (invocation_json.go)
	Error    string          `json:"error,omitempty"`
	Steps    []TraceStep     `json:"steps,omitempty"`
	Logs     []LogLine       `json:"logs,omitempty"`
	Calls    []*Invocation   `json:"calls,omitempty"`
}

// TraceStep is one action a run took, with its outcome.
type TraceStep struct {
	Action  Action  `json:"action"`
	Outcome Outcome `json:"outcome"`
	Error   string  `json:"error,omitempty"`
}

// LogLine is one env.Log call.
type LogLine struct {
	Msg string         `json:"msg"`
	KV  map[string]any `json:"kv,omitempty"`
}
