package native

import (
	"testing"

	"github.com/skillrun/skillrun/runtime/check"
)

// FuzzCheck: the native check never panics, and refuses or accepts only
// what vet accepted.
func FuzzCheck(f *testing.F) {
	f.Add([]byte(checkHead + checkRun))
	f.Add([]byte(checkHead + "//go:noinline\n" + checkRun))
	f.Add([]byte(checkHead + "var big = make([]byte, 1<<40)\n" + checkRun))
	f.Add([]byte(checkHead + "func init() {}\n" + checkRun))
	f.Add([]byte("//go:build linux\n\n" + checkHead + checkRun))
	f.Fuzz(func(t *testing.T, src []byte) {
		u, err := check.Check("s.go", src)
		if err != nil {
			return
		}
		_ = Check(u)
	})
}
