// Package neo4j is the memory store for many agents on many machines: a
// Neo4j 5 server reached over Bolt with github.com/neo4j/neo4j-go-driver/v5.
//
// Open creates the schema idempotently (uniqueness constraints on every
// node id, range indexes for the failure, step-order and time queries, a
// point index over step positions and one full-text index), then every
// write is one retried managed transaction that MERGEs on ids and sends
// its rows with UNWIND, so a transaction the driver retries, or an import
// run again after the server went away, never duplicates anything. The
// database name is always explicit (Options.Database, default "neo4j") and
// every call honours its context's deadline.
//
// Nodes carry the same JSON bodies as memory/embedded, plus the properties
// the queries filter on; relationships are the graph of package memory.
// Credentials come from Options (the CLI reads NEO4J_USERNAME and
// NEO4J_PASSWORD); without them the driver connects with no auth.
//
// # Testing
//
// The tests run the memorytest conformance suite against a real Neo4j 5.26
// named by NEO4J_TEST_URI; they empty its "neo4j" database. CI installs
// JDK 17, Maven and the Neo4j jars from Maven Central
// (ci/setup.d/30-neo4j.sh) and starts the server on 127.0.0.1
// (ci/services.d/30-neo4j.sh, sourced by ci/test.sh). With CI=true a
// missing NEO4J_TEST_URI fails the tests; elsewhere they skip with a
// message, and SKILLRUN_SKIP_NEO4J=1 bash ci/test.sh runs everything else
// on a machine without Java.
//
// Non-goals: clusters and routing policies beyond what the driver does by
// itself, and Enterprise-only schema (existence constraints).
package neo4j
