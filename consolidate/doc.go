// Package consolidate is the consolidation loop: it finds skills that need
// work in memory, writes a bounded, prompt-ready brief for each, and (with
// a proposer) turns a brief into a new version proposed through the same
// promotion gate as every other change.
//
// What counts as work (Find):
//
//   - a regression: a version whose observed success rate where it ran
//     (memory.Usage: episodes in which none of its steps failed) fell below
//     its verified rate (memory.Store.SuccessRate) by more than a margin;
//   - repeated failures: failed steps of a skill's versions, clustered by
//     reason, object class, version and place (a coarse region of the
//     grid), when a cluster repeats;
//   - a skill never verified;
//   - a note contradicted by later episodes: a note tagged action:NAME,
//     object:ID or skill:NAME, after whose revision steps on what it names
//     failed again and again.
//
// A Brief carries what a rewrite needs and nothing more: the skill's
// source and manifest, the failing episodes as snippets (each with its
// first failure and, where a verification run saw it, its first
// divergence), the succeeding episodes the rewrite must keep passing, and
// what the gate will check. Brief.Text is the prompt, bounded by
// Options.MaxBriefBytes. Briefs serve as MCP prompts (package serve) and as
// JSON.
//
// A proposer is any local command (a script, a local model's CLI): it gets
// the brief as JSON on standard input (with "skill" and "source") and
// writes the new source on standard output (plain Go, a ```go fenced
// block, or a JSON object with "source"). The source is never executed in
// the host: it goes to library.Library.Propose with the caller's
// Lifecycle, which checks it, compiles it in a worker and lets it serve
// only if the gate accepts it. Every brief and every proposal with its
// verdict is recorded in memory as a note linked to the failing episodes,
// and the new version DERIVED_FROM them.
//
// Non-goals: choosing a model or writing prompts for one (the proposer
// does that); running more than one proposal per brief and pass.
package consolidate
