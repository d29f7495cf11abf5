// Tables built by functions when the package initialises: a CRC-32
// table, the primes below 50000 by a sieve, a map of factorials filled
// in a composite literal with calls inside, and a package variable whose
// initialiser depends on another's. Run checksums generated data with
// the table, factorises numbers with the primes and reads the map.
package crctable

import (
	"fmt"
	"math/rand"
	"strings"

	"github.com/skillrun/skillrun/skills"
)

type Args struct {
	Data    string  `json:"data,omitempty"`
	Bytes   int     `json:"bytes,omitempty"`
	Numbers []int64 `json:"numbers,omitempty"`
	Seed    int64   `json:"seed,omitempty"`
}

var (
	// crcTab is declared before its polynomial's variable: Go
	// initialises poly first, by dependency.
	crcTab = makeTable(poly)
	poly   = reverse(0x04C11DB7)
	primes = sieve(50000)
	lookup = map[string]uint64{
		"fact10": fact(10),
		"fact20": fact(20),
		"primes": uint64(len(sieve(1000))),
	}
	// The standard check value, computed from the table: a direct
	// dependency (yaegi does not order initialisation by the package
	// variables a called function reads, as Go does).
	check = crcOf(crcTab, []byte("123456789"))
)

func crcOf(t *[256]uint32, b []byte) uint32 {
	c := ^uint32(0)
	for _, x := range b {
		c = t[byte(c)^x] ^ c>>8
	}
	return ^c
}

func reverse(p uint32) uint32 {
	var r uint32
	for i := 0; i < 32; i++ {
		r = r<<1 | p&1
		p >>= 1
	}
	return r
}

func makeTable(p uint32) *[256]uint32 {
	t := new([256]uint32)
	for i := range t {
		c := uint32(i)
		for k := 0; k < 8; k++ {
			if c&1 == 1 {
				c = c>>1 ^ p
			} else {
				c >>= 1
			}
		}
		t[i] = c
	}
	return t
}

func checksum(b []byte) uint32 { return crcOf(crcTab, b) }

func sieve(n int) []int64 {
	composite := make([]bool, n)
	var ps []int64
	for i := 2; i < n; i++ {
		if composite[i] {
			continue
		}
		ps = append(ps, int64(i))
		for j := i * i; j < n; j += i {
			composite[j] = true
		}
	}
	return ps
}

func fact(n uint64) uint64 {
	if n <= 1 {
		return 1
	}
	return n * fact(n-1)
}

func factorise(n int64) (string, error) {
	if n < 2 {
		return "", fmt.Errorf("cannot factorise %d", n)
	}
	var parts []string
	for _, p := range primes {
		if p*p > n {
			break
		}
		for n%p == 0 {
			parts = append(parts, fmt.Sprint(p))
			n /= p
		}
	}
	if n > 1 {
		last := primes[len(primes)-1]
		if n > last*last {
			parts = append(parts, fmt.Sprintf("%d?", n))
		} else {
			parts = append(parts, fmt.Sprint(n))
		}
	}
	return strings.Join(parts, "*"), nil
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	if args.Bytes < 0 || args.Bytes > 1<<24 {
		return nil, fmt.Errorf("bytes must be in [0, %d], got %d", 1<<24, args.Bytes)
	}
	data := []byte(args.Data)
	if len(data) == 0 {
		n := args.Bytes
		if n == 0 {
			n = 1 << 20
		}
		r := rand.New(rand.NewSource(args.Seed))
		data = make([]byte, n)
		r.Read(data)
	}
	nums := args.Numbers
	if len(nums) == 0 {
		r := rand.New(rand.NewSource(args.Seed + 1))
		for i := 0; i < 200; i++ {
			nums = append(nums, r.Int63n(1<<40)+2)
		}
	}
	var factors []string
	for _, n := range nums {
		f, err := factorise(n)
		if err != nil {
			return nil, err
		}
		factors = append(factors, f)
	}
	if len(factors) > 8 {
		factors = factors[:8]
	}
	return skills.Result{"crc": fmt.Sprintf("%08x", checksum(data)), "check": fmt.Sprintf("%08x", check), "primes": len(primes),
		"fact20": fmt.Sprint(lookup["fact20"]), "small": lookup["primes"], "factors": factors}, nil
}
