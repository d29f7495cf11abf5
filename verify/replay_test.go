package verify_test

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/skills"
	"github.com/skillrun/skillrun/verify"
)

func TestReplayServesTheRecording(t *testing.T) {
	ctx := context.Background()
	ep := episodes(t)[4] // corridor-door: walk, open (locked), use_key, open, walk...
	r, err := verify.NewReplay(&ep, verify.Tolerance{})
	if err != nil {
		t.Fatal(err)
	}
	obs, err := r.Observe(ctx)
	if err != nil || obs.Int("x") != 0 {
		t.Fatalf("first observation %v, %v; want x=0", obs, err)
	}
	for i, s := range ep.Steps {
		out, err := r.Act(ctx, s.Action)
		if err != nil {
			t.Fatalf("step %d: %v", i, err)
		}
		if out.OK != s.Outcome.OK || out.Reason != s.Outcome.Reason {
			t.Fatalf("step %d outcome %+v; want %+v", i, out, s.Outcome)
		}
	}
	if st, d, why := r.Judge(nil); st != verify.Pass {
		t.Fatalf("Judge = %s, %v, %q; want pass", st, d, why)
	}
	// Past the end, Observe serves the recorded final observation.
	obs, err = r.Observe(ctx)
	if err != nil || obs.Int("x") != 4 {
		t.Fatalf("final observation %v, %v; want x=4", obs, err)
	}
	// Acting past the end diverges; then everything reports the divergence.
	if _, err := r.Act(ctx, skills.Action{Name: "walk"}); !errors.Is(err, verify.ErrDiverged) {
		t.Fatalf("act past the end: %v; want ErrDiverged", err)
	}
	if _, err := r.Observe(ctx); !errors.Is(err, verify.ErrDiverged) {
		t.Fatalf("observe after divergence: %v; want ErrDiverged", err)
	}
	if d := r.Divergence(); d == nil || d.Step != len(ep.Steps) || d.Want != nil {
		t.Fatalf("divergence %+v", d)
	}
	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	r2, _ := verify.NewReplay(&ep, verify.Tolerance{})
	if _, err := r2.Act(cancelled, ep.Steps[0].Action); !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled act: %v", err)
	}
}

func TestNewReplayRejectsBrokenEpisodes(t *testing.T) {
	step := func(i int, name string) memory.Step {
		return memory.Step{Index: i, Action: skills.Action{Name: name}}
	}
	tests := []struct {
		name  string
		steps []memory.Step
		want  string
	}{
		{"empty is a refusal", nil, ""},
		{"gap", []memory.Step{step(0, "a"), step(2, "b")}, "step 1 is missing"},
		{"first missing", []memory.Step{step(1, "a")}, "step 0 is missing"},
		{"duplicate", []memory.Step{step(0, "a"), step(1, "b"), step(1, "c")}, "step 1 recorded twice"},
		{"no name", []memory.Step{step(0, "")}, "step 0 has no action name"},
		{"unordered is fine", []memory.Step{step(1, "b"), step(0, "a")}, ""},
	}
	for _, tt := range tests {
		ep := &memory.Episode{ID: "e", Steps: tt.steps}
		_, err := verify.NewReplay(ep, verify.Tolerance{})
		switch {
		case tt.want == "" && err != nil:
			t.Errorf("%s: %v", tt.name, err)
		case tt.want != "" && (err == nil || !errors.Is(err, verify.ErrBadEpisode) || !strings.Contains(err.Error(), tt.want)):
			t.Errorf("%s: NewReplay error %v; want ErrBadEpisode with %q", tt.name, err, tt.want)
		}
	}
}

// FuzzReplay feeds arbitrary episodes and action sequences to a replay:
// it must never panic, a divergence once set never changes, and a replay
// that matched every step judges consistently.
func FuzzReplay(f *testing.F) {
	f.Add([]byte(`{"id":"e","steps":[{"index":0,"action":{"name":"walk","params":{"dx":1}},"outcome":{"ok":true}}]}`), []byte(`[{"name":"walk","params":{"dx":1}}]`))
	f.Add([]byte(`{"id":"e","success":false,"steps":[{"index":0,"action":{"name":"open","object":"d"},"outcome":{"ok":false,"reason":"locked"}},{"index":1,"action":{"name":"open","object":"d"},"outcome":{"ok":false}}]}`), []byte(`[{"name":"open","object":"d"},{"name":"open","object":"d"}]`))
	f.Add([]byte(`{"id":"e","steps":[{"index":1,"action":{"name":"a"}}]}`), []byte(`[]`))
	f.Add([]byte(`{"id":"e","snapshot":{"final_observation":{"x":1}},"steps":[{"index":0,"observation":{"x":[1,2]},"action":{"name":"a","params":{"s":[1,"a",{"b":null}]}}}]}`), []byte(`[{"name":"a","params":{"s":[1,"a",{"b":null}]}},{"name":"b"}]`))
	f.Fuzz(func(t *testing.T, epJSON, actsJSON []byte) {
		ep, err := memory.ParseEpisode(epJSON)
		if err != nil {
			var raw memory.Episode
			if json.Unmarshal(epJSON, &raw) != nil {
				return
			}
			ep = raw
		}
		var acts []skills.Action
		if json.Unmarshal(actsJSON, &acts) != nil {
			return
		}
		r, err := verify.NewReplay(&ep, verify.Tolerance{Sets: []string{"s"}})
		if err != nil {
			return
		}
		ctx := context.Background()
		var first *verify.Divergence
		for _, a := range acts {
			_, _ = r.Observe(ctx)
			_, err := r.Act(ctx, a)
			if d := r.Divergence(); first == nil && d != nil {
				first = d
				if !errors.Is(err, verify.ErrDiverged) {
					t.Fatalf("divergence without ErrDiverged: %v", err)
				}
				_ = d.String()
			} else if first != nil && d != first {
				t.Fatal("divergence changed")
			}
		}
		st, _, _ := r.Judge(nil)
		if st != verify.Pass && st != verify.Fail {
			t.Fatalf("Judge status %q", st)
		}
	})
}
