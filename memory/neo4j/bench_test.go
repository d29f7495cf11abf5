package neo4j_test

import (
	"context"
	"fmt"
	"testing"

	driver "github.com/neo4j/neo4j-go-driver/v5/neo4j"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/memory/memorytest"
	"github.com/skillrun/skillrun/memory/neo4j"
)

// BenchmarkStore: ingest and every query at the sizes of
// $SKILLRUN_BENCH_STEPS against the real server, beside a baseline of bare
// UNWIND CREATE (one node and four edges per row, no constraints, no
// MERGE) and a key lookup with ExecuteQuery.
func BenchmarkStore(b *testing.B) {
	need(b)
	ctx := context.Background()
	d, err := driver.NewDriverWithContext(uri, driver.NoAuth())
	if err != nil {
		b.Fatal(err)
	}
	defer d.Close(ctx)
	memorytest.Bench(b, memorytest.Target{
		Open: func(tb testing.TB) memory.Store {
			wipe(tb)
			s, err := neo4j.Open(ctx, uri, neo4j.Options{})
			if err != nil {
				tb.Fatal(err)
			}
			return s
		},
		IngestBaseline: func(b *testing.B, work int) {
			rows := make([]any, 0, 2000)
			flush := func() {
				if len(rows) == 0 {
					return
				}
				if _, err := driver.ExecuteQuery(ctx, d, `UNWIND $rows AS r CREATE (n:Bare {id: r.id, props: r.p})
					WITH n UNWIND range(1, 4) AS k CREATE (n)-[:BARE {k: k}]->(n)`,
					map[string]any{"rows": rows}, driver.EagerResultTransformer, driver.ExecuteQueryWithDatabase("neo4j")); err != nil {
					b.Fatal(err)
				}
				rows = rows[:0]
			}
			for i := 0; i < work/5; i++ {
				rows = append(rows, map[string]any{"id": fmt.Sprintf("bare-%d", i), "p": `{"action":"dig","object":"stone_3","ok":true,"summary":"block ahead"}`})
				if len(rows) == cap(rows) {
					flush()
				}
			}
			flush()
			b.StopTimer()
			sess := d.NewSession(ctx, driver.SessionConfig{DatabaseName: "neo4j"})
			defer sess.Close(ctx)
			res, err := sess.Run(ctx, `MATCH (n:Bare) CALL (n) { DETACH DELETE n } IN TRANSACTIONS OF 10000 ROWS`, nil)
			if err == nil {
				_, err = res.Consume(ctx)
			}
			if err != nil {
				b.Fatal(err)
			}
			b.StartTimer()
		},
		Lookup: func(ctx context.Context, ref memory.StepRef) error {
			_, err := driver.ExecuteQuery(ctx, d, `MATCH (s:Step {id: $id}) RETURN s.body AS body`, map[string]any{"id": ref.String()},
				driver.EagerResultTransformer, driver.ExecuteQueryWithDatabase("neo4j"), driver.ExecuteQueryWithReadersRouting())
			return err
		},
	})
}
