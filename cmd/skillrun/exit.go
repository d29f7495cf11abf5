package main

import (
	"errors"
	"strings"

	"github.com/skillrun/skillrun/detectors"
	"github.com/skillrun/skillrun/domain"
	"github.com/skillrun/skillrun/skills"
)

// Exit codes. They tell a skill's own error, bad input, a timeout, a
// resource limit and a crash apart, so scripts can branch on them.
const (
	exitOK       = 0
	exitSkill    = 1 // the skill returned an error
	exitBadInput = 2 // usage, unknown skill, invalid args, source that does not vet
	exitTimeout  = 3
	exitLimit    = 4 // a resource limit (memory, CPU, output, result size, depth)
	exitCrash    = 5 // the skill crashed or broke a sandbox rule
)

// usageError marks errors in how skillrun was invoked.
type usageError struct{ err error }

func (e usageError) Error() string { return e.err.Error() }
func (e usageError) Unwrap() error { return e.err }

// silentError carries an exit code for a failure already reported on
// stdout/stderr (for example a vet run that printed its diagnostics).
type silentError struct{ code int }

func (e silentError) Error() string { return "" }

func isSilent(err error) bool {
	var s silentError
	var r domain.ReportedError
	return errors.As(err, &s) || errors.As(err, &r)
}

// exitCode maps an error to the process exit code.
func exitCode(err error) int {
	var s silentError
	var u usageError
	var du domain.UsageError
	var r domain.ReportedError
	switch {
	case err == nil:
		return exitOK
	case errors.As(err, &s):
		return s.code
	case errors.As(err, &r):
		if r.Err == nil {
			return exitSkill
		}
		return exitCode(r.Err)
	case errors.As(err, &u), errors.As(err, &du):
		return exitBadInput
	case errors.Is(err, skills.ErrTimeout):
		return exitTimeout
	case errors.Is(err, skills.ErrLimit):
		return exitLimit
	case errors.Is(err, skills.ErrCrash), errors.Is(err, skills.ErrForbidden):
		return exitCrash
	case errors.Is(err, skills.ErrBadInput), errors.Is(err, skills.ErrNotFound):
		return exitBadInput
	case errors.Is(err, detectors.ErrBadImage), errors.Is(err, detectors.ErrTooLarge),
		errors.Is(err, detectors.ErrBadFrame), errors.Is(err, detectors.ErrBadRegion),
		errors.Is(err, detectors.ErrBadRange), errors.Is(err, detectors.ErrBadArgument):
		// A detector's input or arguments were wrong (detectors cannot
		// import skills, so its sentinels stand on their own).
		return exitBadInput
	case strings.HasPrefix(err.Error(), "unknown command"), strings.HasPrefix(err.Error(), "unknown flag"),
		strings.Contains(err.Error(), "accepts "), strings.HasPrefix(err.Error(), "required flag"):
		return exitBadInput
	}
	return exitSkill
}

// oneLine flattens an error message onto one line for stderr.
func oneLine(err error) string {
	return strings.Join(strings.Fields(strings.ReplaceAll(err.Error(), "\n", " ; ")), " ")
}
