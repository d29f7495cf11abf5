package memory

import (
	"bytes"
	"encoding/json"
	"errors"
	"math"
	"strings"
	"testing"
)

// FuzzReadRecords: any input either reads into valid episodes, cells and
// index rows, or fails with a *LineError that wraps ErrInvalid; a cell
// file written back reads the same.
func FuzzReadRecords(f *testing.F) {
	f.Add(`{"pos":[1,2,3],"kind":"hazard","episode":"e","step":1,"damage":2.5}`)
	f.Add(`{"episode":"e","from":0,"to":3,"summary":"dug"}` + "\n" + `{"id":"e","start":"2026-12-01T10:00:00Z"}`)
	f.Add(`{"pos":[1,2],"kind":"walked","episode":"e"}`)
	f.Add(`{"pos":[1,2,3],"kind":"flew","episode":"e"}`)
	f.Add(`{"pos":"x","kind":"walked","episode":"e","extra":1}`)
	f.Add("# comment\n\n{}")
	f.Fuzz(func(t *testing.T, in string) {
		recs, err := ReadRecords(strings.NewReader(in))
		if err != nil {
			var le *LineError
			if !errors.As(err, &le) || !errors.Is(err, ErrInvalid) {
				t.Fatalf("ReadRecords(%q) error %v is not a LineError wrapping ErrInvalid", in, err)
			}
			return
		}
		for _, c := range recs.Cells {
			if err := ValidateCell(&c); err != nil {
				t.Fatalf("ReadRecords(%q) gave an invalid cell %+v: %v", in, c, err)
			}
		}
		var buf bytes.Buffer
		if err := WriteCells(&buf, recs.Cells); err != nil {
			t.Fatal(err)
		}
		again, err := ReadRecords(&buf)
		if err != nil || len(again.Cells) != len(recs.Cells) {
			t.Fatalf("cells written back do not read: %v", err)
		}
		a, _ := json.Marshal(recs.Cells)
		b, _ := json.Marshal(again.Cells)
		if !bytes.Equal(a, b) {
			t.Fatalf("cells changed in a round trip:\n%s\n%s", a, b)
		}
	})
}

// FuzzPlanStep: a plan step decodes from a string or an object, or fails.
func FuzzPlanStep(f *testing.F) {
	for _, s := range []string{`"look"`, `{"text":"bridge","status":"doing"}`, `{"text":1}`, `{"txt":"x"}`, `null`, `[]`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		var s PlanStep
		if err := json.Unmarshal([]byte(in), &s); err != nil {
			return
		}
		b, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		var again PlanStep
		if err := json.Unmarshal(b, &again); err != nil || again != s {
			t.Fatalf("PlanStep %q -> %s -> %+v, %v", in, b, again, err)
		}
	})
}

// FuzzStems: stems are lower case, without stop words, never empty.
func FuzzStems(f *testing.F) {
	for _, s := range []string{"Heating the mugs", "warm the cup", "ÜBER größe", "stopped  runs", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		for _, s := range Stems(in) {
			if s == "" || s != strings.ToLower(s) || stopWords[s] {
				t.Fatalf("Stems(%q) has %q", in, s)
			}
		}
		if m := WordMatch(Stems(in), in); len(Stems(in)) > 0 && (math.IsNaN(m) || m < 0.999) {
			t.Fatalf("WordMatch of %q with itself = %v", in, m)
		}
	})
}
