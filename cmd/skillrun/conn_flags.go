package main

import (
	"time"

	"github.com/skillrun/skillrun/serve"
	"github.com/spf13/pflag"
)

// connFlags are serve's HTTP connection limits.
type connFlags struct {
	header, body, write, idle time.Duration
	keepAlive                 time.Duration
	maxConns, maxMCPSessions  int
	noSSE                     bool
}

func (c *connFlags) register(f *pflag.FlagSet) {
	f.DurationVar(&c.header, "read-header-timeout", serve.DefaultReadHeaderTimeout, "HTTP: time for a request's headers to arrive")
	f.DurationVar(&c.body, "body-timeout", serve.DefaultBodyTimeout, "HTTP: time for a request's body to arrive, from its start")
	f.DurationVar(&c.write, "write-timeout", serve.DefaultWriteTimeout, "HTTP: time for each write of an answer (a client that stops reading is cut off)")
	f.DurationVar(&c.idle, "idle-timeout", serve.DefaultIdleTimeout, "HTTP: time a keep-alive connection may wait for its next request")
	f.DurationVar(&c.keepAlive, "stream-keepalive", serve.DefaultStreamKeepAlive, "HTTP: write a keep-alive comment on an MCP event stream (GET /sse, GET /mcp, a streamed POST /mcp) silent this long, so proxies and clients do not drop it (0: none)")
	f.IntVar(&c.maxConns, "max-conns", serve.DefaultMaxConns, "HTTP: connections open at once; more wait to be accepted (MCP event streams may hold at most half)")
	f.IntVar(&c.maxMCPSessions, "max-mcp-sessions", serve.DefaultMaxMCPSessions, "HTTP: MCP sessions open at once (/mcp and /sse together); a new one closes the one idle longest")
	f.BoolVar(&c.noSSE, "no-sse", false, "HTTP: do not serve MCP's HTTP+SSE transport of 2024-11-05 (GET /sse, POST /sse?sessionid=ID); /mcp is served either way")
}

func (c *connFlags) apply(o *serve.Options) {
	o.ReadHeaderTimeout, o.BodyTimeout, o.WriteTimeout, o.IdleTimeout = c.header, c.body, c.write, c.idle
	o.MaxConns, o.MaxMCPSessions, o.DisableSSE = c.maxConns, c.maxMCPSessions, c.noSSE
	o.StreamKeepAlive = c.keepAlive
	if c.keepAlive <= 0 {
		o.StreamKeepAlive = -1 // none (Options' zero is the default)
	}
}
