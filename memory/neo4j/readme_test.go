package neo4j_test

import (
	"context"
	"os"
	"regexp"
	"testing"
	"time"

	driver "github.com/neo4j/neo4j-go-driver/v5/neo4j"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/memory/memorytest"
)

// TestReadmeQueries runs the Cypher blocks of the README, as a person
// would paste them into Neo4j Browser, on data written through the store,
// and checks that each returns rows: the README's queries name properties
// and edges the store really writes.
func TestReadmeQueries(t *testing.T) {
	s := open(t)
	ctx := context.Background()
	now := time.Now().UTC().Truncate(time.Second)
	ep := memorytest.Synthetic("bridge-ep-1", now.Add(-2*time.Hour), 40, 3, false, 0)
	ep.Task = "bridge north over the lava gap"
	if err := s.RecordEpisode(ctx, ep); err != nil {
		t.Fatal(err)
	}
	if err := s.RecordEpisode(ctx, memorytest.Kitchen("kitchen-1", now.Add(-30*time.Hour))); err != nil {
		t.Fatal(err)
	}
	v := memorytest.Version("bridge_north", "v-bridge-1", now.Add(-time.Hour), "")
	if err := s.PutVersion(ctx, v); err != nil {
		t.Fatal(err)
	}
	if err := s.Link(ctx, v.ID, memory.SupportedBy, ep.ID); err != nil {
		t.Fatal(err)
	}
	if err := s.RecordVerification(ctx, memory.VerificationRun{ID: "run-1", Version: v.ID, Time: now, Method: "resim",
		Verdicts: []memory.Verdict{{Episode: ep.ID, Passed: true}}}); err != nil {
		t.Fatal(err)
	}

	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	blocks := regexp.MustCompile("(?s)```cypher\n(.*?)```").FindAllSubmatch(readme, -1)
	if len(blocks) != 3 {
		t.Fatalf("README has %d cypher blocks; want the three documented queries", len(blocks))
	}
	d, err := driver.NewDriverWithContext(uri, driver.NoAuth())
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close(ctx)
	for i, b := range blocks {
		q := string(b[1])
		res, err := driver.ExecuteQuery(ctx, d, q, nil, driver.EagerResultTransformer, driver.ExecuteQueryWithDatabase("neo4j"))
		if err != nil {
			t.Fatalf("README query %d:\n%s\nerror: %v", i+1, q, err)
		}
		if len(res.Records) == 0 {
			t.Fatalf("README query %d returned no rows:\n%s", i+1, q)
		}
		for _, r := range res.Records {
			for j, v := range r.Values {
				if v == nil && r.Keys[j] != "object" && r.Keys[j] != "class" && r.Keys[j] != "success" {
					t.Errorf("README query %d: column %q is null in %v", i+1, r.Keys[j], r.AsMap())
				}
			}
		}
		t.Logf("README query %d: %d rows, first %v", i+1, len(res.Records), res.Records[0].AsMap())
	}
}
