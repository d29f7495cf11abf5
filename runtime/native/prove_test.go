package native

import "testing"

// TestDiffOutcome: a run that fails on one tier only is told by how each
// ended, with the failing run's message and position, not as an empty
// error kind and message on the other side.
func TestDiffOutcome(t *testing.T) {
	crash := &observed{errKind: "crash", errMsg: "skill crashed: panic: reflect: call of reflect.Value.Uint on int Value", errLine: "sudoku.go:90"}
	ok := &observed{result: `{"nodes":82}`}
	want := `outcome: interpreted crash "skill crashed: panic: reflect: call of reflect.Value.Uint on int Value" at sudoku.go:90, native no error`
	if got := crash.diff(ok); got != want {
		t.Errorf("diff = %s\nwant   %s", got, want)
	}
	failed := &observed{errKind: "skill", errMsg: "no solution"}
	want = `outcome: interpreted no error, native skill "no solution"`
	if got := ok.diff(failed); got != want {
		t.Errorf("diff = %s\nwant   %s", got, want)
	}
}
