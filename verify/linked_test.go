package verify_test

import (
	"context"
	"fmt"
	"reflect"
	"sync"
	"testing"
	"time"

	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/verify"
)

// serialStore answers one evidence query at a time, as LinkedEpisodes
// used to ask them (the reference and the benchmark's baseline).
type serialStore struct {
	memory.Store
	mu sync.Mutex
}

func (s *serialStore) Evidence(ctx context.Context, version string) ([]memory.Evidence, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.Store.Evidence(ctx, version)
}

// storeWithVersions records the corridor episodes and n versions of
// advance; every seventh version is linked to three of the episodes,
// which it returns.
func storeWithVersions(t testing.TB, n int) (memory.Store, map[string]bool) {
	t.Helper()
	ctx := context.Background()
	eps := episodes(t)
	st := openStore(t, eps)
	linked := map[string]bool{}
	for i := range n {
		id := fmt.Sprintf("sha256:advance-%04d", i)
		v := memory.SkillVersion{Skill: "advance", ID: id, Source: "package advance // " + id, Created: base.Add(time.Duration(i) * time.Minute)}
		if err := st.PutVersion(ctx, v); err != nil {
			t.Fatal(err)
		}
		if i%7 == 0 {
			var link []string
			for j := range 3 {
				link = append(link, eps[(i+j)%len(eps)].ID)
				linked[eps[(i+j)%len(eps)].ID] = true
			}
			if err := st.Link(ctx, id, memory.DerivedFrom, link...); err != nil {
				t.Fatal(err)
			}
		}
	}
	return st, linked
}

func TestLinkedEpisodes(t *testing.T) {
	ctx := context.Background()
	st, linked := storeWithVersions(t, 60)
	for _, version := range []string{"sha256:advance-0000", "sha256:advance-0031", "sha256:new"} {
		got, err := verify.LinkedEpisodes(ctx, st, "advance", version)
		if err != nil {
			t.Fatal(err)
		}
		want, err := verify.LinkedEpisodes(ctx, &serialStore{Store: st}, "advance", version)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("LinkedEpisodes(advance, %s) = %v; queried one at a time, %v", version, got, want)
		}
		set := map[string]bool{}
		for _, id := range got {
			set[id] = true
		}
		if len(set) != len(got) || !reflect.DeepEqual(set, linked) {
			t.Errorf("LinkedEpisodes(advance, %s) = %v; want each of %v once", version, got, linked)
		}
	}
	if got, err := verify.LinkedEpisodes(ctx, st, "nothing", "sha256:none"); err != nil || len(got) != 0 {
		t.Errorf("LinkedEpisodes of an unknown skill = %v, %v; want none", got, err)
	}
}

// BenchmarkLinkedEpisodes: the episodes linked to a skill with 300
// versions (a long watch session), against the same queries one at a time.
func BenchmarkLinkedEpisodes(b *testing.B) {
	ctx := context.Background()
	st, _ := storeWithVersions(b, 300)
	for _, bc := range []struct {
		name  string
		store memory.Store
	}{{"serial", &serialStore{Store: st}}, {"LinkedEpisodes", st}} {
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := verify.LinkedEpisodes(ctx, bc.store, "advance", "sha256:new"); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
