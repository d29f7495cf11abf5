package gate

import (
	"fmt"
	"hash/fnv"
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
// rest are drawn at random from the others, seeded by seed (the
// candidate's version): the same candidate is judged on the same
// episodes, and another on another draw, which its author cannot choose
// by naming nothing.
func sampleEvidence(ids, named []string, failed map[string]string, max int, seed string) ([]string, string) {
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
	h := fnv.New64a()
	h.Write([]byte(seed))
	rng := rand.New(rand.NewPCG(h.Sum64(), uint64(len(ids))))
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
