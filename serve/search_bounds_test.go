package serve_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/skillrun/skillrun/memory"
)

// TestSearchWordsBounded: memory_search with 20,000 words. SQLite's FTS5
// took time growing with the square of a query's words (20,000: a
// second; 200,000, 1.6 MB of text: seventy seconds of the host's CPU,
// holding a store connection) and answered no hits. It is refused naming
// the bound; a goal of as many words still gives memory_context an
// answer, searched by its first words.
func TestSearchWordsBounded(t *testing.T) {
	f := newFixture(t, nil)
	cs := f.connect(t, nil)
	var b strings.Builder
	for i := range 20000 {
		fmt.Fprintf(&b, "w%d ", i)
	}
	_, msg := callTool(t, cs, "memory_search", map[string]any{"text": b.String()}, nil)
	if want := fmt.Sprintf("has 20000 distinct words; at most %d", memory.MaxSearchWords); !strings.Contains(msg, want) {
		t.Errorf("memory_search of 20,000 words answered %.300q; want %q", msg, want)
	}
	if _, msg := callTool(t, cs, "memory_search", map[string]any{"text": strings.Repeat("lava ", 20000)}, nil); msg != "" {
		t.Errorf("memory_search of one word 20,000 times: %.300q; want an answer", msg)
	}
	if _, msg := callTool(t, cs, "memory_context", map[string]any{"goal": b.String()}, nil); msg != "" {
		t.Errorf("memory_context with a goal of 20,000 words: %.300q; want an answer", msg)
	}
}
