package native

import (
	"context"
	"testing"
	"time"
)

// computeEdges are the arguments each compute skill of the fourth and
// fifth rounds is run on in both tiers: defaults, empty and degenerate inputs, inputs
// near the skill's limits and invalid ones (which must fail the same
// way, with the same message). The largest are sized for a few seconds
// interpreted.
var computeEdges = []struct {
	file string
	args []string
}{
	{"parhist", []string{`{}`, `{"chunks":1,"values":1,"size":1,"workers":1,"stages":0}`, `{"values":0,"chunks":3000,"seed":9}`,
		`{"workers":64,"size":200,"stages":50,"seed":4}`, `{"chunks":0,"workers":65}`, `{"values":-1}`}},
	{"craftplan", []string{`{}`, `{"item":"sticky_piston"}`, `{"item":"loop_a"}`, `{"item":"nothing"}`, `{"item":"log","count":5}`,
		`{"item":"iron_pickaxe","count":3,"inventory":{"stick":5,"iron_ingot":1,"coal":2}}`, `{"extra":300,"count":7}`, `{"count":-1}`, `{"extra":5001}`}},
	{"mst", []string{`{}`, `{"vertices":1}`, `{"vertices":2,"radius":1}`, `{"vertices":400,"radius":0.01,"seed":3}`, `{"radius":-1}`, `{"vertices":20001}`}},
	{"textsearch", []string{`{}`, `{"text":"ushers","patterns":["he","she","his","hers"]}`, `{"text":"aaaa","patterns":["a","aa","aaa"]}`, `{"patterns":[""]}`,
		`{"patterns":["x","x"]}`, `{"text":"日本語日本","patterns":["日本","本語","語日"]}`, `{"words":1}`, `{"words":200000,"seed":5}`}},
	{"pagerank", []string{`{}`, `{"pages":1}`, `{"pages":2,"links":1}`, `{"damping":1}`, `{"damping":-0.5}`, `{"pages":20000,"seed":2,"tol":1e-6}`}},
	// The fifth round's defaults (20000 bookings, 200000 requests, 3000
	// lines, 320x180) take 3 to 30 s interpreted, or more than its 256
	// MiB: each runs on fewer.
	{"intervals", []string{`{"n":3000}`, `{"n":1}`, `{"n":2000,"seed":9,"day":600}`, `{"bookings":[{"start":5,"end":3,"value":1}]}`,
		`{"bookings":[{"start":0,"end":10,"value":-1}]}`, `{"bookings":[{"start":0,"end":10,"value":5},{"start":5,"end":15,"value":7},{"start":10,"end":20,"value":3}]}`,
		`{"n":-1}`, `{"n":500001}`}},
	{"cachesim", []string{`{"requests":5000}`, `{"seed":18446744073709551615,"requests":1000}`, `{"keys":1,"capacities":[1],"requests":2000}`,
		`{"requests":5000,"keys":100,"capacities":[1,50,200]}`, `{"requests":1,"capacities":[1]}`, `{"capacities":[0]}`, `{"requests":-1}`, `{"keys":1000001}`}},
	{"calc", []string{`{"lines":500}`, `{"lines":300,"seed":4}`, `{"program":"x = y + 1"}`,
		`{"program":"a = 2 ^ 10; b = a * 3 - -a; c = (b % 7) ^ 2; v1 = c; d = a / 0; e = a % (c - c); f = 2 ^ 62 * 4"}`,
		`{"program":"a = (1 + ; b = 1 $ 2; c = 99999999999999999999; d = ) 2; e = 1 2"}`, `{"program":";;  ;"}`, `{"lines":-1}`, `{"lines":200001}`}},
	{"convolve", []string{`{"width":64,"height":48}`, `{"width":3,"height":3}`, `{"width":64,"height":48,"sigma":3,"workers":3,"seed":7}`,
		`{"width":40,"height":5,"workers":100}`, `{"sigma":0.1}`, `{"width":2}`, `{"width":5000,"height":5000}`}},
	// Every function of slices, maps and cmp, which the interpreter runs
	// as copies written for each instance (check's stdgeneric.go), against
	// the standard library's.
	{"stdgeneric", []string{`{}`, `{"n":1}`, `{"n":7,"seed":3}`, `{"n":3000,"seed":11}`, `{"n":-1}`}},
	// Ranges over function iterators, which the interpreter runs as calls
	// with the loop's body as the yield function (check's rangefunc.go).
	// bufio, encoding/csv, io, crypto/sha256, math/rand/v2, utf16, cmplx.
	{"textio", []string{`{}`, `{"seed":42}`, `{"csv":"a,b\n\"unclosed"}`, `{"csv":""}`, `{"csv":"x\ny\n","seed":7}`}},
	// errors.As with targets of the skill's types (check's errorsas.go).
	{"errchain", []string{`{}`, `{"depth":1}`, `{"depth":9}`, `{"depth":500}`}},
	// sync and sync/atomic: a WaitGroup's Go and Add/Done, a Mutex, atomic
	// counters, a Once; closures started in loops (check's loopclosure.go).
	{"parallel", []string{`{}`, `{"n":0,"workers":1}`, `{"n":1,"workers":64}`, `{"n":5000,"workers":7}`, `{"workers":65}`, `{"n":-1}`}},
	// Handlers in struct fields called among a return's results,
	// errors.Is/As/Unwrap through the skill's Unwrap and Is, Stringer
	// call results formatted (check's funcvalret.go, errorsis.go,
	// fmtargs.go).
	{"router", []string{`{}`, `{"repeat":3}`, `{"requests":[]}`, `{"requests":["GET /users/1","x"," "]}`, `{"repeat":-1}`}},
	// Nil pointers of the skill's types in sort.Interface, heap.Interface
	// and io.Writer (check's nilmarker.go, convnil.go).
	{"nilsafe", []string{`{}`, `{"n":1}`, `{"n":2}`, `{"n":501}`, `{"n":-1}`}},
	// An interpreter whose closures point back at the environment that
	// holds them, printed in an error (runtime/plain's walk of shared
	// values).
	{"lisp", []string{`{}`, `{"programs":["(define f (lambda (x) x))","(define g (lambda (y) (f y)))","(+ 1 f)","(g 4)","(f"]}`, `{"programs":[")"]}`}},
	{"iterators", []string{`{}`, `{"limit":2}`, `{"text":""}`, `{"text":"a b! c"}`, `{"text":"one\ntwo\r\nthree","limit":9}`, `{"text":"\n\n\n"}`}},
	// The sixth round: kinds of computation the others lack.
	// A tokenizer, parser (panics recovered as errors) and bytecode VM
	// with labelled continue, goto, recover of runtime errors and int64
	// wrap-around.
	{"bytecode", []string{`{"n":3000}`, `{"program":"x = 1 / 0;"}`, `{"program":"x = 1 << (0 - 1);"}`,
		`{"program":"while 1 { x = x + 1; }","steps":1000}`, `{"program":"x = (1 + ;"}`, `{"program":"x = 1 @ 2;"}`,
		`{"program":"a = 99999999999999999999; print a; print a * a; print -9223372036854775807 - 2; print (0-9223372036854775807-1) / (0-1);"}`,
		`{"program":"if 1 { print 1; } else { print 2; } while 0 { }"}`, `{"program":"{"}`, `{"n":-1}`}},
	// Hand-written big naturals (math/big is not allowed), generic matrix powers over unsigned types that wrap.
	{"bignum", []string{`{"n":20000}`, `{"n":1,"fact":1}`, `{"n":93,"mod":18446744073709551615}`, `{"n":94,"fact":25}`, `{"n":-1}`}},
	// A []uint64 bitset with math/bits: sieve, subset sums, Gray codes.
	{"bitset", []string{`{"limit":200000}`, `{"limit":2,"items":[1]}`, `{"limit":64,"items":[64,63,1],"target":127}`,
		`{"limit":130,"items":[3,5],"target":1,"seed":18446744073709551615}`, `{"items":[0]}`, `{"limit":1}`}},
	// A generic container/heap priority queue, interface events, promoted
	// and overridden methods of embedded structs, sort.Slice closures.
	{"eventsim", []string{`{"customers":20000}`, `{"customers":1,"servers":1}`, `{"customers":500,"servers":1000,"rate":0.01,"seed":3}`,
		`{"customers":3000,"servers":1,"rate":5,"seed":9}`, `{"rate":-1}`, `{"servers":0,"customers":-1}`}},
	// encoding/json of nested tagged structs with an embedded struct, a
	// type with its own (Un)MarshalJSON, structs in the result; float edges.
	{"jsondoc", []string{`{"orders":400}`, `{"orders":1,"seed":7}`, `{"orders":2,"seed":8}`,
		`{"doc":"{\"id\":5,\"created\":9,\"customer\":\"c\",\"lines\":[{\"sku\":\"a\",\"qty\":\"3\",\"price\":-150}],\"ship\":{\"street\":\"s\",\"city\":\"x\",\"zip\":\"0\"},\"-\":4}"}`,
		`{"doc":"{\"id\":\"x\"}"}`, `{"doc":"{\"id\":1,"}`, `{"doc":"{\"lines\":[{\"qty\":3}]}"}`, `{"doc":"{\"nope\":1}"}`,
		`{"doc":"{\"lines\":[{\"price\":\"abc\"}]}"}`, `{"orders":-1}`}},
	// Channels and select, per-iteration loop variables captured by
	// closures and goroutines, recover, labels, goto, overflow.
	{"pipeline", []string{`{"n":20000}`, `{"n":0}`, `{"n":1,"workers":64}`, `{"n":5000,"workers":3,"stop":100}`, `{"workers":65}`}},
	// UTF-8 edges: invalid bytes, surrogates, case mappings that change
	// length, unicode classes, rune slices.
	// Matrix powers over array value types, arrays and structs as map
	// keys, a method value's copied receiver, shifts past the width.
	{"matpow", []string{`{"reps":300}`, `{"k":1,"mod":2,"reps":1}`, `{"k":18446744073709551615,"mod":4294967296,"reps":5}`, `{"mod":4294967297}`, `{"reps":-1}`}},
	// The skill's Stringer values in container/list and container/ring
	// (another package's any), strconv's errors, regexp, time.
	{"stdmix", []string{`{}`, `{"n":7}`, `{"n":60000}`}},
	// complex128 and math/cmplx; constant complex values of math's
	// constants.
	{"mandel", []string{`{}`, `{"n":1}`, `{"n":7}`, `{"n":400}`}},
	// Package initialisation, which the native tier runs in the worker's
	// jail: package-level regexps, tables built by functions (in
	// dependency order, not declaration order), init functions.
	{"wordfreq", []string{`{}`, `{"words":1}`, `{"text":"The kindness of nations: 3 arrangements, -2.5 dogs; mail a@b.org"}`,
		`{"words":60000,"seed":7,"top":12}`, `{"text":"ünïcode wörds, Ünïcode"}`, `{"words":-1}`}},
	{"crctable", []string{`{}`, `{"data":"123456789"}`, `{"numbers":[2,3,4,1000000007,999999999989]}`, `{"bytes":1,"seed":3}`,
		`{"numbers":[1]}`, `{"bytes":-1}`}},
	{"knightinit", []string{`{}`, `{"size":1}`, `{"size":2,"n":0}`, `{"size":16,"rounds":3,"prefix":"fa"}`, `{"n":1000,"prefix":"zz"}`,
		`{"size":17}`, `{"n":1001}`}},
	{"initorder", []string{`{}`, `{"size":5}`, `{"key":"greeting"}`, `{"key":"nope"}`, `{"size":17}`, `{"size":-1,"key":"banner"}`}},
	// The seventh round: features the others lack.
	{"genalgo", []string{`{}`, `{"n":1}`, `{"n":5,"seed":3,"keep":100}`, `{"n":-1}`}},
	{"fmtzoo", []string{`{}`, `{"rows":1,"width":1}`, `{"input":"x y z"}`, `{"input":"1 2"}`, `{"rows":-1}`}},
	{"machine", []string{`{}`, `{"reps":1,"text":"a"}`, `{"fault":"assert"}`, `{"text":"\u00e9t\u00e9 99 ..."}`, `{"reps":-1}`}},
	{"gengraph", []string{`{"nodes":500}`, `{"nodes":1,"edges":0}`, `{"nodes":2,"edges":50,"seed":4}`, `{"nodes":300,"edges":3000,"seed":9}`, `{"nodes":0,"edges":-1}`}},
	{"lru", []string{`{}`, `{"capacity":1,"requests":10,"keys":1}`, `{"capacity":1000,"requests":20000,"keys":50,"seed":3}`, `{"capacity":-1}`, `{"requests":-1}`}},
	{"exprtree", []string{`{"reps":20}`, `{"exprs":["1"],"reps":1}`, `{"exprs":["let x = 1 in y", "max()", "((((1))))", "2 ^ 3 ^ 2", "-(-(-1))", "!0 + !5", ")"]}`,
		`{"exprs":["if z then 1 / 0 else 2", "sqrt(-1)", "1e400", "0 / 0 < 1"]}`, `{"reps":-1}`}},
	{"iterpipe", []string{`{}`, `{"n":1,"take":1,"words":"a"}`, `{"n":0,"take":0,"words":" "}`, `{"n":20000,"take":50}`, `{"n":-1}`}},
	{"ledger", []string{`{}`, `{"transfers":1}`, `{"transfers":3000,"seed":7,"limit":1}`, `{"transfers":20000,"seed":2,"limit":100000}`, `{"transfers":-1}`}},
	{"matrix", []string{`{}`, `{"n":1,"pow":1}`, `{"n":7,"pow":90,"seed":5}`, `{"n":3,"pow":0,"seed":2}`, `{"n":10}`, `{"pow":-1}`}},
	{"gensets", []string{`{}`, `{"words":1}`, `{"words":5000,"seed":3}`, `{"words":0,"seed":9}`, `{"words":-1}`}},
	{"pubsub", []string{`{}`, `{"events":1,"burst":1}`, `{"events":0}`, `{"events":20000,"burst":50}`, `{"events":-1}`}},
	{"merkle", []string{`{"edit":5000}`, `{"size":1}`, `{"size":17,"edit":17}`, `{"size":3000,"seed":4,"edit":100000}`, `{"size":-1}`}},
	{"segtree", []string{`{}`, `{"n":1}`, `{"n":7,"seed":9}`, `{"n":20000,"seed":2}`, `{"n":-3}`}},
	{"gencache", []string{`{}`, `{"ops":1,"budget":1}`, `{"ops":2000,"budget":5000,"seed":7}`, `{"ops":20000,"budget":30}`, `{"budget":-1}`}},
	{"genmap", []string{`{}`, `{"n":1,"text":"a"}`, `{"n":3000,"text":"b a b c a b"}`, `{"n":100000}`, `{"n":-1}`}},
	{"gpool", []string{`{}`, `{"n":1}`, `{"n":5000}`, `{"n":0}`, `{"n":-4}`}},
	{"tri", []string{`{}`}},
	{"recovered", []string{`{}`, `{"i":5}`, `{"i":-1}`, `{"i":1}`}},
	{"runes", []string{`{"words":3000}`, `{"words":1,"text":"\u00e9e\u0301\ud83d\ude00"}`, `{"text":"ǅ ß ﬃ İ ı ς Σ"}`, `{"words":2000,"seed":5}`, `{"words":-1}`}},
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

// TestComputeTierUp tiers each skill of the sixth round up through an
// Executor (build, then the proof on the skill's computeEdges arguments
// and on generated ones) and wants every call after it served natively,
// with the interpreted tier's outcome.
func TestComputeTierUp(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and proves a native binary per skill")
	}
	b := testBuilder(t)
	ip := interpPool(t)
	for _, tc := range computeEdges {
		switch tc.file {
		// A representative few (each takes 10–20 s): bitset and matpow,
		// pure arithmetic like bignum, prove their parity in
		// TestComputeTiers only; wordfreq (package-level regexps) and
		// knightinit (init functions) tier up with their package
		// initialisation run in the jail.
		case "bytecode", "bignum", "eventsim", "jsondoc", "pipeline", "runes", "stdmix", "mandel", "wordfreq", "knightinit":
		default:
			continue
		}
		t.Run(tc.file, func(t *testing.T) { tierUp(t, b, ip, tc.file, tc.args) })
	}
}
