// Package symbols holds the yaegi symbol tables that interpreted skills may
// use: a whitelist of the standard library, the skill SDK (package skills)
// and the compiled image primitives (package detectors).
//
// The tables are generated with `yaegi extract` (go generate). Nothing here
// is the full yaegi stdlib: os, os/exec, syscall, unsafe, reflect, net,
// runtime, plugin, io/fs and anything that blocks (time.Sleep, timers) are
// simply absent, so interpreted code cannot name them.
package symbols

import "reflect"

//go:generate sh -c "rm -f zz_*.go && go run ./gen"

// Symbols maps "importpath/pkgname" to the exported symbols of each
// whitelisted package, in the form interp.Use expects. The "." key holds
// MapTypes. Treat it as read-only: the sandbox copies it into each
// interpreter.
var Symbols = map[string]map[string]reflect.Value{}

// Std lists the whitelisted standard-library import paths.
var Std = []string{
	"bufio", "bytes", "container/heap", "container/list", "container/ring",
	"crypto/sha256", "encoding/base64", "encoding/csv", "encoding/hex",
	"encoding/json", "errors", "fmt", "hash", "hash/crc32", "hash/fnv", "image", "image/color",
	"io", "math", "math/bits", "math/cmplx", "math/rand", "math/rand/v2", "regexp", "sort", "strconv", "strings",
	"sync", "sync/atomic", "time", "unicode", "unicode/utf16", "unicode/utf8",
}

// Generic lists the generic standard packages a skill may import. Vet
// type-checks them from skillrun's own sources, and the normaliser copies
// each function a skill uses for its instance and writes iter's types
// out (runtime/check/stdgeneric.go); what is left (a use over a type
// parameter) the interpreter compiles from its own copies of cmp, maps
// and slices.
var Generic = []string{"cmp", "iter", "maps", "slices"}

// Project lists the skillrun packages a skill may import.
var Project = []string{
	"github.com/skillrun/skillrun/skills",
	"github.com/skillrun/skillrun/detectors",
}

// Excluded lists symbols of whitelisted packages that skills may not use,
// with the reason vet reports.
var Excluded = map[string]string{
	"time.Sleep":           "blocks the run; ask the environment to wait instead",
	"time.After":           "timers are not available to skills",
	"time.AfterFunc":       "timers are not available to skills",
	"time.Tick":            "timers are not available to skills",
	"time.NewTicker":       "timers are not available to skills",
	"time.NewTimer":        "timers are not available to skills",
	"time.LoadLocation":    "reads the filesystem",
	"image.RegisterFormat": "changes process-wide state",
	// A skill is given its frame decoded, under the operator's ceiling
	// (--max-frame-pixels); image bytes it decoded itself would pass that
	// ceiling by.
	"image.Decode": decodeOwn,
	"github.com/skillrun/skillrun/detectors.Decode": decodeOwn,
	"fmt.Scan":       "skills have no standard input",
	"fmt.Scanf":      "skills have no standard input",
	"fmt.Scanln":     "skills have no standard input",
	"math/rand.Seed": "changes process-wide state",
	// The interpreter has no coroutines (check's stdgen/iter leaves them
	// out).
	"iter.Pull":  pullOwn,
	"iter.Pull2": pullOwn,
	// Their pointers are unsafe.Pointer, which a skill cannot name.
	"sync/atomic.CompareAndSwapPointer": "works on unsafe pointers",
	"sync/atomic.LoadPointer":           "works on unsafe pointers",
	"sync/atomic.StorePointer":          "works on unsafe pointers",
	"sync/atomic.SwapPointer":           "works on unsafe pointers",
	// An error's kind is the host's to tell: a skill's error is the skill's.
	"github.com/skillrun/skillrun/skills.WithKind": "an error's kind is the host's to declare",
}

// pullOwn is why vet refuses iter.Pull and iter.Pull2 (before, vet said
// only "undefined: iter.Pull").
const pullOwn = "it needs coroutines, which the interpreter has not; range over the sequence (for v := range seq { ... }) and stop it with break, or collect it first (slices.Collect)"

// decodeOwn is why vet refuses the functions that decode image bytes.
const decodeOwn = "a skill is given its frame decoded under the operator's --max-frame-pixels; it may not decode image bytes itself"

// Allowed reports whether a skill may import path.
func Allowed(path string) bool {
	for _, l := range [][]string{Std, Generic, Project} {
		for _, p := range l {
			if p == path {
				return true
			}
		}
	}
	return false
}
