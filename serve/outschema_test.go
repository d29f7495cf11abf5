package serve

import (
	"encoding/json"
	"testing"
)

func TestNoNullArrays(t *testing.T) {
	type step struct {
		Frames []string          `json:"frames"`
		Labels map[string]string `json:"labels"`
	}
	type reply struct {
		Hits     []int              `json:"hits"`
		Steps    []step             `json:"steps"`
		Evidence map[string][]int   `json:"evidence"`
		Ptr      *step              `json:"ptr"`
		Any      any                `json:"any"`
		Nested   map[string][][]int `json:"nested"`
	}
	schema := parseSchema(mustSchema[reply]())
	cases := []struct{ in, want string }{
		{`{"hits":null,"steps":null,"evidence":null,"ptr":null,"any":null,"nested":null}`,
			`{"any":null,"evidence":null,"hits":[],"nested":null,"ptr":null,"steps":[]}`},
		{`{"hits":[1],"steps":[{"frames":null,"labels":null}],"evidence":{"v1":null,"v2":[3]},"ptr":{"frames":null,"labels":{}},"any":[null],"nested":{"a":[null,[1]]}}`,
			`{"any":[null],"evidence":{"v1":[],"v2":[3]},"hits":[1],"nested":{"a":[[],[1]]},"ptr":{"frames":[],"labels":{}},"steps":[{"frames":[],"labels":null}]}`},
		{`{"hits":[12345678901234567890]}`, `{"hits":[12345678901234567890]}`}, // no null: untouched bytes
	}
	for _, c := range cases {
		got, err := noNullArrays([]byte(c.in), schema)
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != c.want {
			t.Errorf("noNullArrays(%s)\n got %s\nwant %s", c.in, got, c.want)
		}
		var v any
		if err := json.Unmarshal(got, &v); err != nil {
			t.Errorf("output is not JSON: %v", err)
		}
	}
}
