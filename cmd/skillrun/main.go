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
	if !isSilent(err) {
		fmt.Fprintln(os.Stderr, "skillrun: "+oneLine(err))
	}
	return code
}
