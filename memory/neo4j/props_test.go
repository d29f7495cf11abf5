package neo4j

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/neo4j/neo4j-go-driver/v5/neo4j/dbtype"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/skills"
)

func TestPropsRoundTrip(t *testing.T) {
	t0 := time.Date(2026, 11, 30, 10, 0, 0, 123456789, time.FixedZone("X", 3600))
	yes := true
	tests := []struct {
		name  string
		v     any
		times []string
		into  func() any
	}{
		{"episode", memory.Episode{ID: "e", Start: t0, End: t0.Add(time.Second), Tags: []string{"a", "b"}, Success: &yes,
			Snapshot: json.RawMessage(`{"z":1,"a":[1,2.5,"x"]}`), Objects: []memory.Object{{ID: "o", Props: map[string]any{"k": 1.5}}}},
			[]string{"start", "end"}, func() any { return new(memory.Episode) }},
		{"empty episode", memory.Episode{ID: "e"}, []string{"start", "end"}, func() any { return new(memory.Episode) }},
		{"frame", memory.Frame{Hash: "h", Width: 3, Size: 1 << 40, Labels: map[string]string{"b": "1", "a": "2"}, Time: t0},
			[]string{"time"}, func() any { return new(memory.Frame) }},
		{"index row", memory.IndexRow{Episode: "e", From: 0, To: 3, Pos: &[3]float64{1, -2.5, 1e21}, Time: t0},
			[]string{"time"}, func() any { return new(memory.IndexRow) }},
		{"run", memory.VerificationRun{ID: "r", Verdicts: []memory.Verdict{{Episode: "e", Divergence: "step 3"}}, Passed: 0, Total: 1},
			[]string{"time"}, func() any { return new(memory.VerificationRun) }},
		{"plan", memory.Plan{ID: "p", Steps: []memory.PlanStep{{Text: "a"}}, Goal: "x", Status: "active"}, []string{"time"}, func() any { return new(memory.Plan) }},
	}
	for _, tc := range tests {
		props, err := toProps(tc.v, tc.times...)
		if err != nil {
			t.Fatalf("%s: toProps = %v", tc.name, err)
		}
		for k, v := range props {
			switch v.(type) {
			case string, bool, int64, float64, time.Time, []string, []int64, []float64:
			default:
				t.Errorf("%s: property %q is %T, not a Neo4j property type", tc.name, k, v)
			}
		}
		out := tc.into()
		if err := fromProps(props, out); err != nil {
			t.Fatalf("%s: fromProps = %v", tc.name, err)
		}
		want, _ := json.Marshal(utcTimes(tc.v))
		got, _ := json.Marshal(out)
		if string(got) != string(want) {
			t.Errorf("%s: round trip\n got %s\nwant %s", tc.name, got, want)
		}
	}
}

func utcTimes(v any) any {
	switch v := v.(type) {
	case memory.Episode:
		v.Start, v.End = v.Start.UTC(), v.End.UTC()
		return v
	case memory.Frame:
		v.Time = v.Time.UTC()
		return v
	case memory.IndexRow:
		v.Time = v.Time.UTC()
		return v
	}
	return v
}

func TestStepPropsRoundTrip(t *testing.T) {
	st := memory.Step{Index: 7, Time: time.Date(2026, 1, 2, 3, 4, 5, 6, time.UTC), Summary: "s",
		Observation: skills.Observation{"hp": 20.0, "nested": map[string]any{"a": []any{1.0, "x"}}},
		Action:      skills.Action{Name: "dig", Object: "stone_1", Params: map[string]any{"dir": "north"}},
		Outcome:     skills.Outcome{OK: false, Reason: "bedrock", Data: map[string]any{"n": 2.0}},
		Pos:         &[3]float64{1.5, 64, -3}, Skill: "tunnel", Version: "v1"}
	p, err := stepProps("ep", st, "stone")
	if err != nil {
		t.Fatal(err)
	}
	if p["action"] != "dig" || p["ok"] != false || p["class"] != "stone" || p["time"] != st.Time {
		t.Fatalf("stepProps = %v", p)
	}
	if pt, ok := p["pos"].(dbtype.Point3D); !ok || pt.X != 1.5 || pt.SpatialRefId != cartesian3D {
		t.Fatalf("stepProps pos = %#v", p["pos"])
	}
	got, err := stepFrom(p)
	if err != nil {
		t.Fatal(err)
	}
	g, _ := json.Marshal(got)
	w, _ := json.Marshal(st)
	if string(g) != string(w) {
		t.Fatalf("step round trip\n got %s\nwant %s", g, w)
	}
}

// FuzzProps: whatever JSON object a record's free-form fields hold, the
// properties toProps makes decode back to the same JSON.
func FuzzProps(f *testing.F) {
	f.Add(`{"a":1}`, "x", 1.5)
	f.Add(`{"z":[1,2,{"q":null}],"a":"\u00e9"}`, "", 0.0)
	f.Fuzz(func(t *testing.T, snapshot, task string, x float64) {
		if !json.Valid([]byte(snapshot)) || len(snapshot) == 0 || snapshot[0] != '{' {
			return
		}
		ep := memory.Episode{ID: "e", Task: task, Snapshot: json.RawMessage(snapshot)}
		row := memory.IndexRow{Episode: "e", Summary: task, Pos: &[3]float64{x, 0, 1}}
		for _, v := range []any{ep, row} {
			props, err := toProps(v, "start", "end", "time")
			if err != nil {
				return // not encodable (NaN, invalid UTF-8 handled by json)
			}
			var out, norm any
			switch v.(type) {
			case memory.Episode:
				out, norm = new(memory.Episode), new(memory.Episode)
			default:
				out, norm = new(memory.IndexRow), new(memory.IndexRow)
			}
			// want: v as JSON decodes it (invalid UTF-8 becomes U+FFFD).
			b, _ := json.Marshal(v)
			if err := json.Unmarshal(b, norm); err != nil {
				t.Fatal(err)
			}
			want, _ := json.Marshal(norm)
			if err := fromProps(props, out); err != nil {
				t.Fatalf("fromProps(%v) = %v", props, err)
			}
			got, _ := json.Marshal(out)
			if string(got) != string(want) {
				t.Fatalf("round trip\n got %s\nwant %s", got, want)
			}
		}
	})
}
