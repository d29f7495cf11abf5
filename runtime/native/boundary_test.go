package native

import (
	"context"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/skillrun/skillrun/runtime/check"
)

// TestBoundaryTiers runs the skills of runtime/sandbox's boundary tests
// (results of every kind, arguments decoded into every kind of field)
// interpreted and natively, in workers as the host runs them, and wants
// the same outcome: the host decodes the same result, or the same error.
func TestBoundaryTiers(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a native binary per skill and runs each interpreted")
	}
	ip := interpPool(t)
	for _, tc := range []struct {
		file, run string
		args      []string
	}{
		{"boundaryskill_test.go", "\ntype Args struct{}\n\nfunc Run(env skills.Env, args Args) (skills.Result, error) { return bdRun(), nil }\n", []string{`{}`}},
		{"boundaryargs_test.go", "\nfunc Run(env skills.Env, args Args) (skills.Result, error) { return baShow(args), nil }\n", []string{
			`{"a":1,"P":"p","n":"12","u8":200,"bytes":"AQID","mi":{"1":"x"},"mn":{"k":1},"d":1000,"t":"2024-01-02T03:04:05Z","raw":{"z":[1,2]},"u64":18446744073709551615,"f32":0.1}`,
			`{"items":{"a":{"id":"x","n":1},"b":{"id":"y"}},"by_num":{"3":[{"id":"q"}]}}`, `{"items":{"a":{"id":1}}}`,
			`{"lvl":3}`, `{"lvls":["x"]}`, `{"sub":1}`, `{"mn":[1]}`, `{"a":"x"}`, `{"Xbaid":1}`, `{"xlow":1}`,
		}},
	} {
		t.Run(tc.file, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
			defer cancel()
			src, err := os.ReadFile("../sandbox/" + tc.file)
			if err != nil {
				t.Fatal(err)
			}
			code := strings.Replace(string(src), "package sandbox", "package boundary", 1) + tc.run
			u, err := check.Check("boundary.go", []byte(code))
			if err != nil {
				t.Fatal(err)
			}
			np := nativePool(ctx, t, u)
			for _, arg := range tc.args {
				want := runTrial(ctx, ip, u, Trial{Args: []byte(arg)})
				got := runTrial(ctx, np, u, Trial{Args: []byte(arg)})
				if d := want.diff(got); d != "" {
					t.Errorf("args %s: %s", arg, d)
				}
			}
		})
	}
}
