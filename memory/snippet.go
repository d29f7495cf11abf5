package memory

import (
	"fmt"
	"strings"
)

// Snippet is a short natural-language line for an agent's prompt, with the
// ids an agent can follow up (episode ids, "episode#step", version ids).
type Snippet struct {
	Text string   `json:"text"`
	IDs  []string `json:"ids"`
}

func (s Snippet) String() string { return s.Text }

// Snippeter is implemented by every query result.
type Snippeter interface {
	Snippet() Snippet
}

// Snippets renders a list of results.
func Snippets[T Snippeter](items []T) []Snippet {
	out := make([]Snippet, len(items))
	for i, it := range items {
		out[i] = it.Snippet()
	}
	return out
}

// StepID is the id of a step: "episode#index".
func StepID(episode string, index int) string { return fmt.Sprintf("%s#%d", episode, index) }

func (r StepRef) String() string { return StepID(r.Episode, r.Index) }

func target(action, object string) string {
	if object == "" {
		return action
	}
	return action + " on " + object
}

func actionText(a string, object string, params map[string]any) string {
	s := a
	if object != "" {
		s += " " + object
	}
	if from, ok := params["from"].(string); ok && from != "" {
		s += " from " + from
	}
	return s
}

// Snippet renders a failure: "last time OpenObject on microwave_1 failed:
// locked; it succeeded after PickupObject key_2 from drawer_3".
func (f Failure) Snippet() Snippet {
	reason := f.Reason
	if reason == "" {
		reason = "no reason recorded"
	}
	text := fmt.Sprintf("last time %s failed: %s", target(f.Action, f.Object), reason)
	ids := []string{f.Step.String()}
	if f.Recovery != nil {
		if f.Enabler != nil {
			text += "; it succeeded after " + actionText(f.Enabler.Action.Name, f.Enabler.Action.Object, f.Enabler.Action.Params)
			ids = append(ids, StepID(f.Step.Episode, f.Enabler.Index))
		} else {
			text += "; it succeeded on a later try"
		}
		ids = append(ids, StepID(f.Step.Episode, f.Recovery.Index))
	}
	if f.Version != "" {
		ids = append(ids, f.Version)
	}
	return Snippet{Text: text + " [" + f.Step.String() + "]", IDs: ids}
}

// Snippet renders an evidence link.
func (e Evidence) Snippet() Snippet {
	rel := "is supported by"
	if e.Relation == DerivedFrom {
		rel = "was derived from"
	}
	name := e.Version
	if e.Skill != "" {
		name = e.Skill + "@" + ShortID(e.Version)
	}
	return Snippet{Text: fmt.Sprintf("%s %s episode %s", name, rel, e.Episode), IDs: []string{e.Version, e.Episode}}
}

// Snippet renders a verification run.
func (r VerificationRun) Snippet() Snippet {
	text := fmt.Sprintf("verification %s of %s: %d/%d episodes passed", r.ID, ShortID(r.Version), r.Passed, r.Total)
	for _, v := range r.Verdicts {
		if !v.Passed && v.Divergence != "" {
			text += fmt.Sprintf("; on %s: %s", v.Episode, v.Divergence)
			break
		}
	}
	ids := []string{r.ID, r.Version}
	for _, v := range r.Verdicts {
		ids = append(ids, v.Episode)
	}
	return Snippet{Text: text, IDs: ids}
}

// Snippet renders a success rate.
func (r Rate) Snippet() Snippet {
	if r.Total == 0 {
		return Snippet{Text: fmt.Sprintf("%s has not been verified", ShortID(r.Version)), IDs: []string{r.Version}}
	}
	return Snippet{Text: fmt.Sprintf("%s verified %d/%d (%.0f%%) over %d runs", ShortID(r.Version), r.Passed, r.Total, 100*r.Rate, r.Runs), IDs: []string{r.Version}}
}

// Snippet renders a version use.
func (u VersionUse) Snippet() Snippet {
	text := fmt.Sprintf("%s@%s ran %d steps from step %d", u.Skill, ShortID(u.Version), u.Steps, u.FirstStep)
	if u.Failed > 0 {
		text += fmt.Sprintf(", %d failed", u.Failed)
	}
	return Snippet{Text: text, IDs: []string{u.Version}}
}

// Snippet renders a place.
func (p Place) Snippet() Snippet {
	out := "ok"
	if !p.OK {
		out = "failed"
		if p.Reason != "" {
			out += ": " + p.Reason
		}
	}
	return Snippet{Text: fmt.Sprintf("%.1f blocks away at (%g, %g, %g): %s %s [%s]", p.Distance, p.Pos[0], p.Pos[1], p.Pos[2], p.Action, out, p.Step), IDs: []string{p.Step.String(), p.Step.Episode}}
}

// Snippet renders a step.
func (s Step) Snippet() Snippet {
	out := "ok"
	if !s.Outcome.OK {
		out = "failed"
		if s.Outcome.Reason != "" {
			out += ": " + s.Outcome.Reason
		}
	}
	text := fmt.Sprintf("step %d: %s -> %s", s.Index, actionText(s.Action.Name, s.Action.Object, s.Action.Params), out)
	if s.Summary != "" {
		text += " (saw: " + s.Summary + ")"
	}
	var ids []string
	if s.Version != "" {
		ids = append(ids, s.Version)
	}
	return Snippet{Text: text, IDs: ids}
}

// Snippet renders a search hit.
func (h Hit) Snippet() Snippet {
	return Snippet{Text: fmt.Sprintf("%s %s: %s", h.Kind, h.ID, clip(h.Text, 160)), IDs: []string{h.ID}}
}

// Snippet renders a note.
func (n Note) Snippet() Snippet {
	ids := append([]string{n.ID}, n.Episodes...)
	kind := ""
	if n.Kind != "" && n.Kind != NoteFact {
		kind = n.Kind + " "
	}
	at := ""
	if n.Pos != nil {
		at = fmt.Sprintf(" at (%g, %g, %g)", n.Pos[0], n.Pos[1], n.Pos[2])
	}
	return Snippet{Text: fmt.Sprintf("%snote %s (rev %d)%s: %s", kind, n.ID, n.Revision, at, clip(n.Text, 200)), IDs: append(ids, n.Frames...)}
}

// Snippet renders a plan.
func (p Plan) Snippet() Snippet {
	text := fmt.Sprintf("plan %s (rev %d): %s", p.ID, p.Revision, p.Goal)
	if p.Status != "" && p.Status != PlanActive {
		text += " [" + p.Status + "]"
	}
	if len(p.Steps) > 0 {
		parts := make([]string, len(p.Steps))
		for i, st := range p.Steps {
			parts[i] = st.Text
			if st.Status != "" && st.Status != StepTodo {
				parts[i] += " (" + st.Status + ")"
			}
		}
		text += ": " + strings.Join(parts, "; ")
	}
	ids := append([]string{p.ID}, p.Episodes...)
	return Snippet{Text: clip(text, 300), IDs: append(ids, p.Frames...)}
}

// Snippet renders an episode header.
func (ep Episode) Snippet() Snippet {
	text := "episode " + ep.ID
	if ep.Task != "" {
		text += " (" + ep.Task + ")"
	}
	if ep.Summary != "" {
		text += ": " + ep.Summary
	}
	if ep.Success != nil {
		if *ep.Success {
			text += " [succeeded]"
		} else {
			text += " [failed"
			if ep.Reason != "" {
				text += ": " + ep.Reason
			}
			text += "]"
		}
	}
	return Snippet{Text: clip(text, 240), IDs: []string{ep.ID}}
}

// ShortID is an id as people read it: without a "sha256:"-style
// prefix, its first 12 characters.
func ShortID(v string) string {
	if i := strings.IndexByte(v, ':'); i >= 0 && i < len(v)-1 {
		v = v[i+1:]
	}
	if len(v) > 12 {
		return v[:12]
	}
	return v
}

func clip(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) <= n {
		return s
	}
	return s[:n-1] + "…"
}

// Snippet renders a grid cell event.
func (c Cell) Snippet() Snippet {
	text := fmt.Sprintf("%s at (%d, %d, %d)", c.Kind, c.Pos[0], c.Pos[1], c.Pos[2])
	if c.Item != "" {
		text += ": " + c.Item
	}
	if c.Damage > 0 {
		text += fmt.Sprintf(" (damage %g)", c.Damage)
	}
	id := StepID(c.Episode, c.Step)
	return Snippet{Text: clip(text+" in "+id, 200), IDs: []string{id}}
}
