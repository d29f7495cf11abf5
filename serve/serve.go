package serve

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"sort"
	"sync"
	"time"

	"github.com/hashicorp/go-hclog"
	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/skillrun/skillrun/consolidate"
	"github.com/skillrun/skillrun/detectors"
	"github.com/skillrun/skillrun/gate"
	"github.com/skillrun/skillrun/internal/buildinfo"
	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/serve/ui"
	"github.com/skillrun/skillrun/skills"
)

// Errors that callers (and the HTTP status mapping) branch on.
var (
	// ErrBusy: the bound on concurrent calls is reached; retry later.
	ErrBusy = skills.WithKind(skills.KindBusy, errors.New("busy: too many concurrent calls"))
	// ErrNoMemory: the operation needs a memory store and none is configured.
	ErrNoMemory = skills.WithKind(skills.KindUnavailable, errors.New("no memory store configured"))
	// ErrNoFrames: the operation needs a frame blob directory and none is configured.
	ErrNoFrames = skills.WithKind(skills.KindUnavailable, errors.New("no frame store configured"))
	// ErrUnauthorized: a request without the bearer token the server requires.
	ErrUnauthorized = skills.WithKind(skills.KindUnauthorized, errors.New("unauthorized: a valid bearer token is required"))
	// ErrRefused: an HTTP request refused for where it comes from (a
	// cross-origin page, a non-loopback Host on a server without a token).
	ErrRefused = skills.WithKind(skills.KindRefused, errors.New("refused"))
	// ErrTooLarge: a request body or a result over its size limit.
	ErrTooLarge = skills.WithKind(skills.KindTooLarge, fmt.Errorf("%w: too large", skills.ErrLimit))
	// ErrNoOp: an operation or tool name that the server does not offer.
	ErrNoOp = fmt.Errorf("%w: no such operation", skills.ErrNotFound)
	// ErrMethod: an HTTP method the path does not serve (405, with Allow).
	ErrMethod = skills.WithKind(skills.KindMethodNotAllowed, errors.New("method not allowed"))
)

// EnvFactory makes the world of a new session from the client's
// parameters (a JSON object, possibly empty). If the world implements
// io.Closer it is closed with its session.
type EnvFactory func(ctx context.Context, params json.RawMessage) (skills.World, error)

// Options configure a Server. The zero value works: no memory, no frames,
// no environments, no verifier, loopback-only HTTP, the default limits.
type Options struct {
	// Logger receives the server's logs; null by default.
	Logger hclog.Logger
	// Memory is the store memory operations use and sessions record into.
	Memory memory.Store
	// Quota bounds the note revisions one author may have stored
	// (memory.DefaultQuota's where zero); the gate bounds proposals.
	Quota memory.Quota
	// Frames is where frame blobs live (detector inputs are stored there
	// too); a zero Dir disables the frame operations.
	Frames memory.Blobs
	// Envs are the environments sessions can be opened on, by name.
	Envs map[string]EnvFactory
	// Lifecycle judges proposed versions (skill_propose): its Verify gates
	// promotion and its Record remembers every version and decision
	// (cmd/skillrun wires package verify and the store in). Nil: versions
	// are checked and compiled but never promoted (manual policy).
	Lifecycle *library.Lifecycle
	// Gate, when set, is the promotion gate: proposals go through its
	// Lifecycle (unless Lifecycle is set), session runs are recorded
	// through it, and skill_disable, skill_enable, memory_link and
	// memory_unlink act through it. Tool descriptions say when a version
	// serves unverified, and its observed success.
	Gate *gate.Gate
	// Token, when set, is the bearer token every HTTP request except
	// /healthz must carry. Required when binding a non-loopback address
	// (or Agents).
	Token string
	// Agents maps agents' bearer tokens to their names: a request with
	// one is that agent's (see agents.go). Requests must then carry the
	// shared Token or an agent's.
	Agents map[string]string
	// MaxConcurrent bounds concurrent calls (default 64); a call over the
	// bound fails at once with ErrBusy.
	MaxConcurrent int
	// MaxConcurrentPerClient bounds each client's concurrent calls
	// (default: a quarter of MaxConcurrent, at least 1); a call over it
	// waits up to ShareWait for one of the client's calls to end, then
	// fails with ErrOverShare. A client is an MCP session, or a
	// JSON API caller's address and its X-Skillrun-Client name (see
	// ClientHeader); in-process callers (Invoke) are one client. Set it
	// below the worker pool's size so that no one client can hold every
	// worker: cmd/skillrun defaults it to half the pool. Operations that
	// only read what is stored (memory, frames, the library) are not
	// counted: they hold no worker.
	MaxConcurrentPerClient int
	// ShareWait is how long a call over its client's share waits for one
	// of that client's calls to end before it is refused (default 10 s;
	// at most a share's worth of calls wait per client).
	ShareWait time.Duration
	// MaxBodyBytes bounds a request body (default 32 MiB).
	MaxBodyBytes int64
	// MaxResultBytes bounds a call's encoded result, images included
	// (default 16 MiB).
	MaxResultBytes int64
	// MaxSessions bounds open environment sessions (default 64).
	MaxSessions int
	// MaxSessionsPerClient bounds the environment sessions one client
	// holds open (an agent, by its token; else the client a call's share
	// is counted under): default a quarter of MaxSessions, at least one.
	MaxSessionsPerClient int
	// MaxMCPSessions bounds the MCP sessions open over HTTP, streamable
	// HTTP and HTTP+SSE together (default DefaultMaxMCPSessions). At the bound a new session closes
	// the one idle longest; when all are in use, initialize answers 503.
	MaxMCPSessions int
	// DisableSSE leaves out MCP's HTTP+SSE transport of protocol
	// 2024-11-05 (GET /sse and POST /sse?sessionid=ID), which is served
	// beside streamable HTTP (/mcp) unless set. Its sessions count against
	// MaxMCPSessions with those of /mcp.
	DisableSSE bool
	// SessionIdle is how long a session may go unused before the server
	// may close it to make room (default 30 minutes).
	SessionIdle time.Duration
	// MaxFramePixels bounds the width×height of every image the server
	// decodes: uploads (a detector's _image, frame_put's and
	// frame_compare's image) and stored frames (default
	// detectors.DefaultMaxFramePixels, at most detectors.MaxPixels; the
	// operator's --max-frame-pixels).
	MaxFramePixels int
	// ReadHeaderTimeout bounds the arrival of a request's headers (default
	// 10 s); BodyTimeout the arrival of its body, from the request's start
	// (default 60 s); WriteTimeout each write of the answer (default 60 s:
	// a client that stops reading is cut off, a quiet event stream is not);
	// IdleTimeout how long a keep-alive connection may wait for its next
	// request (default 2 minutes). See Serve.
	ReadHeaderTimeout, BodyTimeout, WriteTimeout, IdleTimeout time.Duration
	// MaxConns bounds the HTTP connections open at once (default 256);
	// more wait to be accepted.
	MaxConns int
	// StreamKeepAlive is how long an event stream (GET /sse, GET /mcp, a
	// POST /mcp answered as a stream) may stay silent before the server
	// writes a keep-alive comment on it, so that proxies, load balancers
	// and clients with a read timeout do not drop it (default
	// DefaultStreamKeepAlive; negative: none).
	StreamKeepAlive time.Duration
	// Tier names the execution tier a skill version runs on and why (the
	// native tier's); nil: the web view shows none.
	Tier func(skill, version string) (tier, reason string)
	// Collectors are more Prometheus collectors for /metrics (the
	// executor's worker pool: workers busy, idle, replaced), registered on
	// the server's registry beside its own metrics.
	Collectors []prometheus.Collector
	// Consolidator runs consolidation passes (the consolidate operation,
	// the consolidate prompts); nil: no consolidation.
	Consolidator *consolidate.Consolidator
	// Name and Version identify the server to MCP clients (default
	// "skillrun" and the build's version, buildinfo.Version).
	Name, Version string
	// Now is the clock (default time.Now); tests replace it.
	Now func() time.Time
}

func (o Options) withDefaults() Options {
	if o.Logger == nil {
		o.Logger = hclog.NewNullLogger()
	}
	if o.MaxConcurrent <= 0 {
		o.MaxConcurrent = 64
	}
	if o.MaxConcurrentPerClient <= 0 {
		o.MaxConcurrentPerClient = max(1, o.MaxConcurrent/4)
	}
	if o.ShareWait <= 0 {
		o.ShareWait = 10 * time.Second
	}
	if o.MaxBodyBytes <= 0 {
		o.MaxBodyBytes = 32 << 20
	}
	if o.MaxResultBytes <= 0 {
		o.MaxResultBytes = 16 << 20
	}
	if o.MaxSessions <= 0 {
		o.MaxSessions = 64
	}
	if o.MaxSessionsPerClient <= 0 {
		o.MaxSessionsPerClient = max(1, o.MaxSessions/4)
	}
	if o.MaxMCPSessions <= 0 {
		o.MaxMCPSessions = DefaultMaxMCPSessions
	}
	if o.SessionIdle <= 0 {
		o.SessionIdle = 30 * time.Minute
	}
	if o.MaxFramePixels <= 0 {
		o.MaxFramePixels = detectors.DefaultMaxFramePixels
	}
	for _, d := range []struct {
		v   *time.Duration
		def time.Duration
	}{
		{&o.ReadHeaderTimeout, DefaultReadHeaderTimeout}, {&o.BodyTimeout, DefaultBodyTimeout},
		{&o.WriteTimeout, DefaultWriteTimeout}, {&o.IdleTimeout, DefaultIdleTimeout},
	} {
		if *d.v <= 0 {
			*d.v = d.def
		}
	}
	if o.MaxConns <= 0 {
		o.MaxConns = DefaultMaxConns
	}
	if o.StreamKeepAlive == 0 {
		o.StreamKeepAlive = DefaultStreamKeepAlive
	}
	if o.Name == "" {
		o.Name = "skillrun"
	}
	if o.Version == "" {
		o.Version = buildinfo.Version()
	}
	if o.Now == nil {
		o.Now = time.Now
	}
	return o
}

// Server serves a library (and memory, sessions, frames) to agents. It is
// safe for concurrent use. Make one with New and release it with Close.
type Server struct {
	// quotaMu makes counting an author's notes and storing one note one
	// step: concurrent puts cannot pass the quota together.
	quotaMu sync.Mutex
	// usage is what writes of episodes and steps check their agent's
	// quota against.
	usage usageCache
	// sseAgents holds the agent whose token opened each HTTP+SSE MCP
	// session, by session id (see agents.go; streamable HTTP sessions
	// carry it in each request's TokenInfo).
	sseAgents sync.Map
	lib       *library.Library
	opts      Options
	log       hclog.Logger
	ui        *ui.UI // the web view under /ui/

	mcp     *mcp.Server
	admit   *admission
	metrics *metrics
	ops     map[string]*op

	syncMu sync.Mutex
	tools  map[string]string // skill tool name -> fingerprint of what was added

	sessions  *sessionTable
	proposals *proposalTable
	lifecycle library.Lifecycle

	unsubscribe func()

	openAPIOnce sync.Once
	openAPIDoc  []byte

	keepAlives keepAlives // POSTs to /mcp whose keep-alives await arming
}

// New makes a server for lib. It subscribes to the library's change
// events, so the tool list follows hot reload until Close.
func New(lib *library.Library, opts Options) (*Server, error) {
	if lib == nil {
		return nil, fmt.Errorf("%w: serve: no library", skills.ErrBadInput)
	}
	opts = opts.withDefaults()
	for name, f := range opts.Envs {
		if f == nil {
			return nil, fmt.Errorf("%w: serve: environment %q has no factory", skills.ErrBadInput, name)
		}
	}
	if err := checkAgents(opts.Agents, opts.Token); err != nil {
		return nil, err
	}
	s := &Server{
		lib:       lib,
		opts:      opts,
		log:       opts.Logger,
		admit:     newAdmission(opts.MaxConcurrent, opts.MaxConcurrentPerClient, opts.ShareWait),
		tools:     map[string]string{},
		sessions:  newSessionTable(opts.MaxSessions, opts.MaxSessionsPerClient),
		proposals: newProposalTable(),
	}
	if opts.Lifecycle != nil {
		s.lifecycle = *opts.Lifecycle
	} else if opts.Gate != nil {
		s.lifecycle = opts.Gate.Lifecycle()
	} else {
		s.lifecycle = library.Lifecycle{Policy: library.PromoteManual}
	}
	s.ops = s.fixedOps()
	uiOpts := ui.Options{Library: lib, Memory: opts.Memory, Logger: opts.Logger.Named("ui"), Tier: opts.Tier,
		Calls: func() map[string]ui.CallStats { return s.metrics.callStats() }}
	if opts.Gate != nil {
		uiOpts.Rollback, uiOpts.Probation, uiOpts.Trial = opts.Gate, opts.Gate.ProbationOf, opts.Gate.TrialOf
	}
	view, err := ui.New(uiOpts)
	if err != nil {
		return nil, err
	}
	s.ui = view
	if err := s.newMetrics(); err != nil {
		return nil, err
	}
	s.mcp = mcp.NewServer(&mcp.Implementation{Name: opts.Name, Version: opts.Version}, &mcp.ServerOptions{
		Capabilities: &mcp.ServerCapabilities{Tools: &mcp.ToolCapabilities{ListChanged: true}},
		// Clients may subscribe to notes and plans (memory://...); the SDK
		// keeps the subscriptions, resourceChanged notifies them.
		SubscribeHandler:   func(context.Context, *mcp.SubscribeRequest) error { return nil },
		UnsubscribeHandler: func(context.Context, *mcp.UnsubscribeRequest) error { return nil },
		Instructions: "Skills from a skillrun library are tools named after the skill; operations on memory, frames, " +
			"sessions and proposals are tools named memory_*, frame_*, session_* and skill_* (memory_recall_failures, frame_get, session_open, skill_propose).",
	})
	s.mcp.AddReceivingMiddleware(s.armKeepAlive)
	s.addMemoryResources()
	s.addConsolidatePrompt()
	names := make([]string, 0, len(s.ops))
	for name := range s.ops {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		o := s.ops[name]
		if err := s.addTool(&mcp.Tool{Name: o.name, Title: o.title, Description: o.desc, InputSchema: o.schema, OutputSchema: o.out, Annotations: o.hints.annotations(o.title)}); err != nil {
			return nil, err
		}
	}
	s.unsubscribe = lib.Subscribe(func(c library.Change) {
		switch c.Kind {
		case library.Added, library.Updated, library.Removed, library.Disabled, library.Enabled, library.OnTrial:
			s.syncSkill(c.Skill) // (on trial: its tool's description says so)
		case library.Verified:
			// The gate verified the serving version beside a candidate:
			// its tool's evidence note may have changed.
			if s.opts.Gate != nil {
				s.syncSkill(c.Skill)
			}
		}
	})
	s.Sync()
	return s, nil
}

// MCP returns the MCP server, for callers that connect their own transports.
func (s *Server) MCP() *mcp.Server { return s.mcp }

// Close stops following the library and closes every open session.
func (s *Server) Close() error {
	if s.unsubscribe != nil {
		s.unsubscribe()
	}
	return s.sessions.closeAll(context.Background(), s)
}

// ServeStdio serves MCP over standard input and output until the client
// disconnects or ctx is cancelled (ServeIO).
func (s *Server) ServeStdio(ctx context.Context) error {
	return s.ServeIO(ctx, os.Stdin, os.Stdout)
}

// ServeMCP serves one MCP connection over t until it ends or ctx is
// cancelled.
func (s *Server) ServeMCP(ctx context.Context, t mcp.Transport) error {
	err := s.mcp.Run(ctx, t)
	if errors.Is(err, io.EOF) || errors.Is(err, context.Canceled) {
		return nil
	}
	return err
}

// reply is what an operation answers: a JSON value and images.
type reply struct {
	Value  any
	Images []Image
}

// Image is an image in a reply: PNG bytes and what it shows.
type Image struct {
	MIMEType string `json:"mime_type"`
	Data     []byte `json:"data"` // base64 in JSON
	Caption  string `json:"caption,omitempty"`
}

// call runs the operation or skill named name with JSON arguments. It is
// the one entry point both transports use: it applies the concurrency
// bound, the result size limit and the metrics.
func (s *Server) call(ctx context.Context, name string, args json.RawMessage) (*reply, error) {
	start := time.Now()
	r, err := s.dispatch(ctx, name, args)
	if err == nil && r != nil {
		err = s.encode(name, r)
		if err != nil {
			r = nil
		}
	}
	s.metrics.observe(s.label(name), kindOf(err), time.Since(start))
	if err != nil {
		s.log.Debug("call failed", "tool", name, "error", err)
	}
	return r, err
}

func (s *Server) dispatch(ctx context.Context, name string, args json.RawMessage) (*reply, error) {
	o, isOp := s.ops[name]
	var release func()
	var err error
	if isOp && o.hints == reads {
		release, err = s.admit.enterRead()
	} else {
		release, err = s.admit.enter(ctx, admitClient(ctx))
	}
	if err != nil {
		s.metrics.refused(err)
		return nil, err
	}
	defer release()
	if isOp {
		return o.fn(ctx, args)
	}
	if err := library.CheckName(name); err != nil {
		return nil, fmt.Errorf("%w: %q is neither an operation nor a skill name", ErrNoOp, name)
	}
	return s.runSkill(ctx, name, args)
}

// label is the metrics label for a call: its name when it names an
// operation or a serving skill, else "unknown", so that made-up names
// cannot grow the label set.
func (s *Server) label(name string) string {
	if _, ok := s.ops[name]; ok {
		return name
	}
	if _, err := s.lib.Get(name); err == nil {
		return name
	}
	return "unknown"
}

// encode encodes a reply's value once for either transport (r.Value
// becomes the JSON), answers [] where its output schema says array and
// the value has null (a nil slice), and bounds the encoded size.
func (s *Server) encode(name string, r *reply) error {
	n := int64(0)
	for _, im := range r.Images {
		n += int64(len(im.Data)) * 4 / 3
	}
	if n > s.opts.MaxResultBytes {
		return fmt.Errorf("%w: result images are %d bytes encoded; the limit is %d", ErrTooLarge, n, s.opts.MaxResultBytes)
	}
	b, err := json.Marshal(r.Value)
	if err != nil {
		return fmt.Errorf("encode result: %w", err)
	}
	b, err = noNullArrays(b, s.outSchema(name))
	if err != nil {
		return fmt.Errorf("encode result: %w", err)
	}
	if n += int64(len(b)); n > s.opts.MaxResultBytes {
		return fmt.Errorf("%w: result is %d bytes encoded; the limit is %d", ErrTooLarge, n, s.opts.MaxResultBytes)
	}
	r.Value = json.RawMessage(b)
	return nil
}

// inFlight reports the calls running now.
func (s *Server) inFlight() int { n, _ := s.admit.inFlight(); return n }

// kindOf names the class of an error, as JSON errors, MCP error results
// and metrics label it: skills.KindOf, the one table.
func kindOf(err error) string { return string(skills.KindOf(err)) }

// ErrorKind names the class of err as the server reports it ("busy",
// "bad_input", "not_found", "timeout", "limit", "skill", ...): skills.KindOf.
func ErrorKind(err error) string { return kindOf(err) }
