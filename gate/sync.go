package gate

import (
	"context"
	"errors"
	"time"
	"unicode/utf8"

	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
)

// Sync makes this instance serve what other instances sharing the store
// decided: for each skill, the newest decision that made a version serve,
// if it is newer than what this instance last applied, is re-verified
// here through the gate (a rollback is applied as the person chose), and
// the newest disable or enable is applied. It returns the decisions taken.
func (g *Gate) Sync(ctx context.Context) []library.Decision {
	lib, store := g.opts.Library, g.opts.Store
	if lib == nil || store == nil {
		return nil
	}
	var out []library.Decision
	for _, m := range lib.List() {
		cur, err := lib.Get(m.Name)
		if err != nil || cur.Builtin != nil {
			continue
		}
		// The newest decision that made a version serve, by the store's
		// index: each sync read every decision of every skill.
		latest, lerr := store.LatestDecision(ctx, m.Name, memory.ServingStatuses...)
		if lerr != nil && !errors.Is(lerr, memory.ErrNotFound) {
			lib.Emit(library.Change{Kind: library.Rejected, Skill: m.Name, Detail: "sync: " + lerr.Error()})
			continue
		}
		if err := g.applyDisabled(ctx, m.Name); err != nil {
			g.log.Warn("sync disabled state", "skill", m.Name, "error", err)
		}
		if lerr != nil { // none served
			continue
		}
		g.mu.Lock()
		seen := g.seen[m.Name]
		if !latest.Time.After(seen) {
			g.mu.Unlock()
			continue
		}
		g.seen[m.Name] = latest.Time
		g.mu.Unlock()
		if latest.Version == cur.Unit.Version() {
			continue
		}
		v, err := store.Version(ctx, latest.Version)
		if err != nil {
			lib.Emit(library.Change{Kind: library.Rejected, Skill: m.Name, Version: latest.Version, Detail: "sync: " + err.Error()})
			continue
		}
		lc := g.Lifecycle()
		if latest.Status == memory.RolledBack && g.judgedServing(ctx, v.ID) {
			// As the person chose: the version passed a gate before. A
			// rollback to one no gate let through (a record another
			// instance, or anything writing the store, made) is judged
			// here like any other version.
			lc = g.lifecycle(library.PromoteAlways, memory.RolledBack, "")
		}
		d, err := lib.Propose(ctx, lc, library.Proposal{Source: []byte(v.Source), Skill: m.Name, Author: clip("sync:"+v.Author, library.MaxAuthorBytes), Note: "decided by another instance: " + string(latest.Status)})
		if err != nil {
			lib.Emit(library.Change{Kind: library.Rejected, Skill: m.Name, Version: v.ID, Detail: "sync: " + err.Error()})
			continue
		}
		out = append(out, d)
	}
	return out
}

// judgedServing reports whether a gate's decision (a promotion, or a
// version found serving from its file) made version serve.
func (g *Gate) judgedServing(ctx context.Context, version string) bool {
	_, err := g.opts.Store.LatestVersionDecision(ctx, version, memory.JudgedStatuses...)
	return err == nil
}

// SyncLoop calls Sync every interval until ctx ends.
func (g *Gate) SyncLoop(ctx context.Context, interval time.Duration) {
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			g.Sync(ctx)
		}
	}
}

// clip cuts s to at most n bytes, on a rune boundary.
func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n]
}
