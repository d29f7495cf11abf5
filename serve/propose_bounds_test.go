package serve_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/serve"
)

// TestProposeBounded: skill_propose carrying a note of 1 MiB, an author
// of 4 KiB or 5,000 episode ids. The note and author went into the
// decision recorded for the version, which every instance sharing the
// store reads again at each sync, and the episodes were each looked up.
// Each is refused, naming what is too large and its bound; nothing is
// recorded and the file is unchanged.
func TestProposeBounded(t *testing.T) {
	f := newFixture(t, func(f *fixture, o *serve.Options) { o.Lifecycle = lifecycle(f) })
	cs := f.connect(t, nil)
	ctx := context.Background()
	orig, err := os.ReadFile(filepath.Join(f.dir, "echo.go"))
	if err != nil {
		t.Fatal(err)
	}
	before, err := f.store.Decisions(ctx, "echo")
	if err != nil {
		t.Fatal(err)
	}
	next := strings.Replace(string(orig), "package echo", "// (next)\npackage echo", 1)
	eps := make([]string, 5000)
	for i := range eps {
		eps[i] = fmt.Sprintf("ep-%d", i)
	}
	for _, tt := range []struct {
		name string
		args map[string]any
		want string
	}{
		{"note", map[string]any{"note": strings.Repeat("n", 1<<20)}, fmt.Sprintf("note is 1048576 bytes; at most %d", library.MaxNoteBytes)},
		{"author", map[string]any{"author": strings.Repeat("a", 4096)}, fmt.Sprintf("author is 4096 bytes; at most %d", library.MaxAuthorBytes)},
		{"episodes", map[string]any{"derived_from": eps}, fmt.Sprintf("names 5000 episodes; at most %d", library.MaxEpisodes)},
		{"episode id", map[string]any{"derived_from": []string{strings.Repeat("e", 1000)}}, "episode 0 is an id of 1000 bytes"},
	} {
		args := map[string]any{"skill": "echo", "source": next}
		for k, v := range tt.args {
			args[k] = v
		}
		_, msg := callTool(t, cs, "skill_propose", args, nil)
		if !strings.Contains(msg, tt.want) || !strings.Contains(msg, "bad input") {
			t.Errorf("%s: skill_propose answered %.300q; want bad input containing %q", tt.name, msg, tt.want)
		}
	}
	after, err := f.store.Decisions(ctx, "echo")
	if err != nil {
		t.Fatal(err)
	}
	if len(after) != len(before) {
		t.Errorf("%d decisions recorded for echo by refused proposals", len(after)-len(before))
	}
	if now, _ := os.ReadFile(filepath.Join(f.dir, "echo.go")); string(now) != string(orig) {
		t.Errorf("a refused proposal changed echo.go")
	}
}
