package worker

import (
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/skillrun/skillrun/detectors"
	"github.com/skillrun/skillrun/runtime/sandbox"
	"github.com/skillrun/skillrun/skills"
)

// The two frames every call sends, the call and its result, have a compact
// binary payload instead of JSON (the rest of the protocol is JSON): their
// envelope costs a few hundred nanoseconds instead of microseconds. Only
// the free-form parts (the checked unit, the result map, detections, a
// frame reference) are JSON inside it. Every length is checked against
// what is left of the payload before use.

const codecVersion = 1

var errShort = errors.New("payload cut short")

type enc struct{ b []byte }

func (e *enc) bytes(p []byte) {
	e.b = binary.AppendUvarint(e.b, uint64(len(p)))
	e.b = append(e.b, p...)
}
func (e *enc) str(s string)  { e.b = binary.AppendUvarint(e.b, uint64(len(s))); e.b = append(e.b, s...) }
func (e *enc) int(v int64)   { e.b = binary.AppendVarint(e.b, v) }
func (e *enc) uint(v uint64) { e.b = binary.AppendUvarint(e.b, v) }
func (e *enc) json(v any) error {
	if v == nil {
		e.bytes(nil)
		return nil
	}
	p, err := json.Marshal(v)
	if err != nil {
		return err
	}
	e.bytes(p)
	return nil
}

type dec struct {
	b   []byte
	err error
}

func (d *dec) uint() uint64 {
	if d.err != nil {
		return 0
	}
	v, n := binary.Uvarint(d.b)
	if n <= 0 {
		d.err = errShort
		return 0
	}
	d.b = d.b[n:]
	return v
}

func (d *dec) int() int64 {
	if d.err != nil {
		return 0
	}
	v, n := binary.Varint(d.b)
	if n <= 0 {
		d.err = errShort
		return 0
	}
	d.b = d.b[n:]
	return v
}

func (d *dec) bytes() []byte {
	n := d.uint()
	if d.err != nil {
		return nil
	}
	if n > uint64(len(d.b)) {
		d.err = errShort
		return nil
	}
	p := d.b[:n:n]
	d.b = d.b[n:]
	if n == 0 {
		return nil
	}
	return p
}

func (d *dec) str() string { return string(d.bytes()) }

// json decodes an optional JSON part into v; it reports whether one was there.
func (d *dec) json(v any) bool {
	p := d.bytes()
	if d.err != nil || p == nil {
		return false
	}
	if err := json.Unmarshal(p, v); err != nil {
		d.err = err
		return false
	}
	return true
}

func encodeCall(seq uint32, c *callMsg) ([]byte, error) {
	e := &enc{b: make([]byte, headerSize, 128+len(c.Args))}
	e.b = append(e.b, codecVersion)
	e.str(c.Unit.Name)
	e.str(string(c.Unit.Kind))
	e.str(c.Unit.Version)
	if c.Unit.Unit != nil {
		if err := e.json(c.Unit.Unit); err != nil {
			return nil, fmt.Errorf("encode unit: %w", err)
		}
	} else {
		e.bytes(nil)
	}
	e.bytes(c.Args)
	l := c.Limits
	for _, v := range []int64{int64(l.Timeout), int64(l.CPU), l.MemoryBytes, l.OutputBytes, l.ResultBytes, int64(l.MaxDepth)} {
		e.int(v)
	}
	if c.Frame != nil {
		if err := e.json(c.Frame); err != nil {
			return nil, err
		}
	} else {
		e.bytes(nil)
	}
	hasEnv := byte(0)
	if c.HasEnv {
		hasEnv = 1
	}
	e.b = append(e.b, hasEnv)
	return finishFrame(e.b, msgCall, seq), nil
}

func decodeCall(p []byte) (*callMsg, error) {
	if len(p) == 0 || p[0] != codecVersion {
		return nil, fmt.Errorf("decode call: unknown codec version")
	}
	d := &dec{b: p[1:]}
	c := &callMsg{}
	c.Unit.Name = d.str()
	c.Unit.Kind = skills.Kind(d.str())
	c.Unit.Version = d.str()
	var u sandbox.Unit
	if d.json(&u) {
		c.Unit.Unit = &u
	}
	c.Args = d.bytes()
	c.Limits = skills.Limits{
		Timeout: time.Duration(d.int()), CPU: time.Duration(d.int()), MemoryBytes: d.int(),
		OutputBytes: d.int(), ResultBytes: d.int(), MaxDepth: int(d.int()),
	}
	var fr frameRef
	if d.json(&fr) {
		c.Frame = &fr
	}
	if d.err == nil && len(d.b) != 1 {
		d.err = fmt.Errorf("%d bytes where the env flag should end the call", len(d.b))
	}
	if d.err != nil {
		return nil, fmt.Errorf("decode call: %w", d.err)
	}
	c.HasEnv = d.b[0] == 1
	return c, nil
}

func encodeResult(seq uint32, r *resultMsg) ([]byte, error) {
	e := &enc{b: make([]byte, headerSize, 128+len(r.Output))}
	e.b = append(e.b, codecVersion)
	if r.Result != nil {
		if err := e.json(r.Result); err != nil {
			return nil, fmt.Errorf("result does not encode as JSON: %w", err)
		}
	} else {
		e.bytes(nil)
	}
	if r.Detections != nil {
		if err := e.json(r.Detections); err != nil {
			return nil, fmt.Errorf("detections do not encode as JSON: %w", err)
		}
	} else {
		e.bytes(nil)
	}
	e.bytes(r.Output)
	if r.Err != nil {
		e.b = append(e.b, 1)
		for _, s := range []string{r.Err.Kind, r.Err.Msg, r.Err.Skill, r.Err.Op, r.Err.Pos} {
			e.str(s)
		}
	} else {
		e.b = append(e.b, 0)
	}
	e.int(int64(r.Goroutines))
	e.uint(r.HeapBytes)
	e.int(r.Nanos)
	e.int(r.CPUNanos)
	return finishFrame(e.b, msgResult, seq), nil
}

func decodeResult(p []byte) (*resultMsg, error) {
	if len(p) == 0 || p[0] != codecVersion {
		return nil, fmt.Errorf("decode result: unknown codec version")
	}
	d := &dec{b: p[1:]}
	r := &resultMsg{}
	var res skills.Result
	if d.json(&res) {
		r.Result = res
	}
	var dets []detectors.Detection
	if d.json(&dets) {
		r.Detections = dets
	}
	r.Output = d.bytes()
	if d.err == nil {
		if len(d.b) == 0 {
			d.err = errShort
		} else {
			hasErr := d.b[0]
			d.b = d.b[1:]
			if hasErr == 1 {
				r.Err = &wireError{Kind: d.str(), Msg: d.str(), Skill: d.str(), Op: d.str(), Pos: d.str()}
			}
		}
	}
	r.Goroutines = int(d.int())
	r.HeapBytes = d.uint()
	r.Nanos = d.int()
	r.CPUNanos = d.int()
	if d.err == nil && len(d.b) != 0 {
		d.err = fmt.Errorf("%d trailing bytes", len(d.b))
	}
	if d.err != nil {
		return nil, fmt.Errorf("decode result: %w", d.err)
	}
	return r, nil
}

// finishFrame fills in the header reserved at the start of b.
func finishFrame(b []byte, typ byte, seq uint32) []byte {
	binary.BigEndian.PutUint32(b[0:4], uint32(len(b)-headerSize))
	b[4] = typ
	binary.BigEndian.PutUint32(b[5:9], seq)
	return b
}
