package serve

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/skills"
)

// The agent's semantic and working memory, recall, and the spatial grid:
// operations (MCP tools and POST /v1/ops/NAME) and MCP resources
// (memory://notes/{id}, memory://plan/{id}, memory://plan/current) that
// notify subscribers when a note or plan changes.

// DefaultPlan is the id of the plan that plan_get and plan_put use when
// none is given and the request names no agent, served as
// memory://plan/current. A request whose token names an agent uses the
// agent's own plan, whose id is the agent's name (planID).
const DefaultPlan = "current"

// planID is the plan a request means by id "" (and the resource
// memory://plan/current): the agent's own when its token names one.
func planID(ctx context.Context, id string) string {
	if id != "" {
		return id
	}
	if agent := agentOf(ctx); agent != "" {
		return agent
	}
	return DefaultPlan
}

// ErrNotYours is what an agent's write to a note or plan another agent
// wrote fails with (bad input): many agents share one memory, and one
// rewrote what another had learned, or the plan it was following, by
// writing its id.
var ErrNotYours = fmt.Errorf("%w: written by another agent", skills.ErrBadInput)

// ownMemo refuses agent's revision of a note or plan whose current
// revision another named author wrote. A write that names no agent (the
// shared token, a server without tokens) is not checked, nor is a memo
// without an author (written before authors were kept, or at the command
// line without one). Called under quotaMu, so two writes through this
// server cannot both pass it; the store checks again in its write
// (memory.Note.OnlyOwn), for writes through other instances.
func ownMemo(op, kind, id, agent string, current func() (string, error)) error {
	if agent == "" || id == "" {
		return nil
	}
	author, err := current()
	switch {
	case errors.Is(err, memory.ErrNotFound):
		return nil
	case err != nil:
		return fmt.Errorf("%s: %s %q: %w", op, kind, id, err)
	case author != "" && author != agent:
		return fmt.Errorf("%w: %s: %s %q was written by %q; an agent revises only its own %ss (choose another id)", ErrNotYours, op, kind, id, author, kind)
	}
	return nil
}

// notYours is err, an ErrNotYours error when the store refused to let
// an agent revise another's note or plan (memory.ErrNotOwner).
func notYours(op string, err error) error {
	if errors.Is(err, memory.ErrNotOwner) {
		return fmt.Errorf("%w: %s: %v; an agent revises only its own (choose another id)", ErrNotYours, op, err)
	}
	return err
}

// memoryOps lists the memory operations added by this file.
func (s *Server) memoryOps() []*op {
	return []*op{
		opFor[contextArgs, memory.Recall]("memory_context", "Recall for now", reads, "Recall what matters now, in one call: past failures of the intended action on the object or its class and failures on the objects in view (time-decayed), recent successes of the action, where the named objects were last seen, notes (by goal words, landmarks near the position, by embedding), hazards and other grid events nearby, and episodes whose task matches the goal; each item with the ids it rests on, within a size budget.",
			schemaContext, s.opContext),
		opFor[notePutArgs, memory.Note]("memory_note_put", "Write a note", adds, "Write a note (semantic memory): a fact, a rule, or a landmark with a position; writing an existing id makes a new revision (older ones are kept); an agent may not revise a note another agent wrote. Link the episodes and frames it rests on.",
			schemaNotePut, s.opNotePut),
		opFor[noteGetArgs, NoteReply]("memory_note_get", "Read a note", reads, "A note's current revision (and every revision with history=true).", schemaNoteGet, s.opNoteGet),
		opFor[notesArgs, NotesReply]("memory_notes", "Find notes", reads, "Find notes: by kind, tags, near a position, by words (stemmed, any word) or by embedding (cosine similarity), best first.",
			schemaNotes, s.opNotes),
		opFor[planPutArgs, memory.Plan]("plan_put", "Write the plan", adds, "Write your plan (working memory): goal, status, steps with their status, and the episodes and frames it rests on. Every write is a revision; the plan survives a context reset (plan_get). Without an id it is your own plan (id: your agent's name, or \"current\" without an agent token); an agent may not revise a plan another agent wrote.",
			schemaPlanPut, s.opPlanPut),
		opFor[planGetArgs, PlanReply]("plan_get", "Read the plan", reads, "Your plan (without an id: your agent's name, or \"current\" without an agent token; any plan by id) with its last revision, how many revisions it has, and the evidence it rests on: read it after a context reset.",
			schemaPlanGet, s.opPlanGet),
		opFor[stepsArgs, StepsReply]("memory_steps", "Find steps", reads, "Recorded steps by action, object, class, skill or version, optionally only successes or failures, newest first: \"what happened last time I did this\", \"where did I last see the mug\".",
			schemaSteps, s.opSteps),
		opFor[nearArgs, PlacesReply]("memory_near", "Steps near a place", reads, "Steps recorded near a position, nearest first.", schemaNear, s.opNear),
		opFor[beforeArgs, BeforeReply]("memory_before", "Steps before a step", reads, "The steps before a step of an episode, oldest first: what led up to it.", schemaBefore, s.opBefore),
		opFor[cellsArgs, CellsReply]("memory_cells", "Grid events", reads, "Spatial-grid events (walked, placed, opened, blocked, hazard with damage) in a box, near a point, or along a path, optionally of one kind.",
			schemaCells, s.opCells),
		opFor[cellsPutArgs, CellsPutReply]("memory_cells_put", "Record grid events", records, "Record spatial-grid events an agent saw or did (walked, placed, opened, blocked, hazard with damage) in a recorded episode.",
			schemaCellsPut, s.opCellsPut),
		opFor[versionRefArgs, memory.Usage]("memory_usage", "Observed use of a version", reads, "How a skill version did where it ran (observed, not verified): episodes, failed episodes, steps, failed steps and the observed success rate. Give a version id or a skill name for its serving version.",
			schemaVersionRef, s.opUsage),
	}
}

// CellsPutReply is what memory_cells_put answers.
type CellsPutReply struct {
	Cells int `json:"cells"`
}

const (
	schemaPos      = `{"type":"array","items":{"type":"number"},"minItems":3,"maxItems":3}`
	schemaIntPos   = `{"type":"array","items":{"type":"integer"},"minItems":3,"maxItems":3}`
	schemaEmbed    = `{"type":"array","items":{"type":"number"},"maxItems":4096}`
	schemaStrings  = `{"type":"array","items":{"type":"string"}}`
	schemaLimit    = `{"type":"integer","minimum":1,"maximum":1000}`
	schemaCellKind = `{"type":"string","enum":["walked","placed","opened","blocked","hazard"]}`

	schemaContext = `{"type":"object","properties":{
  "action":{"type":"string","description":"the action about to be taken"},
  "object":{"type":"string","description":"the object it acts on"},
  "class":{"type":"string","description":"the object's class, when its id does not tell it"},
  "in_view":` + schemaStrings + `,
  "pos":` + schemaPos + `,
  "radius":{"type":"number","minimum":0,"description":"what counts as near (default 8)"},
  "goal":{"type":"string","description":"the task in words"},
  "embedding":` + schemaEmbed + `,
  "budget":{"type":"integer","minimum":1,"maximum":65536,"description":"bytes of recalled text (default 2000)"},
  "lambda":{"type":"number"}},"additionalProperties":false}`

	schemaNotePut = `{"type":"object","required":["id","text"],"properties":{
  "id":{"type":"string"},"text":{"type":"string"},
  "kind":{"type":"string","description":"fact (default), rule, landmark (needs pos), or a word of your own"},
  "tags":` + schemaStrings + `,"pos":` + schemaPos + `,"embedding":` + schemaEmbed + `,
  "episodes":` + schemaStrings + `,"frames":` + schemaStrings + `,"author":{"type":"string"}},"additionalProperties":false}`

	schemaNoteGet = `{"type":"object","required":["id"],"properties":{"id":{"type":"string"},"history":{"type":"boolean"}},"additionalProperties":false}`

	schemaNotes = `{"type":"object","properties":{
  "kind":{"type":"string"},"tags":` + schemaStrings + `,"near":` + schemaPos + `,"radius":{"type":"number","minimum":0},
  "text":{"type":"string"},"vector":` + schemaEmbed + `,"limit":` + schemaLimit + `},"additionalProperties":false}`

	schemaPlanPut = `{"type":"object","required":["goal"],"properties":{
  "id":{"type":"string","description":"default: your agent's name, or \"current\" without an agent token"},"goal":{"type":"string"},
  "status":{"type":"string","enum":["active","done","blocked","abandoned"]},
  "steps":{"type":"array","items":{"oneOf":[{"type":"string"},{"type":"object","required":["text"],"properties":{
    "text":{"type":"string"},"status":{"type":"string","enum":["todo","doing","done","blocked","abandoned"]}},"additionalProperties":false}]}},
  "episodes":` + schemaStrings + `,"frames":` + schemaStrings + `},"additionalProperties":false}`

	schemaPlanGet = `{"type":"object","properties":{"id":{"type":"string"},"history":{"type":"boolean"}},"additionalProperties":false}`

	schemaSteps = `{"type":"object","properties":{
  "action":{"type":"string"},"object":{"type":"string"},"class":{"type":"string"},"skill":{"type":"string"},"version":{"type":"string"},
  "ok":{"type":"boolean","description":"only successes (true) or failures (false)"},"limit":` + schemaLimit + `},"additionalProperties":false}`

	schemaNear = `{"type":"object","required":["pos"],"properties":{"pos":` + schemaPos + `,"radius":{"type":"number","minimum":0},"limit":` + schemaLimit + `},"additionalProperties":false}`

	schemaBefore = `{"type":"object","required":["episode","step"],"properties":{"episode":{"type":"string"},"step":{"type":"integer","minimum":0},
  "n":{"type":"integer","minimum":1,"maximum":200}},"additionalProperties":false}`

	schemaCells = `{"type":"object","properties":{
  "min":` + schemaIntPos + `,"max":` + schemaIntPos + `,
  "near":` + schemaPos + `,"path":{"type":"array","items":` + schemaPos + `,"maxItems":1000},"radius":{"type":"number","minimum":0},
  "kind":` + schemaCellKind + `,"limit":` + schemaLimit + `},"additionalProperties":false}`

	schemaCellsPut = `{"type":"object","required":["cells"],"properties":{"cells":{"type":"array","maxItems":10000,"items":{"type":"object",
  "required":["pos","kind","episode"],"properties":{"pos":` + schemaIntPos + `,"kind":` + schemaCellKind + `,"episode":{"type":"string"},
  "step":{"type":"integer","minimum":0},"time":{"type":"string","format":"date-time"},"item":{"type":"string"},"pose":{"type":"string"},
  "damage":{"type":"number","minimum":0}},"additionalProperties":false}}},"additionalProperties":false}`
)

type contextArgs struct {
	memory.Situation
}

func (s *Server) opContext(ctx context.Context, a contextArgs) (*reply, error) {
	st, err := s.store("memory_context")
	if err != nil {
		return nil, err
	}
	a.Now = s.opts.Now()
	r, err := memory.Context(ctx, st, a.Situation)
	if err != nil {
		return nil, fmt.Errorf("memory_context: %w", err)
	}
	return value(r)
}

type notePutArgs struct {
	ID        string      `json:"id"`
	Text      string      `json:"text"`
	Kind      string      `json:"kind"`
	Tags      []string    `json:"tags"`
	Pos       *[3]float64 `json:"pos"`
	Embedding []float32   `json:"embedding"`
	Episodes  []string    `json:"episodes"`
	Frames    []string    `json:"frames"`
	Author    string      `json:"author"`
}

func (s *Server) opNotePut(ctx context.Context, a notePutArgs) (*reply, error) {
	st, err := s.store("memory_note_put")
	if err != nil {
		return nil, err
	}
	if a.Author, err = authorOf(ctx, "memory_note_put", a.Author, ""); err != nil {
		return nil, err
	}
	// An author's note revisions are bounded (Options.Quota): one agent
	// writing notes in a loop filled the store every recall searches.
	var n memory.Note
	err = s.withinQuota(ctx, st, a.Author, memory.AuthorUse{Notes: 1}, func() (err error) {
		if err := ownMemo("memory_note_put", "note", a.ID, agentOf(ctx), func() (string, error) {
			n, err := st.Note(ctx, a.ID)
			return n.Author, err
		}); err != nil {
			return err
		}
		// The store checks again in its transaction: another instance
		// sharing it may have written the id since.
		n, err = st.PutNote(ctx, memory.Note{ID: a.ID, Text: a.Text, Kind: a.Kind, Tags: a.Tags, Pos: a.Pos, Embedding: a.Embedding,
			Episodes: a.Episodes, Frames: a.Frames, Author: a.Author, OnlyOwn: agentOf(ctx) != ""})
		return notYours("memory_note_put", err)
	})
	if err != nil {
		return nil, fmt.Errorf("memory_note_put: %w", err)
	}
	s.resourceChanged(ctx, NoteURI(n.ID))
	s.resourceChanged(ctx, "memory://notes")
	return value(n)
}

type noteGetArgs struct {
	ID      string `json:"id"`
	History bool   `json:"history"`
}

// NoteReply is a note's current revision, and its history when asked.
type NoteReply struct {
	Note      memory.Note   `json:"note"`
	Revisions int           `json:"revisions"`
	History   []memory.Note `json:"history,omitempty"`
}

func (s *Server) noteReply(ctx context.Context, op, id string, history bool) (NoteReply, error) {
	st, err := s.store(op)
	if err != nil {
		return NoteReply{}, err
	}
	if strings.TrimSpace(id) == "" {
		return NoteReply{}, fmt.Errorf("%w: %s: id is required", skills.ErrInvalidArgs, op)
	}
	// The current revision, numbered by how many there are: reading every
	// revision to answer with the last read a note's whole history at
	// each call (100 revisions of 1 MiB: 338 MB and 1.5 s a read).
	n, err := st.Note(ctx, id)
	if err != nil {
		return NoteReply{}, fmt.Errorf("%s: note %q: %w", op, id, err)
	}
	out := NoteReply{Note: n, Revisions: n.Revision}
	if history {
		if err := historyBounded(op, "note", id, n.Revision); err != nil {
			return NoteReply{}, err
		}
		if out.History, err = st.NoteHistory(ctx, id); err != nil {
			return NoteReply{}, fmt.Errorf("%s: note %q: %w", op, id, err)
		}
	}
	return out, nil
}

// MaxHistory bounds the revisions of a note or plan an answer carries
// with history: at most memory.MaxMemoBytes each, about 12.5 MiB, under
// the result's bound. The command line reads longer histories on the host.
const MaxHistory = 100

// historyBounded refuses the history of a note or plan of more than
// MaxHistory revisions before any is read.
func historyBounded(op, kind, id string, revisions int) error {
	if revisions > MaxHistory {
		return fmt.Errorf("%w: %s: %s %q has %d revisions; an answer carries the history of at most %d (skillrun %s get --history reads it on the host)", ErrTooLarge, op, kind, id, revisions, MaxHistory, kind)
	}
	return nil
}

func (s *Server) opNoteGet(ctx context.Context, a noteGetArgs) (*reply, error) {
	r, err := s.noteReply(ctx, "memory_note_get", a.ID, a.History)
	if err != nil {
		return nil, err
	}
	return value(r)
}

type notesArgs struct {
	Kind   string      `json:"kind"`
	Tags   []string    `json:"tags"`
	Near   *[3]float64 `json:"near"`
	Radius float64     `json:"radius"`
	Text   string      `json:"text"`
	Vector []float32   `json:"vector"`
	Limit  int         `json:"limit"`
}

// NotesReply is what memory_notes answers.
type NotesReply struct {
	Notes []memory.NoteHit `json:"notes"`
	Text  []string         `json:"text"`
}

func (s *Server) opNotes(ctx context.Context, a notesArgs) (*reply, error) {
	st, err := s.store("memory_notes")
	if err != nil {
		return nil, err
	}
	hits, err := st.Notes(ctx, memory.NoteQuery{Kind: a.Kind, Tags: a.Tags, Near: a.Near, Radius: a.Radius, Text: a.Text, Vector: a.Vector, Limit: a.Limit})
	if err != nil {
		return nil, fmt.Errorf("memory_notes: %w", err)
	}
	out := NotesReply{Notes: hits, Text: []string{}}
	if out.Notes == nil {
		out.Notes = []memory.NoteHit{}
	}
	for _, h := range hits {
		out.Text = append(out.Text, h.Note.Snippet().Text)
	}
	return value(out)
}

type planPutArgs struct {
	ID       string            `json:"id"`
	Goal     string            `json:"goal"`
	Status   string            `json:"status"`
	Steps    []memory.PlanStep `json:"steps"`
	Episodes []string          `json:"episodes"`
	Frames   []string          `json:"frames"`
}

func (s *Server) opPlanPut(ctx context.Context, a planPutArgs) (*reply, error) {
	st, err := s.store("plan_put")
	if err != nil {
		return nil, err
	}
	author, err := authorOf(ctx, "plan_put", "", "")
	if err != nil {
		return nil, err
	}
	own := a.ID == ""
	a.ID = planID(ctx, a.ID)
	own = own || a.ID == author
	if agent := agentOf(ctx); agent != "" && a.ID != agent && s.isAgent(a.ID) {
		// Written first by another, an agent's own plan would be theirs:
		// every plan_put of its owner refused.
		return nil, fmt.Errorf("%w: plan_put: plan %q is agent %q's own plan (choose another id)", ErrNotYours, a.ID, a.ID)
	}
	// Plan revisions count with note revisions against the author's
	// quota: plan_put in a loop filled the store as memory_note_put did.
	var p memory.Plan
	err = s.withinQuota(ctx, st, author, memory.AuthorUse{Notes: 1}, func() (err error) {
		if err := ownMemo("plan_put", "plan", a.ID, agentOf(ctx), func() (string, error) {
			p, err := st.Plan(ctx, a.ID)
			return p.Author, err
		}); err != nil {
			return err
		}
		p, err = st.PutPlan(ctx, memory.Plan{ID: a.ID, Goal: a.Goal, Status: a.Status, Steps: a.Steps, Episodes: a.Episodes, Frames: a.Frames, Author: author,
			OnlyOwn: agentOf(ctx) != ""})
		return notYours("plan_put", err)
	})
	if err != nil {
		return nil, fmt.Errorf("plan_put: %w", err)
	}
	s.resourceChanged(ctx, PlanURI(p.ID))
	if own && p.ID != DefaultPlan {
		s.resourceChanged(ctx, PlanURI(DefaultPlan))
	}
	return value(p)
}

type planGetArgs struct {
	ID      string `json:"id"`
	History bool   `json:"history"`
}

// PlanReply is a plan's last revision with the evidence it rests on: what
// an agent reads after a context reset.
type PlanReply struct {
	Plan      memory.Plan `json:"plan"`
	Revisions int         `json:"revisions"`
	// Evidence renders the episodes the plan cites (at most 10).
	Evidence []memory.Snippet `json:"evidence"`
	Text     string           `json:"text"`
	History  []memory.Plan    `json:"history,omitempty"`
}

func (s *Server) planReply(ctx context.Context, op, id string, history bool) (PlanReply, error) {
	st, err := s.store(op)
	if err != nil {
		return PlanReply{}, err
	}
	id = planID(ctx, id)
	p, err := st.Plan(ctx, id)
	if err != nil {
		return PlanReply{}, fmt.Errorf("%s: plan %q: %w", op, id, err)
	}
	out := PlanReply{Plan: p, Revisions: p.Revision, Evidence: []memory.Snippet{}, Text: p.Snippet().Text}
	if history {
		if err := historyBounded(op, "plan", id, p.Revision); err != nil {
			return PlanReply{}, err
		}
	}
	for i, e := range p.Episodes {
		if i == 10 {
			break
		}
		// The episode without its steps: a plan citing an episode of
		// 100,000 steps read them all at each plan_get (162 MB, 0.7 s),
		// to render its header.
		pg, err := st.EpisodeSteps(ctx, e, 0, 0, 0)
		if err != nil {
			return PlanReply{}, fmt.Errorf("%s: evidence %q: %w", op, e, err)
		}
		out.Evidence = append(out.Evidence, pg.Episode.Header().Snippet())
	}
	if history {
		if out.History, err = st.PlanHistory(ctx, id); err != nil {
			return PlanReply{}, fmt.Errorf("%s: plan %q: %w", op, id, err)
		}
	}
	return out, nil
}

func (s *Server) opPlanGet(ctx context.Context, a planGetArgs) (*reply, error) {
	r, err := s.planReply(ctx, "plan_get", a.ID, a.History)
	if err != nil {
		return nil, err
	}
	return value(r)
}

type stepsArgs struct {
	Action  string `json:"action"`
	Object  string `json:"object"`
	Class   string `json:"class"`
	Skill   string `json:"skill"`
	Version string `json:"version"`
	OK      *bool  `json:"ok"`
	Limit   int    `json:"limit"`
}

// StepsReply is what memory_steps answers.
type StepsReply struct {
	Steps []memory.StepHit `json:"steps"`
	Text  []string         `json:"text"`
}

func (s *Server) opSteps(ctx context.Context, a stepsArgs) (*reply, error) {
	st, err := s.store("memory_steps")
	if err != nil {
		return nil, err
	}
	hits, err := st.Steps(ctx, memory.StepQuery{Action: a.Action, Object: a.Object, Class: a.Class, Skill: a.Skill, Version: a.Version, OK: a.OK, Limit: a.Limit})
	if err != nil {
		return nil, fmt.Errorf("memory_steps: %w", err)
	}
	out := StepsReply{Steps: hits, Text: []string{}}
	if out.Steps == nil {
		out.Steps = []memory.StepHit{}
	}
	for _, sn := range memory.Snippets(hits) {
		out.Text = append(out.Text, sn.Text)
	}
	return value(out)
}

type nearArgs struct {
	Pos    [3]float64 `json:"pos"`
	Radius float64    `json:"radius"`
	Limit  int        `json:"limit"`
}

// PlacesReply is what memory_near answers.
type PlacesReply struct {
	Places []memory.Place `json:"places"`
	Text   []string       `json:"text"`
}

func (s *Server) opNear(ctx context.Context, a nearArgs) (*reply, error) {
	st, err := s.store("memory_near")
	if err != nil {
		return nil, err
	}
	ps, err := st.Near(ctx, memory.NearQuery{Pos: a.Pos, Radius: a.Radius, Limit: a.Limit})
	if err != nil {
		return nil, fmt.Errorf("memory_near: %w", err)
	}
	out := PlacesReply{Places: ps, Text: []string{}}
	if out.Places == nil {
		out.Places = []memory.Place{}
	}
	for _, sn := range memory.Snippets(ps) {
		out.Text = append(out.Text, sn.Text)
	}
	return value(out)
}

type beforeArgs struct {
	Episode string `json:"episode"`
	Step    *int   `json:"step"`
	N       int    `json:"n"`
}

// BeforeReply is what memory_before answers.
type BeforeReply struct {
	Steps []memory.Step `json:"steps"`
	Text  []string      `json:"text"`
}

func (s *Server) opBefore(ctx context.Context, a beforeArgs) (*reply, error) {
	st, err := s.store("memory_before")
	if err != nil {
		return nil, err
	}
	if a.Episode == "" || a.Step == nil || a.N < 0 || a.N > 200 {
		return nil, fmt.Errorf("%w: memory_before: episode and step are required, n is 1..200", skills.ErrInvalidArgs)
	}
	if a.N == 0 {
		a.N = 5
	}
	steps, err := st.Before(ctx, memory.StepRef{Episode: a.Episode, Index: *a.Step}, a.N)
	if err != nil {
		return nil, fmt.Errorf("memory_before: %w", err)
	}
	out := BeforeReply{Steps: steps, Text: []string{}}
	if out.Steps == nil {
		out.Steps = []memory.Step{}
	}
	for _, st := range steps {
		out.Text = append(out.Text, memory.StepID(a.Episode, st.Index)+" "+st.Snippet().Text)
	}
	return value(out)
}

type cellsArgs struct {
	Min    *[3]int         `json:"min"`
	Max    *[3]int         `json:"max"`
	Near   *[3]float64     `json:"near"`
	Path   [][3]float64    `json:"path"`
	Radius float64         `json:"radius"`
	Kind   memory.CellKind `json:"kind"`
	Limit  int             `json:"limit"`
}

// CellsReply is what memory_cells answers.
type CellsReply struct {
	Cells []memory.Cell `json:"cells"`
	Text  []string      `json:"text"`
}

func (s *Server) opCells(ctx context.Context, a cellsArgs) (*reply, error) {
	st, err := s.store("memory_cells")
	if err != nil {
		return nil, err
	}
	q := memory.GridQuery{Near: a.Near, Path: a.Path, Radius: a.Radius, Kind: a.Kind, Limit: a.Limit}
	if (a.Min == nil) != (a.Max == nil) {
		return nil, fmt.Errorf("%w: memory_cells: give both min and max", skills.ErrInvalidArgs)
	}
	if a.Min != nil {
		q.Box = &memory.CellQuery{Min: *a.Min, Max: *a.Max}
	}
	cells, err := memory.Grid(ctx, st, q)
	if err != nil {
		return nil, fmt.Errorf("memory_cells: %w", err)
	}
	out := CellsReply{Cells: cells, Text: []string{}}
	if out.Cells == nil {
		out.Cells = []memory.Cell{}
	}
	for _, c := range cells {
		out.Text = append(out.Text, c.Snippet().Text)
	}
	return value(out)
}

type cellsPutArgs struct {
	Cells []memory.Cell `json:"cells"`
}

func (s *Server) opCellsPut(ctx context.Context, a cellsPutArgs) (*reply, error) {
	st, err := s.store("memory_cells_put")
	if err != nil {
		return nil, err
	}
	if len(a.Cells) == 0 || len(a.Cells) > 10000 {
		return nil, fmt.Errorf("%w: memory_cells_put: 1..10000 cells", skills.ErrInvalidArgs)
	}
	now := s.opts.Now()
	for i := range a.Cells {
		if a.Cells[i].Time.IsZero() {
			a.Cells[i].Time = now
		}
		if math.IsNaN(a.Cells[i].Damage) || a.Cells[i].Damage < 0 {
			return nil, fmt.Errorf("%w: memory_cells_put: cells[%d]: damage must be a non-negative number", skills.ErrInvalidArgs, i)
		}
	}
	if err := st.AppendCells(ctx, a.Cells...); err != nil {
		return nil, fmt.Errorf("memory_cells_put: %w", err)
	}
	return value(CellsPutReply{Cells: len(a.Cells)})
}

func (s *Server) opUsage(ctx context.Context, a versionRefArgs) (*reply, error) {
	st, err := s.store("memory_usage")
	if err != nil {
		return nil, err
	}
	v, err := s.version("memory_usage", a)
	if err != nil {
		return nil, err
	}
	u, err := st.Usage(ctx, v)
	if err != nil {
		return nil, fmt.Errorf("memory_usage: %w", err)
	}
	return value(u)
}

// NoteURI is the MCP resource URI of a note.
func NoteURI(id string) string { return "memory://notes/" + id }

// PlanURI is the MCP resource URI of a plan.
func PlanURI(id string) string { return "memory://plan/" + id }

// resourceChanged tells subscribed MCP clients that a resource changed.
func (s *Server) resourceChanged(ctx context.Context, uri string) {
	if err := s.mcp.ResourceUpdated(context.WithoutCancel(ctx), &mcp.ResourceUpdatedNotificationParams{URI: uri}); err != nil {
		s.log.Debug("resource update not sent", "uri", uri, "error", err)
	}
}

// addMemoryResources serves notes and plans as MCP resources.
func (s *Server) addMemoryResources() {
	read := func(ctx context.Context, uri string) (any, error) {
		switch {
		case strings.HasPrefix(uri, "memory://notes/"):
			return s.noteReply(ctx, "resource", strings.TrimPrefix(uri, "memory://notes/"), false)
		case uri == PlanURI(DefaultPlan):
			return s.planReply(ctx, "resource", "", false) // the agent's own
		case strings.HasPrefix(uri, "memory://plan/"):
			return s.planReply(ctx, "resource", strings.TrimPrefix(uri, "memory://plan/"), false)
		case uri == "memory://notes":
			st, err := s.store("resource")
			if err != nil {
				return nil, err
			}
			hits, err := st.Notes(ctx, memory.NoteQuery{Limit: 1000})
			if err != nil {
				return nil, err
			}
			idx := make([]map[string]any, len(hits))
			for i, h := range hits {
				idx[i] = map[string]any{"uri": NoteURI(h.ID), "id": h.ID, "kind": h.Kind, "revision": h.Revision, "text": h.Snippet().Text}
			}
			return map[string]any{"notes": idx}, nil
		}
		return nil, mcp.ResourceNotFoundError(uri)
	}
	h := func(ctx context.Context, req *mcp.ReadResourceRequest) (*mcp.ReadResourceResult, error) {
		uri := req.Params.URI
		v, err := read(ctx, uri) // ctx names the token's agent (the HTTP handler's)
		if errors.Is(err, memory.ErrNotFound) {
			return nil, mcp.ResourceNotFoundError(uri)
		}
		if err != nil {
			return nil, err
		}
		b, err := json.MarshalIndent(v, "", "  ")
		if err != nil {
			return nil, err
		}
		return &mcp.ReadResourceResult{Contents: []*mcp.ResourceContents{{URI: uri, MIMEType: "application/json", Text: string(b)}}}, nil
	}
	s.mcp.AddResource(&mcp.Resource{URI: PlanURI(DefaultPlan), Name: "plan", Title: "The current plan",
		Description: "The agent's current plan (working memory): goal, status, steps, last revision and evidence. Subscribe to hear of each new revision.",
		MIMEType:    "application/json"}, h)
	s.mcp.AddResource(&mcp.Resource{URI: "memory://notes", Name: "notes", Title: "Notes",
		Description: "Every current note (semantic memory), newest first, with its resource URI.", MIMEType: "application/json"}, h)
	s.mcp.AddResourceTemplate(&mcp.ResourceTemplate{URITemplate: "memory://notes/{id}", Name: "note", Title: "A note",
		Description: "A note's current revision. Subscribe to hear of each new revision.", MIMEType: "application/json"}, h)
	s.mcp.AddResourceTemplate(&mcp.ResourceTemplate{URITemplate: "memory://plan/{id}", Name: "plan_by_id", Title: "A plan",
		Description: "A plan's last revision with its evidence.", MIMEType: "application/json"}, h)
}
