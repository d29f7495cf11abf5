// Package episodes records episodes of the KiCad skills on the real demo
// files and verifies skill versions by re-simulating them.
//
// An episode (memory.Episode, env "kicad") carries a Snapshot: which demo
// file it started from (path relative to the demos directory, with the
// file's SHA-256 so a changed demo is noticed), which skill ran and with
// what arguments. Its steps are the actions the skill took, in order, with
// their outcomes; the outcome of save carries the design's final state
// (schenv.State: values, labels, power flags, nets, ERC findings).
//
// Resimulate restores the snapshot (a fresh copy of the demo), runs a skill
// version in a schenv.World over it and checks state, not the skill's word:
// the recorded actions must all be taken again in order, the run must
// succeed or fail as the recorded one did, and the final state must equal
// the recorded one. A version that edits the wrong label ends in another
// state; one that skips ERC does not take the recorded run_erc step.
//
// Goals: re-simulation on the real files, first divergence named.
// Non-goals: storing verification runs (package memory does that) or
// choosing which version to promote (hot reload does that).
package episodes
