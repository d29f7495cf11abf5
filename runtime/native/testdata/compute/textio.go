// Parses and summarises text the way agents do with the standard
// library: bufio.Scanner over lines and words, encoding/csv, io.ReadAll,
// a SHA-256 of each record, a seeded math/rand/v2 sample, UTF-16 and
// complex numbers.
package textio

import (
	"bufio"
	"crypto/sha256"
	"encoding/csv"
	"encoding/hex"
	"fmt"
	"io"
	"math/cmplx"
	"math/rand/v2"
	"strings"
	"unicode/utf16"

	"github.com/skillrun/skillrun/skills"
)

type Args struct {
	CSV  string `json:"csv"`
	Seed uint64 `json:"seed"`
}

// upper is an io.Reader of the skill's own that upper-cases another.
type upper struct{ r io.Reader }

func (u upper) Read(p []byte) (int, error) {
	n, err := u.r.Read(p)
	copy(p, strings.ToUpper(string(p[:n])))
	return n, err
}

// counter is an io.Writer of the skill's own that writes the lengths
// of what it is given.
type counter struct{ w io.Writer }

func (c counter) Write(p []byte) (int, error) {
	fmt.Fprint(c.w, len(p), ";")
	return len(p), nil
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	text := args.CSV
	if text == "" {
		text = "name,qty,price\nanvil,2,19.5\n\"bolt, large\",100,0.25\nchain,7,3\n"
	}
	res := skills.Result{}
	sc := bufio.NewScanner(strings.NewReader(text))
	lines := 0
	for sc.Scan() {
		lines++
	}
	res["lines"] = lines
	ws := bufio.NewScanner(strings.NewReader(text))
	ws.Split(bufio.ScanWords)
	words := 0
	for ws.Scan() {
		words++
	}
	res["words"] = words
	r := csv.NewReader(strings.NewReader(text))
	records, err := r.ReadAll()
	if err != nil {
		return nil, fmt.Errorf("csv: %w", err)
	}
	res["records"] = len(records)
	var sums []string
	for _, rec := range records {
		h := sha256.Sum256([]byte(strings.Join(rec, "|")))
		sums = append(sums, hex.EncodeToString(h[:4]))
	}
	res["sha"] = sums
	hw := sha256.New()
	io.WriteString(hw, text)
	res["sha_all"] = hex.EncodeToString(hw.Sum(nil))[:16]
	all, err := io.ReadAll(upper{strings.NewReader(text)})
	if err != nil {
		return nil, err
	}
	res["upper"] = strings.SplitN(string(all), "\n", 2)[0]
	// The skill's own readers and writers listed in a variadic parameter.
	joined, err := io.ReadAll(io.MultiReader(strings.NewReader("<"), upper{strings.NewReader("mid")}, strings.NewReader(">")))
	if err != nil {
		return nil, err
	}
	res["multi"] = string(joined)
	var a, b strings.Builder
	mw := io.MultiWriter(&a, counter{&b})
	fmt.Fprintf(mw, "%d records", len(records))
	res["multiwriter"] = []string{a.String(), b.String()}
	var out strings.Builder
	w := csv.NewWriter(&out)
	w.Write([]string{"a,b", "c\"d"})
	w.Flush()
	res["csv_out"] = out.String()
	rng := rand.New(rand.NewPCG(args.Seed, args.Seed^0x9e3779b97f4a7c15))
	sample := make([]int, 5)
	for i := range sample {
		sample[i] = rng.IntN(1000)
	}
	res["sample"] = sample
	res["perm"] = rng.Perm(6)
	res["utf16"] = utf16.Encode([]rune("héllo, 世界 😀"))
	z := cmplx.Sqrt(-4 + 0i)
	res["cmplx"] = []float64{real(z), imag(z), cmplx.Abs(3 + 4i)}
	return res, nil
}
