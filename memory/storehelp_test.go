package memory

import (
	"context"
	"errors"
	"fmt"
	"math"
	"strings"
	"testing"
	"time"
)

func TestStoreHelpers(t *testing.T) {
	if err := CheckBefore(StepRef{Episode: "e", Index: 3}, -1); !errors.Is(err, ErrInvalid) || !strings.Contains(err.Error(), "negative count -1") {
		t.Errorf("CheckBefore(-1) = %v", err)
	}
	if err := CheckBefore(StepRef{Episode: "e", Index: 3}, 0); err != nil {
		t.Errorf("CheckBefore(0) = %v", err)
	}

	for _, tt := range []struct {
		q       SearchQuery
		words   string
		limit   int
		wantErr bool
	}{
		{SearchQuery{Text: "lava bridge"}, "lava,bridge", 10, false},
		{SearchQuery{Text: "lava", Limit: 3}, "lava", 3, false},
		{SearchQuery{Text: "lava", Limit: -1}, "lava", 10, false},
		{SearchQuery{Text: "  ,; "}, "", 0, true},
	} {
		words, limit, err := SearchTerms(tt.q)
		if tt.wantErr {
			if !errors.Is(err, ErrInvalid) {
				t.Errorf("SearchTerms(%+v) err = %v", tt.q, err)
			}
			continue
		}
		if err != nil || strings.Join(words, ",") != strings.Join(SearchWords(tt.q.Text), ",") || limit != tt.limit {
			t.Errorf("SearchTerms(%+v) = %v, %d, %v", tt.q, words, limit, err)
		}
	}

	now := time.Date(2026, 12, 3, 9, 0, 0, 0, time.FixedZone("x", 3600))
	for _, tt := range []struct {
		p       Retention
		wantErr string
	}{
		{Retention{}, "no cut-off time"},
		{Retention{Before: now, KeepContext: -1}, "negative KeepContext"},
		{Retention{Before: now, KeepContext: 2}, ""},
	} {
		err := tt.p.Check()
		if tt.wantErr == "" && err != nil || tt.wantErr != "" && (!errors.Is(err, ErrInvalid) || !strings.Contains(err.Error(), tt.wantErr)) {
			t.Errorf("%+v.Check() = %v, want %q", tt.p, err, tt.wantErr)
		}
	}

	var rep PruneReport
	var seen []string
	err := PruneEach(context.Background(), &rep, []string{"a", "b", "c", "d"}, func(_ context.Context, ep string) (int, int, error) {
		seen = append(seen, ep)
		switch ep {
		case "a":
			return 5, 2, nil
		case "b":
			return 0, 0, nil
		case "c":
			return 1, 1, fmt.Errorf("prune episode %q: %w", ep, ErrUnavailable)
		}
		return 9, 9, nil
	})
	if !errors.Is(err, ErrUnavailable) || strings.Join(seen, "") != "abc" || rep != (PruneReport{Episodes: 1, StepsRemoved: 5, RowsAdded: 2}) {
		t.Errorf("PruneEach: %v, seen %v, %+v", err, seen, rep)
	}

	given := time.Date(2026, 1, 2, 3, 4, 5, 0, time.FixedZone("y", -7200))
	if got := Stamp(given, now); !got.Equal(given) || got.Location() != time.UTC {
		t.Errorf("Stamp(given) = %v", got)
	}
	if got := Stamp(time.Time{}, now); !got.Equal(now) || got.Location() != time.UTC {
		t.Errorf("Stamp(zero) = %v", got)
	}

	pl := Place{Pos: [3]float64{3, 4, 12}}
	if !pl.Within([3]float64{0, 0, 0}, 13) || pl.Distance != 13 {
		t.Errorf("Within 13: %v %v", pl.Within([3]float64{0, 0, 0}, 13), pl.Distance)
	}
	if pl.Within([3]float64{0, 0, 0}, math.Nextafter(13, 0)) {
		t.Error("Within a radius just short of the distance")
	}
}
