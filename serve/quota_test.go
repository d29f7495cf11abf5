package serve

import (
	"context"
	"errors"
	"path/filepath"
	"testing"
	"time"

	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/memory/embedded"
)

// TestUsageCacheHolds: what a write was admitted for is held against the
// agent's quota until it is written (then counted) or has failed (then
// let go), and a count read again from the store keeps what is held.
func TestUsageCacheHolds(t *testing.T) {
	ctx := context.Background()
	st, err := embedded.Open(ctx, filepath.Join(t.TempDir(), "memory.db"), embedded.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	var q usageCache
	quota := memory.Quota{FrameBytes: 100}
	reserve := func(n int64) (func(memory.AuthorUse), error) {
		return q.reserve(ctx, st, quota, "a", memory.AuthorUse{FrameBytes: n})
	}
	first, err := reserve(60)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := reserve(60); !errors.Is(err, memory.ErrQuota) {
		t.Fatalf("a second write of 60 while 60 are held under 100: %v; want the quota", err)
	}
	if _, err := q.reserve(ctx, st, quota, "b", memory.AuthorUse{FrameBytes: 60}); err != nil {
		t.Fatalf("another agent's write: %v", err)
	}
	first(memory.AuthorUse{})               // its write failed
	first(memory.AuthorUse{FrameBytes: 60}) // a second call changes nothing
	second, err := reserve(60)
	if err != nil {
		t.Fatalf("after the held write failed: %v", err)
	}
	// Read again from the store (which holds none of it): still held.
	q.use["a"].at = time.Now().Add(-2 * usageFresh)
	if _, err := reserve(60); !errors.Is(err, memory.ErrQuota) {
		t.Fatalf("after a fresh read, a write of 60 while 60 are held: %v; want the quota", err)
	}
	second(memory.AuthorUse{FrameBytes: 60})
	if _, err := reserve(50); !errors.Is(err, memory.ErrQuota) {
		t.Fatalf("50 more after 60 written: %v; want the quota", err)
	}
	if err := q.take(ctx, st, quota, "a", memory.AuthorUse{FrameBytes: 40}); err != nil {
		t.Fatalf("40 more after 60 written: %v", err)
	}
	if u := q.use["a"]; u.use.FrameBytes != 100 || u.held != (memory.AuthorUse{}) {
		t.Errorf("cached %+v held %+v; want 100 bytes counted, none held", u.use, u.held)
	}
}
