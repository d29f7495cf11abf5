package serve

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/skills"
)

// DefaultAddr is where the HTTP server listens unless told otherwise.
const DefaultAddr = "127.0.0.1:7878"

// CheckAddr reports whether addr may be served, with or without tokens
// (the shared token or agents'): a loopback address always may; any
// other (including an empty host, which means every interface) needs a
// token.
func CheckAddr(addr string, tokens bool) error {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return fmt.Errorf("%w: listen address %q: %v", skills.ErrBadInput, addr, err)
	}
	if isLoopback(host) || tokens {
		return nil
	}
	return fmt.Errorf("%w: listen address %q is not loopback: set a bearer token (--token or $SKILLRUN_TOKEN) to serve beyond this machine", skills.ErrBadInput, addr)
}

func isLoopback(host string) bool {
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// Handler returns the HTTP interface: the JSON API under /v1, MCP
// (streamable HTTP) at /mcp, /metrics, /healthz and the OpenAPI document,
// every route from the one route table (routes). Every path but /healthz
// and the document requires the bearer token when one is set. A path the
// table lacks answers 404, a method a path does not serve 405 with Allow,
// both as JSON errors.
func (s *Server) Handler() http.Handler {
	mux := http.NewServeMux()
	s.register(mux, s.routes())
	if s.ui != nil {
		mux.Handle("/ui/", s.uiLogin(s.auth(s.ui.Handler())))
		mux.Handle("GET /{$}", http.RedirectHandler("/ui/", http.StatusFound))
	}
	mux.Handle("/", s.auth(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		writeError(w, fmt.Errorf("%w: %s %s (see /v1/tools and /openapi.json)", ErrNoOp, r.Method, r.URL.Path))
	})))
	return s.guard(decodeBody(mux))
}

// decodeBody undoes a request body's Content-Encoding: gzip is decoded
// (the size limits apply to what it decodes to); any other coding is
// answered 415 with Accept-Encoding, rather than read as garbled JSON.
func decodeBody(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch ce := strings.ToLower(strings.TrimSpace(r.Header.Get("Content-Encoding"))); ce {
		case "", "identity":
		case "gzip", "x-gzip":
			zr, err := gzip.NewReader(r.Body)
			if err != nil && !errors.Is(err, io.EOF) { // io.EOF: no body
				writeError(w, fmt.Errorf("%w: the body is not gzip, as its Content-Encoding says: %v", skills.ErrBadInput, err))
				return
			}
			if err == nil {
				r.Body = struct {
					io.Reader
					io.Closer
				}{zr, r.Body}
			}
			r.Header.Del("Content-Encoding")
			r.Header.Del("Content-Length")
			r.ContentLength = -1
		default:
			w.Header().Set("Accept-Encoding", "gzip")
			writeJSON(w, http.StatusUnsupportedMediaType, ErrorResponse{
				Error: fmt.Sprintf("bad input: request bodies may be sent plain or with Content-Encoding gzip, not %q", ce), Kind: kindOf(skills.ErrBadInput)})
			return
		}
		h.ServeHTTP(w, r)
	})
}

// mcpHandler serves MCP over streamable HTTP. A POST's body is checked
// first (vetRPC): a message the SDK would misread or refuse in plain text
// is answered 400 with a JSON-RPC error naming the problem.
func (s *Server) mcpHandler(sessions *mcpSessions) http.Handler {
	var once sync.Once
	var h http.Handler
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		once.Do(func() {
			h = mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return s.mcp },
				&mcp.StreamableHTTPOptions{MaxRequestBodyBytes: s.opts.MaxBodyBytes})
		})
		r.Header.Del(keepAliveHeader) // the server's own (keepalive.go)
		var ka *keepAliveWriter
		if r.Method == http.MethodGet || r.Method == http.MethodPost {
			w, ka = newKeepAlive(w, s.opts.StreamKeepAlive)
			defer ka.stop()
		}
		var initID json.RawMessage
		if r.Method == http.MethodPost {
			body, ok := readRPCBody(w, r, s.opts.MaxBodyBytes, "")
			if !ok {
				return
			}
			// The SDK takes batches only from clients of versions before
			// 2025-06-18; without the header it assumes 2025-03-26.
			v := r.Header.Get("Mcp-Protocol-Version")
			if reply, ok := vetRPC(body, v == "" || batchesAllowed(v)); !ok {
				if reply == nil {
					w.WriteHeader(http.StatusAccepted) // a response no one waits for
					return
				}
				writeRPC(w, http.StatusBadRequest, reply)
				return
			}
			r.Body, r.ContentLength = io.NopCloser(bytes.NewReader(body)), int64(len(body))
			if requestMethod(body) == "initialize" {
				initID = requestID(body)
			}
			if id := requestID(body); id != nil && (v == "" || v < keepAliveArmBefore) {
				// A request answered as a stream: keep-alives may go
				// before its answer (armKeepAlive).
				defer s.keepAlives.add(r, ka)()
			}
			if bytes.TrimSpace(body)[0] != '[' {
				// The SDK refuses some requests in plain text (a method it
				// does not know, a session it does not have): MCP wants a
				// JSON-RPC answer, under the request's id.
				pw := &plainErrorWriter{ResponseWriter: w, id: requestID(body)}
				defer pw.finish()
				w = pw
				if id := requestID(body); id != nil && r.Header.Get("Mcp-Session-Id") != "" {
					defer func() {
						if r.Context().Err() != nil {
							cancelMCP(h, r, id)
						}
					}()
				}
			}
		}
		if r.Method == http.MethodHead {
			// GET is an event stream: nothing to say the head of.
			w.Header().Set("Allow", "DELETE, GET, POST")
			writeError(w, fmt.Errorf("%w: HEAD /mcp (allowed: DELETE, GET, POST)", ErrMethod))
			return
		}
		sessions.serve(w, r, initID, h)
	})
}

// cancelMCP cancels a request whose client went away before its answer:
// the server keeps no event store, so no reconnection could bring the
// answer to the client, and a call left running would hold a worker and
// its client's share until its own timeout. (MCP lets a server keep
// running what a client disconnected from so that a resumed stream can
// deliver it; this server cannot resume a stream.) It is the SDK's own
// cancellation, as if the client had sent notifications/cancelled.
func cancelMCP(h http.Handler, r *http.Request, id json.RawMessage) {
	msg, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "method": "notifications/cancelled",
		"params": map[string]any{"requestId": id, "reason": "the client's connection closed before the answer"}})
	req, err := http.NewRequestWithContext(context.WithoutCancel(r.Context()), http.MethodPost, r.URL.String(), bytes.NewReader(msg))
	if err != nil {
		return
	}
	req.Host = r.Host
	for _, k := range []string{"Mcp-Session-Id", "Mcp-Protocol-Version", "Authorization"} {
		req.Header[k] = r.Header[k]
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json, text/event-stream")
	h.ServeHTTP(discardWriter{http.Header{}}, req)
}

// discardWriter is a ResponseWriter whose answer no one reads.
type discardWriter struct{ h http.Header }

func (d discardWriter) Header() http.Header         { return d.h }
func (d discardWriter) Write(p []byte) (int, error) { return len(p), nil }
func (d discardWriter) WriteHeader(int)             {}

// plainErrorWriter turns the SDK's plain-text refusal of a message into
// a JSON-RPC error with the same status and text.
type plainErrorWriter struct {
	http.ResponseWriter
	id     json.RawMessage // the request's, nil for a notification
	status int             // the refusal's, 0 while the SDK answers normally
	text   bytes.Buffer
}

func (w *plainErrorWriter) WriteHeader(code int) {
	if code >= 400 && w.status == 0 && strings.HasPrefix(w.Header().Get("Content-Type"), "text/plain") {
		w.status = code
		return
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *plainErrorWriter) Write(p []byte) (int, error) {
	if w.status != 0 {
		if w.text.Len() < 4096 {
			w.text.Write(p)
		}
		return len(p), nil
	}
	return w.ResponseWriter.Write(p)
}

func (w *plainErrorWriter) Flush() {
	if w.status == 0 {
		_ = http.NewResponseController(w.ResponseWriter).Flush()
	}
}

func (w *plainErrorWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

func (w *plainErrorWriter) finish() {
	if w.status == 0 {
		return
	}
	code := int64(jsonrpc.CodeInvalidRequest)
	text := strings.TrimSpace(w.text.String())
	if strings.HasPrefix(text, "JSON RPC not handled") {
		code, text = jsonrpc.CodeMethodNotFound, "method not found: "+strings.TrimPrefix(text, "JSON RPC not handled: ")
	}
	w.Header().Del("X-Content-Type-Options")
	writeRPC(w.ResponseWriter, w.status, rpcError(w.id, code, text))
}

// writeRPC answers a JSON-RPC message (or a batch of them).
func writeRPC(w http.ResponseWriter, code int, msg []byte) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(code)
	_, _ = w.Write(append(msg, '\n'))
}

// guard protects a server on loopback from web pages in the user's
// browser: cross-origin requests that change state are refused (a page
// could otherwise POST to 127.0.0.1 and run skills), and without a token
// only loopback Host names are accepted (DNS rebinding).
func (s *Server) guard(h http.Handler) http.Handler {
	cop := http.NewCrossOriginProtection()
	cop.SetDenyHandler(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		writeError(w, fmt.Errorf("%w: cross-origin request", ErrRefused))
	}))
	inner := cop.Handler(h)
	if s.opts.Token != "" {
		return inner
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		host := r.Host
		if hh, _, err := net.SplitHostPort(host); err == nil {
			host = hh
		}
		host = strings.TrimSuffix(strings.TrimPrefix(host, "["), "]")
		if !isLoopback(host) {
			writeError(w, fmt.Errorf("%w: Host %q is not loopback; a server without a token answers only loopback names", ErrRefused, r.Host))
			return
		}
		inner.ServeHTTP(w, r)
	})
}

// auth requires the bearer token, when one is set.
func (s *Server) auth(h http.Handler) http.Handler {
	if !s.needsToken() {
		return h
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		got := r.Header.Get("Authorization")
		if c, err := r.Cookie(tokenCookie); err == nil && got == "" {
			// The web view's pages and images: a browser cannot send the
			// header, so /ui/?token=... sets this cookie (see ui.go).
			got = "Bearer " + c.Value
		}
		tok, bearer := strings.CutPrefix(got, "Bearer ")
		agent, ok := s.tokenAgent(tok)
		if !bearer || !ok {
			w.Header().Set("WWW-Authenticate", `Bearer realm="skillrun"`)
			writeError(w, ErrUnauthorized)
			return
		}
		r.Header.Set("Authorization", got) // the cookie's, for MCP's own check (verifyToken)
		h.ServeHTTP(w, r.WithContext(withAgent(r.Context(), agent)))
	})
}

func (s *Server) handleHealth(w http.ResponseWriter, _ *http.Request) {
	writeJSON(w, http.StatusOK, map[string]any{"status": "ok", "skills": len(s.lib.List()),
		"sessions": s.sessions.count(), "in_flight": s.inFlight(), "waiting": s.admit.waiting(), "max_concurrent": s.opts.MaxConcurrent, "max_concurrent_per_client": s.opts.MaxConcurrentPerClient})
}

func (s *Server) handleMetrics(w http.ResponseWriter, r *http.Request) {
	s.metrics.handler().ServeHTTP(w, r)
}

// ToolInfo describes one tool: a skill or an operation, as MCP lists it.
type ToolInfo struct {
	Name         string          `json:"name"`
	Kind         string          `json:"kind"` // "procedure", "detector" or "operation"
	Title        string          `json:"title,omitempty"`
	Description  string          `json:"description"`
	InputSchema  json.RawMessage `json:"input_schema"`
	OutputSchema json.RawMessage `json:"output_schema,omitempty"`
	Version      string          `json:"version,omitempty"`
}

// Tools lists every tool the server offers, skills first, by name. A
// skill named like an operation is not offered (the operation is).
func (s *Server) Tools() []ToolInfo {
	out := []ToolInfo{}
	for _, m := range s.lib.List() {
		if _, fixed := s.ops[m.Name]; fixed {
			continue
		}
		schema, err := toolSchema(m)
		if err != nil {
			continue
		}
		out = append(out, ToolInfo{Name: m.Name, Kind: string(m.Kind), Title: skillTitle(m), Description: toolDescription(m),
			InputSchema: schema, OutputSchema: skillOut(m).schema, Version: m.Version})
	}
	for _, name := range sortedKeys(s.ops) {
		o := s.ops[name]
		out = append(out, ToolInfo{Name: o.name, Kind: "operation", Title: o.title, Description: o.desc, InputSchema: o.schema, OutputSchema: o.out})
	}
	return out
}

func (s *Server) handleTools(w http.ResponseWriter, _ *http.Request) {
	writeJSON(w, http.StatusOK, map[string]any{"tools": s.Tools()})
}

func (s *Server) handleSkills(w http.ResponseWriter, _ *http.Request) {
	list, problems := s.lib.List(), s.lib.Problems()
	if list == nil {
		list = []skills.Manifest{}
	}
	if problems == nil {
		problems = []library.Problem{}
	}
	writeJSON(w, http.StatusOK, map[string]any{"skills": list, "problems": problems})
}

func (s *Server) handleSkill(w http.ResponseWriter, r *http.Request) {
	sk, err := s.lib.Get(r.PathValue("name"))
	if err != nil {
		writeError(w, err)
		return
	}
	writeJSON(w, http.StatusOK, sk.Unit.Manifest)
}

// CallResponse is the JSON API's answer to a call.
type CallResponse struct {
	Result any     `json:"result"`
	Images []Image `json:"images"` // never null: [] when none
}

func (s *Server) handleCall(w http.ResponseWriter, r *http.Request) {
	s.serveCall(w, r, r.PathValue("name"), false)
}

// serveCall answers a call of the operation or skill name with the
// request body as its arguments.
func (s *Server) serveCall(w http.ResponseWriter, r *http.Request, name string, isOp bool) {
	if !isOp {
		if err := library.CheckName(name); err != nil {
			writeError(w, err)
			return
		}
		if _, ok := s.ops[name]; ok {
			writeError(w, fmt.Errorf("%w: %q names an operation (POST /v1/ops/%s), not a skill", ErrNoOp, name, name))
			return
		}
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, s.opts.MaxBodyBytes))
	if err != nil {
		var mbe *http.MaxBytesError
		if errors.As(err, &mbe) {
			writeError(w, fmt.Errorf("%w: request body is over the limit of %d bytes", ErrTooLarge, mbe.Limit))
			return
		}
		writeError(w, fmt.Errorf("%w: read request body: %v", skills.ErrBadInput, err))
		return
	}
	if t := strings.TrimSpace(string(body)); t != "" && !strings.HasPrefix(t, "{") {
		writeError(w, fmt.Errorf("%w: the request body must be a JSON object of arguments", skills.ErrInvalidArgs))
		return
	}
	rep, err := s.call(withAdmitClient(r.Context(), httpAdmitClient(r)), name, body)
	if err != nil {
		writeError(w, err)
		return
	}
	images := rep.Images
	if images == nil {
		images = []Image{}
	}
	writeJSON(w, http.StatusOK, CallResponse{Result: rep.Value, Images: images})
}

// handleFrame serves a stored frame as PNG, optionally cropped
// (x, y, w, h) and scaled (max_width, max_height).
func (s *Server) handleFrame(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	a := frameGetArgs{frameRef: frameRef{Frame: r.PathValue("hash")}}
	ints := map[string]*int{}
	var box cropBox
	for k, p := range map[string]*int{"x": &box.X, "y": &box.Y, "w": &box.W, "h": &box.H, "max_width": &a.MaxWidth, "max_height": &a.MaxHeight} {
		ints[k] = p
	}
	crop := false
	for k, p := range ints {
		v := q.Get(k)
		if v == "" {
			continue
		}
		n, err := strconv.Atoi(v)
		if err != nil {
			writeError(w, fmt.Errorf("%w: query parameter %s=%q is not an integer", skills.ErrInvalidArgs, k, v))
			return
		}
		*p = n
		if k == "x" || k == "y" || k == "w" || k == "h" {
			crop = true
		}
	}
	if crop {
		a.Crop = &box
	}
	raw, _ := json.Marshal(struct {
		Frame     string   `json:"frame"`
		Crop      *cropBox `json:"crop,omitempty"`
		MaxWidth  int      `json:"max_width,omitempty"`
		MaxHeight int      `json:"max_height,omitempty"`
	}{a.Frame, a.Crop, a.MaxWidth, a.MaxHeight})
	rep, err := s.call(withAdmitClient(r.Context(), httpAdmitClient(r)), "frame_get", raw)
	if err != nil {
		writeError(w, err)
		return
	}
	w.Header().Set("Content-Type", "image/png")
	w.Header().Set("Cache-Control", "private, max-age=31536000, immutable")
	_, _ = w.Write(rep.Images[0].Data)
}

// status maps an error kind to an HTTP status.
func status(kind string) int {
	switch kind {
	case "busy", "unavailable", "cancelled":
		return http.StatusServiceUnavailable
	case "over_share":
		return http.StatusTooManyRequests
	case "unauthorized":
		return http.StatusUnauthorized
	case "refused":
		return http.StatusForbidden
	case "too_large":
		return http.StatusRequestEntityTooLarge
	case "bad_input", "no_env":
		return http.StatusBadRequest
	case "not_found":
		return http.StatusNotFound
	case "method_not_allowed":
		return http.StatusMethodNotAllowed
	case "timeout":
		return http.StatusGatewayTimeout
	case "crash", "forbidden":
		return http.StatusInternalServerError
	}
	return http.StatusUnprocessableEntity // the skill failed, or hit a limit
}

// ErrorResponse is the JSON API's answer when a call fails.
type ErrorResponse struct {
	Error string `json:"error"`
	Kind  string `json:"kind"`
}

func writeError(w http.ResponseWriter, err error) {
	kind := kindOf(err)
	code := status(kind)
	if kind == "busy" || kind == "over_share" {
		w.Header().Set("Retry-After", "1")
	}
	writeJSON(w, code, ErrorResponse{Error: err.Error(), Kind: kind})
}

func writeJSON(w http.ResponseWriter, code int, v any) {
	b, err := json.Marshal(v)
	if err != nil {
		code = http.StatusInternalServerError
		b, _ = json.Marshal(ErrorResponse{Error: "encode response: " + err.Error(), Kind: "internal"})
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(code)
	_, _ = w.Write(append(b, '\n'))
}

// ListenAndServe serves Handler on addr (DefaultAddr when empty) until ctx
// is cancelled, then shuts down gracefully. A non-loopback addr needs
// Options.Token or Options.Agents.
func (s *Server) ListenAndServe(ctx context.Context, addr string, ready func(net.Addr)) error {
	if addr == "" {
		addr = DefaultAddr
	}
	if err := CheckAddr(addr, s.needsToken()); err != nil {
		return err
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return fmt.Errorf("listen %s: %w", addr, err)
	}
	if ready != nil {
		ready(ln.Addr())
	}
	return s.Serve(ctx, ln)
}

// Serve serves Handler on ln until ctx is cancelled, with the connection
// limits of Options (header, body, write and idle timeouts; MaxConns).
func (s *Server) Serve(ctx context.Context, ln net.Listener) error {
	hs := s.httpServer(s.Handler())
	errc := make(chan error, 1)
	go func() { errc <- hs.Serve(s.limitListener(ln)) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
		// Requests in flight get a grace period; long-lived streams (an MCP
		// client's server-sent events) never go idle on their own, so
		// whatever is left after it is closed.
		sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		err := hs.Shutdown(sctx)
		if errors.Is(err, context.DeadlineExceeded) {
			s.log.Info("closing connections still open after the grace period")
			err = hs.Close()
		}
		<-errc
		return err
	}
}

// readRPCBody reads a JSON-RPC message's body of at most limit bytes; on
// failure it answers with a JSON-RPC error (413 over the limit, naming
// hint after it) and reports false.
func readRPCBody(w http.ResponseWriter, r *http.Request, limit int64, hint string) ([]byte, bool) {
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, limit))
	if err != nil {
		code, msg := http.StatusBadRequest, fmt.Sprintf("invalid request: read the body: %v", err)
		var mbe *http.MaxBytesError
		if errors.As(err, &mbe) {
			code, msg = http.StatusRequestEntityTooLarge, fmt.Sprintf("invalid request: the body is over the limit of %d bytes%s", mbe.Limit, hint)
		}
		writeRPC(w, code, rpcError(topLevelID(body), jsonrpc.CodeInvalidRequest, msg))
		return nil, false
	}
	return body, true
}
