package sandbox

import (
	"fmt"
	"math"
	"time"

	"github.com/skillrun/skillrun/skills"
)

// This file is compiled into the tests and run as a skill
// (TestResultBoundary): the values a skill returns, of every kind that
// crosses to the host (ints of every width, byte slices, arrays, tags
// with omitempty and string, maps keyed by ints and named strings,
// embedded fields of every sort, errors and values of the skill's types
// in interface fields, durations and times, -0 and extreme floats),
// encode as compiled Go's json.Marshal encodes them.

type bdName string

type bdBlob []byte

type bdID int

type bdid int

type bdInner struct {
	A int `json:"a"`
	b int
}

type bdTagged struct {
	N     int     `json:"n,string"`
	F     float64 `json:"f,string"`
	B     bool    `json:",string"`
	S     string  `json:"s,omitempty"`
	Z     int     `json:"z,omitempty"`
	P     *int    `json:"p,omitempty"`
	Q     *int    `json:"q"`
	L     []int   `json:"l"`
	E     []int   `json:"e"`
	M     map[string]int
	OZ    [2]int    `json:"oz,omitzero"`
	OT    time.Time `json:"ot,omitzero"`
	OS    bdInner   `json:"os,omitzero"`
	Skip  int       `json:"-"`
	hid   int
	Hid2  string `json:"hid2"`
	lower int
}

type bdEmb struct {
	bdID
	bdid
	*bdInner
	Name bdName
}

type bdEmb2 struct {
	bdInner `json:"inner"`
	X       int
}

type bdIface struct {
	V any
	E error
}

type bdErr struct{ Code int }

func (e bdErr) Error() string { return "bd" }

type BdExp int

type bdEmb3 struct {
	BdExp
	error
	fmt.Stringer
	time.Duration
	*bdid
	Y int
}

type bdStr struct{}

func (bdStr) String() string { return "s" }

type bdDur struct {
	D time.Duration
	T time.Time
}

func bdRun() skills.Result {
	seven := 7
	return skills.Result{
		"ints":     []any{int8(-5), int16(-300), int32(-70000), int64(1<<53 + 1), uint8(255), uint16(65535), uint32(1<<32 - 1), uint64(1<<64 - 1), uint(3)},
		"u64":      uint64(1<<64 - 1),
		"bytes":    []byte{1, 2, 3},
		"nilbytes": []byte(nil),
		"blob":     bdBlob("hi"),
		"arr":      [3]int{1, 2, 3},
		"barr":     [2]uint8{1, 2},
		"tagged":   bdTagged{N: 5, F: 1.5, B: true, Q: &seven, E: []int{}, hid: 3, Hid2: "h", lower: 4},
		"mapint":   map[int]string{2: "b", 10: "a", -1: "c"},
		"mapname":  map[bdName]int{"x": 1},
		"mapu8":    map[uint8]bool{7: true},
		"emb":      bdEmb{bdID: 3, bdid: 4, bdInner: &bdInner{A: 1, b: 2}, Name: "n"},
		"embnil":   bdEmb{},
		"emb2":     bdEmb2{bdInner{A: 9}, 1},
		"iface":    bdIface{V: bdInner{A: 2}, E: bdErr{4}},
		"ifaceptr": bdIface{V: &bdInner{A: 2}, E: &bdErr{5}},
		"dur":      bdDur{D: 1500 * time.Millisecond, T: time.Date(2024, 1, 2, 3, 4, 5, 6, time.UTC)},
		"durs":     time.Duration(42),
		"negzero":  math.Copysign(0, -1),
		"big":      1e21,
		"tiny":     5e-324,
		"f32":      float32(0.1),
		"f32s":     []float32{0.1, 1e21},
		"anon":     struct{ X, y int }{1, 2},
		"ptrs":     []*bdInner{nil, {A: 1}},
		"nested":   map[string]any{"a": []any{bdInner{A: 5}, map[int]bdInner{1: {A: 6}}}},
		"name":     bdName("nm"),
		"id":       bdID(8),
		"emb3":     &bdEmb3{BdExp: 1, error: bdErr{3}, Stringer: bdStr{}, Duration: 5, bdid: new(bdid), Y: 2},
		"emb3nil":  &bdEmb3{},
	}
}
