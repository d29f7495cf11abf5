package main

import (
	"bytes"
	"encoding/json"
	"testing"
)

// TestBenchVerifyCorridor runs the mutation benchmark on verify's own
// corridor domain: its reference must be accepted and every mutant
// rejected (the corridor's evidence covers each branch).
func TestBenchVerifyCorridor(t *testing.T) {
	root, a := newRoot()
	defer a.close()
	var out bytes.Buffer
	root.SetOut(&out)
	root.SetArgs([]string{"--isolation", "inprocess", "--json", "bench", "verify", "--domain", "corridor", "--root", "../.."})
	if err := root.Execute(); err != nil {
		t.Fatalf("bench verify: %v\n%s", err, out.String())
	}
	var sum benchSummary
	if err := json.Unmarshal(out.Bytes(), &sum); err != nil {
		t.Fatalf("output is not a summary: %v\n%s", err, out.String())
	}
	if len(sum.Rows) != 1 || sum.Rows[0].Skill != "advance" || sum.Accepted != 1 {
		t.Fatalf("summary %+v; want advance accepted", sum)
	}
	if sum.Mutants < 20 || sum.Killed != sum.Mutants || !sum.GoalsMet {
		t.Errorf("killed %d of %d mutants, goals met %v; want all of at least 20", sum.Killed, sum.Mutants, sum.GoalsMet)
	}
	for _, k := range []string{"flip_direction", "off_by_one", "drop_check", "swap_actions", "wrong_literal"} {
		found := false
		for kind, ks := range sum.ByKind {
			if string(kind) == k && ks.Total > 0 {
				found = true
			}
		}
		if !found {
			t.Errorf("no %s mutants", k)
		}
	}
}

// TestBenchVerifyMinecraft runs the mutation benchmark on the Minecraft
// examples and their shipped episodes: every reference accepted, at least
// 95 % of the mutants rejected, and every bridge_north mutant among them
// (the one without its inventory check only differs after the recording's
// last step, which replay judges from the final observation).
func TestBenchVerifyMinecraft(t *testing.T) {
	root, a := newRoot()
	defer a.close()
	var out bytes.Buffer
	root.SetOut(&out)
	root.SetArgs([]string{"--isolation", "inprocess", "--json", "bench", "verify", "--domain", "minecraft", "--root", "../.."})
	if err := root.Execute(); err != nil {
		t.Fatalf("bench verify: %v\n%s", err, out.String())
	}
	var sum benchSummary
	if err := json.Unmarshal(out.Bytes(), &sum); err != nil {
		t.Fatalf("output is not a summary: %v\n%s", err, out.String())
	}
	if sum.References < 5 || sum.Accepted != sum.References || !sum.GoalsMet || sum.KillRate < 0.95 || sum.EquivalentKilled != 0 {
		t.Errorf("references %d/%d, killed %d of %d (%.3f), %d equivalent killed, goals met %v; want all references, ≥ 95 %% and no equivalent killed",
			sum.Accepted, sum.References, sum.Killed, sum.Mutants, sum.KillRate, sum.EquivalentKilled, sum.GoalsMet)
	}
	for _, r := range sum.Rows {
		if r.Skill == "bridge_north" && (r.Score.Total == 0 || r.Score.Killed != r.Score.Total) {
			t.Errorf("bridge_north: killed %d of %d mutants; want all", r.Score.Killed, r.Score.Total)
		}
	}
}
