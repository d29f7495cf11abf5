// Package verifytest is a tiny deterministic domain for testing
// verification: a one-dimensional corridor of cells (air, stone, gap,
// lava, a locked door) that a player walks along, digging stone, bridging
// gaps and unlocking doors. It implements skills.World and
// verify.Simulator, records episodes with snapshots, and ships a reference
// procedure (advance) in verify/testdata/lib.
//
// It exists so that verification can be developed, tested and benchmarked
// without importing the example domains (which import verify).
package verifytest
