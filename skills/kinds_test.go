package skills_test

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/skillrun/skillrun/skills"
)

// declares is an error of another package that declares its kind by name.
type declares struct{}

func (declares) Error() string     { return "bad image" }
func (declares) ErrorKind() string { return "bad_input" }

func TestKindOf(t *testing.T) {
	tests := []struct {
		name string
		err  error
		kind skills.ErrorKind
		exit int
	}{
		{"nil", nil, "", 0},
		{"plain", errors.New("boom"), skills.KindSkill, 1},
		{"timeout", skills.ErrTimeout, skills.KindTimeout, 3},
		{"memory", skills.ErrMemory, skills.KindMemory, 4},
		{"cpu", skills.ErrCPU, skills.KindCPU, 4},
		{"output", skills.ErrOutput, skills.KindOutput, 4},
		{"result size", skills.ErrResultSize, skills.KindLimit, 4},
		{"depth", skills.ErrDepth, skills.KindLimit, 4},
		{"limit", skills.ErrLimit, skills.KindLimit, 4},
		{"cycle", skills.ErrCycle, skills.KindCycle, 1},
		{"crash", skills.ErrCrash, skills.KindCrash, 5},
		{"forbidden", skills.ErrForbidden, skills.KindForbidden, 5},
		{"cancelled", skills.ErrCancelled, skills.KindCancelled, 1},
		{"no env", skills.ErrNoEnv, skills.KindNoEnv, 1},
		{"not found", skills.ErrNotFound, skills.KindNotFound, 2},
		{"invalid args", skills.ErrInvalidArgs, skills.KindBadInput, 2},
		{"vet", skills.ErrVet, skills.KindBadInput, 2},
		{"bad input", skills.ErrBadInput, skills.KindBadInput, 2},
		{"deadline", context.DeadlineExceeded, skills.KindTimeout, 3},
		{"canceled", context.Canceled, skills.KindCancelled, 1},
		{"wrapped", fmt.Errorf("run dig: %w", skills.ErrOutput), skills.KindOutput, 4},
		{"in a skills.Error", &skills.Error{Skill: "dig", Op: "run", Err: fmt.Errorf("%w: 10 MiB", skills.ErrMemory)}, skills.KindMemory, 4},
		{"joined: the most specific row wins", errors.Join(skills.ErrBadInput, skills.ErrTimeout), skills.KindTimeout, 3},
		{"sentinel before context", fmt.Errorf("%w: %w", skills.ErrCrash, context.DeadlineExceeded), skills.KindCrash, 5},
		{"declared", skills.WithKind(skills.KindBusy, errors.New("busy")), skills.KindBusy, 1},
		{"declared over a sentinel", skills.WithKind(skills.KindNotFound, fmt.Errorf("%w: not in memory", skills.ErrBadInput)), skills.KindNotFound, 2},
		{"a skill's own timeout", skills.WithKind(skills.KindSkill, skills.ErrTimeout), skills.KindSkill, 1},
		{"outermost declaration wins", skills.WithKind(skills.KindSkill, skills.WithKind(skills.KindBusy, errors.New("x"))), skills.KindSkill, 1},
		{"declared by name", fmt.Errorf("decode: %w", declares{}), skills.KindBadInput, 2},
		{"too large", skills.WithKind(skills.KindTooLarge, skills.ErrLimit), skills.KindTooLarge, 4},
		{"unavailable", skills.WithKind(skills.KindUnavailable, errors.New("store closed")), skills.KindUnavailable, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			k := skills.KindOf(tt.err)
			if k != tt.kind {
				t.Errorf("KindOf = %q, want %q", k, tt.kind)
			}
			if got := k.ExitCode(); got != tt.exit {
				t.Errorf("exit code of %q = %d, want %d", k, got, tt.exit)
			}
		})
	}
}

func TestWithKindSeesThrough(t *testing.T) {
	inner := fmt.Errorf("%w: not in memory", skills.ErrBadInput)
	err := skills.WithKind(skills.KindNotFound, inner)
	if !errors.Is(err, skills.ErrBadInput) || !errors.Is(err, inner) || err.Error() != inner.Error() {
		t.Fatalf("WithKind hides what it wraps: %v", err)
	}
	wrapped := fmt.Errorf("get ep-1: %w", err)
	if !errors.Is(wrapped, err) || skills.KindOf(wrapped) != skills.KindNotFound {
		t.Fatalf("a wrapped declaration is lost: %v", skills.KindOf(wrapped))
	}
}

// TestSentinelNames: every sentinel crosses a boundary by a name of its own
// and comes back as itself, with its kind.
func TestSentinelNames(t *testing.T) {
	all := []error{skills.ErrNoEnv, skills.ErrNotFound, skills.ErrBadInput, skills.ErrInvalidArgs, skills.ErrVet,
		skills.ErrTimeout, skills.ErrLimit, skills.ErrMemory, skills.ErrCPU, skills.ErrOutput, skills.ErrResultSize,
		skills.ErrDepth, skills.ErrCycle, skills.ErrCrash, skills.ErrForbidden, skills.ErrCancelled}
	seen := map[string]bool{}
	for _, s := range all {
		name := skills.SentinelName(fmt.Errorf("x: %w", s))
		if name == "" || seen[name] {
			t.Errorf("%v: name %q (empty or shared)", s, name)
		}
		seen[name] = true
		if back := skills.Sentinel(name); back != s {
			t.Errorf("Sentinel(%q) = %v, want %v", name, back, s)
		}
	}
	if skills.SentinelName(errors.New("x")) != "" || skills.Sentinel("nope") != nil || skills.Sentinel("") != nil {
		t.Error("a name for what is no sentinel")
	}
}
