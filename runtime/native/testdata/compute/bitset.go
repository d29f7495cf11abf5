// Bit manipulation: a bitset type over []uint64 with set algebra, a sieve
// of Eratosthenes on it, subset sums by shifting a bitset, Gray codes,
// bit reversal and a xorshift generator, math/bits throughout.
package bitset

import (
	"fmt"
	"math/bits"
	"strings"

	"github.com/skillrun/skillrun/skills"
)

type Args struct {
	Limit  int    `json:"limit,omitempty"`
	Items  []int  `json:"items,omitempty"`
	Target int    `json:"target,omitempty"`
	Seed   uint64 `json:"seed,omitempty"`
}

type Bitset struct {
	words []uint64
	n     int
}

func New(n int) *Bitset { return &Bitset{words: make([]uint64, (n+63)/64), n: n} }

func (b *Bitset) Set(i int)      { b.words[i>>6] |= 1 << (uint(i) & 63) }
func (b *Bitset) Clear(i int)    { b.words[i>>6] &^= 1 << (uint(i) & 63) }
func (b *Bitset) Has(i int) bool { return b.words[i>>6]&(1<<(uint(i)&63)) != 0 }
func (b *Bitset) Len() int       { return b.n }
func (b *Bitset) Count() (c int) {
	for _, w := range b.words {
		c += bits.OnesCount64(w)
	}
	return
}

// trim clears the bits past n in the last word.
func (b *Bitset) trim() {
	if r := uint(b.n) & 63; r != 0 && len(b.words) > 0 {
		b.words[len(b.words)-1] &= 1<<r - 1
	}
}

// ShiftOr sets b |= b << k.
func (b *Bitset) ShiftOr(k int) {
	ws, bs := k/64, uint(k%64)
	for i := len(b.words) - 1; i >= 0; i-- {
		var v uint64
		if j := i - ws; j >= 0 {
			v = b.words[j] << bs
			if bs != 0 && j > 0 {
				v |= b.words[j-1] >> (64 - bs)
			}
		}
		b.words[i] |= v
	}
	b.trim()
}

// Next returns the first set bit at or after i, or -1.
func (b *Bitset) Next(i int) int {
	if i >= b.n {
		return -1
	}
	w := i >> 6
	cur := b.words[w] >> (uint(i) & 63)
	if cur != 0 {
		return i + bits.TrailingZeros64(cur)
	}
	for w++; w < len(b.words); w++ {
		if b.words[w] != 0 {
			return w*64 + bits.TrailingZeros64(b.words[w])
		}
	}
	return -1
}

func (b *Bitset) And(o *Bitset) *Bitset {
	r := New(b.n)
	for i := range r.words {
		r.words[i] = b.words[i] & o.words[i]
	}
	return r
}

func (b *Bitset) String() string {
	var sb strings.Builder
	sb.WriteByte('{')
	first := true
	for i := b.Next(0); i >= 0 && sb.Len() < 60; i = b.Next(i + 1) {
		if !first {
			sb.WriteByte(' ')
		}
		first = false
		fmt.Fprint(&sb, i)
	}
	sb.WriteByte('}')
	return sb.String()
}

func sieve(n int) *Bitset {
	p := New(n + 1)
	for i := 2; i <= n; i++ {
		p.Set(i)
	}
	for i := 2; i*i <= n; i++ {
		if !p.Has(i) {
			continue
		}
		for j := i * i; j <= n; j += i {
			p.Clear(j)
		}
	}
	return p
}

func gray(i uint32) uint32 { return i ^ i>>1 }

func ungray(g uint32) uint32 {
	for s := uint(1); s < 32; s <<= 1 {
		g ^= g >> s
	}
	return g
}

type xorshift uint64

func (x *xorshift) next() uint64 {
	v := uint64(*x)
	v ^= v << 13
	v ^= v >> 7
	v ^= v << 17
	*x = xorshift(v)
	return v
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	limit := args.Limit
	if limit == 0 {
		limit = 2000000
	}
	if limit < 2 || limit > 50000000 {
		return nil, fmt.Errorf("limit must be 2..50000000, got %d", limit)
	}
	items := args.Items
	seed := args.Seed
	if seed == 0 {
		seed = 88172645463325252
	}
	rng := xorshift(seed)
	if items == nil {
		for i := 0; i < 200; i++ {
			items = append(items, int(rng.next()%1000)+1)
		}
	}
	total := 0
	for _, it := range items {
		if it <= 0 || it > 100000 {
			return nil, fmt.Errorf("item %d out of range", it)
		}
		total += it
	}
	primes := sieve(limit)
	// Twin primes: p and p+2 both prime.
	shifted := New(limit + 1)
	for i := primes.Next(0); i >= 0; i = primes.Next(i + 1) {
		if i >= 2 {
			shifted.Set(i - 2)
		}
	}
	twins := primes.And(shifted)

	sums := New(total + 1)
	sums.Set(0)
	for _, it := range items {
		sums.ShiftOr(it)
	}
	target := args.Target
	if target == 0 {
		target = total / 2
	}
	best := -1
	for t := target; t >= 0; t-- {
		if t <= total && sums.Has(t) {
			best = t
			break
		}
	}

	grayOK := true
	var grayFlips int
	for i := uint32(0); i < 1<<16; i++ {
		if ungray(gray(i)) != i {
			grayOK = false
		}
		grayFlips += bits.OnesCount32(gray(i) ^ gray(i+1))
	}
	var mix uint64
	var lz, tz int
	for i := 0; i < 100000; i++ {
		v := rng.next()
		mix += bits.Reverse64(v) ^ bits.RotateLeft64(v, -i)
		hi, lo := bits.Mul64(v, v|1)
		mix ^= hi + lo
		lz += bits.LeadingZeros64(v >> (uint(i) % 64))
		tz += bits.TrailingZeros16(uint16(v))
	}
	return skills.Result{
		"primes":      primes.Count(),
		"twin_primes": twins.Count(),
		"first":       primes.String(),
		"reachable":   sums.Count(),
		"best_sum":    best,
		"total":       total,
		"gray_ok":     grayOK,
		"gray_flips":  grayFlips,
		"mix":         fmt.Sprintf("%016x", mix),
		"lz":          lz,
		"tz":          tz,
		"len8":        bits.Len8(uint8(seed)),
	}, nil
}
