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
// A node's fields are native properties named after the record's JSON
// fields, so Neo4j Browser, Bloom and plain Cypher can show and filter on
// them: times are DATETIME (UTC, nanoseconds kept), a step's position is a
// 3D cartesian point, a step's action and outcome are flattened into
// action, object, ok and reason, and only free-form maps (observations,
// parameters, snapshots, frame labels) are JSON text in properties ending
// in "_json" (props.go). Relationships are the graph of package memory.
// Open upgrades, in place, a store written before native properties (each
// record a JSON "body" property, times integer nanoseconds; migrate.go).
// Credentials come from Options (the CLI reads NEO4J_USERNAME,
// NEO4J_PASSWORD and NEO4J_DATABASE); without them the driver connects
// with no auth.
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
