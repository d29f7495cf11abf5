// An expression language over an interface of node types (literals,
// variables, unary and binary operators, calls, let and if), parsed by
// recursive descent, evaluated by method calls and simplified by a type
// switch that rebuilds the tree; errors of the skill's own types found
// with errors.As and errors.Is through wrapping.
package exprtree

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode"

	"github.com/skillrun/skillrun/skills"
)

type Args struct {
	Exprs []string `json:"exprs,omitempty"`
	Reps  int      `json:"reps,omitempty"`
}

type Node interface {
	Eval(env map[string]float64) (float64, error)
	String() string
}

type (
	Num float64
	Var string
	Un  struct {
		Op byte
		X  Node
	}
	Bin struct {
		Op   byte
		L, R Node
	}
	Call struct {
		Fn   string
		Args []Node
	}
	Let struct {
		Name      string
		Val, Body Node
	}
	If struct{ Cond, Then, Else Node }
)

var ErrDivZero = errors.New("division by zero")

type UnboundError struct{ Name string }

func (e *UnboundError) Error() string { return "unbound variable " + e.Name }

type SyntaxError struct {
	Pos int
	Msg string
}

func (e SyntaxError) Error() string { return fmt.Sprintf("at %d: %s", e.Pos, e.Msg) }

func (n Num) Eval(map[string]float64) (float64, error) { return float64(n), nil }
func (n Num) String() string                           { return strconv.FormatFloat(float64(n), 'g', -1, 64) }
func (v Var) Eval(env map[string]float64) (float64, error) {
	x, ok := env[string(v)]
	if !ok {
		return 0, &UnboundError{string(v)}
	}
	return x, nil
}
func (v Var) String() string { return string(v) }
func (u Un) Eval(env map[string]float64) (float64, error) {
	x, err := u.X.Eval(env)
	if err != nil {
		return 0, err
	}
	if u.Op == '-' {
		return -x, nil
	}
	if x == 0 {
		return 1, nil
	}
	return 0, nil
}
func (u Un) String() string { return "(" + string(u.Op) + u.X.String() + ")" }
func (b Bin) Eval(env map[string]float64) (float64, error) {
	l, err := b.L.Eval(env)
	if err != nil {
		return 0, err
	}
	r, err := b.R.Eval(env)
	if err != nil {
		return 0, err
	}
	switch b.Op {
	case '+':
		return l + r, nil
	case '-':
		return l - r, nil
	case '*':
		return l * r, nil
	case '/':
		if r == 0 {
			return 0, fmt.Errorf("%v: %w", b, ErrDivZero)
		}
		return l / r, nil
	case '^':
		return math.Pow(l, r), nil
	case '<':
		if l < r {
			return 1, nil
		}
		return 0, nil
	}
	return 0, fmt.Errorf("operator %q", b.Op)
}
func (b Bin) String() string {
	return "(" + b.L.String() + " " + string(b.Op) + " " + b.R.String() + ")"
}
func (c Call) Eval(env map[string]float64) (float64, error) {
	xs := make([]float64, len(c.Args))
	for i, a := range c.Args {
		x, err := a.Eval(env)
		if err != nil {
			return 0, fmt.Errorf("argument %d of %s: %w", i+1, c.Fn, err)
		}
		xs[i] = x
	}
	switch {
	case c.Fn == "sqrt" && len(xs) == 1:
		return math.Sqrt(xs[0]), nil
	case c.Fn == "max" && len(xs) > 0:
		m := xs[0]
		for _, x := range xs[1:] {
			m = math.Max(m, x)
		}
		return m, nil
	}
	return 0, fmt.Errorf("no function %s/%d", c.Fn, len(xs))
}
func (c Call) String() string {
	parts := make([]string, len(c.Args))
	for i, a := range c.Args {
		parts[i] = a.String()
	}
	return c.Fn + "(" + strings.Join(parts, ", ") + ")"
}
func (l Let) Eval(env map[string]float64) (float64, error) {
	v, err := l.Val.Eval(env)
	if err != nil {
		return 0, err
	}
	inner := make(map[string]float64, len(env)+1)
	for k, x := range env {
		inner[k] = x
	}
	inner[l.Name] = v
	return l.Body.Eval(inner)
}
func (l Let) String() string {
	return "let " + l.Name + " = " + l.Val.String() + " in " + l.Body.String()
}
func (i If) Eval(env map[string]float64) (float64, error) {
	c, err := i.Cond.Eval(env)
	if err != nil {
		return 0, err
	}
	if c != 0 {
		return i.Then.Eval(env)
	}
	return i.Else.Eval(env)
}
func (i If) String() string {
	return "if " + i.Cond.String() + " then " + i.Then.String() + " else " + i.Else.String()
}

type parser struct {
	s   string
	pos int
}

func (p *parser) skip() {
	for p.pos < len(p.s) && p.s[p.pos] == ' ' {
		p.pos++
	}
}

func (p *parser) word() string {
	p.skip()
	start := p.pos
	for p.pos < len(p.s) && (unicode.IsLetter(rune(p.s[p.pos])) || unicode.IsDigit(rune(p.s[p.pos])) || p.s[p.pos] == '.') {
		p.pos++
	}
	return p.s[start:p.pos]
}

func (p *parser) expect(w string) {
	p.skip()
	if !strings.HasPrefix(p.s[p.pos:], w) {
		panic(SyntaxError{p.pos, "want " + w})
	}
	p.pos += len(w)
}

var prec = map[byte]int{'<': 1, '+': 2, '-': 2, '*': 3, '/': 3, '^': 4}

func (p *parser) expr(min int) Node {
	l := p.unary()
	for {
		p.skip()
		if p.pos >= len(p.s) {
			return l
		}
		op := p.s[p.pos]
		pr, ok := prec[op]
		if !ok || pr < min {
			return l
		}
		p.pos++
		next := pr + 1
		if op == '^' {
			next = pr
		}
		l = Bin{op, l, p.expr(next)}
	}
}

func (p *parser) unary() Node {
	p.skip()
	if p.pos >= len(p.s) {
		panic(SyntaxError{p.pos, "unexpected end"})
	}
	switch c := p.s[p.pos]; {
	case c == '-' || c == '!':
		p.pos++
		return Un{c, p.unary()}
	case c == '(':
		p.pos++
		e := p.expr(1)
		p.expect(")")
		return e
	}
	w := p.word()
	switch {
	case w == "":
		panic(SyntaxError{p.pos, fmt.Sprintf("unexpected %q", p.s[p.pos])})
	case w == "let":
		name := p.word()
		p.expect("=")
		val := p.expr(1)
		p.expect("in")
		return Let{name, val, p.expr(1)}
	case w == "if":
		c := p.expr(1)
		p.expect("then")
		t := p.expr(1)
		p.expect("else")
		return If{c, t, p.expr(1)}
	case unicode.IsDigit(rune(w[0])):
		f, err := strconv.ParseFloat(w, 64)
		if err != nil {
			panic(SyntaxError{p.pos, err.Error()})
		}
		return Num(f)
	}
	p.skip()
	if p.pos < len(p.s) && p.s[p.pos] == '(' {
		p.pos++
		var args []Node
		for {
			p.skip()
			if p.pos < len(p.s) && p.s[p.pos] == ')' {
				p.pos++
				return Call{w, args}
			}
			if len(args) > 0 {
				p.expect(",")
			}
			args = append(args, p.expr(1))
		}
	}
	return Var(w)
}

func parse(s string) (n Node, err error) {
	defer func() {
		if r := recover(); r != nil {
			se, ok := r.(SyntaxError)
			if !ok {
				panic(r)
			}
			err = se
		}
	}()
	p := &parser{s: s}
	n = p.expr(1)
	p.skip()
	if p.pos != len(s) {
		return nil, SyntaxError{p.pos, "trailing input"}
	}
	return n, nil
}

func simplify(n Node) Node {
	switch n := n.(type) {
	case Bin:
		l, r := simplify(n.L), simplify(n.R)
		ln, lok := l.(Num)
		rn, rok := r.(Num)
		if lok && rok {
			if v, err := (Bin{n.Op, ln, rn}).Eval(nil); err == nil {
				return Num(v)
			}
		}
		if n.Op == '*' && (lok && ln == 0 || rok && rn == 0) {
			return Num(0)
		}
		if n.Op == '+' && lok && ln == 0 {
			return r
		}
		return Bin{n.Op, l, r}
	case Un:
		return Un{n.Op, simplify(n.X)}
	case Let:
		return Let{n.Name, simplify(n.Val), simplify(n.Body)}
	case If:
		c := simplify(n.Cond)
		if cn, ok := c.(Num); ok {
			if cn != 0 {
				return simplify(n.Then)
			}
			return simplify(n.Else)
		}
		return If{c, simplify(n.Then), simplify(n.Else)}
	case Call:
		args := make([]Node, len(n.Args))
		for i, a := range n.Args {
			args[i] = simplify(a)
		}
		return Call{n.Fn, args}
	}
	return n
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	exprs := args.Exprs
	if len(exprs) == 0 {
		exprs = []string{"1 + 2 * 3", "let x = 4 in x ^ 2 ^ 0.5 - -x", "if 2 < 3 then max(1, sqrt(16), 2) else 0",
			"0 * y + (1 + 1)", "y + 1", "1 / (2 - 2)", "sqrt(1, 2)", "(1 + ", "2 $ 3", "let a = 1 in let b = a + 1 in a * b * 10"}
	}
	reps := args.Reps
	if reps == 0 {
		reps = 200
	}
	if reps < 0 || reps > 100000 {
		return nil, errors.New("reps out of range")
	}
	var out []string
	kinds := map[string]int{}
	for _, s := range exprs {
		var res string
		for range reps {
			n, err := parse(s)
			var se SyntaxError
			if errors.As(err, &se) {
				res = fmt.Sprintf("syntax %d: %s", se.Pos, se.Msg)
				kinds["syntax"]++
				continue
			}
			v, err := n.Eval(map[string]float64{"z": 1})
			simp := simplify(n).String()
			var ue *UnboundError
			switch {
			case errors.Is(err, ErrDivZero):
				res = "div0: " + err.Error()
				kinds["div0"]++
			case errors.As(err, &ue):
				res = "unbound " + ue.Name + " | " + simp
				kinds["unbound"]++
			case err != nil:
				res = "error: " + err.Error()
				kinds["other"]++
			default:
				res = strconv.FormatFloat(v, 'g', 10, 64) + " | " + simp
				kinds["ok"]++
			}
		}
		out = append(out, res)
	}
	return skills.Result{"results": out, "kinds": kinds}, nil
}
