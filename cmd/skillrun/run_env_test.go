package main

import "testing"

// TestCompactArgs: a recorded run's task names its arguments exactly,
// integers past 2^53 included, keys sorted.
func TestCompactArgs(t *testing.T) {
	got := compactArgs([]byte(`{"u": 18446744073709551615, "n": 9007199254740993}`))
	if want := `{"n":9007199254740993,"u":18446744073709551615}`; got != want {
		t.Errorf("compactArgs = %s; want %s", got, want)
	}
	if got := compactArgs([]byte(`{not json`)); got != `{not json` {
		t.Errorf("compactArgs of what is not JSON = %s; want it as it was", got)
	}
}
