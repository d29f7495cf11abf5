// JSON documents of nested structs: encoding/json with field tags
// (renames, omitempty, "-", ",string"), an embedded struct whose fields
// are promoted, pointers, maps and slices of structs, a type with its own
// MarshalJSON/UnmarshalJSON, a generic decode into map[string]any and
// json.Number; the documents are generated, encoded, decoded, aggregated
// and re-encoded, and some are returned as structs in the result. Floats
// at their edges (NaN, ±Inf, -0, subnormals) are formatted with strconv
// and fmt.
package jsondoc

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"

	"github.com/skillrun/skillrun/skills"
)

type Args struct {
	Orders int    `json:"orders,omitempty"`
	Seed   uint32 `json:"seed,omitempty"`
	Doc    string `json:"doc,omitempty"`
}

// Cents is money, a named integer type in JSON as its number.
type Cents int64

func (c Cents) String() string {
	neg := ""
	if c < 0 {
		neg, c = "-", -c
	}
	return fmt.Sprintf("%s%d.%02d", neg, c/100, c%100)
}

type Audit struct {
	Created int64  `json:"created"`
	By      string `json:"by,omitempty"`
	secret  string
}

type Address struct {
	Street string  `json:"street"`
	City   string  `json:"city"`
	Zip    *string `json:"zip,omitempty"`
}

type Line struct {
	SKU   string   `json:"sku"`
	Qty   int      `json:"qty,string"`
	Price Cents    `json:"price"`
	Tags  []string `json:"tags,omitempty"`
}

type Order struct {
	Audit
	ID       int               `json:"id"`
	Customer string            `json:"customer"`
	Ship     *Address          `json:"ship,omitempty"`
	Lines    []Line            `json:"lines"`
	Meta     map[string]string `json:"meta,omitempty"`
	Internal string            `json:"-"`
	Dash     int               `json:"-,"`
	Score    float64           `json:"score"`
}

type rng uint32

func (r *rng) next() uint32 {
	x := uint32(*r)
	x ^= x << 13
	x ^= x >> 17
	x ^= x << 5
	*r = rng(x)
	return x
}

var cities = []string{"Oslo", "Köln", "São Paulo", "Zürich", "東京", "Kraków"}

func gen(n int, r *rng) []Order {
	out := make([]Order, n)
	for i := range out {
		o := &out[i]
		o.ID = i + 1
		o.Created = int64(r.next())
		o.secret = "x"
		o.Customer = fmt.Sprintf("cust-%03d <%c>", r.next()%500, 'A'+rune(r.next()%26))
		if r.next()%3 != 0 {
			o.Ship = &Address{Street: fmt.Sprintf("%d Main \"St\"", r.next()%999), City: cities[r.next()%uint32(len(cities))]}
			if r.next()%2 == 0 {
				z := strconv.Itoa(int(r.next() % 99999))
				o.Ship.Zip = &z
			}
		}
		for j := 0; j < int(r.next()%5); j++ {
			l := Line{SKU: fmt.Sprintf("SKU%d", r.next()%50), Qty: int(r.next()%7) + 1, Price: Cents(r.next()%100000) - 5000}
			if r.next()%4 == 0 {
				l.Tags = []string{"fragile", "<b>&amp;</b>"}
			}
			o.Lines = append(o.Lines, l)
		}
		if r.next()%5 == 0 {
			o.Meta = map[string]string{"note": "rush", "gift": strconv.FormatBool(r.next()%2 == 0)}
		}
		o.Internal = "hidden"
		o.Dash = i
		o.Score = float64(r.next()%1000) / 7
	}
	return out
}

type summary struct {
	Orders  int              `json:"orders"`
	Revenue Cents            `json:"revenue"`
	ByCity  map[string]Cents `json:"by_city"`
	TopSKUs []skuCount       `json:"top_skus"`
	NoShip  int              `json:"no_ship"`
}

type skuCount struct {
	SKU string `json:"sku"`
	N   int    `json:"n"`
}

func floats() []string {
	negZero := math.Copysign(0, -1)
	vals := []float64{math.NaN(), math.Inf(1), math.Inf(-1), negZero, 0, math.SmallestNonzeroFloat64,
		math.MaxFloat64, 1e21, 1e20, 0.1 + 0.2, float64(float32(0.1)), 100, 1.5e-7, -2.5}
	var out []string
	for _, v := range vals {
		out = append(out, fmt.Sprintf("%v|%g|%.3f|%e|%s|%s|%x|%08.2f|%+v",
			v, v, v, v, strconv.FormatFloat(v, 'g', -1, 64), strconv.FormatFloat(v, 'f', -1, 32), v, v, v))
	}
	f32 := float32(negZero)
	out = append(out, fmt.Sprint(f32, 1/negZero, math.Signbit(negZero), negZero == 0, math.NaN() == math.NaN()))
	m := map[float64]int{math.NaN(): 1, negZero: 3, math.Inf(-1): 4} // two NaN keys print in either order, in Go too
	out = append(out, fmt.Sprint(len(m), m[0], m[negZero]))
	out = append(out, fmt.Sprint(m)) // fmt sorts keys, NaNs first
	for _, s := range []string{"NaN", "-Inf", "+inf", "-0", "0x1p-1074", "1e400", "1_000.5", ".5e1"} {
		f, err := strconv.ParseFloat(s, 64)
		out = append(out, fmt.Sprintf("%s -> %v %v", s, f, err))
	}
	return out
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	n := args.Orders
	if n == 0 {
		n = 3000
	}
	if n < 0 || n > 100000 {
		return nil, fmt.Errorf("orders must be 0..100000, got %d", n)
	}
	res := skills.Result{"floats": floats()}
	if args.Doc != "" {
		var o Order
		dec := json.NewDecoder(strings.NewReader(args.Doc))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&o); err != nil {
			var se *json.SyntaxError
			var te *json.UnmarshalTypeError
			switch {
			case errors.As(err, &se):
				res["doc_error"] = fmt.Sprintf("syntax at %d: %v", se.Offset, se)
			case errors.As(err, &te):
				// Not te's Error: it names the skill's struct and type
				// (Order.id, jsondoc.Cents), which the interpreter's
				// types have no names for (.id, int64).
				res["doc_error"] = fmt.Sprintf("type at %s: a JSON %s at offset %d", te.Field, te.Value, te.Offset)
			default:
				res["doc_error"] = err.Error()
			}
			return res, nil
		}
		res["doc"] = o
		b, _ := json.Marshal(o)
		res["doc_json"] = string(b)
		return res, nil
	}
	r := rng(args.Seed | 1)
	orders := gen(n, &r)
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(n%2 == 0)
	for i := range orders {
		if err := enc.Encode(&orders[i]); err != nil {
			return nil, err
		}
	}
	encoded := buf.Len()
	// Decode it all back, both typed and generic.
	dec := json.NewDecoder(bytes.NewReader(buf.Bytes()))
	var back []Order
	for dec.More() {
		var o Order
		if err := dec.Decode(&o); err != nil {
			return nil, fmt.Errorf("decode %d: %w", len(back), err)
		}
		back = append(back, o)
	}
	gdec := json.NewDecoder(bytes.NewReader(buf.Bytes()))
	gdec.UseNumber()
	keys := map[string]int{}
	var scoreSum float64
	for gdec.More() {
		var m map[string]any
		if err := gdec.Decode(&m); err != nil {
			return nil, err
		}
		for k := range m {
			keys[k]++
		}
		f, err := m["score"].(json.Number).Float64()
		if err != nil {
			return nil, err
		}
		scoreSum += f
	}
	s := summary{Orders: len(back), ByCity: map[string]Cents{}}
	skus := map[string]int{}
	for _, o := range back {
		if o.Internal != "" || o.secret != "" {
			return nil, fmt.Errorf("order %d: a skipped field came back", o.ID)
		}
		if o.Dash != o.ID-1 { // json:"-," is the key "-"
			return nil, fmt.Errorf("order %d: field \"-\" came back as %d", o.ID, o.Dash)
		}
		var tot Cents
		for _, l := range o.Lines {
			tot += l.Price * Cents(l.Qty)
			skus[l.SKU] += l.Qty
		}
		s.Revenue += tot
		if o.Ship == nil {
			s.NoShip++
			continue
		}
		s.ByCity[o.Ship.City] += tot
	}
	for k, v := range skus {
		s.TopSKUs = append(s.TopSKUs, skuCount{k, v})
	}
	sort.Slice(s.TopSKUs, func(i, j int) bool {
		a, b := s.TopSKUs[i], s.TopSKUs[j]
		return a.N > b.N || a.N == b.N && a.SKU < b.SKU
	})
	if len(s.TopSKUs) > 5 {
		s.TopSKUs = s.TopSKUs[:5]
	}
	sj, err := json.MarshalIndent(s, "", "  ")
	if err != nil {
		return nil, err
	}
	res["encoded_bytes"] = encoded
	res["keys"] = keys
	res["score_sum"] = strconv.FormatFloat(scoreSum, 'f', 4, 64)
	res["summary"] = string(sj)
	res["summary_struct"] = s
	res["revenue"] = s.Revenue.String()
	res["revenue_v"] = fmt.Sprintf("%v|%d|%v", s.Revenue, s.Revenue, s.TopSKUs)
	if len(back) > 0 {
		res["first"] = back[0]
		res["first_ptr"] = &back[len(back)-1]
	}
	return res, nil
}
