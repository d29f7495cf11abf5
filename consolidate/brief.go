package consolidate

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/skills"
	"github.com/skillrun/skillrun/verify"
)

// Brief kinds.
const (
	BriefSkill = "skill" // rewrite a skill
	BriefNote  = "note"  // revise a note later episodes contradict
)

// Note kinds consolidation records.
const (
	KindBrief    = "brief"
	KindProposal = "proposal"
)

// Brief is a prompt-ready account of one piece of work.
type Brief struct {
	ID       string    `json:"id"`
	Kind     string    `json:"kind"`
	Skill    string    `json:"skill,omitempty"`
	Version  string    `json:"version,omitempty"`
	Source   string    `json:"source,omitempty"`
	Manifest *Manifest `json:"manifest,omitempty"`
	Findings []Finding `json:"findings"`
	// Failing are the episodes that show the problem; the rewrite is
	// derived from them (Episodes lists their ids).
	Failing []EpisodeBrief `json:"failing"`
	// Passing are episodes the skill's versions are verified against,
	// which the rewrite must keep passing.
	Passing  []EpisodeBrief `json:"passing"`
	Episodes []string       `json:"episodes"`
	Gate     string         `json:"gate"`
	Note     *memory.Note   `json:"note,omitempty"`
	// Text is the prompt: everything above as text, at most
	// Options.MaxBriefBytes (plus the source when it alone is longer).
	Text string `json:"text"`
}

// Manifest is the part of a skill's manifest a rewrite must keep.
type Manifest struct {
	Name        string          `json:"name"`
	Kind        skills.Kind     `json:"kind"`
	Description string          `json:"description"`
	Tags        []string        `json:"tags,omitempty"`
	Params      json.RawMessage `json:"params,omitempty"`
}

// EpisodeBrief is one episode as a brief shows it.
type EpisodeBrief struct {
	Episode string `json:"episode"`
	Task    string `json:"task,omitempty"`
	// Failure is the first failed step of the skill in the episode.
	Failure string `json:"failure,omitempty"`
	// Divergence is the first divergence a verification run of the
	// serving version reported on the episode, if any.
	Divergence string   `json:"divergence,omitempty"`
	Steps      []string `json:"steps"`
}

// maxEpisodes bounds each of a brief's episode lists.
const maxEpisodes = 5

// Briefs writes a brief for each skill with findings (or for skill, found
// or not) and for each contradicted note.
func (c *Consolidator) Briefs(ctx context.Context, fs []Finding, skill string) ([]Brief, error) {
	bySkill := map[string][]Finding{}
	var order []string
	var out []Brief
	for _, f := range fs {
		if f.Kind == Contradicted {
			b, err := c.noteBrief(ctx, f)
			if err != nil {
				return nil, err
			}
			out = append(out, b)
			continue
		}
		if _, ok := bySkill[f.Skill]; !ok {
			order = append(order, f.Skill)
		}
		bySkill[f.Skill] = append(bySkill[f.Skill], f)
	}
	if skill != "" && bySkill[skill] == nil {
		order = append(order, skill)
	}
	var skillBriefs []Brief
	for _, name := range order {
		b, err := c.skillBrief(ctx, name, bySkill[name])
		if err != nil {
			return nil, err
		}
		skillBriefs = append(skillBriefs, b)
	}
	return append(skillBriefs, out...), nil
}

func (c *Consolidator) skillBrief(ctx context.Context, name string, fs []Finding) (Brief, error) {
	st := c.opts.Store
	sk, err := c.opts.Library.Get(name)
	if err != nil {
		return Brief{}, fmt.Errorf("consolidate: %w", err)
	}
	m := sk.Unit.Manifest
	b := Brief{Kind: BriefSkill, Skill: name, Version: m.Version, Source: string(sk.Unit.Source), Findings: fs,
		Manifest: &Manifest{Name: m.Name, Kind: m.Kind, Description: m.Description, Tags: m.Tags, Params: m.Params},
		Failing:  []EpisodeBrief{}, Passing: []EpisodeBrief{}, Episodes: []string{}}
	if b.Findings == nil {
		b.Findings = []Finding{}
	}
	divergence := map[string]string{}
	passed := map[string]bool{}
	// The newest runs, not every one the version gathered.
	if runs, err := st.RecentVerifications(ctx, m.Version, briefRuns); err == nil {
		for _, r := range slices.Backward(runs) { // oldest first: the newest verdict wins
			for _, v := range r.Verdicts {
				divergence[v.Episode], passed[v.Episode] = v.Divergence, v.Passed
			}
		}
	}
	// Failing episodes: the clusters', largest first, then any failure of
	// the skill.
	var failEps []string
	first := map[string]memory.StepHit{}
	for _, f := range fs {
		if f.Cluster == nil {
			continue
		}
		for _, h := range f.Cluster.Steps {
			if _, ok := first[h.Step.Episode]; !ok || h.Step.Index < first[h.Step.Episode].Step.Index {
				first[h.Step.Episode] = h
			}
			if !slices.Contains(failEps, h.Step.Episode) {
				failEps = append(failEps, h.Step.Episode)
			}
		}
	}
	for _, e := range failEps {
		if len(b.Failing) == maxEpisodes {
			break
		}
		eb, err := c.episodeBrief(ctx, e, first[e], divergence[e])
		if err != nil {
			return Brief{}, err
		}
		b.Failing = append(b.Failing, eb)
		b.Episodes = append(b.Episodes, e)
	}
	linked, err := verify.LinkedEpisodes(ctx, st, name, m.Version)
	if err != nil {
		return Brief{}, fmt.Errorf("consolidate: %w", err)
	}
	for _, e := range linked {
		if len(b.Passing) == maxEpisodes {
			break
		}
		if slices.Contains(failEps, e) {
			continue
		}
		eb, err := c.episodeBrief(ctx, e, memory.StepHit{}, "")
		if err != nil {
			if errors.Is(err, memory.ErrNotFound) {
				continue
			}
			return Brief{}, err
		}
		if d, ok := divergence[e]; ok && !passed[e] {
			eb.Divergence = d
		}
		b.Passing = append(b.Passing, eb)
	}
	r, _ := st.SuccessRate(ctx, m.Version)
	b.Gate = fmt.Sprintf("The gate parses and type-checks the new source (nothing runs in the host), compiles it in a sandboxed worker, "+
		"and replays it against the %d recorded episodes linked to %s (and the failing episodes it is derived from). It is promoted only if "+
		"it verifies no worse than the serving version %s (verified %d/%d) on the same episodes; otherwise the serving version keeps serving. "+
		"Keep package %s, func Run and the Args type (the parameters agents call it with).",
		len(linked), name, memory.ShortID(m.Version), r.Passed, r.Total, name)
	b.ID = briefID(b)
	b.Text = c.text(b)
	return b, nil
}

func (c *Consolidator) noteBrief(ctx context.Context, f Finding) (Brief, error) {
	b := Brief{Kind: BriefNote, Skill: f.Skill, Findings: []Finding{f}, Note: f.Note, Failing: []EpisodeBrief{}, Passing: []EpisodeBrief{}, Episodes: []string{}}
	for _, h := range f.Against {
		if len(b.Failing) == maxEpisodes || slices.Contains(b.Episodes, h.Step.Episode) {
			continue
		}
		eb, err := c.episodeBrief(ctx, h.Step.Episode, h, "")
		if err != nil {
			return Brief{}, err
		}
		b.Failing = append(b.Failing, eb)
		b.Episodes = append(b.Episodes, h.Step.Episode)
	}
	b.Gate = "Revise the note (memory_note_put with the same id makes a new revision) so it agrees with the failing episodes, or tag it so it no longer claims what they contradict."
	b.ID = briefID(b)
	b.Text = c.text(b)
	return b, nil
}

// briefRuns bounds the verification runs a brief reads verdicts from.
const briefRuns = 16

// episodeBrief renders an episode: its task, the failed step (if any) and
// the steps before it, or its first steps.
func (c *Consolidator) episodeBrief(ctx context.Context, id string, fail memory.StepHit, divergence string) (EpisodeBrief, error) {
	// Its first steps, or those around the failed one: a page, never the
	// whole episode (one of 300,000 steps was read whole for each brief).
	from, n := 0, 4
	if fail.Step.Episode != "" {
		if pos, _, err := memory.StepPosition(ctx, c.opts.Store, id, fail.Step.Index); err == nil {
			from, n = max(0, pos-3), pos+2-max(0, pos-3)
		}
	}
	pg, err := c.opts.Store.EpisodeSteps(ctx, id, from, n, 0)
	if err != nil {
		return EpisodeBrief{}, fmt.Errorf("consolidate: episode %s: %w", id, err)
	}
	eb := EpisodeBrief{Episode: id, Task: pg.Task, Divergence: divergence, Steps: []string{}}
	if fail.Step.Episode != "" {
		eb.Failure = fail.Snippet().Text
	}
	for _, s := range pg.Steps {
		eb.Steps = append(eb.Steps, s.Snippet().Text)
	}
	return eb, nil
}

func briefID(b Brief) string {
	h := sha256.New()
	fmt.Fprintf(h, "%s|%s|%s|", b.Kind, b.Skill, b.Version)
	for _, f := range b.Findings {
		fmt.Fprintf(h, "%s|", f.Summary)
	}
	if b.Note != nil {
		fmt.Fprintf(h, "%s#%d", b.Note.ID, b.Note.Revision)
	}
	name := b.Skill
	if b.Kind == BriefNote {
		name = "note-" + b.Note.ID
	}
	return "brief-" + name + "-" + hex.EncodeToString(h.Sum(nil))[:10]
}

// text renders a brief as a prompt within the byte budget: the header,
// findings and source first, then failing and passing episodes while they
// fit.
func (c *Consolidator) text(b Brief) string {
	var sb strings.Builder
	budget := c.opts.MaxBriefBytes
	if b.Kind == BriefSkill {
		fmt.Fprintf(&sb, "Rewrite the skill %s (serving version %s) so it no longer fails as below, and keeps passing the episodes it passes.\n", b.Skill, memory.ShortID(b.Version))
		fmt.Fprintf(&sb, "Answer with the complete new Go source of the file %s.go and nothing else.\n\n", b.Skill)
	} else {
		fmt.Fprintf(&sb, "The note %s (rev %d) is contradicted by later episodes: revise it.\n\n", b.Note.ID, b.Note.Revision)
	}
	sb.WriteString("Findings:\n")
	for _, f := range b.Findings {
		sb.WriteString("- " + f.Summary + "\n")
	}
	if len(b.Findings) == 0 {
		sb.WriteString("- none: this brief was asked for\n")
	}
	if b.Manifest != nil {
		fmt.Fprintf(&sb, "\nManifest: %s %s: %s\n", b.Manifest.Kind, b.Manifest.Name, clipText(b.Manifest.Description, 400))
		if len(b.Manifest.Params) > 0 {
			fmt.Fprintf(&sb, "Parameters (JSON Schema): %s\n", clipText(string(b.Manifest.Params), 1500))
		}
	}
	if b.Note != nil {
		fmt.Fprintf(&sb, "\nThe note: %s\n", b.Note.Snippet().Text)
	}
	if b.Source != "" {
		fmt.Fprintf(&sb, "\nCurrent source (%s.go):\n```go\n%s\n```\n", b.Skill, strings.TrimRight(b.Source, "\n"))
	}
	tail := "\nWhat the gate checks: " + b.Gate + "\n"
	budget -= len(tail)
	section := func(title string, eps []EpisodeBrief) {
		if len(eps) == 0 {
			return
		}
		head := "\n" + title + ":\n"
		if sb.Len()+len(head) > budget {
			return
		}
		sb.WriteString(head)
		for _, e := range eps {
			var eb strings.Builder
			fmt.Fprintf(&eb, "* episode %s", e.Episode)
			if e.Task != "" {
				fmt.Fprintf(&eb, " (%s)", clipText(e.Task, 120))
			}
			eb.WriteString("\n")
			if e.Failure != "" {
				fmt.Fprintf(&eb, "  first failure: %s\n", e.Failure)
			}
			if e.Divergence != "" {
				fmt.Fprintf(&eb, "  first divergence in verification: %s\n", clipText(e.Divergence, 300))
			}
			for _, s := range e.Steps {
				fmt.Fprintf(&eb, "  %s\n", clipText(s, 200))
			}
			if sb.Len()+eb.Len() > budget {
				return
			}
			sb.WriteString(eb.String())
		}
	}
	section("Failing episodes (the rewrite is derived from these)", b.Failing)
	section("Episodes it must keep passing", b.Passing)
	sb.WriteString(tail)
	return sb.String()
}

// record files a brief in memory as a note linked to its failing episodes.
func (c *Consolidator) record(ctx context.Context, b *Brief) error {
	tags := []string{"consolidate", "brief:" + b.ID}
	if b.Skill != "" {
		tags = append(tags, "skill-brief:"+b.Skill)
	}
	if b.Version != "" {
		tags = append(tags, "version:"+b.Version)
	}
	for _, f := range b.Findings {
		if !slices.Contains(tags, "finding:"+f.Kind) {
			tags = append(tags, "finding:"+f.Kind)
		}
	}
	var lines []string
	for _, f := range b.Findings {
		lines = append(lines, f.Summary)
	}
	text := "consolidation brief " + b.ID
	if len(lines) > 0 {
		text += ": " + strings.Join(lines, "; ")
	}
	_, err := c.opts.Store.PutNote(ctx, memory.Note{ID: b.ID, Kind: KindBrief, Author: "consolidate", Text: clipText(text, 2000), Tags: tags, Episodes: b.Episodes,
		Time: c.opts.Now().UTC()})
	if err != nil {
		return fmt.Errorf("consolidate: record brief %s: %w", b.ID, err)
	}
	return nil
}
