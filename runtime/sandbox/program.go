package sandbox

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"github.com/skillrun/skillrun/runtime/check"
	"github.com/skillrun/skillrun/runtime/executor"
	"github.com/skillrun/skillrun/runtime/plain"
	"io"
	"path"
	"reflect"
	"regexp"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/hashicorp/go-hclog"
	"github.com/skillrun/skillrun/detectors"
	"github.com/skillrun/skillrun/runtime/symbols"
	"github.com/skillrun/skillrun/skills"
	"github.com/traefik/yaegi/interp"
	"github.com/traefik/yaegi/stdlib/generic"
)

// Options configure how programs are compiled and run. The zero value works.
type Options struct {
	// Logger receives debug logs; null by default.
	Logger hclog.Logger
	// InitTimeout bounds package initialisation at compile time (default 5s).
	InitTimeout time.Duration
	// CompileTimeout bounds the interpreter's compiling of the skill
	// (default DefaultCompileTimeout; a skill compiles in milliseconds): past it, Compile
	// returns an error wrapping ErrCompileStuck, and the goroutine still
	// compiling is left to the process, which a worker then ends.
	CompileTimeout time.Duration
	// MaxIdle is how many idle interpreters a Program keeps for reuse
	// (default GOMAXPROCS).
	MaxIdle int
	// ReflectCall makes every run enter the skill through the function
	// value yaegi's public API returns (reflect.Value.Call on its MakeFunc
	// wrapper) instead of the direct entry (see directEntry): slower by
	// about 1.3 µs and 22 allocations a call, kept for comparison and as
	// an escape hatch.
	ReflectCall bool
}

func (o Options) withDefaults() Options {
	if o.Logger == nil {
		o.Logger = hclog.NewNullLogger()
	}
	if o.InitTimeout == 0 {
		o.InitTimeout = 5 * time.Second
	}
	if o.CompileTimeout == 0 {
		o.CompileTimeout = DefaultCompileTimeout
	}
	if o.MaxIdle == 0 {
		o.MaxIdle = runtime.GOMAXPROCS(0)
	}
	return o
}

// Request is one run of a skill (the executor contract's type, named here
// for code that runs skills in process).
type Request = executor.Request

// Response is what a run produced (the executor contract's type).
type Response = executor.Response

// Executor runs checked skill versions: the contract of package
// runtime/executor, which *InProcess and runtime/worker's Pool implement.
type Executor = executor.Executor

// Program is one compiled skill version: immutable, safe for concurrent
// runs. Each run takes an interpreter of its own from a small pool, so a
// run that times out (and must be stopped, which yaegi does per
// interpreter) never disturbs another.
type Program struct {
	unit *check.Unit
	opts Options

	mu   sync.Mutex
	idle []*instance
}

// instance is one interpreter with the skill loaded.
type instance struct {
	i        *interp.Interpreter
	entry    reflect.Value // Run or Detect
	argsType reflect.Type
	direct   *directCall // the same entry without reflection, when available
	out      *capWriter
	log      *capWriter    // the interpreter's panic lines (see compile)
	halt     chan struct{} // closed when the run stops (see stopRun)
	killed   atomic.Bool
}

// initOutputBytes bounds what package initialisation may print.
const initOutputBytes = 1 << 20

// panicLogBytes bounds the interpreter's panic lines kept for a run: the
// first is where the panic happened.
const panicLogBytes = 1 << 16

// Compile compiles a checked unit. It compiles one interpreter eagerly so
// that compile errors surface here, with positions.
func Compile(u *check.Unit, opts Options) (*Program, error) {
	opts = opts.withDefaults()
	p := &Program{unit: u, opts: opts}
	inst, err := p.newInstance()
	if err != nil {
		return nil, err
	}
	p.put(inst)
	return p, nil
}

// Unit returns the unit the program was compiled from.
func (p *Program) Unit() *check.Unit { return p.unit }

// Close releases the program's idle interpreters.
func (p *Program) Close() {
	p.mu.Lock()
	p.idle = nil
	p.mu.Unlock()
}

var (
	whitelistOnce sync.Once
	whitelistSyms interp.Exports
	whitelistKeys map[string]string   // import path -> "path/name" key
	whitelistVars map[string][]string // "path/name" key -> its variables
)

// whitelist returns the symbol tables. Variables (skills.DefaultLimits,
// skills.ErrTimeout, io.EOF and the like) are listed in whitelistVars:
// exportsFor gives every interpreter copies of its own, so a skill that
// assigns one changes neither the host's nor another skill's.
func whitelist() interp.Exports {
	whitelistOnce.Do(func() {
		whitelistSyms = interp.Exports{}
		whitelistKeys = map[string]string{}
		whitelistVars = map[string][]string{}
		for pkg, syms := range symbols.Symbols {
			for name, v := range syms {
				if pkg != "." && v.IsValid() && v.CanAddr() {
					whitelistVars[pkg] = append(whitelistVars[pkg], name)
				}
			}
			whitelistSyms[pkg] = syms
			whitelistKeys[path.Dir(pkg)] = pkg
		}
	})
	return whitelistSyms
}

// withPrivateVars returns syms with each variable replaced by a copy of
// its value that only this interpreter sees (syms itself is shared). A
// variable the skill's code names is copied with everything a skill could
// write through it (see copier); code is what the skill can name, so a
// variable whose name it never spells cannot be reached, and its copy
// need not go deeper (a deep copy of package unicode's tables costs 2 ms).
func withPrivateVars(key string, syms map[string]reflect.Value, code []byte) map[string]reflect.Value {
	vars := whitelistVars[key]
	if len(vars) == 0 {
		return syms
	}
	m := make(map[string]reflect.Value, len(syms))
	for k, v := range syms {
		m[k] = v
	}
	// One copier for the package: two variables that share a value (a
	// table and the map that lists it) still share their copy.
	cp := copier{seen: map[seenKey]reflect.Value{}}
	for _, name := range vars {
		v := syms[name]
		c := reflect.New(v.Type()).Elem()
		if bytes.Contains(code, []byte(name)) {
			cp.into(c, v)
		} else {
			c.Set(v)
		}
		m[name] = c // writable, but writes reach nobody else
	}
	return m
}

// exportsFor returns the symbol tables one interpreter needs: the packages
// the skill imports, and "." (MapTypes). fmt's printing functions are bound
// to the instance's output. The "fmt/fmt" key is deliberately not used:
// with it, yaegi's Use also compiles its generic cmp/maps/slices sources
// into every interpreter (about 4 ms), which only skills that import them
// need (newInstance compiles them then).
func exportsFor(u *check.Unit, out io.Writer, log *capWriter, halt <-chan struct{}) interp.Exports {
	all := whitelist()
	mt := map[reflect.Value][]reflect.Type{}
	for k, v := range symbols.MapTypes {
		mt[k] = v
	}
	ex := interp.Exports{".": {"MapTypes": reflect.ValueOf(mt)}}
	// The package the normaliser's rewrites import (never the skill's own
	// import: vet refuses it there).
	if key, ok := whitelistKeys[symbols.PlainPath]; ok {
		syms := make(map[string]reflect.Value, len(all[key]))
		for k, v := range all[key] {
			syms[k] = v
		}
		// A panic the skill recovers is over: the lines the interpreter
		// logged for it do not place a later one.
		syms["Recovered"] = reflect.ValueOf(func(r any) any {
			if r != nil {
				log.reset(panicLogBytes)
			}
			return plain.Recovered(r)
		})
		// A deferred call's panic caught so that the calls deferred
		// before it run (see check's deferPanics) is placed where the
		// interpreter placed it, if it left a function deeper down.
		syms["Caught"] = reflect.ValueOf(func(r any, pos string) any {
			if m := panicPosRE.FindStringSubmatch(log.String()); m != nil {
				pos = m[1]
			}
			return plain.Caught(r, pos)
		})
		// The skill's selects (rewritten into calls of Select) return
		// when the run stops, as the interpreter's channel operations
		// do.
		syms["Select"] = reflect.ValueOf(func(dflt bool, kinds string, ops ...any) int {
			return plain.SelectUntil(halt, dflt, kinds, ops...)
		})
		syms["SelectN"] = reflect.ValueOf(func(dflt bool, kinds string, ops ...any) (int, any) {
			return plain.SelectNUntil(halt, dflt, kinds, ops...)
		})
		syms["Select1"] = reflect.ValueOf(func(dflt bool, kinds string, c1, o1 any) (int, any) {
			return plain.Select1Until(halt, dflt, kinds, c1, o1)
		})
		syms["Select2"] = reflect.ValueOf(func(dflt bool, kinds string, c1, o1, c2, o2 any) (int, any) {
			return plain.Select2Until(halt, dflt, kinds, c1, o1, c2, o2)
		})
		syms["Select3"] = reflect.ValueOf(func(dflt bool, kinds string, c1, o1, c2, o2, c3, o3 any) (int, any) {
			return plain.Select3Until(halt, dflt, kinds, c1, o1, c2, o2, c3, o3)
		})
		ex[key] = syms
	}
	for _, imp := range u.Imports {
		key, ok := whitelistKeys[imp]
		if !ok {
			continue // a generic package (compiled from source) or the skill's own
		}
		syms := withPrivateVars(key, all[key], u.Code)
		if fns := privateResults[imp]; fns != nil {
			m := make(map[string]reflect.Value, len(syms))
			for k, v := range syms {
				m[k] = v
			}
			for name, fn := range fns {
				m[name] = reflect.ValueOf(fn)
			}
			syms = m
		}
		if imp == "fmt" {
			f := make(map[string]reflect.Value, len(syms))
			for k, v := range syms {
				f[k] = v
			}
			bind := func(name string, fn any, orig any) {
				v := reflect.ValueOf(fn)
				f[name] = v
				mt[v] = symbols.MapTypes[reflect.ValueOf(orig)]
			}
			bind("Print", func(a ...any) (int, error) { return fmt.Fprint(out, a...) }, fmt.Print)
			bind("Printf", func(format string, a ...any) (int, error) { return fmt.Fprintf(out, format, a...) }, fmt.Printf)
			bind("Println", func(a ...any) (int, error) { return fmt.Fprintln(out, a...) }, fmt.Println)
			ex["fmt/./fmt"] = f
			continue
		}
		ex[key] = syms
	}
	return ex
}

// needsGeneric reports whether the skill imports one of the generic
// packages the interpreter compiles from source.
func needsGeneric(u *check.Unit) bool {
	for _, imp := range u.Imports {
		for _, g := range symbols.Generic {
			if imp == g {
				return true
			}
		}
	}
	return false
}

func (p *Program) get() (*instance, error) {
	p.mu.Lock()
	if n := len(p.idle); n > 0 {
		inst := p.idle[n-1]
		p.idle = p.idle[:n-1]
		p.mu.Unlock()
		return inst, nil
	}
	p.mu.Unlock()
	return p.newInstance()
}

func (p *Program) put(inst *instance) {
	if inst.killed.Load() {
		return
	}
	p.mu.Lock()
	if len(p.idle) < p.opts.MaxIdle {
		p.idle = append(p.idle, inst)
	}
	p.mu.Unlock()
}

func (p *Program) newInstance() (inst *instance, err error) {
	u := p.unit
	// What package initialisation prints is kept up to a bound (a skill
	// that prints forever in init must not grow memory with it).
	out := &capWriter{limit: initOutputBytes}
	log := &capWriter{limit: panicLogBytes}
	halt := make(chan struct{})
	i, prog, err := p.compile(out, log, halt)
	if err != nil {
		return nil, err
	}
	defer func() {
		if r := recover(); r != nil {
			inst, err = nil, p.compileError(fmt.Errorf("%v", r), log)
		}
	}()
	// Not yaegi's ExecuteWithContext: on a timeout it returns ctx.Err(),
	// but the goroutine it stops writes the same named results as it
	// ends, and its nil error could reach the caller (an init that never
	// ended passed). The run is stopped as Run's are (interpStop), and
	// its error comes back over a channel.
	timer := time.NewTimer(p.opts.InitTimeout)
	defer timer.Stop()
	done := make(chan error, 1)
	go func() {
		_, err := i.Execute(prog)
		done <- err
	}()
	select {
	case err := <-done:
		if err != nil {
			return nil, p.compileError(err, log)
		}
	case <-timer.C:
		stopRun(i, halt)
		return nil, &skills.Error{Skill: u.Name(), Op: "init", Err: fmt.Errorf("%w: package initialisation took longer than %s", skills.ErrTimeout, p.opts.InitTimeout)}
	}
	inst = &instance{i: i, out: out, log: log, halt: halt}
	entry := "Run"
	if u.Manifest.Kind == skills.Detector {
		entry = "Detect"
	}
	v, err := i.Eval(u.Name() + "." + entry)
	if err != nil {
		return nil, p.compileError(err, log)
	}
	if v.Kind() != reflect.Func || v.Type().NumIn() != 2 || v.Type().NumOut() != 2 {
		return nil, &skills.Error{Skill: u.Name(), Op: "compile", Err: fmt.Errorf("%s has type %s", entry, v.Type())}
	}
	inst.entry, inst.argsType = v, v.Type().In(1)
	if !p.opts.ReflectCall {
		d, err := directEntry(i, u.Name(), entry, v.Type())
		if err != nil {
			p.opts.Logger.Debug("direct entry unavailable, calling through reflection", "skill", u.Name(), "reason", err)
		}
		inst.direct = d
	}
	out.reset(0)
	return inst, nil
}

// compile makes an interpreter for the unit and compiles its code, without
// running any of it (package initialisation runs at Execute). The vet
// differential test calls it to check that what vets compiles. What the
// skill prints goes to out; log gets the interpreter's stderr, which is
// only the line it writes for each function a panic leaves ("17:15:
// panic: skill.boom(...)", innermost first): the position of a crash,
// not the run's output (compiled Go writes nothing for a panic the skill
// recovers).
//
// halt, closed when the run stops, wakes the skill's selects blocked in
// plain.Select (see stopRun).
func (p *Program) compile(out, log *capWriter, halt chan struct{}) (i *interp.Interpreter, prog *interp.Program, err error) {
	u := p.unit
	i = interp.New(interp.Options{
		Stdout: out, Stderr: log, Stdin: strings.NewReader(""),
		Env: []string{}, Args: []string{u.Name()},
		SourcecodeFilesystem: emptyFS{},
		GoPath:               "/nonexistent",
	})
	if err := i.Use(exportsFor(u, out, log, halt)); err != nil {
		return nil, nil, fmt.Errorf("load symbols: %w", err)
	}
	if needsGeneric(u) {
		for _, src := range generic.Sources {
			if _, err := i.Compile(src); err != nil {
				return nil, nil, fmt.Errorf("load generic packages: %w", err)
			}
		}
	}
	defer func() {
		if r := recover(); r != nil {
			i, prog, err = nil, nil, p.compileError(fmt.Errorf("%v", r), log)
		}
	}()
	// Compile under a context so that channel operations in the skill stay
	// cancellable (yaegi decides that at compile time).
	if _, err := i.EvalWithContext(context.Background(), "0"); err != nil {
		return nil, nil, fmt.Errorf("prime interpreter: %w", err)
	}
	// yaegi's compiler cannot be stopped, and some generic code it
	// compiles forever (it instantiates a function inside itself): it
	// compiles in a goroutine of its own, which is abandoned at the
	// bound.
	type compiled struct {
		prog *interp.Program
		err  error
	}
	done := make(chan compiled, 1)
	go func() {
		defer func() {
			if r := recover(); r != nil {
				done <- compiled{err: p.compileError(fmt.Errorf("%v", r), log)}
			}
		}()
		prog, err := i.Compile(string(u.Code))
		if err != nil {
			err = p.compileError(err, log)
		}
		done <- compiled{prog, err}
	}()
	timer := time.NewTimer(p.opts.CompileTimeout)
	defer timer.Stop()
	select {
	case c := <-done:
		if c.err != nil {
			return nil, nil, c.err
		}
		return i, c.prog, nil
	case <-timer.C:
		return nil, nil, &skills.Error{Skill: u.Name(), Op: "compile", Pos: u.File, Err: fmt.Errorf("%w: %w: the interpreter did not finish compiling the skill in %s (a skill compiles in milliseconds). Its compiler never ends on some generic code: generic functions that call each other, reached from a method of a generic type of several type parameters, are one known form; write that code with fewer type parameters, or without them",
			skills.ErrBadInput, ErrCompileStuck, p.opts.CompileTimeout)}
	}
}

// DefaultCompileTimeout is Options.CompileTimeout when unset.
const DefaultCompileTimeout = 10 * time.Second

// ErrCompileStuck marks a compile that did not end in Options.CompileTimeout.
// The goroutine compiling still runs: a worker process that saw it exits
// once it has answered.
var ErrCompileStuck = errors.New("compile stuck")

// compileError turns a yaegi error or panic into a *skills.Error with the
// skill's file name in its position.
func (p *Program) compileError(err error, log *capWriter) error {
	msg := err.Error()
	var pe interp.Panic
	if errors.As(err, &pe) {
		msg = fmt.Sprint(pe.Value)
	}
	pos := ""
	if m := posRE.FindStringSubmatch(msg); m != nil {
		pos, msg = p.unit.File+":"+m[1], strings.TrimSpace(m[2])
	}
	if pos == "" {
		pos = panicPos(log.String(), p.unit.File)
	}
	if strings.HasPrefix(msg, "not a generic type: func(") {
		// yaegi v0.16.1 drops the error of compiling a generic
		// function's instance (a shadowed err in its cfg) and then
		// takes the call's type arguments for a type's.
		msg += notGenericHint
	}
	return &skills.Error{Skill: p.unit.Name(), Op: "compile", Pos: pos, Err: fmt.Errorf("%w: %s", skills.ErrBadInput, msg)}
}

// notGenericHint follows the interpreter's "not a generic type: func(...)"
// at a call with type arguments, which says nothing of the cause.
const notGenericHint = " (the interpreter could not compile this call's instance of the generic function, or of a generic type it makes, and lost why: the cause is in the function's body or the type's methods, for these type arguments)"

var (
	posRE      = regexp.MustCompile(`^(?:_\.go:)?(\d+:\d+):\s*(.*)$`)
	panicPosRE = regexp.MustCompile(`(?m)^(?:_\.go:)?(\d+:\d+): panic`)
)

// panicPos finds the position yaegi printed for the last panic.
func panicPos(out, file string) string {
	// The first line is the innermost frame: where the panic happened.
	m := panicPosRE.FindStringSubmatch(out)
	if m == nil {
		return ""
	}
	return file + ":" + m[1]
}

// Run runs the program once. A run that outlives ctx is stopped (its
// interpreter is discarded) and returns an error wrapping skills.ErrTimeout
// or skills.ErrCancelled. A panic in the skill returns skills.ErrCrash with
// the position yaegi reports.
func (p *Program) Run(ctx context.Context, req *Request) (resp *Response, err error) {
	if err := ctx.Err(); err != nil {
		return nil, ctxError(p.unit.Name(), err)
	}
	if _, ok := ctx.Deadline(); !ok && req.Limits.Timeout > 0 {
		// Called without a deadline (a worker, or the Go API directly):
		// the run's timeout is its one deadline. A caller's deadline (the
		// library's) is not set twice.
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, req.Limits.Timeout)
		defer cancel()
	}
	inst, err := p.get()
	if err != nil {
		return nil, err
	}
	inst.out.reset(req.Limits.OutputBytes)
	inst.log.reset(panicLogBytes)
	// A context that can never end (context.Background) needs no watcher.
	stop := func() bool { return true }
	if ctx.Done() != nil {
		stop = context.AfterFunc(ctx, func() { inst.kill() })
	}
	defer func() {
		r := recover()
		// What Go's runtime prints for a panic's value of the skill's own
		// type calls its Error or String method: skill code, run while
		// the run's deadline still stops it.
		text := panicText(r)
		stopped := !stop()
		switch {
		case stopped || inst.killed.Load():
			// The interpreter was stopped under the run: whatever came back
			// is not a result.
			inst.killed.Store(true)
			resp, err = nil, ctxError(p.unit.Name(), context.Cause(ctx))
		case r != nil:
			inst.killed.Store(true) // state after a panic is suspect
			resp, err = nil, p.crash(r, text, inst)
		case err == nil && inst.out.overflow.Load():
			err = &skills.Error{Skill: p.unit.Name(), Op: "run", Err: fmt.Errorf("%w: printed more than %d bytes", skills.ErrOutput, req.Limits.OutputBytes)}
			resp = nil
		}
		if resp != nil {
			resp.Output = inst.out.bytes()
		}
		p.put(inst)
	}()
	// Arguments are decoded natively, into the interpreted Args type (yaegi
	// gives it a real reflect type, tags included), then the entry point is
	// called: one crossing into the interpreter per run.
	var env skills.Env
	switch p.unit.Manifest.Kind {
	case skills.Procedure:
		if env = req.Env; env == nil {
			env = NoEnv{}
		}
		env = plainEnv{env}
	case skills.Detector:
		if req.Frame == nil || req.Frame.Img == nil {
			return nil, &skills.Error{Skill: p.unit.Name(), Op: "run", Err: fmt.Errorf("%w: a detector needs a frame", skills.ErrBadInput)}
		}
	default:
		return nil, fmt.Errorf("unknown skill kind %q", p.unit.Manifest.Kind)
	}
	out, errv, err := inst.call(env, req.Frame, req.Args)
	if err != nil {
		return nil, &skills.Error{Skill: p.unit.Name(), Op: "run", Err: err}
	}
	if e, _ := errv.(error); e != nil {
		return nil, p.skillError(e)
	}
	if p.unit.Manifest.Kind == skills.Detector {
		dets, _ := out.([]detectors.Detection)
		for i := range dets {
			if dets[i].Attrs != nil {
				dets[i].Attrs, _ = Data(dets[i].Attrs).(map[string]any)
			}
		}
		return &Response{Detections: dets}, nil
	}
	res, _ := out.(skills.Result)
	res, _ = Data(res).(skills.Result)
	if err := CheckResult(res, req.Limits.ResultBytes); err != nil {
		return nil, &skills.Error{Skill: p.unit.Name(), Op: "run", Err: err}
	}
	return &Response{Result: res}, nil
}

// call decodes the JSON arguments into the entry point's Args type and
// calls it with env (a procedure) or frame (a detector) first, directly
// when it can, else through reflection. It returns the two results; err is
// an argument decoding error.
func (inst *instance) call(env skills.Env, frame *detectors.Frame, args []byte) (out, errv any, err error) {
	if d := inst.direct; d != nil {
		fr, data := d.frame()
		if err := skills.DecodeArgs(args, plain.Target(data[3].Addr().Interface())); err != nil {
			return nil, nil, err
		}
		if env != nil {
			// The slot's type is skills.Env (directEntry checked it).
			*(*skills.Env)(data[2].Addr().UnsafePointer()) = env
		} else {
			data[2].Set(reflect.ValueOf(frame))
		}
		d.run(fr)
		return data[0].Interface(), data[1].Interface(), nil
	}
	a := reflect.New(inst.argsType)
	if err := skills.DecodeArgs(args, plain.Target(a.Interface())); err != nil {
		return nil, nil, err
	}
	in0 := reflect.ValueOf(frame)
	if env != nil {
		e := env // escapes; env itself stays on the stack for the direct path
		in0 = reflect.ValueOf(&e).Elem()
	}
	outs := inst.entry.Call([]reflect.Value{in0, a.Elem()})
	return outs[0].Interface(), outs[1].Interface(), nil
}

// skillError wraps an error the skill returned: whatever its value (even
// skills.ErrTimeout, or a nested call's verdict passed on), it is the
// skill's own failure, never a verdict of the sandbox (skills.Returned).
func (p *Program) skillError(err error) error {
	return &skills.Error{Skill: p.unit.Name(), Op: "run", Err: skills.Returned(err)}
}

// crash reports the skill's panic with value r: text, with the position
// of the panic call, for a value of the skill's own type (see panicText);
// otherwise the value as fmt prints it, where yaegi places the panic.
func (p *Program) crash(r any, text string, inst *instance) error {
	pos := panicPos(inst.log.String(), p.unit.File)
	r = panicValue(r)
	if pv, ok := r.(*plain.Panicked); ok {
		return &skills.Error{Skill: p.unit.Name(), Op: "run", Pos: p.unit.File + ":" + pv.Pos, Err: fmt.Errorf("%w: panic: %s", skills.ErrCrash, text)}
	}
	if e := plain.RuntimeErrorOf(r); e != nil {
		r = e // Go's words, not reflect's
	}
	return &skills.Error{Skill: p.unit.Name(), Op: "run", Pos: pos, Err: fmt.Errorf("%w: panic: %v", skills.ErrCrash, r)}
}

// panicValue is the value a skill panicked with, out of yaegi's Panic
// and the reflect.Value yaegi panics with.
func panicValue(r any) any {
	if pe, ok := r.(interp.Panic); ok {
		r = pe.Value
	}
	if rv, ok := r.(reflect.Value); ok && rv.IsValid() && rv.CanInterface() {
		if pv, ok := rv.Interface().(*plain.Panicked); ok {
			return pv
		}
	}
	return r
}

// panicText is what Go's runtime prints for r, a panic's value of the
// skill's own type, which the normaliser made a *plain.Panicked: its
// Error text, its String, or its type and value; "" for another value.
func panicText(r any) string {
	if pv, ok := panicValue(r).(*plain.Panicked); ok {
		return pv.Text()
	}
	return ""
}

func ctxError(skill string, cause error) error {
	if errors.Is(cause, context.DeadlineExceeded) {
		return &skills.Error{Skill: skill, Op: "run", Err: fmt.Errorf("%w: deadline exceeded", skills.ErrTimeout)}
	}
	return &skills.Error{Skill: skill, Op: "run", Err: fmt.Errorf("%w: %v", skills.ErrCancelled, cause)}
}

// CheckResult is what every tier checks of a procedure's result before
// it leaves the worker: JSON-encodable, within limit bytes (0: no limit)
// and nested no deeper than the host decodes.
func CheckResult(res skills.Result, limit int64) error {
	if limit <= 0 || res == nil {
		return nil
	}
	b, err := json.Marshal(res)
	if err != nil {
		return fmt.Errorf("result is not JSON-encodable: %s", EncodeErrorText(err))
	}
	if int64(len(b)) > limit {
		return fmt.Errorf("%w: result is %d bytes, limit %d", skills.ErrResultSize, len(b), limit)
	}
	if d := JSONDepth(b); d > MaxJSONDepth {
		return fmt.Errorf("result nests %d levels deep; JSON decoders (the host's among them) read at most %d", d, MaxJSONDepth)
	}
	return nil
}

// MaxJSONDepth is how deep encoding/json decodes (its own bound, not
// exported). A value a skill made nested deeper (a result, an action's
// parameters, a log line's values) encoded in the worker and failed to
// decode in the host, which reported a crash of the skill ("decode
// result: invalid character '{' exceeded max depth").
const MaxJSONDepth = 10000

// JSONDepth returns how deep arrays and objects nest in valid JSON b.
func JSONDepth(b []byte) int {
	depth, most := 0, 0
	inStr, esc := false, false
	for _, c := range b {
		switch {
		case esc:
			esc = false
		case inStr:
			if c == '\\' {
				esc = true
			} else if c == '"' {
				inStr = false
			}
		case c == '"':
			inStr = true
		case c == '[' || c == '{':
			if depth++; depth > most {
				most = depth
			}
		case c == ']' || c == '}':
			depth--
		}
	}
	return most
}

// kill stops every frame of the instance's interpreter. yaegi offers no
// per-call cancellation: stopping is interpreter-wide, which is why each
// run has an interpreter of its own.
func (inst *instance) kill() {
	if inst.killed.Swap(true) {
		return
	}
	stopRun(inst.i, inst.halt)
}

// capWriter collects output up to a limit, then drops the rest and
// remembers that it overflowed.
type capWriter struct {
	mu       sync.Mutex
	buf      bytes.Buffer
	limit    int64
	overflow atomic.Bool
}

func (w *capWriter) Write(b []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	room := int64(len(b))
	if w.limit > 0 {
		room = w.limit - int64(w.buf.Len())
	}
	if room < int64(len(b)) {
		w.overflow.Store(true)
		if room > 0 {
			w.buf.Write(b[:room])
		}
		return len(b), nil
	}
	w.buf.Write(b)
	return len(b), nil
}

func (w *capWriter) reset(limit int64) {
	w.mu.Lock()
	w.buf.Reset()
	w.limit = limit
	w.overflow.Store(false)
	w.mu.Unlock()
}

func (w *capWriter) bytes() []byte {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.buf.Len() == 0 {
		return nil
	}
	return bytes.Clone(w.buf.Bytes())
}

func (w *capWriter) String() string {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.buf.String()
}

// NoEnv is the environment of a procedure run without one: Observe and Act
// fail with skills.ErrNoEnv; Log discards; Call fails.
type NoEnv struct{}

// Observe fails with skills.ErrNoEnv.
func (NoEnv) Observe() (skills.Observation, error) { return nil, skills.ErrNoEnv }

// Act fails with skills.ErrNoEnv.
func (NoEnv) Act(a skills.Action) (skills.Outcome, error) {
	return skills.Outcome{}, fmt.Errorf("act %s: %w", a.Name, skills.ErrNoEnv)
}

// Log discards the message.
func (NoEnv) Log(string, ...any) {}

// Call fails: there is no library to call into.
func (NoEnv) Call(name string, _ any) (skills.Result, error) {
	return nil, fmt.Errorf("call %s: no library bound to this run", name)
}
