package sandbox

import (
	"context"
	_ "embed"
	"encoding/json"
	"strings"
	"testing"

	"github.com/skillrun/skillrun/skills"
)

//go:embed ifaceskill_test.go
var ifaceSkillSource string

// ifaceSkill is ifaceskill_test.go as a skill: ifRun is its Run.
func ifaceSkill() string {
	src := strings.Replace(ifaceSkillSource, "package sandbox", "package s", 1)
	return src + "\ntype Args struct{}\n\nfunc Run(env skills.Env, args Args) (skills.Result, error) { return ifRun(env) }\n"
}

// TestResultInterfaceValues: a result may hold values of the skill's own
// types that implement error or fmt.Stringer in interface slots (a field
// of type error or fmt.Stringer, any, slices and maps of them), with value
// or pointer receivers, or nil. The interpreter keeps such a value in a
// wrapper struct of its own (IValue and a func per method): the result did
// not encode ("json: unsupported type: func() string"), and a struct
// value held there lost its fields. It encodes as compiled Go encodes it,
// by the value's fields (no method of the skill is called to encode it),
// and so do an action's parameters, env.Call's arguments and what the
// skill hands json.Marshal; fmt still calls the methods.
func TestResultInterfaceValues(t *testing.T) {
	p := compile(t, ifaceSkill())
	native := &encEnv{}
	res, err := ifRun(native)
	if err != nil {
		t.Fatal(err)
	}
	want, err := json.Marshal(res)
	if err != nil {
		t.Fatal(err)
	}
	env := &encEnv{}
	r, err := p.Run(context.Background(), &Request{Args: []byte(`{}`), Env: env})
	if err != nil {
		t.Fatalf("Run: %v", err)
	}
	got, err := json.Marshal(r.Result)
	if err != nil {
		t.Fatalf("the result does not encode: %v", err)
	}
	if string(got) != string(want) {
		t.Errorf("result\n got %s\nwant %s (compiled Go's)", got, want)
	}
	if err := CheckResult(r.Result, 1<<20); err != nil {
		t.Errorf("CheckResult: %v", err)
	}
	if env.act != native.act || env.call != native.call {
		t.Errorf("env got action parameters %s and call arguments %s;\nwant %s and %s (compiled Go's)", env.act, env.call, native.act, native.call)
	}
}

// encEnv encodes what a skill hands Act and Call, as the worker does to
// send it to the host.
type encEnv struct{ act, call string }

func (e *encEnv) Observe() (skills.Observation, error) { return nil, nil }
func (e *encEnv) Act(a skills.Action) (skills.Outcome, error) {
	b, err := json.Marshal(a.Params)
	if err != nil {
		e.act = err.Error()
		return skills.Outcome{}, err
	}
	e.act = string(b)
	return skills.Outcome{OK: true}, nil
}
func (e *encEnv) Log(string, ...any) {}
func (e *encEnv) Call(_ string, args any) (skills.Result, error) {
	b, err := json.Marshal(args)
	if err != nil {
		e.call = err.Error()
		return nil, err
	}
	e.call = string(b)
	return nil, nil
}
