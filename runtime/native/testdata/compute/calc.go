// A small expression language: a tokenizer, a precedence-climbing parser
// into an AST of interface values, a constant folder (a type switch over
// the nodes) and an evaluator over int64 that wraps on overflow as Go
// does. A division by zero panics in the evaluator and is recovered into
// an error; parse errors are a *SyntaxError with a position, wrapped with
// %w and found again by unwrapping.
package calc

import (
	"errors"
	"fmt"
	"math/rand"
	"strconv"
	"strings"

	"github.com/skillrun/skillrun/skills"
)

type Args struct {
	Program string `json:"program,omitempty"` // statements separated by ';'
	Lines   int    `json:"lines,omitempty"`
	Seed    int64  `json:"seed,omitempty"`
}

type SyntaxError struct {
	Pos int
	Msg string
}

func (e *SyntaxError) Error() string { return fmt.Sprintf("col %d: %s", e.Pos, e.Msg) }

var ErrUndefined = errors.New("undefined variable")

type token struct {
	kind byte // 'n' number, 'i' identifier, or the operator itself
	text string
	pos  int
}

func tokenize(s string) ([]token, error) {
	var ts []token
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == ' ' || c == '\t':
			i++
		case c >= '0' && c <= '9':
			j := i
			for j < len(s) && s[j] >= '0' && s[j] <= '9' {
				j++
			}
			ts = append(ts, token{'n', s[i:j], i})
			i = j
		case c == '_' || c >= 'a' && c <= 'z':
			j := i
			for j < len(s) && (s[j] == '_' || s[j] >= 'a' && s[j] <= 'z' || s[j] >= '0' && s[j] <= '9') {
				j++
			}
			ts = append(ts, token{'i', s[i:j], i})
			i = j
		case strings.IndexByte("+-*/%()=^", c) >= 0:
			ts = append(ts, token{c, s[i : i+1], i})
			i++
		default:
			return nil, &SyntaxError{i + 1, fmt.Sprintf("unexpected %q", c)}
		}
	}
	return ts, nil
}

type Node interface{ String() string }

type Num struct{ V int64 }
type Var struct{ Name string }
type Bin struct {
	Op   byte
	L, R Node
}
type Neg struct{ X Node }

func (n Num) String() string { return strconv.FormatInt(n.V, 10) }
func (v Var) String() string { return v.Name }
func (b *Bin) String() string {
	return "(" + b.L.String() + " " + string(b.Op) + " " + b.R.String() + ")"
}
func (n *Neg) String() string { return "-" + n.X.String() }

var prec = map[byte]int{'+': 1, '-': 1, '*': 2, '/': 2, '%': 2, '^': 3}

type parser struct {
	ts []token
	i  int
}

func (p *parser) peek() token {
	if p.i < len(p.ts) {
		return p.ts[p.i]
	}
	return token{kind: 0, pos: -1}
}

func (p *parser) primary() (Node, error) {
	t := p.peek()
	p.i++
	switch t.kind {
	case 'n':
		v, err := strconv.ParseInt(t.text, 10, 64)
		if err != nil {
			return nil, &SyntaxError{t.pos + 1, "number out of range"}
		}
		return Num{v}, nil
	case 'i':
		return Var{t.text}, nil
	case '-':
		x, err := p.primary()
		return &Neg{x}, err
	case '(':
		x, err := p.expr(1)
		if err != nil {
			return nil, err
		}
		if p.peek().kind != ')' {
			return nil, &SyntaxError{p.peek().pos + 1, "missing )"}
		}
		p.i++
		return x, nil
	}
	return nil, &SyntaxError{t.pos + 1, "expected a value"}
}

func (p *parser) expr(min int) (Node, error) {
	l, err := p.primary()
	for err == nil {
		op := p.peek().kind
		q, ok := prec[op]
		if !ok || q < min {
			break
		}
		p.i++
		next := q + 1
		if op == '^' {
			next = q // right-associative
		}
		var r Node
		if r, err = p.expr(next); err == nil {
			l = &Bin{op, l, r}
		}
	}
	return l, err
}

func pow(b, e int64) int64 {
	r := int64(1)
	for ; e > 0; e >>= 1 {
		if e&1 == 1 {
			r *= b
		}
		b *= b
	}
	return r
}

func eval(n Node, vars map[string]int64) int64 {
	switch n := n.(type) {
	case Num:
		return n.V
	case Var:
		v, ok := vars[n.Name]
		if !ok {
			panic(fmt.Errorf("%s: %w", n.Name, ErrUndefined))
		}
		return v
	case *Neg:
		return -eval(n.X, vars)
	case *Bin:
		a, b := eval(n.L, vars), eval(n.R, vars)
		switch n.Op {
		case '+':
			return a + b
		case '-':
			return a - b
		case '*':
			return a * b
		case '/':
			return a / b
		case '%':
			return a % b
		case '^':
			return pow(a, b)
		}
	}
	panic("unknown node")
}

// fold evaluates constant subtrees ahead of time.
func fold(n Node) Node {
	switch x := n.(type) {
	case *Bin:
		l, r := fold(x.L), fold(x.R)
		if a, ok := l.(Num); ok {
			if b, ok := r.(Num); ok && !(b.V == 0 && (x.Op == '/' || x.Op == '%')) {
				return Num{eval(&Bin{x.Op, a, b}, nil)}
			}
		}
		return &Bin{x.Op, l, r}
	case *Neg:
		if a, ok := fold(x.X).(Num); ok {
			return Num{-a.V}
		}
	}
	return n
}

func run(line string, vars map[string]int64) (name string, v int64, err error) {
	defer func() {
		if r := recover(); r != nil {
			if e, ok := r.(error); ok {
				err = fmt.Errorf("%q: %w", line, e)
				return
			}
			err = fmt.Errorf("%q: %v", line, r)
		}
	}()
	ts, err := tokenize(line)
	if err != nil {
		return "", 0, fmt.Errorf("%q: %w", line, err)
	}
	name = "_"
	if len(ts) >= 2 && ts[0].kind == 'i' && ts[1].kind == '=' {
		name, ts = ts[0].text, ts[2:]
	}
	p := &parser{ts: ts}
	n, err := p.expr(1)
	if err == nil && p.i < len(ts) {
		err = &SyntaxError{ts[p.i].pos + 1, "unexpected " + ts[p.i].text}
	}
	if err != nil {
		return "", 0, fmt.Errorf("%q: %w", line, err)
	}
	v = eval(fold(n), vars)
	vars[name] = v
	return name, v, nil
}

// syntaxError finds the *SyntaxError err wraps (vet refuses errors.As
// with the skill's own error type: the interpreter gets it wrong).
func syntaxError(err error) *SyntaxError {
	for ; err != nil; err = errors.Unwrap(err) {
		if se, ok := err.(*SyntaxError); ok {
			return se
		}
	}
	return nil
}

func generate(r *rand.Rand, lines int) string {
	ops := "+-*%^/"
	var sb strings.Builder
	for i := range lines {
		fmt.Fprintf(&sb, "v%d = ", i%50)
		for j := range 6 + r.Intn(10) {
			if j > 0 {
				sb.WriteString(" " + string(ops[r.Intn(4)]) + " ")
			}
			switch r.Intn(3) {
			case 0:
				fmt.Fprintf(&sb, "v%d", r.Intn(min(i, 50)+1)%max(min(i, 50), 1))
			case 1:
				fmt.Fprintf(&sb, "(%d ^ %d)", 1+r.Intn(9), r.Intn(40))
			default:
				fmt.Fprintf(&sb, "%d", 1+r.Intn(1000))
			}
		}
		sb.WriteString(";")
	}
	return sb.String()
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	prog := args.Program
	if prog == "" {
		n := args.Lines
		if n == 0 {
			n = 3000
		}
		if n < 0 || n > 200000 {
			return nil, fmt.Errorf("lines must be 1..200000, got %d", n)
		}
		prog = generate(rand.New(rand.NewSource(args.Seed)), n)
	}
	vars := map[string]int64{"v0": 1}
	var errs []string
	var last int64
	lines, syntax := 0, 0
	for _, line := range strings.Split(prog, ";") {
		if strings.TrimSpace(line) == "" {
			continue
		}
		lines++
		_, v, err := run(line, vars)
		se := syntaxError(err)
		switch {
		case se != nil:
			syntax++
			errs = append(errs, fmt.Sprintf("syntax at col %d: %v", se.Pos, err))
		case errors.Is(err, ErrUndefined):
			errs = append(errs, "undefined: "+err.Error())
		case err != nil:
			errs = append(errs, "runtime: "+err.Error())
		default:
			last = v
		}
	}
	if len(errs) > 10 {
		errs = append(errs[:10], fmt.Sprintf("and %d more", len(errs)-10))
	}
	return skills.Result{"lines": lines, "syntax_errors": syntax, "last": last, "v1": vars["v1"], "errors": errs}, nil
}
