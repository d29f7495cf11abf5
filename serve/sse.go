package serve

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/json"
	"fmt"
	"io"
	"mime"
	"net/http"
	"sync"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// The HTTP+SSE transport of MCP 2024-11-05, for clients that speak no
// other: GET /sse opens a session, whose event stream first names the
// endpoint (POST /sse?sessionid=ID) the client sends its messages to; the
// answers arrive on the stream. The SDK's SSEServerTransport speaks the
// protocol (the endpoint event, message events, reading a POSTed message);
// this file gives each session what a streamable HTTP session at /mcp has:
//
//   - an id (the SDK's SSE sessions have none), so that each session is a
//     client of its own for the per-client share (admission.go);
//   - a place among the MCP sessions Options.MaxMCPSessions bounds, shared
//     with /mcp: a session with its stream open is in use and never closed
//     to make room, so at the bound a new stream is refused with 503;
//   - an end when its client goes: when the stream's connection closes the
//     session is closed and its calls in flight are cancelled (no one could
//     receive their answers); a client that stops reading is cut off by the
//     write timeout like any other (conn.go), which ends the session too;
//   - the body limit (--max-body), gzip bodies and the checks of vetRPC,
//     with a refusal answered as a JSON-RPC error, as /mcp answers it;
//   - keep-alive comments on a silent stream (keepalive.go).
//
// The routes sit behind the same bearer token, Host and origin guards as
// every other; Options.DisableSSE leaves them out.

// sseSessions are the open sessions of the HTTP+SSE transport.
type sseSessions struct {
	srv      *Server
	sessions *mcpSessions // shared with /mcp

	mu   sync.Mutex
	open map[string]*sseStream // by session id
}

// sseStream is one session: the SDK's transport and the end of its
// connection.
type sseStream struct {
	tr     *mcp.SSEServerTransport
	conn   mcp.Connection // the SDK's, once connected
	closed chan struct{}  // closed when the server closes the connection
	once   sync.Once

	agent string // whose token opened the session (agentOf), "" for none

	mu       sync.Mutex
	inflight map[string]bool // the ids (idKey) of the client's requests not yet answered
}

// begin records a request's id as in flight; false: it already is. (The
// SDK drops a request whose id is in flight without a word, and the
// client waits for ever.)
func (st *sseStream) begin(key string) bool {
	st.mu.Lock()
	defer st.mu.Unlock()
	if st.inflight[key] {
		return false
	}
	st.inflight[key] = true
	return true
}

// end forgets a request's id: it is answered, or was refused.
func (st *sseStream) end(key string) {
	st.mu.Lock()
	delete(st.inflight, key)
	st.mu.Unlock()
}

func (st *sseStream) markClosed() { st.once.Do(func() { close(st.closed) }) }

// sseTransport connects a session to the server under its id.
type sseTransport struct {
	st *sseStream
	id string
}

func (x sseTransport) Connect(ctx context.Context) (mcp.Connection, error) {
	c, err := x.st.tr.Connect(ctx) // sends the endpoint event
	if err != nil {
		return nil, err
	}
	x.st.conn = c
	return &sseConn{Connection: c, id: x.id, st: x.st}, nil
}

// SupportsProtocolVersion: whatever the SDK's SSE transport supports.
func (x sseTransport) SupportsProtocolVersion(v string) bool {
	return x.st.tr.SupportsProtocolVersion(v)
}

// sseConn is the SDK's connection with the session's id, which tells the
// GET that serves its stream when the server has closed it.
type sseConn struct {
	mcp.Connection
	id string
	st *sseStream
}

func (c *sseConn) SessionID() string { return c.id }

// Write ends a request's time in flight as its answer goes (before, so
// that a client may reuse the id as soon as it reads the answer).
func (c *sseConn) Write(ctx context.Context, msg jsonrpc.Message) error {
	if r, ok := msg.(*jsonrpc.Response); ok && r.ID.IsValid() {
		if b, err := json.Marshal(r.ID.Raw()); err == nil {
			c.st.end(idKey(b))
		}
	}
	return c.Connection.Write(ctx, msg)
}

func (c *sseConn) Close() error {
	err := c.Connection.Close()
	c.st.markClosed()
	return err
}

func newSSESessions(s *Server, sessions *mcpSessions) *sseSessions {
	return &sseSessions{srv: s, sessions: sessions, open: map[string]*sseStream{}}
}

// ServeHTTP serves GET (a new session's stream) and POST (a message to a
// session).
func (h *sseSessions) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	switch r.Method {
	case http.MethodGet:
		h.serveStream(w, r)
	case http.MethodPost:
		h.serveMessage(w, r)
	default:
		// HEAD: GET opens a session; there is no head to give.
		w.Header().Set("Allow", "GET, POST")
		writeError(w, fmt.Errorf("%w: %s %s (allowed: GET, POST)", ErrMethod, r.Method, r.URL.Path))
	}
}

// serveStream opens a session and serves its event stream until the
// client goes or the server closes the session.
func (h *sseSessions) serveStream(w http.ResponseWriter, r *http.Request) {
	release, err := h.sessions.openStream()
	if err != nil {
		writeError(w, err)
		return
	}
	defer release()
	added, err := h.sessions.reserve()
	if err != nil {
		writeError(w, fmt.Errorf("%w (GET /sse opens one)", err))
		return
	}
	w, ka := newKeepAlive(w, h.srv.opts.StreamKeepAlive)
	defer ka.stop()
	id := rand.Text()
	st := &sseStream{closed: make(chan struct{}), inflight: map[string]bool{}, agent: agentOf(r.Context()), tr: &mcp.SSEServerTransport{
		Endpoint: r.URL.Path + "?sessionid=" + id, Response: w, MaxRequestBodyBytes: h.srv.opts.MaxBodyBytes}}
	h.mu.Lock()
	h.open[id] = st
	h.mu.Unlock()
	h.srv.sseAgents.Store(id, st.agent)
	defer func() {
		h.mu.Lock()
		delete(h.open, id)
		h.mu.Unlock()
		h.srv.sseAgents.Delete(id)
	}()
	w.Header().Set("Content-Type", "text/event-stream")
	w.Header().Set("Cache-Control", "no-cache")
	w.Header().Set("X-Accel-Buffering", "no") // a proxy in front must not hold events back
	ss, err := h.srv.mcp.Connect(context.WithoutCancel(r.Context()), sseTransport{st: st, id: id}, nil)
	if err != nil { // the endpoint event could not be written: the client has gone
		added("")
		h.srv.log.Debug("MCP SSE session not connected", "err", err)
		return
	}
	added(id)
	done := h.sessions.use(id) // in use while its stream is open
	select {
	case <-r.Context().Done(): // the client went
	case <-st.closed: // the server closed the session (or a write to the stream failed)
	}
	// The SDK's connection first: its reader ends, which cancels the
	// session's calls in flight (their answers have nowhere to go), and
	// nothing is written to the stream after this handler returns.
	_ = st.conn.Close()
	_ = ss.Close()
	done()
	h.sessions.forget(id)
}

// serveMessage hands a POSTed message to its session.
func (h *sseSessions) serveMessage(w http.ResponseWriter, r *http.Request) {
	body, ok := readRPCBody(w, r, h.srv.opts.MaxBodyBytes, " (--max-body)")
	if !ok {
		return
	}
	id := r.URL.Query().Get("sessionid")
	if id == "" {
		writeRPC(w, http.StatusBadRequest, rpcError(topLevelID(body), jsonrpc.CodeInvalidRequest,
			"invalid request: no session: POST to the endpoint the event stream of GET /sse named (/sse?sessionid=ID)"))
		return
	}
	h.mu.Lock()
	st := h.open[id]
	h.mu.Unlock()
	if st != nil && st.agent != agentOf(r.Context()) {
		st = nil // another agent's session: as if there were none
	}
	if st == nil {
		writeRPC(w, http.StatusNotFound, rpcError(topLevelID(body), jsonrpc.CodeInvalidRequest,
			"session not found: it has ended (its event stream closed) or never was; open a new one with GET /sse"))
		return
	}
	if mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type")); err != nil || mt != "application/json" {
		writeRPC(w, http.StatusUnsupportedMediaType, rpcError(topLevelID(body), jsonrpc.CodeInvalidRequest,
			"invalid request: Content-Type must be application/json"))
		return
	}
	// The SDK's SSE transport reads one message per POST: no batches.
	if reply, ok := vetRPC(body, false); !ok {
		if reply == nil {
			w.WriteHeader(http.StatusAccepted) // a response no one waits for
			return
		}
		writeRPC(w, http.StatusBadRequest, reply)
		return
	}
	reqID := requestID(body)
	if reqID != nil {
		if !st.begin(idKey(reqID)) {
			writeRPC(w, http.StatusBadRequest, rpcError(reqID, jsonrpc.CodeInvalidRequest,
				fmt.Sprintf("invalid request: id %s is in use by a request in flight; MCP ids must be unique within a session", reqID)))
			return
		}
	}
	r.Body, r.ContentLength = io.NopCloser(bytes.NewReader(body)), int64(len(body))
	defer h.sessions.use(id)()
	// The SDK refuses some messages in plain text (a method it does not
	// know): answered as JSON-RPC, under the request's id.
	pw := &plainErrorWriter{ResponseWriter: w, id: reqID}
	defer pw.finish()
	st.tr.ServeHTTP(pw, r)
	if reqID != nil && pw.status != 0 { // refused: never answered on the stream
		st.end(idKey(reqID))
	}
}
