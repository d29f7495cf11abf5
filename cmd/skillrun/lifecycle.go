package main

import (
	"context"
	"fmt"
	"github.com/spf13/pflag"
	"time"

	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/runtime/check"
)

// decisionMethod marks the verification-run records that hold a promotion
// decision (promoted, or rejected and why) rather than verdicts.
const decisionMethod = "decision"

// lifecycle builds the version lifecycle: verification (when a verifier is
// available) gates promotion, and every version and decision is recorded
// in memory.
func (a *app) lifecycle(store memory.Store, policy library.Policy) library.Lifecycle {
	lc := library.Lifecycle{Policy: policy}
	if store != nil {
		lc.Record = func(ctx context.Context, c library.Candidate, d library.Decision) error {
			return recordDecision(ctx, store, c, d)
		}
	}
	lc.Verify = a.verifier(store)
	return lc
}

// recordDecision stores a candidate version, its evidence links and the
// decision about it.
func recordDecision(ctx context.Context, store memory.Store, c library.Candidate, d library.Decision) error {
	if d.Skill == "" || d.Version == "" || d.Source == "" {
		return nil // not even a skill: nothing to file it under
	}
	// The version being replaced may predate this memory (a file that was
	// there before anything recorded it): file it first, so SUPERSEDES has
	// both ends. PutVersion is idempotent.
	if c.Serving != nil {
		if _, err := store.Version(ctx, c.Serving.Version()); err != nil {
			// It served before this decision: date it just before, so the
			// newest promotion is unambiguous (stores keep milliseconds).
			if err := recordServing(ctx, store, c.Serving, d.Time.Add(-time.Millisecond)); err != nil {
				return err
			}
		}
	}
	v := memory.SkillVersion{Skill: d.Skill, ID: d.Version, Source: d.Source, Author: d.Author, Created: d.Time}
	if c.Unit != nil {
		v.Kind = c.Unit.Manifest.Kind
		v.Description = c.Unit.Manifest.Description
	}
	// Verification may have filed the version already (without author):
	// keep that record.
	if _, err := store.Version(ctx, d.Version); err != nil {
		if err := store.PutVersion(ctx, v); err != nil {
			return fmt.Errorf("record version %s: %w", d.Version, err)
		}
	}
	if d.Promoted && d.Old != "" && d.Old != d.Version {
		// A separate edge, so a version promoted again (a rollback) gets a
		// new SUPERSEDES edge without changing its recorded content.
		if err := store.Supersede(ctx, d.Version, d.Old); err != nil {
			return fmt.Errorf("record %s supersedes %s: %w", d.Version, d.Old, err)
		}
	}
	if len(c.Episodes) > 0 {
		if err := store.Link(ctx, d.Version, memory.DerivedFrom, c.Episodes...); err != nil {
			return fmt.Errorf("link version %s: %w", d.Version, err)
		}
	}
	note := d.Reason
	if d.Promoted && d.Old != "" && d.Old != d.Version {
		note += " (replaced " + d.Old + ")"
	}
	if c.Note != "" {
		note += "; author's note: " + c.Note
	}
	return store.RecordVerification(ctx, memory.VerificationRun{
		ID:      fmt.Sprintf("decision-%s-%d", d.Version, d.Time.UnixNano()),
		Version: d.Version,
		Time:    d.Time,
		Method:  decisionMethod,
		Note:    note,
	})
}

func stamp(t time.Time) string { return t.Local().Format("15:04:05") }

// recordServing files a version found serving (loaded from disk) in memory.
func recordServing(ctx context.Context, store memory.Store, u *check.Unit, t time.Time) error {
	err := store.PutVersion(ctx, memory.SkillVersion{
		Skill: u.Name(), ID: u.Version(), Kind: u.Manifest.Kind, Description: u.Manifest.Description,
		Source: string(u.Source), Author: "file", Created: t,
	})
	if err != nil {
		return fmt.Errorf("record version %s: %w", u.Version(), err)
	}
	return store.RecordVerification(ctx, memory.VerificationRun{
		ID: fmt.Sprintf("decision-%s-%d", u.Version(), t.UnixNano()), Version: u.Version(), Time: t,
		Method: decisionMethod, Note: "promoted: serving from its file when first recorded",
	})
}

// watchFlags are the file-watching flags watch and serve share.
type watchFlags struct {
	ignoreClose bool
}

func (w *watchFlags) register(f *pflag.FlagSet) {
	f.BoolVar(&w.ignoreClose, "ignore-close", false, "judge every edit only after the 100 ms debounce, ignoring close events (for network file systems, where they cannot be trusted)")
}

func (w *watchFlags) options(lc library.Lifecycle) library.WatchOptions {
	return library.WatchOptions{Lifecycle: lc, IgnoreClose: w.ignoreClose}
}
