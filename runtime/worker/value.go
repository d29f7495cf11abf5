package worker

import (
	"encoding/binary"
	"encoding/json"
	"fmt"
	"math"
	"sync"
	"unicode/utf8"

	"github.com/skillrun/skillrun/skills"
)

// Observations, outcome data and nested call results cross to the worker
// as tagged binary values rather than JSON: an observation is a map of a
// few hundred entries, and JSON sorts every map's keys through reflection
// on the way out and scans every byte on the way in. The worker gets the
// same values JSON would give it (numbers as float64, lists as []any,
// objects as map[string]any). What the binary form does not cover (other
// types, invalid UTF-8, NaN, a cycle) crosses as JSON inside it, so it
// decodes — or fails to encode — exactly as it did.

// Value tags.
const (
	tagNull   byte = iota // JSON null
	tagFalse              // false
	tagTrue               // true
	tagNumber             // float64, 8 bytes little endian
	tagString             // uvarint length, UTF-8 bytes
	tagArray              // uvarint count, the elements
	tagObject             // uvarint count, then key (uvarint length, bytes) and value each
	tagJSON               // uvarint length, a JSON value
)

// maxValueDepth is how deep the binary form nests before the rest goes
// as JSON (whose encoder reports cycles).
const maxValueDepth = 64

// value appends v in the binary form.
func (e *enc) value(v any) error { return e.valueAt(v, 0) }

func (e *enc) valueAt(v any, depth int) error {
	if depth > maxValueDepth {
		return e.jsonValue(v)
	}
	switch v := v.(type) {
	case nil:
		e.b = append(e.b, tagNull)
	case bool:
		if v {
			e.b = append(e.b, tagTrue)
		} else {
			e.b = append(e.b, tagFalse)
		}
	case float64:
		return e.number(v)
	case int:
		return e.number(float64(v))
	case int64:
		return e.number(float64(v))
	case string:
		if !utf8.ValidString(v) {
			return e.jsonValue(v)
		}
		e.b = append(e.b, tagString)
		e.str(v)
	case []any:
		return array(e, v, func(x any) error { return e.valueAt(x, depth+1) })
	case []float64:
		return array(e, v, e.number)
	case map[string]any:
		return e.object(v, depth)
	case skills.Observation:
		return e.object(v, depth)
	case skills.Result:
		return e.object(v, depth)
	default:
		return e.jsonValue(v)
	}
	return nil
}

// array appends a list (nil is null, as in JSON), each element by elem.
func array[T any](e *enc, v []T, elem func(T) error) error {
	if v == nil {
		e.b = append(e.b, tagNull)
		return nil
	}
	e.b = append(e.b, tagArray)
	e.uint(uint64(len(v)))
	for _, x := range v {
		if err := elem(x); err != nil {
			return err
		}
	}
	return nil
}

func (e *enc) number(f float64) error {
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return e.jsonValue(f) // JSON's own error
	}
	e.b = append(e.b, tagNumber)
	e.b = binary.LittleEndian.AppendUint64(e.b, math.Float64bits(f))
	return nil
}

func (e *enc) object(m map[string]any, depth int) error {
	if m == nil {
		e.b = append(e.b, tagNull)
		return nil
	}
	start := len(e.b)
	e.b = append(e.b, tagObject)
	e.uint(uint64(len(m)))
	for k, x := range m {
		if !utf8.ValidString(k) {
			// JSON rewrites the key: the whole object goes as JSON.
			e.b = e.b[:start]
			return e.jsonValue(m)
		}
		e.str(k)
		if err := e.valueAt(x, depth+1); err != nil {
			return err
		}
	}
	return nil
}

func (e *enc) jsonValue(v any) error {
	p, err := json.Marshal(v)
	if err != nil {
		return err
	}
	e.b = append(e.b, tagJSON)
	e.bytes(p)
	return nil
}

// value reads one value in the binary form. Counts are checked against
// the bytes left (every element takes at least one), so a bad count
// cannot allocate past the frame.
func (d *dec) value() any { return d.valueAt(0) }

func (d *dec) valueAt(depth int) any {
	if d.err != nil {
		return nil
	}
	if len(d.b) == 0 {
		d.err = errShort
		return nil
	}
	tag := d.b[0]
	d.b = d.b[1:]
	if depth > maxValueDepth && (tag == tagArray || tag == tagObject) {
		// The encoder sends what lies deeper as JSON.
		d.err = fmt.Errorf("values nested deeper than %d", maxValueDepth)
		return nil
	}
	switch tag {
	case tagNull:
		return nil
	case tagFalse:
		return false
	case tagTrue:
		return true
	case tagNumber:
		if len(d.b) < 8 {
			d.err = errShort
			return nil
		}
		f := math.Float64frombits(binary.LittleEndian.Uint64(d.b))
		d.b = d.b[8:]
		return f
	case tagString:
		return d.internStr()
	case tagArray:
		n := d.count()
		a := make([]any, n)
		for i := range a {
			a[i] = d.valueAt(depth + 1)
		}
		if d.err != nil {
			return nil
		}
		return a
	case tagObject:
		n := d.count()
		m := make(map[string]any, n)
		for range n {
			k, _ := d.internStr().(string)
			m[k] = d.valueAt(depth + 1)
		}
		if d.err != nil {
			return nil
		}
		return m
	case tagJSON:
		var v any
		d.json(&v)
		return v
	}
	d.err = fmt.Errorf("unknown value tag %d", tag)
	return nil
}

// The worker keeps the short strings it decodes (keys, block names) as
// interface values, so an observation much like the last one decodes
// with few allocations. At most maxInterned strings of at most
// maxInternLen bytes are kept; the rest are allocated as usual.
const (
	maxInterned  = 1 << 14
	maxInternLen = 32
)

var interned = struct {
	sync.Mutex
	m map[string]any
}{m: map[string]any{}}

// internStr reads a string, as an interface value: the kept one when
// there is one. d.intern is set while the caller holds interned's lock.
func (d *dec) internStr() any {
	p := d.bytes()
	if d.err != nil {
		return ""
	}
	if !d.intern || len(p) > maxInternLen {
		return string(p)
	}
	if v, ok := interned.m[string(p)]; ok {
		return v
	}
	var v any = string(p)
	if len(interned.m) < maxInterned {
		interned.m[v.(string)] = v
	}
	return v
}

// count reads an element count no larger than the bytes left.
func (d *dec) count() int {
	n := d.uint()
	if d.err == nil && n > uint64(len(d.b)) {
		d.err = fmt.Errorf("%d elements in %d bytes", n, len(d.b))
	}
	if d.err != nil {
		return 0
	}
	return int(n)
}

// object reads a value that must be an object, or absent (null): an
// observation, outcome data, a call's result.
func (d *dec) object() map[string]any {
	v := d.value()
	if d.err != nil || v == nil {
		return nil
	}
	m, ok := v.(map[string]any)
	if !ok {
		d.err = fmt.Errorf("want an object, got %T", v)
		return nil
	}
	return m
}

// omitEmpty is the value an optional map field encodes: JSON's omitempty
// left an empty map out, so the worker saw nil.
func omitEmpty[M ~map[string]any](m M) any {
	if len(m) == 0 {
		return nil
	}
	return map[string]any(m)
}
