package gate

import (
	"crypto/sha256"
	"fmt"
	"math/rand/v2"
)

// sampleEvidence returns the episodes of ids (oldest first, as linked)
// a judgement verifies when they are more than max (Rules.MaxEvidence),
// in the order of ids, and a note saying how they were chosen ("" when
// all are verified). First the episodes the author named (named), then
// the recorded failures (failed), newest first, up to half of max: a
// candidate may not repeat a failure the serving version departs from,
// and a version rolled back on probation left its failures there. Then
// the newest episodes, up to a quarter: what the skill meets now. The
// rest are drawn from the others by rng (evidenceSource: the same for
// every candidate against one serving version on this gate, which no
// author can know).
func sampleEvidence(ids, named []string, failed map[string]string, max int, rng *rand.Rand) ([]string, string) {
	if max <= 0 || len(ids) <= max {
		return ids, ""
	}
	chosen := make(map[string]bool, max)
	take := func(id string) bool {
		if len(chosen) >= max || chosen[id] {
			return false
		}
		chosen[id] = true
		return true
	}
	in := make(map[string]bool, len(ids))
	for _, id := range ids {
		in[id] = true
	}
	nNamed := 0
	for _, id := range named {
		if in[id] && take(id) {
			nNamed++
		}
	}
	nFailed := 0
	for i := len(ids) - 1; i >= 0 && nFailed < max/2; i-- {
		if _, ok := failed[ids[i]]; ok && take(ids[i]) {
			nFailed++
		}
	}
	nNewest := 0
	for i := len(ids) - 1; i >= 0 && nNewest < max/4 && len(chosen) < max; i-- {
		if take(ids[i]) {
			nNewest++
		}
	}
	var rest []string
	for _, id := range ids {
		if !chosen[id] {
			rest = append(rest, id)
		}
	}
	nDrawn := 0
	for _, k := range rng.Perm(len(rest)) {
		if !take(rest[k]) {
			break
		}
		nDrawn++
	}
	out := make([]string, 0, len(chosen))
	for _, id := range ids {
		if chosen[id] {
			out = append(out, id)
		}
	}
	note := fmt.Sprintf("on %d of %d linked episodes (", len(out), len(ids))
	if nNamed > 0 {
		note += fmt.Sprintf("%d named, ", nNamed)
	}
	note += fmt.Sprintf("%d recorded failures, the newest %d, %d drawn at random; max_evidence %d)", nFailed, nNewest, nDrawn, max)
	return out, note
}

// evidenceSource is where the draw of a judgement's evidence comes from:
// the gate's secret and the serving version (the candidate's own when
// nothing serves). Every candidate against one serving version meets the
// same draw on this gate, so the serving version's verdicts there are
// verified once (coveringRun), and no author can compute it to fit a
// candidate to what is left out.
func (g *Gate) evidenceSource(serving string) *rand.Rand {
	return rand.New(rand.NewChaCha8(sha256.Sum256(append(append(g.secret[:], "evidence\x00"...), serving...))))
}
