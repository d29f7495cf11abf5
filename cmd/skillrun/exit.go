package main

import (
	"errors"
	"strings"

	"github.com/skillrun/skillrun/domain"
	"github.com/skillrun/skillrun/skills"
)

// Exit codes. They tell a skill's own error, bad input, a timeout, a
// resource limit and a crash apart, so scripts can branch on them. Each
// error kind has its code (skills.ErrorKind.ExitCode); these name them.
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

// ErrorKind declares a usage error bad input (skills.KindOf).
func (e usageError) ErrorKind() string { return string(skills.KindBadInput) }

// silentError carries an exit code for a failure already reported on
// stdout/stderr (for example a vet run that printed its diagnostics).
type silentError struct{ code int }

func (e silentError) Error() string { return "" }

func isSilent(err error) bool {
	var s silentError
	var r domain.ReportedError
	return errors.As(err, &s) || errors.As(err, &r)
}

// exitCode maps an error to the process exit code: the code of its kind
// (skills.KindOf), once the errors that carry their own code are told.
// cobra's own complaints (unknown command or flag, wrong argument count)
// are bad input.
func exitCode(err error) int {
	var s silentError
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
	}
	k := skills.KindOf(err)
	if k == skills.KindSkill {
		if isCobraUsage(err) {
			return exitBadInput
		}
	}
	return k.ExitCode()
}

// oneLine flattens an error message onto one line for stderr.
func oneLine(err error) string {
	return printable(strings.Join(strings.Fields(strings.ReplaceAll(err.Error(), "\n", " ; ")), " "))
}

// isCobraUsage reports the errors cobra returns for a wrong command line
// (plain errors, told apart by their text).
func isCobraUsage(err error) bool {
	m := err.Error()
	return strings.HasPrefix(m, "unknown command") || strings.HasPrefix(m, "unknown flag") ||
		strings.HasPrefix(m, "unknown shorthand flag") || strings.Contains(m, "accepts ") ||
		strings.HasPrefix(m, "required flag") || strings.HasPrefix(m, "invalid argument") ||
		strings.Contains(m, "flag needs an argument")
}
