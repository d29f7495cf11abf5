package ui

import "testing"

// TestTrackCentred: a track that stays in place sits in the middle of its
// box, one along an axis on the box's middle line; a square fills it.
func TestTrackCentred(t *testing.T) {
	for _, tt := range []struct {
		name string
		pos  [][3]float64
		want []point
	}{
		{"in place", [][3]float64{{5, 64, 5}, {5, 64, 5}}, []point{{100, 100}, {100, 100}}},
		{"north", [][3]float64{{1, 2, 3}, {1, 2, 13}}, []point{{100, 10}, {100, 190}}},
		{"square", [][3]float64{{0, 0, 0}, {4, 0, 4}}, []point{{10, 10}, {190, 190}}},
	} {
		got := track(tt.pos)
		for i := range tt.want {
			if got[i] != tt.want[i] {
				t.Errorf("%s: track = %v; want %v", tt.name, got, tt.want)
				break
			}
		}
	}
}
