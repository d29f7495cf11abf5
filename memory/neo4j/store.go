package neo4j

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/hashicorp/go-hclog"
	driver "github.com/neo4j/neo4j-go-driver/v5/neo4j"
	"github.com/neo4j/neo4j-go-driver/v5/neo4j/config"
	"github.com/skillrun/skillrun/memory"
)

// Options configure a Store. The zero value connects without auth to the
// "neo4j" database.
type Options struct {
	// Database is the database name (default "neo4j").
	Database string
	// Username and Password authenticate with basic auth when Username is set.
	Username, Password string
	// Logger receives debug logs; default: none.
	Logger hclog.Logger
	// TxTimeout bounds each transaction on the server (default 60 s).
	TxTimeout time.Duration
	// BatchSize is the number of rows per UNWIND (default 2000).
	BatchSize int
	// PoolSize is the connection pool size (default 16).
	PoolSize int
	// MaxRetryTime bounds how long a transaction is retried on transient
	// errors and lost connections before failing with memory.ErrUnavailable
	// (default 30 s).
	MaxRetryTime time.Duration
}

// Store is the Neo4j memory store. It is safe for concurrent use.
type Store struct {
	d     driver.DriverWithContext
	db    string
	log   hclog.Logger
	txTO  time.Duration
	batch int

	mu     sync.RWMutex
	closed bool
}

var _ memory.Store = (*Store)(nil)
var _ memory.BatchRecorder = (*Store)(nil)

// Open connects to the server at uri (neo4j://, bolt://, neo4j+s://, …),
// checks connectivity and creates the schema.
func Open(ctx context.Context, uri string, opts Options) (*Store, error) {
	if opts.Database == "" {
		opts.Database = "neo4j"
	}
	if opts.TxTimeout <= 0 {
		opts.TxTimeout = 60 * time.Second
	}
	if opts.BatchSize <= 0 {
		opts.BatchSize = 2000
	}
	if opts.PoolSize <= 0 {
		opts.PoolSize = 16
	}
	if opts.MaxRetryTime <= 0 {
		opts.MaxRetryTime = 30 * time.Second
	}
	log := opts.Logger
	if log == nil {
		log = hclog.NewNullLogger()
	}
	auth := driver.NoAuth()
	if opts.Username != "" {
		auth = driver.BasicAuth(opts.Username, opts.Password, "")
	}
	d, err := driver.NewDriverWithContext(uri, auth, func(c *config.Config) {
		c.MaxConnectionPoolSize = opts.PoolSize
		c.ConnectionAcquisitionTimeout = 10 * time.Second
		c.SocketConnectTimeout = 5 * time.Second
		c.MaxTransactionRetryTime = opts.MaxRetryTime
	})
	if err != nil {
		return nil, fmt.Errorf("open memory %s: %w: %v", uri, memory.ErrInvalid, err)
	}
	if err := d.VerifyConnectivity(ctx); err != nil {
		d.Close(context.Background())
		return nil, fmt.Errorf("open memory %s: %w: %v", uri, memory.ErrUnavailable, err)
	}
	s := &Store{d: d, db: opts.Database, log: log.Named("memory.neo4j"), txTO: opts.TxTimeout, batch: opts.BatchSize}
	if err := s.schema(ctx); err != nil {
		d.Close(context.Background())
		return nil, fmt.Errorf("open memory %s: %w", uri, err)
	}
	if err := s.upgrade(ctx); err != nil {
		d.Close(context.Background())
		return nil, fmt.Errorf("open memory %s: %w", uri, err)
	}
	s.log.Debug("opened", "uri", uri, "database", opts.Database)
	return s, nil
}

var schema = []string{
	`CREATE CONSTRAINT episode_id IF NOT EXISTS FOR (n:Episode) REQUIRE n.id IS UNIQUE`,
	`CREATE CONSTRAINT step_id IF NOT EXISTS FOR (n:Step) REQUIRE n.id IS UNIQUE`,
	`CREATE CONSTRAINT frame_hash IF NOT EXISTS FOR (n:Frame) REQUIRE n.hash IS UNIQUE`,
	`CREATE CONSTRAINT object_id IF NOT EXISTS FOR (n:Object) REQUIRE n.id IS UNIQUE`,
	`CREATE CONSTRAINT skill_name IF NOT EXISTS FOR (n:Skill) REQUIRE n.name IS UNIQUE`,
	`CREATE CONSTRAINT version_id IF NOT EXISTS FOR (n:SkillVersion) REQUIRE n.id IS UNIQUE`,
	`CREATE CONSTRAINT run_id IF NOT EXISTS FOR (n:VerificationRun) REQUIRE n.id IS UNIQUE`,
	`CREATE CONSTRAINT decision_id IF NOT EXISTS FOR (n:Decision) REQUIRE n.id IS UNIQUE`,
	`CREATE CONSTRAINT cell_key IF NOT EXISTS FOR (n:Cell) REQUIRE n.key IS UNIQUE`,
	`CREATE CONSTRAINT index_key IF NOT EXISTS FOR (n:IndexRow) REQUIRE n.key IS UNIQUE`,
	`CREATE CONSTRAINT note_key IF NOT EXISTS FOR (n:Note) REQUIRE n.key IS UNIQUE`,
	`CREATE CONSTRAINT plan_key IF NOT EXISTS FOR (n:Plan) REQUIRE n.key IS UNIQUE`,
	// Indexes of the schema before times were DATETIME (their properties
	// are gone after the upgrade in migrate.go).
	`DROP INDEX step_fail_object IF EXISTS`,
	`DROP INDEX step_fail_class IF EXISTS`,
	`DROP INDEX step_fail_object_t IF EXISTS`,
	`DROP INDEX step_fail_class_t IF EXISTS`,
	`DROP INDEX episode_start IF EXISTS`,
	`DROP INDEX version_skill IF EXISTS`,
	// time last: the newest failures come in index order, no sort.
	`CREATE INDEX step_fail_object_time IF NOT EXISTS FOR (n:Step) ON (n.action, n.object, n.ok, n.time)`,
	`CREATE INDEX step_fail_class_time IF NOT EXISTS FOR (n:Step) ON (n.action, n.class, n.ok, n.time)`,
	`CREATE INDEX step_ok_time IF NOT EXISTS FOR (n:Step) ON (n.ok, n.time)`,
	`CREATE INDEX step_order IF NOT EXISTS FOR (n:Step) ON (n.episode, n.idx)`,
	`CREATE INDEX step_version IF NOT EXISTS FOR (n:Step) ON (n.version)`,
	`CREATE POINT INDEX step_pos IF NOT EXISTS FOR (n:Step) ON (n.pos)`,
	`CREATE INDEX episode_start_time IF NOT EXISTS FOR (n:Episode) ON (n.start)`,
	`CREATE INDEX version_skill_created IF NOT EXISTS FOR (n:SkillVersion) ON (n.skill, n.created)`,
	`CREATE INDEX run_time IF NOT EXISTS FOR (n:VerificationRun) ON (n.time)`,
	`CREATE INDEX run_version IF NOT EXISTS FOR (n:VerificationRun) ON (n.version)`,
	`CREATE INDEX decision_skill IF NOT EXISTS FOR (n:Decision) ON (n.skill, n.time)`,
	`CREATE INDEX decision_skill_status IF NOT EXISTS FOR (n:Decision) ON (n.skill, n.status, n.time)`,
	`CREATE INDEX decision_version_status IF NOT EXISTS FOR (n:Decision) ON (n.version, n.status, n.time)`,
	`CREATE INDEX decision_version_time IF NOT EXISTS FOR (n:Decision) ON (n.version, n.time)`,
	`CREATE INDEX version_author IF NOT EXISTS FOR (n:SkillVersion) ON (n.author)`,
	`CREATE INDEX decision_author IF NOT EXISTS FOR (n:Decision) ON (n.author)`,
	`CREATE INDEX note_author IF NOT EXISTS FOR (n:Note) ON (n.author)`,
	`CREATE INDEX plan_author IF NOT EXISTS FOR (n:Plan) ON (n.author)`,
	`CREATE INDEX episode_agent IF NOT EXISTS FOR (n:Episode) ON (n.agent)`,
	`CREATE INDEX frame_agent IF NOT EXISTS FOR (n:Frame) ON (n.agent)`,
	`CREATE INDEX cell_pos IF NOT EXISTS FOR (n:Cell) ON (n.x, n.z, n.y)`,
	`DROP INDEX note_id IF EXISTS`,
	`DROP INDEX plan_id IF EXISTS`,
	`CREATE INDEX note_revision IF NOT EXISTS FOR (n:Note) ON (n.id, n.revision)`,
	`CREATE INDEX plan_revision IF NOT EXISTS FOR (n:Plan) ON (n.id, n.revision)`,
}

func (s *Store) schema(ctx context.Context) error {
	if err := s.ensureEnglish(ctx); err != nil {
		return fmt.Errorf("schema: %w", err)
	}
	for _, q := range append(append(schema, recallSchema...), searchIndex) {
		if _, err := driver.ExecuteQuery(ctx, s.d, q, nil, driver.EagerResultTransformer,
			driver.ExecuteQueryWithDatabase(s.db)); err != nil {
			return fmt.Errorf("schema: %s: %w", q, wrap(err))
		}
	}
	if _, err := driver.ExecuteQuery(ctx, s.d, `CALL db.awaitIndexes(120)`, nil, driver.EagerResultTransformer,
		driver.ExecuteQueryWithDatabase(s.db)); err != nil {
		return fmt.Errorf("schema: await indexes: %w", wrap(err))
	}
	return nil
}

// wrap marks errors of reaching the server as memory.ErrUnavailable.
func wrap(err error) error {
	if err == nil {
		return nil
	}
	var memErr bool
	for _, e := range []error{memory.ErrInvalid, memory.ErrNotFound, memory.ErrConflict, memory.ErrClosed} {
		if errors.Is(err, e) {
			memErr = true
		}
	}
	if memErr {
		return err
	}
	if driver.IsConnectivityError(err) || driver.IsTransactionExecutionLimit(err) ||
		errors.Is(err, context.DeadlineExceeded) || errors.Is(err, context.Canceled) ||
		strings.Contains(err.Error(), "connection refused") {
		return fmt.Errorf("%w: %v", memory.ErrUnavailable, err)
	}
	return err
}

// Close closes the driver. Calls after Close return memory.ErrClosed.
func (s *Store) Close() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return nil
	}
	s.closed = true
	if err := s.d.Close(context.Background()); err != nil {
		return fmt.Errorf("close memory: %w", err)
	}
	return nil
}

type tx = driver.ManagedTransaction

func (s *Store) session(ctx context.Context, mode driver.AccessMode) driver.SessionWithContext {
	return s.d.NewSession(ctx, driver.SessionConfig{DatabaseName: s.db, AccessMode: mode,
		BookmarkManager: s.d.ExecuteQueryBookmarkManager()})
}

// write runs fn in one managed (retried) write transaction.
func (s *Store) write(ctx context.Context, op string, fn func(t tx) error) error {
	if t, ok := ctx.Value(txKey{s}).(tx); ok {
		if err := fn(t); err != nil {
			return fmt.Errorf("%s: %w", op, wrap(err))
		}
		return nil
	}
	s.mu.RLock()
	defer s.mu.RUnlock()
	if s.closed {
		return fmt.Errorf("%s: %w", op, memory.ErrClosed)
	}
	sess := s.session(ctx, driver.AccessModeWrite)
	defer sess.Close(context.Background())
	_, err := sess.ExecuteWrite(ctx, func(t tx) (any, error) { return nil, fn(t) }, driver.WithTxTimeout(s.txTO))
	if err != nil {
		return fmt.Errorf("%s: %w", op, wrap(err))
	}
	return nil
}

// read runs fn in one managed read transaction.
func (s *Store) read(ctx context.Context, op string, fn func(t tx) error) error {
	s.mu.RLock()
	defer s.mu.RUnlock()
	if s.closed {
		return fmt.Errorf("%s: %w", op, memory.ErrClosed)
	}
	sess := s.session(ctx, driver.AccessModeRead)
	defer sess.Close(context.Background())
	_, err := sess.ExecuteRead(ctx, func(t tx) (any, error) { return nil, fn(t) }, driver.WithTxTimeout(s.txTO))
	if err != nil {
		return fmt.Errorf("%s: %w", op, wrap(err))
	}
	return nil
}

// rec is one result record as a map.
type rec map[string]any

func run(ctx context.Context, t tx, q string, params map[string]any) ([]rec, error) {
	res, err := t.Run(ctx, q, params)
	if err != nil {
		return nil, err
	}
	var out []rec
	for res.Next(ctx) {
		r := res.Record()
		m := make(rec, len(r.Keys))
		for i, k := range r.Keys {
			m[k] = r.Values[i]
		}
		out = append(out, m)
	}
	return out, res.Err()
}

func (r rec) str(k string) string {
	s, _ := r[k].(string)
	return s
}

func (r rec) i64(k string) int64 {
	switch v := r[k].(type) {
	case int64:
		return v
	case float64:
		return int64(v)
	}
	return 0
}

func (r rec) f64(k string) float64 {
	switch v := r[k].(type) {
	case int64:
		return float64(v)
	case float64:
		return v
	}
	return 0
}

func (r rec) boolean(k string) bool {
	b, _ := r[k].(bool)
	return b
}

// time returns a DATETIME column as a UTC time (zero when null).
func (r rec) time(k string) time.Time {
	if t, ok := r[k].(time.Time); ok {
		return t.UTC()
	}
	return time.Time{}
}

func chunks[T any](xs []T, n int) [][]T {
	var out [][]T
	for len(xs) > n {
		out = append(out, xs[:n])
		xs = xs[n:]
	}
	if len(xs) > 0 {
		out = append(out, xs)
	}
	return out
}

// txKey carries the transaction of an Atomically call of one store.
type txKey struct{ s *Store }

// Atomically runs fn with every write it makes through ctx in one managed
// write transaction (see memory.Store); the driver retries it whole on a
// transient error, which the store's idempotent writes allow.
func (s *Store) Atomically(ctx context.Context, fn func(ctx context.Context) error) error {
	if _, ok := ctx.Value(txKey{s}).(tx); ok {
		return fn(ctx)
	}
	return s.write(ctx, "write atomically", func(t tx) error {
		return fn(context.WithValue(ctx, txKey{s}, t))
	})
}
