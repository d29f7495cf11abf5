// Big-number arithmetic written by hand (math/big is not available to
// skills): a natural number type over []uint32 limbs with add, multiply,
// small division and decimal conversion; Fibonacci numbers by 2x2 matrix
// exponentiation in it, the same matrices over generic unsigned types
// (wrapping mod 2^w) and mod a prime, a factorial's digits, and a check of
// the low limbs against the wrapping uint64 result.
package bignum

import (
	"fmt"
	"math/bits"
	"strings"

	"github.com/skillrun/skillrun/skills"
)

type Args struct {
	N    int    `json:"n,omitempty"`
	Fact int    `json:"fact,omitempty"`
	Mod  uint64 `json:"mod,omitempty"`
}

// nat is a natural number, little-endian base 2^32 limbs, no leading zeros.
type nat []uint32

func natOf(v uint64) nat { return nat{uint32(v), uint32(v >> 32)}.norm() }

func (z nat) norm() nat {
	i := len(z)
	for i > 0 && z[i-1] == 0 {
		i--
	}
	return z[:i]
}

func (x nat) add(y nat) nat {
	if len(x) < len(y) {
		x, y = y, x
	}
	z := make(nat, len(x)+1)
	var c uint32
	for i := range x {
		var yi uint32
		if i < len(y) {
			yi = y[i]
		}
		z[i], c = bits.Add32(x[i], yi, c)
	}
	z[len(x)] = c
	return z.norm()
}

func (x nat) mul(y nat) nat {
	if len(x) == 0 || len(y) == 0 {
		return nil
	}
	z := make(nat, len(x)+len(y))
	for i, xi := range x {
		var carry uint64
		for j, yj := range y {
			t := uint64(xi)*uint64(yj) + uint64(z[i+j]) + carry
			z[i+j] = uint32(t)
			carry = t >> 32
		}
		z[i+len(y)] = uint32(carry)
	}
	return z.norm()
}

// divSmall returns x/d and x%d.
func (x nat) divSmall(d uint32) (nat, uint32) {
	q := make(nat, len(x))
	var r uint32
	for i := len(x) - 1; i >= 0; i-- {
		q[i], r = bits.Div32(r, x[i], d)
	}
	return q.norm(), r
}

func (x nat) cmp(y nat) int {
	if len(x) != len(y) {
		if len(x) < len(y) {
			return -1
		}
		return 1
	}
	for i := len(x) - 1; i >= 0; i-- {
		if x[i] != y[i] {
			if x[i] < y[i] {
				return -1
			}
			return 1
		}
	}
	return 0
}

func (x nat) String() string {
	if len(x) == 0 {
		return "0"
	}
	var chunks []uint32
	for len(x) > 0 {
		var r uint32
		x, r = x.divSmall(1000000000)
		chunks = append(chunks, r)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%d", chunks[len(chunks)-1])
	for i := len(chunks) - 2; i >= 0; i-- {
		fmt.Fprintf(&b, "%09d", chunks[i])
	}
	return b.String()
}

func (x nat) low64() uint64 {
	var v uint64
	if len(x) > 0 {
		v = uint64(x[0])
	}
	if len(x) > 1 {
		v |= uint64(x[1]) << 32
	}
	return v
}

type mat [2][2]nat

func (a mat) mul(b mat) mat {
	var c mat
	for i := 0; i < 2; i++ {
		for j := 0; j < 2; j++ {
			c[i][j] = a[i][0].mul(b[0][j]).add(a[i][1].mul(b[1][j]))
		}
	}
	return c
}

func fibBig(n int) nat {
	r := mat{{natOf(1), nil}, {nil, natOf(1)}}
	b := mat{{natOf(1), natOf(1)}, {natOf(1), nil}}
	for ; n > 0; n >>= 1 {
		if n&1 == 1 {
			r = r.mul(b)
		}
		b = b.mul(b)
	}
	return r[0][1]
}

type unsigned interface {
	~uint8 | ~uint16 | ~uint32 | ~uint64
}

type m2[T unsigned] [2][2]T

func mulMod[T unsigned](a, b m2[T], mod T) m2[T] {
	var c m2[T]
	for i := range 2 {
		for j := range 2 {
			var s T
			for k := range 2 {
				if mod == 0 {
					s += a[i][k] * b[k][j] // wraps
				} else {
					s = (s + a[i][k]*b[k][j]%mod) % mod
				}
			}
			c[i][j] = s
		}
	}
	return c
}

func fibMod[T unsigned](n int, mod T) T {
	r := m2[T]{{1, 0}, {0, 1}}
	b := m2[T]{{1, 1}, {1, 0}}
	for ; n > 0; n >>= 1 {
		if n&1 == 1 {
			r = mulMod(r, b, mod)
		}
		b = mulMod(b, b, mod)
	}
	return r[0][1]
}

// mulModU64 is a*b mod m without overflow, through bits.Mul64 and Div64.
func mulModU64(a, b, m uint64) uint64 {
	hi, lo := bits.Mul64(a, b)
	_, r := bits.Div64(hi%m, lo, m)
	return r
}

func fibModBig(n int, m uint64) uint64 {
	a, b := uint64(0), uint64(1)%m
	// fast doubling: F(2k) = F(k)(2F(k+1) - F(k)), F(2k+1) = F(k)^2 + F(k+1)^2
	for i := bits.Len(uint(n)) - 1; i >= 0; i-- {
		t := (2*b%m + m - a) % m
		c := mulModU64(a, t, m)
		d := (mulModU64(a, a, m) + mulModU64(b, b, m)) % m
		a, b = c, d
		if n>>uint(i)&1 == 1 {
			a, b = b, (a+b)%m
		}
	}
	return a
}

func digitSum(s string) int {
	t := 0
	for _, c := range s {
		t += int(c - '0')
	}
	return t
}

func abbrev(s string) string {
	if len(s) <= 40 {
		return s
	}
	return s[:20] + "…" + s[len(s)-20:] + fmt.Sprintf(" (%d digits)", len(s))
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	n, fact, mod := args.N, args.Fact, args.Mod
	if n == 0 {
		n = 30000
	}
	if fact == 0 {
		fact = 1000
	}
	if mod == 0 {
		mod = 1000000007
	}
	if n < 0 || n > 300000 || fact < 0 || fact > 5000 {
		return nil, fmt.Errorf("out of range: n %d fact %d", n, fact)
	}
	f := fibBig(n)
	fs := f.String()
	low := f.low64()
	wrap := fibMod[uint64](n, 0)
	w8 := fibMod[uint8](n, 0)
	w16 := fibMod[uint16](n, 0)
	pm := fibMod(n, mod%(1<<32)|1)
	_, r := f.divSmall(uint32(mod%(1<<32) | 1))
	big := fibModBig(n, mod)

	fa := natOf(1)
	for i := 2; i <= fact; i++ {
		fa = fa.mul(natOf(uint64(i)))
	}
	fas := fa.String()
	zeros := len(fas) - len(strings.TrimRight(fas, "0"))
	f2 := fibBig(n + 1)
	return skills.Result{
		"fib":            abbrev(fs),
		"fib_digits":     len(fs),
		"fib_digit_sum":  digitSum(fs),
		"fib_low64":      fmt.Sprint(low),
		"wrap_agrees":    low == wrap,
		"fib_wrap8":      w8,
		"fib_wrap16":     w16,
		"fib_mod":        pm,
		"mod_agrees":     uint64(r) == uint64(pm),
		"fib_mod_big":    fmt.Sprint(big),
		"fact_digit_sum": digitSum(fas),
		"fact_digits":    len(fas),
		"fact_zeros":     zeros,
		"fact_limbs":     len(fa),
		"increasing":     f.cmp(f2) <= 0,
	}, nil
}
