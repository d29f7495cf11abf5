// Command skillrun runs, checks, verifies and serves skills: procedures and
// image detectors written as Go source and kept in a library directory.
package main

import (
	"fmt"
	"os"
)

func main() {
	os.Exit(run(os.Args[1:]))
}

// run executes the command line and returns the process exit code. Only
// main calls os.Exit.
func run(args []string) int {
	if code, ok := maybeWorker(args); ok {
		return code
	}
	root, a := newRoot()
	defer a.close()
	root.SetArgs(args)
	err := root.Execute()
	if err == nil {
		return 0
	}
	code := exitCode(err)
	switch {
	case isSilent(err):
	case a.json || wantsJSON(args):
		// One error shape for every command (errjson.go).
		if werr := writeErrorJSON(os.Stdout, err); werr != nil {
			fmt.Fprintln(os.Stderr, "skillrun: "+oneLine(err))
		}
	default:
		fmt.Fprintln(os.Stderr, "skillrun: "+oneLine(err))
	}
	return code
}

// wantsJSON reports --json on a command line cobra could not parse (an
// unknown flag stops parsing before --json is set).
func wantsJSON(args []string) bool {
	for _, a := range args {
		if a == "--" {
			return false
		}
		if a == "--json" || a == "--json=true" {
			return true
		}
	}
	return false
}
