package native

import (
	"bufio"
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/hashicorp/go-hclog"
	"github.com/skillrun/skillrun/runtime/check"
	"github.com/skillrun/skillrun/runtime/worker"
	"github.com/skillrun/skillrun/skills"
)

// ErrRefused marks a version the native tier will not build: its source
// breaks a rule of Check. The version keeps running interpreted.
var ErrRefused = errors.New("refused for the native tier")

// ErrNoToolchain means no usable Go toolchain or SDK source was found:
// every skill stays interpreted.
var ErrNoToolchain = errors.New("no Go toolchain for the native tier")

// sdkModule is the module path of the SDK a native build compiles against.
const sdkModule = "github.com/skillrun/skillrun"

// generator names the shape of the generated files; a change to them
// changes every cache key.
const generator = "skillrun-native/3"

// BuilderOptions configure a Builder. The zero value finds the toolchain
// on PATH and the SDK beside this package's source.
type BuilderOptions struct {
	// CacheDir holds the prepared SDK, build directories and the built
	// binaries (default: the user cache dir + /skillrun/native).
	CacheDir string
	// Go is the go command (default: "go" on PATH).
	Go string
	// SDK is the directory of the skillrun module the binaries are built
	// against (default: the module this package was built from, when its
	// source is on disk, else the module cache's copy of this version).
	SDK string
	// GoCache is the GOCACHE of builds (default: the toolchain's own, so
	// the SDK's packages are compiled once for all skills).
	GoCache string
	// ModCache is the read-only module cache that holds the SDK's
	// dependencies (default: the toolchain's GOMODCACHE).
	ModCache string
	// Self is the binary that launches jailed builds (default
	// /proc/self/exe; its main must call worker.IsWorker and worker.Main).
	Self string
	// Timeout bounds one build (default 5 minutes).
	Timeout time.Duration
	// Logger receives the builder's logs (default: none).
	Logger hclog.Logger
}

// Builder compiles checked skill versions into native worker binaries
// with the Go toolchain, in a jail, and caches them by content. It is
// safe for concurrent use; concurrent builds of one version share one.
type Builder struct {
	opts        BuilderOptions
	log         hclog.Logger
	goBin       string
	goRoot      string
	goVersion   string
	sdkSrc      string
	sdkDir      string // the prepared snapshot
	sdkHash     string
	goDirective string

	mu       sync.Mutex
	inflight map[string]*buildCall
	plain    bool // build the plain-Go baseline of benchmarks (benchmark.go)
}

type buildCall struct {
	done chan struct{}
	art  *Artifact
	err  error
}

// Artifact is one built native worker binary.
type Artifact struct {
	Name, Version string
	// Path is the executable: a worker binary for worker.Options.Path.
	Path string
	// Key is the content hash it is cached under: the source, the SDK
	// snapshot, the toolchain version and the generator.
	Key string
	// Cached reports that the binary came from the cache.
	Cached bool
	// Took is how long the build (or the cache look-up) took.
	Took time.Duration
}

// DefaultCacheDir is the native tier's cache directory when none is
// given: skillrun/native in the user's cache directory.
func DefaultCacheDir() (string, error) {
	d, err := os.UserCacheDir()
	if err != nil {
		return "", fmt.Errorf("native: cache dir: %w", err)
	}
	return filepath.Join(d, "skillrun", "native"), nil
}

// Probe reports the toolchain and SDK source a Builder with opts would
// use, without preparing anything (for `skillrun doctor`). It fails with
// ErrNoToolchain when either is missing: skills then stay interpreted.
func Probe(ctx context.Context, opts BuilderOptions) (string, error) {
	b := &Builder{opts: opts}
	if err := b.find(ctx); err != nil {
		return "", err
	}
	return fmt.Sprintf("%s (%s), SDK source %s", b.goVersion, b.goBin, b.sdkSrc), nil
}

// NewBuilder finds the toolchain and the SDK source and prepares the SDK
// snapshot builds compile against. It fails with ErrNoToolchain when
// either is missing.
func NewBuilder(ctx context.Context, opts BuilderOptions) (*Builder, error) {
	b := &Builder{opts: opts, inflight: map[string]*buildCall{}}
	if b.opts.Logger == nil {
		b.opts.Logger = hclog.NewNullLogger()
	}
	b.log = b.opts.Logger.Named("native")
	if b.opts.Timeout <= 0 {
		b.opts.Timeout = 5 * time.Minute
	}
	if b.opts.CacheDir == "" {
		d, err := DefaultCacheDir()
		if err != nil {
			return nil, err
		}
		b.opts.CacheDir = d
	}
	if err := b.find(ctx); err != nil {
		return nil, err
	}
	if err := b.prepareSDK(); err != nil {
		return nil, fmt.Errorf("native: prepare SDK: %w", err)
	}
	return b, nil
}

// find locates the go command, its GOROOT, version and caches, and the
// SDK source.
func (b *Builder) find(ctx context.Context) error {
	goBin := b.opts.Go
	if goBin == "" {
		goBin = "go"
	}
	p, err := exec.LookPath(goBin)
	if err != nil {
		return fmt.Errorf("%w: %v", ErrNoToolchain, err)
	}
	if b.goBin, err = filepath.EvalSymlinks(p); err != nil {
		return fmt.Errorf("%w: %v", ErrNoToolchain, err)
	}
	env, err := goEnv(ctx, b.goBin, "GOROOT", "GOVERSION", "GOMODCACHE", "GOCACHE")
	if err != nil {
		return fmt.Errorf("%w: %v", ErrNoToolchain, err)
	}
	b.goRoot, b.goVersion = env[0], env[1]
	if b.goRoot, err = filepath.EvalSymlinks(b.goRoot); err != nil {
		return fmt.Errorf("%w: GOROOT: %v", ErrNoToolchain, err)
	}
	if b.opts.ModCache == "" {
		b.opts.ModCache = env[2]
	}
	if b.opts.GoCache == "" {
		b.opts.GoCache = env[3]
	}
	if b.sdkSrc, err = findSDK(b.opts.SDK, b.opts.ModCache); err != nil {
		return fmt.Errorf("%w: %v", ErrNoToolchain, err)
	}
	return nil
}

// Toolchain describes what the builder found, for `skillrun doctor`.
func (b *Builder) Toolchain() string {
	return fmt.Sprintf("%s (%s), SDK %s from %s", b.goVersion, b.goBin, b.sdkHash[:12], b.sdkSrc)
}

func goEnv(ctx context.Context, goBin string, names ...string) ([]string, error) {
	cmd := exec.CommandContext(ctx, goBin, append([]string{"env"}, names...)...)
	cmd.Env = append(os.Environ(), "GOTOOLCHAIN=local", "GOFLAGS=")
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("go env: %w", err)
	}
	lines := strings.Split(strings.TrimRight(string(out), "\n"), "\n")
	if len(lines) != len(names) {
		return nil, fmt.Errorf("go env: %d lines for %d names", len(lines), len(names))
	}
	return lines, nil
}

// findSDK locates the skillrun module's source: the given directory, the
// source tree this package was compiled from, or the module cache's copy
// of the running binary's version.
func findSDK(dir, modCache string) (string, error) {
	isSDK := func(d string) bool {
		b, err := os.ReadFile(filepath.Join(d, "go.mod"))
		return err == nil && bytes.HasPrefix(bytes.TrimSpace(b), []byte("module "+sdkModule+"\n"))
	}
	if dir != "" {
		if !isSDK(dir) {
			return "", fmt.Errorf("%s is not the %s module", dir, sdkModule)
		}
		return dir, nil
	}
	if _, file, _, ok := runtime.Caller(0); ok && filepath.IsAbs(file) {
		if d := filepath.Dir(filepath.Dir(filepath.Dir(file))); isSDK(d) {
			return d, nil
		}
	}
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Path == sdkModule && bi.Main.Version != "" && bi.Main.Version != "(devel)" {
		if d := filepath.Join(modCache, sdkModule+"@"+bi.Main.Version); isSDK(d) {
			return d, nil
		}
	}
	return "", fmt.Errorf("the source of %s is not on this machine (set the SDK directory)", sdkModule)
}

// prepareSDK copies the SDK's Go sources (no tests, no testdata) into a
// snapshot named by their hash, which builds read and nothing writes.
func (b *Builder) prepareSDK() error {
	type file struct{ rel, abs string }
	var files []file
	err := filepath.WalkDir(b.sdkSrc, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(b.sdkSrc, p)
		if d.IsDir() {
			switch d.Name() {
			case "testdata", ".git", "ci", "node_modules":
				return filepath.SkipDir
			}
			if rel != "." && strings.HasPrefix(d.Name(), ".") {
				return filepath.SkipDir
			}
			return nil
		}
		if rel == "go.mod" || rel == "go.sum" || (strings.HasSuffix(rel, ".go") && !strings.HasSuffix(rel, "_test.go")) {
			if d.Type().IsRegular() {
				files = append(files, file{rel, p})
			}
		}
		return nil
	})
	if err != nil {
		return err
	}
	sort.Slice(files, func(i, j int) bool { return files[i].rel < files[j].rel })
	h := sha256.New()
	contents := make([][]byte, len(files))
	for i, f := range files {
		c, err := os.ReadFile(f.abs)
		if err != nil {
			return err
		}
		contents[i] = c
		fmt.Fprintf(h, "%s\x00%d\x00", f.rel, len(c))
		h.Write(c)
	}
	b.sdkHash = hex.EncodeToString(h.Sum(nil))
	b.sdkDir = filepath.Join(b.opts.CacheDir, "sdk", b.sdkHash[:24])
	for i, f := range files {
		if f.rel == "go.mod" {
			b.goDirective = goDirective(contents[i])
		}
	}
	if _, err := os.Stat(filepath.Join(b.sdkDir, ".complete")); err == nil {
		return nil
	}
	tmp, err := os.MkdirTemp(filepath.Join(b.opts.CacheDir), "sdk-")
	if err != nil {
		if err := os.MkdirAll(b.opts.CacheDir, 0o700); err != nil {
			return err
		}
		if tmp, err = os.MkdirTemp(b.opts.CacheDir, "sdk-"); err != nil {
			return err
		}
	}
	for i, f := range files {
		dst := filepath.Join(tmp, f.rel)
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(dst, contents[i], 0o444); err != nil {
			return err
		}
	}
	if err := os.WriteFile(filepath.Join(tmp, ".complete"), nil, 0o444); err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(b.sdkDir), 0o700); err != nil {
		return err
	}
	if err := os.Rename(tmp, b.sdkDir); err != nil {
		_ = os.RemoveAll(tmp)
		if _, serr := os.Stat(filepath.Join(b.sdkDir, ".complete")); serr == nil {
			return nil // prepared meanwhile by another process
		}
		return err
	}
	return nil
}

func goDirective(mod []byte) string {
	sc := bufio.NewScanner(bytes.NewReader(mod))
	for sc.Scan() {
		if v, ok := strings.CutPrefix(strings.TrimSpace(sc.Text()), "go "); ok {
			return strings.TrimSpace(v)
		}
	}
	return "1.22"
}

// Key is the cache key of u's native build: its source as written, its
// name, file and version, the SDK snapshot, the toolchain version and
// the generator.
func (b *Builder) Key(u *check.Unit) string {
	h := sha256.New()
	for _, s := range []string{generator, u.Name(), u.Version(), u.File, b.sdkHash, b.goVersion, runtime.GOOS, runtime.GOARCH} {
		fmt.Fprintf(h, "%s\x00", s)
	}
	h.Write(u.Source)
	return hex.EncodeToString(h.Sum(nil))[:32]
}

// Cached returns the artifact of u if it was built before, or nil.
func (b *Builder) Cached(u *check.Unit) *Artifact {
	t0 := time.Now()
	key := b.Key(u)
	p := filepath.Join(b.opts.CacheDir, "bin", key)
	if st, err := os.Stat(p); err != nil || !st.Mode().IsRegular() {
		return nil
	}
	return &Artifact{Name: u.Name(), Version: u.Version(), Path: p, Key: key, Cached: true, Took: time.Since(t0)}
}

// Build checks u with Check and compiles it, with the SDK, into a worker
// binary, or returns the cached one. The toolchain runs in a jail: no
// network, landlock allowing the build directory and GOCACHE read-write
// and the toolchain, SDK snapshot and module cache read-only, rlimits,
// CGO_ENABLED=0, GOTOOLCHAIN=local, GOPROXY=off, -trimpath.
func (b *Builder) Build(ctx context.Context, u *check.Unit) (*Artifact, error) {
	t0 := time.Now()
	if err := Check(u); err != nil {
		return nil, err
	}
	if a := b.Cached(u); a != nil {
		a.Took = time.Since(t0)
		return a, nil
	}
	key := b.Key(u)
	b.mu.Lock()
	if c := b.inflight[key]; c != nil {
		b.mu.Unlock()
		select {
		case <-c.done:
			return c.art, c.err
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
	c := &buildCall{done: make(chan struct{})}
	b.inflight[key] = c
	b.mu.Unlock()
	c.art, c.err = b.build(ctx, u, key)
	if c.art != nil {
		c.art.Took = time.Since(t0)
	}
	b.mu.Lock()
	delete(b.inflight, key)
	b.mu.Unlock()
	close(c.done)
	return c.art, c.err
}

func (b *Builder) build(ctx context.Context, u *check.Unit, key string) (*Artifact, error) {
	if err := os.MkdirAll(filepath.Join(b.opts.CacheDir, "build"), 0o700); err != nil {
		return nil, err
	}
	dir, err := os.MkdirTemp(filepath.Join(b.opts.CacheDir, "build"), key[:12]+"-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	files, err := b.generate(u)
	if err != nil {
		return nil, err
	}
	for name, content := range files {
		p := filepath.Join(dir, "src", name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return nil, err
		}
		if err := os.WriteFile(p, content, 0o644); err != nil {
			return nil, err
		}
	}
	for _, d := range []string{"tmp", "home", "out"} {
		if err := os.Mkdir(filepath.Join(dir, d), 0o700); err != nil {
			return nil, err
		}
	}
	if err := os.MkdirAll(b.opts.GoCache, 0o700); err != nil {
		return nil, fmt.Errorf("GOCACHE: %w", err)
	}
	out := filepath.Join(dir, "out", "worker")
	bctx, cancel := context.WithTimeout(ctx, b.opts.Timeout)
	defer cancel()
	j := &worker.Jail{
		Self: b.opts.Self,
		Path: b.goBin,
		Args: []string{"go", "build", "-trimpath", "-buildvcs=false", "-o", out, "."},
		Env: []string{
			"PATH=" + filepath.Join(b.goRoot, "bin"), "GOROOT=" + b.goRoot, "HOME=" + filepath.Join(dir, "home"),
			"GOTOOLCHAIN=local", "CGO_ENABLED=0", "GOFLAGS=-mod=mod", "GOPROXY=off", "GOSUMDB=off",
			"GONOSUMDB=*", "GOPRIVATE=", "GOWORK=off", "GOENV=off", "GO111MODULE=on", "GOTELEMETRY=off",
			"GOMODCACHE=" + b.opts.ModCache, "GOCACHE=" + b.opts.GoCache, "GOTMPDIR=" + filepath.Join(dir, "tmp"),
			"GOOS=" + runtime.GOOS, "GOARCH=" + runtime.GOARCH,
		},
		Dir:          filepath.Join(dir, "src"),
		RW:           []string{dir, b.opts.GoCache},
		RO:           []string{b.goRoot, filepath.Dir(b.goBin), b.sdkDir, b.opts.ModCache},
		RWFiles:      []string{"/dev/null"},
		CPU:          b.opts.Timeout,
		AddressSpace: 16 << 30,
		FileSize:     1 << 30,
		NoFile:       1024,
	}
	logs, err := j.Run(bctx)
	if err != nil {
		return nil, fmt.Errorf("native build of %s@%s: %w\n%s", u.Name(), u.Version(), err, bytes.TrimSpace(logs))
	}
	// Only what we generated went in; only the binary comes out.
	if err := onlyGenerated(filepath.Join(dir, "src"), files); err != nil {
		return nil, fmt.Errorf("native build of %s@%s: %w", u.Name(), u.Version(), err)
	}
	bin := filepath.Join(b.opts.CacheDir, "bin")
	if err := os.MkdirAll(bin, 0o700); err != nil {
		return nil, err
	}
	dst := filepath.Join(bin, key)
	if err := os.Chmod(out, 0o555); err != nil {
		return nil, err
	}
	if err := os.Rename(out, dst); err != nil {
		return nil, err
	}
	meta, _ := json.Marshal(map[string]string{"name": u.Name(), "version": u.Version(), "sdk": b.sdkHash, "go": b.goVersion, "built": time.Now().UTC().Format(time.RFC3339)})
	_ = os.WriteFile(dst+".json", meta, 0o444)
	b.log.Info("native build", "skill", u.Name(), "version", u.Version(), "key", key)
	return &Artifact{Name: u.Name(), Version: u.Version(), Path: dst, Key: key}, nil
}

// onlyGenerated checks that the source directory holds exactly the files
// generated (go.sum may be rewritten by -mod=mod, nothing may be added).
func onlyGenerated(dir string, files map[string][]byte) error {
	return filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		if _, ok := files[rel]; !ok {
			return fmt.Errorf("unexpected file %s in the build directory", rel)
		}
		return nil
	})
}

// generate writes the build module: go.mod (requiring the SDK snapshot),
// go.sum (the SDK's), the skill's source as written in a package of its
// own, and a main that serves it as a worker.
func (b *Builder) generate(u *check.Unit) (map[string][]byte, error) {
	sum, err := os.ReadFile(filepath.Join(b.sdkDir, "go.sum"))
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return nil, err
	}
	sdkMod, err := os.ReadFile(filepath.Join(b.sdkDir, "go.mod"))
	if err != nil {
		return nil, err
	}
	mod := "skillrun.native/" + u.Name()
	var gomod bytes.Buffer
	fmt.Fprintf(&gomod, "module %s\n\ngo %s\n\nrequire %s v0.0.0-00010101000000-000000000000\n\nreplace %s => %s\n", mod, b.goDirective, sdkModule, sdkModule, b.sdkDir)
	// The SDK's own requirements, so the build needs no resolution.
	if reqs := requireBlock(sdkMod); reqs != "" {
		gomod.WriteString("\n" + reqs)
	}
	var kind string
	switch u.Manifest.Kind {
	case skills.Procedure:
		kind = "Procedure(skill.Run)"
	case skills.Detector:
		kind = "Detector(skill.Detect)"
	default:
		return nil, fmt.Errorf("native: unknown skill kind %q", u.Manifest.Kind)
	}
	main := fmt.Sprintf(`// Code generated by skillrun's native tier. DO NOT EDIT.

package main

import (
	"os"

	"github.com/skillrun/skillrun/runtime/worker"
	skill %q
)

func main() {
	n := worker.%s
	n.Name, n.Version, n.File, n.Pkg = %q, %q, %q, %q
	os.Exit(worker.NativeMain(n))
}
`, mod+"/skill", kind, u.Name(), u.Version(), u.File, mod+"/skill")
	if b.plain {
		main = plainMain(mod)
	}
	base := filepath.Base(u.File)
	if !strings.HasSuffix(base, ".go") || strings.HasSuffix(base, "_test.go") {
		base = u.Name() + ".go"
	}
	files := map[string][]byte{
		"go.mod":                     gomod.Bytes(),
		"go.sum":                     sum,
		"main.go":                    []byte(main),
		filepath.Join("skill", base): u.Source,
	}
	if !b.plain {
		pkg, err := parser.ParseFile(token.NewFileSet(), u.File, u.Source, parser.PackageClauseOnly)
		if err != nil {
			return nil, fmt.Errorf("native: %w", err)
		}
		jail := jailFile
		if jail == base {
			jail = "zz_" + jail
		}
		files[filepath.Join("skill", jail)] = []byte(fmt.Sprintf(jailSource, pkg.Name.Name))
		// What recover() gives, in the interpreter's words (recovered.go).
		src, wrapped, err := wrapRecover(base, u.Source)
		if err != nil {
			return nil, err
		}
		if wrapped {
			rec := recoveredFile
			if rec == base {
				rec = "zz_" + rec
			}
			files[filepath.Join("skill", base)] = src
			files[filepath.Join("skill", rec)] = []byte(fmt.Sprintf(recoveredSource, pkg.Name.Name))
		}
	}
	return files, nil
}

// jailFile is the file generated beside the skill's source, in its
// package, that imports package jailinit; jailSource is its text.
// Go initialises a package's imports before the package, so jailinit's
// init, which applies the worker's whole jail, has returned before any
// package variable or init function of the skill runs.
const (
	jailFile   = "skillrun_jail.go"
	jailSource = `// Code generated by skillrun's native tier. DO NOT EDIT.

package %s

// The worker's jail is complete before this package is initialised: Go
// initialises a package's imports first.
import _ "github.com/skillrun/skillrun/runtime/worker/jailinit"
`
)

// requireBlock returns the require directives of a go.mod, all marked
// indirect for the build module.
func requireBlock(mod []byte) string {
	var out strings.Builder
	in := false
	for _, l := range strings.Split(string(mod), "\n") {
		t := strings.TrimSpace(l)
		switch {
		case t == "require (":
			in = true
		case in && t == ")":
			in = false
		case in && t != "" && !strings.HasPrefix(t, "//"):
			f := strings.Fields(t)
			if len(f) >= 2 {
				fmt.Fprintf(&out, "require %s %s // indirect\n", f[0], f[1])
			}
		case strings.HasPrefix(t, "require ") && !strings.HasSuffix(t, "("):
			f := strings.Fields(t)
			if len(f) >= 3 {
				fmt.Fprintf(&out, "require %s %s // indirect\n", f[1], f[2])
			}
		}
	}
	return out.String()
}
