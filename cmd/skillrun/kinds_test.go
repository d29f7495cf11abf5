package main

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/skillrun/skillrun/detectors"
	"github.com/skillrun/skillrun/domain"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/serve"
	"github.com/skillrun/skillrun/skills"
)

// TestErrorKindsAgree: every error has one kind, the same in the CLI's
// JSON (error_kind), the server's answers and metrics (serve.ErrorKind) and
// skills.KindOf, and the exit code of that kind.
func TestErrorKindsAgree(t *testing.T) {
	tests := []struct {
		err  error
		kind string
		exit int
	}{
		{errors.New("the skill failed"), "skill", exitSkill},
		{skills.ErrTimeout, "timeout", exitTimeout},
		{context.DeadlineExceeded, "timeout", exitTimeout}, // was kind skill, exit 1, in the CLI
		{skills.ErrMemory, "memory", exitLimit},
		{skills.ErrCPU, "cpu", exitLimit},
		{skills.ErrOutput, "output", exitLimit}, // was "limit" in the server
		{skills.ErrResultSize, "limit", exitLimit},
		{skills.ErrDepth, "limit", exitLimit},
		{skills.ErrCycle, "cycle", exitSkill},
		{skills.ErrCrash, "crash", exitCrash},
		{skills.ErrForbidden, "forbidden", exitCrash},
		{skills.ErrCancelled, "cancelled", exitSkill}, // was "skill" in the CLI
		{context.Canceled, "cancelled", exitSkill},
		{skills.ErrNoEnv, "no_env", exitSkill}, // was "skill" in the CLI
		{skills.ErrNotFound, "not_found", exitBadInput},
		{memory.ErrNotFound, "not_found", exitBadInput}, // was "bad_input" in the CLI
		{memory.ErrInvalid, "bad_input", exitBadInput},
		{memory.ErrUnavailable, "unavailable", exitSkill},
		{skills.ErrInvalidArgs, "bad_input", exitBadInput},
		{skills.ErrVet, "bad_input", exitBadInput},
		{fmt.Errorf("decode: %w", detectors.ErrBadImage), "bad_input", exitBadInput}, // was "skill" in both
		{detectors.ErrBadRegion, "bad_input", exitBadInput},
		{serve.ErrTooLarge, "too_large", exitLimit},
		{&skills.Error{Skill: "dig", Op: "run", Err: fmt.Errorf("%w: 2 MiB", skills.ErrOutput)}, "output", exitLimit},
		{skills.WithKind(skills.KindSkill, skills.ErrTimeout), "skill", exitSkill},
		{usageError{errors.New("--isolation must be process or inprocess")}, "bad_input", exitBadInput},
		{usageError{fmt.Errorf("x: %w", skills.ErrTimeout)}, "bad_input", exitBadInput},
		{domain.UsageError{Err: errors.New("--world must be auto, live or voxel")}, "bad_input", exitBadInput},
		{errors.New(`unknown command "nope" for "skillrun"`), "skill", exitBadInput}, // cobra's, told by its text
	}
	for _, tt := range tests {
		cli, srv, k := errorKind(tt.err), serve.ErrorKind(tt.err), string(skills.KindOf(tt.err))
		if cli != tt.kind || srv != tt.kind || k != tt.kind {
			t.Errorf("%v: CLI %q, server %q, KindOf %q; want %q", tt.err, cli, srv, k, tt.kind)
		}
		if got := exitCode(tt.err); got != tt.exit {
			t.Errorf("%v: exit %d, want %d", tt.err, got, tt.exit)
		}
		if got := exitCode(domain.ReportedError{Err: tt.err}); got != tt.exit {
			t.Errorf("reported %v: exit %d, want %d", tt.err, got, tt.exit)
		}
	}
}
