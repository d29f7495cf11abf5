package open

import (
	"context"
	"errors"
	"path/filepath"
	"testing"

	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/memory/embedded"
)

func TestResolve(t *testing.T) {
	env := func(mem, uri string) func(string) string {
		return func(k string) string {
			switch k {
			case "SKILLRUN_MEMORY":
				return mem
			case "NEO4J_URI":
				return uri
			}
			return ""
		}
	}
	tests := []struct{ spec, mem, uri, want string }{
		{"", "", "", DefaultPath},
		{"", "/tmp/m.db", "", "/tmp/m.db"},
		{"x.db", "/tmp/m.db", "", "x.db"},
		{"", "neo4j://h:7687", "", "neo4j://h:7687"},
		{"", "", "bolt://n:7687", "bolt://n:7687"},
		{"", "/tmp/m.db", "bolt://n:7687", "/tmp/m.db"},
		{"x.db", "", "bolt://n:7687", "x.db"},
	}
	for _, tc := range tests {
		if got := Resolve(tc.spec, env(tc.mem, tc.uri)); got != tc.want {
			t.Errorf("Resolve(%q) with $SKILLRUN_MEMORY=%q $NEO4J_URI=%q = %q; want %q", tc.spec, tc.mem, tc.uri, got, tc.want)
		}
	}
}

func TestStore(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "sub", "m.db")
	for _, spec := range []string{path, "sqlite:" + path} {
		s, err := Store(ctx, spec, Options{})
		if err != nil {
			t.Fatalf("Store(%q) = %v", spec, err)
		}
		if _, ok := s.(*embedded.Store); !ok {
			t.Fatalf("Store(%q) = %T; want *embedded.Store", spec, s)
		}
		s.Close()
	}
	_, err := Store(ctx, "redis://h:1", Options{})
	if !errors.Is(err, memory.ErrInvalid) {
		t.Fatalf("Store(redis://) = %v; want ErrInvalid", err)
	}
	_, err = Store(ctx, "bolt://127.0.0.1:1", Options{})
	if !errors.Is(err, memory.ErrUnavailable) {
		t.Fatalf("Store(bolt://127.0.0.1:1) = %v; want ErrUnavailable", err)
	}
}
