package neo4j_test

import (
	"context"
	"fmt"
	"os"
	"testing"
	"time"

	driver "github.com/neo4j/neo4j-go-driver/v5/neo4j"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/memory/memorytest"
	"github.com/skillrun/skillrun/memory/neo4j"
	"github.com/skillrun/skillrun/memory/neo4j/neo4jtest"
)

// uri is the Bolt address of a real Neo4j 5 server (ci/services.d/30-neo4j.sh
// starts one and exports NEO4J_TEST_URI). Without it these tests skip on a
// developer's machine and fail in CI.
var uri = os.Getenv("NEO4J_TEST_URI")

func TestMain(m *testing.M) {
	if uri == "" {
		if os.Getenv("CI") == "true" {
			fmt.Fprintln(os.Stderr, "memory/neo4j: NEO4J_TEST_URI is not set; in CI the Neo4j server must be running (ci/services.d/30-neo4j.sh)")
			os.Exit(1)
		}
		fmt.Fprintln(os.Stderr, "memory/neo4j: skipping: NEO4J_TEST_URI is not set (run ci/setup.d/30-neo4j.sh, then source ci/services.d/30-neo4j.sh)")
	}
	if uri == "" {
		os.Exit(m.Run())
	}
	// Other test binaries use the same database: hold it for the whole run.
	unlock, err := neo4jtest.Lock()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	code := m.Run()
	unlock()
	os.Exit(code)
}

func need(t testing.TB) {
	t.Helper()
	if uri == "" {
		t.Skip("NEO4J_TEST_URI is not set")
	}
}

// wipe empties the database (Community has one user database), 10,000
// nodes a transaction so that a large leftover graph cannot exhaust the heap.
func wipe(t testing.TB) {
	t.Helper()
	ctx := context.Background()
	d, err := driver.NewDriverWithContext(uri, driver.NoAuth())
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close(ctx)
	for {
		res, err := driver.ExecuteQuery(ctx, d, `MATCH (n) WITH n LIMIT 10000 DETACH DELETE n RETURN count(*) AS n`, nil,
			driver.EagerResultTransformer, driver.ExecuteQueryWithDatabase("neo4j"))
		if err != nil {
			t.Fatalf("wipe: %v", err)
		}
		if n, _ := res.Records[0].Get("n"); n.(int64) == 0 {
			return
		}
	}
}

func open(t testing.TB) *neo4j.Store {
	need(t)
	wipe(t)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	s, err := neo4j.Open(ctx, uri, neo4j.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

func TestConformance(t *testing.T) {
	need(t)
	memorytest.Run(t, func(t *testing.T) memory.Store { return open(t) })
}

func TestOpenUnreachable(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	_, err := neo4j.Open(ctx, "bolt://127.0.0.1:1", neo4j.Options{})
	if !errorsIs(err, memory.ErrUnavailable) {
		t.Fatalf("Open(unreachable) = %v; want ErrUnavailable", err)
	}
}
