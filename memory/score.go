package memory

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"math"
	"sort"
	"strings"
	"time"
	"unicode"
)

// Score is the failure-recall score: match * exp(-λ·Δt), with λ per hour
// and Δt = now - t in hours (a t after now counts as Δt = 0).
func Score(match, lambda float64, now, t time.Time) float64 {
	dt := now.Sub(t).Hours()
	if dt < 0 {
		dt = 0
	}
	if lambda < 0 {
		lambda = 0
	}
	return match * math.Exp(-lambda*dt)
}

// Normalize fills a FailureQuery's defaults and returns the object class
// to match.
func (q FailureQuery) Normalize() FailureQuery {
	if q.Now.IsZero() {
		q.Now = time.Now()
	}
	if q.Lambda == 0 {
		q.Lambda = DefaultLambda
	}
	if q.Limit <= 0 {
		q.Limit = 10
	}
	if q.Class == "" && q.Object != "" {
		q.Class = ObjectClass(q.Object)
	}
	return q
}

// Match is how well a failure on object (of class) matches the query:
// 1 for the same object (or any object when the query names none), 0.5
// for another object of the same class, 0 otherwise.
func (q FailureQuery) Match(object, class string) float64 {
	switch {
	case q.Object == "" && q.Class == "":
		return 1
	case q.Object != "" && object == q.Object:
		return 1
	case q.Class != "" && class == q.Class:
		if q.Object == "" {
			return 1
		}
		return 0.5
	}
	return 0
}

// RankFailures scores and sorts candidate failures (best first; ties by
// newest, then by episode and step) and cuts them to the query's limit.
// Stores call it so both rank alike.
func RankFailures(q FailureQuery, fs []Failure) []Failure {
	out := fs[:0]
	for _, f := range fs {
		f.Match = q.Match(f.Object, f.Class)
		if f.Match == 0 {
			continue
		}
		f.Score = Score(f.Match, q.Lambda, q.Now, f.Time)
		out = append(out, f)
	}
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if a.Score != b.Score {
			return a.Score > b.Score
		}
		if !a.Time.Equal(b.Time) {
			return a.Time.After(b.Time)
		}
		if a.Step.Episode != b.Step.Episode {
			return a.Step.Episode < b.Step.Episode
		}
		return a.Step.Index < b.Step.Index
	})
	if len(out) > q.Limit {
		out = out[:q.Limit]
	}
	return out
}

// ContentHash returns a stable hash of v's JSON encoding; stores compare
// it to tell a repeated write (no-op) from a conflicting one.
func ContentHash(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		// Values reaching here come from validated records; a marshal
		// failure (a NaN inside params) still yields a stable hash.
		b = []byte(err.Error())
	}
	return HashJSON(b)
}

// HashJSON is ContentHash of a value whose JSON encoding is b (stores that
// already encoded a record hash its bytes instead of encoding it again).
func HashJSON(b []byte) string {
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:16])
}

// Header returns the episode without its steps, times in UTC: the part
// whose content hash identifies an episode record.
func (ep Episode) Header() Episode {
	ep.Steps = nil
	ep.Start = ep.Start.UTC()
	if !ep.End.IsZero() {
		ep.End = ep.End.UTC()
	}
	return ep
}

// Canonical returns the step in the form whose content hash identifies a
// step record: UTC time, no frames (frames are attached as a set, later
// attachments are not a conflict).
func (s Step) Canonical() Step {
	s.Time = s.Time.UTC()
	s.Frames = nil
	return s
}

// NormalizeNear fills a NearQuery's defaults and checks it.
func NormalizeNear(q NearQuery) (NearQuery, error) {
	if !finite3(q.Pos) {
		return q, fmt.Errorf("%w: position %v is not finite", ErrInvalid, q.Pos)
	}
	if q.Radius < 0 || math.IsNaN(q.Radius) || math.IsInf(q.Radius, 0) {
		return q, fmt.Errorf("%w: radius %v must be a finite number ≥ 0", ErrInvalid, q.Radius)
	}
	if q.Radius == 0 {
		q.Radius = 8
	}
	if q.Limit <= 0 {
		q.Limit = 10
	}
	return q, nil
}

// RankPlaces sorts places nearest first (ties: newest first, then by step)
// and cuts them to limit.
func RankPlaces(ps []Place, limit int) []Place {
	sort.SliceStable(ps, func(i, j int) bool {
		a, b := ps[i], ps[j]
		if a.Distance != b.Distance {
			return a.Distance < b.Distance
		}
		if !a.Time.Equal(b.Time) {
			return a.Time.After(b.Time)
		}
		if a.Step.Episode != b.Step.Episode {
			return a.Step.Episode < b.Step.Episode
		}
		return a.Step.Index < b.Step.Index
	})
	if len(ps) > limit {
		ps = ps[:limit]
	}
	return ps
}

// SearchWords splits a search text into lowercase words (letters and
// digits), as both stores index them, leaving out English stop words
// ("the", "of") unless there is nothing else: Neo4j's English analyser
// does not index them, so both stores ignore them.
func SearchWords(text string) []string {
	all := strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	})
	var out []string
	for _, w := range all {
		if !stopWords[w] {
			out = append(out, w)
		}
	}
	if len(out) == 0 {
		return all
	}
	return out
}
