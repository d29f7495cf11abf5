package detectors

import (
	"encoding/json"
	"fmt"
	"image"
)

// detectionJSON is a Detection as JSON: the box as [x0, y0, x1, y1], the
// form labelled frames use, not image.Rectangle's {"Min": {"X"...}}.
type detectionJSON struct {
	Label string         `json:"label"`
	Box   [4]int         `json:"box"`
	Score float64        `json:"score"`
	Attrs map[string]any `json:"attrs,omitempty"`
}

// MarshalJSON encodes d with its box as [x0, y0, x1, y1] (x1, y1
// exclusive, as image.Rectangle's Max).
func (d Detection) MarshalJSON() ([]byte, error) {
	b := d.Box
	return json.Marshal(detectionJSON{Label: d.Label, Box: [4]int{b.Min.X, b.Min.Y, b.Max.X, b.Max.Y}, Score: d.Score, Attrs: d.Attrs})
}

// UnmarshalJSON decodes a detection whose box is [x0, y0, x1, y1], or the
// older {"Min": {"X", "Y"}, "Max": {...}} object.
func (d *Detection) UnmarshalJSON(b []byte) error {
	var raw struct {
		Label string          `json:"label"`
		Box   json.RawMessage `json:"box"`
		Score float64         `json:"score"`
		Attrs map[string]any  `json:"attrs,omitempty"`
	}
	if err := json.Unmarshal(b, &raw); err != nil {
		return err
	}
	*d = Detection{Label: raw.Label, Score: raw.Score, Attrs: raw.Attrs}
	if len(raw.Box) == 0 || string(raw.Box) == "null" {
		return nil
	}
	var xy [4]int
	if err := json.Unmarshal(raw.Box, &xy); err == nil {
		d.Box = image.Rect(xy[0], xy[1], xy[2], xy[3])
		return nil
	}
	var r image.Rectangle
	if err := json.Unmarshal(raw.Box, &r); err != nil {
		return fmt.Errorf("detection box %s: want [x0, y0, x1, y1]", raw.Box)
	}
	d.Box = r
	return nil
}
