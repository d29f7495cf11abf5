package embedded

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"time"

	"github.com/hashicorp/go-hclog"
	"github.com/skillrun/skillrun/memory"
	_ "modernc.org/sqlite" // the "sqlite" database/sql driver
)

// Options configure a Store. The zero value is a sensible default.
type Options struct {
	// Logger receives debug logs; default: none.
	Logger hclog.Logger
	// Durable makes every commit durable across power loss
	// (synchronous=FULL). Without it commits survive a process crash but
	// the last ones may be lost if the machine loses power.
	Durable bool
	// Readers is the size of the read pool (default: 2 × GOMAXPROCS, at least 4).
	Readers int
	// BusyTimeout is how long a connection waits for a lock held by another
	// process (default 10 s).
	BusyTimeout time.Duration
}

// Store is the SQLite memory store. It is safe for concurrent use: writes
// are serialised through one connection, reads use a pool.
type Store struct {
	path string
	log  hclog.Logger
	w    *sql.DB // one connection, IMMEDIATE transactions
	r    *sql.DB // read-only pool
	// stmts holds statements prepared on the read pool, by query text,
	// for queries whose planning costs a fair part of their answer.
	stmts sync.Map
	wmu   sync.Mutex

	mu     sync.RWMutex
	closed bool
}

var _ memory.Store = (*Store)(nil)
var _ memory.BatchRecorder = (*Store)(nil)

// SchemaVersion is the schema version this package writes.
var SchemaVersion = len(migrations)

// Open opens (creating if needed) the store at path, creating its
// directory, and migrates the schema to SchemaVersion.
func Open(ctx context.Context, path string, opts Options) (*Store, error) {
	if path == "" {
		return nil, fmt.Errorf("open memory: %w: empty path", memory.ErrInvalid)
	}
	log := opts.Logger
	if log == nil {
		log = hclog.NewNullLogger()
	}
	if dir := filepath.Dir(path); dir != "" {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return nil, fmt.Errorf("open memory %s: %w", path, err)
		}
	}
	busy := opts.BusyTimeout
	if busy <= 0 {
		busy = 10 * time.Second
	}
	sync := "NORMAL"
	if opts.Durable {
		sync = "FULL"
	}
	// The writer gets a 256 MiB page cache (ingest inserts into large
	// indexes), each reader 32 MiB.
	pragmas := func(q url.Values, cacheKiB int) {
		q.Add("_pragma", fmt.Sprintf("busy_timeout(%d)", busy.Milliseconds()))
		q.Add("_pragma", "journal_mode(WAL)")
		q.Add("_pragma", "synchronous("+sync+")")
		q.Add("_pragma", "foreign_keys(OFF)")
		q.Add("_pragma", fmt.Sprintf("cache_size(-%d)", cacheKiB))
		q.Add("_pragma", "temp_store(MEMORY)")
	}
	wq := url.Values{}
	pragmas(wq, 256<<10)
	// Checkpoint every 256 MiB of WAL rather than 4: content-addressed
	// frame keys dirty pages all over their index, and a longer interval
	// writes each such page back to the database once for many commits
	// (and syncs less often). After a checkpoint the WAL file is cut back
	// to 64 MiB.
	wq.Add("_pragma", "wal_autocheckpoint(65536)")
	wq.Add("_pragma", "journal_size_limit(67108864)")
	wq.Set("_txlock", "immediate")
	w, err := sql.Open("sqlite", "file:"+escapePath(path)+"?"+wq.Encode())
	if err != nil {
		return nil, fmt.Errorf("open memory %s: %w", path, err)
	}
	w.SetMaxOpenConns(1)
	w.SetMaxIdleConns(1)
	w.SetConnMaxLifetime(0)
	s := &Store{path: path, log: log.Named("memory.embedded"), w: w}
	if err := s.migrate(ctx); err != nil {
		w.Close()
		return nil, fmt.Errorf("open memory %s: %w", path, err)
	}
	rq := url.Values{}
	pragmas(rq, 32<<10)
	rq.Set("mode", "ro")
	r, err := sql.Open("sqlite", "file:"+escapePath(path)+"?"+rq.Encode())
	if err != nil {
		w.Close()
		return nil, fmt.Errorf("open memory %s: %w", path, err)
	}
	n := opts.Readers
	if n <= 0 {
		n = max(4, 2*runtime.GOMAXPROCS(0))
	}
	r.SetMaxOpenConns(n)
	r.SetMaxIdleConns(n)
	s.r = r
	s.log.Debug("opened", "path", path, "schema_version", SchemaVersion)
	return s, nil
}

func escapePath(p string) string {
	return strings.NewReplacer("?", "%3f", "#", "%23").Replace(p)
}

func (s *Store) migrate(ctx context.Context) error {
	if _, err := s.w.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_version(version INTEGER NOT NULL)`); err != nil {
		return fmt.Errorf("schema: %w", err)
	}
	var v int
	err := s.w.QueryRowContext(ctx, `SELECT version FROM schema_version`).Scan(&v)
	if errors.Is(err, sql.ErrNoRows) {
		if _, err := s.w.ExecContext(ctx, `INSERT INTO schema_version(version) VALUES (0)`); err != nil {
			return fmt.Errorf("schema: %w", err)
		}
	} else if err != nil {
		return fmt.Errorf("schema: %w", err)
	}
	if v > len(migrations) {
		return fmt.Errorf("schema version %d is newer than this skillrun understands (%d)", v, len(migrations))
	}
	for i := v; i < len(migrations); i++ {
		tx, err := s.w.BeginTx(ctx, nil)
		if err != nil {
			return fmt.Errorf("migrate to %d: %w", i+1, err)
		}
		if _, err := tx.ExecContext(ctx, migrations[i]); err != nil {
			tx.Rollback()
			return fmt.Errorf("migrate to %d: %w", i+1, err)
		}
		if _, err := tx.ExecContext(ctx, `UPDATE schema_version SET version = ?`, i+1); err != nil {
			tx.Rollback()
			return fmt.Errorf("migrate to %d: %w", i+1, err)
		}
		if err := tx.Commit(); err != nil {
			return fmt.Errorf("migrate to %d: %w", i+1, err)
		}
		s.log.Info("migrated schema", "version", i+1)
	}
	return nil
}

// Path returns the database file.
func (s *Store) Path() string { return s.path }

// Close closes the store. Calls after Close return memory.ErrClosed.
func (s *Store) Close() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return nil
	}
	s.closed = true
	var errs []error
	s.stmts.Range(func(_, v any) bool {
		errs = append(errs, v.(*sql.Stmt).Close())
		return true
	})
	err := errors.Join(append(errs, s.r.Close(), s.w.Close())...)
	if err != nil {
		return fmt.Errorf("close memory: %w", err)
	}
	return nil
}

// txKey carries the transaction of an Atomically call of one store.
type txKey struct{ s *Store }

// Atomically runs fn with every write it makes through ctx in one
// transaction (see memory.Store).
func (s *Store) Atomically(ctx context.Context, fn func(ctx context.Context) error) error {
	if _, ok := ctx.Value(txKey{s}).(*sql.Tx); ok {
		return fn(ctx)
	}
	return s.write(ctx, "write atomically", func(tx *sql.Tx) error {
		return fn(context.WithValue(ctx, txKey{s}, tx))
	})
}

// write runs fn in one IMMEDIATE transaction on the writer connection, or
// in the transaction of the Atomically call ctx comes from (whose caller
// holds the locks already).
func (s *Store) write(ctx context.Context, op string, fn func(tx *sql.Tx) error) error {
	if tx, ok := ctx.Value(txKey{s}).(*sql.Tx); ok {
		if err := fn(tx); err != nil {
			return fmt.Errorf("%s: %w", op, err)
		}
		return nil
	}
	s.mu.RLock()
	defer s.mu.RUnlock()
	if s.closed {
		return fmt.Errorf("%s: %w", op, memory.ErrClosed)
	}
	s.wmu.Lock()
	defer s.wmu.Unlock()
	tx, err := s.w.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("%s: %w", op, err)
	}
	if err := fn(tx); err != nil {
		tx.Rollback()
		return fmt.Errorf("%s: %w", op, err)
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("%s: commit: %w", op, err)
	}
	return nil
}

// prepared returns query prepared on the read pool (once per store; the
// pool prepares it again on each connection that runs it first).
func (s *Store) prepared(ctx context.Context, query string) (*sql.Stmt, error) {
	if st, ok := s.stmts.Load(query); ok {
		return st.(*sql.Stmt), nil
	}
	st, err := s.r.PrepareContext(ctx, query)
	if err != nil {
		return nil, err
	}
	if prev, loaded := s.stmts.LoadOrStore(query, st); loaded {
		st.Close()
		return prev.(*sql.Stmt), nil
	}
	return st, nil
}

// reader runs queries on the read pool through statements prepared once
// per store: planning a query costs as much as answering many of them.
// Every query text it is given is a constant of this package (or, for
// Near, one of a bounded set), so the statements it keeps are few.
type reader struct{ s *Store }

// QueryContext runs query with args.
func (r reader) QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error) {
	st, err := r.s.prepared(ctx, query)
	if err != nil {
		return nil, err
	}
	return st.QueryContext(ctx, args...)
}

// QueryRowContext runs query with args for at most one row.
func (r reader) QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row {
	st, err := r.s.prepared(ctx, query)
	if err != nil {
		// Unprepared, the query fails alike, and the row carries the error.
		return r.s.r.QueryRowContext(ctx, query, args...)
	}
	return st.QueryRowContext(ctx, args...)
}

// read runs fn against the read pool.
func (s *Store) read(op string, fn func(db reader) error) error {
	s.mu.RLock()
	defer s.mu.RUnlock()
	if s.closed {
		return fmt.Errorf("%s: %w", op, memory.ErrClosed)
	}
	if err := fn(reader{s}); err != nil {
		return fmt.Errorf("%s: %w", op, err)
	}
	return nil
}

func ns(t time.Time) int64 {
	if t.IsZero() {
		return 0
	}
	return t.UnixNano()
}

func fromNS(n int64) time.Time {
	if n == 0 {
		return time.Time{}
	}
	return time.Unix(0, n).UTC()
}
