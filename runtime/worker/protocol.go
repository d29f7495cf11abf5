package worker

import (
	"bufio"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"image"
	"io"
	"time"

	"github.com/skillrun/skillrun/detectors"
	"github.com/skillrun/skillrun/runtime/check"
	"github.com/skillrun/skillrun/runtime/sandbox"
	"github.com/skillrun/skillrun/skills"
)

// The wire protocol between host and worker. Every message is one frame:
//
//	uint32 payload length (big endian)
//	uint8  message type
//	uint32 sequence number (matches an env call to its reply)
//	payload (JSON)
//
// A reader refuses frames longer than its limit before allocating them.
// Host to worker: msgInit once, msgPrepare while idle, then msgCall and
// msgEnvReply. Worker to
// host: msgHello once (a native worker sends msgJailed before it), then
// msgEnv, msgLog and msgResult.
const (
	msgInit     byte = 1  // host→worker: setup (initMsg)
	msgHello    byte = 2  // worker→host: setup done (helloMsg)
	msgCall     byte = 3  // host→worker: run a skill (callMsg)
	msgResult   byte = 4  // worker→host: the call's result (resultMsg)
	msgEnv      byte = 5  // worker→host: an env call (envMsg)
	msgEnvReply byte = 6  // host→worker: its answer (envReply)
	msgLog      byte = 7  // worker→host: one env.Log line (logMsg), no reply
	msgEcho     byte = 8  // either way: echo the payload (benchmarks, liveness)
	msgPrepare  byte = 9  // host→worker: compile a version ahead of its calls (unitMsg); the worker answers with a msgPrepare frame holding a wireError or nothing
	msgJailed   byte = 10 // worker→host, before msgHello, from a native worker only: jailed; its skill's package initialisation runs now (EnterJail)
)

const headerSize = 9

// errFrameTooLarge is returned by readFrame for a frame over the limit.
var errFrameTooLarge = errors.New("frame too large")

// frame is one decoded message.
type frame struct {
	typ     byte
	seq     uint32
	payload []byte
}

// frameReader reads frames from a stream.
type frameReader struct {
	r   *bufio.Reader
	max int
	hdr [headerSize]byte
}

func newFrameReader(r io.Reader, max int) *frameReader {
	return &frameReader{r: bufio.NewReaderSize(r, 64<<10), max: max}
}

// read reads the next frame. io.EOF means the stream ended cleanly between
// frames; a frame cut short is io.ErrUnexpectedEOF.
func (fr *frameReader) read() (frame, error) {
	if _, err := io.ReadFull(fr.r, fr.hdr[:]); err != nil {
		return frame{}, err
	}
	n := binary.BigEndian.Uint32(fr.hdr[0:4])
	f := frame{typ: fr.hdr[4], seq: binary.BigEndian.Uint32(fr.hdr[5:9])}
	if f.typ < msgInit || f.typ > msgJailed {
		return frame{}, fmt.Errorf("frame: unknown message type %d", f.typ)
	}
	if int64(n) > int64(fr.max) {
		return frame{typ: f.typ, seq: f.seq}, fmt.Errorf("%w: %d bytes (limit %d) in message type %d", errFrameTooLarge, n, fr.max, f.typ)
	}
	f.payload = make([]byte, n)
	if _, err := io.ReadFull(fr.r, f.payload); err != nil {
		if err == io.EOF {
			err = io.ErrUnexpectedEOF
		}
		return frame{}, err
	}
	return f, nil
}

// appendFrame appends one encoded frame to buf.
func appendFrame(buf []byte, typ byte, seq uint32, payload []byte) []byte {
	var hdr [headerSize]byte
	binary.BigEndian.PutUint32(hdr[0:4], uint32(len(payload)))
	hdr[4] = typ
	binary.BigEndian.PutUint32(hdr[5:9], seq)
	buf = append(buf, hdr[:]...)
	return append(buf, payload...)
}

// encodeFrame encodes v as JSON into one frame.
func encodeFrame(typ byte, seq uint32, v any) ([]byte, error) {
	p, err := json.Marshal(v)
	if err != nil {
		return nil, fmt.Errorf("encode message type %d: %w", typ, err)
	}
	// What the other side could not decode is refused here, where the
	// sender can be told: the host killed a worker whose action or log
	// line nested too deep, as a crash of the skill.
	if d := sandbox.JSONDepth(p); d > sandbox.MaxJSONDepth {
		return nil, fmt.Errorf("the message would nest %d levels deep; the host's JSON decoder reads at most %d", d, sandbox.MaxJSONDepth)
	}
	return appendFrame(make([]byte, 0, headerSize+len(p)), typ, seq, p), nil
}

// decode decodes a frame's JSON payload into v.
func (f frame) decode(v any) error {
	if err := json.Unmarshal(f.payload, v); err != nil {
		return fmt.Errorf("decode message type %d: %w", f.typ, err)
	}
	return nil
}

// initMsg configures a worker before it runs anything.
type initMsg struct {
	Scratch      string `json:"scratch"`       // scratch directory (mount point)
	ScratchBytes int64  `json:"scratch_bytes"` // tmpfs size
	Namespaces   bool   `json:"namespaces"`    // the worker is pid 1 of new namespaces: mount /proc and tmpfs
	Landlock     bool   `json:"landlock"`
	Seccomp      bool   `json:"seccomp"`
	MaxStack     int64  `json:"max_stack"` // debug.SetMaxStack
	FrameFD      int    `json:"frame_fd"`  // the shared frame memfd, -1 if none
	// Memory is the pool's memory limit (its cgroup's at the start): a
	// native worker's package initialisation runs under it, as calls run
	// under theirs (the runtime's soft limit).
	Memory int64 `json:"memory,omitempty"`
}

// helloMsg reports what the worker applied to itself.
type helloMsg struct {
	Applied []string          `json:"applied"`
	Missing map[string]string `json:"missing,omitempty"` // mechanism → why
	Pid     int               `json:"pid"`               // pid inside the worker's namespace
	// Init is why a native worker's skill package initialisation, which
	// ended, is refused (goroutines left running); the host stops it.
	Init *wireError `json:"init,omitempty"`
}

// unitMsg is the skill a call runs. The checked unit (manifest and
// normalised code) is sent only the first time a worker sees a version;
// afterwards the worker uses its compiled copy.
type unitMsg struct {
	Name    string      `json:"name"`
	Kind    skills.Kind `json:"kind"`
	Version string      `json:"version"`
	Unit    *check.Unit `json:"unit,omitempty"`
}

// frameRef locates a detector frame in the shared memfd.
type frameRef struct {
	Offset int64            `json:"offset"`
	Len    int64            `json:"len"`
	Stride int              `json:"stride"`
	Rect   image.Rectangle  `json:"rect"`
	Source detectors.Source `json:"source"`
}

// callMsg asks the worker to run one skill.
type callMsg struct {
	Unit   unitMsg         `json:"unit"`
	Args   json.RawMessage `json:"args,omitempty"`
	Limits skills.Limits   `json:"limits"`
	Frame  *frameRef       `json:"frame,omitempty"`
	HasEnv bool            `json:"has_env"`
	// Prepare asks the worker to compile the unit (running its package
	// initialisation) and not run it: Executor.Prepare.
	Prepare bool `json:"prepare,omitempty"`
	// Drop names versions ("name@version") the worker should forget
	// before the call: Executor.Forget, delivered with the next call.
	Drop []string `json:"drop,omitempty"`
}

// resultMsg is a call's outcome.
type resultMsg struct {
	Result     skills.Result         `json:"result,omitempty"`
	Detections []detectors.Detection `json:"detections,omitempty"`
	Output     []byte                `json:"output,omitempty"`
	Err        *wireError            `json:"err,omitempty"`
	Goroutines int                   `json:"goroutines"` // left running after the call
	HeapBytes  uint64                `json:"heap_bytes"`
	Nanos      int64                 `json:"nanos"`     // time the worker spent on the call
	CPUNanos   int64                 `json:"cpu_nanos"` // CPU time the worker has used in all
	// CompileNanos is the CPU time the worker spent compiling the version
	// for this call (0: it held it).
	CompileNanos int64 `json:"compile_nanos"`

	sized bool          // the runner already enforced the output and result limits
	cpu   time.Duration // CPU time of this call (set by the host from CPUNanos)
	// compile is the CPU time the worker spent compiling the version for
	// this call (from CompileNanos), in cpu.
	compile time.Duration
}

// envMsg is one env call from the skill.
type envMsg struct {
	Op     string          `json:"op"` // "observe", "act", "call"
	Action *skills.Action  `json:"action,omitempty"`
	Skill  string          `json:"skill,omitempty"`
	Args   json.RawMessage `json:"args,omitempty"`
}

// envReply answers an envMsg.
type envReply struct {
	Observation skills.Observation `json:"observation,omitempty"`
	Outcome     *skills.Outcome    `json:"outcome,omitempty"`
	Result      skills.Result      `json:"result,omitempty"`
	Err         *wireError         `json:"err,omitempty"`
}

// logMsg is one env.Log line.
type logMsg struct {
	Msg string         `json:"msg"`
	KV  map[string]any `json:"kv,omitempty"`
}
