package worker

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	"io"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/skillrun/skillrun/detectors"
	"github.com/skillrun/skillrun/skills"
)

func TestFrameRoundTrip(t *testing.T) {
	cases := []struct {
		typ     byte
		seq     uint32
		payload string
	}{
		{msgCall, 1, `{"unit":{"name":"x"}}`},
		{msgEcho, 0, ""},
		{msgLog, 1<<32 - 1, strings.Repeat("z", 70000)}, // larger than the reader's buffer
		{msgResult, 7, `{}`},
	}
	var stream []byte
	for _, c := range cases {
		stream = appendFrame(stream, c.typ, c.seq, []byte(c.payload))
	}
	fr := newFrameReader(bytes.NewReader(stream), 1<<20)
	for _, c := range cases {
		f, err := fr.read()
		if err != nil {
			t.Fatalf("read() error %v; want frame type %d", err, c.typ)
		}
		if f.typ != c.typ || f.seq != c.seq || string(f.payload) != c.payload {
			t.Errorf("read() = type %d seq %d %d bytes; want type %d seq %d %d bytes", f.typ, f.seq, len(f.payload), c.typ, c.seq, len(c.payload))
		}
	}
	if _, err := fr.read(); err != io.EOF {
		t.Errorf("read() at end = %v; want io.EOF", err)
	}
}

func TestFrameReaderRejects(t *testing.T) {
	good := appendFrame(nil, msgCall, 1, []byte("hello"))
	cases := []struct {
		name   string
		stream []byte
		max    int
		want   string
	}{
		{"too large", good, 4, "frame too large"},
		{"unknown type", appendFrame(nil, 99, 1, nil), 100, "unknown message type 99"},
		{"zero type", appendFrame(nil, 0, 1, nil), 100, "unknown message type 0"},
		{"cut payload", good[:len(good)-2], 100, io.ErrUnexpectedEOF.Error()},
		{"cut header", good[:5], 100, io.ErrUnexpectedEOF.Error()},
		{"huge length", []byte{0xff, 0xff, 0xff, 0xff, msgLog, 0, 0, 0, 1}, 1 << 20, "frame too large"},
	}
	for _, c := range cases {
		_, err := newFrameReader(bytes.NewReader(c.stream), c.max).read()
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: read() = %v; want an error containing %q", c.name, err, c.want)
		}
	}
}

// FuzzReadFrame feeds arbitrary bytes to the frame reader and the message
// decoders: they must return errors, never panic or allocate past the limit.
func FuzzReadFrame(f *testing.F) {
	f.Add(appendFrame(nil, msgCall, 1, []byte(`{"unit":{"name":"a","kind":"procedure","version":"v"},"args":{}}`)))
	f.Add(appendFrame(nil, msgResult, 2, []byte(`{"result":{"x":1},"err":{"kind":"timeout","msg":"t"}}`)))
	f.Add(appendFrame(nil, msgEnv, 3, []byte(`{"op":"act","action":{"name":"dig"}}`)))
	f.Add(appendFrame(nil, msgEnvReply, 3, []byte(`{"outcome":{"ok":true}}`)))
	f.Add(appendFrame(nil, msgLog, 0, []byte(`{"msg":"m","kv":{"k":1}}`)))
	f.Add([]byte{0, 0, 0, 1, msgInit, 0, 0, 0, 0})
	if b, err := encodeCall(4, &callMsg{Unit: unitMsg{Name: "a", Kind: "procedure", Version: "v"}, Args: []byte(`{"n":1}`), HasEnv: true}); err == nil {
		f.Add(b)
	}
	if b, err := encodeEnvReply(3, &envReply{Observation: skills.Observation{"pos": []float64{1, 2, 3}}, Outcome: &skills.Outcome{OK: true}}); err == nil {
		f.Add(b)
	}
	if b, err := encodeResult(4, &resultMsg{Result: skills.Result{"x": 1.0}, Err: &wireError{Kind: "crash", Msg: "m"}, Goroutines: 2}); err == nil {
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		fr := newFrameReader(bytes.NewReader(data), 1<<16)
		for i := 0; i < 8; i++ {
			fm, err := fr.read()
			if err != nil {
				return
			}
			if len(fm.payload) > 1<<16 {
				t.Fatalf("frame of %d bytes passed a 64 KiB limit", len(fm.payload))
			}
			var (
				e  envMsg
				er envReply
				l  logMsg
				in initMsg
			)
			for _, v := range []any{&e, &er, &l, &in} {
				_ = fm.decode(v)
			}
			if c, err := decodeCall(fm.payload); err == nil {
				// What decodes must encode again to the same call.
				b, err := encodeCall(fm.seq, c)
				if err != nil {
					t.Fatalf("encodeCall(decodeCall(%q)): %v", fm.payload, err)
				}
				if _, err := decodeCall(b[headerSize:]); err != nil {
					t.Fatalf("re-encoded call does not decode: %v", err)
				}
			}
			if r, err := decodeResult(fm.payload); err == nil {
				_ = r.Err.err()
			}
			if r, err := decodeEnvReply(fm.payload); err == nil {
				_ = r.Err.err()
			}
			_ = serveEnv(&recEnv{}, &e)
		}
	})
}

func TestWireErrorKeepsSentinel(t *testing.T) {
	sentinels := []error{
		skills.ErrTimeout, skills.ErrMemory, skills.ErrCPU, skills.ErrOutput, skills.ErrResultSize,
		skills.ErrDepth, skills.ErrCycle, skills.ErrCrash, skills.ErrForbidden, skills.ErrCancelled,
		skills.ErrNoEnv, skills.ErrNotFound, skills.ErrInvalidArgs, skills.ErrVet, skills.ErrBadInput,
	}
	for _, s := range sentinels {
		in := &skills.Error{Skill: "dig", Op: "run", Pos: "dig.go:3:4", Err: fmt.Errorf("%w: detail", s)}
		out := toWire(in).err()
		if !errors.Is(out, s) {
			t.Errorf("toWire(%v).err() = %v; want it to wrap %v", in, out, s)
		}
		if out.Error() != in.Error() {
			t.Errorf("toWire(%v).err().Error() = %q; want %q", in, out.Error(), in.Error())
		}
		var se *skills.Error
		if !errors.As(out, &se) || se.Skill != "dig" || se.Pos != "dig.go:3:4" {
			t.Errorf("toWire(%v).err() lost the skill diagnostics: %#v", in, out)
		}
	}
	plain := errors.New("the skill's own failure")
	out := toWire(plain).err()
	for _, s := range sentinels {
		if errors.Is(out, s) {
			t.Errorf("toWire(%v).err() wraps %v; want no sentinel", plain, s)
		}
	}
	if toWire(nil) != nil || (*wireError)(nil).err() != nil {
		t.Errorf("nil errors must stay nil on the wire")
	}
}

func TestCallAndResultCodec(t *testing.T) {
	calls := []*callMsg{
		{Unit: unitMsg{Name: "dig", Kind: skills.Procedure, Version: "abc"}, Args: []byte(`{"n":3}`)},
		{Unit: unitMsg{Name: "blaze", Kind: skills.Detector, Version: "v2"}, HasEnv: true,
			Limits: skills.Limits{Timeout: time.Second, CPU: 2 * time.Second, MemoryBytes: 64 << 20, OutputBytes: 1, ResultBytes: 2, MaxDepth: 3},
			Frame:  &frameRef{Offset: 0, Len: 48, Stride: 16, Rect: image.Rect(1, 2, 5, 5)}},
		{},
	}
	for _, c := range calls {
		b, err := encodeCall(9, c)
		if err != nil {
			t.Fatal(err)
		}
		f, err := newFrameReader(bytes.NewReader(b), 1<<20).read()
		if err != nil || f.typ != msgCall || f.seq != 9 {
			t.Fatalf("frame of encodeCall: %v %+v", err, f)
		}
		got, err := decodeCall(f.payload)
		if err != nil {
			t.Fatalf("decodeCall(encodeCall(%+v)): %v", c, err)
		}
		if !reflect.DeepEqual(got, c) {
			t.Errorf("decodeCall(encodeCall(%+v)) = %+v", c, got)
		}
	}
	results := []*resultMsg{
		{Result: skills.Result{"n": int64(42), "s": "x"}, Output: []byte("hi\n"), Goroutines: 1, HeapBytes: 1 << 20, Nanos: 5, CPUNanos: 7},
		// Integers cross exact, past 2^53 too; other numbers as float64.
		{Result: skills.Result{"i": int64(9007199254740993), "u": uint64(18446744073709551615), "f": 0.5,
			"l": []any{int64(-9007199254740993)}, "m": map[string]any{"k": uint64(18446744073709551614)}}},
		{Err: &wireError{Kind: "timeout", Msg: "slow", Skill: "dig", Op: "run", Pos: "dig.go:1:2"}, Goroutines: -1},
		{Err: &wireError{Kind: "timeout", Declared: "skill", Msg: "the skill's own timeout"}},
		{Detections: []detectors.Detection{{Label: "blaze", Box: image.Rect(0, 0, 3, 4), Score: 0.5}}},
		{},
	}
	for _, r := range results {
		b, err := encodeResult(3, r)
		if err != nil {
			t.Fatal(err)
		}
		got, err := decodeResult(b[headerSize:])
		if err != nil {
			t.Fatalf("decodeResult(encodeResult(%+v)): %v", r, err)
		}
		if !reflect.DeepEqual(got, r) {
			t.Errorf("decodeResult(encodeResult(%+v)) = %+v", r, got)
		}
	}
	for _, bad := range [][]byte{nil, {2}, {codecVersion}, {codecVersion, 200}} {
		if _, err := decodeCall(bad); err == nil {
			t.Errorf("decodeCall(%v) = nil error", bad)
		}
		if _, err := decodeResult(bad); err == nil {
			t.Errorf("decodeResult(%v) = nil error", bad)
		}
	}
	if _, err := encodeResult(1, &resultMsg{Result: skills.Result{"f": func() {}}}); err == nil {
		t.Errorf("encodeResult of a func value: nil error")
	}
}
