package exactjson

import (
	"encoding/json"
	"reflect"
	"testing"
)

// TestDecode: integers keep their value and encode again as they were,
// past 2^53 and up to 2^64-1, in objects and arrays at any depth; other
// values decode as encoding/json decodes them into an any.
func TestDecode(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want any
	}{
		{`9007199254740993`, int64(9007199254740993)},
		{`-9223372036854775808`, int64(-9223372036854775808)},
		{`18446744073709551615`, uint64(18446744073709551615)},
		{`18446744073709551616`, float64(18446744073709551616)}, // past 64 bits: float64, as encoding/json
		{`0.5`, 0.5},
		{`1e3`, 1000.0},
		{`{"a":[1,{"b":18446744073709551614}],"s":"x","t":true,"n":null}`,
			map[string]any{"a": []any{int64(1), map[string]any{"b": uint64(18446744073709551614)}}, "s": "x", "t": true, "n": nil}},
	} {
		got, err := Decode([]byte(tc.in))
		if err != nil || !reflect.DeepEqual(got, tc.want) {
			t.Errorf("Decode(%s) = %#v, %v; want %#v", tc.in, got, err, tc.want)
		}
	}
	in := `{"i":9007199254740993,"l":[-9007199254740993,18446744073709551615],"m":{"k":9223372036854775807}}`
	v, err := Object([]byte(in))
	if err != nil {
		t.Fatal(err)
	}
	if b, _ := json.Marshal(v); string(b) != in {
		t.Errorf("round trip of %s: %s", in, b)
	}
}

// TestDecodeErrors: what json.Unmarshal into a map refuses, Object
// refuses.
func TestDecodeErrors(t *testing.T) {
	for _, in := range []string{`[1]`, `"s"`, `1`, `{"a":1} x`, `{"a":1e400}`, `{`, ``} {
		if m, err := Object([]byte(in)); err == nil {
			t.Errorf("Object(%q) = %v; want an error", in, m)
		}
	}
	if m, err := Object([]byte(`null`)); err != nil || m != nil {
		t.Errorf("Object(null) = %v, %v; want nil, nil", m, err)
	}
}

// TestCanonical: keys sorted, spaces gone, numbers as they were.
func TestCanonical(t *testing.T) {
	got, err := Canonical([]byte(`{ "n": 9007199254740993, "a": [18446744073709551615, 0.5] }`))
	if want := `{"a":[18446744073709551615,0.5],"n":9007199254740993}`; err != nil || string(got) != want {
		t.Errorf("Canonical = %s, %v; want %s", got, err, want)
	}
}
