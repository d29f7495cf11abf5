package memorytest

import (
	"context"
	"sync"
	"sync/atomic"
	"time"

	"github.com/skillrun/skillrun/memory"
)

// Reads is a store that counts its reads of whole histories, for tests
// that bound what a path reads: every version of a skill (each with its
// source), every decision about it, every verification run of a
// version, and every evidence link of each version (read or counted).
type Reads struct {
	memory.Store
	AllVersions, AllDecisions, AllVerifications atomic.Int64

	mu       sync.Mutex
	evidence map[string]int
}

// Versions counts, then reads.
func (r *Reads) Versions(ctx context.Context, skill string) ([]memory.SkillVersion, error) {
	r.AllVersions.Add(1)
	return r.Store.Versions(ctx, skill)
}

// Decisions counts, then reads.
func (r *Reads) Decisions(ctx context.Context, skill string) ([]memory.Decision, error) {
	r.AllDecisions.Add(1)
	return r.Store.Decisions(ctx, skill)
}

// Verifications counts, then reads.
func (r *Reads) Verifications(ctx context.Context, version string) ([]memory.VerificationRun, error) {
	r.AllVerifications.Add(1)
	return r.Store.Verifications(ctx, version)
}

// Evidence counts, per version, then reads.
func (r *Reads) Evidence(ctx context.Context, version string) ([]memory.Evidence, error) {
	r.mu.Lock()
	if r.evidence == nil {
		r.evidence = map[string]int{}
	}
	r.evidence[version]++
	r.mu.Unlock()
	return r.Store.Evidence(ctx, version)
}

// EvidenceCounts counts, per version (with Evidence), then reads.
func (r *Reads) EvidenceCounts(ctx context.Context, version, by string, since time.Time) (map[memory.Relation]int, error) {
	r.mu.Lock()
	if r.evidence == nil {
		r.evidence = map[string]int{}
	}
	r.evidence[version]++
	r.mu.Unlock()
	return r.Store.EvidenceCounts(ctx, version, by, since)
}

// EvidenceReads is how often version's evidence was read or counted.
func (r *Reads) EvidenceReads(version string) int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.evidence[version]
}
