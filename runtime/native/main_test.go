package native

import (
	"context"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/skillrun/skillrun/runtime/check"
	"github.com/skillrun/skillrun/runtime/worker"
)

// TestMain lets the test binary launch jailed builds and act as the
// interpreted worker.
func TestMain(m *testing.M) {
	if worker.IsWorker() {
		os.Exit(worker.Main())
	}
	os.Exit(m.Run())
}

var (
	builderOnce sync.Once
	builder     *Builder
	builderErr  error
)

// testBuilder is one builder for the package's tests, with a cache of its
// own (the toolchain's GOCACHE is shared, so the SDK compiles once).
// Without a toolchain the tests fail: CI has one.
func testBuilder(t testing.TB) *Builder {
	t.Helper()
	builderOnce.Do(func() {
		// A stable directory keeps the SDK snapshot's path, so GOCACHE
		// serves its packages from one test run to the next; the
		// binaries are removed so that every run builds.
		dir := filepath.Join(os.TempDir(), "skillrun-native-test")
		if err := os.RemoveAll(filepath.Join(dir, "bin")); err != nil {
			builderErr = err
			return
		}
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		builder, builderErr = NewBuilder(ctx, BuilderOptions{CacheDir: dir})
	})
	if builderErr != nil {
		t.Fatalf("NewBuilder: %v", builderErr)
	}
	return builder
}

func loadUnit(t testing.TB, path string) *check.Unit {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	u, err := check.Check(filepath.Base(path), src)
	if err != nil {
		t.Fatalf("Check(%s): %v", path, err)
	}
	return u
}
