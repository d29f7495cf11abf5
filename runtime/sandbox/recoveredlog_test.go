package sandbox

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/skillrun/skillrun/runtime/check"
	"github.com/skillrun/skillrun/skills"
)

const recoveredSrc = `package rec

import (
	"fmt"

	"github.com/skillrun/skillrun/skills"
)

type Args struct{ N int ` + "`json:\"n\"`" + ` }

func div(a, b int) int {
	return a / b
}

func deep(n int) int {
	if n == 0 {
		var m map[string]int
		m["x"] = 1
	}
	return deep(n - 1)
}

func safe(f func()) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("recovered: %v", r)
		}
	}()
	f()
	return nil
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	fmt.Println("start")
	var errs []string
	for i := 0; i < 3; i++ {
		if err := safe(func() { div(1, i-i) }); err != nil {
			errs = append(errs, "div")
		}
		if err := safe(func() { deep(3) }); err != nil {
			errs = append(errs, "deep")
		}
	}
	fmt.Println("end", len(errs))
	if args.N == 1 {
		deep(2)
	}
	return skills.Result{"errs": errs}, nil
}
`

// TestRecoveredPanicNotInOutput: a panic the skill recovers, raised
// functions deeper than the one that recovers it, adds nothing to the
// run's output, as in compiled Go (the interpreter logged a line
// "12:9: panic: rec.div(...)" per function the panic left, to the
// output), and a panic after recovered ones is placed where it happened,
// not where the first recovered one did.
func TestRecoveredPanicNotInOutput(t *testing.T) {
	u, err := check.Check("rec.go", []byte(recoveredSrc))
	if err != nil {
		t.Fatal(err)
	}
	p, err := Compile(u, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for range 2 { // a fresh instance, then a warm one
		resp, err := p.Run(context.Background(), &Request{Args: []byte(`{}`)})
		if err != nil {
			t.Fatal(err)
		}
		if got, want := string(resp.Output), "start\nend 6\n"; got != want {
			t.Errorf("output %q; want %q", got, want)
		}
		_, err = p.Run(context.Background(), &Request{Args: []byte(`{"n":1}`)})
		// Where the interpreter places the nil map's write (the if
		// around it), not div's division of the first recovered panic.
		if !errors.Is(err, skills.ErrCrash) || !strings.HasPrefix(err.Error(), "rec.go:16:5: ") {
			t.Errorf("Run = %v; want a crash at rec.go:16:5 (in deep)", err)
		}
	}
}
