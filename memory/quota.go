package memory

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/skillrun/skillrun/skills"
)

// Quota bounds what one agent (an author, as recorded) may have stored:
// skill versions, decisions about skills (a proposal records one each
// time, a sync one more on each instance that applies it), note
// and plan revisions, and the episodes it recorded (an episode's agent) with
// their steps, counted and in bytes. Nothing else bounded them but the
// operator's pruning: one agent proposing or recording in a loop filled
// the store every instance reads, and the steps bound alone let one
// agent store ten million steps of megabytes each. A zero field takes
// DefaultQuota's; a negative one is no bound.
type Quota struct {
	Versions  int `json:"versions,omitempty"`
	Decisions int `json:"decisions,omitempty"`
	Notes     int `json:"notes,omitempty"`
	Episodes  int `json:"episodes,omitempty"`
	Steps     int `json:"steps,omitempty"`
	// StepBytes bounds the bytes of the agent's episodes as stored: their
	// steps (StepBytes) and their snapshots (SnapshotBytes).
	StepBytes int64 `json:"step_bytes,omitempty"`
	// FrameBytes bounds the bytes of the frames the agent stored first
	// (Frame.Agent): the frame store's own bound is everyone's, and one
	// agent could fill it.
	FrameBytes int64 `json:"frame_bytes,omitempty"`
}

// DefaultQuota is the quota when the operator sets none.
var DefaultQuota = Quota{Versions: 10000, Decisions: 20000, Notes: 100000, Episodes: 100000, Steps: 10000000, StepBytes: 4 << 30, FrameBytes: 2 << 30}

// ErrQuota is what a write past an agent's quota fails with (a resource
// limit: skills.KindOf says limit). Nothing of the refused write is
// stored; what the agent stored before stays.
var ErrQuota = fmt.Errorf("%w: agent quota", skills.ErrLimit)

// AuthorUse counts what one author has stored.
type AuthorUse struct {
	Versions  int `json:"versions"`
	Decisions int `json:"decisions"`
	Notes     int `json:"notes"` // note and plan revisions
	// Episodes are those whose agent it is; Steps their steps as
	// recorded: each episode's highest step index plus one (a step
	// pruned since still counts; the count costs one index lookup an
	// episode).
	Episodes int `json:"episodes"`
	Steps    int `json:"steps"`
	// StepBytes is the bytes of those steps as stored now (StepBytes of
	// each; a pruned step no longer counts), and of those episodes'
	// snapshots (SnapshotBytes). Steps a Neo4j store held before
	// skillrun counted bytes are counted when it is next opened, without
	// the frames they name; snapshots stored before skillrun counted
	// them, by the length of their stored text.
	StepBytes int64 `json:"step_bytes"`
	// FrameBytes is the size of the frames whose Agent it is.
	FrameBytes int64 `json:"frame_bytes"`
}

// SnapshotBytes is what an episode's snapshot takes stored, counted with
// its steps against Quota.StepBytes: the length of its JSON, compacted as
// stored. A snapshot is a world's whole state (a KiCad design's sheets,
// a box of blocks), megabytes where a step is bytes: uncounted, an agent
// recording episodes with snapshots filled the store past its quota.
func SnapshotBytes(ep Episode) int64 {
	if len(ep.Snapshot) == 0 {
		return 0
	}
	var b bytes.Buffer
	if err := json.Compact(&b, ep.Snapshot); err != nil {
		return int64(len(ep.Snapshot)) // refused when stored
	}
	return int64(b.Len())
}

// StepBytes is what steps take stored, the measure of
// Quota.StepBytes: the length of each one's canonical JSON (frames are
// the frame store's, bounded there).
func StepBytes(steps ...Step) int64 {
	var n int64
	for _, st := range steps {
		b, err := json.Marshal(st.Canonical())
		if err != nil {
			continue // refused when stored
		}
		n += int64(len(b))
	}
	return n
}

// WithDefaults returns q with each zero field DefaultQuota's.
func (q Quota) WithDefaults() Quota {
	if q.Versions == 0 {
		q.Versions = DefaultQuota.Versions
	}
	if q.Decisions == 0 {
		q.Decisions = DefaultQuota.Decisions
	}
	if q.Notes == 0 {
		q.Notes = DefaultQuota.Notes
	}
	if q.Episodes == 0 {
		q.Episodes = DefaultQuota.Episodes
	}
	if q.Steps == 0 {
		q.Steps = DefaultQuota.Steps
	}
	if q.StepBytes == 0 {
		q.StepBytes = DefaultQuota.StepBytes
	}
	if q.FrameBytes == 0 {
		q.FrameBytes = DefaultQuota.FrameBytes
	}
	return q
}

// Admit returns an ErrQuota error naming the bound and its flag when
// author, having stored use, would pass q by storing add more.
func (q Quota) Admit(author string, use, add AuthorUse) error {
	q = q.WithDefaults()
	over := func(have, more, bound int) bool { return bound > 0 && more > 0 && have+more > bound }
	switch {
	case over(use.Versions, add.Versions, q.Versions):
		return fmt.Errorf("%w: %q has %d skill versions stored, the most one agent may (--max-agent-versions %d)", ErrQuota, author, use.Versions, q.Versions)
	case over(use.Decisions, add.Decisions, q.Decisions):
		return fmt.Errorf("%w: %q has %d decisions stored, the most one agent may (--max-agent-decisions %d)", ErrQuota, author, use.Decisions, q.Decisions)
	case over(use.Notes, add.Notes, q.Notes):
		return fmt.Errorf("%w: %q has %d note and plan revisions stored, the most one agent may (--max-agent-notes %d)", ErrQuota, author, use.Notes, q.Notes)
	case over(use.Episodes, add.Episodes, q.Episodes):
		return fmt.Errorf("%w: %q has %d episodes stored, the most one agent may (--max-agent-episodes %d)", ErrQuota, author, use.Episodes, q.Episodes)
	case over(use.Steps, add.Steps, q.Steps):
		return fmt.Errorf("%w: %q has %d steps recorded, and %d more would pass the most one agent may (--max-agent-steps %d)", ErrQuota, author, use.Steps, add.Steps, q.Steps)
	case q.StepBytes > 0 && add.StepBytes > 0 && use.StepBytes+add.StepBytes > q.StepBytes:
		return fmt.Errorf("%w: %q has %s of steps and snapshots stored, and %s more would pass the most one agent may (--max-agent-step-bytes %s)", ErrQuota, author,
			AboutBytes(use.StepBytes), AboutBytes(add.StepBytes), skills.FormatBytes(q.StepBytes))
	case q.FrameBytes > 0 && add.FrameBytes > 0 && use.FrameBytes+add.FrameBytes > q.FrameBytes:
		return fmt.Errorf("%w: %q has stored %s of frames, and a frame of %s more would pass the most one agent may (--max-agent-frame-bytes %s)", ErrQuota, author,
			AboutBytes(use.FrameBytes), AboutBytes(add.FrameBytes), skills.FormatBytes(q.FrameBytes))
	}
	return nil
}

// AboutBytes renders a count of bytes for people: "812 B", "39.3 KiB",
// "4.0 GiB".
func AboutBytes(n int64) string {
	v, units := float64(n), []string{"KiB", "MiB", "GiB", "TiB"}
	if n < 1<<10 {
		return fmt.Sprintf("%d B", n)
	}
	u := ""
	for _, u = range units {
		v /= 1 << 10
		if v < 1<<10 {
			break
		}
	}
	return fmt.Sprintf("%.1f %s", v, u)
}
