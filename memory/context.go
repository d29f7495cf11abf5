package memory

import (
	"context"
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
	"time"
)

// Situation is what an agent is about to do and what it sees: the input
// of Context. Every field is optional; the more it says, the more Context
// recalls.
type Situation struct {
	Action string   `json:"action,omitempty"` // the action about to be taken
	Object string   `json:"object,omitempty"` // the object it acts on
	Class  string   `json:"class,omitempty"`  // its class (default ObjectClass(Object))
	InView []string `json:"in_view,omitempty"`
	// Pos is where the agent is; Radius (default 8) is what counts as near.
	Pos    *[3]float64 `json:"pos,omitempty"`
	Radius float64     `json:"radius,omitempty"`
	// Goal is the task in words; it ranks notes and finds episodes.
	Goal string `json:"goal,omitempty"`
	// Embedding is the goal's vector, for notes stored with embeddings.
	Embedding []float32 `json:"embedding,omitempty"`
	// Budget bounds the recalled text in bytes (default 2000, at most 64 KiB).
	Budget int `json:"budget,omitempty"`
	// Now is the reference time for decay and ages (default time.Now()).
	Now time.Time `json:"-"`
	// Lambda is the failure decay rate per hour (default DefaultLambda).
	Lambda float64 `json:"lambda,omitempty"`
}

// Recall sections, in the order Context fills the budget.
const (
	SecFailure = "failure" // past failures on this action, object or what is in view
	SecSuccess = "success" // recent successes of the same action
	SecSeen    = "seen"    // where a named object was last acted on
	SecNote    = "note"    // notes: by goal, landmarks nearby, by embedding
	SecCell    = "cell"    // grid events nearby (hazards first)
	SecEpisode = "episode" // episodes whose task or summary matches the goal
)

// RecallItem is one recalled snippet with the ids it rests on.
type RecallItem struct {
	Section string   `json:"section"`
	Text    string   `json:"text"`
	IDs     []string `json:"ids"`
	Score   float64  `json:"score"`
}

// Recall is what Context returns: the items that fit the budget, best of
// each section first, and the same as prompt-ready lines.
type Recall struct {
	Items []RecallItem `json:"items"`
	Text  string       `json:"text"`
	// Left counts items found but left out by the budget.
	Left int `json:"left"`
}

// MaxBudget bounds Situation.Budget.
const MaxBudget = 64 << 10

// Context recalls what matters for a situation, in one call: failures of
// the intended action on the object or its class and failures on the
// objects in view (time-decayed), recent successes of the action, where
// the named objects were last seen, notes (by goal words, landmarks near
// the position, by embedding), hazards and other grid events nearby, and
// episodes whose task matches the goal. Sections take turns, best item
// first, until the budget is spent.
func Context(ctx context.Context, st Store, s Situation) (Recall, error) {
	if s.Budget < 0 || s.Budget > MaxBudget {
		return Recall{}, fmt.Errorf("context: %w: budget %d is outside 1..%d", ErrInvalid, s.Budget, MaxBudget)
	}
	if s.Budget == 0 {
		s.Budget = 2000
	}
	if s.Radius < 0 || math.IsNaN(s.Radius) || math.IsInf(s.Radius, 0) {
		return Recall{}, fmt.Errorf("context: %w: radius %v", ErrInvalid, s.Radius)
	}
	if s.Radius == 0 {
		s.Radius = 8
	}
	if s.Pos != nil && !finite3(*s.Pos) {
		return Recall{}, fmt.Errorf("context: %w: position %v is not finite", ErrInvalid, *s.Pos)
	}
	if len(s.InView) > 64 {
		return Recall{}, fmt.Errorf("context: %w: %d objects in view; the limit is 64", ErrInvalid, len(s.InView))
	}
	if s.Now.IsZero() {
		s.Now = time.Now()
	}
	if s.Lambda == 0 {
		s.Lambda = DefaultLambda
	}
	if s.Class == "" && s.Object != "" {
		s.Class = ObjectClass(s.Object)
	}
	sections := map[string][]RecallItem{}
	add := func(sec string, it RecallItem) {
		it.Section = sec
		for _, old := range sections[sec] {
			if old.Text == it.Text || (sec == SecNote && old.IDs[0] == it.IDs[0]) {
				return
			}
		}
		sections[sec] = append(sections[sec], it)
	}

	// Failures: of the action on the object (or class), and on each named
	// object by any action.
	fails := map[StepRef]Failure{}
	ask := func(q FailureQuery) error {
		q.Now, q.Lambda, q.Limit = s.Now, s.Lambda, 5
		fs, err := st.Failures(ctx, q)
		if err != nil {
			return err
		}
		for _, f := range fs {
			if old, ok := fails[f.Step]; !ok || f.Score > old.Score {
				fails[f.Step] = f
			}
		}
		return nil
	}
	if s.Action != "" {
		if err := ask(FailureQuery{Action: s.Action, Object: s.Object, Class: s.Class}); err != nil {
			return Recall{}, fmt.Errorf("context: %w", err)
		}
	}
	for _, o := range named(s) {
		if err := ask(FailureQuery{Object: o}); err != nil {
			return Recall{}, fmt.Errorf("context: %w", err)
		}
	}
	fl := make([]Failure, 0, len(fails))
	for _, f := range fails {
		fl = append(fl, f)
	}
	slices.SortFunc(fl, func(a, b Failure) int {
		if a.Score != b.Score {
			if a.Score > b.Score {
				return -1
			}
			return 1
		}
		return strings.Compare(a.Step.String(), b.Step.String())
	})
	for _, f := range fl {
		sn := f.Snippet()
		add(SecFailure, RecallItem{Text: sn.Text + " (" + ago(s.Now, f.Time) + ")", IDs: sn.IDs, Score: f.Score})
	}

	// Successes of the same action: on the object, else its class, else any.
	if s.Action != "" {
		yes := true
		var qs []StepQuery
		if s.Object != "" {
			qs = append(qs, StepQuery{Action: s.Action, Object: s.Object})
		}
		if s.Class != "" {
			qs = append(qs, StepQuery{Action: s.Action, Class: s.Class})
		}
		for _, q := range append(qs, StepQuery{Action: s.Action}) {
			q.OK, q.Limit = &yes, 3
			hits, err := st.Steps(ctx, q)
			if err != nil {
				return Recall{}, fmt.Errorf("context: %w", err)
			}
			for _, h := range hits {
				sn := h.Snippet()
				add(SecSuccess, RecallItem{Text: sn.Text + " (" + ago(s.Now, h.Time) + ")", IDs: sn.IDs, Score: Score(1, s.Lambda, s.Now, h.Time)})
			}
			if len(sections[SecSuccess]) > 0 {
				break
			}
		}
	}

	// Where the named objects were last seen.
	for _, o := range named(s) {
		hits, err := st.Steps(ctx, StepQuery{Object: o, Limit: 5})
		if err != nil {
			return Recall{}, fmt.Errorf("context: %w", err)
		}
		for _, h := range hits {
			if h.Pos == nil {
				continue
			}
			text := fmt.Sprintf("%s last seen at (%g, %g, %g) when %s %s (%s)", o, h.Pos[0], h.Pos[1], h.Pos[2], h.Step, verb(h), ago(s.Now, h.Time))
			add(SecSeen, RecallItem{Text: text, IDs: []string{h.Step.String()}, Score: 1})
			break
		}
	}

	// Notes: landmarks and others near the position, by goal words, by embedding.
	var noteQs []NoteQuery
	if len(s.Embedding) > 0 {
		noteQs = append(noteQs, NoteQuery{Vector: s.Embedding, Limit: 3})
	}
	if s.Pos != nil {
		noteQs = append(noteQs, NoteQuery{Near: s.Pos, Radius: s.Radius * 2, Limit: 5})
	}
	if words := strings.TrimSpace(strings.Join(append([]string{s.Goal, s.Action, s.Object}, s.InView...), " ")); len(Stems(words)) > 0 {
		noteQs = append(noteQs, NoteQuery{Text: words, Limit: 5})
	}
	for _, q := range noteQs {
		hits, err := st.Notes(ctx, q)
		if err != nil {
			return Recall{}, fmt.Errorf("context: %w", err)
		}
		for _, h := range hits {
			if len(q.Vector) > 0 && h.Score <= 0 {
				continue // orthogonal or opposite: not similar at all
			}
			sn := h.Note.Snippet()
			text := sn.Text
			if h.Distance != nil {
				text += fmt.Sprintf(" (%.1f away)", *h.Distance)
			}
			add(SecNote, RecallItem{Text: text, IDs: sn.IDs, Score: h.Score})
		}
	}

	// Grid events nearby: hazards, then blocked, placed, opened.
	if s.Pos != nil {
		r := int(math.Ceil(s.Radius))
		p := [3]int{int(math.Floor(s.Pos[0])), int(math.Floor(s.Pos[1])), int(math.Floor(s.Pos[2]))}
		q := CellQuery{Min: [3]int{p[0] - r, p[1] - r, p[2] - r}, Max: [3]int{p[0] + r, p[1] + r, p[2] + r}, Limit: 200}
		var cells []Cell
		for _, k := range []CellKind{Hazard, Blocked, Placed, Opened} {
			q.Kind = k
			cs, err := st.Cells(ctx, q)
			if err != nil {
				return Recall{}, fmt.Errorf("context: %w", err)
			}
			slices.SortStableFunc(cs, func(a, b Cell) int { return cmpFloat(cellDist(a, *s.Pos), cellDist(b, *s.Pos)) })
			cells = append(cells, cs...)
		}
		for _, c := range cells {
			sn := c.Snippet()
			add(SecCell, RecallItem{Text: fmt.Sprintf("%s (%.1f away)", sn.Text, cellDist(c, *s.Pos)), IDs: sn.IDs, Score: 1 / (1 + cellDist(c, *s.Pos))})
		}
	}

	// Episodes whose task or summary matches the goal.
	if len(Stems(s.Goal)) > 0 {
		hits, err := st.Search(ctx, SearchQuery{Text: SearchText(s.Goal), Any: true, Limit: 5})
		if err != nil && !errors.Is(err, ErrInvalid) {
			return Recall{}, fmt.Errorf("context: %w", err)
		}
		words := Stems(s.Goal)
		var eps []RecallItem
		for _, h := range hits {
			if h.Kind != HitEpisode {
				continue
			}
			eps = append(eps, RecallItem{Text: "episode " + h.ID + ": " + clip(h.Text, 200), IDs: []string{h.ID}, Score: WordMatch(words, h.Text)})
		}
		slices.SortStableFunc(eps, func(a, b RecallItem) int {
			if a.Score != b.Score {
				return cmpFloat(b.Score, a.Score)
			}
			return strings.Compare(a.Text, b.Text)
		})
		for _, e := range eps {
			add(SecEpisode, e)
		}
	}
	return fill(sections, s.Budget), nil
}

// fill takes items from the sections in turn, best first, while they fit.
func fill(sections map[string][]RecallItem, budget int) Recall {
	out := Recall{Items: []RecallItem{}}
	order := []string{SecFailure, SecSuccess, SecSeen, SecNote, SecCell, SecEpisode}
	used := 0
	var lines []string
	for round := 0; ; round++ {
		more := false
		for _, sec := range order {
			if round >= len(sections[sec]) {
				continue
			}
			more = true
			it := sections[sec][round]
			line := "[" + it.Section + "] " + it.Text
			if used+len(line)+1 > budget {
				out.Left++
				continue
			}
			used += len(line) + 1
			lines = append(lines, line)
			out.Items = append(out.Items, it)
		}
		if !more {
			break
		}
	}
	out.Text = strings.Join(lines, "\n")
	return out
}

// named lists the intended object and the objects in view, each once.
func named(s Situation) []string {
	var out []string
	for _, o := range append([]string{s.Object}, s.InView...) {
		if o != "" && !slices.Contains(out, o) {
			out = append(out, o)
		}
	}
	return out
}

func verb(h StepHit) string {
	v := target(h.Action, h.Object)
	if h.OK {
		return v + " succeeded"
	}
	if h.Reason != "" {
		return v + " failed: " + h.Reason
	}
	return v + " failed"
}

func cellDist(c Cell, p [3]float64) float64 {
	return dist([3]float64{float64(c.Pos[0]) + 0.5, float64(c.Pos[1]), float64(c.Pos[2]) + 0.5}, p)
}

func cmpFloat(a, b float64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// ago renders the age of t at now, coarsely ("3h ago", "2d ago").
func ago(now, t time.Time) string {
	d := now.Sub(t)
	switch {
	case d < 0:
		return "later"
	case d < time.Minute:
		return "just now"
	case d < time.Hour:
		return fmt.Sprintf("%dm ago", int(d.Minutes()))
	case d < 48*time.Hour:
		return fmt.Sprintf("%dh ago", int(d.Hours()))
	}
	return fmt.Sprintf("%dd ago", int(d.Hours()/24))
}
