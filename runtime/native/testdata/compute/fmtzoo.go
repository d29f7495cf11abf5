// fmt and strconv as a report writer uses them: %T of the skill's own
// types, %#v and %+v of nested structs, maps (sorted keys), widths and
// precisions from arguments, Stringer, GoStringer, error and Formatter
// methods on value and pointer receivers; strconv's quoting and
// appending; fmt.Sscanf and Sscan reading what was printed.
package fmtzoo

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/skillrun/skillrun/skills"
)

type Args struct {
	Rows  int    `json:"rows,omitempty"`
	Width int    `json:"width,omitempty"`
	Input string `json:"input,omitempty"`
}

type Level int

const (
	Low Level = iota + 1
	_
	High
	Max = High * 2
)

func (l Level) String() string {
	switch l {
	case Low:
		return "low"
	case High:
		return "high"
	}
	return "level(" + strconv.Itoa(int(l)) + ")"
}

type Point struct {
	X, Y float64
	Tag  string
}

func (p *Point) GoString() string { return fmt.Sprintf("Pt(%g,%g)", p.X, p.Y) }

type Item struct {
	Name   string
	Level  Level
	At     Point
	Tags   []string
	Extra  map[string]int
	hidden bool
}

type Money int64

func (m Money) Format(s fmt.State, verb rune) {
	switch verb {
	case 'v', 's':
		w, ok := s.Width()
		txt := fmt.Sprintf("$%d.%02d", m/100, m%100)
		if s.Flag('+') && m >= 0 {
			txt = "+" + txt
		}
		if ok && len(txt) < w {
			if s.Flag('-') {
				txt += strings.Repeat(" ", w-len(txt))
			} else {
				txt = strings.Repeat(" ", w-len(txt)) + txt
			}
		}
		fmt.Fprint(s, txt)
	default:
		fmt.Fprintf(s, "%%!%c(Money=%d)", verb, int64(m))
	}
}

type parseError struct {
	Line int
	Msg  string
}

func (e *parseError) Error() string { return fmt.Sprintf("line %d: %s", e.Line, e.Msg) }

func Run(env skills.Env, args Args) (skills.Result, error) {
	rows := args.Rows
	if rows == 0 {
		rows = 2000
	}
	if rows < 0 || rows > 100000 {
		return nil, &parseError{Line: 0, Msg: "rows out of range: " + strconv.Itoa(rows)}
	}
	width := args.Width
	if width <= 0 {
		width = 12
	}
	it := Item{Name: "blaze rod", Level: High, At: Point{1.5, -2, "x"}, Tags: []string{"a", "b"}, Extra: map[string]int{"z": 1, "a": 2, "m": 3}}
	out := map[string]any{}
	out["T"] = fmt.Sprintf("%T|%T|%T|%T|%T", it, &it.At, it.Level, Money(5), []Pair{})
	out["v"] = fmt.Sprintf("%v", it)
	out["plusv"] = fmt.Sprintf("%+v", it)
	out["sharpv"] = fmt.Sprintf("%#v", it.Extra)
	out["gostring"] = (&it.At).GoString()
	out["levels"] = fmt.Sprintf("%v %d %s %v %q", Low, High, Level(2), Max, Low)
	out["money"] = fmt.Sprintf("[%v][%10v][%-10v][%+v][%d]", Money(12345), Money(7), Money(-250), Money(99), Money(3))
	out["star"] = fmt.Sprintf("[%*d][%-*d][%.*f][%*.*e]", width, 42, width, 42, 3, math.Pi, width, 2, 12345.678)
	out["verbs"] = fmt.Sprintf("%x %X %o %b %U %c %q %08.3f %+d %e %G %t %5.1f%%", "hi", 255, 8, 5, 0x1F600, 'é', '\n', -3.14159, 7, 1e21, 1e-7, true, 99.5)
	out["bad"] = fmt.Sprintf("%d %s %!", "str", 5)
	out["missing"] = fmt.Sprintf("%d %d", 1)
	out["extra"] = fmt.Sprintf("%d", 1, 2)
	var nilErr error
	out["nilerr"] = fmt.Sprintf("%v", nilErr)
	var pe error = &parseError{3, "bad token"}
	wrapped := fmt.Errorf("reading: %w", pe)
	var target *parseError
	out["wrapped"] = fmt.Sprintf("%v|%t|%d", wrapped, errors.As(wrapped, &target), target.Line)
	out["quote"] = strconv.Quote("tab\there \"q\" é \x00 \u2028") + " " + strconv.QuoteToASCII("日本") + " " + strconv.QuoteRune('☺')
	uq, err := strconv.Unquote(`"a\tb\u00e9"`)
	out["unquote"] = fmt.Sprintf("%q %v", uq, err)
	_, err = strconv.Unquote(`"bad`)
	out["unquote_err"] = fmt.Sprint(err)
	buf := []byte("n=")
	buf = strconv.AppendInt(buf, -42, 7)
	buf = strconv.AppendFloat(append(buf, ' '), 1.0/3, 'g', 5, 64)
	buf = strconv.AppendBool(append(buf, ' '), false)
	out["append"] = string(buf)
	_, err = strconv.ParseInt("99999999999999999999", 10, 64)
	out["parse_err"] = err.Error()
	// A table printed and read back.
	var b strings.Builder
	total := 0.0
	for i := range rows {
		p := Point{X: float64(i) * 0.5, Y: math.Sqrt(float64(i)), Tag: "t" + strconv.Itoa(i%13)}
		fmt.Fprintf(&b, "%-6d %*.3f %9.4f %s\n", i, width, p.X, p.Y, p.Tag)
	}
	lines := strings.Split(strings.TrimSpace(b.String()), "\n")
	for n, line := range lines {
		var i int
		var x, y float64
		var tag string
		if c, err := fmt.Sscanf(line, "%d %f %f %s", &i, &x, &y, &tag); err != nil || c != 4 {
			return nil, &parseError{n + 1, fmt.Sprintf("scanned %d: %v", c, err)}
		}
		total += x + y
	}
	in := args.Input
	if in == "" {
		in = "7 2.5 word"
	}
	var a int
	var f float64
	var s string
	cnt, scanErr := fmt.Sscan(in, &a, &f, &s)
	out["scan"] = fmt.Sprintf("%d %v %g %q %v", cnt, a, f, s, scanErr)
	out["total"] = strconv.FormatFloat(total, 'f', 4, 64)
	out["lines"] = len(lines)
	out["last"] = lines[len(lines)-1]
	return out, nil
}

type Pair struct{ A, B int }
