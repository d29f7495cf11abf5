package native

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

func TestJournal(t *testing.T) {
	dir := t.TempDir()
	j := OpenJournal(filepath.Join(dir, "cache"))
	if got, err := j.Latest("bfs"); err != nil || len(got) != 0 {
		t.Fatalf("Latest of a missing journal = %v, %v; want empty", got, err)
	}
	at := time.Date(2026, 12, 3, 9, 0, 0, 0, time.UTC)
	for _, ev := range []Event{
		{Skill: "bfs", Version: "v1", Tier: Building, Reason: "forced", At: at},
		{Skill: "bfs", Version: "v1", Tier: Native, Reason: "proved equivalent", Took: 3 * time.Second, At: at.Add(time.Second)},
		{Skill: "bfs", Version: "v2", Tier: Refused, Reason: "diverged", At: at.Add(2 * time.Second)},
		{Skill: "other", Version: "v9", Tier: Native, At: at},
	} {
		if err := j.Append(ev); err != nil {
			t.Fatal(err)
		}
	}
	// A torn or foreign line is skipped.
	f, err := os.OpenFile(filepath.Join(dir, "cache", "tiers.jsonl"), os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	f.WriteString("{\"skill\":\"bfs\",\"vers\n")
	f.Close()
	got, err := j.Latest("bfs")
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got["v1"].Tier != Native || got["v1"].Took != 3*time.Second || !got["v1"].At.Equal(at.Add(time.Second)) ||
		got["v2"].Tier != Refused || got["v2"].Reason != "diverged" {
		t.Errorf("Latest(bfs) = %+v; want v1 native (3s) and v2 refused", got)
	}
}
