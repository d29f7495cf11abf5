package native

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"image"
	"image/color"
	"math/rand"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/skillrun/skillrun/detectors"
	"github.com/skillrun/skillrun/runtime/check"
	"github.com/skillrun/skillrun/runtime/sandbox"
	"github.com/skillrun/skillrun/skills"
)

// ErrDiverged means the native build of a version did not give the same
// results, actions or errors as the interpreted version.
var ErrDiverged = errors.New("native build diverged from the interpreted version")

// Trial is one run both tiers must agree on: the arguments, the frame of a
// detector, and a fresh environment for each tier's run (a replay of a
// recorded episode, or a simulator restored from its snapshot).
type Trial struct {
	Name  string
	Args  json.RawMessage
	Frame *detectors.Frame
	// NewEnv makes the Env of one run; nil gives a scripted environment
	// that answers every observation and action deterministically.
	NewEnv func() skills.Env
}

// ProofOptions configure Prove.
type ProofOptions struct {
	// Generated is how many runs on arguments generated from the version's
	// parameter schema (default 24; the empty arguments are always one).
	Generated int
	// Seed seeds the generator (default 1).
	Seed int64
	// Trials returns the runs of the version's linked episodes (replay and
	// re-simulation); nil: generated runs only. They all run, whatever the
	// budget.
	Trials func(ctx context.Context, u *check.Unit) ([]Trial, error)
	// Episodes checks the version's linked episodes (replay and
	// re-simulation) on the native executor against the interpreted one
	// and returns an error wrapping ErrDiverged on any difference in
	// verdict, divergence, state or actions (the composition root builds
	// it from package verify); nil: none. It runs before the generated
	// runs, whatever the budget.
	Episodes func(ctx context.Context, u *check.Unit, interp, native sandbox.Executor) error
	// Budget bounds the time spent on generated runs once MinGenerated
	// of them have been compared (default 5s): interpreted runs of a
	// compute-heavy skill can take seconds each, and the tier-up waits
	// for the proof.
	Budget time.Duration
	// MinGenerated is how many generated runs are always compared
	// (default 4).
	MinGenerated int
	// Parallel is how many trials run at once (default 2).
	Parallel int
}

// Prove runs every trial of u on both executors and fails with
// ErrDiverged at the first difference in result, detections, printed
// output, error (kind and message) or in the sequence of env calls and
// their answers. Two panics agree by their kind: their wording and
// position are the runtime's, not the skill's. A trial whose interpreted run ran out of
// time, CPU, memory or stack proves nothing and is skipped: compiled code is
// faster, which is the point; a native run that breaks a limit the
// interpreted one kept is a divergence. Every episode trial runs;
// generated runs stop once o.MinGenerated were compared and o.Budget is
// spent.
func Prove(ctx context.Context, u *check.Unit, interp, native sandbox.Executor, o ProofOptions) error {
	if o.Budget <= 0 {
		o.Budget = 5 * time.Second
	}
	if o.MinGenerated <= 0 {
		o.MinGenerated = 4
	}
	trials := generate(u, o)
	episodes := 0
	if o.Trials != nil {
		more, err := o.Trials(ctx, u)
		if err != nil {
			return fmt.Errorf("trials of %s@%s: %w", u.Name(), u.Version(), err)
		}
		trials = append(more, trials...)
		episodes = len(more)
	}
	if o.Episodes != nil {
		if err := o.Episodes(ctx, u, interp, native); err != nil {
			return err
		}
	}
	// Trials run Parallel at a time (the interpreted pool runs several
	// calls at once); the first divergence in trial order is reported.
	par := o.Parallel
	if par <= 0 {
		par = 2
	}
	results := make([]string, len(trials)) // divergence, or "" when equal or skipped
	ran := make([]bool, len(trials))       // compared on both tiers
	var mu sync.Mutex
	next, generated, failed := 0, 0, false
	start := time.Now()
	take := func() int {
		mu.Lock()
		defer mu.Unlock()
		if failed || next >= len(trials) || ctx.Err() != nil {
			return -1
		}
		i := next
		if i == episodes {
			start = time.Now()
		}
		if i >= episodes {
			if generated >= o.MinGenerated && time.Since(start) > o.Budget {
				return -1
			}
			generated++
		}
		next++
		return i
	}
	var wg sync.WaitGroup
	for w := 0; w < par; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := take(); i >= 0; i = take() {
				t := trials[i]
				want := runTrial(ctx, interp, u, t)
				if want.resource || ctx.Err() != nil {
					continue
				}
				got := runTrial(ctx, native, u, t)
				if ctx.Err() != nil {
					continue
				}
				d := want.diff(got)
				mu.Lock()
				ran[i] = true
				if d != "" {
					results[i] = fmt.Sprintf("trial %s (args %s): %s", t.Name, t.Args, d)
					failed = true
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return err
	}
	compared := 0
	for i := range trials {
		if results[i] != "" {
			return fmt.Errorf("%w: %s", ErrDiverged, results[i])
		}
		if ran[i] {
			compared++
		}
	}
	if compared == 0 {
		return fmt.Errorf("%w: no trial ran to an end on the interpreted tier", ErrDiverged)
	}
	return nil
}

// observed is what one run did.
type observed struct {
	result, detections, output string
	errKind, errMsg, errLine   string
	trace                      []string
	resource                   bool // ended on a time, CPU or memory limit
}

func (a *observed) diff(b *observed) string {
	// A panic in both runs is the same outcome whatever the words: yaegi
	// panics through reflection ("reflect: slice index out of range" for
	// "index out of range [5] with length 3") and places a panic at the
	// statement around it (a switch), compiled code at its line. What the
	// skill did before it (env calls, output) is still compared.
	crashed := a.errKind == "crash" && b.errKind == "crash"
	switch {
	case a.errKind != b.errKind:
		return fmt.Sprintf("outcome: interpreted %s, native %s", a.outcome(), b.outcome())
	case a.errMsg != b.errMsg && !crashed:
		return fmt.Sprintf("error: interpreted %q, native %q", a.errMsg, b.errMsg)
	case a.errLine != b.errLine && !crashed:
		return fmt.Sprintf("error position: interpreted %s, native %s", a.errLine, b.errLine)
	case a.result != b.result:
		return fmt.Sprintf("result: interpreted %s, native %s", a.result, b.result)
	case a.detections != b.detections:
		return fmt.Sprintf("detections: interpreted %s, native %s", a.detections, b.detections)
	case a.output != b.output:
		return fmt.Sprintf("output: interpreted %q, native %q", a.output, b.output)
	}
	for i := 0; i < len(a.trace) || i < len(b.trace); i++ {
		var x, y string
		if i < len(a.trace) {
			x = a.trace[i]
		}
		if i < len(b.trace) {
			y = b.trace[i]
		}
		if x != y {
			return fmt.Sprintf("env call %d: interpreted %s, native %s", i+1, orNone(x), orNone(y))
		}
	}
	return ""
}

// outcome says how a run ended, for a divergence in kind: with no error,
// or with an error of a kind, its message and where the runtime placed it
// (a crash of one tier only is most often the interpreter's, and the
// position is the author's lead).
func (a *observed) outcome() string {
	if a.errKind == "" {
		return "no error"
	}
	s := fmt.Sprintf("%s %q", a.errKind, a.errMsg)
	if a.errLine != "" {
		s += " at " + a.errLine
	}
	return s
}

func orNone(s string) string {
	if s == "" {
		return "(none)"
	}
	return s
}

// kindOf names an error for comparing two runs: the sentinel of package
// skills it wraps (skills.SentinelName, finer than its kind: result_size,
// depth, invalid_args, vet), else its kind (skills.KindOf, the one table).
func kindOf(err error) string {
	if n := skills.SentinelName(err); n != "" {
		return n
	}
	return string(skills.KindOf(err))
}

func runTrial(ctx context.Context, x sandbox.Executor, u *check.Unit, t Trial) *observed {
	var env skills.Env
	if t.NewEnv != nil {
		env = t.NewEnv()
	} else {
		env = &scriptedEnv{}
	}
	rec := &recordingEnv{next: env}
	req := &sandbox.Request{Args: t.Args, Frame: t.Frame}
	if u.Manifest.Kind == skills.Procedure {
		req.Env = rec
	}
	resp, err := x.Run(ctx, u, req)
	o := &observed{trace: rec.trace}
	if err != nil {
		o.errKind = kindOf(err)
		o.resource = errors.Is(err, skills.ErrTimeout) || errors.Is(err, skills.ErrCPU) || errors.Is(err, skills.ErrMemory) || stackOverflow(err)
		var se *skills.Error
		if errors.As(err, &se) {
			o.errMsg = se.Err.Error()
			// Compiled code knows lines, not columns: file:line.
			if i := strings.LastIndexByte(se.Pos, ':'); i > 0 && strings.Count(se.Pos, ":") >= 2 {
				o.errLine = se.Pos[:i]
			} else {
				o.errLine = se.Pos
			}
		} else {
			o.errMsg = err.Error()
		}
		return o
	}
	o.result = canonical(resp.Result)
	if resp.Detections != nil {
		o.detections = canonical(resp.Detections)
	}
	o.output = string(resp.Output)
	return o
}

// stackOverflow reports whether err is a run that ran out of stack (the
// worker's "stack overflow (recursion too deep)"). The interpreter takes
// many times the stack of compiled code per call (a recursion a million
// deep overflows interpreted and runs natively), so like time and memory
// it is a limit the native tier may keep where the interpreted one broke.
func stackOverflow(err error) bool {
	if !errors.Is(err, skills.ErrCrash) {
		return false
	}
	return strings.HasSuffix(err.Error(), "(recursion too deep)")
}

// canonical is v as JSON with sorted keys (encoding/json sorts map keys).
func canonical(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		return "unencodable: " + err.Error()
	}
	return string(b)
}

// recordingEnv records every env call and its answer.
type recordingEnv struct {
	next  skills.Env
	mu    sync.Mutex
	trace []string
}

func (r *recordingEnv) add(format string, args ...any) {
	r.mu.Lock()
	r.trace = append(r.trace, fmt.Sprintf(format, args...))
	r.mu.Unlock()
}

func errText(err error) string {
	if err == nil {
		return ""
	}
	return kindOf(err) + ":" + err.Error()
}

func (r *recordingEnv) Observe() (skills.Observation, error) {
	o, err := r.next.Observe()
	r.add("observe -> %s %s", canonical(o), errText(err))
	return o, err
}

func (r *recordingEnv) Act(a skills.Action) (skills.Outcome, error) {
	out, err := r.next.Act(a)
	r.add("act %s -> %s %s", canonical(a), canonical(out), errText(err))
	return out, err
}

func (r *recordingEnv) Log(msg string, kv ...any) {
	r.add("log %q %s", msg, canonical(kv))
	r.next.Log(msg, kv...)
}

func (r *recordingEnv) Call(skill string, args any) (skills.Result, error) {
	res, err := r.next.Call(skill, args)
	r.add("call %s %s -> %s %s", skill, canonical(args), canonical(res), errText(err))
	return res, err
}

// scriptedEnv answers deterministically: observation k reports a tick and
// a position that moves with the actions, every third action fails.
type scriptedEnv struct {
	mu    sync.Mutex
	ticks int
	acts  int
}

func (e *scriptedEnv) Observe() (skills.Observation, error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.ticks++
	return skills.Observation{"tick": e.ticks, "x": e.acts % 7, "y": e.acts / 7, "ok": e.acts%3 != 2}, nil
}

func (e *scriptedEnv) Act(a skills.Action) (skills.Outcome, error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.acts++
	if e.acts%3 == 0 {
		return skills.Outcome{OK: false, Reason: "blocked"}, nil
	}
	return skills.Outcome{OK: true, Data: map[string]any{"n": e.acts}}, nil
}

func (e *scriptedEnv) Log(string, ...any) {}

func (e *scriptedEnv) Call(skill string, args any) (skills.Result, error) {
	return skills.Result{"skill": skill}, nil
}

// generate makes trials with arguments drawn from u's parameter schema:
// small numbers, short strings, short lists, so a run stays short.
func generate(u *check.Unit, o ProofOptions) []Trial {
	n := o.Generated
	if n <= 0 {
		n = 24
	}
	seed := o.Seed
	if seed == 0 {
		seed = 1
	}
	var schema map[string]any
	_ = json.Unmarshal(u.Manifest.Params, &schema)
	r := rand.New(rand.NewSource(seed))
	var frame *detectors.Frame
	if u.Manifest.Kind == skills.Detector {
		frame = testFrame(r)
	}
	trials := []Trial{{Name: "empty", Args: json.RawMessage(`{}`), Frame: frame}}
	for i := 1; i < n; i++ {
		v := genValue(r, schema, 0)
		b, _ := json.Marshal(v)
		if bytes.Equal(b, []byte("null")) {
			b = []byte("{}")
		}
		trials = append(trials, Trial{Name: fmt.Sprintf("generated-%d", i), Args: b, Frame: frame})
	}
	return trials
}

func genValue(r *rand.Rand, s map[string]any, depth int) any {
	if depth > 4 {
		return nil
	}
	typ, _ := s["type"].(string)
	switch typ {
	case "object":
		props, _ := s["properties"].(map[string]any)
		keys := make([]string, 0, len(props))
		for k := range props {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		m := map[string]any{}
		for _, k := range keys {
			if r.Intn(5) == 0 {
				continue // leave some fields to their zero value
			}
			ps, _ := props[k].(map[string]any)
			m[k] = genValue(r, ps, depth+1)
		}
		return m
	case "array":
		items, _ := s["items"].(map[string]any)
		l := make([]any, r.Intn(4))
		for i := range l {
			l[i] = genValue(r, items, depth+1)
		}
		return l
	case "integer":
		return r.Intn(41) - 4
	case "number":
		return float64(r.Intn(4000)-400) / 100
	case "boolean":
		return r.Intn(2) == 1
	case "string":
		words := []string{"", "a", "stone", "north", "R4", "x y", "ünï"}
		return words[r.Intn(len(words))]
	}
	return nil
}

// testFrame is a small random frame with a few solid blobs, for
// detectors' generated runs.
func testFrame(r *rand.Rand) *detectors.Frame {
	img := image.NewRGBA(image.Rect(0, 0, 64, 48))
	for i := range img.Pix {
		img.Pix[i] = byte(r.Intn(64))
	}
	for b := 0; b < 4; b++ {
		x0, y0 := r.Intn(56), r.Intn(40)
		c := color.RGBA{R: byte(128 + r.Intn(128)), G: byte(r.Intn(256)), B: byte(r.Intn(128)), A: 255}
		for y := y0; y < y0+8; y++ {
			for x := x0; x < x0+8; x++ {
				img.SetRGBA(x, y, c)
			}
		}
	}
	return &detectors.Frame{Img: img, Source: detectors.Source{Kind: "file", ID: "generated"}}
}
