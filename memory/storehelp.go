package memory

import (
	"context"
	"fmt"
	"math"
	"strings"
	"time"
)

// What every Store implementation does the same way, whatever it stores
// in: argument checks, search set-up, the prune loop, time stamps and
// distances. The stores (embedded, neo4j) call these so they agree.

// CheckBefore checks Store.Before's arguments: n may not be negative.
func CheckBefore(step StepRef, n int) error {
	if n < 0 {
		return fmt.Errorf("steps before %s: %w: negative count %d", step, ErrInvalid, n)
	}
	return nil
}

// MaxSearchWords bounds the distinct words of a search. SQLite's FTS5
// took time growing with the square of a query's words: 20,000 took a
// second and 200,000 (1.6 MB of text, in one memory_search call or the
// web view's search box) seventy, holding a connection of the store;
// Neo4j's index refuses more than 1,024 clauses.
const MaxSearchWords = 64

// distinct returns words without repeats, in their first order.
func distinct(words []string) []string {
	seen := make(map[string]bool, len(words))
	out := words[:0]
	for _, w := range words {
		if !seen[w] {
			seen[w] = true
			out = append(out, w)
		}
	}
	return out
}

// SearchText is text cut to its first MaxSearchWords distinct search
// words, for searches made from a longer text (a goal).
func SearchText(text string) string {
	if ws := distinct(SearchWords(text)); len(ws) > MaxSearchWords {
		return strings.Join(ws[:MaxSearchWords], " ")
	}
	return text
}

// SearchTerms is Store.Search's set-up: the words to look for
// (SearchWords) and the limit, 10 when the query sets none. A query with
// no words is ErrInvalid.
func SearchTerms(q SearchQuery) (words []string, limit int, err error) {
	words = distinct(SearchWords(q.Text))
	if len(words) == 0 {
		return nil, 0, fmt.Errorf("search: %w: no words to search for in %q", ErrInvalid, q.Text)
	}
	if len(words) > MaxSearchWords {
		return nil, 0, fmt.Errorf("search: %w: the query has %d distinct words; at most %d", ErrInvalid, len(words), MaxSearchWords)
	}
	limit = q.Limit
	if limit <= 0 {
		limit = 10
	}
	return words, limit, nil
}

// Check checks a retention policy before Store.Prune applies it: it needs
// a cut-off time and a KeepContext that is not negative.
func (p Retention) Check() error {
	if p.Before.IsZero() {
		return fmt.Errorf("prune: %w: no cut-off time (Retention.Before)", ErrInvalid)
	}
	if p.KeepContext < 0 {
		return fmt.Errorf("prune: %w: negative KeepContext", ErrInvalid)
	}
	return nil
}

// PruneEach prunes the episodes one at a time with prune (each in a
// transaction of its own, in the store), adding to rep what each removed;
// it stops at the first error, which it returns.
func PruneEach(ctx context.Context, rep *PruneReport, episodes []string, prune func(ctx context.Context, episode string) (removed, added int, err error)) error {
	for _, ep := range episodes {
		removed, added, err := prune(ctx, ep)
		if err != nil {
			return err
		}
		if removed > 0 {
			rep.Episodes++
			rep.StepsRemoved += removed
			rep.RowsAdded += added
		}
	}
	return nil
}

// Stamp is the time a record is stored with: given, or now when given is
// zero, in UTC.
func Stamp(given, now time.Time) time.Time {
	if given.IsZero() {
		return now.UTC()
	}
	return given.UTC()
}

// Within sets pl.Distance, its distance from p, and reports whether it is
// at most r: the exact test after a store's bounding-box query.
func (pl *Place) Within(p [3]float64, r float64) bool {
	dx, dy, dz := pl.Pos[0]-p[0], pl.Pos[1]-p[1], pl.Pos[2]-p[2]
	pl.Distance = math.Sqrt(dx*dx + dy*dy + dz*dz)
	return pl.Distance <= r
}

// StepPosition finds the step of episode id whose Index is index without
// reading the episode's other steps: its position among the episode's
// steps (in index order) and the page holding it (the episode's header
// and that one step), by a binary search over pages of one step (indices
// are unique and increasing, so the step of index k is at a position of
// at most k). A step that is not there is ErrNotFound.
func StepPosition(ctx context.Context, s Store, id string, index int) (int, EpisodePage, error) {
	head, err := s.EpisodeSteps(ctx, id, 0, 0, 0)
	if err != nil {
		return 0, EpisodePage{}, err
	}
	lo, hi := 0, min(index, head.Total-1)
	first := true
	for lo <= hi {
		mid := lo + (hi-lo)/2
		if first {
			// Where indices run 0, 1, 2, ... (the usual), the step of
			// index k is at position k: one page finds it.
			mid, first = hi, false
		}
		pg, err := s.EpisodeSteps(ctx, id, mid, 1, 0)
		if err != nil {
			return 0, EpisodePage{}, err
		}
		if len(pg.Steps) == 0 {
			break
		}
		switch k := pg.Steps[0].Index; {
		case k == index:
			return mid, pg, nil
		case k < index:
			lo = mid + 1
		default:
			hi = mid - 1
		}
	}
	return 0, EpisodePage{}, fmt.Errorf("%w: episode %q has no step %d", ErrNotFound, id, index)
}
