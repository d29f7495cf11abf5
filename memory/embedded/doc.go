// Package embedded is the default memory store: one SQLite file (through
// modernc.org/sqlite, pure Go, no cgo), needing no setup.
//
// The database runs in WAL mode with one writer connection (writes are
// serialised, each an IMMEDIATE transaction) and a pool of read-only
// connections, so queries never wait for an import. A committed episode
// survives the process being killed (WAL with synchronous=NORMAL keeps
// every commit across a process crash; Options.Durable uses
// synchronous=FULL to keep them across power loss too). The schema is
// created and upgraded by numbered migrations recorded in a schema_version
// table; a file written by a newer skillrun is refused.
//
// Tables mirror the graph of package memory: episodes, steps (with a grid
// index over positions, partial indexes over failures and the recovery
// link of each failure, computed when its episode's steps are written),
// frame_meta (in insert order, found by a 32-byte hash key) and
// step_frames (OBSERVED), objects, skills and versions, supersedes,
// evidence (SUPPORTED_BY / DERIVED_FROM), verifications and verdicts,
// cells, index_rows, memos (notes and plans with every revision) and an
// FTS5 index for full-text search.
//
// Non-goals: sharing one file between machines (use memory/neo4j), and
// arbitrary graph queries.
package embedded
