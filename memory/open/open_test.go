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
	env := func(v string) func(string) string {
		return func(k string) string {
			if k == "SKILLRUN_MEMORY" {
				return v
			}
			return ""
		}
	}
	tests := []struct{ spec, env, want string }{
		{"", "", DefaultPath},
		{"", "/tmp/m.db", "/tmp/m.db"},
		{"x.db", "/tmp/m.db", "x.db"},
		{"", "neo4j://h:7687", "neo4j://h:7687"},
	}
	for _, tc := range tests {
		if got := Resolve(tc.spec, env(tc.env)); got != tc.want {
			t.Errorf("Resolve(%q) with $SKILLRUN_MEMORY=%q = %q; want %q", tc.spec, tc.env, got, tc.want)
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
