// Schedule room bookings: validates them with one closure per booking,
// finds the peak overlap by a sweep over sorted start and end events,
// assigns rooms greedily from a heap of the times rooms come free, and
// picks the most valuable set of bookings that do not overlap (weighted
// interval scheduling, binary search over the sorted ends).
package intervals

import (
	"container/heap"
	"fmt"
	"math/rand"
	"sort"

	"github.com/skillrun/skillrun/skills"
)

type Args struct {
	Bookings []Booking `json:"bookings,omitempty"`
	N        int       `json:"n,omitempty"`
	Seed     int64     `json:"seed,omitempty"`
	Day      int       `json:"day,omitempty"` // minutes in the generated day
}

type Booking struct {
	Start int `json:"start"`
	End   int `json:"end"`
	Value int `json:"value"`
}

type event struct {
	at    int
	delta int
	id    int
}

type room struct {
	free int
	id   int
}

type rooms []room

func (r rooms) Len() int { return len(r) }
func (r rooms) Less(i, j int) bool {
	if r[i].free != r[j].free {
		return r[i].free < r[j].free
	}
	return r[i].id < r[j].id
}
func (r rooms) Swap(i, j int) { r[i], r[j] = r[j], r[i] }
func (r *rooms) Push(x any)   { *r = append(*r, x.(room)) }
func (r *rooms) Pop() any {
	old := *r
	x := old[len(old)-1]
	*r = old[:len(old)-1]
	return x
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	bs := args.Bookings
	if len(bs) == 0 {
		n := args.N
		if n == 0 {
			n = 20000
		}
		if n < 0 || n > 500000 {
			return nil, fmt.Errorf("n must be 1..500000, got %d", n)
		}
		day := args.Day
		if day <= 0 {
			day = 24 * 60 * 7
		}
		r := rand.New(rand.NewSource(args.Seed))
		bs = make([]Booking, n)
		for i := range bs {
			s := r.Intn(day)
			bs[i] = Booking{Start: s, End: s + 15 + r.Intn(180), Value: 1 + r.Intn(100)}
		}
	}
	var checks []func() error
	for i, b := range bs {
		checks = append(checks, func() error {
			if b.End <= b.Start {
				return fmt.Errorf("booking %d ends at %d, not after its start %d", i, b.End, b.Start)
			}
			if b.Value < 0 {
				return fmt.Errorf("booking %d has a negative value %d", i, b.Value)
			}
			return nil
		})
	}
	for _, c := range checks {
		if err := c(); err != nil {
			return nil, err
		}
	}

	// Peak overlap: an end at t frees its room before a start at t.
	evs := make([]event, 0, 2*len(bs))
	for i, b := range bs {
		evs = append(evs, event{b.Start, +1, i}, event{b.End, -1, i})
	}
	sort.Slice(evs, func(i, j int) bool {
		if evs[i].at != evs[j].at {
			return evs[i].at < evs[j].at
		}
		return evs[i].delta < evs[j].delta
	})
	cur, peak, peakAt := 0, 0, 0
	for _, e := range evs {
		cur += e.delta
		if cur > peak {
			peak, peakAt = cur, e.at
		}
	}

	// Rooms: bookings by start, each to the room free longest.
	idx := make([]int, len(bs))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(a, b int) bool { return bs[idx[a]].Start < bs[idx[b]].Start })
	h := &rooms{}
	assigned := make([]int, len(bs))
	for _, i := range idx {
		if h.Len() > 0 && (*h)[0].free <= bs[i].Start {
			rm := heap.Pop(h).(room)
			rm.free = bs[i].End
			assigned[i] = rm.id
			heap.Push(h, rm)
			continue
		}
		assigned[i] = h.Len()
		heap.Push(h, room{free: bs[i].End, id: h.Len()})
	}
	perRoom := make(map[int]int)
	for _, r := range assigned {
		perRoom[r]++
	}

	// Weighted interval scheduling over bookings sorted by end.
	byEnd := append([]Booking(nil), bs...)
	sort.Slice(byEnd, func(i, j int) bool {
		if byEnd[i].End != byEnd[j].End {
			return byEnd[i].End < byEnd[j].End
		}
		return byEnd[i].Start < byEnd[j].Start
	})
	best := make([]int, len(byEnd)+1)
	take := make([]bool, len(byEnd)+1)
	prev := make([]int, len(byEnd)+1)
	for k := 1; k <= len(byEnd); k++ {
		b := byEnd[k-1]
		p := sort.Search(k-1, func(m int) bool { return byEnd[m].End > b.Start })
		prev[k] = p
		with := best[p] + b.Value
		if with > best[k-1] {
			best[k], take[k] = with, true
		} else {
			best[k] = best[k-1]
		}
	}
	var chosen []Booking
	for k := len(byEnd); k > 0; {
		if take[k] {
			chosen = append(chosen, byEnd[k-1])
			k = prev[k]
		} else {
			k--
		}
	}
	for i, j := 0, len(chosen)-1; i < j; i, j = i+1, j-1 {
		chosen[i], chosen[j] = chosen[j], chosen[i]
	}
	head := chosen
	if len(head) > 5 {
		head = head[:5]
	}
	return skills.Result{
		"bookings": len(bs), "peak": peak, "peak_at": peakAt, "rooms": h.Len(),
		"busiest_room": perRoom[0], "best_value": best[len(byEnd)], "chosen": len(chosen), "first_chosen": head,
	}, nil
}
