package main

import (
	"errors"
	"io"
	"regexp"

	"github.com/skillrun/skillrun/runtime/check"
	"github.com/skillrun/skillrun/skills"
)

// cliError is the one shape every command gives an error in under --json:
// {"error": {"kind", "message", "skill"?, "position"?, "exit_code"}} on
// stdout (README, "Errors and exit codes"). Commands whose output carries
// a result beside an error (run, detect) embed the same object as "error".
type cliError struct {
	// Kind is the class of error: its skills.ErrorKind (skills.KindOf),
	// the same names the HTTP API and MCP tools answer with.
	Kind    string `json:"kind"`
	Message string `json:"message"`
	// Skill names the skill the error is about, when there is one.
	Skill string `json:"skill,omitempty"`
	// Position is file:line:col in skill source, when known.
	Position string `json:"position,omitempty"`
	// ExitCode is the process's exit code for this error.
	ExitCode int `json:"exit_code"`
}

// describe turns err into its --json shape.
func describe(err error) *cliError {
	if err == nil {
		return nil
	}
	e := &cliError{Kind: errorKind(err), Message: oneLine(err), ExitCode: exitCode(err)}
	if e.Kind == string(skills.KindSkill) && isCobraUsage(err) {
		e.Kind = string(skills.KindBadInput) // a wrong command line
	}
	var se *skills.Error
	if errors.As(err, &se) {
		e.Skill, e.Position = se.Skill, se.Pos
	}
	var ve *check.VetError
	if errors.As(err, &ve) && len(ve.Diags) > 0 && e.Position == "" {
		e.Position = positionOf(ve.Diags[0].String())
	}
	if e.Position == "" {
		e.Position = positionOf(err.Error())
	}
	return e
}

// posRE finds a file:line:col position at the start of a message or after
// ": ".
var posRE = regexp.MustCompile(`(?:^|: )([^\s:]+\.go:\d+:\d+)`)

func positionOf(msg string) string {
	if m := posRE.FindStringSubmatch(msg); m != nil {
		return m[1]
	}
	return ""
}

// writeErrorJSON writes err in the --json error shape.
func writeErrorJSON(w io.Writer, err error) error {
	return writeJSON(w, struct {
		Error *cliError `json:"error"`
	}{describe(err)})
}
