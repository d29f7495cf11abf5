package gate

import (
	"context"
	"errors"
	"fmt"

	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/verify"
)

// Recorded failures. An episode whose recorded outcome is a failure (a
// session run that failed, linked FAILED_IN; the episodes a consolidation
// rewrite is derived from) is not behaviour to keep: a version that
// reproduces it reproduces the failure. So on such an episode a
// reproduction counts as a failure, and leaving the recording counts for
// nothing (replay cannot tell whether the new path would succeed; there is
// no recorded outcome to compare it with). Without this, a rewrite that
// fixes a failure would "fail" the episode the broken serving version
// "passes", and no fix could ever be promoted.

// failedRecordings returns the episodes among ids whose recorded outcome
// is a failure.
func failedRecordings(ctx context.Context, store memory.Store, ids []string) (map[string]string, error) {
	out := map[string]string{}
	for _, id := range ids {
		// The header only: the recorded outcome is there (reading every
		// step of each linked episode at each judgement made one episode
		// of 300,000 steps, which anyone may link, weigh on every
		// proposal of the skill).
		pg, err := store.EpisodeSteps(ctx, id, 0, 0, 0)
		ep := pg.Episode
		if errors.Is(err, memory.ErrNotFound) {
			continue
		}
		if err != nil {
			return nil, fmt.Errorf("episode %s: %w", id, err)
		}
		if why := verify.RecordedFailure(&ep); why != "" {
			out[id] = why
		}
	}
	return out, nil
}

// onFailures adjusts verdicts on episodes that recorded a failure: a
// reproduction fails, a departure is unverifiable. Verdicts adjusted
// already (read from a stored run: storedVerdicts) are kept.
func onFailures(vs []Verdict, failed map[string]string) []Verdict {
	if len(failed) == 0 {
		return vs
	}
	out := make([]Verdict, len(vs))
	for i, v := range vs {
		why, ok := failed[v.Episode]
		switch {
		case !ok || v.Unverifiable || v.Reproduces:
		default:
			v.Reproduces, v.Why = verify.OnRecordedFailure(v.Passed, why, v.Why)
			v.Passed, v.Departs, v.Unverifiable = false, !v.Reproduces, !v.Reproduces
		}
		out[i] = v
	}
	return out
}
