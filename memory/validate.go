package memory

import (
	"encoding/json"
	"fmt"
	"math"
	"strings"
	"time"
	"unicode"
)

// Validate checks an episode against the schema: a non-empty id, a start
// time, unique non-negative step indices, named actions, finite positions.
// Errors wrap ErrInvalid and name the field.
func (ep *Episode) Validate() error {
	if strings.TrimSpace(ep.ID) == "" {
		return fmt.Errorf("%w: episode: empty id", ErrInvalid)
	}
	if ep.Start.IsZero() {
		return fmt.Errorf("%w: episode %q: no start time", ErrInvalid, ep.ID)
	}
	seen := make(map[int]bool, len(ep.Steps))
	for i := range ep.Steps {
		if err := ep.Steps[i].Validate(); err != nil {
			return fmt.Errorf("episode %q: steps[%d]: %w", ep.ID, i, err)
		}
		if seen[ep.Steps[i].Index] {
			return fmt.Errorf("%w: episode %q: steps[%d]: duplicate index %d", ErrInvalid, ep.ID, i, ep.Steps[i].Index)
		}
		seen[ep.Steps[i].Index] = true
	}
	for i, o := range ep.Objects {
		if strings.TrimSpace(o.ID) == "" {
			return fmt.Errorf("%w: episode %q: objects[%d]: empty id", ErrInvalid, ep.ID, i)
		}
	}
	return nil
}

// Validate checks one step.
func (s *Step) Validate() error {
	if s.Index < 0 {
		return fmt.Errorf("%w: negative index %d", ErrInvalid, s.Index)
	}
	if strings.TrimSpace(s.Action.Name) == "" {
		return fmt.Errorf("%w: step %d: empty action name", ErrInvalid, s.Index)
	}
	if s.Pos != nil && !finite3(*s.Pos) {
		return fmt.Errorf("%w: step %d: position %v is not finite", ErrInvalid, s.Index, *s.Pos)
	}
	if s.Version != "" && s.Skill == "" {
		return fmt.Errorf("%w: step %d: version %q without a skill name", ErrInvalid, s.Index, s.Version)
	}
	for _, h := range s.Frames {
		if !ValidHash(h) {
			return fmt.Errorf("%w: step %d: frame hash %q is not 64 lowercase hex digits", ErrInvalid, s.Index, h)
		}
	}
	return nil
}

func finite3(p [3]float64) bool {
	for _, v := range p {
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return false
		}
	}
	return true
}

// ValidHash reports whether h is a frame hash: 64 lowercase hex digits.
func ValidHash(h string) bool {
	if len(h) != 64 {
		return false
	}
	for i := 0; i < len(h); i++ {
		c := h[i]
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'f') {
			return false
		}
	}
	return true
}

// ObjectClass guesses an object's class from its id, for objects recorded
// without one: the id up to a trailing "_N", "-N", "#N" or "@…"
// ("microwave_1" → "microwave", "block@3,20,-1" → "block", "R4" → "R").
func ObjectClass(id string) string {
	if i := strings.IndexByte(id, '@'); i > 0 {
		return id[:i]
	}
	j := len(id)
	for j > 0 && unicode.IsDigit(rune(id[j-1])) {
		j--
	}
	if j == len(id) || j == 0 {
		return id
	}
	if c := id[j-1]; c == '_' || c == '-' || c == '#' || c == '.' {
		if j-1 == 0 {
			return id
		}
		return id[:j-1]
	}
	return id[:j]
}

// Graph counts the nodes and edges an episode adds to the graph: the
// episode, its steps and their HAS_STEP, NEXT, ACTED_ON (and FAILED_WITH),
// INVOKED and OBSERVED edges, and the objects it names (positions are step
// properties; AT edges come from cells). It is the unit of the ingest
// benchmarks.
func (ep *Episode) Graph() (nodes, edges int) {
	nodes = 1 + len(ep.Steps)
	objs := map[string]bool{}
	for _, o := range ep.Objects {
		objs[o.ID] = true
	}
	for i, s := range ep.Steps {
		edges++ // HAS_STEP
		if i > 0 {
			edges++ // NEXT
		}
		if s.Action.Object != "" {
			objs[s.Action.Object] = true
			edges++ // ACTED_ON
			if !s.Outcome.OK {
				edges++ // FAILED_WITH
			}
		}
		if s.Version != "" {
			edges++ // INVOKED
		}
		edges += len(s.Frames) // OBSERVED
	}
	return nodes + len(objs), edges
}

// ValidateVersion checks a skill version: skill name, id, source and
// creation time are required.
func ValidateVersion(v *SkillVersion) error {
	switch {
	case strings.TrimSpace(v.ID) == "":
		return fmt.Errorf("%w: version: empty id", ErrInvalid)
	case strings.TrimSpace(v.Skill) == "":
		return fmt.Errorf("%w: version %q: empty skill name", ErrInvalid, v.ID)
	case v.Source == "":
		return fmt.Errorf("%w: version %q: empty source", ErrInvalid, v.ID)
	case v.Created.IsZero():
		return fmt.Errorf("%w: version %q: no created time", ErrInvalid, v.ID)
	case v.Supersedes == v.ID:
		return fmt.Errorf("%w: version %q cannot supersede itself", ErrInvalid, v.ID)
	}
	return nil
}

// ValidateRun checks a verification run and fills Passed and Total from
// the verdicts when both are zero; when set, they must agree with them.
func ValidateRun(r *VerificationRun) error {
	if strings.TrimSpace(r.ID) == "" {
		return fmt.Errorf("%w: verification run: empty id", ErrInvalid)
	}
	if strings.TrimSpace(r.Version) == "" {
		return fmt.Errorf("%w: verification run %q: empty version", ErrInvalid, r.ID)
	}
	if r.Time.IsZero() {
		return fmt.Errorf("%w: verification run %q: no time", ErrInvalid, r.ID)
	}
	passed := 0
	seen := map[string]bool{}
	for i, v := range r.Verdicts {
		if strings.TrimSpace(v.Episode) == "" {
			return fmt.Errorf("%w: verification run %q: verdicts[%d]: empty episode", ErrInvalid, r.ID, i)
		}
		if seen[v.Episode] {
			return fmt.Errorf("%w: verification run %q: verdicts[%d]: episode %q twice", ErrInvalid, r.ID, i, v.Episode)
		}
		seen[v.Episode] = true
		if v.Passed {
			passed++
		}
	}
	if r.Passed == 0 && r.Total == 0 {
		r.Passed, r.Total = passed, len(r.Verdicts)
	}
	if r.Passed != passed || r.Total != len(r.Verdicts) {
		return fmt.Errorf("%w: verification run %q: passed/total %d/%d disagree with its %d verdicts (%d passed)", ErrInvalid, r.ID, r.Passed, r.Total, len(r.Verdicts), passed)
	}
	return nil
}

// ValidateCell checks a cell event.
func ValidateCell(c *Cell) error {
	switch c.Kind {
	case Walked, Placed, Opened, Blocked, Hazard:
	default:
		return fmt.Errorf("%w: cell %v: kind %q is not walked, placed, opened, blocked or hazard", ErrInvalid, c.Pos, c.Kind)
	}
	if strings.TrimSpace(c.Episode) == "" {
		return fmt.Errorf("%w: cell %v: empty episode", ErrInvalid, c.Pos)
	}
	if c.Step < 0 {
		return fmt.Errorf("%w: cell %v: negative step %d", ErrInvalid, c.Pos, c.Step)
	}
	if math.IsNaN(c.Damage) || math.IsInf(c.Damage, 0) {
		return fmt.Errorf("%w: cell %v: damage is not finite", ErrInvalid, c.Pos)
	}
	return nil
}

// ValidateIndexRow checks an episode-index row.
func ValidateIndexRow(r *IndexRow) error {
	switch {
	case strings.TrimSpace(r.Episode) == "":
		return fmt.Errorf("%w: index row: empty episode", ErrInvalid)
	case r.From < 0 || r.To < r.From:
		return fmt.Errorf("%w: index row of %q: bad step range %d-%d", ErrInvalid, r.Episode, r.From, r.To)
	case strings.TrimSpace(r.Summary) == "":
		return fmt.Errorf("%w: index row of %q: empty summary", ErrInvalid, r.Episode)
	case r.Pos != nil && !finite3(*r.Pos):
		return fmt.Errorf("%w: index row of %q: position is not finite", ErrInvalid, r.Episode)
	}
	return nil
}

// IndexID is the id of an index row in search hits: "episode#from-to".
func IndexID(r IndexRow) string { return fmt.Sprintf("%s#%d-%d", r.Episode, r.From, r.To) }

// ValidateNote checks a note.
func ValidateNote(n *Note) error {
	if strings.TrimSpace(n.ID) == "" {
		return fmt.Errorf("%w: note: empty id", ErrInvalid)
	}
	if strings.TrimSpace(n.Text) == "" {
		return fmt.Errorf("%w: note %q: empty text", ErrInvalid, n.ID)
	}
	if n.Pos != nil && !finite3(*n.Pos) {
		return fmt.Errorf("%w: note %q: position %v is not finite", ErrInvalid, n.ID, *n.Pos)
	}
	if n.Kind == NoteLandmark && n.Pos == nil {
		return fmt.Errorf("%w: note %q: a landmark needs a position", ErrInvalid, n.ID)
	}
	for i, x := range n.Embedding {
		if math.IsNaN(float64(x)) || math.IsInf(float64(x), 0) {
			return fmt.Errorf("%w: note %q: embedding[%d] is not finite", ErrInvalid, n.ID, i)
		}
	}
	if len(n.Embedding) > MaxEmbedding {
		return fmt.Errorf("%w: note %q: embedding has %d dimensions; the limit is %d", ErrInvalid, n.ID, len(n.Embedding), MaxEmbedding)
	}
	for _, f := range n.Frames {
		if !ValidHash(f) {
			return fmt.Errorf("%w: note %q: frame hash %q is not 64 lowercase hex digits", ErrInvalid, n.ID, f)
		}
	}
	return memoBounded("note", n.ID, NoteContent(*n))
}

// MaxMemoBytes bounds one revision of a note or a plan, JSON-encoded
// (its text, tags, embedding and evidence together). A revision had no
// bound but the request's (32 MiB), and each read of a note read every
// revision: an agent that wrote one note 100 times with 1 MiB of text
// made every memory_note_get read 100 MiB (338 MB allocated, 1.5 s),
// and its quota (100,000 revisions) allowed a thousand times that.
const MaxMemoBytes = 128 << 10

// memoBounded refuses a note or plan revision over MaxMemoBytes, naming it.
func memoBounded(kind, id string, content any) error {
	b, err := json.Marshal(content)
	if err != nil {
		return fmt.Errorf("%w: %s %.64q: %v", ErrInvalid, kind, id, err)
	}
	if len(b) > MaxMemoBytes {
		return fmt.Errorf("%w: %s %.64q is %d bytes encoded (text, tags, embedding and evidence); a revision is at most %d", ErrInvalid, kind, id, len(b), MaxMemoBytes)
	}
	return nil
}

// ValidatePlan checks a plan.
func ValidatePlan(p *Plan) error {
	if strings.TrimSpace(p.ID) == "" {
		return fmt.Errorf("%w: plan: empty id", ErrInvalid)
	}
	if strings.TrimSpace(p.Goal) == "" {
		return fmt.Errorf("%w: plan %q: empty goal", ErrInvalid, p.ID)
	}
	if !planStates[p.Status] {
		return fmt.Errorf("%w: plan %q: status %q is not active, done, blocked or abandoned", ErrInvalid, p.ID, p.Status)
	}
	for i, st := range p.Steps {
		if strings.TrimSpace(st.Text) == "" {
			return fmt.Errorf("%w: plan %q: steps[%d]: empty text", ErrInvalid, p.ID, i)
		}
		if !stepStates[st.Status] {
			return fmt.Errorf("%w: plan %q: steps[%d]: status %q is not todo, doing, done, blocked or abandoned", ErrInvalid, p.ID, i, st.Status)
		}
	}
	for _, f := range p.Frames {
		if !ValidHash(f) {
			return fmt.Errorf("%w: plan %q: frame hash %q is not 64 lowercase hex digits", ErrInvalid, p.ID, f)
		}
	}
	return memoBounded("plan", p.ID, PlanContent(*p))
}

// NoteContent is the part of a note that decides whether a write makes a
// new revision (everything but revision and time).
func NoteContent(n Note) Note {
	n.Revision, n.Time, n.OnlyOwn = 0, time.Time{}, false
	return n
}

// PlanContent is the part of a plan that decides whether a write makes a
// new revision.
func PlanContent(p Plan) Plan {
	p.Revision, p.Time, p.OnlyOwn = 0, time.Time{}, false
	return p
}
