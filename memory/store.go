package memory

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/skillrun/skillrun/skills"
)

// Errors that callers branch on with errors.Is. ErrNotFound, ErrConflict
// and ErrInvalid are bad input (they wrap skills.ErrBadInput); ErrNotFound
// is of kind not_found, ErrUnavailable and ErrClosed of kind unavailable
// (skills.KindOf).
var (
	// ErrNotFound: an id that the store does not hold.
	ErrNotFound = skills.WithKind(skills.KindNotFound, fmt.Errorf("%w: not in memory", skills.ErrBadInput))
	// ErrConflict: an id already recorded with different content.
	ErrConflict = fmt.Errorf("%w: id already recorded with different content", skills.ErrBadInput)
	// ErrInvalid: a value that breaks the schema (empty id, negative index).
	ErrInvalid = fmt.Errorf("%w: invalid memory record", skills.ErrBadInput)
	// ErrNotOwner: a write with OnlyOwn of a note or plan whose current
	// revision another author wrote.
	ErrNotOwner = fmt.Errorf("%w: written by another author", skills.ErrBadInput)
	// ErrUnavailable: the store cannot be reached or went away mid-operation.
	// Nothing of the failed write is visible; retrying is safe.
	ErrUnavailable = skills.WithKind(skills.KindUnavailable, errors.New("memory store unavailable"))
	// ErrClosed: the store was closed.
	ErrClosed = skills.WithKind(skills.KindUnavailable, errors.New("memory store closed"))
)

// Store is the graph memory contract. Implementations are safe for
// concurrent use; every write is atomic and idempotent (recording the same
// thing twice is a no-op, recording different content under a known id is
// ErrConflict), so an interrupted import can simply be run again.
type Store interface {
	// RecordEpisode records an episode with its steps (and their objects,
	// frames-metadata links, positions and skill versions) atomically. Steps
	// already recorded with the same content are kept; new ones are added.
	RecordEpisode(ctx context.Context, ep Episode) error
	// Atomically runs fn so that every write it makes to this store
	// through the context it is given lands in one transaction: all of
	// them, or none if fn fails. Reads inside fn see what was committed
	// before (not fn's own writes); fn's writes must not run
	// concurrently. A call inside fn joins the outer one.
	Atomically(ctx context.Context, fn func(ctx context.Context) error) error
	// AppendSteps adds steps to a recorded episode, atomically.
	AppendSteps(ctx context.Context, episode string, steps ...Step) error
	// Episode returns an episode with all its steps.
	Episode(ctx context.Context, id string) (Episode, error)
	// EpisodeSteps returns one page of an episode: its header with the
	// steps from index from (0-based, in order) up to limit of them, their
	// frames, how many steps it has in all, and up to track positions
	// sampled evenly over all its steps (none when track is 0). Its cost
	// follows the page, not the episode's length.
	EpisodeSteps(ctx context.Context, id string, from, limit, track int) (EpisodePage, error)
	// Episodes lists episode headers (no steps), newest first.
	Episodes(ctx context.Context, limit int) ([]Episode, error)

	// PutFrames records frame metadata; the blobs are stored with Blobs.
	PutFrames(ctx context.Context, frames ...Frame) error
	// AttachFrames links frames (already put) to a step (OBSERVED).
	AttachFrames(ctx context.Context, step StepRef, hashes ...string) error
	// Frame returns one frame's metadata.
	Frame(ctx context.Context, hash string) (Frame, error)

	// PutVersion records a skill version (and its skill). If v.Supersedes
	// is set, the SUPERSEDES edge is recorded too.
	PutVersion(ctx context.Context, v SkillVersion) error
	// Version returns one skill version.
	Version(ctx context.Context, id string) (SkillVersion, error)
	// Versions lists a skill's versions, newest first.
	Versions(ctx context.Context, skill string) ([]SkillVersion, error)
	// RecentVersions is Versions up to limit versions, the newest: what a
	// page shows, whatever a skill has gathered (an agent may record
	// thousands of versions, each with up to 1 MiB of source).
	RecentVersions(ctx context.Context, skill string, limit int) ([]SkillVersion, error)
	// VersionPrefix returns up to limit ids of a skill's versions that
	// start with prefix, in order, and how many do in all; it reads ids
	// only, through the index of ids.
	VersionPrefix(ctx context.Context, skill, prefix string, limit int) ([]string, int, error)
	// Supersede records that version newer replaces version older.
	Supersede(ctx context.Context, newer, older string) error
	// Link records evidence: version rel episode, for each episode.
	Link(ctx context.Context, version string, rel Relation, episodes ...string) error

	// LinkEvidence records evidence links with their reason and who made
	// them (Link is LinkEvidence without either). Each version and episode
	// must be recorded; linking again keeps the first link.
	LinkEvidence(ctx context.Context, evs ...Evidence) error
	// Unlink removes the link version -rel-> episode; a link the store
	// does not hold is ErrNotFound.
	Unlink(ctx context.Context, version string, rel Relation, episode string) error

	// RecordVerification records a verification run of a version against episodes.
	RecordVerification(ctx context.Context, run VerificationRun) error
	// RecordDecision records a decision about a skill (and its version,
	// which must be recorded when set). Idempotent by id, ErrConflict for
	// other content under a known id.
	RecordDecision(ctx context.Context, d Decision) error
	// Decisions returns the decisions about a skill, newest first (none
	// for a skill the store never heard of).
	Decisions(ctx context.Context, skill string) ([]Decision, error)
	// RecentDecisions is Decisions up to limit decisions, the newest: what
	// a page or a look back reads, whatever a skill has gathered (an
	// agent's quota allows 20,000 decisions, each with a note of up to
	// 16 KiB).
	RecentDecisions(ctx context.Context, skill string, limit int) ([]Decision, error)
	// LatestDecision returns the newest decision about a skill whose
	// status is one of statuses (of any status when none is given),
	// ErrNotFound when there is none. Its cost follows the statuses asked for, not the skill's
	// decisions (each sync asks it of every skill).
	LatestDecision(ctx context.Context, skill string, statuses ...DecisionStatus) (Decision, error)
	// LatestVersionDecision is LatestDecision over the decisions about
	// one version (each listing of tools and each metrics scrape asks it
	// of every serving version).
	LatestVersionDecision(ctx context.Context, version string, statuses ...DecisionStatus) (Decision, error)

	// AppendCells appends spatial-grid events.
	AppendCells(ctx context.Context, cells ...Cell) error
	// Cells returns the cell events within a box (inclusive), oldest first.
	Cells(ctx context.Context, q CellQuery) ([]Cell, error)
	// AppendIndex appends episode-index rows.
	AppendIndex(ctx context.Context, rows ...IndexRow) error

	// PutNote writes a note; a note id already held gets a new revision
	// unless the text, tags and links are unchanged. It returns the
	// revision now current.
	PutNote(ctx context.Context, n Note) (Note, error)
	// Note returns the current revision of a note.
	Note(ctx context.Context, id string) (Note, error)
	// NoteHistory returns every revision of a note, oldest first.
	NoteHistory(ctx context.Context, id string) ([]Note, error)
	// PutPlan writes a plan revision, as PutNote does.
	PutPlan(ctx context.Context, p Plan) (Plan, error)
	// Plan returns the current revision of a plan.
	Plan(ctx context.Context, id string) (Plan, error)
	// PlanHistory returns every revision of a plan, oldest first.
	PlanHistory(ctx context.Context, id string) ([]Plan, error)

	// Failures returns failed steps of an action on objects like the given
	// one, ranked by score = match * exp(-λ·Δt).
	Failures(ctx context.Context, q FailureQuery) ([]Failure, error)
	// Evidence returns the evidence of a version (the episodes that support
	// it or that it was derived from), newest first.
	Evidence(ctx context.Context, version string) ([]Evidence, error)
	// SkillEvidence returns the evidence of every version of a skill,
	// oldest link first (none when the skill has no version recorded),
	// in one query that reads no version's source: verification gathers
	// a skill's evidence at each judgement, and a skill may have
	// thousands of versions.
	SkillEvidence(ctx context.Context, skill string) ([]Evidence, error)
	// EvidenceLinks returns the links between one version and one episode
	// (at most one a relation), newest first: the one link an agent asks
	// to remove is looked up without reading the version's every link.
	// An unknown version is ErrNotFound; no link is none.
	EvidenceLinks(ctx context.Context, version, episode string) ([]Evidence, error)
	// EvidenceCounts counts a version's evidence links made by by
	// (Evidence.By) at or after since (all when zero), by relation,
	// without reading a link out: a version's observed success is asked
	// at every tool listing, metrics scrape and recorded run, whatever
	// the version has gathered. An unknown version is ErrNotFound.
	EvidenceCounts(ctx context.Context, version, by string, since time.Time) (map[Relation]int, error)
	// RecentEvidence returns a version's links of relation rel made by by
	// (Evidence.By) at or after since, newest first, at most limit: the
	// failed runs of a window a judgement weighs, read without reading
	// every link a long-serving version gathered. An unknown version is
	// ErrNotFound.
	RecentEvidence(ctx context.Context, version, by string, rel Relation, since time.Time, limit int) ([]Evidence, error)
	// Supports returns the versions an episode is evidence for.
	Supports(ctx context.Context, episode string) ([]Evidence, error)
	// Verifications returns a version's verification runs, newest first.
	Verifications(ctx context.Context, version string) ([]VerificationRun, error)
	// RecentVerifications is Verifications up to limit runs, the newest: a
	// version gathers a run at each judgement it is verified in, each
	// with a verdict per episode (a detector's with its frames' boxes).
	RecentVerifications(ctx context.Context, version string, limit int) ([]VerificationRun, error)
	// Verification returns one verification run of a version by its id
	// (ErrNotFound when the version has none of that id).
	Verification(ctx context.Context, version, id string) (VerificationRun, error)
	// SuccessRate sums a version's verification verdicts.
	SuccessRate(ctx context.Context, version string) (Rate, error)
	// VersionsIn returns every skill version that ran in an episode, in
	// order of first use.
	VersionsIn(ctx context.Context, episode string) ([]VersionUse, error)
	// Near returns steps within a radius of a position, nearest first.
	Near(ctx context.Context, q NearQuery) ([]Place, error)
	// Before returns up to n steps before a step, oldest first.
	Before(ctx context.Context, step StepRef, n int) ([]Step, error)
	// Search does full-text search over episode summaries and tasks, index
	// rows, notes, plans and skill descriptions, best first.
	Search(ctx context.Context, q SearchQuery) ([]Hit, error)
	// Steps returns recorded steps that match a query, newest first.
	Steps(ctx context.Context, q StepQuery) ([]StepHit, error)
	// Usage sums how a version did where it ran (observed, not verified).
	Usage(ctx context.Context, version string) (Usage, error)
	// Notes returns current notes that match a query (kind, tags, place,
	// words, vector), best first (see NoteQuery).
	Notes(ctx context.Context, q NoteQuery) ([]NoteHit, error)
	// Provenance returns a version with its skill's version chain and the
	// evidence of each, for drawing.
	Provenance(ctx context.Context, version string) (Provenance, error)

	// AuthorUse counts the versions, decisions, note and plan revisions stored
	// with author as their author (Quota), through indexes by author.
	AuthorUse(ctx context.Context, author string) (AuthorUse, error)

	// Prune applies a retention policy.
	Prune(ctx context.Context, p Retention) (PruneReport, error)
	// Stats counts nodes by label and edges by type.
	Stats(ctx context.Context) (Stats, error)
	// Close releases the store.
	Close() error
}

// RecoveryWindow is how many steps after a failure Failures looks for the
// same action succeeding on the same object (Failure.Recovery).
const RecoveryWindow = 100

// DefaultLambda is the decay rate λ per hour used when a FailureQuery
// leaves it zero: a half-life of one day.
const DefaultLambda = 0.028881132523331052 // ln 2 / 24

// FailureQuery asks for failures of an action on objects like Object.
// Action may be empty when Object, Class or Skill is given: failures of
// any action on them.
type FailureQuery struct {
	Action string // the action name
	// Object is an object id; failures on it match 1, on other objects of
	// its class (Class, or ObjectClass(Object)) 0.5. Empty: every object, 1.
	Object string
	Class  string
	// Now is the reference time for Δt (default time.Now()).
	Now time.Time
	// Lambda is the decay rate per hour (default DefaultLambda; negative: no decay).
	Lambda float64
	Limit  int // default 10
	// Skill keeps only failures of steps taken by a version of this skill.
	Skill string
}

// Failure is one failed step, scored.
type Failure struct {
	Step    StepRef   `json:"step"`
	Time    time.Time `json:"time"`
	Action  string    `json:"action"`
	Object  string    `json:"object,omitempty"`
	Class   string    `json:"class,omitempty"`
	Reason  string    `json:"reason,omitempty"`
	Version string    `json:"version,omitempty"`
	Match   float64   `json:"match"`
	Score   float64   `json:"score"`
	// Recovery is the first later step of the same episode (within
	// RecoveryWindow steps) where the same action on the same object
	// succeeded, and Enabler the last other successful step before it.
	Recovery *Step `json:"recovery,omitempty"`
	Enabler  *Step `json:"enabler,omitempty"`
}

// VersionUse is a skill version that ran in an episode.
type VersionUse struct {
	Skill     string `json:"skill"`
	Version   string `json:"version"`
	FirstStep int    `json:"first_step"`
	Steps     int    `json:"steps"`
	Failed    int    `json:"failed"`
}

// NearQuery asks for steps near a position.
type NearQuery struct {
	Pos    [3]float64
	Radius float64 // default 8
	Limit  int     // default 10
}

// Place is a step at a distance from a position.
type Place struct {
	Step     StepRef    `json:"step"`
	Pos      [3]float64 `json:"pos"`
	Distance float64    `json:"distance"`
	Time     time.Time  `json:"time"`
	Action   string     `json:"action"`
	OK       bool       `json:"ok"`
	Reason   string     `json:"reason,omitempty"`
}

// CellQuery selects cell events in a box.
type CellQuery struct {
	Min, Max [3]int
	Kind     CellKind // empty: every kind
	Limit    int      // default 100
}

// SearchQuery is a full-text search.
type SearchQuery struct {
	Text  string // words; all must match (unless Any)
	Limit int    // default 10
	// Any matches text with any of the words, ranked by how well it matches.
	Any bool
}

// Hit kinds.
const (
	HitEpisode = "episode"
	HitIndex   = "index"
	HitNote    = "note"
	HitPlan    = "plan"
	HitSkill   = "skill"
)

// Hit is one full-text match.
type Hit struct {
	Kind  string  `json:"kind"` // HitEpisode, HitIndex, HitNote, HitPlan or HitSkill
	ID    string  `json:"id"`   // episode id, "episode#from-to", note/plan id, version id
	Text  string  `json:"text"`
	Score float64 `json:"score"` // higher is better
}

// Provenance is a version's history: the chain of versions of its skill
// with their evidence.
type Provenance struct {
	Version  SkillVersion          `json:"version"`
	Chain    []SkillVersion        `json:"chain"` // newest first, following SUPERSEDES from the newest
	Evidence map[string][]Evidence `json:"evidence"`
	Rates    map[string]Rate       `json:"rates"`
	// More counts the older versions of the chain left out past
	// MaxProvenanceChain.
	More int `json:"more,omitempty"`
}

// MaxProvenanceChain bounds the versions a Provenance carries, the
// newest, each with its source, evidence and rate: the chain grows with
// every promotion, and an agent's quota allows thousands of versions of
// up to 1 MiB of source each, all of which each memory_provenance call
// read.
const MaxProvenanceChain = 100

// Retention is a policy for long deployments: routine successful steps of
// old episodes are summarised into index rows and dropped; failed steps,
// and whole episodes that a skill version, verification run, note or plan
// links to, are kept.
type Retention struct {
	// Before: only episodes that started before this time are pruned.
	Before time.Time
	// KeepContext keeps this many successful steps before each failure.
	KeepContext int
	// DryRun counts what would go without removing it.
	DryRun bool
}

// PruneReport says what a Prune did.
type PruneReport struct {
	Episodes     int `json:"episodes"`      // episodes touched
	StepsRemoved int `json:"steps_removed"` // successful steps dropped
	RowsAdded    int `json:"rows_added"`    // summary index rows written
	Kept         int `json:"kept"`          // episodes kept whole (linked)
}
