package open

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/hashicorp/go-hclog"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/memory/embedded"
	"github.com/skillrun/skillrun/memory/neo4j"
)

// DefaultPath is the embedded store used when nothing else is configured.
var DefaultPath = filepath.Join(".skillrun", "memory.db")

// Options configure Store.
type Options struct {
	Logger hclog.Logger
	// Getenv reads the environment (default os.Getenv); tests replace it.
	Getenv func(string) string
}

// Resolve returns the spec to use: spec itself, else $SKILLRUN_MEMORY,
// else $NEO4J_URI, else DefaultPath.
func Resolve(spec string, getenv func(string) string) string {
	if getenv == nil {
		getenv = os.Getenv
	}
	if spec != "" {
		return spec
	}
	for _, k := range []string{"SKILLRUN_MEMORY", "NEO4J_URI"} {
		if s := getenv(k); s != "" {
			return s
		}
	}
	return DefaultPath
}

// IsNeo4j reports whether spec names a Neo4j server.
func IsNeo4j(spec string) bool {
	for _, p := range []string{"neo4j://", "neo4j+s://", "neo4j+ssc://", "bolt://", "bolt+s://", "bolt+ssc://"} {
		if strings.HasPrefix(spec, p) {
			return true
		}
	}
	return false
}

// Store opens the store spec names (see the package doc).
func Store(ctx context.Context, spec string, opts Options) (memory.Store, error) {
	getenv := opts.Getenv
	if getenv == nil {
		getenv = os.Getenv
	}
	spec = Resolve(spec, getenv)
	if IsNeo4j(spec) {
		return neo4j.Open(ctx, spec, neo4j.Options{Logger: opts.Logger, Database: getenv("NEO4J_DATABASE"),
			Username: getenv("NEO4J_USERNAME"), Password: getenv("NEO4J_PASSWORD")})
	}
	if i := strings.Index(spec, "://"); i > 0 && !strings.ContainsAny(spec[:i], `/\.`) {
		return nil, fmt.Errorf("open memory %q: %w: unknown scheme %q (want a SQLite path or neo4j://host:7687)", spec, memory.ErrInvalid, spec[:i])
	}
	path := strings.TrimPrefix(strings.TrimPrefix(spec, "sqlite:"), "file:")
	return embedded.Open(ctx, path, embedded.Options{Logger: opts.Logger})
}
