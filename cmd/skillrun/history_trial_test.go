package main

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/skillrun/skillrun/gate"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/memory/embedded"
	"github.com/skillrun/skillrun/skills"
)

// TestHistoryTrialEnded: a version whose newest decision put it on trial
// is listed on trial only while its trial is open; one a newer candidate
// replaced on trial says its trial ended unjudged (it read "on-trial"
// for good).
func TestHistoryTrialEnded(t *testing.T) {
	ctx := context.Background()
	st, err := embedded.Open(ctx, filepath.Join(t.TempDir(), "m.db"), embedded.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	t0 := time.Date(2026, 12, 7, 6, 0, 0, 0, time.UTC)
	ids := []string{"1111111111111111", "2222222222222222", "3333333333333333"}
	for i, id := range ids {
		if err := st.PutVersion(ctx, memory.SkillVersion{Skill: "s", ID: id, Kind: skills.Procedure, Source: "package s // " + id, Created: t0.Add(time.Duration(i) * time.Minute)}); err != nil {
			t.Fatal(err)
		}
	}
	decide := func(i int, status memory.DecisionStatus, at time.Duration) {
		t.Helper()
		d := memory.Decision{ID: "d-" + ids[i], Skill: "s", Version: ids[i], Status: status, Author: "agent", Time: t0.Add(at), Reason: string(status), Old: ids[0]}
		if err := st.RecordDecision(ctx, d); err != nil {
			t.Fatal(err)
		}
	}
	decide(0, memory.Promoted, 0)
	decide(1, memory.OnTrial, time.Hour)
	decide(2, memory.OnTrial, 2*time.Hour)
	rows, err := history(ctx, st, "s", ids[0], gate.Rules{})
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, r := range rows {
		got[r.ID] = r.Status
	}
	if got[ids[0]] != "serving" || got[ids[1]] != "trial ended" || got[ids[2]] != string(memory.OnTrial) {
		t.Errorf("statuses %v; want serving, trial ended, on-trial", got)
	}
}
