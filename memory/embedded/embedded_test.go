package embedded_test

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/memory/embedded"
	"github.com/skillrun/skillrun/memory/memorytest"
)

func open(t *testing.T) memory.Store {
	s, err := embedded.Open(context.Background(), filepath.Join(t.TempDir(), "memory.db"), embedded.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

func TestConformance(t *testing.T) {
	memorytest.Run(t, open)
}
