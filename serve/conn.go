package serve

import (
	"bufio"
	"errors"
	"io"
	"net"
	"net/http"
	"time"

	"golang.org/x/net/netutil"
)

// The connection limits' defaults (Options.ReadHeaderTimeout, BodyTimeout,
// WriteTimeout, IdleTimeout, MaxConns).
const (
	DefaultReadHeaderTimeout = 10 * time.Second
	DefaultBodyTimeout       = 60 * time.Second
	DefaultWriteTimeout      = 60 * time.Second
	DefaultIdleTimeout       = 2 * time.Minute
	DefaultMaxConns          = 256
)

// httpServer is the http.Server that Serve runs: headers must arrive within
// ReadHeaderTimeout, idle keep-alive connections close after IdleTimeout,
// and every handler runs behind timeouts that bound a request body's
// arrival and each write of the answer.
//
// The server-wide ReadTimeout and WriteTimeout of net/http are left unset on
// purpose: a read deadline that expires while a handler runs cancels the
// request's context (net/http's background read), which would kill a
// long skill call or an MCP event stream; a whole-response write deadline
// would cut a stream too. Instead a body must arrive within BodyTimeout of
// its request's start (then the deadline is lifted), and each write must
// complete within WriteTimeout of its start, so a client that stops reading
// loses its connection while a quiet stream stays open.
func (s *Server) httpServer(h http.Handler) *http.Server {
	o := s.opts
	return &http.Server{
		Handler:           connDeadlines(h, o.BodyTimeout, o.WriteTimeout),
		ReadHeaderTimeout: o.ReadHeaderTimeout,
		IdleTimeout:       o.IdleTimeout,
		MaxHeaderBytes:    64 << 10,
		ErrorLog:          s.log.StandardLogger(nil),
	}
}

// limitListener bounds the connections open at once: past the bound, new
// connections wait in the listen queue until one closes (the timeouts above
// make sure one does).
func (s *Server) limitListener(ln net.Listener) net.Listener {
	return netutil.LimitListener(ln, s.opts.MaxConns)
}

// connDeadlines applies the body and write timeouts to each request.
func connDeadlines(h http.Handler, body, write time.Duration) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rc := http.NewResponseController(w)
		if r.Body != nil && r.Body != http.NoBody && body > 0 {
			if rc.SetReadDeadline(time.Now().Add(body)) == nil {
				r.Body = &deadlineBody{ReadCloser: r.Body, rc: rc}
			}
		}
		if write > 0 {
			w = &deadlineWriter{ResponseWriter: w, rc: rc, d: write}
		}
		h.ServeHTTP(w, r)
	})
}

// deadlineBody lifts the read deadline once the body has been read to its
// end, so the connection's background read (which watches for the client
// going away) does not time out while the handler works.
type deadlineBody struct {
	io.ReadCloser
	rc   *http.ResponseController
	done bool
}

func (b *deadlineBody) Read(p []byte) (int, error) {
	n, err := b.ReadCloser.Read(p)
	if err != nil && !b.done {
		b.done = true
		if errors.Is(err, io.EOF) {
			_ = b.rc.SetReadDeadline(time.Time{})
		}
	}
	return n, err
}

// deadlineWriter gives each write (and flush) of the answer WriteTimeout to
// complete.
type deadlineWriter struct {
	http.ResponseWriter
	rc *http.ResponseController
	d  time.Duration
}

func (w *deadlineWriter) arm() { _ = w.rc.SetWriteDeadline(time.Now().Add(w.d)) }

func (w *deadlineWriter) Write(p []byte) (int, error) {
	w.arm()
	return w.ResponseWriter.Write(p)
}

func (w *deadlineWriter) WriteHeader(code int) {
	w.arm()
	w.ResponseWriter.WriteHeader(code)
}

// Flush implements http.Flusher (event streams flush after each event).
func (w *deadlineWriter) Flush() {
	w.arm()
	_ = w.rc.Flush()
}

// Hijack implements http.Hijacker where the connection allows it.
func (w *deadlineWriter) Hijack() (net.Conn, *bufio.ReadWriter, error) {
	return w.rc.Hijack()
}

// Unwrap lets http.ResponseController reach the connection's writer.
func (w *deadlineWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }
