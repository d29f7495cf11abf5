package mutate_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/runtime/check"
	"github.com/skillrun/skillrun/runtime/sandbox"
	"github.com/skillrun/skillrun/verify"
	"github.com/skillrun/skillrun/verify/mutate"
	"github.com/skillrun/skillrun/verify/verifytest"
)

const refFile = "../testdata/lib/advance/advance.go"

func corridor(t testing.TB) (*library.Library, []memory.Episode, *verify.Registry) {
	t.Helper()
	f, err := os.Open("../testdata/episodes/corridor.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	eps, err := memory.ReadJSONL(f)
	if err != nil {
		t.Fatal(err)
	}
	lib, err := library.Open(filepath.Dir(filepath.Dir(refFile)), library.Options{Executor: sandbox.NewInProcess(sandbox.Options{})})
	if err != nil {
		t.Fatal(err)
	}
	reg, err := verify.NewRegistry(verifytest.Simulator{})
	if err != nil {
		t.Fatal(err)
	}
	return lib, eps, reg
}

// TestCorridorKillRate is the mutation score of the corridor's reference
// procedure: verification must accept it and reject ≥ 95 % of its mutants.
func TestCorridorKillRate(t *testing.T) {
	lib, eps, reg := corridor(t)
	src, err := os.ReadFile(refFile)
	if err != nil {
		t.Fatal(err)
	}
	for _, method := range []string{verify.Both, verify.MethodReplay, verify.MethodResim} {
		v := func(ctx context.Context, u *check.Unit) (*verify.Report, error) {
			return verify.Episodes(ctx, lib, u, eps, verify.Options{Simulators: reg, Method: method, Parallel: 1})
		}
		sc, err := mutate.Run(context.Background(), "advance.go", src, v, mutate.Options{}, 0)
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%s: reference %v, killed %d of %d (%.1f%%), %d stillborn, by kind %v", method, sc.Reference, sc.Killed, sc.Total, 100*sc.Rate(), sc.Stats.Stillborn, sc.ByKind)
		for _, o := range sc.Survivors() {
			t.Logf("  survivor %s %s %s", o.Kind, o.Pos, o.Desc)
		}
		if !sc.Reference {
			t.Errorf("%s: the reference does not verify: %s", method, sc.ReferenceReason)
		}
		if sc.Total < 20 {
			t.Errorf("%s: only %d mutants", method, sc.Total)
		}
		for _, k := range mutate.Kinds {
			if sc.ByKind[k].Total == 0 {
				t.Errorf("%s: no %s mutants", method, k)
			}
		}
		if method == verify.Both && sc.Rate() < 0.95 {
			t.Errorf("%s: kill rate %.3f; want ≥ 0.95", method, sc.Rate())
		}
	}
}
