// Run-time errors recovered and returned as text: an index and a slice
// out of range (of a slice, an array and a string), a failed assertion,
// a division by zero, a nil map's entry. The interpreter's words for the
// first lack the index and length (its index errors come from package
// reflect); the native build gives what recover() gives in those words,
// so both tiers return the same text. (This skill was the native tier's
// test of a refused divergence until then.)
package recovered

import (
	"fmt"

	"github.com/skillrun/skillrun/skills"
)

type Args struct {
	I int `json:"i"`
}

func guard[T any](f func() T) (v T, err error) {
	defer func() {
		if r := recover(); r != nil {
			if e, ok := r.(error); ok {
				err = fmt.Errorf("recovered error: %w", e)
				return
			}
			err = fmt.Errorf("recovered %v", r)
		}
	}()
	return f(), nil
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	i := args.I
	xs := []int{1, 2}
	var arr [3]int
	var m map[string]int
	var x any = "text"
	out := skills.Result{}
	_, err := guard(func() int { return xs[i] })
	out["slice"] = fmt.Sprint(err)
	_, err = guard(func() int { return arr[i%8] })
	out["array"] = fmt.Sprint(err)
	_, err = guard(func() string { return "ab"[i:] })
	out["string"] = fmt.Sprint(err)
	_, err = guard(func() []int { return xs[1:i] })
	out["reslice"] = fmt.Sprint(err)
	_, err = guard(func() int { return x.(int) })
	out["assert"] = fmt.Sprint(err)
	_, err = guard(func() int { return 7 / (i - i) })
	out["divide"] = fmt.Sprint(err)
	_, err = guard(func() int { m["k"] = i; return 0 })
	out["map"] = fmt.Sprint(err)
	func() {
		defer func() { out["plain"] = fmt.Sprint(recover()) }()
		panic(fmt.Sprintf("skill's own %d", i))
	}()
	return out, nil
}
