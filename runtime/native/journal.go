package native

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
	"time"
)

// Journal is the tier history of a machine's skills: one JSON line per
// tier event (building, native, refused with the reason), appended to a
// file in the native cache directory, so `skillrun history` and `show`
// can tell each version's tier after the process that decided it ended.
// It is safe for concurrent use within a process; lines are appended with
// O_APPEND, one write each, so processes sharing it do not interleave.
type Journal struct {
	path string
	mu   sync.Mutex
}

// OpenJournal returns the journal in dir (created when first written).
func OpenJournal(dir string) *Journal { return &Journal{path: filepath.Join(dir, "tiers.jsonl")} }

type journalLine struct {
	Skill   string `json:"skill"`
	Version string `json:"version"`
	Tier    Tier   `json:"tier"`
	Reason  string `json:"reason,omitempty"`
	TookNS  int64  `json:"took_ns,omitempty"`
	At      string `json:"at"`
	Key     string `json:"key,omitempty"` // the proved binary's (Native)
}

// Append records one event.
func (j *Journal) Append(ev Event) error {
	b, err := json.Marshal(journalLine{Skill: ev.Skill, Version: ev.Version, Tier: ev.Tier, Reason: ev.Reason,
		TookNS: int64(ev.Took), At: ev.At.UTC().Format("2006-01-02T15:04:05.000Z07:00"), Key: ev.Key})
	if err != nil {
		return err
	}
	j.mu.Lock()
	defer j.mu.Unlock()
	if err := os.MkdirAll(filepath.Dir(j.path), 0o700); err != nil {
		return fmt.Errorf("tier journal: %w", err)
	}
	f, err := os.OpenFile(j.path, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o600)
	if err != nil {
		return fmt.Errorf("tier journal: %w", err)
	}
	_, werr := f.Write(append(b, '\n'))
	if err := f.Close(); werr == nil {
		werr = err
	}
	if werr != nil {
		return fmt.Errorf("tier journal: %w", werr)
	}
	return nil
}

// HasNative reports whether any line of the journal proved a version
// native: a process that runs skills serves such versions natively again
// (Options.Resume) only if there is one, and pays for no toolchain
// lookup otherwise.
func (j *Journal) HasNative() bool {
	b, err := os.ReadFile(j.path)
	if err != nil {
		return false
	}
	for line := range bytes.Lines(b) {
		var l journalLine
		if json.Unmarshal(line, &l) == nil && l.Tier == Native && l.Key != "" {
			return true
		}
	}
	return false
}

// Latest returns the last event of each version of skill (by version id).
// A missing journal is empty; a line that does not decode is skipped.
func (j *Journal) Latest(skill string) (map[string]Event, error) {
	out := map[string]Event{}
	f, err := os.Open(j.path)
	if errors.Is(err, fs.ErrNotExist) {
		return out, nil
	}
	if err != nil {
		return nil, fmt.Errorf("tier journal: %w", err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for sc.Scan() {
		var l journalLine
		if json.Unmarshal(sc.Bytes(), &l) != nil || l.Skill != skill {
			continue
		}
		ev := Event{Skill: l.Skill, Version: l.Version, Tier: l.Tier, Reason: l.Reason, Key: l.Key}
		ev.Took = durationNS(l.TookNS)
		ev.At = parseAt(l.At)
		out[l.Version] = ev
	}
	return out, sc.Err()
}

func durationNS(n int64) time.Duration { return time.Duration(n) }

func parseAt(s string) time.Time {
	t, _ := time.Parse(time.RFC3339Nano, s)
	return t
}
