package embedded_test

import (
	"context"
	"database/sql"
	"fmt"
	"path/filepath"
	"testing"
	"time"

	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/memory/embedded"
	"github.com/skillrun/skillrun/memory/memorytest"
)

// BenchmarkStore: ingest and every query at the sizes of
// $SKILLRUN_BENCH_STEPS, beside a bare SQLite baseline (node/edge rows
// through the same driver, same pragmas, 1000 rows per transaction) and a
// primary-key lookup.
func BenchmarkStore(b *testing.B) {
	dir := b.TempDir()
	var cur string
	memorytest.Bench(b, memorytest.Target{
		Open: func(tb testing.TB) memory.Store {
			cur = filepath.Join(dir, fmt.Sprintf("m%d.db", len(cur)))
			s, err := embedded.Open(context.Background(), cur, embedded.Options{})
			if err != nil {
				tb.Fatal(err)
			}
			return s
		},
		IngestBaseline: func(b *testing.B, work int) { bareIngest(b, filepath.Join(b.TempDir(), "bare.db"), work) },
		Lookup: func(ctx context.Context, ref memory.StepRef) error {
			db := lookupDB(b, cur)
			var body string
			return db.QueryRowContext(ctx, `SELECT body FROM steps WHERE episode = ? AND idx = ?`, ref.Episode, ref.Index).Scan(&body)
		},
	})
}

// BenchmarkStoreBatched: the same corpus ingested as a bulk import does,
// memory.ImportBatch episodes (with their frames' metadata) a transaction
// through RecordBatch, beside the same bare SQLite baseline.
func BenchmarkStoreBatched(b *testing.B) {
	ctx := context.Background()
	for _, n := range memorytest.BenchSizes() {
		var work int
		b.Run(fmt.Sprintf("steps=%d/ingest-batched", n), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				s, err := embedded.Open(ctx, filepath.Join(b.TempDir(), "m.db"), embedded.Options{})
				if err != nil {
					b.Fatal(err)
				}
				t0 := time.Now()
				work = 0
				for k := 0; k*memorytest.StepsPerEpisode < n; {
					var eps []memory.Episode
					var frames []memory.Frame
					for ; len(eps) < memory.ImportBatch && k*memorytest.StepsPerEpisode < n; k++ {
						ep, fs := memorytest.CorpusEpisode(k)
						eps, frames = append(eps, ep), append(frames, fs...)
						nodes, edges := ep.Graph()
						work += nodes + edges + len(fs)
					}
					if err := s.RecordBatch(ctx, frames, eps); err != nil {
						b.Fatal(err)
					}
				}
				b.ReportMetric(float64(work)/time.Since(t0).Seconds(), "nodes+edges/s")
				b.ReportMetric(float64(n)/time.Since(t0).Seconds(), "steps/s")
				s.Close()
			}
		})
		b.Run(fmt.Sprintf("steps=%d/ingest-baseline", n), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				t0 := time.Now()
				bareIngest(b, filepath.Join(b.TempDir(), "bare.db"), work)
				b.ReportMetric(float64(work)/time.Since(t0).Seconds(), "nodes+edges/s")
			}
		})
	}
}

var lookup struct {
	path string
	db   *sql.DB
}

func lookupDB(b *testing.B, path string) *sql.DB {
	if lookup.path != path {
		if lookup.db != nil {
			lookup.db.Close()
		}
		db, err := sql.Open("sqlite", "file:"+path+"?mode=ro&_pragma=busy_timeout(10000)")
		if err != nil {
			b.Fatal(err)
		}
		lookup.path, lookup.db = path, db
	}
	return lookup.db
}

// bareIngest writes work rows into the research's generic node/edge
// schema: the least an SQLite graph store can do per node or edge.
func bareIngest(b *testing.B, path string, work int) {
	db, err := sql.Open("sqlite", "file:"+path+"?_pragma=journal_mode(WAL)&_pragma=synchronous(NORMAL)&_txlock=immediate")
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	db.SetMaxOpenConns(1)
	if _, err := db.Exec(`CREATE TABLE node(id TEXT PRIMARY KEY, label TEXT, t_ms INTEGER, props TEXT);
		CREATE INDEX node_label ON node(label, t_ms);
		CREATE TABLE edge(src TEXT, type TEXT, dst TEXT, t_ms INTEGER, props TEXT, PRIMARY KEY(src, type, dst)) WITHOUT ROWID;
		CREATE INDEX edge_dst ON edge(dst, type, src);`); err != nil {
		b.Fatal(err)
	}
	props := `{"action":"dig","object":"stone_3","ok":true,"summary":"block ahead"}`
	for i := 0; i < work; i += 1000 {
		tx, err := db.Begin()
		if err != nil {
			b.Fatal(err)
		}
		ns, _ := tx.Prepare(`INSERT INTO node VALUES (?,?,?,?)`)
		es, _ := tx.Prepare(`INSERT INTO edge VALUES (?,?,?,?,?)`)
		for j := i; j < min(i+1000, work); j++ {
			if j%5 == 0 {
				_, err = ns.Exec(fmt.Sprintf("n%d", j), "Step", j, props)
			} else {
				_, err = es.Exec(fmt.Sprintf("n%d", j-j%5), "NEXT", fmt.Sprintf("n%d", j), j, nil)
			}
			if err != nil {
				b.Fatal(err)
			}
		}
		if err := tx.Commit(); err != nil {
			b.Fatal(err)
		}
	}
}
