package worker

import (
	"encoding/json"
	"fmt"
	"math"
	"reflect"
	"strings"
	"testing"

	"github.com/skillrun/skillrun/skills"
)

// jsonEnvReply is how an env reply crossed before codec version 2: JSON
// both ways. The binary reply must give the worker the same values.
func jsonEnvReply(r *envReply) (*envReply, error) {
	b, err := encodeFrame(msgEnvReply, 1, r)
	if err != nil {
		return nil, err
	}
	var out envReply
	if err := (frame{typ: msgEnvReply, payload: b[headerSize:]}).decode(&out); err != nil {
		return nil, err
	}
	return &out, nil
}

func binaryEnvReply(r *envReply) (*envReply, error) {
	b, err := encodeEnvReply(1, r)
	if err != nil {
		return nil, err
	}
	return decodeEnvReply(b[headerSize:])
}

// observationLike is an observation of the voxel world's shape: the
// player, 343 blocks by offset, the inventory and two mobs.
func observationLike() skills.Observation {
	blocks := map[string]any{}
	for dy := -3; dy <= 3; dy++ {
		for dz := -3; dz <= 3; dz++ {
			for dx := -3; dx <= 3; dx++ {
				name := "air"
				if dy < 0 {
					name = "stone"
				}
				if dx == 0 && dz < 0 && dy == -1 {
					name = "lava"
				}
				blocks[fmt.Sprintf("%d,%d,%d", dx, dy, dz)] = name
			}
		}
	}
	ents := []any{}
	for i := range 2 {
		ents = append(ents, map[string]any{
			"id": i + 1, "name": "blaze", "pos": []float64{2.5, 22, -1.5 - float64(i)},
			"width": 0.6, "height": 1.8, "health": 20.0, "dist": 2.345,
		})
	}
	return skills.Observation{
		"pos": []float64{0.5, 22, 0.5}, "block": []any{0, 22, 0}, "yaw": 0.0, "pitch": -0.25,
		"facing": "north", "health": 20.0, "dead": false, "on_ground": true, "held": "cobblestone",
		"inventory": map[string]any{"cobblestone": 12}, "blocks": blocks, "entities": ents,
	}
}

// manyKeys is an object of 40 keys and one more: the object's keys are
// met in map order, so the odd one mostly comes after others were
// written.
func manyKeys(odd string) map[string]any {
	m := map[string]any{odd: "odd"}
	for i := range 40 {
		m[fmt.Sprintf("k%d", i)] = []any{float64(i), "v"}
	}
	return m
}

type namedString string

type point struct {
	X, Y int
	Tag  string `json:"tag,omitempty"`
}

// TestEnvReplyMatchesJSON: for observations, outcomes and results of
// every shape (the binary form's own types, and the ones it hands to
// JSON), the worker decodes what it decoded from JSON; what JSON cannot
// encode, the binary form refuses too.
func TestEnvReplyMatchesJSON(t *testing.T) {
	cycle := map[string]any{}
	cycle["self"] = cycle
	deep := any("bottom")
	for range 200 {
		deep = []any{map[string]any{"d": deep}}
	}
	cases := []struct {
		name  string
		reply *envReply
		fails bool
	}{
		{name: "voxel observation", reply: &envReply{Observation: observationLike()}},
		{name: "empty observation", reply: &envReply{Observation: skills.Observation{}}},
		{name: "nothing", reply: &envReply{}},
		{name: "numbers", reply: &envReply{Observation: skills.Observation{
			"i": 3, "neg": -7, "big": int64(math.MaxInt64), "min": int64(math.MinInt64), "u8": uint8(200), "u64": uint64(math.MaxUint64),
			"f32": float32(0.1), "tiny": 5e-324, "huge": 1.7976931348623157e308, "negzero": math.Copysign(0, -1),
			"num": json.Number("1.25"), "i32": int32(-5),
		}}},
		{name: "strings", reply: &envReply{Observation: skills.Observation{
			"plain": "stone", "empty": "", "html": "<a&b>", "unicode": "żółw ✓ \u2028", "ctl": "a\x00b\n",
			"invalid": "ok\xffno\xfe", "named": namedString("n"),
		}}},
		{name: "invalid key", reply: &envReply{Observation: skills.Observation{"k\xff": 1, "fine": "x"}}},
		{name: "invalid key among many", reply: &envReply{Observation: skills.Observation{"inner": manyKeys("bad\xfe"), "after": 1.5}}},
		{name: "nesting", reply: &envReply{Observation: skills.Observation{
			"nil": nil, "nilslice": []any(nil), "nilmap": map[string]any(nil), "emptyslice": []any{},
			"emptymap": map[string]any{}, "floats": []float64{}, "nilfloats": []float64(nil),
			"strs": []string{"a", "b"}, "ints": map[string]int{"a": 1}, "struct": point{1, 2, ""},
			"ptr": &point{X: 3}, "nilptr": (*point)(nil), "raw": json.RawMessage(`{"z":[1,2]}`),
			"result": skills.Result{"r": true}, "obs": skills.Observation{"o": []any{false, nil}},
			"deep": deep,
		}}},
		{name: "outcome", reply: &envReply{Outcome: &skills.Outcome{OK: true, Data: map[string]any{"block": "stone", "pos": []float64{1, 2, 3}}}}},
		{name: "failed outcome", reply: &envReply{Outcome: &skills.Outcome{Reason: "too far"}}},
		{name: "outcome with empty data", reply: &envReply{Outcome: &skills.Outcome{OK: true, Data: map[string]any{}}}},
		{name: "result", reply: &envReply{Result: skills.Result{"n": 42, "list": []any{"x", 1.5}}}},
		{name: "empty result", reply: &envReply{Result: skills.Result{}}},
		{name: "error", reply: &envReply{Err: &wireError{Kind: "bad_input", Msg: "act without an action", Skill: "s", Op: "o", Pos: "p"}}},
		{name: "NaN", reply: &envReply{Observation: skills.Observation{"x": math.NaN()}}, fails: true},
		{name: "infinite outcome", reply: &envReply{Outcome: &skills.Outcome{Data: map[string]any{"x": []float64{math.Inf(1)}}}}, fails: true},
		{name: "cycle", reply: &envReply{Observation: skills.Observation{"c": cycle}}, fails: true},
		{name: "channel", reply: &envReply{Result: skills.Result{"c": make(chan int)}}, fails: true},
	}
	for _, c := range cases {
		want, jerr := jsonEnvReply(c.reply)
		got, berr := binaryEnvReply(c.reply)
		if c.fails {
			if jerr == nil || berr == nil {
				t.Errorf("%s: JSON error %v, binary error %v; want both to fail", c.name, jerr, berr)
			}
			continue
		}
		if jerr != nil || berr != nil {
			t.Errorf("%s: JSON error %v, binary error %v", c.name, jerr, berr)
			continue
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: binary reply decodes to\n%#v\nJSON to\n%#v", c.name, got, want)
		}
	}
}

// TestDecodeEnvReplyRejects: a payload that is cut short, carries another
// codec version, a bad tag or flag, a count larger than the bytes left,
// nesting past the limit or trailing bytes is an error, not a panic.
func TestDecodeEnvReplyRejects(t *testing.T) {
	good, err := encodeEnvReply(1, &envReply{Observation: observationLike(), Outcome: &skills.Outcome{OK: true}})
	if err != nil {
		t.Fatal(err)
	}
	p := good[headerSize:]
	for n := range len(p) {
		if _, err := decodeEnvReply(p[:n]); err == nil {
			t.Fatalf("a reply cut to %d of %d bytes decodes", n, len(p))
		}
	}
	nested := []byte{codecVersion}
	for range maxValueDepth + 2 {
		nested = append(nested, tagArray, 1)
	}
	nested = append(nested, tagNull, 0, 0, 0)
	cases := []struct {
		name    string
		payload []byte
		want    string
	}{
		{"old version", append([]byte{1}, p[1:]...), "codec version"},
		{"JSON", []byte(`{"outcome":{"ok":true}}`), "codec version"},
		{"bad tag", []byte{codecVersion, 99, 0, 0, 0}, "unknown value tag 99"},
		{"bad flag", []byte{codecVersion, tagNull, 7, tagNull, 0}, "flag byte 7"},
		{"huge count", []byte{codecVersion, tagObject, 0xff, 0xff, 0xff, 0xff, 0x0f, 0, 0, 0}, "elements in"},
		{"not an object", []byte{codecVersion, tagTrue, 0, tagNull, 0}, "want an object"},
		{"too deep", nested, "nested deeper"},
		{"trailing", append(append([]byte(nil), p...), 0), "trailing bytes"},
	}
	for _, c := range cases {
		if _, err := decodeEnvReply(c.payload); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: decodeEnvReply = %v; want an error containing %q", c.name, err, c.want)
		}
	}
}

// FuzzDecodeEnvReply: arbitrary payloads decode or fail, never panic, and
// what decodes encodes again to a reply that decodes to the same.
func FuzzDecodeEnvReply(f *testing.F) {
	for _, r := range []*envReply{
		{Observation: observationLike()},
		{Outcome: &skills.Outcome{OK: true, Reason: "r", Data: map[string]any{"x": []any{1.5, "s", nil, true}}}},
		{Result: skills.Result{"j": json.RawMessage(`{"a":1}`)}, Err: &wireError{Msg: "m"}},
	} {
		b, err := encodeEnvReply(1, r)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b[headerSize:])
	}
	f.Fuzz(func(t *testing.T, p []byte) {
		r, err := decodeEnvReply(p)
		if err != nil {
			return
		}
		again, err := binaryEnvReply(r)
		if err != nil {
			t.Fatalf("a decoded reply does not encode again: %v", err)
		}
		if !reflect.DeepEqual(again, r) {
			t.Fatalf("re-encoded reply decodes to %#v; want %#v", again, r)
		}
	})
}

// BenchmarkEnvReply measures one observation of the voxel world's shape
// crossing to the worker, encoded by the host and decoded by the worker:
// baseline, as JSON (codec version 1); measured, the binary form.
func BenchmarkEnvReply(b *testing.B) {
	r := &envReply{Observation: observationLike()}
	for _, c := range []struct {
		name  string
		cross func(*envReply) (*envReply, error)
	}{{"baseline", jsonEnvReply}, {"measured", binaryEnvReply}} {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := c.cross(r); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
