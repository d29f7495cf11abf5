package serve_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/skillrun/skillrun/gate"
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

// TestDisableReasonBounded: skill_disable with a reason of 1 MiB. The
// reason was recorded, and each call of the disabled skill failed quoting
// all of it; memory_link's why likewise went into a decision. Each is
// refused, naming the bound, and the skill keeps serving.
func TestDisableReasonBounded(t *testing.T) {
	f := newFixture(t, func(f *fixture, o *serve.Options) {
		g := gate.New(gate.Options{Library: f.lib, Store: f.store})
		if err := g.Provision(context.Background()); err != nil {
			t.Fatal(err)
		}
		o.Gate = g
	})
	cs := f.connect(t, nil)
	huge := strings.Repeat("r", 1<<20)
	_, msg := callTool(t, cs, "skill_disable", map[string]any{"skill": "echo", "reason": huge, "author": "ops"}, nil)
	if want := fmt.Sprintf("reason is 1048576 bytes; at most %d", library.MaxReasonBytes); !strings.Contains(msg, want) {
		t.Errorf("skill_disable with a reason of 1 MiB answered %.300q; want %q", msg, want)
	}
	if why, off := f.lib.Disabled("echo"); off {
		t.Errorf("echo disabled for a reason of %d bytes", len(why))
	}
	_, msg = callTool(t, cs, "skill_disable", map[string]any{"skill": "echo", "reason": "short", "author": strings.Repeat("a", 4096)}, nil)
	if !strings.Contains(msg, "author is 4096 bytes") {
		t.Errorf("skill_disable by an author of 4 KiB answered %.300q", msg)
	}
	cur, _ := f.lib.Get("echo")
	if err := f.store.RecordEpisode(context.Background(), counterEpisode("ep-x", 1, time.Now().UTC())); err != nil {
		t.Fatal(err)
	}
	_, msg = callTool(t, cs, "memory_link", map[string]any{"version": cur.Unit.Version(), "episode": "ep-x", "relation": "SUPPORTED_BY", "by": "test", "why": huge}, nil)
	if !strings.Contains(msg, "reason is 1048576 bytes") {
		t.Errorf("memory_link with a why of 1 MiB answered %.300q", msg)
	}
}

// A line directive in a proposal is refused as every vet refusal is
// (bad_input, the one kind table's for source that does not vet), saying
// it does not vet as a save's rejection does, at the directive's own
// file:line:col, and nothing is recorded or served.
func TestProposeLineDirective(t *testing.T) {
	f := newFixture(t, func(f *fixture, o *serve.Options) { o.Lifecycle = lifecycle(f) })
	cs := f.connect(t, nil)
	before := mustVersion(t, f, "echo")
	src := "// Echo.\npackage echo\n\nimport \"github.com/skillrun/skillrun/skills\"\n\ntype Args struct{}\n\nfunc Run(env skills.Env, args Args) (skills.Result, error) {\n//line /etc/passwd:1:1\n\treturn nil, nil\n}\n"
	_, msg := callTool(t, cs, "skill_propose", map[string]any{"skill": "echo", "source": src}, nil)
	if !strings.HasPrefix(msg, "bad_input: skill_propose: does not vet: echo.go:9:1: a line directive") {
		t.Errorf("skill_propose with a line directive: %q; want bad_input, does not vet, at echo.go:9:1", msg)
	}
	if mustVersion(t, f, "echo") != before {
		t.Errorf("the refused proposal serves")
	}
}
