package serve

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/skillrun/skillrun/skills"
)

// ErrOverShare is the error of a call over its client's share of the
// server (Options.MaxConcurrentPerClient): HTTP 429 with Retry-After, an
// MCP tool error of kind over_share. The client should wait for one of its
// calls to end.
var ErrOverShare = skills.WithKind(skills.KindOverShare, errors.New("over share: this client has as many calls in flight as it may"))

// ClientHeader names the client of a JSON API request, so that clients
// behind one address (every agent on this machine, behind 127.0.0.1) each
// get their own share. Without it the share is the remote address's.
const ClientHeader = "X-Skillrun-Client"

// admission is the server's bound on calls in flight: all calls together
// (MaxConcurrent: over it a call is refused at once as busy) and each
// client's (MaxConcurrentPerClient). A call over its client's share waits,
// up to ShareWait, for one of that client's own calls to end (an agent's
// parallel tool calls run one after another), with at most a share's
// worth of calls waiting per client; past either it is refused as
// over_share. A client holding long calls can therefore never take more
// than its share of the workers, and everyone else's calls find room.
type admission struct {
	all       chan struct{}
	perClient int
	wait      time.Duration

	mu      sync.Mutex
	clients map[string]*clientShare // clients with calls in flight or waiting
}

// clientShare is one client's calls: a semaphore of its share, and how
// many calls wait for it.
type clientShare struct {
	sem     chan struct{}
	waiting int
	refs    int // calls holding or waiting (the entry goes at zero)
}

func newAdmission(max, perClient int, wait time.Duration) *admission {
	return &admission{all: make(chan struct{}, max), perClient: perClient, wait: wait, clients: map[string]*clientShare{}}
}

// enter admits one call of client, or says why not; release ends it.
func (a *admission) enter(ctx context.Context, client string) (release func(), err error) {
	a.mu.Lock()
	c := a.clients[client]
	if c == nil {
		c = &clientShare{sem: make(chan struct{}, a.perClient)}
		a.clients[client] = c
	}
	c.refs++
	a.mu.Unlock()
	done := func() {
		a.mu.Lock()
		if c.refs--; c.refs == 0 {
			delete(a.clients, client)
		}
		a.mu.Unlock()
	}
	select {
	case c.sem <- struct{}{}:
	default:
		a.mu.Lock()
		full := c.waiting >= a.perClient
		if !full {
			c.waiting++
		}
		a.mu.Unlock()
		if full {
			done()
			return nil, fmt.Errorf("%w: %d calls in flight for %s and as many waiting (its share; --max-concurrent-per-client); retry when one ends", ErrOverShare, a.perClient, client)
		}
		t := time.NewTimer(a.wait)
		select {
		case c.sem <- struct{}{}:
			err = nil
		case <-ctx.Done():
			err = fmt.Errorf("%w: waiting for a call of the same client to end: %w", skills.ErrCancelled, context.Cause(ctx))
		case <-t.C:
			err = fmt.Errorf("%w: %d calls in flight for %s (its share; --max-concurrent-per-client) and none ended within %v; retry when one ends", ErrOverShare, a.perClient, client, a.wait)
		}
		t.Stop()
		a.mu.Lock()
		c.waiting--
		a.mu.Unlock()
		if err != nil {
			done()
			return nil, err
		}
	}
	leave := func() { <-c.sem; done() }
	select {
	case a.all <- struct{}{}:
	default:
		leave()
		return nil, fmt.Errorf("%w: %d calls in flight (the limit); retry later", ErrBusy, cap(a.all))
	}
	return func() { <-a.all; leave() }, nil
}

// enterRead admits a call that only reads what is stored (memory,
// frames, the library: it holds no worker and reaches no world). The
// client shares guard the workers, so such a call counts against
// MaxConcurrent alone: a web page's dozen frames load at once, and an
// agent can read its memory while its own skill calls fill its share.
func (a *admission) enterRead() (release func(), err error) {
	select {
	case a.all <- struct{}{}:
		return func() { <-a.all }, nil
	default:
		return nil, fmt.Errorf("%w: %d calls in flight (the limit); retry later", ErrBusy, cap(a.all))
	}
}

// inFlight reports the calls running now, and the clients with calls
// running or waiting.
func (a *admission) inFlight() (calls, clients int) {
	a.mu.Lock()
	defer a.mu.Unlock()
	return len(a.all), len(a.clients)
}

// waiting reports the calls waiting for their client's share.
func (a *admission) waiting() int {
	a.mu.Lock()
	defer a.mu.Unlock()
	n := 0
	for _, c := range a.clients {
		n += c.waiting
	}
	return n
}

// admitKey carries the identity a call's share is counted under.
type admitKey struct{}

// withAdmitClient records the client a call's share is counted under.
func withAdmitClient(ctx context.Context, client string) context.Context {
	return context.WithValue(ctx, admitKey{}, client)
}

// admitClient is the client of a call: what the transport recorded, else
// the process itself (in-process callers such as the command line).
func admitClient(ctx context.Context) string {
	if c, _ := ctx.Value(admitKey{}).(string); c != "" {
		return c
	}
	return "local"
}

// mcpAdmitClient identifies an MCP caller by its session: each streamable
// HTTP session (the server picks its id) is one client; a stdio server has
// one client.
func mcpAdmitClient(req *mcp.CallToolRequest) string {
	if req == nil || req.Session == nil || req.Session.ID() == "" {
		return "mcp"
	}
	return "mcp session " + boundedID(req.Session.ID())
}

// httpAdmitClient identifies a JSON API caller by the client name it sends
// in ClientHeader, within its remote address, else by the address alone.
// Names are not authenticated: they give cooperating agents behind one
// address a share each; a server open to clients that would lie about
// their names needs its own tokens in front of it.
func httpAdmitClient(r *http.Request) string {
	if agent := agentOf(r.Context()); agent != "" {
		return "agent " + agent // whatever name or address it sends from
	}
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr
	}
	if name := strings.TrimSpace(r.Header.Get(ClientHeader)); name != "" {
		return "http " + host + " " + boundedID(name)
	}
	return "http " + host
}

// boundedID keeps an identity printable and short, whatever a client sent.
func boundedID(s string) string {
	s = strings.Map(func(r rune) rune {
		if r < 0x20 || r == 0x7f {
			return -1
		}
		return r
	}, s)
	if len(s) > 64 {
		s = s[:64]
	}
	return fmt.Sprintf("%q", s)
}
