package main

import (
	"context"
	"errors"
	"strings"
	"time"

	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
)

// latestPromotion returns the version of skill most recently promoted by
// any instance sharing the store, and when.
func latestPromotion(ctx context.Context, store memory.Store, skill string) (memory.SkillVersion, time.Time, error) {
	vs, err := store.Versions(ctx, skill)
	if err != nil {
		return memory.SkillVersion{}, time.Time{}, err
	}
	var best memory.SkillVersion
	var at time.Time
	for _, v := range vs {
		runs, err := store.Verifications(ctx, v.ID)
		if err != nil {
			return memory.SkillVersion{}, time.Time{}, err
		}
		for _, r := range runs {
			if r.Method == decisionMethod && strings.HasPrefix(r.Note, "promoted") && r.Time.After(at) {
				best, at = v, r.Time
			}
		}
	}
	return best, at, nil
}

// syncLibrary makes this instance serve what other instances promoted:
// for each skill, if the newest promotion recorded in the shared store is
// a version this instance does not serve (and is newer than what it
// served when it last looked), the version is re-verified here through the
// lifecycle and, if it passes, promoted — its file rewritten. It returns
// the decisions taken.
func syncLibrary(ctx context.Context, lib *library.Library, store memory.Store, lc library.Lifecycle, seen map[string]time.Time) []library.Decision {
	var out []library.Decision
	for _, m := range lib.List() {
		cur, err := lib.Get(m.Name)
		if err != nil || cur.Builtin != nil {
			continue
		}
		v, at, err := latestPromotion(ctx, store, m.Name)
		if errors.Is(err, memory.ErrNotFound) {
			continue // no instance recorded this skill yet
		}
		if err != nil {
			lib.Emit(library.Change{Kind: library.Rejected, Skill: m.Name, Detail: "sync: " + err.Error()})
			continue
		}
		if v.ID == "" || v.ID == cur.Unit.Version() || !at.After(seen[m.Name]) {
			continue
		}
		seen[m.Name] = at
		d, err := lib.Propose(ctx, lc, library.Proposal{Source: []byte(v.Source), Author: "sync:" + v.Author, Note: "promoted by another instance"})
		if err != nil {
			lib.Emit(library.Change{Kind: library.Rejected, Skill: m.Name, Version: v.ID, Detail: "sync: " + err.Error()})
			continue
		}
		out = append(out, d)
	}
	return out
}

// syncLoop polls the shared store every interval until ctx ends.
func syncLoop(ctx context.Context, interval time.Duration, lib *library.Library, store memory.Store, lc library.Lifecycle) {
	seen := map[string]time.Time{}
	start := time.Now()
	for _, m := range lib.List() {
		seen[m.Name] = start // only promotions after this instance started
	}
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			syncLibrary(ctx, lib, store, lc, seen)
		}
	}
}
