package gate

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/skillrun/skillrun/skills"
)

// RulesFile is the file in a library directory that configures its gate.
const RulesFile = "gate.json"

// Rules configure the promotion gate of one library. The zero value is
// the strict default.
type Rules struct {
	// MinEvidence is how many linked episodes a candidate must pass
	// (default 1).
	MinEvidence int `json:"min_evidence,omitempty"`
	// AllowUnverified lets a candidate with no usable evidence replace the
	// serving version (marked unverified). A new skill with no evidence
	// always serves, marked unverified.
	AllowUnverified bool `json:"allow_unverified,omitempty"`
	// DetectorFloor is the precision and recall a detector must reach on
	// every labelled frame set (default 0.9).
	DetectorFloor float64 `json:"detector_floor,omitempty"`
	// Labels names, per detector skill, its labelled frame sets (JSONL
	// files, relative to the library directory). Files labels/NAME*.jsonl
	// in the library directory are used too.
	Labels map[string][]string `json:"labels,omitempty"`
	// ObservedMargin flags a version whose observed success rate falls
	// below its verified rate by more than this (default 0.2).
	ObservedMargin float64 `json:"observed_margin,omitempty"`
	// ObservedMinCalls is how many recorded calls a version needs before
	// it is flagged (default 5).
	ObservedMinCalls int `json:"observed_min_calls,omitempty"`
	// SlowerFactor: a procedure candidate that takes more than this many
	// times the serving version's time on an episode both pass (and three
	// seconds more) regresses there, as if it failed it (default 10; -1
	// for no bound). The serving version's times come from its stored
	// verification runs, or from verifying it beside the candidate.
	// Where both runs' CPU time was measured (isolated workers), CPU
	// times are compared, with half a second more instead of three.
	SlowerFactor float64 `json:"slower_factor,omitempty"`
	// ProbationCalls is how many recorded runs after its promotion a
	// version that replaced another stays on probation (default 20; -1
	// for none): once it has ObservedMinCalls of them, falling short of
	// the version it replaced by more than ObservedMargin rolls it back
	// (see Gate.RecordRun).
	ProbationCalls int `json:"probation_calls,omitempty"`
	// MaxEvidence bounds the linked episodes one judgement of a procedure
	// verifies (default 200; -1 for none). A skill in use links an
	// episode a run, and each judgement re-ran them all, twice when the
	// serving version had no run covering them: every proposal cost time
	// in their number. Past the bound the judgement takes the episodes
	// the author names, the recorded failures (newest first, up to half),
	// the newest (a quarter), and the rest drawn at random from the
	// others by the gate's secret and the serving version (see
	// sampleEvidence).
	MaxEvidence int `json:"max_evidence,omitempty"`
	// TrialRuns: a candidate that passes the gate while the serving
	// version is one probation restored (its replacement failed in real
	// use) does not serve at once: it is on trial (memory.OnTrial) until
	// the serving version has made this many real runs a world can
	// re-simulate, each re-simulated with the candidate, and serves only
	// if it succeeded in them within ObservedMargin of the serving
	// version's rate (default ObservedMinCalls; -1 for no trials). A
	// version written to pass its evidence costs real runs on probation;
	// on trial it costs none.
	TrialRuns int `json:"trial_runs,omitempty"`
}

// The defaults of a zero Rules.
const (
	DefaultMinEvidence      = 1
	DefaultDetectorFloor    = 0.9
	DefaultObservedMargin   = 0.2
	DefaultObservedMinCalls = 5
	DefaultProbationCalls   = 20
	DefaultMaxEvidence      = 200
	DefaultSlowerFactor     = 10.0
)

func (r Rules) withDefaults() Rules {
	if r.MinEvidence <= 0 {
		r.MinEvidence = DefaultMinEvidence
	}
	if r.DetectorFloor == 0 {
		r.DetectorFloor = DefaultDetectorFloor
	}
	if r.ObservedMargin == 0 {
		r.ObservedMargin = DefaultObservedMargin
	}
	if r.ObservedMinCalls <= 0 {
		r.ObservedMinCalls = DefaultObservedMinCalls
	}
	if r.ProbationCalls == 0 {
		r.ProbationCalls = DefaultProbationCalls
	}
	if r.MaxEvidence == 0 {
		r.MaxEvidence = DefaultMaxEvidence
	}
	if r.TrialRuns == 0 {
		r.TrialRuns = r.ObservedMinCalls
	}
	if r.SlowerFactor == 0 {
		r.SlowerFactor = DefaultSlowerFactor
	}
	return r
}

// Validate checks the rules' ranges.
func (r Rules) Validate() error {
	switch {
	case r.MinEvidence < 0:
		return fmt.Errorf("%w: gate rules: min_evidence %d is negative", skills.ErrBadInput, r.MinEvidence)
	case r.DetectorFloor < 0 || r.DetectorFloor > 1:
		return fmt.Errorf("%w: gate rules: detector_floor %v is outside [0, 1]", skills.ErrBadInput, r.DetectorFloor)
	case r.ObservedMargin < 0 || r.ObservedMargin > 1:
		return fmt.Errorf("%w: gate rules: observed_margin %v is outside [0, 1]", skills.ErrBadInput, r.ObservedMargin)
	case r.ProbationCalls < -1:
		return fmt.Errorf("%w: gate rules: probation_calls %d is negative (-1 turns probation off)", skills.ErrBadInput, r.ProbationCalls)
	case r.TrialRuns < -1:
		return fmt.Errorf("%w: gate rules: trial_runs %d is negative (-1 turns trials off)", skills.ErrBadInput, r.TrialRuns)
	case r.SlowerFactor < 0 && r.SlowerFactor != -1 || r.SlowerFactor > 0 && r.SlowerFactor < 1:
		return fmt.Errorf("%w: gate rules: slower_factor %v must be at least 1 (-1 for no bound)", skills.ErrBadInput, r.SlowerFactor)
	case r.MaxEvidence < -1:
		return fmt.Errorf("%w: gate rules: max_evidence %d is negative (-1 verifies every linked episode)", skills.ErrBadInput, r.MaxEvidence)
	}
	if d := r.withDefaults(); d.MaxEvidence > 0 && d.MaxEvidence < d.MinEvidence {
		return fmt.Errorf("%w: gate rules: max_evidence %d is fewer than min_evidence %d: no candidate could pass", skills.ErrBadInput, d.MaxEvidence, d.MinEvidence)
	}
	if d := r.withDefaults(); d.ProbationCalls > 0 && d.ProbationCalls < d.ObservedMinCalls {
		return fmt.Errorf("%w: gate rules: probation_calls %d is fewer than observed_min_calls %d: no version would ever be judged on probation", skills.ErrBadInput, d.ProbationCalls, d.ObservedMinCalls)
	}
	return nil
}

// LoadRules reads dir/gate.json; a library without one has the zero
// (strict) rules. Unknown fields are an error naming the file.
func LoadRules(dir string) (Rules, error) {
	path := filepath.Join(dir, RulesFile)
	b, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return Rules{}, nil
	}
	if err != nil {
		return Rules{}, fmt.Errorf("gate rules: %w", err)
	}
	var r Rules
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&r); err != nil {
		return Rules{}, fmt.Errorf("%w: %s: %v", skills.ErrBadInput, path, err)
	}
	if err := r.Validate(); err != nil {
		return Rules{}, fmt.Errorf("%s: %w", path, err)
	}
	return r, nil
}
