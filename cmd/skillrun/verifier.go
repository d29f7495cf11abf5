package main

import (
	"context"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/skills/library"
)

// verifier returns the function that verifies a candidate version against
// the evidence linked to its skill, or nil when none is wired in.
func (a *app) verifier(store memory.Store) func(ctx context.Context, c library.Candidate) (library.Verification, error) {
	return nil
}
