package memory

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"time"
	"unicode"
)

// MaxEmbedding is the most dimensions a note's embedding may have.
const MaxEmbedding = 4096

// StepQuery selects recorded steps. At least one of Action, Object,
// Class, Skill and Version must be given; all given must match.
type StepQuery struct {
	Action  string
	Object  string
	Class   string
	Skill   string
	Version string
	// OK keeps only successful (true) or failed (false) steps; nil: both.
	OK    *bool
	Limit int // default 10, at most 1000
}

// Normalize checks a StepQuery and fills its defaults.
func (q StepQuery) Normalize() (StepQuery, error) {
	if q.Action == "" && q.Object == "" && q.Class == "" && q.Skill == "" && q.Version == "" {
		return q, fmt.Errorf("%w: steps: give an action, object, class, skill or version", ErrInvalid)
	}
	if q.Limit < 0 || q.Limit > 1000 {
		return q, fmt.Errorf("%w: steps: limit %d is outside 1..1000", ErrInvalid, q.Limit)
	}
	if q.Limit == 0 {
		q.Limit = 10
	}
	return q, nil
}

// StepHit is one step Steps found.
type StepHit struct {
	Step    StepRef     `json:"step"`
	Time    time.Time   `json:"time"`
	Action  string      `json:"action"`
	Object  string      `json:"object,omitempty"`
	Class   string      `json:"class,omitempty"`
	OK      bool        `json:"ok"`
	Reason  string      `json:"reason,omitempty"`
	Skill   string      `json:"skill,omitempty"`
	Version string      `json:"version,omitempty"`
	Pos     *[3]float64 `json:"pos,omitempty"`
}

// Snippet renders a step hit.
func (h StepHit) Snippet() Snippet {
	text := fmt.Sprintf("%s %s", h.Step, target(h.Action, h.Object))
	if h.OK {
		text += " succeeded"
	} else {
		text += " failed"
		if h.Reason != "" {
			text += ": " + h.Reason
		}
	}
	if h.Pos != nil {
		text += fmt.Sprintf(" at (%g, %g, %g)", h.Pos[0], h.Pos[1], h.Pos[2])
	}
	ids := []string{h.Step.String()}
	if h.Version != "" {
		text += " [" + h.Skill + "@" + ShortID(h.Version) + "]"
		ids = append(ids, h.Version)
	}
	return Snippet{Text: clip(text, 240), IDs: ids}
}

// Usage is how a skill version did where it ran: its steps and the
// episodes they were in. Rate is the observed success rate, the share of
// those episodes in which none of its steps failed.
type Usage struct {
	Version        string  `json:"version"`
	Episodes       int     `json:"episodes"`
	FailedEpisodes int     `json:"failed_episodes"`
	Steps          int     `json:"steps"`
	Failed         int     `json:"failed"`
	Rate           float64 `json:"rate"` // 0 when Episodes is 0
}

// Fill computes Rate.
func (u *Usage) Fill() {
	u.Rate = 0
	if u.Episodes > 0 {
		u.Rate = float64(u.Episodes-u.FailedEpisodes) / float64(u.Episodes)
	}
}

// NoteQuery selects current notes. Kind, Tags and Near filter; the order
// is by Vector similarity when a vector is given (notes without an
// embedding of the same length are left out), else by how many of the
// Text's words a note has (notes with none left out), else by distance
// from Near, else newest first.
type NoteQuery struct {
	Kind   string
	Tags   []string // all must be on the note
	Near   *[3]float64
	Radius float64 // with Near; default 16
	Text   string
	Vector []float32
	Limit  int // default 10, at most 1000
}

// Normalize checks a NoteQuery and fills its defaults.
func (q NoteQuery) Normalize() (NoteQuery, error) {
	if q.Limit < 0 || q.Limit > 1000 {
		return q, fmt.Errorf("%w: notes: limit %d is outside 1..1000", ErrInvalid, q.Limit)
	}
	if q.Limit == 0 {
		q.Limit = 10
	}
	if q.Near != nil && !finite3(*q.Near) {
		return q, fmt.Errorf("%w: notes: position %v is not finite", ErrInvalid, *q.Near)
	}
	if q.Radius < 0 || math.IsNaN(q.Radius) || math.IsInf(q.Radius, 0) {
		return q, fmt.Errorf("%w: notes: radius %v", ErrInvalid, q.Radius)
	}
	if q.Radius == 0 {
		q.Radius = 16
	}
	if len(q.Vector) > MaxEmbedding {
		return q, fmt.Errorf("%w: notes: vector has %d dimensions; the limit is %d", ErrInvalid, len(q.Vector), MaxEmbedding)
	}
	return q, nil
}

// NoteHit is a note found by Notes. Score is the cosine similarity (with
// a vector), the share of the query's words matched (with text), or 0.
type NoteHit struct {
	Note
	Score    float64  `json:"score"`
	Distance *float64 `json:"distance,omitempty"` // from NoteQuery.Near
}

// RankNotes filters candidate notes by q and orders them as NoteQuery
// says. Stores call it on the notes they read (all current notes, or
// those an index found), so both orders agree.
func RankNotes(q NoteQuery, notes []Note) []NoteHit {
	words := Stems(q.Text)
	var out []NoteHit
	for _, n := range notes {
		if q.Kind != "" && n.Kind != q.Kind && !(q.Kind == NoteFact && n.Kind == "") {
			continue
		}
		if !hasTags(n.Tags, q.Tags) {
			continue
		}
		h := NoteHit{Note: n}
		if q.Near != nil {
			if n.Pos == nil {
				continue
			}
			d := dist(*n.Pos, *q.Near)
			if d > q.Radius {
				continue
			}
			h.Distance = &d
		}
		switch {
		case len(q.Vector) > 0:
			if len(n.Embedding) != len(q.Vector) {
				continue
			}
			h.Score = Cosine(q.Vector, n.Embedding)
		case len(words) > 0:
			h.Score = WordMatch(words, n.Text+" "+strings.Join(n.Tags, " "))
			if h.Score == 0 {
				continue
			}
		}
		out = append(out, h)
	}
	slices.SortStableFunc(out, func(a, b NoteHit) int {
		if a.Score != b.Score {
			if a.Score > b.Score {
				return -1
			}
			return 1
		}
		if a.Distance != nil && b.Distance != nil && *a.Distance != *b.Distance {
			if *a.Distance < *b.Distance {
				return -1
			}
			return 1
		}
		if !a.Time.Equal(b.Time) {
			return b.Time.Compare(a.Time)
		}
		return strings.Compare(a.ID, b.ID)
	})
	if len(out) > q.Limit {
		out = out[:q.Limit]
	}
	return out
}

func hasTags(have, want []string) bool {
	for _, w := range want {
		if !slices.Contains(have, w) {
			return false
		}
	}
	return true
}

func dist(a, b [3]float64) float64 {
	return math.Sqrt((a[0]-b[0])*(a[0]-b[0]) + (a[1]-b[1])*(a[1]-b[1]) + (a[2]-b[2])*(a[2]-b[2]))
}

// Cosine is the cosine similarity of two vectors of the same length (0
// when either is all zeros).
func Cosine(a, b []float32) float64 {
	var dot, na, nb float64
	for i := range a {
		dot += float64(a[i]) * float64(b[i])
		na += float64(a[i]) * float64(a[i])
		nb += float64(b[i]) * float64(b[i])
	}
	if na == 0 || nb == 0 {
		return 0
	}
	return dot / math.Sqrt(na*nb)
}

// stopWords are left out of word matching, as the stores' English
// analysers leave them out of their indexes.
var stopWords = map[string]bool{"a": true, "an": true, "and": true, "are": true, "as": true, "at": true, "be": true, "but": true,
	"by": true, "for": true, "if": true, "in": true, "into": true, "is": true, "it": true, "no": true, "not": true, "of": true,
	"on": true, "or": true, "such": true, "that": true, "the": true, "their": true, "then": true, "there": true, "these": true,
	"they": true, "this": true, "to": true, "was": true, "will": true, "with": true}

// Stems splits text into lower-case word stems (a light English suffix
// stripper: heating, heated, heats -> heat; mugs -> mug), without stop
// words, each once.
//
// Its cost follows the text's length: it kept its stems in a list it
// searched for each word, so a note of 100,000 distinct words (a text an
// agent stores) cost 5·10⁹ comparisons at every text query that ranked
// it, and a goal of 200,000 words as many at each memory_context.
func Stems(text string) []string {
	var out []string
	seen := map[string]bool{}
	for _, w := range strings.FieldsFunc(strings.ToLower(text), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
		if stopWords[w] {
			continue
		}
		if s := Stem(w); !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	return out
}

// Stem strips common English inflections from a lower-case word.
func Stem(w string) string {
	for _, suf := range []string{"ingly", "edly", "ing", "ies", "ied", "es", "ed", "ly", "s"} {
		if len(w) > len(suf)+2 && strings.HasSuffix(w, suf) {
			base := w[:len(w)-len(suf)]
			switch suf {
			case "ies", "ied":
				return base + "y"
			case "es":
				if !strings.HasSuffix(base, "s") && !strings.HasSuffix(base, "x") && !strings.HasSuffix(base, "ch") && !strings.HasSuffix(base, "sh") {
					return base + "e"
				}
			case "s":
				if strings.HasSuffix(w, "ss") {
					return w
				}
			}
			if n := len(base); n > 2 && base[n-1] == base[n-2] && !strings.ContainsRune("lsz", rune(base[n-1])) {
				base = base[:n-1] // stopped -> stop
			}
			return base
		}
	}
	return w
}

// WordMatch is the share of the stems in words that text has.
func WordMatch(words []string, text string) float64 {
	if len(words) == 0 {
		return 0
	}
	have := map[string]bool{}
	for _, s := range Stems(text) {
		have[s] = true
	}
	n := 0
	for _, w := range words {
		if have[w] {
			n++
		}
	}
	return float64(n) / float64(len(words))
}
