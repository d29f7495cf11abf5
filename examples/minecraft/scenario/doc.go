// Package scenario sets up the Minecraft example's scenes (a lava gap, a
// ravine, a mine face, a descending cut, a tunnel with side probes, a blaze
// with fire beside it) in any world with a minecraft.Harness — the voxel
// simulator or the live server — runs a skill in them, and records the
// run as a memory.Episode with its episode-index row and its spatial-grid
// cells (walked, placed, opened (dug), blocked, hazard).
//
// Each episode carries a snapshot of the scene before the run and of the
// same box after it, read back from the world itself. Resim is the domain
// checker for verification: it restores the start snapshot into a fresh
// voxel world, runs the skill version under test there, and compares the
// final state (blocks, where the player stands, whether it lives, the mobs'
// health) with the recorded one, reporting the first differences.
//
// Goals: scenes that exercise every rule (support, hazards, aim), episodes
// that are byte-for-byte reproducible in the simulator, and a checker that
// trusts world state, never an action's "ok". Non-goals: a general
// verification engine (package verify), scenario randomisation.
package scenario
