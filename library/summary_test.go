package library

import "testing"

func TestSummary(t *testing.T) {
	for _, tt := range []struct{ desc, want string }{
		{"Add two numbers.", "Add two numbers."},
		{"Find blazes in a frame as a player sees them (the real client's\nrenderer, every angle).\n\nMore about how.", "Find blazes in a frame as a player sees them (the real client's renderer, every angle)."},
		{"Walk north\nuntil blocked\n\nThen stop.", "Walk north until blocked"},
		{"Author: an agent. Walks.", "Author: an agent. Walks."},
		{"", ""},
	} {
		if got := Summary(tt.desc); got != tt.want {
			t.Errorf("Summary(%q) = %q; want %q", tt.desc, got, tt.want)
		}
	}
}
