package detectors

import (
	"encoding/json"
	"image"
	"testing"
)

func TestDetectionJSON(t *testing.T) {
	d := Detection{Label: "blaze", Box: image.Rect(3, 4, 10, 12), Score: 0.5, Attrs: map[string]any{"area": 56.0}}
	b, err := json.Marshal(d)
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"label":"blaze","box":[3,4,10,12],"score":0.5,"attrs":{"area":56}}`; string(b) != want {
		t.Fatalf("Marshal = %s; want %s", b, want)
	}
	var back Detection
	if err := json.Unmarshal(b, &back); err != nil || back.Box != d.Box || back.Label != d.Label || back.Score != d.Score {
		t.Fatalf("Unmarshal(%s) = %+v, %v", b, back, err)
	}
	for _, tc := range []struct {
		in   string
		want image.Rectangle
		ok   bool
	}{
		{`{"label":"x","box":{"Min":{"X":1,"Y":2},"Max":{"X":3,"Y":4}}}`, image.Rect(1, 2, 3, 4), true},
		{`{"label":"x","box":[1,2,3,4]}`, image.Rect(1, 2, 3, 4), true},
		{`{"label":"x","box":[5,6,1,2]}`, image.Rect(1, 2, 5, 6), true},
		{`{"label":"x"}`, image.Rectangle{}, true},
		{`{"label":"x","box":"wide"}`, image.Rectangle{}, false},
	} {
		var got Detection
		err := json.Unmarshal([]byte(tc.in), &got)
		if (err == nil) != tc.ok || (tc.ok && got.Box != tc.want) {
			t.Errorf("Unmarshal(%s) = %v, %v; want %v (ok %v)", tc.in, got.Box, err, tc.want, tc.ok)
		}
	}
	// In a list, as detectors return them.
	b, _ = json.Marshal([]Detection{d})
	if want := `[{"label":"blaze","box":[3,4,10,12],"score":0.5,"attrs":{"area":56}}]`; string(b) != want {
		t.Fatalf("Marshal([]Detection) = %s; want %s", b, want)
	}
}
