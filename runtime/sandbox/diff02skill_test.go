package sandbox

import (
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/skillrun/skillrun/skills"
)

// This file is compiled into the tests and run as a skill (TestDiff02):
// ordinary Go whose result the interpreter must give as compiled Go does.
// Each d2... function returning skills.Result is a case of its own.

// d2checksum folds text into a 16-bit checksum, a remainder stored
// straight into an interface (the interpreter left it nil).
func d2checksum(s string) any {
	sum := 0
	for i := 0; i < len(s); i++ {
		sum = sum*31 + int(s[i])
		sum %= 1 << 20
	}
	return sum % 65521
}

// d2parity returns a bit and an error, the bit an operation.
func d2parity(x uint32) (any, error) {
	if x == 0 {
		return nil, errors.New("zero")
	}
	return x >> 31, nil
}

type d2cell struct {
	Val  any
	Note string
}

// d2IfaceOps stores the results of %, <<, >>, unary -, ^ and ! into
// destinations of interface type: map entries, variables, fields, slice
// elements, channels of any, and results.
func d2IfaceOps() skills.Result {
	res := skills.Result{}
	n, k := 1234567, 7
	res["mod"] = n % k
	res["shl"] = k << 3
	res["shr"] = n >> 4
	res["neg"] = -n
	res["not"] = ^k
	ok := n > k
	res["flip"] = !ok
	var b uint8 = 200
	res["u8"] = b >> 2
	f := 2.5
	res["negf"] = -f
	var v any
	v = n % 1000
	res["var"] = v
	var e any = -k
	res["decl"] = e
	cells := make([]d2cell, 2)
	cells[0].Val = n % 10
	cells[1].Val = -cells[0].Val.(int)
	res["cells"] = fmt.Sprint(cells[0].Val, cells[1].Val)
	xs := []any{0, 0}
	xs[1] = k << 1
	res["slice"] = xs
	ch := make(chan any, 2)
	ch <- n % 100
	ch <- -k
	res["chan"] = fmt.Sprint(<-ch, <-ch)
	res["ret"] = d2checksum("the quick brown fox")
	bit, err := d2parity(1 << 31)
	res["parity"] = fmt.Sprint(bit, err)
	ops := map[string]func(a, b int) any{
		"mod": func(a, b int) any { return a % b },
		"shl": func(a, b int) any { return a << uint(b) },
	}
	var names []string
	for name := range ops {
		names = append(names, name)
	}
	sort.Strings(names)
	var out []string
	for _, name := range names {
		out = append(out, fmt.Sprint(name, "=", ops[name](17, 3)))
	}
	res["funcs"] = strings.Join(out, " ")
	return res
}
