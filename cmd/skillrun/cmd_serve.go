package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net"
	"os"
	"os/signal"
	"path/filepath"
	"sync"
	"syscall"

	"github.com/skillrun/skillrun/examples/kicad/schenv"
	mc "github.com/skillrun/skillrun/examples/minecraft"
	"github.com/skillrun/skillrun/examples/minecraft/live"
	"github.com/skillrun/skillrun/examples/minecraft/scenario"
	"github.com/skillrun/skillrun/examples/minecraft/voxel"
	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
	memopen "github.com/skillrun/skillrun/memory/open"
	"github.com/skillrun/skillrun/serve"
	"github.com/skillrun/skillrun/skills"
	"github.com/spf13/cobra"
)

func init() { commands = append(commands, newServeCmd) }

func newServeCmd(a *app) *cobra.Command {
	var (
		stdio, noWatch        bool
		addr, token, frames   string
		policy, bridge, kicad string
		maxConc, maxSess      int
		maxBody, maxResult    int64
		wf                    watchFlags
		conn                  connFlags
	)
	c := &cobra.Command{
		Use:   "serve [--stdio | --http ADDR]",
		Short: "Serve the library to agents: MCP (stdio or streamable HTTP) and a JSON HTTP API",
		Long: `Serve every skill in the library as a tool, with memory, frame, session and
proposal operations beside them, to agents:

  --stdio        MCP over standard input and output (for Claude Code, Codex, ...)
  --http ADDR    MCP at /mcp (streamable HTTP), the JSON API under /v1,
                 /metrics (Prometheus) and /healthz (default 127.0.0.1:7878)

HTTP binds to loopback unless told otherwise; any other address needs a
bearer token (--token or $SKILLRUN_TOKEN), which every request but /healthz
must then carry. The library is watched: an edited skill is verified and
promoted (or rejected) as with 'skillrun watch', and MCP clients are told
the tool list changed. Environments that sessions can open: "voxel" (the
Minecraft voxel world; params {"scene": NAME}), "minecraft" (the live
server through --bridge DIR) and "kicad" (a schematic under --kicad-dir;
params {"file": PATH}, edited in a private copy).

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
			if !stdio {
				if err := serve.CheckAddr(addr, token); err != nil {
					return usageError{err}
				}
			}
			ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
			defer stop()
			lib, err := a.openLibrary()
			if err != nil {
				return err
			}
			store, err := a.openMemory(ctx)
			if err != nil {
				return err
			}
			defer store.Close()
			if frames == "" {
				frames = a.framesDir()
			}
			lc := a.lifecycle(store, pol)
			envs, closeEnvs := serveEnvs(ctx, a, bridge, kicad)
			defer closeEnvs()
			opts := serve.Options{
				Logger: a.logger().Named("serve"), Memory: store, Frames: memory.Blobs{Dir: frames},
				Envs: envs, Lifecycle: &lc, Token: token, MaxConcurrent: maxConc, MaxSessions: maxSess,
				MaxBodyBytes: maxBody, MaxResultBytes: maxResult,
			}
			conn.apply(&opts)
			if a.pool != nil {
				p := a.pool
				opts.Collectors = append(opts.Collectors, newPoolCollector(p))
			}
			srv, err := serve.New(lib, opts)
			if err != nil {
				return err
			}
			defer srv.Close()
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
			if stdio {
				return srv.ServeStdio(ctx)
			}
			return srv.ListenAndServe(ctx, addr, func(ad net.Addr) {
				fmt.Fprintf(cmd.ErrOrStderr(), "skillrun: serving %s on http://%s (MCP at /mcp, JSON API under /v1)\n", lib.Dir(), ad)
			})
		},
	}
	f := c.Flags()
	f.BoolVar(&stdio, "stdio", false, "serve MCP over standard input and output")
	f.StringVar(&addr, "http", serve.DefaultAddr, "serve MCP and the JSON API over HTTP on this address")
	f.StringVar(&token, "token", "", "bearer token HTTP clients must send (default $SKILLRUN_TOKEN; required off loopback)")
	f.StringVar(&frames, "frames", "", "frame blob directory (default: frames/ beside the memory database, or .skillrun/frames)")
	f.StringVar(&policy, "promote", "verified", "promotion policy for edits and proposals: verified, always or manual")
	f.BoolVar(&noWatch, "no-watch", false, "do not watch the library directory for edits")
	wf.register(f)
	f.StringVar(&bridge, "bridge", "", "Minecraft bridge directory: offer the live server as environment \"minecraft\"")
	f.StringVar(&kicad, "kicad-dir", "", "directory of KiCad designs sessions may open as environment \"kicad\"")
	f.IntVar(&maxConc, "max-concurrent", 64, "calls served at once; more are refused as busy")
	f.IntVar(&maxSess, "max-sessions", 64, "environment sessions open at once")
	f.Int64Var(&maxBody, "max-body", 32<<20, "largest request body in bytes")
	f.Int64Var(&maxResult, "max-result", 16<<20, "largest result in bytes (images included)")
	conn.register(f)
	return c
}

// framesDir is where frame blobs live: beside an embedded memory
// database, else .skillrun/frames.
func (a *app) framesDir() string {
	if d := os.Getenv("SKILLRUN_FRAMES"); d != "" {
		return d
	}
	spec := memopen.Resolve(a.memory, nil)
	if memopen.IsNeo4j(spec) {
		return filepath.Join(".skillrun", "frames")
	}
	return filepath.Join(filepath.Dir(spec), "frames")
}

// serveEnvs registers the environments sessions can open. The live bridge
// starts on the first session and stops with the server.
func serveEnvs(ctx context.Context, a *app, bridge, kicadDir string) (map[string]serve.EnvFactory, func()) {
	envs := map[string]serve.EnvFactory{
		"voxel": func(ctx context.Context, params json.RawMessage) (skills.World, error) {
			var p struct {
				Scene string `json:"scene"`
			}
			if err := decodeParams(params, &p); err != nil {
				return nil, err
			}
			w := voxel.New(voxel.Options{})
			return w, setupScene(ctx, p.Scene, w)
		},
	}
	var (
		mu    sync.Mutex
		b     *live.Bridge
		inUse bool // the one bot serves one session at a time
	)
	if bridge != "" {
		envs["minecraft"] = func(sctx context.Context, params json.RawMessage) (skills.World, error) {
			var p struct {
				Scene string `json:"scene"`
			}
			if err := decodeParams(params, &p); err != nil {
				return nil, err
			}
			mu.Lock()
			defer mu.Unlock()
			if inUse {
				return nil, fmt.Errorf("%w: the live Minecraft bot is in use by another session; close it first", serve.ErrBusy)
			}
			if b == nil {
				nb, err := live.Start(ctx, live.Options{Dir: bridge, Logger: a.logger().Named("bridge")})
				if err != nil {
					return nil, err
				}
				b = nb
			}
			if err := setupScene(sctx, p.Scene, b); err != nil {
				return nil, err
			}
			inUse = true
			// Closing the session frees the bot and leaves it running.
			return &sharedWorld{w: b, release: func() { mu.Lock(); inUse = false; mu.Unlock() }}, nil
		}
	}
	if kicadDir != "" {
		envs["kicad"] = func(_ context.Context, params json.RawMessage) (skills.World, error) {
			var p struct {
				File string `json:"file"`
			}
			if err := decodeParams(params, &p); err != nil {
				return nil, err
			}
			if p.File == "" || !filepath.IsLocal(p.File) {
				return nil, fmt.Errorf("%w: kicad: params.file must be a relative path inside the design directory, got %q", skills.ErrBadInput, p.File)
			}
			tmp, err := os.MkdirTemp("", "skillrun-kicad-")
			if err != nil {
				return nil, err
			}
			root, err := schenv.Copy(filepath.Join(kicadDir, p.File), tmp)
			if err == nil {
				var w *schenv.World
				if w, err = schenv.Open(root, schenv.Options{Logger: a.logger().Named("kicad")}); err == nil {
					return &tempWorld{World: w, dir: tmp}, nil
				}
			}
			os.RemoveAll(tmp)
			return nil, fmt.Errorf("%w: kicad: %v", skills.ErrBadInput, err)
		}
	}
	return envs, func() {
		mu.Lock()
		defer mu.Unlock()
		if b != nil {
			b.Close()
		}
	}
}

func decodeParams(raw json.RawMessage, dst any) error {
	if len(raw) == 0 || string(raw) == "null" {
		return nil
	}
	if err := json.Unmarshal(raw, dst); err != nil {
		return fmt.Errorf("%w: environment params: %v", skills.ErrBadInput, err)
	}
	return nil
}

// setupScene builds a named Minecraft scenario's scene in h (none: as is).
func setupScene(ctx context.Context, scene string, h mc.Harness) error {
	if scene == "" {
		return nil
	}
	sc, err := scenario.Get(scene)
	if err != nil {
		return fmt.Errorf("%w: %v", skills.ErrBadInput, err)
	}
	return sc.Setup(ctx, h)
}

// sharedWorld lends a shared world to one session: closing the session
// releases it instead of closing it.
type sharedWorld struct {
	w       skills.World
	once    sync.Once
	release func()
}

func (s *sharedWorld) Observe(ctx context.Context) (skills.Observation, error) {
	return s.w.Observe(ctx)
}

func (s *sharedWorld) Act(ctx context.Context, a skills.Action) (skills.Outcome, error) {
	return s.w.Act(ctx, a)
}

func (s *sharedWorld) Close() error { s.once.Do(s.release); return nil }

// tempWorld is a schematic world in a private copy, removed on Close.
type tempWorld struct {
	*schenv.World
	dir string
}

func (t *tempWorld) Close() error { return os.RemoveAll(t.dir) }
