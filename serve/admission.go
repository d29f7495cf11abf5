package serve

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"strings"
	"sync"

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
// (MaxConcurrent) and each client's (MaxConcurrentPerClient), both
// answering at once rather than queueing, so a client holding long calls
// learns it is over its share and everyone else's calls still find room.
type admission struct {
	all       chan struct{}
	perClient int

	mu   sync.Mutex
	held map[string]int // calls in flight by client; no entry when none
}

func newAdmission(max, perClient int) *admission {
	return &admission{all: make(chan struct{}, max), perClient: perClient, held: map[string]int{}}
}

// enter admits one call of client, or says why not; release ends it.
func (a *admission) enter(client string) (release func(), err error) {
	a.mu.Lock()
	if n := a.held[client]; n >= a.perClient {
		a.mu.Unlock()
		return nil, fmt.Errorf("%w: %d calls in flight for %s (its share; --max-concurrent-per-client); retry when one ends", ErrOverShare, n, client)
	}
	a.held[client]++
	a.mu.Unlock()
	leave := func() {
		a.mu.Lock()
		if a.held[client]--; a.held[client] <= 0 {
			delete(a.held, client)
		}
		a.mu.Unlock()
	}
	select {
	case a.all <- struct{}{}:
	default:
		leave()
		return nil, fmt.Errorf("%w: %d calls in flight (the limit); retry later", ErrBusy, cap(a.all))
	}
	return func() { <-a.all; leave() }, nil
}

// inFlight reports the calls running now, and the clients running them.
func (a *admission) inFlight() (calls, clients int) {
	a.mu.Lock()
	defer a.mu.Unlock()
	return len(a.all), len(a.held)
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
