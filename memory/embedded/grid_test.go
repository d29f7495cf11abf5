package embedded

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/skills"
)

// TestNearGrid: Near through the grid index finds exactly the steps a scan
// of every step finds (small boxes seek cells, large ones scan a range;
// negative, fractional and huge coordinates), before and after a prune
// removes steps.
func TestNearGrid(t *testing.T) {
	ctx, s, t0 := context.Background(), openTemp(t), time.Date(2026, 11, 30, 10, 0, 0, 0, time.UTC)
	rng := rand.New(rand.NewPCG(7, 7))
	coord := func() float64 {
		switch rng.IntN(20) {
		case 0:
			return (rng.Float64() - 0.5) * 1e300
		case 1:
			return float64(rng.IntN(5)*16 - 32) // on cell borders
		}
		return (rng.Float64() - 0.5) * 200
	}
	var all []memory.Step
	for e := range 6 {
		ep := memory.Episode{ID: fmt.Sprintf("ep-%d", e), Start: t0.Add(time.Duration(e) * time.Hour)}
		for i := range 300 {
			st := memory.Step{Index: i, Time: ep.Start.Add(time.Duration(i) * time.Second), Action: skills.Action{Name: "walk"},
				Outcome: skills.Outcome{OK: i%9 != 0, Reason: map[bool]string{true: "fell"}[i%9 == 0]}}
			if i%10 != 3 {
				st.Pos = &[3]float64{coord(), coord() / 10, coord()}
			}
			ep.Steps = append(ep.Steps, st)
		}
		if err := s.RecordEpisode(ctx, ep); err != nil {
			t.Fatal(err)
		}
		all = append(all, ep.Steps...)
	}
	check := func(when string) {
		t.Helper()
		var eps []memory.Episode
		for e := range 6 {
			ep, err := s.Episode(ctx, fmt.Sprintf("ep-%d", e))
			if err != nil {
				t.Fatal(err)
			}
			eps = append(eps, ep)
		}
		for n := range 240 {
			q := memory.NearQuery{Pos: [3]float64{coord(), coord() / 10, coord()}, Radius: []float64{1, 8, 30, 150, 2000}[n%5], Limit: 1 << 20}
			if st := all[rng.IntN(len(all))]; st.Pos != nil && n%6 != 0 {
				// A recorded step at the centre, or on an edge of the box
				// (exactly the radius away along x or z).
				q.Pos = *st.Pos
				switch n % 6 {
				case 2:
					q.Pos[2] -= q.Radius
				case 3:
					q.Pos[2] += q.Radius
				case 4:
					q.Pos[0] -= q.Radius
				case 5:
					q.Pos[0] += q.Radius
				}
			}
			got, err := s.Near(ctx, q)
			if err != nil {
				t.Fatal(err)
			}
			var want []memory.Place
			for _, ep := range eps {
				for _, st := range ep.Steps {
					if st.Pos == nil {
						continue
					}
					d := math.Sqrt(sq(st.Pos[0]-q.Pos[0]) + sq(st.Pos[1]-q.Pos[1]) + sq(st.Pos[2]-q.Pos[2]))
					if d <= q.Radius {
						want = append(want, memory.Place{Step: memory.StepRef{Episode: ep.ID, Index: st.Index}, Pos: *st.Pos, Distance: d,
							Time: st.Time, Action: st.Action.Name, OK: st.Outcome.OK, Reason: st.Outcome.Reason})
					}
				}
			}
			want = memory.RankPlaces(want, q.Limit)
			if fmt.Sprint(got) != fmt.Sprint(want) {
				t.Fatalf("%s: Near(%v, r=%v) = %d places; a scan finds %d", when, q.Pos, q.Radius, len(got), len(want))
			}
		}
	}
	check("recorded")
	rep, err := s.Prune(ctx, memory.Retention{Before: t0.Add(100 * time.Hour)})
	if err != nil || rep.StepsRemoved == 0 {
		t.Fatalf("prune: %+v, %v", rep, err)
	}
	check("pruned")
	var grid, positioned int
	if err := s.w.QueryRowContext(ctx, `SELECT (SELECT count(*) FROM step_grid), (SELECT count(*) FROM steps WHERE x IS NOT NULL)`).Scan(&grid, &positioned); err != nil {
		t.Fatal(err)
	}
	if grid != positioned {
		t.Fatalf("after prune the grid holds %d steps; %d steps have positions", grid, positioned)
	}
}

func sq(x float64) float64 { return x * x }
