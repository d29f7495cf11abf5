package memory

import (
	"encoding/json"
	"time"

	"github.com/skillrun/skillrun/skills"
)

// Episode is one recorded attempt at a task: a sequence of steps.
type Episode struct {
	ID      string    `json:"id"`
	Agent   string    `json:"agent,omitempty"`
	Env     string    `json:"env,omitempty"`  // environment kind: "minecraft", "kicad", ...
	Task    string    `json:"task,omitempty"` // what the agent was asked to do
	Start   time.Time `json:"start"`
	End     time.Time `json:"end,omitzero"`
	Summary string    `json:"summary,omitempty"`
	Tags    []string  `json:"tags,omitempty"`
	// Success and Reason are the episode's overall outcome, when known.
	Success *bool  `json:"success,omitempty"`
	Reason  string `json:"reason,omitempty"`
	// Snapshot is opaque state a registered simulator can restore to
	// re-simulate the episode (a voxel world, a schematic file).
	Snapshot json.RawMessage `json:"snapshot,omitempty"`
	// Objects carries metadata (class, properties) for objects the steps act on.
	Objects []Object `json:"objects,omitempty"`
	Steps   []Step   `json:"steps,omitempty"`
	// Timeline marks an agent's session timeline whose runs are recorded
	// as episodes of their own (serve's sessions): its steps still name
	// the versions that took them (VersionsIn, recall), but it is not a
	// use of those versions (Usage counts each run once, in its own
	// episode).
	Timeline bool `json:"timeline,omitempty"`
}

// Step is one action taken in an episode, with what was seen and what happened.
type Step struct {
	Index int       `json:"index"` // 0-based, unique within its episode
	Time  time.Time `json:"time"`
	// Summary is a short text of the observation before the action.
	Summary string `json:"summary,omitempty"`
	// Observation is the full observation before the action, when recorded
	// (trace replay serves it back).
	Observation skills.Observation `json:"observation,omitempty"`
	Action      skills.Action      `json:"action"`
	Outcome     skills.Outcome     `json:"outcome"`
	// Pos is where the agent was, when the environment has positions.
	Pos *[3]float64 `json:"pos,omitempty"`
	// Skill and Version name the skill version that took the action, if any.
	Skill   string `json:"skill,omitempty"`
	Version string `json:"version,omitempty"`
	// Frames are the content hashes of the frames observed at this step.
	Frames []string `json:"frames,omitempty"`
}

// StepRef names one step of one episode.
type StepRef struct {
	Episode string `json:"episode"`
	Index   int    `json:"index"`
}

// Frame is the metadata of one image frame. The pixels live on disk in a
// Blobs directory under Hash; the graph holds only this.
type Frame struct {
	Hash   string            `json:"hash"` // lowercase hex SHA-256 of the encoded bytes
	Format string            `json:"format,omitempty"`
	Width  int               `json:"width,omitempty"`
	Height int               `json:"height,omitempty"`
	Size   int64             `json:"size,omitempty"` // bytes
	Time   time.Time         `json:"time,omitzero"`
	Labels map[string]string `json:"labels,omitempty"`
	// Agent stored it (the first to: the same bytes are one frame), and
	// its Size counts against that agent's quota (Quota.FrameBytes).
	Agent string `json:"agent,omitempty"`
}

// Object is a thing in the world that actions act on.
type Object struct {
	ID    string         `json:"id"`
	Class string         `json:"class,omitempty"` // "microwave"; ObjectClass(ID) when empty
	Props map[string]any `json:"props,omitempty"`
}

// CellKind is what happened at a spatial-grid cell.
type CellKind string

// The kinds of cell event.
const (
	Walked  CellKind = "walked"
	Placed  CellKind = "placed"
	Opened  CellKind = "opened"
	Blocked CellKind = "blocked"
	Hazard  CellKind = "hazard"
)

// Cell is one event on the spatial grid (integer block coordinates).
type Cell struct {
	Pos     [3]int    `json:"pos"` // x, y, z
	Kind    CellKind  `json:"kind"`
	Episode string    `json:"episode"`
	Step    int       `json:"step"`
	Time    time.Time `json:"time"`
	Item    string    `json:"item,omitempty"`   // block or item placed/seen
	Pose    string    `json:"pose,omitempty"`   // facing, stance
	Damage  float64   `json:"damage,omitempty"` // damage taken here
}

// IndexRow is one row of the episode index: a summarised stretch of steps.
type IndexRow struct {
	Episode string      `json:"episode"`
	From    int         `json:"from"` // first step index
	To      int         `json:"to"`   // last step index, inclusive
	Action  string      `json:"action,omitempty"`
	Summary string      `json:"summary"`
	Tags    []string    `json:"tags,omitempty"`
	Pos     *[3]float64 `json:"pos,omitempty"`
	Time    time.Time   `json:"time"`
}

// Note is a fact an agent wrote (semantic memory). Writing a note with an
// existing id makes a new revision; earlier revisions are kept.
type Note struct {
	ID       string    `json:"id"`
	Revision int       `json:"revision"` // set by the store: 1, 2, ...
	Time     time.Time `json:"time"`
	Author   string    `json:"author,omitempty"`
	// Kind says what the note is: NoteFact (the default), NoteLandmark (a
	// place worth finding again, with Pos), NoteRule (how to act), or any
	// word the agent chooses.
	Kind string   `json:"kind,omitempty"`
	Text string   `json:"text"`
	Tags []string `json:"tags,omitempty"`
	// Pos is where the note applies, when it is about a place.
	Pos *[3]float64 `json:"pos,omitempty"`
	// Embedding is the caller's vector for the note's text, for similarity
	// recall (NoteQuery.Vector); every note a caller embeds must use the
	// same model (same length).
	Embedding []float32 `json:"embedding,omitempty"`
	// Episodes and Frames are the evidence the note rests on.
	Episodes []string `json:"episodes,omitempty"`
	Frames   []string `json:"frames,omitempty"`
	// OnlyOwn, on a write, refuses (ErrNotOwner) to revise a note whose
	// current revision another named author wrote: checked in the
	// store's transaction, so two writers of one new id (on two
	// instances sharing the store) cannot both take it. Never stored.
	OnlyOwn bool `json:"-"`
}

// Plan is an agent's current plan (working memory). Like a note, it keeps
// every revision.
type Plan struct {
	ID       string    `json:"id"` // the agent's name by default
	Revision int       `json:"revision"`
	Time     time.Time `json:"time"`
	Goal     string    `json:"goal"`
	// Status is the plan's state: PlanActive (the default), PlanDone,
	// PlanBlocked or PlanAbandoned.
	Status   string     `json:"status,omitempty"`
	Steps    []PlanStep `json:"steps,omitempty"`
	Episodes []string   `json:"episodes,omitempty"`
	Frames   []string   `json:"frames,omitempty"`
	// Author is who wrote the revision (an agent's plan is its own: see
	// serve's plan_put).
	Author string `json:"author,omitempty"`
	// OnlyOwn is Note.OnlyOwn for a plan.
	OnlyOwn bool `json:"-"`
}

// SkillVersion is one version of a skill's source. ID is the hash of the
// normalised source (skills.Manifest.Version).
type SkillVersion struct {
	Skill       string      `json:"skill"`
	ID          string      `json:"id"`
	Kind        skills.Kind `json:"kind,omitempty"`
	Description string      `json:"description,omitempty"`
	Source      string      `json:"source"`
	Author      string      `json:"author,omitempty"`
	Created     time.Time   `json:"created"`
	// Supersedes is the id of the version this one replaces, if any.
	Supersedes string `json:"supersedes,omitempty"`
}

// Relation is how a skill version relates to an episode.
type Relation string

// The evidence relations.
const (
	SupportedBy Relation = "SUPPORTED_BY" // the episode shows the version working
	DerivedFrom Relation = "DERIVED_FROM" // the version was written from the episode
	// FailedIn is a recorded failure: the version ran in the episode and
	// the outcome was not success (Evidence.Reason says why).
	FailedIn Relation = "FAILED_IN"
)

// Evidence is one link between a skill version and an episode.
type Evidence struct {
	Version  string    `json:"version"`
	Skill    string    `json:"skill,omitempty"`
	Episode  string    `json:"episode"`
	Relation Relation  `json:"relation"`
	Time     time.Time `json:"time"` // when the link was recorded
	// Reason is why a FailedIn episode failed (or a person's reason for a
	// link made by hand).
	Reason string `json:"reason,omitempty"`
	// By is who made the link: "run" for a run recorded as it happened,
	// a person or agent otherwise; empty for links made before this field.
	By string `json:"by,omitempty"`
}

// Verdict is the result of verifying a version against one episode.
type Verdict struct {
	Episode    string `json:"episode"`
	Passed     bool   `json:"passed"`
	Divergence string `json:"divergence,omitempty"` // first divergence, when it failed
	// On an episode whose recorded outcome was a failure a version does
	// not pass: Reproduces, it did as the recording did (it fails where
	// the recording failed); Departs, it did otherwise (a replay cannot
	// tell whether it would succeed). A stored rate counts neither as a
	// success.
	Reproduces bool `json:"reproduces,omitempty"`
	Departs    bool `json:"departs,omitempty"`
	// Frames are a detector's verdicts on the episode's frames (method
	// "detector"): each frame's truth and what the detector found.
	Frames []FrameVerdict `json:"frames,omitempty"`
	// Recorded are the frames the episode recorded where a procedure's
	// run failed (the divergence step, or the last step of a
	// re-simulation), Replayed the frame of the candidate's own world
	// there (a re-simulated world that draws frames): what the agent saw
	// beside what the candidate produced.
	Recorded []string `json:"recorded,omitempty"`
	Replayed string   `json:"replayed,omitempty"`
	// DurationMS is how long verifying the episode took (wall clock), which
	// the gate compares a candidate's with (0: not measured, runs stored
	// before it was).
	DurationMS float64 `json:"duration_ms,omitempty"`
	// CPUMS is the CPU time of the version's run on the episode, its
	// whole call tree, in milliseconds, where the executor measured it
	// (0: not measured: in process, or runs stored before it was).
	CPUMS float64 `json:"cpu_ms,omitempty"`
}

// FrameVerdict is a detector's verdict on one frame.
type FrameVerdict struct {
	Frame string `json:"frame"`          // the frame's hash
	Name  string `json:"name,omitempty"` // e.g. "EPISODE#STEP"
	// Truth are the boxes the detector had to find, Detections what it
	// found; TP, FP, FN the match between them.
	Truth      []Box `json:"truth,omitempty"`
	Detections []Box `json:"detections,omitempty"`
	TP         int   `json:"tp"`
	FP         int   `json:"fp"`
	FN         int   `json:"fn"`
	// IoUSum is the sum of the true positives' IoU with their truth.
	IoUSum float64 `json:"iou_sum,omitempty"`
	Err    string  `json:"error,omitempty"`
}

// Box is a labelled box in a frame, [x0, y0, x1, y1] in pixels.
type Box struct {
	Label string  `json:"label"`
	Box   [4]int  `json:"box"`
	Score float64 `json:"score,omitempty"`
}

// VerificationRun is one verification of a skill version against episodes.
type VerificationRun struct {
	ID       string    `json:"id"`
	Version  string    `json:"version"`
	Time     time.Time `json:"time"`
	Method   string    `json:"method,omitempty"` // "replay", "resim", "detector"
	Verdicts []Verdict `json:"verdicts"`
	Passed   int       `json:"passed"` // verdicts that passed
	Total    int       `json:"total"`  // len(Verdicts)
	// Note is free text: why a promotion was rejected, thresholds used.
	Note string `json:"note,omitempty"`
}

// Rate is a verified success rate: passed verdicts over all verdicts, in
// every run of a version.
type Rate struct {
	Version string  `json:"version"`
	Runs    int     `json:"runs"`
	Passed  int     `json:"passed"`
	Total   int     `json:"total"`
	Rate    float64 `json:"rate"` // Passed/Total; 0 when Total is 0
}

// Stats counts what a store holds.
type Stats struct {
	Nodes map[string]int64 `json:"nodes"` // by label
	Edges map[string]int64 `json:"edges"` // by type
}

// EpisodePage is one page of an episode (Store.EpisodeSteps).
type EpisodePage struct {
	// Episode is the header; its Steps are the page's only.
	Episode
	// From is the page's first step (its position in the episode), Total
	// the episode's number of steps.
	From, Total int
	// Track is where the episode's steps were, sampled evenly in step
	// order.
	Track [][3]float64
}

// TrackStride is the step stride that samples at most points positions
// from total steps (1 when every step fits).
func TrackStride(total, points int) int {
	if points <= 0 || total <= points {
		return 1
	}
	return (total + points - 1) / points
}
