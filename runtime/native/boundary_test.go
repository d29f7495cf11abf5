package native

import (
	"context"
	"math/rand"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/skillrun/skillrun/runtime/check"
)

// encodeFailures is a detector whose detections do not encode: the
// error names the skill's types as compiled Go does (map[boundary.pt]int)
// and the interpreter cannot (map[struct { X int; Y int }]int, a cycle
// via *unsafe2.dummy) unless both write them by their structure.
const encodeFailures = `package boundary

import "github.com/skillrun/skillrun/detectors"

type pt struct{ X, Y int }

type handler func() int

type node struct {
	Next *node
	V    int
}

type Args struct{ N int }

func Detect(f *detectors.Frame, args Args) ([]detectors.Detection, error) {
	attrs := map[string]any{}
	switch args.N {
	case 0:
		attrs["m"] = map[pt]int{{1, 2}: 3}
	case 1:
		attrs["h"] = []handler{func() int { return 1 }}
	case 2:
		n := &node{V: 1}
		n.Next = n
		attrs["cycle"] = n
	case 3:
		attrs["c"] = make(chan pt)
	case 4:
		attrs["ok"] = []pt{{1, 2}}
	}
	return []detectors.Detection{{Label: "x", Attrs: attrs}}, nil
}
`

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
		{"", encodeFailures, []string{`{"n":0}`, `{"n":1}`, `{"n":2}`, `{"n":3}`, `{"n":4}`}},
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
			code := tc.run
			if tc.file != "" {
				src, err := os.ReadFile("../sandbox/" + tc.file)
				if err != nil {
					t.Fatal(err)
				}
				code = strings.Replace(string(src), "package sandbox", "package boundary", 1) + tc.run
			}
			u, err := check.Check("boundary.go", []byte(code))
			if err != nil {
				t.Fatal(err)
			}
			np := nativePool(ctx, t, u)
			for _, arg := range tc.args {
				want := runTrial(ctx, ip, u, Trial{Args: []byte(arg), Frame: testFrame(rand.New(rand.NewSource(1)))})
				got := runTrial(ctx, np, u, Trial{Args: []byte(arg), Frame: testFrame(rand.New(rand.NewSource(1)))})
				if d := want.diff(got); d != "" {
					t.Errorf("args %s: %s", arg, d)
				}
			}
		})
	}
}
