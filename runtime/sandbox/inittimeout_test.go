package sandbox

import (
	"errors"
	"testing"
	"time"

	"github.com/skillrun/skillrun/runtime/check"
	"github.com/skillrun/skillrun/skills"
)

// TestInitTimeoutAlways: an initialisation that never ends is a timeout,
// every time. yaegi's ExecuteWithContext returns ctx.Err() on a timeout,
// but the goroutine it stopped writes the same named results (a nil
// error) as it ends, so its error alone once let a print loop in init
// pass Prepare in CI ("ok after 1.001s"). Many short timeouts, for the
// race to show; ci/test.sh also runs it under the race detector, which
// reports the race every time.
func TestInitTimeoutAlways(t *testing.T) {
	src := `// Prints forever as it starts.
package flood

import (
	"fmt"

	"github.com/skillrun/skillrun/skills"
)

type Args struct{}

func init() {
	for {
		fmt.Println("0123456789abcdef0123456789abcdef")
	}
}

func Run(env skills.Env, args Args) (skills.Result, error) { return nil, nil }
`
	u, err := check.Check("flood.go", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	for i := range 150 {
		p, err := Compile(u, Options{InitTimeout: 2 * time.Millisecond})
		if err == nil {
			p.Close()
			t.Fatalf("compile %d: an init that never ends compiled", i)
		}
		if !errors.Is(err, skills.ErrTimeout) {
			t.Fatalf("compile %d: %v; want a timeout", i, err)
		}
	}
}
