// Package open picks and opens a memory store from a spec string, so that
// package memory need not import its implementations: a neo4j://,
// neo4j+s://, neo4j+ssc://, bolt://, bolt+s:// or bolt+ssc:// URI opens
// memory/neo4j (credentials from NEO4J_USERNAME and NEO4J_PASSWORD, the
// database from NEO4J_DATABASE, default "neo4j"); anything else is a SQLite
// file for memory/embedded (an optional "sqlite:" or "file:" prefix is
// dropped). An empty spec means $SKILLRUN_MEMORY, else $NEO4J_URI, else
// ./.skillrun/memory.db.
package open
