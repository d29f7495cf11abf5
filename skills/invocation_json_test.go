package skills

import (
	"encoding/json"
	"strings"
	"testing"
	"time"
)

func TestInvocationJSON(t *testing.T) {
	inv := Invocation{Skill: "a", Version: "v", Duration: 1234567 * time.Nanosecond,
		Calls: []*Invocation{{Skill: "b", Duration: 2 * time.Second}}}
	b, err := json.Marshal(inv)
	if err != nil {
		t.Fatal(err)
	}
	s := string(b)
	if strings.Contains(s, "duration_ns") || !strings.Contains(s, `"duration_ms":1.234567`) || !strings.Contains(s, `"duration_ms":2000`) {
		t.Fatalf("Marshal = %s; want duration_ms (also in calls), no duration_ns", s)
	}
	var back Invocation
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if back.Duration != inv.Duration || len(back.Calls) != 1 || back.Calls[0].Duration != 2*time.Second || back.Skill != "a" {
		t.Fatalf("round trip = %+v", back)
	}
	var old Invocation
	if err := json.Unmarshal([]byte(`{"skill":"a","duration_ns":5000}`), &old); err != nil || old.Duration != 5*time.Microsecond {
		t.Fatalf("Unmarshal(duration_ns) = %+v, %v", old, err)
	}
}
