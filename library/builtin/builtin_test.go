package builtin_test

import (
	"context"
	"encoding/json"
	"os"
	"reflect"
	"sync"
	"testing"

	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/library/builtin"
	"github.com/skillrun/skillrun/runtime/sandbox"
	"github.com/skillrun/skillrun/skills"
)

// world is a small deterministic environment: a position on a line and a
// door that opens on the second try.
type world struct {
	mu    sync.Mutex
	pos   int
	tries int
}

func (w *world) Observe(context.Context) (skills.Observation, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	return skills.Observation{"pos": w.pos, "door": w.tries >= 2}, nil
}

func (w *world) Act(_ context.Context, a skills.Action) (skills.Outcome, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	switch a.Name {
	case "step":
		w.pos += int(skills.Num(a.Params["by"]))
		return skills.Outcome{OK: true, Data: map[string]any{"pos": w.pos}}, nil
	case "open":
		w.tries++
		if w.tries < 2 {
			return skills.Outcome{OK: false, Reason: "stuck"}, nil
		}
		return skills.Outcome{OK: true}, nil
	}
	return skills.Outcome{OK: false, Reason: "unknown action"}, nil
}

// libs returns the built-ins twice: compiled natively, and interpreted from
// the same embedded source.
func libs(t *testing.T) (native, interp *library.Library) {
	t.Helper()
	dir := t.TempDir()
	for _, interpreted := range []bool{false, true} {
		bs, err := builtin.All(interpreted)
		if err != nil {
			t.Fatal(err)
		}
		for _, b := range bs {
			if (b.Native == nil) != interpreted {
				t.Fatalf("All(%v): %s native=%v", interpreted, b.File, b.Native != nil)
			}
		}
		l, err := library.Open(dir, library.Options{Builtins: bs, Executor: sandbox.NewInProcess(sandbox.Options{})})
		if err != nil {
			t.Fatal(err)
		}
		if len(l.Problems()) > 0 {
			t.Fatalf("problems: %+v", l.Problems())
		}
		if interpreted {
			interp = l
		} else {
			native = l
		}
	}
	return native, interp
}

// TestNativeMatchesInterpreted runs every built-in both ways on the same
// inputs and compares results, errors and traces.
func TestNativeMatchesInterpreted(t *testing.T) {
	native, interp := libs(t)
	cases := []struct{ skill, args string }{
		{"observe", `{}`},
		{"observe", `{"fields":["pos"]}`},
		{"act", `{"action":"step","params":{"by":2}}`},
		{"act", `{"action":"open","require_ok":true}`},
		{"act", `{"action":"fly"}`},
		{"act", `{}`},
		{"sequence", `{"steps":[{"skill":"act","args":{"action":"step","params":{"by":1}}},{"skill":"observe"}]}`},
		{"sequence", `{"steps":[{"skill":"act","args":{"action":"open","require_ok":true}},{"skill":"observe"}]}`},
		{"sequence", `{"steps":[{"skill":"act","args":{"action":"open","require_ok":true}},{"skill":"observe"}],"keep_going":true}`},
		{"retry", `{"skill":"act","args":{"action":"open","require_ok":true},"attempts":3}`},
		{"retry", `{"skill":"act","args":{"action":"fly","require_ok":true},"attempts":2,"recover":"observe"}`},
		{"retry", `{"skill":"act","attempts":99}`},
	}
	names := map[string]bool{}
	for _, m := range native.List() {
		names[m.Name] = true
	}
	for _, c := range cases {
		delete(names, c.skill)
		var got [2]string
		for i, l := range []*library.Library{native, interp} {
			res, err := l.Run(context.Background(), c.skill, library.Request{Args: []byte(c.args), World: &world{}})
			out := map[string]any{}
			if err != nil {
				out["error"] = err.Error()
			} else {
				out["result"] = res.Result
			}
			if res != nil && res.Invocation != nil {
				out["steps"] = res.Invocation.Steps
				out["calls"] = len(res.Invocation.Calls)
			}
			b, _ := json.Marshal(out)
			got[i] = string(b)
		}
		if got[0] != got[1] {
			t.Errorf("%s %s:\nnative      %s\ninterpreted %s", c.skill, c.args, got[0], got[1])
		}
	}
	for n := range names {
		if n == "blaze_detector" { // a detector: compared in its own package
			continue
		}
		t.Errorf("built-in %s has no comparison case", n)
	}
}

// TestSourcesAreTheCompiledFiles: the embedded source is byte for byte the
// file the native package is compiled from.
func TestSourcesAreTheCompiledFiles(t *testing.T) {
	bs, err := builtin.All(true)
	if err != nil {
		t.Fatal(err)
	}
	for _, b := range bs {
		rel := b.File[len("builtin/"):]
		disk, err := os.ReadFile(rel)
		if err != nil {
			continue // registered from elsewhere
		}
		if !reflect.DeepEqual(disk, b.Source) {
			t.Errorf("%s: embedded source differs from the file on disk", b.File)
		}
	}
}
