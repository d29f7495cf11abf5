package ui_test

import (
	"context"
	"fmt"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/memory/embedded"
	"github.com/skillrun/skillrun/memory/memorytest"
	"github.com/skillrun/skillrun/serve/ui"
	"github.com/skillrun/skillrun/skills"
)

// TestPagesReadRecentVersions: each view of the library (a trend per
// skill) and of a skill's page read every version of the skill, each with
// its source, and asked each for its runs and rate: a skill an agent had
// flooded with versions (every rejected one is recorded with its source,
// up to 1 MiB) cost every view all of them. The pages read the newest
// versions, a page of them.
func TestPagesReadRecentVersions(t *testing.T) {
	lib, st := walkerLibrary(t)
	ctx := context.Background()
	base := time.Now().UTC().Add(-time.Hour)
	pad := "\n// " + strings.Repeat("x", 8<<10) + "\n"
	err := st.Atomically(ctx, func(ctx context.Context) error {
		for k := range 300 {
			v := memory.SkillVersion{Skill: "walker", ID: fmt.Sprintf("f%015x", k), Kind: skills.Procedure, Source: evilSkill + pad, Author: "flood", Created: base.Add(time.Duration(k) * time.Second)}
			if err := st.PutVersion(ctx, v); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	rs := &memorytest.Reads{Store: st}
	view, err := ui.New(ui.Options{Library: lib, Memory: rs, PageSize: 20})
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(view.Handler())
	t.Cleanup(ts.Close)
	page(t, ts.URL+"/ui/")
	_, _, body := page(t, ts.URL+"/ui/skills/walker?a=f00000000000012b&b=f00000000000012a")
	if n := rs.AllVersions.Load(); n != 0 {
		t.Errorf("the pages read every version of the skill %d times", n)
	}
	if got := strings.Count(body, `<option value="f`); got != 2*20 {
		t.Errorf("the skill page offers %d versions to compare; want the newest 20 in each list", got)
	}
	if !strings.Contains(body, "f00000000000012b") || strings.Contains(body, `value="f000000000000000"`) {
		t.Errorf("the skill page does not list the newest versions")
	}
}

// TestRunPageReadsOneRun: a verification run's page read every run of its
// version (one at each judgement, each with a verdict an episode) to show
// one. It reads the one run; an unknown run is not found.
func TestRunPageReadsOneRun(t *testing.T) {
	lib, st := walkerLibrary(t)
	ctx := context.Background()
	version := lib.List()[0].Version
	base := time.Now().UTC().Add(-time.Hour)
	if err := st.PutVersion(ctx, memory.SkillVersion{Skill: "walker", ID: version, Kind: skills.Procedure, Source: evilSkill, Created: base}); err != nil {
		t.Fatal(err)
	}
	for k := range 50 {
		if err := st.RecordEpisode(ctx, memorytest.Kitchen(fmt.Sprintf("ep-run-%02d", k), base)); err != nil {
			t.Fatal(err)
		}
		run := memory.VerificationRun{ID: fmt.Sprintf("vr-%02d", k), Version: version, Time: base.Add(time.Duration(k) * time.Second), Method: "replay",
			Verdicts: []memory.Verdict{{Episode: fmt.Sprintf("ep-run-%02d", k), Passed: true}}}
		if err := st.RecordVerification(ctx, run); err != nil {
			t.Fatal(err)
		}
	}
	rs := &memorytest.Reads{Store: st}
	view, err := ui.New(ui.Options{Library: lib, Memory: rs})
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(view.Handler())
	t.Cleanup(ts.Close)
	code, _, body := page(t, ts.URL+"/ui/skills/walker/versions/"+version+"/runs/vr-07")
	if code != 200 || !strings.Contains(body, "ep-run-07") || strings.Contains(body, "ep-run-08") {
		t.Errorf("run vr-07's page: %d, shows ep-run-07 %v; want it, and no other run's", code, strings.Contains(body, "ep-run-07"))
	}
	if n := rs.AllVerifications.Load(); n != 0 {
		t.Errorf("the run page read every run of the version %d times", n)
	}
	if code, _, _ := page(t, ts.URL+"/ui/skills/walker/versions/"+version+"/runs/vr-nope"); code != 404 {
		t.Errorf("an unknown run's page: %d; want 404", code)
	}
}

// walkerLibrary is a library of evilSkill as walker, and an embedded
// memory.
func walkerLibrary(t *testing.T) (*library.Library, *embedded.Store) {
	t.Helper()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "walker.go"), []byte(evilSkill), 0o644); err != nil {
		t.Fatal(err)
	}
	lib, err := library.Open(dir, library.Options{})
	if err != nil {
		t.Fatal(err)
	}
	st, err := embedded.Open(context.Background(), filepath.Join(t.TempDir(), "m.db"), embedded.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return lib, st
}
