package library_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/runtime/sandbox"
	"github.com/skillrun/skillrun/skills"
)

// TestProposeKeepsUnjudgedSave: a person saves the skill's file while an
// agent's proposal of the same skill is being judged (or just before,
// while the watcher waits for the file to stay quiet). The proposal
// promoted and wrote its own source over the file: the save was lost,
// never judged nor recorded, and the watcher, seeing the proposal's text,
// found nothing to judge. A proposal (a rollback, a sync) now never
// writes over a file that is not what serves from it: it is refused
// naming the file, nothing is swapped, and the save is left for the
// watcher. A new skill's proposal likewise never writes over a file
// that appeared under its name.
func TestProposeKeepsUnjudgedSave(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "calc.go")
	if err := os.WriteFile(file, []byte(calcSource(1, false)), 0o644); err != nil {
		t.Fatal(err)
	}
	var lib *library.Library
	lib, err := library.Open(dir, library.Options{Executor: sandbox.NewInProcess(sandbox.Options{})})
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	verify := checkVerifier(&lib)
	save := calcSource(9, false)
	lc := library.Lifecycle{Verify: func(ctx context.Context, c library.Candidate) (library.Verification, error) {
		// The person's save lands while the candidate is verified.
		if err := os.WriteFile(file, []byte(save), 0o644); err != nil {
			t.Fatal(err)
		}
		return verify(ctx, c)
	}}
	d, err := lib.Propose(ctx, lc, library.Proposal{Source: []byte(calcSource(2, false)), Skill: "calc", Author: "agent-1"})
	if !errors.Is(err, library.ErrFileChanged) || skills.KindOf(err) != skills.KindRefused || d.Promoted || !strings.Contains(err.Error(), file) {
		t.Fatalf("proposal over a save being made: %+v, %v; want refused naming %s", d, err, file)
	}
	if b, _ := os.ReadFile(file); string(b) != save {
		t.Errorf("the save was overwritten: the file holds\n%s", b)
	}
	if cur, _ := lib.Get("calc"); !strings.Contains(string(cur.Unit.Source), "version 1") {
		t.Errorf("after a refused proposal calc serves\n%s", cur.Unit.Source)
	}

	// The save is there before the proposal starts, not yet judged.
	lc.Verify = verify
	if _, err := lib.Propose(ctx, lc, library.Proposal{Source: []byte(calcSource(3, false)), Skill: "calc", Author: "agent-1"}); !errors.Is(err, library.ErrFileChanged) {
		t.Errorf("proposal over a save not yet judged: %v; want ErrFileChanged", err)
	}
	if b, _ := os.ReadFile(file); string(b) != save {
		t.Errorf("the unjudged save was overwritten")
	}
	// Once the save is judged (and serves), proposals write again.
	if d, err := lib.Consider(ctx, lc, file); err != nil || !d.Promoted {
		t.Fatalf("judging the save: %+v, %v", d, err)
	}
	if d, err := lib.Propose(ctx, lc, library.Proposal{Source: []byte(calcSource(4, false)), Skill: "calc", Author: "agent-1"}); err != nil || !d.Promoted {
		t.Fatalf("proposal after the save was judged: %+v, %v", d, err)
	}
	if b, _ := os.ReadFile(file); string(b) != calcSource(4, false) {
		t.Errorf("the promoted proposal was not written")
	}

	// A new skill: a file saved under its name meanwhile is kept.
	other := filepath.Join(dir, "twice.go")
	mine := strings.ReplaceAll(calcSource(1, false), "package calc", "package twice")
	theirs := strings.ReplaceAll(calcSource(7, false), "package calc", "package twice")
	lc.Verify = func(ctx context.Context, c library.Candidate) (library.Verification, error) {
		if err := os.WriteFile(other, []byte(theirs), 0o644); err != nil {
			t.Fatal(err)
		}
		return verify(ctx, c)
	}
	if _, err := lib.Propose(ctx, lc, library.Proposal{Source: []byte(mine), Skill: "twice", Author: "agent-1"}); !errors.Is(err, library.ErrFileChanged) {
		t.Errorf("new skill over a file saved meanwhile: %v; want ErrFileChanged", err)
	}
	if b, _ := os.ReadFile(other); string(b) != theirs {
		t.Errorf("the new file saved meanwhile was overwritten")
	}
	if _, err := lib.Get("twice"); err == nil {
		t.Errorf("the refused proposal serves")
	}
}
