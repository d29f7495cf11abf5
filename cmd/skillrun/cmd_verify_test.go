package main

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skillrun/skillrun/memory/embedded"
	"github.com/skillrun/skillrun/skills/library"
	"github.com/skillrun/skillrun/verify"
)

// TestResolveUnit finds the version to verify: the serving one, a prefix
// of it, or a version only memory holds (compiled from its stored source).
func TestResolveUnit(t *testing.T) {
	ctx := context.Background()
	ref, err := os.ReadFile("../../verify/testdata/lib/advance/advance.go")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	write := func(src string) *library.Library {
		if err := os.MkdirAll(filepath.Join(dir, "advance"), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, "advance", "advance.go"), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		lib, err := library.Open(dir, library.Options{})
		if err != nil {
			t.Fatal(err)
		}
		return lib
	}
	st, err := embedded.Open(ctx, filepath.Join(t.TempDir(), "m.db"), embedded.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()

	lib := write(string(ref))
	serving, err := resolveUnit(ctx, lib, st, "advance", "")
	if err != nil {
		t.Fatal(err)
	}
	if err := verify.EnsureVersion(ctx, st, serving); err != nil {
		t.Fatal(err)
	}
	if u, err := resolveUnit(ctx, lib, st, "advance", serving.Version()[:6]); err != nil || u != serving {
		t.Errorf("prefix of the serving version: %v, %v", u, err)
	}

	// A new version serves; the old one is only in memory.
	lib = write(strings.Replace(string(ref), "walked := 0", "walked := 0 // edited", 1))
	old, err := resolveUnit(ctx, lib, st, "advance", serving.Version()[:8])
	if err != nil {
		t.Fatal(err)
	}
	if old.Version() != serving.Version() || old.Name() != "advance" {
		t.Errorf("from memory: %s %s; want advance %s", old.Name(), old.Version(), serving.Version())
	}
	for _, tt := range []struct{ name, version, want string }{
		{"advance", "ffff", `no version "ffff"`},
		{"nope", "", "no such skill"},
	} {
		if _, err := resolveUnit(ctx, lib, st, tt.name, tt.version); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("resolveUnit(%s, %q) = %v; want %q", tt.name, tt.version, err, tt.want)
		}
	}
	if _, err := resolveUnit(ctx, lib, nil, "advance", "ffff"); err == nil || !strings.Contains(err.Error(), "no memory is open") {
		t.Errorf("without memory: %v", err)
	}
}
