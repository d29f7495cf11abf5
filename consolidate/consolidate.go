package consolidate

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/hashicorp/go-hclog"

	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
)

// Options configure a Consolidator. Store and Library are required; the
// rest have working zero values.
type Options struct {
	Logger  hclog.Logger
	Store   memory.Store
	Library *library.Library
	// Lifecycle is the promotion gate proposals go through (the same one
	// edits and skill_propose use). Without a Verify, every compiling
	// version would pass: callers wire their gate in.
	Lifecycle library.Lifecycle
	// Proposer is a shell command that turns a brief (JSON on stdin) into
	// new source (stdout). Empty: briefs only.
	Proposer string
	// ProposerTimeout bounds one proposer run (default 5 minutes).
	ProposerTimeout time.Duration
	// Now is the clock (default time.Now).
	Now func() time.Time
	// Window is how far back failures count (default 30 days).
	Window time.Duration
	// MinFailures is how often a failure must repeat to be work (default 2).
	MinFailures int
	// MinEpisodes is how many episodes a version must have run in before
	// its observed rate is compared with its verified one (default 2).
	MinEpisodes int
	// Margin is how far below its verified rate the observed rate must be
	// to count as a regression (default 0.1).
	Margin float64
	// MaxBriefBytes bounds a brief's prompt text (default 16 KiB; the
	// source is always whole, and counts).
	MaxBriefBytes int
}

func (o Options) withDefaults() Options {
	if o.Logger == nil {
		o.Logger = hclog.NewNullLogger()
	}
	if o.ProposerTimeout <= 0 {
		o.ProposerTimeout = 5 * time.Minute
	}
	if o.Now == nil {
		o.Now = time.Now
	}
	if o.Window <= 0 {
		o.Window = 30 * 24 * time.Hour
	}
	if o.MinFailures <= 0 {
		o.MinFailures = 2
	}
	if o.MinEpisodes <= 0 {
		o.MinEpisodes = 2
	}
	if o.Margin <= 0 {
		o.Margin = 0.1
	}
	if o.MaxBriefBytes <= 0 {
		o.MaxBriefBytes = 16 << 10
	}
	return o
}

// Consolidator runs consolidation passes. It is safe for concurrent use;
// passes are serialised.
type Consolidator struct {
	opts Options
	log  hclog.Logger
	run  chan struct{} // a one-slot lock, so a pass can give up on ctx
}

// New makes a Consolidator.
func New(opts Options) (*Consolidator, error) {
	if opts.Store == nil || opts.Library == nil {
		return nil, errors.New("consolidate: a store and a library are required")
	}
	opts = opts.withDefaults()
	return &Consolidator{opts: opts, log: opts.Logger.Named("consolidate"), run: make(chan struct{}, 1)}, nil
}

// Pass says what one consolidation pass does.
type Pass struct {
	// Skill forces a brief for this skill, whether or not anything was
	// found, and limits the pass to it.
	Skill string
	// Propose runs the proposer on each skill brief (when one is set).
	Propose bool
}

// Report is what a pass found, wrote and proposed.
type Report struct {
	Time      time.Time  `json:"time"`
	Findings  []Finding  `json:"findings"`
	Briefs    []Brief    `json:"briefs"`
	Proposals []Proposal `json:"proposals"`
}

// Run does one pass: find work, write and record a brief for each skill
// (and contradicted note) with work, and, if asked, run the proposer on
// each skill brief and propose its answer through the gate.
func (c *Consolidator) Run(ctx context.Context, p Pass) (Report, error) {
	select {
	case c.run <- struct{}{}:
	case <-ctx.Done():
		return Report{}, ctx.Err()
	}
	defer func() { <-c.run }()
	rep := Report{Time: c.opts.Now().UTC(), Findings: []Finding{}, Briefs: []Brief{}, Proposals: []Proposal{}}
	if p.Skill != "" {
		if _, err := c.opts.Library.Get(p.Skill); err != nil {
			return rep, fmt.Errorf("consolidate: %w", err)
		}
	}
	fs, err := c.Find(ctx, p.Skill)
	if err != nil {
		return rep, err
	}
	rep.Findings = fs
	briefs, err := c.Briefs(ctx, fs, p.Skill)
	if err != nil {
		return rep, err
	}
	for i := range briefs {
		if err := c.record(ctx, &briefs[i]); err != nil {
			return rep, err
		}
	}
	rep.Briefs = briefs
	if p.Propose && c.opts.Proposer != "" {
		for _, b := range briefs {
			if b.Kind != BriefSkill {
				continue
			}
			pr := c.Propose(ctx, b)
			rep.Proposals = append(rep.Proposals, pr)
			if err := ctx.Err(); err != nil {
				return rep, err
			}
		}
	}
	c.log.Info("pass", "findings", len(rep.Findings), "briefs", len(rep.Briefs), "proposals", len(rep.Proposals))
	return rep, nil
}
