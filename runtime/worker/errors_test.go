package worker

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/skillrun/skillrun/detectors"
	"github.com/skillrun/skillrun/skills"
)

// TestWireErrorKinds: an error that crosses the pipe (toWire, the binary
// codec, err) keeps its kind (skills.KindOf), the sentinel it wraps and its
// diagnostic fields.
func TestWireErrorKinds(t *testing.T) {
	errs := []error{
		errors.New("the skill's own error"),
		skills.ErrTimeout, skills.ErrMemory, skills.ErrCPU, skills.ErrOutput, skills.ErrResultSize,
		skills.ErrDepth, skills.ErrLimit, skills.ErrCycle, skills.ErrCrash, skills.ErrForbidden,
		skills.ErrCancelled, skills.ErrNoEnv, skills.ErrNotFound, skills.ErrInvalidArgs, skills.ErrVet, skills.ErrBadInput,
		fmt.Errorf("%w: 10 MiB", skills.ErrMemory),
		&skills.Error{Skill: "dig", Op: "run", Pos: "dig.go:3:4", Err: fmt.Errorf("%w: wrote 2 MiB", skills.ErrOutput)},
		context.DeadlineExceeded,
		context.Canceled,
		fmt.Errorf("threshold: %w", detectors.ErrBadRegion),
		skills.WithKind(skills.KindSkill, skills.ErrTimeout), // a skill's own, whatever it wraps
		&skills.Error{Skill: "s", Op: "call", Err: skills.WithKind(skills.KindSkill, fmt.Errorf("%w: x", skills.ErrInvalidArgs))},
	}
	for _, err := range errs {
		b, eerr := encodeResult(1, &resultMsg{Err: toWire(err)})
		if eerr != nil {
			t.Fatal(eerr)
		}
		r, derr := decodeResult(b[headerSize:])
		if derr != nil {
			t.Fatal(derr)
		}
		got := r.Err.err()
		if kg, kw := skills.KindOf(got), skills.KindOf(err); kg != kw {
			t.Errorf("%v: kind %q after the pipe, %q before", err, kg, kw)
		}
		if sg, sw := skills.SentinelName(got), skills.SentinelName(err); sg != sw {
			t.Errorf("%v: sentinel %q after the pipe, %q before", err, sg, sw)
		}
		if s := skills.Sentinel(skills.SentinelName(err)); s != nil && !errors.Is(got, s) {
			t.Errorf("%v: no longer errors.Is %v", err, s)
		}
		if got.Error() != err.Error() {
			t.Errorf("message %q after the pipe, %q before", got.Error(), err.Error())
		}
	}
}
