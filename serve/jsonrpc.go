package serve

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// What MCP clients send is checked here before the SDK reads it. The SDK
// ends a stdio connection at the first message it cannot decode (one
// garbled line takes every tool away from the agent), and it keeps a
// numeric id as an int64 made from a float64, so an id that is not a safe
// integer (1.5, 2^53+1, 1e30) is answered under another id and the client
// waits for ever. vetRPC answers such messages itself, with a JSON-RPC
// error that names the problem and carries the message's id when it can
// be read; everything else goes on to the SDK unchanged.

// maxSafeID bounds a numeric request id: the SDK keeps ids exactly up to
// 2^53, as JavaScript clients do.
const maxSafeID = 1<<53 - 1

// vetRPC checks one payload as a client sent it: a message, or a batch
// when batchOK. ok: the SDK may read it. Otherwise reply is what to answer
// instead, nil when nothing should be (a broken response from the client:
// JSON-RPC never answers a response).
func vetRPC(data []byte, batchOK bool) (reply []byte, ok bool) {
	data = bytes.TrimSpace(data)
	if len(data) == 0 {
		return rpcError(nil, jsonrpc.CodeParseError, "parse error: empty message; send one JSON-RPC message"), false
	}
	if !json.Valid(data) {
		var v any
		err := json.Unmarshal(data, &v)
		return rpcError(topLevelID(data), jsonrpc.CodeParseError, fmt.Sprintf("parse error: %v", err)), false
	}
	if data[0] != '[' {
		p := vetMessage(data)
		if p == nil {
			return nil, true
		}
		if p.response {
			return nil, false
		}
		return rpcError(p.id, p.code, p.msg), false
	}
	var elems []json.RawMessage
	if err := json.Unmarshal(data, &elems); err != nil || len(elems) == 0 {
		return rpcError(nil, jsonrpc.CodeInvalidRequest, "invalid request: an empty batch"), false
	}
	// A batch runs whole or not at all: the SDK gives up on a batch with
	// one bad message in it, so every request in it is answered.
	probs := make([]*rpcProblem, len(elems))
	seen := map[string]bool{}
	bad := -1
	for i, e := range elems {
		probs[i] = vetMessage(e)
		if probs[i] == nil {
			if id := requestID(e); id != nil {
				if seen[idKey(id)] {
					probs[i] = &rpcProblem{id: id, code: jsonrpc.CodeInvalidRequest, msg: fmt.Sprintf("invalid request: id %s is used twice in the batch", id)}
				}
				seen[idKey(id)] = true
			}
		}
		if probs[i] != nil && bad < 0 {
			bad = i
		}
	}
	if batchOK && bad < 0 {
		return nil, true
	}
	var out []json.RawMessage
	for i, e := range elems {
		p := probs[i]
		switch {
		case p != nil && p.response:
			continue
		case p == nil:
			id := requestID(e)
			if id == nil {
				continue // a notification: never answered
			}
			p = &rpcProblem{id: id, code: jsonrpc.CodeInvalidRequest}
			if !batchOK {
				p.msg = "invalid request: batches are not part of MCP from protocol version 2025-06-18; send one message at a time"
			} else {
				p.msg = fmt.Sprintf("invalid request: not run, because message %d of the batch is invalid (%s)", bad+1, strings.TrimPrefix(probs[bad].msg, "invalid request: "))
			}
		}
		out = append(out, rpcError(p.id, p.code, p.msg))
	}
	if len(out) == 0 {
		return rpcError(nil, jsonrpc.CodeInvalidRequest, "invalid request: the batch has no valid message"), false
	}
	b, _ := json.Marshal(out)
	return b, false
}

// rpcProblem is why a message cannot go to the SDK.
type rpcProblem struct {
	id       json.RawMessage // the message's id, nil when it has none the client could match
	code     int64
	msg      string
	response bool // the message is a response: nothing is answered
}

// vetMessage checks one message (not a batch); nil: the SDK may read it.
func vetMessage(data []byte) *rpcProblem {
	m := fields(data)
	if m == nil {
		return &rpcProblem{code: jsonrpc.CodeInvalidRequest, msg: "invalid request: a JSON-RPC message must be a JSON object"}
	}
	method, hasMethod := m["method"]
	rawID, hasID := m["id"]
	p := &rpcProblem{code: jsonrpc.CodeInvalidRequest, response: !hasMethod && (m["result"] != nil || m["error"] != nil)}
	if hasID {
		switch idErr := checkID(rawID); {
		case idErr == "":
			p.id = rawID
		case rawID[0] == '-' || (rawID[0] >= '0' && rawID[0] <= '9'):
			// A number the SDK would change: answered under the very
			// number the client sent.
			p.id = rawID
			p.msg = "invalid request: " + idErr
			return p
		default:
			p.msg = "invalid request: " + idErr
			return p
		}
	}
	if v := string(m["jsonrpc"]); v != `"2.0"` {
		if v == "" {
			v = "missing"
		}
		p.msg = fmt.Sprintf(`invalid request: "jsonrpc" must be "2.0" (it is %s)`, v)
		return p
	}
	if hasMethod {
		var name string
		if err := json.Unmarshal(method, &name); err != nil {
			p.msg = "invalid request: method must be a string"
			return p
		}
	} else if !hasID {
		p.msg = "invalid request: a message needs a method (a request or a notification) or an id (a response)"
		return p
	} else if m["result"] == nil && m["error"] == nil {
		p.msg = "invalid request: a response needs a result or an error"
		return p
	}
	// Whatever else the SDK's own decoder refuses.
	if _, err := jsonrpc.DecodeMessage(data); err != nil {
		p.msg = "invalid request: " + err.Error()
		return p
	}
	return nil
}

// checkID says what is wrong with an id, or "".
func checkID(raw json.RawMessage) string {
	switch raw[0] {
	case '"':
		return ""
	case 'n':
		return "id must not be null: MCP ids are strings or integers"
	case '-', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9':
		f, err := json.Number(raw).Float64()
		if err != nil || f != math.Trunc(f) || math.Abs(f) > maxSafeID {
			return fmt.Sprintf("id %s is not an integer of at most 2^53-1 in magnitude; use a string id or a smaller integer", raw)
		}
		if strings.ContainsAny(string(raw), ".eE") {
			// 1.0 or 1e3 would be answered as 1 or 1000.
			return fmt.Sprintf("id %s is not written as an integer; write it without a fraction or exponent", raw)
		}
		return ""
	}
	return "id must be a string or an integer"
}

// requestID is the id of a valid request, or nil for a notification or a
// response.
func requestID(data []byte) json.RawMessage {
	m := fields(data)
	if m["method"] == nil || m["id"] == nil || string(m["id"]) == "null" {
		return nil
	}
	return m["id"]
}

// fields are a message's top-level fields by their exact names (as the
// SDK reads them), nil when it is not an object.
func fields(data []byte) map[string]json.RawMessage {
	var m map[string]json.RawMessage
	if json.Unmarshal(data, &m) != nil {
		return nil
	}
	return m
}

// topLevelID reads the id of a message that may be broken or cut short,
// when it comes before the damage: a string or a number at the top level.
func topLevelID(data []byte) json.RawMessage {
	dec := json.NewDecoder(bytes.NewReader(data))
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return nil
	}
	for dec.More() {
		k, err := dec.Token()
		if err != nil {
			return nil
		}
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			return nil
		}
		if k == "id" && len(v) > 0 && (v[0] == '"' || v[0] == '-' || (v[0] >= '0' && v[0] <= '9')) {
			return v
		}
	}
	return nil
}

// rpcError is a JSON-RPC error response; a nil id is null.
func rpcError(id json.RawMessage, code int64, msg string) []byte {
	if id == nil {
		id = json.RawMessage("null")
	}
	b, _ := json.Marshal(struct {
		JSONRPC string          `json:"jsonrpc"`
		ID      json.RawMessage `json:"id"`
		Error   jsonrpc.Error   `json:"error"`
	}{"2.0", id, jsonrpc.Error{Code: code, Message: msg}})
	return b
}

// batchesAllowed reports whether a client that asked for protocol version
// v may send batches: only the versions before 2025-06-18 have them, and
// the server answers a version it does not know with a newer one.
func batchesAllowed(v string) bool {
	return v < "2025-06-18" && slices.Contains(mcp.SupportedProtocolVersions(), v)
}

// ServeIO serves MCP over newline-delimited JSON-RPC: messages from r, one
// a line, answers to w, until r ends or ctx is cancelled. A line that is
// not a JSON-RPC message the server can answer (not JSON, cut short, an id
// of the wrong type or already in use by a request in flight, a batch the
// protocol version does not have, over Options.MaxBodyBytes) is answered
// with a JSON-RPC error naming the problem, and the connection goes on.
func (s *Server) ServeIO(ctx context.Context, r io.Reader, w io.Writer) error {
	out := &ioOut{w: w, inflight: map[string]bool{}}
	pr, pw := io.Pipe()
	go func() { pw.CloseWithError(s.vetLines(r, pw, out)) }()
	defer pr.Close()
	// Every line that reaches the SDK was read within the limit above.
	return s.ServeMCP(ctx, &mcp.IOTransport{Reader: pr, Writer: out, MaxLineLength: -1})
}

// vetLines copies good lines from r to pw and answers the others on out.
func (s *Server) vetLines(r io.Reader, pw io.Writer, out *ioOut) error {
	br := bufio.NewReaderSize(r, 64<<10)
	limit := int(s.opts.MaxBodyBytes)
	batchOK, initialized := true, false
	for {
		line, tail, over, err := readLine(br, limit)
		if len(bytes.TrimSpace(line)) > 0 || over {
			var reply []byte
			ok := false
			if over {
				id := topLevelID(line)
				if id == nil {
					id = tailID(tail)
				}
				reply = rpcError(id, jsonrpc.CodeInvalidRequest,
					fmt.Sprintf("invalid request: the message is over the limit of %d bytes (--max-body)", limit))
			} else if reply, ok = vetRPC(line, batchOK); ok {
				// The SDK drops a request whose id is in flight without a word.
				reply, ok = out.begin(line)
			}
			if ok {
				if !initialized && requestMethod(line) == "initialize" {
					initialized = true
					batchOK = batchesAllowed(initializeVersion(line))
				}
				if _, err := pw.Write(append(line, '\n')); err != nil {
					return err
				}
			} else if reply != nil {
				s.log.Debug("refused an MCP message", "reply", string(reply))
				if _, err := out.Write(append(reply, '\n')); err != nil {
					return err
				}
			}
		}
		if err != nil {
			if errors.Is(err, io.EOF) {
				return nil
			}
			return err
		}
	}
}

// readLine reads one line without its end (\n or \r\n). Past limit bytes
// it keeps the first limit and the last few hundred (tail), skips the
// rest and reports over.
func readLine(br *bufio.Reader, limit int) (line, tail []byte, over bool, err error) {
	for {
		chunk, err := br.ReadSlice('\n')
		if !over && len(line)+len(chunk) > limit+1 {
			line = append(line, chunk[:limit-len(line)]...)
			over = true
		} else if !over {
			line = append(line, chunk...)
		}
		if over {
			tail = append(tail, chunk...)
			if n := len(tail) - 256; n > 0 {
				tail = append(tail[:0], tail[n:]...)
			}
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		if !over {
			line = bytes.TrimSuffix(bytes.TrimSuffix(line, []byte("\n")), []byte("\r"))
		}
		return line, tail, over, err
	}
}

// tailIDRE is an id that ends a message, where clients that write the id
// last put it ({"method":...,"params":...,"jsonrpc":"2.0","id":3}): the
// brace after it closes the message, so the id is at its top level.
var tailIDRE = regexp.MustCompile(`"id"\s*:\s*(-?[0-9]{1,16}|"[^"\\]{0,128}")\s*}\s*$`)

// tailID is the id at the end of a message too long to read whole.
func tailID(tail []byte) json.RawMessage {
	if m := tailIDRE.FindSubmatch(tail); m != nil && checkID(m[1]) == "" {
		return m[1]
	}
	return nil
}

// requestMethod is a message's method, or "".
func requestMethod(data []byte) string {
	var method string
	_ = json.Unmarshal(fields(data)["method"], &method)
	return method
}

// initializeVersion is the protocol version an initialize request asks for.
func initializeVersion(data []byte) string {
	var v string
	_ = json.Unmarshal(fields(fields(data)["params"])["protocolVersion"], &v)
	return v
}

// ioOut is a connection's output, the SDK's writes and vetLines' answers
// (each Write one whole line), and the ids of the client's requests in
// flight, which the write of their response ends.
type ioOut struct {
	mu       sync.Mutex
	w        io.Writer
	inflight map[string]bool // by idKey
}

func (o *ioOut) Write(p []byte) (int, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	for _, id := range respondedIDs(p) {
		delete(o.inflight, idKey(id))
	}
	return o.w.Write(p)
}

func (o *ioOut) Close() error { return nil }

// begin records the requests of a vetted payload as in flight, or, when
// one's id already is, answers every request of it instead.
func (o *ioOut) begin(payload []byte) (reply []byte, ok bool) {
	var msgs []json.RawMessage
	if payload[0] != '[' {
		msgs = []json.RawMessage{payload}
	} else {
		_ = json.Unmarshal(payload, &msgs)
	}
	o.mu.Lock()
	defer o.mu.Unlock()
	var dup json.RawMessage
	for _, m := range msgs {
		if id := requestID(m); id != nil && o.inflight[idKey(id)] {
			dup = id
		}
	}
	if dup == nil {
		for _, m := range msgs {
			if id := requestID(m); id != nil {
				o.inflight[idKey(id)] = true
			}
		}
		return nil, true
	}
	msg := fmt.Sprintf("invalid request: id %s is in use by a request in flight; MCP ids must be unique within a session", dup)
	if payload[0] != '[' {
		return rpcError(dup, jsonrpc.CodeInvalidRequest, msg), false
	}
	var out []json.RawMessage
	for _, m := range msgs {
		if id := requestID(m); id != nil {
			out = append(out, rpcError(id, jsonrpc.CodeInvalidRequest, "invalid request: not run: "+strings.TrimPrefix(msg, "invalid request: ")))
		}
	}
	b, _ := json.Marshal(out)
	return b, false
}

// idKey is an id in one spelling ("\u0041" and "A" are one id).
func idKey(id json.RawMessage) string {
	var v any
	_ = json.Unmarshal(id, &v)
	b, _ := json.Marshal(v)
	return string(b)
}

// respondedIDs are the ids of the responses in an outgoing line: the SDK
// writes "jsonrpc", then "id", then "result" or "error" (a request of its
// own has "method" there), so the start of a line is enough.
func respondedIDs(line []byte) []json.RawMessage {
	if len(line) > 0 && line[0] == '[' {
		var msgs []json.RawMessage
		_ = json.Unmarshal(line, &msgs)
		var ids []json.RawMessage
		for _, m := range msgs {
			ids = append(ids, respondedIDs(m)...)
		}
		return ids
	}
	dec := json.NewDecoder(bytes.NewReader(line[:min(len(line), 4096)]))
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return nil
	}
	var id json.RawMessage
	for dec.More() {
		k, err := dec.Token()
		if err != nil {
			return nil
		}
		switch k {
		case "jsonrpc", "id":
			var v json.RawMessage
			if dec.Decode(&v) != nil {
				return nil
			}
			if k == "id" {
				id = v
			}
		case "result", "error":
			if id == nil {
				return nil
			}
			return []json.RawMessage{id}
		default:
			return nil
		}
	}
	return nil
}
