package main

import (
	"context"
	"fmt"
	"net"
	"os"
	"os/signal"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/skillrun/skillrun/consolidate"
	"github.com/skillrun/skillrun/domain"
	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
	memopen "github.com/skillrun/skillrun/memory/open"
	"github.com/skillrun/skillrun/serve"
	"github.com/spf13/cobra"
)

func init() { commands = append(commands, newServeCmd) }

func newServeCmd(a *app) *cobra.Command {
	var (
		stdio, noWatch      bool
		addr, token, frames string
		agentsFile          string
		policy              string
		maxConc, maxSess    int
		maxSessPerClient    int
		maxPerClient        int
		shareWait           time.Duration
		maxBody, maxResult  int64
		wf                  watchFlags
		conn                connFlags
		gf                  gateFlags
		syncEvery           time.Duration
		cf                  consolidateFlags
	)
	c := &cobra.Command{
		Use:   "serve [--stdio | --http ADDR]",
		Short: "Serve the library to agents: MCP (stdio or streamable HTTP) and a JSON HTTP API",
		Long: `Serve every skill in the library as a tool, with memory, frame, session and
proposal operations beside them, to agents:

  --stdio        MCP over standard input and output (for Claude Code, Codex, ...)
  --http ADDR    MCP at /mcp (streamable HTTP) and /sse (the HTTP+SSE
                 transport of 2024-11-05, for older clients; --no-sse turns
                 it off), the JSON API under /v1, /metrics (Prometheus),
                 /healthz and the web view at /ui/ (default 127.0.0.1:7878)

HTTP binds to loopback unless told otherwise; any other address needs a
bearer token (--token or $SKILLRUN_TOKEN), which every request but /healthz
must then carry. Agents sharing one server each get their own with
--agent-tokens FILE ("NAME TOKEN" a line, chmod 600): what a request with
one stores is recorded under that agent's name and counts against its
quota (--max-agent-*; skillrun memory usage NAME shows it). The library
is watched: an edited skill is verified and promoted (or rejected) as
with 'skillrun watch', and MCP clients are told the tool list changed.
Environments that sessions can open: "voxel" (the Minecraft voxel world;
params {"scene": NAME}), "minecraft" (the live server through --bridge
DIR) and "kicad" (a schematic under --kicad-dir; params {"file": PATH},
edited in a private copy).

For Claude Code: claude mcp add skillrun -- skillrun serve --stdio --lib DIR`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if stdio && cmd.Flags().Changed("http") {
				return usageError{fmt.Errorf("--stdio and --http are exclusive")}
			}
			pol, err := library.ParsePolicy(policy)
			if err != nil {
				return usageError{err}
			}
			if token == "" {
				token = os.Getenv("SKILLRUN_TOKEN")
			}
			agents, err := agentTokens(agentsFile)
			if err != nil {
				return usageError{err}
			}
			if stdio && len(agents) > 0 {
				return usageError{fmt.Errorf("--agent-tokens is for HTTP: a --stdio server has one client, the process that started it")}
			}
			if !stdio {
				if err := serve.CheckAddr(addr, token != "" || len(agents) > 0); err != nil {
					return usageError{err}
				}
			}
			ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
			defer stop()
			if frames == "" {
				frames = a.framesDir()
			}
			o, err := a.openGate(ctx, pol, gf)
			if err != nil {
				return err
			}
			defer o.Close()
			lib, store, g := o.lib, o.store, o.gate
			lc := g.Lifecycle()
			if !noWatch {
				// Before the first call: a file saved while no watcher
				// ran does not serve until the watcher has judged it.
				lib.PutBackServed(ctx, g.Served)
			} else if err := g.RecordFound(ctx); err != nil {
				// Files run as found; memory learns what they were, so
				// that an edit saved meanwhile is judged by the next
				// watching server.
				return err
			}
			envs, closeEnvs, err := a.domainList().Environments(ctx, host{a})
			if err != nil {
				return err
			}
			defer closeEnvs()
			opts, err := a.serveOptions(store, frames)
			if err != nil {
				return err
			}
			opts.Envs, opts.Lifecycle, opts.Gate, opts.Token, opts.Agents = serveEnvs(envs), &lc, g, token, agents
			opts.MaxConcurrent, opts.MaxConcurrentPerClient, opts.ShareWait, opts.MaxSessions = maxConc, a.perClientShare(maxPerClient), shareWait, maxSess
			opts.MaxSessionsPerClient = maxSessPerClient
			opts.MaxBodyBytes, opts.MaxResultBytes = maxBody, maxResult
			if a.tiered != nil {
				opts.Tier = a.tiered.tierOf(lib)
			}
			conn.apply(&opts)
			if opts.Consolidator, err = cf.consolidator(a, store, lib, lc); err != nil {
				return err
			}
			if a.pool != nil {
				p := a.pool
				opts.Collectors = append(opts.Collectors, newPoolCollector(p))
			}
			if a.tiered != nil {
				opts.Collectors = append(opts.Collectors, newTierCollector(a.tiered.x))
			}
			srv, err := serve.New(lib, opts)
			if err != nil {
				return err
			}
			defer srv.Close()
			if cf.every > 0 {
				cctx, cancel := context.WithCancel(ctx)
				done := make(chan struct{})
				go func() {
					defer close(done)
					consolidateEvery(cctx, a, cf.every, func(ctx context.Context) (consolidate.Report, error) {
						return srv.Consolidate(ctx, consolidate.Pass{Propose: cf.proposer != ""})
					})
				}()
				defer func() { cancel(); <-done }()
			}
			if !noWatch {
				var wg sync.WaitGroup
				wctx, cancel := context.WithCancel(ctx)
				wg.Add(1)
				go func() {
					defer wg.Done()
					if err := lib.Watch(wctx, wf.options(lc)); err != nil && wctx.Err() == nil {
						a.logger().Warn("watch library", "error", err)
					}
				}()
				defer func() { cancel(); wg.Wait() }()
			}
			if syncEvery > 0 {
				sctx, cancel := context.WithCancel(ctx)
				done := make(chan struct{})
				go func() { defer close(done); g.SyncLoop(sctx, syncEvery) }()
				defer func() { cancel(); <-done }()
			}
			if stdio {
				return srv.ServeStdio(ctx)
			}
			mcpAt := "/mcp and /sse (HTTP+SSE)"
			if conn.noSSE {
				mcpAt = "/mcp"
			}
			return srv.ListenAndServe(ctx, addr, func(ad net.Addr) {
				fmt.Fprintf(cmd.ErrOrStderr(), "skillrun: serving %s on http://%s (web view at /ui/, MCP at %s, JSON API under /v1)\n", lib.Dir(), ad, mcpAt)
			})
		},
	}
	f := c.Flags()
	f.BoolVar(&stdio, "stdio", false, "serve MCP over standard input and output")
	f.StringVar(&addr, "http", serve.DefaultAddr, "serve MCP and the JSON API over HTTP on this address")
	f.StringVar(&token, "token", "", "bearer token HTTP clients must send (default $SKILLRUN_TOKEN; required off loopback)")
	f.StringVar(&agentsFile, "agent-tokens", "", "file of agents' bearer tokens, a line \"NAME TOKEN\" each, readable by its owner only: a request with one is that agent's, and what it stores is recorded under its name (default $SKILLRUN_AGENT_TOKENS)")
	f.StringVar(&frames, "frames", "", "frame blob directory (default: frames/ beside the memory database, or .skillrun/frames)")
	f.StringVar(&policy, "promote", "verified", "promotion policy for edits and proposals: verified, always or manual")
	f.BoolVar(&noWatch, "no-watch", false, "do not watch the library directory for edits")
	wf.register(f)
	a.domainList().EnvFlags(f) // --bridge, --kicad-dir: the domains' environments
	gf.register(f)
	f.DurationVar(&syncEvery, "sync", 2*time.Second, "poll the shared memory this often for versions other instances promoted and skills they disabled (0: never)")
	f.IntVar(&maxConc, "max-concurrent", 64, "calls served at once; more are refused as busy")
	f.IntVar(&maxPerClient, "max-concurrent-per-client", 0, "calls one client (an MCP session; an HTTP address with its X-Skillrun-Client name) may have in flight; more wait --share-wait for one to end, then are refused with 429 / over_share (0: half the worker pool, at least 1; a quarter of --max-concurrent in process)")
	f.DurationVar(&shareWait, "share-wait", 10*time.Second, "how long a call over its client's share waits for one of that client's calls to end")
	f.IntVar(&maxSess, "max-sessions", 64, "environment sessions open at once")
	f.IntVar(&maxSessPerClient, "max-sessions-per-client", 0, "environment sessions one client (an agent's token, an MCP session, an HTTP address with its X-Skillrun-Client name) may hold open; more are refused as over_share (0: a quarter of --max-sessions, at least 1)")
	f.Int64Var(&maxBody, "max-body", 32<<20, "largest request body in bytes")
	f.Int64Var(&maxResult, "max-result", 16<<20, "largest result in bytes (images included)")
	conn.register(f)
	cf.register(f, true)
	return c
}

// serveOptions are the options every in-process server of the command
// line starts from: the logger, the memory, the frame store in dir and
// its bound (--max-frame-store), the operator's ceiling on a decoded
// frame (--max-frame-pixels) and the agents' quota.
func (a *app) serveOptions(store memory.Store, dir string) (serve.Options, error) {
	maxPixels, err := a.ceilings.framePixelLimit()
	if err != nil {
		return serve.Options{}, err
	}
	quota, err := a.ceilings.quota()
	if err != nil {
		return serve.Options{}, err
	}
	budget, err := a.ceilings.frameBudget()
	if err != nil {
		return serve.Options{}, err
	}
	return serve.Options{Logger: a.logger().Named("serve"), Memory: store, Frames: memory.Blobs{Dir: dir, Budget: budget}, MaxFramePixels: maxPixels, Quota: quota}, nil
}

// framesDir is where frame blobs live: beside an embedded memory
// database, else .skillrun/frames.
func (a *app) framesDir() string {
	if d := os.Getenv("SKILLRUN_FRAMES"); d != "" {
		return d
	}
	spec, err := a.memorySpec()
	if err != nil || memopen.IsNeo4j(spec) {
		if st, err := a.stateDir(true); err == nil {
			return filepath.Join(st, "frames")
		}
		return filepath.Join(stateDirName, "frames")
	}
	return filepath.Join(filepath.Dir(spec), "frames")
}

// serveEnvs gives the domains' environments to the server.
func serveEnvs(envs map[string]domain.EnvFactory) map[string]serve.EnvFactory {
	out := make(map[string]serve.EnvFactory, len(envs))
	for n, f := range envs {
		out[n] = serve.EnvFactory(f)
	}
	return out
}

// perClientShare is --max-concurrent-per-client, or its default: half the
// isolated worker pool (at least one call), so that no one client can
// hold every worker while others wait; in process, serve's own default.
func (a *app) perClientShare(flag int) int {
	if flag > 0 || a.isolation != "process" {
		return flag
	}
	size := a.poolSize
	if size <= 0 {
		size = runtime.NumCPU()
	}
	return max(1, size/2)
}

// agentTokens reads the agents' tokens file (--agent-tokens, else
// $SKILLRUN_AGENT_TOKENS; none when neither is set): one agent a line,
// its name and its token separated by spaces; blank lines and lines
// starting with # are skipped. The file must not be readable by others
// than its owner, as ssh asks of a private key. serve.New checks the
// names and tokens themselves.
func agentTokens(path string) (map[string]string, error) {
	if path == "" {
		path = os.Getenv("SKILLRUN_AGENT_TOKENS")
	}
	if path == "" {
		return nil, nil
	}
	info, err := os.Stat(path)
	if err != nil {
		return nil, fmt.Errorf("agent tokens: %w", err)
	}
	if !info.Mode().IsRegular() || info.Size() > 1<<20 {
		return nil, fmt.Errorf("agent tokens: %s is not a regular file of at most 1 MiB", path)
	}
	if info.Mode().Perm()&0o077 != 0 {
		return nil, fmt.Errorf("agent tokens: %s is readable by others than its owner (mode %v): chmod 600 %s", path, info.Mode().Perm(), path)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("agent tokens: %w", err)
	}
	agents := map[string]string{}
	for i, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Fields(line)
		if len(f) != 2 {
			return nil, fmt.Errorf("agent tokens: %s:%d: want NAME TOKEN, got %d fields", path, i+1, len(f))
		}
		if prev, ok := agents[f[1]]; ok {
			return nil, fmt.Errorf("agent tokens: %s:%d: agent %q has the token of agent %q; give each its own", path, i+1, f[0], prev)
		}
		agents[f[1]] = f[0]
	}
	if len(agents) == 0 {
		return nil, fmt.Errorf("agent tokens: %s names no agent", path)
	}
	return agents, nil
}
