// Matrix exponentiation over fixed-size array types, which are values:
// linear recurrences mod a prime by squaring a [4][4]uint64 companion
// matrix, walks of length k in a small graph, a rotation matrix of
// float64 raised to a power; arrays and structs as map keys, a method
// value that copies its receiver when it is evaluated, swaps through
// index expressions, shifts by counts past the width, and division and
// remainder of negative numbers.
package matpow

import (
	"fmt"
	"math"
	"strings"

	"github.com/skillrun/skillrun/skills"
)

type Args struct {
	K    uint64 `json:"k,omitempty"`
	Mod  uint64 `json:"mod,omitempty"`
	Reps int    `json:"reps,omitempty"`
}

const N = 4

type Mat [N][N]uint64

func ident() (m Mat) {
	for i := range m {
		m[i][i] = 1
	}
	return
}

func (a Mat) Mul(b Mat, mod uint64) Mat {
	var c Mat
	for i := 0; i < N; i++ {
		for k := 0; k < N; k++ {
			if a[i][k] == 0 {
				continue
			}
			for j := 0; j < N; j++ {
				c[i][j] = (c[i][j] + a[i][k]*b[k][j]%mod) % mod
			}
		}
	}
	return c
}

func (a Mat) Pow(e, mod uint64) Mat {
	r := ident()
	for e > 0 {
		if e&1 == 1 {
			r = r.Mul(a, mod)
		}
		a = a.Mul(a, mod) // a is a copy: the caller's is untouched
		e >>= 1
	}
	return r
}

type F3 [3][3]float64

func (a *F3) mulInto(b F3) {
	var c F3
	for i := range 3 {
		for j := range 3 {
			for k := range 3 {
				c[i][j] += a[i][k] * b[k][j]
			}
		}
	}
	*a = c
}

type edge struct{ from, to int8 }

func walks(adj map[edge]bool, n int, k uint64, mod uint64) uint64 {
	var m Mat
	for e := range adj {
		if int(e.from) < n && int(e.to) < n {
			m[e.from][e.to] = 1
		}
	}
	p := m.Pow(k, mod)
	var s uint64
	for i := range n {
		for j := range n {
			s = (s + p[i][j]) % mod
		}
	}
	return s
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	k, mod, reps := args.K, args.Mod, args.Reps
	if k == 0 {
		k = 1000000000000
	}
	if mod == 0 {
		mod = 1000000007
	}
	if reps == 0 {
		reps = 2000
	}
	if mod > 1<<32 || reps < 0 || reps > 1000000 {
		return nil, fmt.Errorf("mod must be at most 2^32 and reps 0..1000000: mod %d reps %d", mod, reps)
	}
	// Tetranacci: t(n) = t(n-1)+t(n-2)+t(n-3)+t(n-4).
	comp := Mat{{1, 1, 1, 1}, {1, 0, 0, 0}, {0, 1, 0, 0}, {0, 0, 1, 0}}
	saved := comp
	var acc uint64
	memo := map[[2]uint64]uint64{}
	for r := 0; r < reps; r++ {
		e := k + uint64(r%97)
		key := [2]uint64{e, mod}
		if v, ok := memo[key]; ok {
			acc ^= v
			continue
		}
		p := comp.Pow(e, mod)
		memo[key] = p[0][0]
		acc ^= p[0][0]
	}
	unchanged := saved == comp

	// A method value copies a value receiver when it is evaluated.
	mul := comp.Mul
	comp[0][0] = 99
	viaValue := mul(ident(), mod)[0][0]
	viaNow := comp.Mul(ident(), mod)[0][0]

	adj := map[edge]bool{}
	for i := int8(0); i < N; i++ {
		adj[edge{i, (i + 1) % N}] = true
		adj[edge{i, (i + 2) % N}] = true
	}
	w := walks(adj, N, k, mod)

	th := math.Pi / 7
	rot := F3{{math.Cos(th), -math.Sin(th), 0}, {math.Sin(th), math.Cos(th), 0}, {0, 0, 1}}
	acc3 := F3{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}
	for range 14 * 1000 {
		acc3.mulInto(rot)
	}
	var rows []string
	for _, row := range acc3 {
		rows = append(rows, fmt.Sprintf("%.6f %.6f %.6f", row[0], row[1], row[2]))
	}

	// Swaps through index expressions, evaluated left to right.
	xs := []int{0, 1, 2, 3, 4, 5}
	i, j := 1, 4
	xs[i], xs[j] = xs[j], xs[i]
	i, xs[i] = 2, 9 // xs[1] = 9: the index is evaluated first
	arr := [3]int{1, 2, 3}
	brr := arr
	brr[0] = 100
	// Shifts past the width, and negative division.
	var s uint = 70
	one := int64(1)
	neg := int64(-7)
	shifts := fmt.Sprint(one<<s, neg>>s, uint8(200)<<(s-66), neg>>1, neg/2, neg%2, -neg%-3, math.MinInt64/int64(len(xs)-7))

	var b strings.Builder
	for r := range rows {
		fmt.Fprintf(&b, "[%s]\n", rows[r])
	}
	return skills.Result{
		"tetranacci": acc,
		"memo":       len(memo),
		"unchanged":  unchanged,
		"method_val": fmt.Sprint(viaValue, viaNow),
		"walks":      w,
		"rotation":   b.String(),
		"swaps":      fmt.Sprint(xs, i, arr, brr),
		"shifts":     shifts,
	}, nil
}
