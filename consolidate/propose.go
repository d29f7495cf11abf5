package consolidate

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"syscall"
	"time"

	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
)

// Proposal statuses.
const (
	Promoted = "promoted" // the gate accepted it: it serves now
	Rejected = "rejected" // the gate refused it (or it did not check): the serving version keeps serving
	Pending  = "pending"  // recorded and verified; the policy waits for a person
	Failed   = "failed"   // the proposer failed or wrote nothing: nothing was proposed
)

// Proposal is one proposer run on a brief and the gate's verdict.
type Proposal struct {
	Brief    string    `json:"brief"`
	Skill    string    `json:"skill"`
	Version  string    `json:"version,omitempty"` // the proposed version
	Replaces string    `json:"replaces,omitempty"`
	Status   string    `json:"status"`
	Reason   string    `json:"reason"`
	Passed   int       `json:"passed"`
	Total    int       `json:"total"`
	Episodes []string  `json:"derived_from,omitempty"`
	Note     string    `json:"note"` // the memory note that records it
	Time     time.Time `json:"time"`
}

// maxStderr bounds what a failed proposer's standard error adds to a reason.
const maxStderr = 2 << 10

// Propose runs the proposer on a skill brief and proposes its answer
// through the gate. Errors are in the Proposal (status failed), which is
// recorded in memory either way.
func (c *Consolidator) Propose(ctx context.Context, b Brief) Proposal {
	p := Proposal{Brief: b.ID, Skill: b.Skill, Replaces: b.Version, Episodes: b.Episodes, Time: c.opts.Now().UTC()}
	src, err := c.runProposer(ctx, b)
	if err != nil {
		p.Status, p.Reason = Failed, err.Error()
	} else {
		d, err := c.opts.Library.Propose(ctx, c.opts.Lifecycle, library.Proposal{Source: src, Skill: b.Skill, Author: "consolidate", Episodes: b.Episodes, Note: "from " + b.ID})
		switch {
		case err != nil:
			p.Status, p.Reason = Rejected, err.Error()
		default:
			p.Version, p.Reason, p.Passed, p.Total = d.Version, d.Reason, d.Passed, d.Total
			switch {
			case d.Promoted:
				p.Status = Promoted
			case d.Status == memory.Manual || d.Status == memory.OnTrial:
				p.Status = Pending // a person's promotion, or the gate's trial, to come
			default:
				p.Status = Rejected
			}
			if d.Skill != "" && d.Skill != b.Skill {
				p.Status, p.Reason = Rejected, fmt.Sprintf("the proposer wrote skill %q, not %q: %s", d.Skill, b.Skill, d.Reason)
			}
		}
	}
	c.log.Info("proposal", "skill", p.Skill, "brief", p.Brief, "version", p.Version, "status", p.Status, "reason", p.Reason)
	p.Note = fmt.Sprintf("proposal-%s-%d", b.ID, p.Time.UnixNano())
	tags := []string{"consolidate", "brief:" + b.ID, "status:" + p.Status}
	if p.Version != "" {
		tags = append(tags, "version:"+p.Version)
	}
	text := fmt.Sprintf("proposal for %s from %s: %s", p.Skill, b.ID, p.Status)
	if p.Version != "" {
		text += " version " + p.Version
	}
	text += ": " + p.Reason
	if _, err := c.opts.Store.PutNote(ctx, memory.Note{ID: p.Note, Kind: KindProposal, Author: "consolidate", Text: clipText(text, 2000),
		Tags: tags, Episodes: b.Episodes, Time: p.Time}); err != nil {
		c.log.Warn("proposal not recorded", "brief", b.ID, "error", err)
	}
	return p
}

var fence = regexp.MustCompile("(?s)```(?:go|golang)?[ \t]*\n(.*?)\n```")

// runProposer runs the proposer command with the brief as JSON on stdin
// and returns the source it wrote: all of stdout, the first ```go fenced
// block in it, or the "source" of a JSON object.
func (c *Consolidator) runProposer(ctx context.Context, b Brief) ([]byte, error) {
	in, err := json.Marshal(b)
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(ctx, c.opts.ProposerTimeout)
	defer cancel()
	dir, err := os.MkdirTemp("", "skillrun-proposer-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	cmd := exec.CommandContext(ctx, "/bin/sh", "-c", c.opts.Proposer)
	cmd.Dir = dir
	cmd.Stdin = bytes.NewReader(in)
	cmd.Env = append(os.Environ(), "SKILLRUN_BRIEF="+b.ID, "SKILLRUN_SKILL="+b.Skill)
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
	cmd.WaitDelay = 2 * time.Second
	var out, errOut capped
	out.max, errOut.max = library.MaxSourceBytes+1, maxStderr
	cmd.Stdout, cmd.Stderr = &out, &errOut
	if err := cmd.Run(); err != nil {
		why := err.Error()
		if errors.Is(ctx.Err(), context.DeadlineExceeded) {
			why = fmt.Sprintf("timed out after %v", c.opts.ProposerTimeout)
		}
		if s := strings.TrimSpace(errOut.String()); s != "" {
			why += ": " + s
		}
		return nil, fmt.Errorf("proposer %q: %s", c.opts.Proposer, why)
	}
	if out.over {
		return nil, fmt.Errorf("proposer %q wrote more than %d bytes", c.opts.Proposer, library.MaxSourceBytes)
	}
	src := bytes.TrimSpace(out.Bytes())
	if len(src) > 0 && src[0] == '{' {
		var v struct {
			Source string `json:"source"`
		}
		if json.Unmarshal(src, &v) == nil && v.Source != "" {
			src = []byte(v.Source)
		}
	}
	if m := fence.FindSubmatch(src); m != nil {
		src = m[1]
	}
	if len(bytes.TrimSpace(src)) == 0 {
		return nil, fmt.Errorf("proposer %q wrote no source", c.opts.Proposer)
	}
	return append(src, '\n'), nil
}

// capped is a buffer that keeps at most max bytes and notes the excess.
type capped struct {
	bytes.Buffer
	max  int
	over bool
}

func (c *capped) Write(p []byte) (int, error) {
	if room := c.max - c.Len(); len(p) > room {
		c.over = true
		if room > 0 {
			c.Buffer.Write(p[:room])
		}
		return len(p), nil
	}
	return c.Buffer.Write(p)
}

var _ io.Writer = (*capped)(nil)
