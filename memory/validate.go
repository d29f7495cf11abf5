package memory

import (
	"fmt"
	"math"
	"strings"
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
// AT, INVOKED and OBSERVED edges, and the objects it names. It is the unit
// of the ingest benchmarks.
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
		if s.Pos != nil {
			edges++ // AT
		}
		if s.Version != "" {
			edges++ // INVOKED
		}
		edges += len(s.Frames) // OBSERVED
	}
	return nodes + len(objs), edges
}
