package serve

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/skillrun/skillrun/detectors"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/skills"
	"github.com/skillrun/skillrun/verify"
)

// session is an environment session: a world, the episode its runs are
// recorded into, and the next step index. mu serialises runs in it.
type session struct {
	ID, Env, Episode, Agent, Task string
	Opened                        time.Time
	// owner is who opened it: its agent (by token), else its client. A
	// request with an agent's token names only that agent's sessions.
	owner string

	steps  atomic.Int64    // steps recorded so far
	runs   atomic.Int64    // skill runs recorded as episodes of their own
	ran    map[string]bool // skills run in the session (under mu): their tools are refreshed on close
	used   atomic.Int64    // unix nanoseconds of the last call that named it
	mu     sync.Mutex
	world  *recWorld
	closed bool
	// health is the agent's health after the last recorded step (NaN:
	// unknown), for the hazard cells of the next run.
	health float64
}

// SessionInfo describes an environment session.
type SessionInfo struct {
	Session string    `json:"session"`
	Env     string    `json:"env"`
	Episode string    `json:"episode"`
	Agent   string    `json:"agent,omitempty"`
	Task    string    `json:"task,omitempty"`
	Opened  time.Time `json:"opened"`
	Steps   int       `json:"steps"`
}

func (s *session) info() SessionInfo {
	return SessionInfo{Session: s.ID, Env: s.Env, Episode: s.Episode, Agent: s.Agent, Task: s.Task, Opened: s.Opened, Steps: int(s.steps.Load())}
}

type sessionTable struct {
	mu        sync.Mutex
	max       int
	perClient int
	byID      map[string]*session
}

func newSessionTable(max, perClient int) *sessionTable {
	return &sessionTable{max: max, perClient: perClient, byID: map[string]*session{}}
}

func (t *sessionTable) get(id string) (*session, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	s := t.byID[id]
	if s == nil {
		return nil, fmt.Errorf("%w: no open session %q", skills.ErrNotFound, id)
	}
	s.used.Store(time.Now().UnixNano())
	return s, nil
}

// idle returns the sessions no call has named for longer than d.
func (t *sessionTable) idle(d time.Duration) []*session {
	t.mu.Lock()
	defer t.mu.Unlock()
	cut := time.Now().Add(-d).UnixNano()
	var out []*session
	for _, s := range t.byID {
		if s.used.Load() < cut {
			out = append(out, s)
		}
	}
	return out
}

func (t *sessionTable) add(s *session) error {
	t.mu.Lock()
	defer t.mu.Unlock()
	if err := t.room(s.owner); err != nil {
		return err
	}
	t.byID[s.ID] = s
	return nil
}

// admits says whether owner may open one more session now (before its
// world is made; add says so again).
func (t *sessionTable) admits(owner string) error {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.room(owner)
}

func (t *sessionTable) room(owner string) error {
	if len(t.byID) >= t.max {
		return fmt.Errorf("%w: %d sessions are open (the limit); close one first", ErrBusy, t.max)
	}
	if t.perClient > 0 {
		n := 0
		for _, o := range t.byID {
			if o.owner == owner {
				n++
			}
		}
		if n >= t.perClient {
			return fmt.Errorf("%w: %s holds %d open sessions, as many as one client may (--max-sessions-per-client %d, of %d in all); close one first", ErrOverShare, owner, n, t.perClient, t.max)
		}
	}
	return nil
}

// sessionOwner is who a call opening a session is: its agent, by its
// token, else the client its share is counted under.
func sessionOwner(ctx context.Context) string {
	if a := agentOf(ctx); a != "" {
		return "agent " + a
	}
	return "client " + admitClient(ctx)
}

// session returns the open session id names, if the caller may name it:
// a request with an agent's token names only that agent's sessions
// (another agent's is not found, as if not open). session_list listed
// every session, and any agent could then observe another's world, run
// skills in it (recorded into the other's episode, against its quota)
// or close it with its own outcome.
func (s *Server) session(ctx context.Context, id string) (*session, error) {
	sess, err := s.sessions.get(id)
	if err != nil {
		return nil, err
	}
	if !mayName(ctx, sess) {
		return nil, fmt.Errorf("%w: no open session %q", skills.ErrNotFound, id)
	}
	return sess, nil
}

// mayName reports whether the caller may name sess.
func mayName(ctx context.Context, sess *session) bool {
	a := agentOf(ctx)
	return a == "" || sess.Agent == a
}

func (t *sessionTable) remove(id string) *session {
	t.mu.Lock()
	defer t.mu.Unlock()
	s := t.byID[id]
	delete(t.byID, id)
	return s
}

func (t *sessionTable) list() []*session {
	t.mu.Lock()
	defer t.mu.Unlock()
	out := make([]*session, 0, len(t.byID))
	for _, s := range t.byID {
		out = append(out, s)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Opened.Before(out[j].Opened) })
	return out
}

func (t *sessionTable) count() int {
	t.mu.Lock()
	defer t.mu.Unlock()
	return len(t.byID)
}

func (t *sessionTable) closeAll(ctx context.Context, s *Server) error {
	var errs []error
	for _, sess := range t.list() {
		if _, err := s.closeSession(ctx, sess.ID, nil, "server shut down"); err != nil {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

func newID() string {
	var b [12]byte
	_, _ = rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

// recWorld wraps a session's world and records every action, in order,
// with the position last observed, and the frames skills looked at (a
// library.FrameRecorder world's).
type recWorld struct {
	w      skills.World
	now    func() time.Time
	mu     sync.Mutex
	pos    *[3]float64
	obs    skills.Observation // observed since the last action, if anything
	acts   []recAct
	frames verify.FrameLog
	// room bounds the bytes a run's steps record besides their actions
	// and outcomes (0: no bound), spent what its steps took so far, and
	// refused the first action refused for it (limit).
	room, spent int64
	refused     error
}

type recAct struct {
	t   time.Time
	a   skills.Action
	out skills.Outcome
	pos *[3]float64
	obs skills.Observation
}

// Frame implements library.FrameSource: a detector a procedure calls
// looks at the world's current frame (none when the world draws none),
// and each new frame of a library.FrameRecorder world is kept for the
// run's record, with the step it comes before.
func (r *recWorld) Frame(ctx context.Context) (*detectors.Frame, error) {
	r.mu.Lock()
	at := len(r.acts)
	r.mu.Unlock()
	return r.frames.Frame(ctx, r.w, at)
}

// Observe observes the world and remembers the observation (for the next
// recorded action) and the position in it.
func (r *recWorld) Observe(ctx context.Context) (skills.Observation, error) {
	o, err := r.w.Observe(ctx)
	if err == nil {
		r.mu.Lock()
		r.obs = o
		if p := o.Floats("pos"); len(p) == 3 {
			r.pos = &[3]float64{p[0], p[1], p[2]}
		}
		r.mu.Unlock()
	}
	return o, err
}

// Act performs the action and records it with the observation made since
// the previous action (so trace replay can serve it back) and the
// position last observed.
func (r *recWorld) Act(ctx context.Context, a skills.Action) (skills.Outcome, error) {
	t := r.now().UTC()
	if err := r.admit(a, t); err != nil {
		return skills.Outcome{}, err
	}
	out, err := r.w.Act(ctx, a)
	if err == nil {
		r.mu.Lock()
		r.acts = append(r.acts, recAct{t: t, a: a, out: out, pos: r.pos, obs: r.obs})
		r.obs = nil
		r.mu.Unlock()
	}
	return out, err
}

// limit bounds the bytes the next run's steps record besides their
// actions and outcomes (0: no bound), and clears what the last run spent.
func (r *recWorld) limit(room int64) {
	r.mu.Lock()
	r.room, r.spent, r.refused = room, 0, nil
	r.mu.Unlock()
}

// stepRest is the most a step whose action is made at t after obs (nil
// when nothing was observed since the last action) at pos records besides
// its action and outcome: the skill and version that took it are known
// only once the run is over, so a skill name is counted at its longest.
func stepRest(t time.Time, pos *[3]float64, obs skills.Observation) int64 {
	n := memory.StepBytes(memory.Step{Index: math.MaxInt32, Time: t, Pos: pos, Skill: longestSkill, Version: longestVersion})
	if obs != nil {
		// As recorded (jsonObservation), less only where a number read
		// back is written shorter.
		b, _ := json.Marshal(obs)
		n += int64(len(`,"observation":`) + len(b))
	}
	return n
}

// longestSkill and longestVersion stand for the skill and version that
// took a step: a skill name is a package name that is a file's base name
// (at most 252 bytes), a version 64 hex digits at most.
var (
	longestSkill   = strings.Repeat("s", 252)
	longestVersion = strings.Repeat("0", 64)
)

// admit refuses action a, made at t, when its step would take the run's
// record past its room (limit).
func (r *recWorld) admit(a skills.Action, t time.Time) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.room <= 0 {
		return nil
	}
	n := stepRest(t, r.pos, r.obs)
	if r.spent+n > r.room {
		err := fmt.Errorf("%w: recording action %s with what was observed before it (%s) takes the run's record past the %s its agent's quota had room for besides actions and outcomes (--max-agent-step-bytes)",
			skills.ErrActions, a.Name, skills.FormatBytes(n), skills.FormatBytes(r.room))
		if r.refused == nil {
			r.refused = err
		}
		return err
	}
	r.spent += n
	return nil
}

// sessionRefusal is the first action sess's world refused for its run's
// record (nil without a session).
func sessionRefusal(sess *session) error {
	if sess == nil {
		return nil
	}
	sess.world.mu.Lock()
	defer sess.world.mu.Unlock()
	return sess.world.refused
}

// reset drops the recorded actions and frames (before a run).
func (r *recWorld) reset() {
	r.mu.Lock()
	r.acts = nil
	r.mu.Unlock()
	r.frames.Take()
}

// take returns the recorded actions and frames and drops them.
func (r *recWorld) take() ([]recAct, []verify.LoggedFrame) {
	r.mu.Lock()
	a := r.acts
	r.acts = nil
	r.mu.Unlock()
	return a, r.frames.Take()
}

// recordRun appends the actions of one run in a session to its episode,
// each attributed to the skill version that took it, and returns the
// steps. The caller holds sess.mu.
func (s *Server) recordRun(ctx context.Context, sess *session, inv *skills.Invocation) ([]memory.Step, error) {
	acts, frames := sess.world.take()
	if len(acts) == 0 || s.opts.Memory == nil {
		return nil, nil
	}
	who := attribute(inv, acts)
	base := int(sess.steps.Load())
	steps := make([]memory.Step, len(acts))
	for i, a := range acts {
		steps[i] = memory.Step{Index: base + i, Time: a.t, Action: a.a, Outcome: a.out, Pos: a.pos, Observation: jsonObservation(a.obs),
			Skill: who[i].Skill, Version: who[i].Version}
	}
	// The frames skills looked at, named in the steps (a frame that
	// cannot be stored is left out of the record, not the run).
	// They are the session's agent's, and count against its frame bytes.
	own := verify.FrameOwner{Now: s.opts.Now(), Agent: sess.Agent, Admit: func(ctx context.Context, size int64) error {
		return s.usage.take(ctx, s.opts.Memory, s.opts.Quota, sess.Agent, memory.AuthorUse{FrameBytes: size})
	}}
	if err := verify.StoreFrames(ctx, s.opts.Memory, s.opts.Frames, steps, frames, own); err != nil {
		s.log.Warn("frames a skill looked at not recorded", "episode", sess.Episode, "error", err)
	}
	s.putVersions(ctx, inv)
	if err := s.opts.Memory.AppendSteps(ctx, sess.Episode, steps...); err != nil {
		return nil, err
	}
	sess.steps.Add(int64(len(steps)))
	// The grid: what the agent did and saw, as cell events.
	cells, h := memory.DeriveCells(sess.Episode, steps, sess.health)
	sess.health = h
	if len(cells) > 0 {
		if err := s.opts.Memory.AppendCells(ctx, cells...); err != nil {
			s.log.Warn("grid cells not recorded", "episode", sess.Episode, "error", err)
		}
	}
	return steps, nil
}

// attribute finds, for each recorded action in order, the invocation that
// took it: the trace keeps each invocation's actions in order, so the
// recorded sequence is a merge of those queues.
func attribute(inv *skills.Invocation, acts []recAct) []*skills.Invocation {
	type queue struct {
		inv  *skills.Invocation
		next int
	}
	var qs []*queue
	var walk func(*skills.Invocation)
	walk = func(i *skills.Invocation) {
		for _, c := range i.Calls {
			walk(c)
		}
		qs = append(qs, &queue{inv: i})
	}
	walk(inv)
	out := make([]*skills.Invocation, len(acts))
	for k, a := range acts {
		out[k] = inv
		want := a.a.String()
		for _, q := range qs {
			if q.next < len(q.inv.Steps) && q.inv.Steps[q.next].Action.String() == want {
				out[k] = q.inv
				q.next++
				break
			}
		}
	}
	return out
}

// putVersions records the versions a run used, with their source, so the
// steps' INVOKED edges have a version to point at. Only versions still
// serving are known by source; others were recorded when they served.
func (s *Server) putVersions(ctx context.Context, inv *skills.Invocation) {
	seen := map[string]bool{}
	var walk func(*skills.Invocation)
	walk = func(i *skills.Invocation) {
		if !seen[i.Version] {
			seen[i.Version] = true
			if sk, err := s.lib.Get(i.Skill); err == nil && sk.Unit.Version() == i.Version {
				m := sk.Unit.Manifest
				v := memory.SkillVersion{Skill: m.Name, ID: m.Version, Kind: m.Kind, Description: m.Description,
					Source: string(sk.Unit.Source), Created: s.opts.Now().UTC()}
				if _, err := s.opts.Memory.Version(ctx, v.ID); errors.Is(err, memory.ErrNotFound) {
					if err := s.opts.Memory.PutVersion(ctx, v); err != nil {
						s.log.Warn("record skill version", "version", v.ID, "error", err)
					}
				}
			}
		}
		for _, c := range i.Calls {
			walk(c)
		}
	}
	walk(inv)
}

type sessionOpenArgs struct {
	Env    string          `json:"env"`
	Params json.RawMessage `json:"params"`
	Agent  string          `json:"agent"`
	Task   string          `json:"task"`
}

func (s *Server) opSessionOpen(ctx context.Context, a sessionOpenArgs) (*reply, error) {
	var err error
	if a.Agent, err = agentField(ctx, "session_open", "agent", a.Agent, ""); err != nil {
		return nil, err
	}
	f, ok := s.opts.Envs[a.Env]
	if !ok {
		return nil, fmt.Errorf("%w: session_open: no environment %q (registered: %v)", skills.ErrInvalidArgs, a.Env, s.envNames())
	}
	var recorded memory.AuthorUse // the session's episode, once written
	if s.opts.Memory != nil {
		// The session is an episode of its agent's (Options.Quota): one
		// past its quota is refused before its world is made, and the
		// episode is held against the quota until it is recorded.
		done, err := s.usage.reserve(ctx, s.opts.Memory, s.opts.Quota, a.Agent, memory.AuthorUse{Episodes: 1})
		if err != nil {
			return nil, fmt.Errorf("session_open: %w", err)
		}
		defer func() { done(recorded) }()
	}
	// Sessions their clients forgot are closed before a new one opens.
	for _, old := range s.sessions.idle(s.opts.SessionIdle) {
		if !old.mu.TryLock() {
			continue // a long call is running in it: not idle
		}
		old.mu.Unlock()
		if _, err := s.closeSession(ctx, old.ID, nil, fmt.Sprintf("closed after %v idle", s.opts.SessionIdle)); err != nil {
			s.log.Warn("close idle session", "session", old.ID, "error", err)
		}
	}
	if err := s.sessions.admits(sessionOwner(ctx)); err != nil {
		return nil, fmt.Errorf("session_open: %w", err)
	}
	w, err := f(ctx, a.Params)
	if err != nil {
		return nil, fmt.Errorf("session_open: environment %q: %w", a.Env, err)
	}
	now := s.opts.Now().UTC()
	sess := &session{ID: newID(), Env: a.Env, Agent: a.Agent, Task: a.Task, Opened: now, health: math.NaN(),
		owner: sessionOwner(ctx), world: &recWorld{w: w, now: s.opts.Now}}
	sess.Episode = "session-" + sess.ID
	sess.used.Store(time.Now().UnixNano())
	if s.opts.Memory != nil {
		ep := memory.Episode{ID: sess.Episode, Agent: a.Agent, Env: a.Env, Task: a.Task, Start: now, Tags: []string{"serve"}, Timeline: true}
		if err := s.opts.Memory.RecordEpisode(ctx, ep); err != nil {
			closeWorld(w)
			return nil, fmt.Errorf("session_open: record episode: %w", err)
		}
		recorded = memory.AuthorUse{Episodes: 1}
	}
	if err := s.sessions.add(sess); err != nil {
		closeWorld(w)
		return nil, err
	}
	s.log.Info("session opened", "session", sess.ID, "env", a.Env)
	return value(sess.info())
}

func closeWorld(w skills.World) error {
	if c, ok := w.(io.Closer); ok {
		return c.Close()
	}
	return nil
}

// ObserveReply is what session_observe answers.
type ObserveReply struct {
	Session     string             `json:"session"`
	Observation skills.Observation `json:"observation"`
}

// SessionList is what session_list answers: the open sessions and the
// environments sessions can be opened on.
type SessionList struct {
	Sessions []SessionInfo `json:"sessions"`
	Envs     []string      `json:"envs"`
}

type sessionRefArgs struct {
	Session string `json:"session"`
}

func (s *Server) opSessionObserve(ctx context.Context, a sessionRefArgs) (*reply, error) {
	sess, err := s.session(ctx, a.Session)
	if err != nil {
		return nil, err
	}
	if !sess.mu.TryLock() {
		return nil, fmt.Errorf("%w: session %q is running another call", ErrBusy, a.Session)
	}
	defer sess.mu.Unlock()
	if sess.closed {
		return nil, fmt.Errorf("%w: session %q is closed", skills.ErrBadInput, a.Session)
	}
	o, err := sess.world.Observe(ctx)
	if err != nil {
		return nil, fmt.Errorf("session_observe: %w", err)
	}
	return value(ObserveReply{Session: sess.ID, Observation: o})
}

type sessionCloseArgs struct {
	Session string `json:"session"`
	Success *bool  `json:"success"`
	Summary string `json:"summary"`
}

func (s *Server) opSessionClose(ctx context.Context, a sessionCloseArgs) (*reply, error) {
	if _, err := s.session(ctx, a.Session); err != nil {
		return nil, err
	}
	sess, err := s.closeSession(ctx, a.Session, a.Success, a.Summary)
	if err != nil {
		return nil, err
	}
	return value(sess.info())
}

// closeSession closes the world and records the episode's outcome as an
// index row spanning its steps (the episode header is immutable).
func (s *Server) closeSession(ctx context.Context, id string, success *bool, summary string) (*session, error) {
	sess := s.sessions.remove(id)
	if sess == nil {
		return nil, fmt.Errorf("%w: no open session %q", skills.ErrNotFound, id)
	}
	sess.mu.Lock()
	defer sess.mu.Unlock()
	sess.closed = true
	defer func() {
		// The runs changed what the tools say of their versions' evidence.
		for name := range sess.ran {
			s.syncSkill(name)
		}
	}()
	var errs []error
	if err := closeWorld(sess.world.w); err != nil {
		errs = append(errs, fmt.Errorf("close world: %w", err))
	}
	if s.opts.Memory != nil {
		outcome := "ended"
		if success != nil && *success {
			outcome = "succeeded"
		} else if success != nil {
			outcome = "failed"
		}
		text := fmt.Sprintf("session on %s %s after %d steps", sess.Env, outcome, sess.steps.Load())
		if summary != "" {
			text += ": " + summary
		}
		row := memory.IndexRow{Episode: sess.Episode, From: 0, To: max(int(sess.steps.Load())-1, 0), Summary: text,
			Tags: []string{"session", outcome}, Time: s.opts.Now().UTC()}
		if err := s.opts.Memory.AppendIndex(ctx, row); err != nil {
			errs = append(errs, fmt.Errorf("record session outcome: %w", err))
		}
	}
	s.log.Info("session closed", "session", sess.ID, "steps", sess.steps.Load())
	return sess, errors.Join(errs...)
}

func (s *Server) opSessionList(ctx context.Context, _ struct{}) (*reply, error) {
	infos := []SessionInfo{}
	for _, sess := range s.sessions.list() {
		if mayName(ctx, sess) {
			infos = append(infos, sess.info())
		}
	}
	return value(SessionList{Sessions: infos, Envs: s.envNames()})
}

func (s *Server) envNames() []string {
	names := make([]string, 0, len(s.opts.Envs))
	for n := range s.opts.Envs {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// jsonObservation is o as it reads back from JSON (numbers as float64,
// lists as []any), so that what is stored compares equal to what is served.
func jsonObservation(o skills.Observation) skills.Observation {
	if o == nil {
		return nil
	}
	b, err := json.Marshal(o)
	if err != nil {
		return nil
	}
	var out skills.Observation
	if err := json.Unmarshal(b, &out); err != nil {
		return nil
	}
	return out
}
