package serve

import (
	"context"
	"fmt"

	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/skills"
)

func (s *Server) store(op string) (memory.Store, error) {
	if s.opts.Memory == nil {
		return nil, fmt.Errorf("%s: %w (start the server with --memory)", op, ErrNoMemory)
	}
	return s.opts.Memory, nil
}

func (s *Server) opRecordEpisode(ctx context.Context, ep memory.Episode) (*reply, error) {
	st, err := s.store("memory_record_episode")
	if err != nil {
		return nil, err
	}
	if ep.Agent, err = agentField(ctx, "memory_record_episode", "agent", ep.Agent, ""); err != nil {
		return nil, err
	}
	// An agent's episodes and steps are bounded (Options.Quota), their
	// bytes with the snapshot's.
	add := memory.AuthorUse{Episodes: 1, Steps: stepsRecorded(ep.Steps), StepBytes: memory.StepBytes(ep.Steps...) + memory.SnapshotBytes(ep)}
	if err := s.recordWithin(ctx, st, ep.Agent, add, func() error { return st.RecordEpisode(ctx, ep) }); err != nil {
		return nil, fmt.Errorf("memory_record_episode: %w", err)
	}
	return value(RecordReply{Episode: ep.ID, Steps: len(ep.Steps)})
}

// RecordReply is what memory_record_episode and memory_record_steps
// answer: the episode and how many steps the call carried.
type RecordReply struct {
	Episode string `json:"episode"`
	Steps   int    `json:"steps"`
}

type recordStepsArgs struct {
	Episode string        `json:"episode"`
	Steps   []memory.Step `json:"steps"`
}

func (s *Server) opRecordSteps(ctx context.Context, a recordStepsArgs) (*reply, error) {
	st, err := s.store("memory_record_steps")
	if err != nil {
		return nil, err
	}
	if a.Episode == "" || len(a.Steps) == 0 {
		return nil, fmt.Errorf("%w: memory_record_steps: episode and at least one step are required", skills.ErrInvalidArgs)
	}
	// The steps count against the quota of the episode's agent, and an
	// agent with a token adds steps to its own episodes only.
	page, err := st.EpisodeSteps(ctx, a.Episode, 0, 1, 0)
	if err != nil {
		return nil, fmt.Errorf("memory_record_steps: %w", err)
	}
	if agent := agentOf(ctx); agent != "" && page.Agent != agent {
		return nil, fmt.Errorf("%w: memory_record_steps: episode %q is agent %q's, not %q's (this request's token is %q's)", skills.ErrInvalidArgs, a.Episode, page.Agent, agent, agent)
	}
	add := memory.AuthorUse{Steps: len(a.Steps), StepBytes: memory.StepBytes(a.Steps...)}
	if err := s.recordWithin(ctx, st, page.Agent, add, func() error { return st.AppendSteps(ctx, a.Episode, a.Steps...) }); err != nil {
		return nil, fmt.Errorf("memory_record_steps: %w", err)
	}
	return value(RecordReply{Episode: a.Episode, Steps: len(a.Steps)})
}

type recallArgs struct {
	Action string   `json:"action"`
	Object string   `json:"object"`
	Class  string   `json:"class"`
	Lambda *float64 `json:"lambda"`
	Limit  int      `json:"limit"`
}

// RecallReply is what memory_recall_failures answers: the failures, and
// each as one line of text for a prompt.
type RecallReply struct {
	Failures []memory.Failure `json:"failures"`
	Text     []string         `json:"text"`
}

func (s *Server) opRecallFailures(ctx context.Context, a recallArgs) (*reply, error) {
	st, err := s.store("memory_recall_failures")
	if err != nil {
		return nil, err
	}
	if a.Action == "" && a.Object == "" && a.Class == "" {
		return nil, fmt.Errorf("%w: memory_recall_failures: give an action, an object or a class", skills.ErrInvalidArgs)
	}
	if a.Limit < 0 || a.Limit > 100 {
		return nil, fmt.Errorf("%w: memory_recall_failures: limit %d is outside 1..100", skills.ErrInvalidArgs, a.Limit)
	}
	q := memory.FailureQuery{Action: a.Action, Object: a.Object, Class: a.Class, Limit: a.Limit, Now: s.opts.Now()}
	if a.Lambda != nil {
		q.Lambda = *a.Lambda
	}
	fs, err := st.Failures(ctx, q)
	if err != nil {
		return nil, fmt.Errorf("memory_recall_failures: %w", err)
	}
	out := RecallReply{Failures: fs, Text: []string{}}
	if out.Failures == nil {
		out.Failures = []memory.Failure{}
	}
	for _, sn := range memory.Snippets(fs) {
		out.Text = append(out.Text, sn.Text)
	}
	return value(out)
}

type versionRefArgs struct {
	Version string `json:"version"`
	Skill   string `json:"skill"`
}

// version resolves a version id, or a skill's serving version.
func (s *Server) version(op string, a versionRefArgs) (string, error) {
	switch {
	case a.Version != "" && a.Skill != "":
		return "", fmt.Errorf("%w: %s: give version or skill, not both", skills.ErrInvalidArgs, op)
	case a.Version != "":
		return a.Version, nil
	case a.Skill != "":
		sk, err := s.lib.Get(a.Skill)
		if err != nil {
			return "", err
		}
		return sk.Unit.Version(), nil
	}
	return "", fmt.Errorf("%w: %s: give a version id or a skill name", skills.ErrInvalidArgs, op)
}

func (s *Server) opProvenance(ctx context.Context, a versionRefArgs) (*reply, error) {
	st, err := s.store("memory_provenance")
	if err != nil {
		return nil, err
	}
	v, err := s.version("memory_provenance", a)
	if err != nil {
		return nil, err
	}
	p, err := st.Provenance(ctx, v)
	if err != nil {
		return nil, fmt.Errorf("memory_provenance: %w", err)
	}
	return value(p)
}

// VerificationsReply is what memory_verifications answers.
type VerificationsReply struct {
	Version string                   `json:"version"`
	Rate    memory.Rate              `json:"rate"`
	Runs    []memory.VerificationRun `json:"runs"`
	Text    []string                 `json:"text"`
}

// MaxRuns bounds the verification runs an answer carries, the newest.
const MaxRuns = 100

func (s *Server) opVerifications(ctx context.Context, a versionRefArgs) (*reply, error) {
	st, err := s.store("memory_verifications")
	if err != nil {
		return nil, err
	}
	v, err := s.version("memory_verifications", a)
	if err != nil {
		return nil, err
	}
	// The newest runs (the rate sums them all): a version gathers a run
	// at each judgement it is verified in.
	runs, err := st.RecentVerifications(ctx, v, MaxRuns)
	if err != nil {
		return nil, fmt.Errorf("memory_verifications: %w", err)
	}
	rate, err := st.SuccessRate(ctx, v)
	if err != nil {
		return nil, fmt.Errorf("memory_verifications: %w", err)
	}
	out := VerificationsReply{Version: v, Rate: rate, Runs: runs, Text: []string{}}
	if out.Runs == nil {
		out.Runs = []memory.VerificationRun{}
	}
	for _, sn := range memory.Snippets(runs) {
		out.Text = append(out.Text, sn.Text)
	}
	return value(out)
}

type searchArgs struct {
	Text  string `json:"text"`
	Limit int    `json:"limit"`
}

// SearchReply is what memory_search answers.
type SearchReply struct {
	Hits []memory.Hit `json:"hits"`
}

func (s *Server) opSearch(ctx context.Context, a searchArgs) (*reply, error) {
	st, err := s.store("memory_search")
	if err != nil {
		return nil, err
	}
	if a.Text == "" || a.Limit < 0 || a.Limit > 100 {
		return nil, fmt.Errorf("%w: memory_search: text is required and limit is 1..100", skills.ErrInvalidArgs)
	}
	hits, err := st.Search(ctx, memory.SearchQuery{Text: a.Text, Limit: a.Limit})
	if err != nil {
		return nil, fmt.Errorf("memory_search: %w", err)
	}
	if hits == nil {
		hits = []memory.Hit{}
	}
	return value(SearchReply{Hits: hits})
}

type episodeArgs struct {
	ID    string `json:"id"`
	From  int    `json:"from"`
	Limit int    `json:"limit"`
}

// EpisodeReply is a recorded episode with a window of its steps.
type EpisodeReply struct {
	memory.Episode
	// TotalSteps is how many steps the episode has; Steps holds those from
	// From on, at most the limit.
	TotalSteps int `json:"total_steps"`
	From       int `json:"from"`
}

// maxEpisodeSteps bounds the steps one memory_episode call returns.
const maxEpisodeSteps = 200

func (s *Server) opEpisode(ctx context.Context, a episodeArgs) (*reply, error) {
	st, err := s.store("memory_episode")
	if err != nil {
		return nil, err
	}
	if a.ID == "" || a.From < 0 || a.Limit < 0 || a.Limit > maxEpisodeSteps {
		return nil, fmt.Errorf("%w: memory_episode: id is required, from ≥ 0, limit 1..%d", skills.ErrInvalidArgs, maxEpisodeSteps)
	}
	if a.Limit == 0 {
		a.Limit = 50
	}
	// The page only: reading the whole episode to answer a page of it
	// made each call on an episode of 300,000 steps read them all.
	pg, err := st.EpisodeSteps(ctx, a.ID, a.From, a.Limit, 0)
	if err != nil {
		return nil, fmt.Errorf("memory_episode: %w", err)
	}
	out := EpisodeReply{Episode: pg.Episode, TotalSteps: pg.Total, From: a.From}
	if out.Steps == nil {
		out.Steps = []memory.Step{}
	}
	return value(out)
}

// stepsRecorded is how many steps steps count for as recorded: the
// highest index plus one (memory.AuthorUse.Steps).
func stepsRecorded(steps []memory.Step) int {
	n := 0
	for _, st := range steps {
		n = max(n, st.Index+1)
	}
	return n
}
