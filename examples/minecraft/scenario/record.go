package scenario

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"image/png"
	"strings"
	"sync"
	"time"

	"github.com/skillrun/skillrun/detectors"
	mc "github.com/skillrun/skillrun/examples/minecraft"
	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/skills"
)

// Env is the environment kind of Minecraft episodes.
const Env = "minecraft"

// World is what scenarios need from a world: the skill's view and the harness.
type World interface {
	skills.World
	mc.Harness
}

// Runner runs a skill by name against a world (a library run, or a
// native function in tests). It returns the run's invocation tree when it
// has one (nil otherwise), which attributes the actions of nested calls to
// the skill versions that took them.
type Runner func(ctx context.Context, skill string, args json.RawMessage, w skills.World) (skills.Result, *skills.Invocation, error)

// Snapshot schemas. A snapshot names its schema in "schema"; one without
// it is SchemaOriginal.
const (
	// SchemaOriginal is the first schema: the scenario, the task and the
	// box before and after the run, and nothing after the last step.
	SchemaOriginal = 1
	// SchemaFinalObservation adds "final_observation": what the world
	// showed after the last recorded action (the skill's own last look
	// when it took one, else an observation the recorder took once the
	// skill returned). A replay serves it past the last step (package
	// verify), so a version that acts again after the recording's last
	// action is judged on what it would have seen.
	SchemaFinalObservation = 2
	// CurrentSchema is the schema Record writes.
	CurrentSchema = SchemaFinalObservation
)

// Snapshot is what an episode carries to be re-simulated: the scenario,
// the task, the box before and after the run and (schema 2) the final
// observation.
type Snapshot struct {
	// Schema is the snapshot's schema (SchemaOriginal when absent).
	Schema   int             `json:"schema,omitempty"`
	Scenario string          `json:"scenario"`
	Skill    string          `json:"skill"`
	Args     json.RawMessage `json:"args,omitempty"`
	Source   string          `json:"source"` // "voxel" or "live": the world it was recorded in
	Start    *mc.Snapshot    `json:"start"`
	Final    *mc.Snapshot    `json:"final"`
	// FinalObservation is the observation after the last recorded step
	// (SchemaFinalObservation; required there, absent before).
	FinalObservation skills.Observation `json:"final_observation,omitempty"`
}

// ParseSnapshot reads an episode's snapshot. It reads every schema up to
// CurrentSchema and refuses unknown fields, a later schema, and a final
// observation in a schema that has none (or none where one is required).
func ParseSnapshot(ep memory.Episode) (*Snapshot, error) {
	if len(ep.Snapshot) == 0 {
		return nil, fmt.Errorf("episode %q has no snapshot", ep.ID)
	}
	dec := json.NewDecoder(bytes.NewReader(ep.Snapshot))
	dec.DisallowUnknownFields()
	var s Snapshot
	if err := dec.Decode(&s); err != nil {
		return nil, fmt.Errorf("episode %q: snapshot: %w", ep.ID, err)
	}
	if s.Skill == "" || s.Start == nil || s.Final == nil {
		return nil, fmt.Errorf("episode %q: snapshot needs skill, start and final", ep.ID)
	}
	switch s.Schema {
	case 0, SchemaOriginal:
		if s.FinalObservation != nil {
			return nil, fmt.Errorf("episode %q: snapshot schema %d has no final_observation (it came with schema %d)", ep.ID, SchemaOriginal, SchemaFinalObservation)
		}
		s.Schema = SchemaOriginal
	case SchemaFinalObservation:
		if s.FinalObservation == nil {
			return nil, fmt.Errorf("episode %q: snapshot schema %d needs final_observation", ep.ID, SchemaFinalObservation)
		}
	default:
		return nil, fmt.Errorf("episode %q: snapshot schema %d is unknown (this build reads %d to %d)", ep.ID, s.Schema, SchemaOriginal, CurrentSchema)
	}
	for _, sn := range []*mc.Snapshot{s.Start, s.Final} {
		if err := sn.Validate(); err != nil {
			return nil, fmt.Errorf("episode %q: %w", ep.ID, err)
		}
	}
	return &s, nil
}

// Recording is one recorded run: the episode, its index row and its grid cells.
type Recording struct {
	Episode memory.Episode    `json:"episode"`
	Index   []memory.IndexRow `json:"index"`
	Cells   []memory.Cell     `json:"cells"`
	Result  skills.Result     `json:"result,omitempty"`
	Err     string            `json:"error,omitempty"`
	// Frames are the pictures the steps name (Options.Frame), and
	// FrameData their bytes by hash.
	Frames    []memory.Frame    `json:"frames,omitempty"`
	FrameData map[string][]byte `json:"-"`
	// Uses are the skill versions that ran in the episode, by skill name:
	// the skill, the skills it called, and among them those that took no
	// step of their own (a detector it looked through).
	Uses map[string]string `json:"uses,omitempty"`
}

// Options configure recording.
type Options struct {
	// ID is the episode id (default "mc-<scenario>").
	ID string
	// Start is the episode's start time (default now); steps are one
	// second apart, so voxel recordings are reproducible.
	Start time.Time
	// Source names the world ("voxel" or "live"; default "voxel").
	Source string
	// Agent is the recording agent's name (default skillrun-minecraft-example).
	Agent string
	// Version is the id of the skill version that runs, recorded on every step.
	Version string
	// Frame, when set, takes a picture of the world before each action;
	// each step then names its frame by content hash (OBSERVED), and the
	// recording carries the frames with their truth and camera as labels.
	// The recorded world is then a library.FrameSource: a detector the
	// skill calls looks at the same frame the next step records.
	Frame func(ctx context.Context, w World) (*mc.Shot, error)
	// MaxFramePixels bounds a frame decoded from a shot's PNG (the
	// operator's --max-frame-pixels; detectors.DefaultMaxFramePixels when
	// zero).
	MaxFramePixels int
}

// recorder is a World that keeps every action and outcome in order, each
// with the observation of the world just before it (the skill's own, when
// it looked since its last action).
type recorder struct {
	w     skills.World
	world World // for frames; nil without
	frame func(ctx context.Context, w World) (*mc.Shot, error)
	// maxPixels bounds a decoded frame (Options.MaxFramePixels).
	maxPixels int
	blobs     map[string][]byte
	metas     []memory.Frame
	lean      bool // keep actions and outcomes only (re-simulation)
	mu        sync.Mutex
	last      skills.Observation
	steps     []memory.Step
	// shot is the frame of the world as it is now, taken when a detector
	// asked for it; the next action's step records it.
	shot     *mc.Shot
	shotHash string
}

var _ library.FrameSource = (*recorder)(nil)

// Frame implements library.FrameSource: the view now, drawn once until the
// next action.
func (r *recorder) Frame(ctx context.Context) (*detectors.Frame, error) {
	if r.frame == nil || r.lean {
		// Re-simulation: the world draws its own, if it can.
		if src, ok := r.w.(library.FrameSource); ok {
			return src.Frame(ctx)
		}
		return nil, nil
	}
	sh, h, err := r.current(ctx)
	if err != nil {
		return nil, err
	}
	return shotFrame(sh, h, r.maxPixels)
}

// current returns the shot of the world as it is, taking it if need be.
func (r *recorder) current(ctx context.Context) (*mc.Shot, string, error) {
	r.mu.Lock()
	sh, h := r.shot, r.shotHash
	r.mu.Unlock()
	if sh != nil {
		return sh, h, nil
	}
	sh, err := r.frame(ctx, r.world)
	if err != nil {
		return nil, "", err
	}
	if sh == nil || len(sh.PNG) == 0 {
		return nil, "", errors.New("the renderer drew nothing")
	}
	h = memory.Hash(sh.PNG)
	meta, err := frameMeta(h, sh)
	if err != nil {
		return nil, "", err
	}
	r.mu.Lock()
	if _, ok := r.blobs[h]; !ok {
		r.blobs[h] = sh.PNG
		r.metas = append(r.metas, meta)
	}
	r.shot, r.shotHash = sh, h
	r.mu.Unlock()
	return sh, h, nil
}

func (r *recorder) Observe(ctx context.Context) (skills.Observation, error) {
	obs, err := r.w.Observe(ctx)
	if err == nil && !r.lean {
		r.mu.Lock()
		r.last = jsonShape(obs)
		r.mu.Unlock()
	}
	return obs, err
}

func (r *recorder) Act(ctx context.Context, a skills.Action) (skills.Outcome, error) {
	r.mu.Lock()
	seen := r.last
	r.last = nil
	r.mu.Unlock()
	if seen == nil && !r.lean {
		// The skill acts without looking first: record the world as it is
		// before the action all the same, so every step carries the
		// observation a replay serves.
		obs, err := r.w.Observe(ctx)
		if err != nil {
			return skills.Outcome{}, err
		}
		seen = jsonShape(obs)
	}
	var frames []string
	if r.frame != nil && !r.lean {
		_, h, err := r.current(ctx)
		if err != nil {
			return skills.Outcome{}, fmt.Errorf("frame before %s: %w", a.Name, err)
		}
		frames = []string{h}
	}
	r.mu.Lock()
	r.shot, r.shotHash = nil, "" // the action changes the view
	r.mu.Unlock()
	out, err := r.w.Act(ctx, a)
	st := memory.Step{Action: jsonAction(a), Outcome: jsonOutcome(out), Observation: seen, Frames: frames}
	if err != nil {
		st.Outcome = skills.Outcome{OK: false, Reason: "error: " + err.Error()}
	}
	if seen != nil {
		if p := seen.Floats("pos"); len(p) == 3 {
			st.Pos = &[3]float64{p[0], p[1], p[2]}
		}
		st.Summary = summarise(seen)
	}
	r.mu.Lock()
	r.steps = append(r.steps, st)
	r.mu.Unlock()
	return out, err
}

// final returns the observation after the last action: the skill's own,
// when it looked since, else the world's now.
func (r *recorder) final(ctx context.Context) (skills.Observation, error) {
	r.mu.Lock()
	seen := r.last
	r.mu.Unlock()
	if seen != nil {
		return seen, nil
	}
	obs, err := r.w.Observe(ctx)
	if err != nil {
		return nil, err
	}
	return jsonShape(obs), nil
}

func summarise(o skills.Observation) string {
	b := o.Floats("block")
	if len(b) != 3 {
		return ""
	}
	blocks := o.Map("blocks")
	return fmt.Sprintf("at %v,%v,%v facing %s, health %v; ahead %v, below ahead %v",
		b[0], b[1], b[2], o.String("facing"), o.Float("health"), blocks["0,0,-1"], blocks["0,-1,-1"])
}

// Record sets the scenario up in w, snapshots it, runs the skill through
// run, snapshots the same box again, and returns the recording. A skill
// that fails gives an episode with Success false, not an error; errors are
// for what stops the recording itself.
func Record(ctx context.Context, w World, s Scenario, run Runner, opts Options) (*Recording, error) {
	if opts.ID == "" {
		opts.ID = "mc-" + strings.ReplaceAll(s.Name, "_", "-")
	}
	if opts.Source == "" {
		opts.Source = "voxel"
	}
	if opts.Agent == "" {
		opts.Agent = "skillrun-minecraft-example"
	}
	start := opts.Start
	if start.IsZero() {
		start = time.Now().UTC().Truncate(time.Second)
	}
	if err := s.Setup(ctx, w); err != nil {
		return nil, err
	}
	before, err := w.Snapshot(ctx, s.Min, s.Max)
	if err != nil {
		return nil, err
	}
	rec := &recorder{w: w, world: w, frame: opts.Frame, maxPixels: opts.MaxFramePixels, blobs: map[string][]byte{}}
	res, inv, runErr := run(ctx, s.Skill, s.Args, rec)
	seen, err := rec.final(ctx)
	if err != nil {
		return nil, fmt.Errorf("final observation: %w", err)
	}
	if len(seen) == 0 {
		return nil, fmt.Errorf("final observation: the world observed nothing")
	}
	after, err := w.Snapshot(ctx, s.Min, s.Max)
	if err != nil {
		return nil, err
	}
	snap := Snapshot{Schema: CurrentSchema, Scenario: s.Name, Skill: s.Skill, Args: s.Args, Source: opts.Source,
		Start: normaliseStart(before), Final: normalise(after), FinalObservation: seen}
	raw, err := json.Marshal(snap)
	if err != nil {
		return nil, err
	}
	ok := runErr == nil
	ep := memory.Episode{
		ID: opts.ID, Agent: opts.Agent, Env: Env, Start: start,
		Task:     fmt.Sprintf("%s %s", s.Skill, string(s.Args)),
		Tags:     append([]string{"minecraft", s.Name, s.Skill, opts.Source}, s.Tags...),
		Success:  &ok,
		Snapshot: raw,
	}
	if runErr != nil {
		ep.Reason = runErr.Error()
	}
	for i := range rec.steps {
		st := rec.steps[i]
		st.Index = i
		st.Time = start.Add(time.Duration(i+1) * time.Second)
		st.Skill = s.Skill
		st.Version = opts.Version
		ep.Steps = append(ep.Steps, st)
	}
	attribute(ep.Steps, inv)
	ep.End = start.Add(time.Duration(len(ep.Steps)+1) * time.Second)
	ep.Summary = fmt.Sprintf("%s: %s (%d actions, %s)", s.Name, s.Summary, len(ep.Steps), outcomeWord(runErr))
	if err := ep.Validate(); err != nil {
		return nil, err
	}
	r := &Recording{Episode: ep, Result: jsonResult(res), Cells: Cells(ep, before), Frames: rec.metas, FrameData: rec.blobs, Uses: uses(inv)}
	if runErr != nil {
		r.Err = runErr.Error()
	}
	row := memory.IndexRow{Episode: ep.ID, From: 0, To: max(0, len(ep.Steps)-1), Action: s.Skill, Summary: ep.Summary, Tags: ep.Tags, Time: start}
	sp := before.Player.Pos
	row.Pos = &[3]float64{sp.X, sp.Y, sp.Z}
	r.Index = []memory.IndexRow{row}
	// A row for each stretch of steps a nested call took.
	for i := 0; i < len(ep.Steps); {
		j := i
		for j+1 < len(ep.Steps) && ep.Steps[j+1].Skill == ep.Steps[i].Skill {
			j++
		}
		if sk := ep.Steps[i].Skill; sk != "" && sk != s.Skill {
			sub := memory.IndexRow{Episode: ep.ID, From: i, To: j, Action: sk, Time: ep.Steps[i].Time,
				Summary: fmt.Sprintf("%s called by %s: steps %d-%d", sk, s.Skill, i, j), Tags: []string{"minecraft", s.Name, sk, "nested"}, Pos: ep.Steps[i].Pos}
			r.Index = append(r.Index, sub)
		}
		i = j + 1
	}
	return r, nil
}

func outcomeWord(err error) string {
	if err != nil {
		return "failed: " + err.Error()
	}
	return "succeeded"
}

// normalise drops what differs between worlds but is not world state:
// entity ids (each world numbers its own), yaw and pitch noise, the
// inventory (the live server drops dug blocks as items), on_ground.
func normalise(s *mc.Snapshot) *mc.Snapshot {
	c := *s
	c.Player.Pos = c.Player.Pos.Block().Center()
	c.Player.Yaw, c.Player.Pitch = 0, 0
	c.Player.Inventory = nil
	c.Player.Held = ""
	c.Player.OnGround = false
	c.Entities = nil
	for _, e := range s.Entities {
		e.ID = 0
		e.Pos = mc.V(round2(e.Pos.X), round2(e.Pos.Y), round2(e.Pos.Z))
		c.Entities = append(c.Entities, e)
	}
	return &c
}

// normaliseStart is normalise keeping the inventory: the scene's items
// are part of the task.
func normaliseStart(s *mc.Snapshot) *mc.Snapshot {
	c := normalise(s)
	c.Player.Inventory = s.Player.Inventory
	return c
}

func round2(f float64) float64 {
	if f < 0 {
		return -float64(int64(-f*100+0.5)) / 100
	}
	return float64(int64(f*100+0.5)) / 100
}

// Cells derives an episode's spatial-grid events from its steps (walked,
// placed, opened for dug blocks, blocked, hazard where the player was hurt)
// and from its start snapshot (a hazard cell for every lava and fire block).
func Cells(ep memory.Episode, start *mc.Snapshot) []memory.Cell {
	var cells []memory.Cell
	t := ep.Start
	add := func(p mc.Pos, kind memory.CellKind, step int, item string, dmg float64) {
		cells = append(cells, memory.Cell{Pos: [3]int{p.X, p.Y, p.Z}, Kind: kind, Episode: ep.ID, Step: step, Time: t, Item: item, Damage: dmg})
	}
	if start != nil {
		r := start.Region()
		for y := r.Min.Y; y <= r.Max.Y; y++ {
			for z := r.Min.Z; z <= r.Max.Z; z++ {
				for x := r.Min.X; x <= r.Max.X; x++ {
					p := mc.P(x, y, z)
					if h := mc.Hazard(r.At(p)); h != "" {
						add(p, memory.Hazard, 0, h, 0)
					}
				}
			}
		}
	}
	for _, st := range ep.Steps {
		p, perr := stepPos(st.Action)
		t = st.Time
		switch {
		case st.Action.Name == mc.ActPlace && st.Outcome.OK && perr == nil:
			add(p, memory.Placed, st.Index, str(st.Outcome.Data["block"]), 0)
		case st.Action.Name == mc.ActDig && st.Outcome.OK && perr == nil:
			add(p, memory.Opened, st.Index, "dug:"+str(st.Outcome.Data["block"]), 0)
		case st.Action.Name == mc.ActWalk:
			at := st.Outcome.Data["block"]
			if b, ok := at.([]any); ok && len(b) == 3 {
				q := mc.P(int(skills.Num(b[0])), int(skills.Num(b[1])), int(skills.Num(b[2])))
				reason := st.Outcome.Reason
				switch {
				case st.Outcome.OK:
					add(q, memory.Walked, st.Index, "", damage(ep, st.Index))
				case strings.Contains(reason, "lava") || strings.Contains(reason, "fire") || strings.Contains(reason, "fell"):
					add(q, memory.Hazard, st.Index, reason, damage(ep, st.Index))
				default:
					add(p, memory.Blocked, st.Index, reason, 0)
				}
			}
		}
	}
	return cells
}

// damage is the health a step cost: its observation's health less the
// next step's (0 when either is unknown).
func damage(ep memory.Episode, i int) float64 {
	if i+1 >= len(ep.Steps) || ep.Steps[i].Observation == nil || ep.Steps[i+1].Observation == nil {
		return 0
	}
	d := ep.Steps[i].Observation.Float("health") - ep.Steps[i+1].Observation.Float("health")
	if d < 0 {
		return 0
	}
	return d
}

// stepPos is the block an action names: params x, y, z, or its object.
func stepPos(a skills.Action) (mc.Pos, error) {
	x, y, z := a.Params["x"], a.Params["y"], a.Params["z"]
	if x != nil && y != nil && z != nil {
		return mc.P(int(skills.Num(x)), int(skills.Num(y)), int(skills.Num(z))), nil
	}
	if a.Object != "" {
		return mc.ParsePos(a.Object)
	}
	return mc.Pos{}, fmt.Errorf("no position")
}

func str(v any) string {
	s, _ := v.(string)
	return s
}

// jsonShape gives a value the shape it has after a JSON round trip
// (numbers as float64, lists as []any), so recorded and re-read episodes
// compare alike.
func jsonShape(o skills.Observation) skills.Observation {
	b, err := json.Marshal(o)
	if err != nil {
		return o
	}
	var out skills.Observation
	if json.Unmarshal(b, &out) != nil {
		return o
	}
	return out
}

func jsonOutcome(o skills.Outcome) skills.Outcome {
	var out skills.Outcome
	if b, err := json.Marshal(o); err == nil && json.Unmarshal(b, &out) == nil {
		return out
	}
	return o
}

func jsonAction(a skills.Action) skills.Action {
	var out skills.Action
	if b, err := json.Marshal(a); err == nil && json.Unmarshal(b, &out) == nil {
		return out
	}
	return a
}

func jsonResult(r skills.Result) skills.Result {
	if r == nil {
		return nil
	}
	var out skills.Result
	if b, err := json.Marshal(r); err == nil && json.Unmarshal(b, &out) == nil {
		return out
	}
	return r
}

// Frame label keys besides detectors.TruthLabel.
const (
	// CameraLabel holds the camera as JSON (eye, yaw, pitch, fov, size).
	CameraLabel = "camera"
	// RendererLabel names what drew the frame.
	RendererLabel = "renderer"
)

// frameMeta describes a PNG frame, its truth and camera as labels.
func frameMeta(hash string, sh *mc.Shot) (memory.Frame, error) {
	f := memory.Frame{Hash: hash, Format: "png", Size: int64(len(sh.PNG))}
	if c, err := png.DecodeConfig(bytes.NewReader(sh.PNG)); err == nil {
		f.Width, f.Height = c.Width, c.Height
	}
	f.Labels = map[string]string{}
	if sh.Truth != nil {
		t, err := detectors.EncodeTruth(sh.Truth)
		if err != nil {
			return f, fmt.Errorf("frame truth: %w", err)
		}
		f.Labels[detectors.TruthLabel] = t
	}
	if sh.Camera.Width > 0 {
		f.Labels[CameraLabel] = string(sh.Camera.JSON())
	}
	if sh.Renderer != "" {
		f.Labels[RendererLabel] = sh.Renderer
	}
	if len(f.Labels) == 0 {
		f.Labels = nil
	}
	return f, nil
}

// StoreFrames writes a recording's frame bytes into a blob directory.
func StoreFrames(b memory.Blobs, r *Recording) error {
	for _, f := range r.Frames {
		if _, err := b.Put(r.FrameData[f.Hash]); err != nil {
			return fmt.Errorf("frame %s: %w", f.Hash, err)
		}
	}
	return nil
}

// Store writes a recording into a memory store: its frames' metadata, the
// episode, its index rows and its cells (frame bytes go to a Blobs
// directory: StoreFrames).
func Store(ctx context.Context, st memory.Store, r *Recording) error {
	if len(r.Frames) > 0 {
		if err := st.PutFrames(ctx, r.Frames...); errors.Is(err, memory.ErrConflict) {
			// A picture already stored (the same bytes seen again, from a
			// camera a hair away) is one frame: it keeps its first labels.
			for _, f := range r.Frames {
				if err := st.PutFrames(ctx, f); err != nil && !errors.Is(err, memory.ErrConflict) {
					return fmt.Errorf("episode %s: frame %s: %w", r.Episode.ID, f.Hash, err)
				}
			}
		} else if err != nil {
			return fmt.Errorf("episode %s: frames: %w", r.Episode.ID, err)
		}
	}
	if err := st.RecordEpisode(ctx, r.Episode); err != nil {
		return fmt.Errorf("record episode %s: %w", r.Episode.ID, err)
	}
	if len(r.Index) > 0 {
		if err := st.AppendIndex(ctx, r.Index...); err != nil {
			return fmt.Errorf("episode %s: index: %w", r.Episode.ID, err)
		}
	}
	if len(r.Cells) > 0 {
		if err := st.AppendCells(ctx, r.Cells...); err != nil {
			return fmt.Errorf("episode %s: cells: %w", r.Episode.ID, err)
		}
	}
	return nil
}

// uses lists the skill versions of an invocation tree, by skill name.
func uses(inv *skills.Invocation) map[string]string {
	if inv == nil {
		return nil
	}
	out := map[string]string{}
	var walk func(*skills.Invocation)
	walk = func(i *skills.Invocation) {
		if i.Skill != "" && i.Version != "" {
			out[i.Skill] = i.Version
		}
		for _, c := range i.Calls {
			walk(c)
		}
	}
	walk(inv)
	return out
}
