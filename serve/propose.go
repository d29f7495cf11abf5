package serve

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/runtime/sandbox"
	"github.com/skillrun/skillrun/skills"
	"github.com/skillrun/skillrun/skills/library"
	"github.com/skillrun/skillrun/verify"
)

// Proposal statuses.
const (
	Promoted   = "promoted"   // verified no worse than the serving version, and now serving
	Verified   = "verified"   // verified no worse, not promoted (promote was false)
	Rejected   = "rejected"   // verified worse than the serving version, or failed
	Unverified = "unverified" // no verifier or no evidence: recorded, not promoted
)

// Proposal is a proposed skill version and the verdict on it.
type Proposal struct {
	ID         string                  `json:"proposal"`
	Skill      string                  `json:"skill"`
	Version    string                  `json:"version"`
	Replaces   string                  `json:"replaces,omitempty"` // the version serving when it was proposed
	Status     string                  `json:"status"`
	Reason     string                  `json:"reason"`
	Episodes   []string                `json:"episodes,omitempty"`  // verified against
	Candidate  *memory.VerificationRun `json:"candidate,omitempty"` // the new version's run
	Baseline   *memory.VerificationRun `json:"baseline,omitempty"`  // the serving version's run on the same episodes
	File       string                  `json:"file,omitempty"`      // where a promoted version was written
	Time       time.Time               `json:"time"`
	RecordNote string                  `json:"record_error,omitempty"`
}

type proposalTable struct {
	mu   sync.Mutex
	byID map[string]*Proposal
	ids  []string
}

// maxProposals bounds the proposals kept for skill.verdict.
const maxProposals = 1000

func newProposalTable() *proposalTable { return &proposalTable{byID: map[string]*Proposal{}} }

func (t *proposalTable) put(p *Proposal) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.byID[p.ID] = p
	t.ids = append(t.ids, p.ID)
	for len(t.ids) > maxProposals {
		delete(t.byID, t.ids[0])
		t.ids = t.ids[1:]
	}
}

func (t *proposalTable) get(id string) (*Proposal, bool) {
	t.mu.Lock()
	defer t.mu.Unlock()
	p, ok := t.byID[id]
	return p, ok
}

type proposeArgs struct {
	Skill       string   `json:"skill"`
	Source      string   `json:"source"`
	Author      string   `json:"author"`
	DerivedFrom []string `json:"derived_from"`
	Episodes    []string `json:"episodes"`
	Promote     *bool    `json:"promote"`
}

// maxProposalSource bounds a proposed source file.
const maxProposalSource = library.MaxSourceBytes

func (s *Server) opPropose(ctx context.Context, a proposeArgs) (*reply, error) {
	if err := library.CheckName(a.Skill); err != nil {
		return nil, fmt.Errorf("skill.propose: %w", err)
	}
	if len(a.Source) > maxProposalSource {
		return nil, fmt.Errorf("%w: skill.propose: source is %d bytes; a skill file is at most %d", ErrTooLarge, len(a.Source), maxProposalSource)
	}
	file := s.fileFor(a.Skill)
	u, err := sandbox.Check(file, []byte(a.Source))
	if err != nil {
		return nil, fmt.Errorf("skill.propose: %w", err)
	}
	if u.Name() != a.Skill {
		return nil, fmt.Errorf("%w: skill.propose: the source declares skill %q, not %q", skills.ErrInvalidArgs, u.Name(), a.Skill)
	}
	p := &Proposal{ID: newID(), Skill: a.Skill, Version: u.Version(), Time: s.opts.Now().UTC()}
	var cur *library.Skill
	if c, err := s.lib.Get(a.Skill); err == nil {
		cur = c
		p.Replaces = c.Unit.Version()
	}
	st := s.opts.Memory
	// Record the version and what it was derived from.
	if st != nil {
		v := memory.SkillVersion{Skill: a.Skill, ID: u.Version(), Kind: u.Manifest.Kind, Description: u.Manifest.Description,
			Source: a.Source, Author: a.Author, Created: p.Time}
		if err := st.PutVersion(ctx, v); err != nil && !errors.Is(err, memory.ErrConflict) {
			return nil, fmt.Errorf("skill.propose: record version: %w", err)
		}
		if len(a.DerivedFrom) > 0 {
			if err := st.Link(ctx, u.Version(), memory.DerivedFrom, a.DerivedFrom...); err != nil {
				return nil, fmt.Errorf("skill.propose: link derived_from: %w", err)
			}
		}
	}
	p.Episodes = s.evidence(ctx, cur, a)
	s.judge(ctx, p, u, cur)
	if p.Status == Verified && (a.Promote == nil || *a.Promote) {
		if cur != nil && cur.Unit.Version() == u.Version() {
			p.Status, p.Reason = Verified, "this version already serves"
		} else if err := s.promote(ctx, p, u); err != nil {
			p.Status, p.Reason = Rejected, "verified, but promotion failed: "+err.Error()
		}
	}
	s.recordVerdict(ctx, p, cur)
	s.proposals.put(p)
	s.log.Info("proposal", "skill", p.Skill, "version", p.Version, "status", p.Status, "reason", p.Reason)
	return value(p)
}

// fileFor is where a skill's file lives (or would live) in the library:
// its current file when that is inside the library directory, else
// DIR/NAME.go. name has passed CheckName, so the path stays inside.
func (s *Server) fileFor(name string) string {
	dir := s.lib.Dir()
	if c, err := s.lib.Get(name); err == nil && c.Builtin == nil {
		if rel, err := filepath.Rel(dir, c.Unit.File); err == nil && !strings.HasPrefix(rel, "..") && !filepath.IsAbs(rel) {
			return c.Unit.File
		}
	}
	return filepath.Join(dir, name+".go")
}

// evidence is the episodes a proposal is verified against: those given,
// else the derived_from episodes and the evidence of every version of the
// skill.
func (s *Server) evidence(ctx context.Context, cur *library.Skill, a proposeArgs) []string {
	if len(a.Episodes) > 0 {
		return dedupe(a.Episodes)
	}
	eps := append([]string(nil), a.DerivedFrom...)
	if s.opts.Memory != nil {
		version := ""
		if cur != nil {
			version = cur.Unit.Version()
		}
		if linked, err := verify.LinkedEpisodes(ctx, s.opts.Memory, a.Skill, version); err == nil {
			eps = append(eps, linked...)
		} else {
			s.log.Warn("linked episodes", "skill", a.Skill, "error", err)
		}
	}
	return dedupe(eps)
}

func dedupe(xs []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, x := range xs {
		if x != "" && !seen[x] {
			seen[x] = true
			out = append(out, x)
		}
	}
	return out
}

// judge verifies the candidate and the serving version on the same
// episodes and sets the proposal's status: Verified when the candidate
// does not verify worse (a new skill must pass every episode).
func (s *Server) judge(ctx context.Context, p *Proposal, u *sandbox.Unit, cur *library.Skill) {
	switch {
	case s.opts.Verifier == nil:
		p.Status, p.Reason = Unverified, "no verifier is configured: the version is recorded, not promoted"
		return
	case len(p.Episodes) == 0:
		p.Status, p.Reason = Unverified, "no evidence to verify against (give episodes or derived_from): the version is recorded, not promoted"
		return
	}
	cand, err := s.opts.Verifier(ctx, u, p.Episodes)
	if err != nil {
		p.Status, p.Reason = Rejected, "verification failed: "+err.Error()
		return
	}
	fill(&cand, u.Version(), p.Time)
	p.Candidate = &cand
	if cand.Total == 0 {
		p.Status, p.Reason = Unverified, "the verifier gave no verdicts"
		return
	}
	if cur == nil {
		if cand.Passed == cand.Total {
			p.Status, p.Reason = Verified, fmt.Sprintf("new skill passed %d/%d episodes", cand.Passed, cand.Total)
		} else {
			p.Status, p.Reason = Rejected, fmt.Sprintf("new skill passed only %d/%d episodes", cand.Passed, cand.Total)
		}
		return
	}
	base, err := s.opts.Verifier(ctx, cur.Unit, p.Episodes)
	if err != nil {
		p.Status, p.Reason = Rejected, "verifying the serving version for comparison failed: "+err.Error()
		return
	}
	fill(&base, cur.Unit.Version(), p.Time)
	p.Baseline = &base
	ok, why := verify.NotWorse(cand, base)
	if ok && cand.Passed == 0 {
		p.Status, p.Reason = Rejected, fmt.Sprintf("passes none of the %d episodes (%s)", cand.Total, why)
	} else if ok {
		p.Status, p.Reason = Verified, fmt.Sprintf("not worse than the serving version: %s", why)
	} else {
		p.Status, p.Reason = Rejected, fmt.Sprintf("verifies worse than the serving version: %s", why)
	}
}

func fill(r *memory.VerificationRun, version string, t time.Time) {
	r.Version = version
	if r.Time.IsZero() {
		r.Time = t
	}
	if r.ID == "" {
		r.ID = "serve-" + newID()
	}
	if r.Total == 0 {
		r.Total = len(r.Verdicts)
		r.Passed = 0
		for _, v := range r.Verdicts {
			if v.Passed {
				r.Passed++
			}
		}
	}
}

// promote writes the version into the library directory (atomically, so
// a watcher sees one complete file) and swaps it in.
func (s *Server) promote(ctx context.Context, p *Proposal, u *sandbox.Unit) error {
	path := u.File
	tmp, err := os.CreateTemp(filepath.Dir(path), ".propose-*.go.tmp")
	if err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	_, werr := tmp.Write(u.Source)
	if werr == nil {
		werr = tmp.Sync()
	}
	if cerr := tmp.Close(); werr == nil {
		werr = cerr
	}
	if werr == nil {
		werr = os.Rename(tmp.Name(), path)
	}
	if werr != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("write %s: %w", path, werr)
	}
	s.lib.Swap(u)
	p.Status, p.File = Promoted, path
	if st := s.opts.Memory; st != nil && p.Replaces != "" && p.Replaces != u.Version() {
		if err := st.Supersede(ctx, u.Version(), p.Replaces); err != nil && !errors.Is(err, memory.ErrNotFound) {
			p.RecordNote = "record supersedes: " + err.Error()
		}
	}
	return nil
}

// recordVerdict stores the verification runs, with the verdict as a note.
func (s *Server) recordVerdict(ctx context.Context, p *Proposal, cur *library.Skill) {
	st := s.opts.Memory
	if st == nil {
		return
	}
	var errs []string
	for _, r := range []*memory.VerificationRun{p.Candidate, p.Baseline} {
		if r == nil {
			continue
		}
		if r.Note == "" {
			r.Note = fmt.Sprintf("proposal %s: %s: %s", p.ID, p.Status, p.Reason)
		}
		if r == p.Baseline && cur != nil {
			s.putVersions(ctx, &skills.Invocation{Skill: cur.Unit.Name(), Version: cur.Unit.Version()})
		}
		if err := st.RecordVerification(ctx, *r); err != nil {
			errs = append(errs, "record verification: "+err.Error())
		}
	}
	if len(errs) > 0 {
		p.RecordNote = strings.Join(append([]string{p.RecordNote}, errs...), "; ")
	}
}

type verdictArgs struct {
	Proposal string `json:"proposal"`
}

func (s *Server) opVerdict(_ context.Context, a verdictArgs) (*reply, error) {
	p, ok := s.proposals.get(a.Proposal)
	if !ok {
		return nil, fmt.Errorf("%w: no proposal %q", skills.ErrNotFound, a.Proposal)
	}
	return value(p)
}

// VerifyWith returns a Verifier that loads the episodes from store and
// verifies the version against them with package verify (trace replay, or
// re-simulation through opts.Simulators). It stores nothing: the server
// records the runs with the verdict.
func VerifyWith(lib *library.Library, store memory.Store, opts verify.Options) Verifier {
	return func(ctx context.Context, u *sandbox.Unit, ids []string) (memory.VerificationRun, error) {
		eps := make([]memory.Episode, 0, len(ids))
		for _, id := range ids {
			ep, err := store.Episode(ctx, id)
			if err != nil {
				return memory.VerificationRun{}, fmt.Errorf("load episode %q: %w", id, err)
			}
			eps = append(eps, ep)
		}
		rep, err := verify.Episodes(ctx, lib, u, eps, opts)
		if err != nil {
			return memory.VerificationRun{}, err
		}
		return rep.Run, nil
	}
}
