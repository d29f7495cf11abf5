package native

import (
	"context"
	"testing"
	"time"
)

// computeEdges are the arguments each compute skill of the fourth round
// is run on in both tiers: defaults, empty and degenerate inputs, inputs
// near the skill's limits and invalid ones (which must fail the same
// way, with the same message). The largest are sized for a few seconds
// interpreted.
var computeEdges = []struct {
	file string
	args []string
}{
	{"craftplan", []string{`{}`, `{"item":"sticky_piston"}`, `{"item":"loop_a"}`, `{"item":"nothing"}`, `{"item":"log","count":5}`,
		`{"item":"iron_pickaxe","count":3,"inventory":{"stick":5,"iron_ingot":1,"coal":2}}`, `{"extra":300,"count":7}`, `{"count":-1}`, `{"extra":5001}`}},
	{"mst", []string{`{}`, `{"vertices":1}`, `{"vertices":2,"radius":1}`, `{"vertices":400,"radius":0.01,"seed":3}`, `{"radius":-1}`, `{"vertices":20001}`}},
	{"textsearch", []string{`{}`, `{"text":"ushers","patterns":["he","she","his","hers"]}`, `{"text":"aaaa","patterns":["a","aa","aaa"]}`, `{"patterns":[""]}`,
		`{"patterns":["x","x"]}`, `{"text":"日本語日本","patterns":["日本","本語","語日"]}`, `{"words":1}`, `{"words":200000,"seed":5}`}},
	{"pagerank", []string{`{}`, `{"pages":1}`, `{"pages":2,"links":1}`, `{"damping":1}`, `{"damping":-0.5}`, `{"pages":20000,"seed":2,"tol":1e-6}`}},
}

// TestComputeTiers runs each skill of computeEdges interpreted and
// natively and wants the same outcome (result, output, error and its
// position) on every argument.
func TestComputeTiers(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a native binary per skill and runs each interpreted")
	}
	ip := interpPool(t)
	for _, tc := range computeEdges {
		t.Run(tc.file, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
			defer cancel()
			u := loadUnit(t, "testdata/compute/"+tc.file+".go")
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
