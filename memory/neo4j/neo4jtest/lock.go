// Package neo4jtest lets test binaries share the one Neo4j database that
// CI starts (ci/services.d/30-neo4j.sh). Neo4j Community has a single user
// database, and the memory/neo4j suite empties it between tests, so test
// binaries that use it take an exclusive lock first: go test runs packages
// in parallel.
package neo4jtest

import (
	"fmt"
	"os"
	"path/filepath"
	"syscall"
)

// URI is the Bolt address of the test server, or "" when none runs.
func URI() string { return os.Getenv("NEO4J_TEST_URI") }

// Lock blocks until this process holds the test database, and returns the
// function that releases it. The lock is an flock on a file in the temp
// directory, released by the kernel if the process dies.
func Lock() (unlock func(), err error) {
	path := filepath.Join(os.TempDir(), "skillrun-neo4j-test.lock")
	f, err := os.OpenFile(path, os.O_CREATE|os.O_RDWR, 0o666)
	if err != nil {
		return nil, fmt.Errorf("neo4j test lock: %w", err)
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX); err != nil {
		f.Close()
		return nil, fmt.Errorf("neo4j test lock: %w", err)
	}
	return func() {
		syscall.Flock(int(f.Fd()), syscall.LOCK_UN)
		f.Close()
	}, nil
}
