package ui_test

import (
	"context"
	"fmt"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/memory/embedded"
	"github.com/skillrun/skillrun/serve/ui"
	"github.com/skillrun/skillrun/skills"
)

// versionReads counts the reads of every version of a skill.
type versionReads struct {
	memory.Store
	n atomic.Int64
}

func (r *versionReads) Versions(ctx context.Context, skill string) ([]memory.SkillVersion, error) {
	r.n.Add(1)
	return r.Store.Versions(ctx, skill)
}

// TestPagesReadRecentVersions: each view of the library (a trend per
// skill) and of a skill's page read every version of the skill, each with
// its source, and asked each for its runs and rate: a skill an agent had
// flooded with versions (every rejected one is recorded with its source,
// up to 1 MiB) cost every view all of them. The pages read the newest
// versions, a page of them.
func TestPagesReadRecentVersions(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "walker.go"), []byte(evilSkill), 0o644); err != nil {
		t.Fatal(err)
	}
	lib, err := library.Open(dir, library.Options{})
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	st, err := embedded.Open(ctx, filepath.Join(t.TempDir(), "m.db"), embedded.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	base := time.Now().UTC().Add(-time.Hour)
	pad := "\n// " + strings.Repeat("x", 8<<10) + "\n"
	err = st.Atomically(ctx, func(ctx context.Context) error {
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
	rs := &versionReads{Store: st}
	view, err := ui.New(ui.Options{Library: lib, Memory: rs, PageSize: 20})
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(view.Handler())
	t.Cleanup(ts.Close)
	page(t, ts.URL+"/ui/")
	_, _, body := page(t, ts.URL+"/ui/skills/walker?a=f00000000000012b&b=f00000000000012a")
	if n := rs.n.Load(); n != 0 {
		t.Errorf("the pages read every version of the skill %d times", n)
	}
	if got := strings.Count(body, `<option value="f`); got != 2*20 {
		t.Errorf("the skill page offers %d versions to compare; want the newest 20 in each list", got)
	}
	if !strings.Contains(body, "f00000000000012b") || strings.Contains(body, `value="f000000000000000"`) {
		t.Errorf("the skill page does not list the newest versions")
	}
}
