package worker

import (
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/skillrun/skillrun/detectors"
	"github.com/skillrun/skillrun/internal/exactjson"
	"github.com/skillrun/skillrun/runtime/check"
	"github.com/skillrun/skillrun/runtime/sandbox"
	"github.com/skillrun/skillrun/skills"
)

// The two frames every call sends, the call and its result, have a compact
// binary payload instead of JSON: their envelope costs a few hundred
// nanoseconds instead of microseconds. Only the free-form parts (the
// checked unit, the result map, detections, a frame reference) are JSON
// inside it. The answers to env calls are binary through and through
// (value.go). The rest of the protocol is JSON. Every length is checked
// against what is left of the payload before use.

// codecVersion is the first byte of every binary payload. 2: env replies
// (observations, outcomes, call results) are binary too. 4: an error
// carries the kind it declares (wireError.Declared). 5: limits
// carry actions, action bytes and log bytes.
const codecVersion = 5

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
	// intern: keep short strings (value.go); the decoder holds the lock.
	intern bool
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

// The flags byte that ends a call.
const (
	flagEnv     byte = 1 << 0 // the call has an env
	flagPrepare byte = 1 << 1 // compile only (Executor.Prepare)
)

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
	for _, v := range []int64{int64(l.Timeout), int64(l.CPU), l.MemoryBytes, l.OutputBytes, l.ResultBytes, int64(l.MaxDepth),
		int64(l.Actions), l.ActionBytes, l.LogBytes} {
		e.int(v)
	}
	if c.Frame != nil {
		if err := e.json(c.Frame); err != nil {
			return nil, err
		}
	} else {
		e.bytes(nil)
	}
	if len(c.Drop) > 0 {
		if err := e.json(c.Drop); err != nil {
			return nil, err
		}
	} else {
		e.bytes(nil)
	}
	flags := byte(0)
	if c.HasEnv {
		flags |= flagEnv
	}
	if c.Prepare {
		flags |= flagPrepare
	}
	e.b = append(e.b, flags)
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
	var u check.Unit
	if d.json(&u) {
		c.Unit.Unit = &u
	}
	c.Args = d.bytes()
	c.Limits = skills.Limits{
		Timeout: time.Duration(d.int()), CPU: time.Duration(d.int()), MemoryBytes: d.int(),
		OutputBytes: d.int(), ResultBytes: d.int(), MaxDepth: int(d.int()),
		Actions: int(d.int()), ActionBytes: d.int(), LogBytes: d.int(),
	}
	var fr frameRef
	if d.json(&fr) {
		c.Frame = &fr
	}
	d.json(&c.Drop)
	if d.err == nil && len(d.b) != 1 {
		d.err = fmt.Errorf("%d bytes where the flags should end the call", len(d.b))
	}
	if d.err != nil {
		return nil, fmt.Errorf("decode call: %w", d.err)
	}
	c.HasEnv = d.b[0]&flagEnv != 0
	c.Prepare = d.b[0]&flagPrepare != 0
	return c, nil
}

func encodeResult(seq uint32, r *resultMsg) ([]byte, error) {
	e := &enc{b: make([]byte, headerSize, 128+len(r.Output))}
	e.b = append(e.b, codecVersion)
	if r.Result != nil {
		if err := e.json(r.Result); err != nil {
			return nil, fmt.Errorf("result does not encode as JSON: %s", sandbox.EncodeErrorText(err))
		}
	} else {
		e.bytes(nil)
	}
	if r.Detections != nil {
		if err := e.json(r.Detections); err != nil {
			return nil, fmt.Errorf("detections do not encode as JSON: %s", sandbox.EncodeErrorText(err))
		}
	} else {
		e.bytes(nil)
	}
	e.bytes(r.Output)
	e.wireError(r.Err)
	e.int(int64(r.Goroutines))
	e.uint(r.HeapBytes)
	e.int(r.Nanos)
	e.int(r.CPUNanos)
	e.int(r.CompileNanos)
	return finishFrame(e.b, msgResult, seq), nil
}

func decodeResult(p []byte) (*resultMsg, error) {
	if len(p) == 0 || p[0] != codecVersion {
		return nil, fmt.Errorf("decode result: unknown codec version")
	}
	d := &dec{b: p[1:]}
	r := &resultMsg{}
	// The result exact: integers past 2^53 keep their value (exactjson).
	if p := d.bytes(); p != nil && d.err == nil {
		res, err := exactjson.Object(p)
		if err != nil {
			d.err = err
		}
		r.Result = res
	}
	var dets []detectors.Detection
	if d.json(&dets) {
		r.Detections = dets
	}
	r.Output = d.bytes()
	r.Err = d.wireError()
	r.Goroutines = int(d.int())
	r.HeapBytes = d.uint()
	r.Nanos = d.int()
	r.CPUNanos = d.int()
	r.CompileNanos = d.int()
	if err := d.done("result"); err != nil {
		return nil, err
	}
	return r, nil
}

// done reports the decoder's error, or bytes left over, as an error
// decoding what.
func (d *dec) done(what string) error {
	if d.err == nil && len(d.b) != 0 {
		d.err = fmt.Errorf("%d trailing bytes", len(d.b))
	}
	if d.err != nil {
		return fmt.Errorf("decode %s: %w", what, d.err)
	}
	return nil
}

// wireError appends an optional error: a flag, then its fields.
func (e *enc) wireError(w *wireError) {
	if w == nil {
		e.b = append(e.b, 0)
		return
	}
	e.b = append(e.b, 1)
	for _, s := range []string{w.Kind, w.Declared, w.Msg, w.Skill, w.Op, w.Pos} {
		e.str(s)
	}
}

func (d *dec) wireError() *wireError {
	switch d.flag() {
	case 1:
		return &wireError{Kind: d.str(), Declared: d.str(), Msg: d.str(), Skill: d.str(), Op: d.str(), Pos: d.str()}
	}
	return nil
}

// flag reads one byte that must be 0 or 1.
func (d *dec) flag() byte {
	if d.err != nil {
		return 0
	}
	if len(d.b) == 0 {
		d.err = errShort
		return 0
	}
	f := d.b[0]
	d.b = d.b[1:]
	if f > 1 {
		d.err = fmt.Errorf("flag byte %d (want 0 or 1)", f)
		return 0
	}
	return f
}

// encodeEnvReply encodes the answer to an env call. Observation, outcome
// data and result are binary values (value.go); an empty one is left out
// as JSON's omitempty left it out, so the worker sees nil.
func encodeEnvReply(seq uint32, r *envReply) ([]byte, error) {
	size := 256
	if len(r.Observation) > 0 {
		size = 8 << 10 // a voxel observation takes about 5 KiB
	}
	e := &enc{b: make([]byte, headerSize, size)}
	e.b = append(e.b, codecVersion)
	if err := e.value(omitEmpty(r.Observation)); err != nil {
		return nil, fmt.Errorf("encode observation: %w", err)
	}
	if r.Outcome != nil {
		e.b = append(e.b, 1)
		ok := byte(0)
		if r.Outcome.OK {
			ok = 1
		}
		e.b = append(e.b, ok)
		e.str(r.Outcome.Reason)
		if err := e.value(omitEmpty(r.Outcome.Data)); err != nil {
			return nil, fmt.Errorf("encode outcome: %w", err)
		}
	} else {
		e.b = append(e.b, 0)
	}
	if err := e.value(omitEmpty(r.Result)); err != nil {
		return nil, fmt.Errorf("encode result: %w", err)
	}
	e.wireError(r.Err)
	return finishFrame(e.b, msgEnvReply, seq), nil
}

func decodeEnvReply(p []byte) (*envReply, error) {
	if len(p) == 0 || p[0] != codecVersion {
		return nil, fmt.Errorf("decode env reply: unknown codec version")
	}
	d := &dec{b: p[1:], intern: true}
	interned.Lock()
	defer interned.Unlock()
	r := &envReply{}
	if m := d.object(); m != nil {
		r.Observation = m
	}
	if d.flag() == 1 {
		out := &skills.Outcome{}
		out.OK = d.flag() == 1
		out.Reason = d.str()
		out.Data = d.object()
		r.Outcome = out
	}
	if m := d.object(); m != nil {
		r.Result = m
	}
	r.Err = d.wireError()
	if err := d.done("env reply"); err != nil {
		return nil, err
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
