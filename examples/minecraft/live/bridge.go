package live

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/hashicorp/go-hclog"

	mc "github.com/skillrun/skillrun/examples/minecraft"
	"github.com/skillrun/skillrun/examples/minecraft/viewer"
	"github.com/skillrun/skillrun/internal/cputime"
	"github.com/skillrun/skillrun/skills"
)

// Options configure a Bridge. The zero value finds node on PATH and the
// bridge directory next to this package's source.
type Options struct {
	// Dir is the bridge directory holding bridge.js and node_modules.
	Dir string
	// Node is the node executable; empty means "node" on PATH.
	Node string
	// Version is the Minecraft protocol version; empty means 1.16.5.
	Version string
	// StartTimeout bounds start-up (server listening, bot spawned); 0 means 90 s.
	StartTimeout time.Duration
	// CallTimeout bounds one call when its context has no deadline; 0 means 30 s.
	CallTimeout time.Duration
	// Logger receives the bridge's stderr and lifecycle events; nil discards.
	Logger hclog.Logger
	// Frames, when set, has the bridge draw the bot's view (Shot) with the
	// real client's renderer; it needs the viewer's npm install and an X
	// display (Xvfb is started when $DISPLAY is unset).
	Frames *FrameOptions
}

// DefaultDir returns examples/minecraft/bridge in this source tree.
func DefaultDir() string {
	_, file, _, ok := runtime.Caller(0)
	if !ok {
		return filepath.Join("examples", "minecraft", "bridge")
	}
	return filepath.Join(filepath.Dir(file), "..", "bridge")
}

// ErrUnavailable is returned when node or the bridge's node_modules are missing.
var ErrUnavailable = errors.New("live minecraft bridge unavailable")

// Check reports whether a bridge can start with these options: node is
// installed and `npm ci` has been run in the bridge directory.
func Check(opts Options) error {
	opts = opts.withDefaults()
	if _, err := exec.LookPath(opts.Node); err != nil {
		return fmt.Errorf("%w: node not found: %v", ErrUnavailable, err)
	}
	for _, p := range []string{"bridge.js", "node_modules/flying-squid", "node_modules/mineflayer"} {
		if _, err := os.Stat(filepath.Join(opts.Dir, p)); err != nil {
			return fmt.Errorf("%w: %s missing in %s (run `npm ci` there)", ErrUnavailable, p, opts.Dir)
		}
	}
	return nil
}

func (o Options) withDefaults() Options {
	if o.Dir == "" {
		o.Dir = DefaultDir()
	}
	if o.Node == "" {
		o.Node = "node"
	}
	if o.Version == "" {
		o.Version = "1.16.5"
	}
	if o.StartTimeout == 0 {
		o.StartTimeout = 90 * time.Second
	}
	if o.CallTimeout == 0 {
		o.CallTimeout = 30 * time.Second
	}
	if o.Logger == nil {
		o.Logger = hclog.NewNullLogger()
	}
	return o
}

// Bridge is a running bridge process. Its methods are safe for concurrent
// use; calls are served one at a time in order. A reader goroutine owned by
// the Bridge ends when the process exits.
type Bridge struct {
	opts  Options
	cmd   *exec.Cmd
	reqW  *os.File
	log   hclog.Logger
	rules mc.Rules

	mu      sync.Mutex // guards writes, nextID, pending, err
	nextID  int
	pending map[int]chan response
	err     error // set once the process is gone
	done    chan struct{}
	stderr  *tail
	display *viewer.Display // nil without frames
	shares  cpuShares       // the process's CPU time, among the calls in flight
}

var (
	_ skills.World = (*Bridge)(nil)
	_ mc.Backend   = (*Bridge)(nil)
	_ mc.Harness   = (*Bridge)(nil)
)

type response struct {
	ID     int             `json:"id"`
	Event  string          `json:"event,omitempty"`
	Result json.RawMessage `json:"result,omitempty"`
	Error  string          `json:"error,omitempty"`
	Port   int             `json:"port,omitempty"`
}

// Start launches node bridge.js and waits until the bot has spawned.
func Start(ctx context.Context, opts Options) (*Bridge, error) {
	opts = opts.withDefaults()
	if err := Check(opts); err != nil {
		return nil, err
	}
	reqR, reqW, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	respR, respW, err := os.Pipe()
	if err != nil {
		reqR.Close()
		reqW.Close()
		return nil, err
	}
	fargs, disp, err := opts.frameArgs(ctx)
	if err != nil {
		reqR.Close()
		reqW.Close()
		respR.Close()
		respW.Close()
		return nil, fmt.Errorf("start bridge: %w", err)
	}
	cmd := exec.Command(opts.Node, append([]string{"bridge.js", "--version", opts.Version}, fargs...)...)
	cmd.Dir = opts.Dir
	cmd.ExtraFiles = []*os.File{reqR, respW} // fds 3 and 4
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Stdout = io.Discard
	st := &tail{log: opts.Logger.Named("node")}
	cmd.Stderr = st
	cmd.Env = append(os.Environ(), "CI=true") // keeps flying-squid from taking over the terminal
	if disp != nil {
		cmd.Env = append(cmd.Env, disp.Env())
	}
	if err := cmd.Start(); err != nil {
		_ = disp.Close()
		reqR.Close()
		reqW.Close()
		respR.Close()
		respW.Close()
		return nil, fmt.Errorf("start bridge: %w", err)
	}
	reqR.Close()
	respW.Close()
	b := &Bridge{opts: opts, cmd: cmd, reqW: reqW, log: opts.Logger, pending: map[int]chan response{}, done: make(chan struct{}), stderr: st, display: disp}
	b.rules = mc.Rules{B: b}
	ready := make(chan response, 1)
	go b.read(respR, ready)
	go func() {
		werr := cmd.Wait()
		b.mu.Lock()
		if b.err == nil {
			b.err = fmt.Errorf("bridge exited: %v%s", werr, st.last())
		}
		for id, ch := range b.pending {
			ch <- response{ID: id, Error: b.err.Error()}
			delete(b.pending, id)
		}
		b.mu.Unlock()
		_ = b.display.Close() // the X server, when the bridge started one
		close(b.done)
	}()
	t := time.NewTimer(opts.StartTimeout)
	defer t.Stop()
	select {
	case r := <-ready:
		if r.Event != "ready" {
			b.kill()
			return nil, fmt.Errorf("start bridge: %s%s", r.Error, st.last())
		}
		b.log.Debug("bridge ready", "port", r.Port)
		return b, nil
	case <-b.done:
		return nil, fmt.Errorf("start bridge: %w", b.err)
	case <-t.C:
		b.kill()
		return nil, fmt.Errorf("start bridge: %w: no ready after %v%s", skills.ErrTimeout, opts.StartTimeout, st.last())
	case <-ctx.Done():
		b.kill()
		return nil, fmt.Errorf("start bridge: %w", ctx.Err())
	}
}

func (b *Bridge) read(r io.ReadCloser, ready chan response) {
	defer r.Close()
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 64<<20)
	for sc.Scan() {
		var resp response
		if err := json.Unmarshal(sc.Bytes(), &resp); err != nil {
			b.log.Error("malformed bridge response", "error", err)
			continue
		}
		if resp.ID == 0 {
			select {
			case ready <- resp:
			default:
				b.log.Error("bridge event", "event", resp.Event, "error", resp.Error)
			}
			continue
		}
		b.mu.Lock()
		ch := b.pending[resp.ID]
		delete(b.pending, resp.ID)
		b.mu.Unlock()
		if ch != nil {
			ch <- resp
		}
	}
}

// kill ends the whole process group.
func (b *Bridge) kill() {
	if b.cmd.Process != nil {
		_ = syscall.Kill(-b.cmd.Process.Pid, syscall.SIGKILL)
	}
	b.reqW.Close()
}

// CPU returns the CPU time the bridge's process has used so far, all its
// threads (drawing frames, the bot's physics), and whether it could be
// read.
func (b *Bridge) CPU() (time.Duration, bool) { return cputime.Process(b.cmd.Process.Pid) }

// Close asks the bridge to quit and kills its process group if it has not
// exited within two seconds.
func (b *Bridge) Close() error {
	b.mu.Lock()
	gone := b.err != nil
	b.mu.Unlock()
	if !gone {
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		_ = b.call(ctx, "quit", nil, nil)
		cancel()
	}
	b.reqW.Close()
	select {
	case <-b.done:
	case <-time.After(2 * time.Second):
		b.kill()
		<-b.done
	}
	return nil
}

// call sends one request and decodes its result into out (if non-nil).
func (b *Bridge) call(ctx context.Context, op string, args any, out any) error {
	if _, ok := ctx.Deadline(); !ok {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, b.opts.CallTimeout)
		defer cancel()
	}
	ch := make(chan response, 1)
	b.mu.Lock()
	if b.err != nil {
		b.mu.Unlock()
		return fmt.Errorf("bridge %s: %w", op, b.err)
	}
	b.nextID++
	id := b.nextID
	line, err := json.Marshal(map[string]any{"id": id, "op": op, "args": args})
	if err != nil {
		b.mu.Unlock()
		return fmt.Errorf("bridge %s: %w", op, err)
	}
	b.pending[id] = ch
	// The bridge's CPU time for the call (its process's clock: drawing a
	// frame, finding a path) is the caller's: a run is charged for it
	// (cputime.Add) as for the host's own work on its actions. Calls at
	// once share what it used while they were in flight (cpuShares).
	if now, ok := b.CPU(); ok {
		b.shares.start(id, now)
	}
	defer b.shares.drop(id)
	_, err = b.reqW.Write(append(line, '\n'))
	b.mu.Unlock()
	if err != nil {
		return fmt.Errorf("bridge %s: write: %w", op, err)
	}
	start := time.Now()
	select {
	case r := <-ch:
		if now, ok := b.CPU(); ok {
			cputime.Add(ctx, b.shares.end(id, now))
		}
		b.log.Debug("bridge call", "op", op, "ms", time.Since(start).Milliseconds(), "error", r.Error)
		if r.Error != "" {
			return fmt.Errorf("bridge: %s", r.Error)
		}
		if out != nil {
			if err := json.Unmarshal(r.Result, out); err != nil {
				return fmt.Errorf("bridge %s: decode result: %w", op, err)
			}
		}
		return nil
	case <-ctx.Done():
		// A call that overruns leaves the bridge in an unknown state:
		// kill the whole process group.
		b.mu.Lock()
		if b.err == nil {
			b.err = fmt.Errorf("killed after %s overran: %w", op, skills.ErrTimeout)
		}
		b.mu.Unlock()
		b.kill()
		if errors.Is(ctx.Err(), context.DeadlineExceeded) {
			return fmt.Errorf("bridge %s: %w", op, skills.ErrTimeout)
		}
		return fmt.Errorf("bridge %s: %w", op, ctx.Err())
	}
}

// tail keeps the last lines of the bridge's stderr for error messages and
// forwards every line to the logger.
type tail struct {
	mu    sync.Mutex
	log   hclog.Logger
	buf   bytes.Buffer
	lines []string
}

func (t *tail) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.buf.Write(p)
	for {
		i := bytes.IndexByte(t.buf.Bytes(), '\n')
		if i < 0 {
			break
		}
		line := string(t.buf.Next(i + 1))
		line = strings.TrimRight(line, "\r\n")
		t.log.Debug("stderr", "line", line)
		t.lines = append(t.lines, line)
		if len(t.lines) > 20 {
			t.lines = t.lines[len(t.lines)-20:]
		}
	}
	return len(p), nil
}

func (t *tail) last() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	if len(t.lines) == 0 {
		return ""
	}
	n := len(t.lines)
	if n > 5 {
		n = 5
	}
	return "; bridge stderr: " + strings.Join(t.lines[len(t.lines)-n:], " | ")
}
