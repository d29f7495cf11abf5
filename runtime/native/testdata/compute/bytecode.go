// A small language compiled to bytecode and run on a stack machine: a
// hand-written tokenizer (no regexp), a recursive-descent parser building
// an AST of interface values, a compiler walking it with a type switch, and
// a VM whose dispatch loop uses a labelled continue, a goto and
// defer/recover to turn a runtime panic (division by zero, a stack
// underflow) into an error. Integers are int64 and wrap around.
package bytecode

import (
	"errors"
	"fmt"
	"strings"

	"github.com/skillrun/skillrun/skills"
)

type Args struct {
	Program string `json:"program,omitempty"`
	N       int64  `json:"n,omitempty"`
	Steps   int    `json:"steps,omitempty"`
}

type tokKind int

const (
	tEOF tokKind = iota
	tNum
	tIdent
	tOp
)

type token struct {
	kind tokKind
	text string
	num  int64
	pos  int
}

func (t token) String() string {
	switch t.kind {
	case tEOF:
		return "end of input"
	case tNum:
		return fmt.Sprintf("number %d", t.num)
	}
	return fmt.Sprintf("%q", t.text)
}

func isLetter(c byte) bool { return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
func isDigit(c byte) bool  { return c >= '0' && c <= '9' }

func tokenize(src string) ([]token, error) {
	var toks []token
	i := 0
	for i < len(src) {
		c := src[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			i++
		case c == '#':
			for i < len(src) && src[i] != '\n' {
				i++
			}
		case isDigit(c):
			start := i
			var v int64
			for i < len(src) && isDigit(src[i]) {
				v = v*10 + int64(src[i]-'0') // wraps, as the VM does
				i++
			}
			toks = append(toks, token{kind: tNum, text: src[start:i], num: v, pos: start})
		case isLetter(c):
			start := i
			for i < len(src) && (isLetter(src[i]) || isDigit(src[i])) {
				i++
			}
			toks = append(toks, token{kind: tIdent, text: src[start:i], pos: start})
		default:
			two := ""
			if i+1 < len(src) {
				two = src[i : i+2]
			}
			switch two {
			case "==", "!=", "<=", ">=", "&&", "||", "<<", ">>":
				toks = append(toks, token{kind: tOp, text: two, pos: i})
				i += 2
				continue
			}
			if strings.IndexByte("+-*/%<>=(){};!^&|", c) < 0 {
				return nil, fmt.Errorf("offset %d: unexpected character %q", i, rune(c))
			}
			toks = append(toks, token{kind: tOp, text: string(c), pos: i})
			i++
		}
	}
	return append(toks, token{kind: tEOF, pos: len(src)}), nil
}

// The AST.
type node interface{ pos() int }

type numLit struct {
	at int
	v  int64
}
type varRef struct {
	at   int
	name string
}
type unary struct {
	at int
	op string
	x  node
}
type binary struct {
	at   int
	op   string
	l, r node
}
type assign struct {
	at   int
	name string
	x    node
}
type whileStmt struct {
	at   int
	cond node
	body []node
}
type ifStmt struct {
	at         int
	cond       node
	then, els_ []node
}
type printStmt struct {
	at int
	x  node
}

func (n numLit) pos() int     { return n.at }
func (n varRef) pos() int     { return n.at }
func (n *unary) pos() int     { return n.at }
func (n *binary) pos() int    { return n.at }
func (n *assign) pos() int    { return n.at }
func (n *whileStmt) pos() int { return n.at }
func (n *ifStmt) pos() int    { return n.at }
func (n *printStmt) pos() int { return n.at }

type parseError struct {
	at  int
	msg string
}

func (e *parseError) Error() string { return fmt.Sprintf("offset %d: %s", e.at, e.msg) }

type parser struct {
	toks []token
	i    int
}

func (p *parser) peek() token { return p.toks[p.i] }
func (p *parser) next() token { t := p.toks[p.i]; p.i++; return t }
func (p *parser) fail(t token, format string, a ...any) {
	panic(&parseError{t.pos, fmt.Sprintf(format, a...)})
}
func (p *parser) expect(text string) token {
	t := p.next()
	if t.kind != tOp || t.text != text {
		p.fail(t, "want %q, got %v", text, t)
	}
	return t
}

// parse turns a parse failure (a panic of *parseError) into an error; any
// other panic is not the parser's and goes on.
func parse(toks []token) (prog []node, err error) {
	defer func() {
		if r := recover(); r != nil {
			pe, ok := r.(*parseError)
			if !ok {
				panic(r)
			}
			prog, err = nil, pe
		}
	}()
	p := &parser{toks: toks}
	for p.peek().kind != tEOF {
		prog = append(prog, p.stmt())
	}
	return prog, nil
}

func (p *parser) block() []node {
	p.expect("{")
	var out []node
	for !(p.peek().kind == tOp && p.peek().text == "}") {
		if p.peek().kind == tEOF {
			p.fail(p.peek(), "unclosed block")
		}
		out = append(out, p.stmt())
	}
	p.expect("}")
	return out
}

func (p *parser) stmt() node {
	t := p.peek()
	if t.kind == tIdent {
		switch t.text {
		case "while":
			p.next()
			c := p.expr(0)
			return &whileStmt{t.pos, c, p.block()}
		case "if":
			p.next()
			c := p.expr(0)
			s := &ifStmt{at: t.pos, cond: c, then: p.block()}
			if q := p.peek(); q.kind == tIdent && q.text == "else" {
				p.next()
				s.els_ = p.block()
			}
			return s
		case "print":
			p.next()
			x := p.expr(0)
			p.expect(";")
			return &printStmt{t.pos, x}
		}
		if p.toks[p.i+1].kind == tOp && p.toks[p.i+1].text == "=" {
			p.next()
			p.next()
			x := p.expr(0)
			p.expect(";")
			return &assign{t.pos, t.text, x}
		}
	}
	p.fail(t, "want a statement, got %v", t)
	return nil
}

var prec = map[string]int{
	"||": 1, "&&": 2,
	"==": 3, "!=": 3, "<": 3, "<=": 3, ">": 3, ">=": 3,
	"+": 4, "-": 4, "|": 4, "^": 4,
	"*": 5, "/": 5, "%": 5, "<<": 5, ">>": 5, "&": 5,
}

func (p *parser) expr(min int) node {
	l := p.primary()
	for {
		t := p.peek()
		pr, ok := prec[t.text]
		if t.kind != tOp || !ok || pr <= min {
			return l
		}
		p.next()
		r := p.expr(pr)
		l = &binary{t.pos, t.text, l, r}
	}
}

func (p *parser) primary() node {
	t := p.next()
	switch t.kind {
	case tNum:
		return numLit{t.pos, t.num}
	case tIdent:
		return varRef{t.pos, t.text}
	case tOp:
		switch t.text {
		case "(":
			x := p.expr(0)
			p.expect(")")
			return x
		case "-", "!", "^":
			return &unary{t.pos, t.text, p.primary()}
		}
	}
	p.fail(t, "want an operand, got %v", t)
	return nil
}

// The bytecode.
type opcode uint8

const (
	opPush opcode = iota
	opLoad
	opStore
	opBin
	opNeg
	opNot
	opCompl
	opJump
	opJumpIfZero
	opPrint
	opHalt
)

type instr struct {
	op  opcode
	arg int64
	bin string
}

type compiler struct {
	code  []instr
	slots map[string]int
	names []string
}

func (c *compiler) slot(name string) int {
	if s, ok := c.slots[name]; ok {
		return s
	}
	c.slots[name] = len(c.names)
	c.names = append(c.names, name)
	return len(c.names) - 1
}

func (c *compiler) emit(in instr) int { c.code = append(c.code, in); return len(c.code) - 1 }

func (c *compiler) compile(ns []node) {
	for _, n := range ns {
		switch n := n.(type) {
		case *assign:
			c.expr(n.x)
			c.emit(instr{op: opStore, arg: int64(c.slot(n.name))})
		case *printStmt:
			c.expr(n.x)
			c.emit(instr{op: opPrint})
		case *whileStmt:
			top := len(c.code)
			c.expr(n.cond)
			j := c.emit(instr{op: opJumpIfZero})
			c.compile(n.body)
			c.emit(instr{op: opJump, arg: int64(top)})
			c.code[j].arg = int64(len(c.code))
		case *ifStmt:
			c.expr(n.cond)
			j := c.emit(instr{op: opJumpIfZero})
			c.compile(n.then)
			if n.els_ != nil {
				k := c.emit(instr{op: opJump})
				c.code[j].arg = int64(len(c.code))
				c.compile(n.els_)
				c.code[k].arg = int64(len(c.code))
			} else {
				c.code[j].arg = int64(len(c.code))
			}
		default:
			panic(fmt.Sprintf("compile: statement at %d", n.pos()))
		}
	}
}

func (c *compiler) expr(n node) {
	switch n := n.(type) {
	case numLit:
		c.emit(instr{op: opPush, arg: n.v})
	case varRef:
		c.emit(instr{op: opLoad, arg: int64(c.slot(n.name))})
	case *unary:
		c.expr(n.x)
		switch n.op {
		case "-":
			c.emit(instr{op: opNeg})
		case "!":
			c.emit(instr{op: opNot})
		default:
			c.emit(instr{op: opCompl})
		}
	case *binary:
		c.expr(n.l)
		c.expr(n.r)
		c.emit(instr{op: opBin, bin: n.op})
	default:
		panic(fmt.Sprintf("compile: expression at %d", n.pos()))
	}
}

var errSteps = errors.New("step limit reached")

type vmError struct {
	pc  int
	err error
}

func (e *vmError) Error() string { return fmt.Sprintf("pc %d: %v", e.pc, e.err) }
func (e *vmError) Unwrap() error { return e.err }

func b2i(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

// run executes code; a runtime panic inside (integer division by zero, an
// index out of range on a bad program) becomes a *vmError.
func run(code []instr, vars []int64, maxSteps int, out *strings.Builder) (steps int, err error) {
	pc := 0
	defer func() {
		if r := recover(); r != nil {
			if e, ok := r.(error); ok {
				err = &vmError{pc, e}
				return
			}
			err = &vmError{pc, fmt.Errorf("%v", r)}
		}
	}()
	stack := make([]int64, 0, 64)
dispatch:
	for {
		if steps >= maxSteps {
			return steps, &vmError{pc, errSteps}
		}
		steps++
		in := code[pc]
		pc++
		switch in.op {
		case opPush:
			stack = append(stack, in.arg)
			continue dispatch
		case opLoad:
			stack = append(stack, vars[in.arg])
			continue dispatch
		case opStore:
			vars[in.arg] = stack[len(stack)-1]
			stack = stack[:len(stack)-1]
		case opNeg:
			stack[len(stack)-1] = -stack[len(stack)-1]
		case opNot:
			stack[len(stack)-1] = b2i(stack[len(stack)-1] == 0)
		case opCompl:
			stack[len(stack)-1] = ^stack[len(stack)-1]
		case opJump:
			pc = int(in.arg)
		case opJumpIfZero:
			v := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if v == 0 {
				pc = int(in.arg)
			}
		case opPrint:
			fmt.Fprintf(out, "%d\n", stack[len(stack)-1])
			stack = stack[:len(stack)-1]
		case opHalt:
			break dispatch
		case opBin:
			r := stack[len(stack)-1]
			l := stack[len(stack)-2]
			stack = stack[:len(stack)-2]
			var v int64
			switch in.bin {
			case "+":
				v = l + r
			case "-":
				v = l - r
			case "*":
				v = l * r
			case "/":
				v = l / r
			case "%":
				v = l % r
			case "<<":
				if r < 0 {
					goto badShift
				}
				v = l << uint64(r)
			case ">>":
				if r < 0 {
					goto badShift
				}
				v = l >> uint64(r)
			case "&":
				v = l & r
			case "|":
				v = l | r
			case "^":
				v = l ^ r
			case "&&":
				v = b2i(l != 0 && r != 0)
			case "||":
				v = b2i(l != 0 || r != 0)
			case "==":
				v = b2i(l == r)
			case "!=":
				v = b2i(l != r)
			case "<":
				v = b2i(l < r)
			case "<=":
				v = b2i(l <= r)
			case ">":
				v = b2i(l > r)
			case ">=":
				v = b2i(l >= r)
			}
			stack = append(stack, v)
			continue dispatch
		badShift:
			return steps, &vmError{pc - 1, fmt.Errorf("negative shift count %d", r)}
		}
	}
	return steps, nil
}

const defaultProgram = `
# primes below n by trial division, a Collatz walk, and a wrapping hash
count = 0; p = 2;
while p < n {
  d = 2; prime = 1;
  while d * d <= p && prime { if p % d == 0 { prime = 0; } d = d + 1; }
  count = count + prime; p = p + 1;
}
print count;
x = 27; steps = 0;
while x != 1 { if x % 2 { x = 3 * x + 1; } else { x = x / 2; } steps = steps + 1; }
print steps;
h = 1469598103934665603; i = 0;
while i < n { h = (h ^ i) * 1099511628211; i = i + 1; }
print h;
print h >> 60; print -h; print ^h; print (0 - 1) << 63;
`

func Run(env skills.Env, args Args) (skills.Result, error) {
	src := args.Program
	if src == "" {
		src = defaultProgram
	}
	n := args.N
	if n == 0 {
		n = 20000
	}
	if n < 0 || n > 2000000 {
		return nil, fmt.Errorf("n must be 1..2000000, got %d", n)
	}
	maxSteps := args.Steps
	if maxSteps == 0 {
		maxSteps = 50000000
	}
	toks, err := tokenize(src)
	if err != nil {
		return nil, fmt.Errorf("tokenize: %w", err)
	}
	prog, err := parse(toks)
	if err != nil {
		var pe *parseError
		if errors.As(err, &pe) {
			return skills.Result{"parse_error": pe.msg, "offset": pe.at, "tokens": len(toks)}, nil
		}
		return nil, err
	}
	c := &compiler{slots: map[string]int{}}
	c.slot("n")
	c.compile(prog)
	c.emit(instr{op: opHalt})
	vars := make([]int64, len(c.names))
	vars[0] = n
	var out strings.Builder
	steps, err := run(c.code, vars, maxSteps, &out)
	res := skills.Result{"instructions": len(c.code), "steps": steps, "output": out.String(), "tokens": len(toks)}
	final := map[string]int64{}
	for i, name := range c.names {
		final[name] = vars[i]
	}
	res["vars"] = final
	if err != nil {
		res["error"] = err.Error()
		res["step_limit"] = errors.Is(err, errSteps)
	}
	return res, nil
}
