package verify_test

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/runtime/check"
	"github.com/skillrun/skillrun/runtime/sandbox"
	"github.com/skillrun/skillrun/skills"
	"github.com/skillrun/skillrun/verify"
	"github.com/skillrun/skillrun/verify/verifytest"
)

var update = flag.Bool("update", false, "rewrite testdata/episodes/corridor.jsonl")

const episodesFile = "testdata/episodes/corridor.jsonl"

var base = time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC)

// reference returns the reference advance source.
func reference(t testing.TB) []byte {
	t.Helper()
	b, err := os.ReadFile("testdata/lib/advance/advance.go")
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// libWith opens a library holding advance with the given source.
func libWith(t testing.TB, src []byte) (*library.Library, *check.Unit) {
	t.Helper()
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "advance"), 0o755); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "advance", "advance.go")
	if err := os.WriteFile(path, src, 0o644); err != nil {
		t.Fatal(err)
	}
	lib, err := library.Open(dir, library.Options{Executor: sandbox.NewInProcess(sandbox.Options{})})
	if err != nil {
		t.Fatal(err)
	}
	if p := lib.Problems(); len(p) > 0 {
		t.Fatalf("library problems: %v", p[0].Msg)
	}
	s, err := lib.Get("advance")
	if err != nil {
		t.Fatal(err)
	}
	return lib, s.Unit
}

func runner(lib *library.Library) verifytest.Runner {
	return func(ctx context.Context, skill string, args json.RawMessage, w skills.World) (skills.Result, error) {
		res, err := lib.Run(ctx, skill, library.Request{Args: args, World: w})
		if err != nil {
			return nil, err
		}
		return res.Result, nil
	}
}

func recordAll(t testing.TB) []memory.Episode {
	t.Helper()
	lib, _ := libWith(t, reference(t))
	var eps []memory.Episode
	for i, sc := range verifytest.Scenarios {
		ep, err := verifytest.Record(context.Background(), sc, runner(lib), base.Add(time.Duration(i)*time.Hour))
		if err != nil {
			t.Fatal(err)
		}
		eps = append(eps, ep)
	}
	return eps
}

// episodes reads the committed corridor episodes.
func episodes(t testing.TB) []memory.Episode {
	t.Helper()
	f, err := os.Open(episodesFile)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	eps, err := memory.ReadJSONL(f)
	if err != nil {
		t.Fatal(err)
	}
	return eps
}

func registry(t testing.TB) *verify.Registry {
	t.Helper()
	r, err := verify.NewRegistry(verifytest.Simulator{})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func TestRecordedEpisodesAreCurrent(t *testing.T) {
	eps := recordAll(t)
	var buf bytes.Buffer
	if err := memory.WriteJSONL(&buf, eps); err != nil {
		t.Fatal(err)
	}
	if *update {
		if err := os.MkdirAll(filepath.Dir(episodesFile), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(episodesFile, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	old, err := os.ReadFile(episodesFile)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(old, buf.Bytes()) {
		t.Fatalf("%s is stale or recording is not deterministic; run go test ./verify -run TestRecordedEpisodesAreCurrent -update", episodesFile)
	}
}

func corridorSim() verify.Simulator { return verifytest.Simulator{} }
