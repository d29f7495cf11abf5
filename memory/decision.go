package memory

import (
	"fmt"
	"strings"
	"time"
)

// DecisionStatus is what was decided about a skill version. It is stored
// as a value, so nothing reads a decision back from free text.
type DecisionStatus string

// The decision statuses.
const (
	// Promoted: the version passed the gate and serves.
	Promoted DecisionStatus = "promoted"
	// PromotedUnverified: the version serves without usable evidence (a
	// new skill, or a library that allows unverified versions); listings
	// mark it unverified.
	PromotedUnverified DecisionStatus = "promoted-unverified"
	// Rejected: the version failed the gate (or did not check or compile)
	// and does not serve.
	Rejected DecisionStatus = "rejected"
	// RecordedUnverified: the version has no usable evidence and the
	// library does not serve unverified versions; it is kept for later.
	RecordedUnverified DecisionStatus = "recorded-unverified"
	// Manual: the version awaits a person's promotion.
	Manual DecisionStatus = "manual"
	// OnTrial: the version passed the gate where the serving version was
	// restored by probation, and serves only once it has done as well as
	// the serving version in its next real runs, re-simulated (the gate's
	// trial); a later decision about the skill ends the trial.
	OnTrial DecisionStatus = "on-trial"
	// RolledBack: an earlier version was made to serve again.
	RolledBack DecisionStatus = "rolled-back"
	// Disabled: the skill stopped being served (Version is the version
	// that served).
	Disabled DecisionStatus = "disabled"
	// Enabled: a disabled skill serves again.
	Enabled DecisionStatus = "enabled"
	// Linked and Unlinked: a person or agent added or removed evidence
	// by hand; Reason says which episode and why.
	Linked   DecisionStatus = "linked"
	Unlinked DecisionStatus = "unlinked"
)

// Serves reports whether a decision with this status made its version the
// serving one.
func (s DecisionStatus) Serves() bool {
	return s == Promoted || s == PromotedUnverified || s == RolledBack
}

// Valid reports whether s is one of the statuses above.
func (s DecisionStatus) Valid() bool {
	switch s {
	case Promoted, PromotedUnverified, Rejected, RecordedUnverified, Manual, OnTrial, RolledBack, Disabled, Enabled, Linked, Unlinked:
		return true
	}
	return false
}

// Decision is one decision about a skill version: the gate's verdict on a
// candidate, a rollback, disabling or enabling a skill, or a change of
// evidence made by hand. It is its own record (a Decision node -ABOUT->
// the version), never a verification run.
type Decision struct {
	ID      string         `json:"id"`
	Skill   string         `json:"skill"`
	Version string         `json:"version,omitempty"`
	Old     string         `json:"old,omitempty"` // the version serving before
	Status  DecisionStatus `json:"status"`
	Author  string         `json:"author,omitempty"`
	Time    time.Time      `json:"time"`
	// Reason says why, on one line (the gate's summary, the operator's
	// reason).
	Reason string `json:"reason,omitempty"`
	// Note is the author's note on a proposal.
	Note string `json:"note,omitempty"`
	// Passed, Total and Unverifiable count the candidate's verdicts on the
	// evidence; ServingPassed and ServingTotal the serving version's.
	Passed        int `json:"passed,omitempty"`
	Total         int `json:"total,omitempty"`
	Unverifiable  int `json:"unverifiable,omitempty"`
	ServingPassed int `json:"serving_passed,omitempty"`
	ServingTotal  int `json:"serving_total,omitempty"`
}

// ValidateDecision checks a decision against the schema.
func ValidateDecision(d *Decision) error {
	if strings.TrimSpace(d.ID) == "" {
		return fmt.Errorf("%w: decision: empty id", ErrInvalid)
	}
	if strings.TrimSpace(d.Skill) == "" {
		return fmt.Errorf("%w: decision %q: empty skill", ErrInvalid, d.ID)
	}
	if !d.Status.Valid() {
		return fmt.Errorf("%w: decision %q: unknown status %q", ErrInvalid, d.ID, d.Status)
	}
	if d.Time.IsZero() {
		return fmt.Errorf("%w: decision %q: no time", ErrInvalid, d.ID)
	}
	if d.Passed < 0 || d.Total < d.Passed || d.Unverifiable < 0 || d.ServingPassed < 0 || d.ServingTotal < d.ServingPassed {
		return fmt.Errorf("%w: decision %q: bad counts", ErrInvalid, d.ID)
	}
	return nil
}

// ValidRelation reports whether rel is one of the evidence relations.
func ValidRelation(rel Relation) bool {
	return rel == SupportedBy || rel == DerivedFrom || rel == FailedIn
}

// CheckRelation returns an ErrInvalid error naming rel unless it is an
// evidence relation.
func CheckRelation(rel Relation) error {
	if !ValidRelation(rel) {
		return fmt.Errorf("%w: relation %q is not %s, %s or %s", ErrInvalid, rel, SupportedBy, FailedIn, DerivedFrom)
	}
	return nil
}

// Newer reports whether d comes after e in a skill's history: later, or
// at the same time with a greater id (the stores' newest-first order).
func (d Decision) Newer(e Decision) bool {
	if !d.Time.Equal(e.Time) {
		return d.Time.After(e.Time)
	}
	return d.ID > e.ID
}

// ServingStatuses are the statuses that make a version serve (Serves).
var ServingStatuses = []DecisionStatus{Promoted, PromotedUnverified, RolledBack}

// JudgedStatuses are the serving statuses by which a gate let a version
// through: a promotion, verified or not (a version found serving from
// its file is recorded promoted unverified). A rollback is a person's
// choice, or another instance's record, not a gate's judgement.
var JudgedStatuses = []DecisionStatus{Promoted, PromotedUnverified}

// PrefixEnd returns the least string greater than every string that
// starts with prefix ("" when there is none: prefix is all 0xff bytes),
// for a range scan over an ordered index.
func PrefixEnd(prefix string) string {
	b := []byte(prefix)
	for i := len(b) - 1; i >= 0; i-- {
		if b[i] < 0xff {
			b[i]++
			return string(b[:i+1])
		}
	}
	return ""
}
