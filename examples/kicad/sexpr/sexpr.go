package sexpr

import (
	"bytes"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
)

// Node is one S-expression: an atom (a bare symbol or a quoted string) or a
// list. Pre is the whitespace written before the node; for a list, Tail is
// the whitespace written before its closing parenthesis.
type Node struct {
	Pre  string
	Tail string
	Kids []*Node // a list's elements; nil for an atom
	raw  string  // an atom's text as written, quotes included
	list bool
	made bool // built by this package, not parsed: gets a space when Pre is empty
}

// Doc is a parsed file: its top-level nodes (KiCad files have one) and the
// whitespace after the last of them.
type Doc struct {
	Items []*Node
	Tail  string
}

// Root returns the first top-level list, or nil.
func (d *Doc) Root() *Node {
	for _, n := range d.Items {
		if n.list {
			return n
		}
	}
	return nil
}

// SyntaxError is a parse error with its position (1-based line and column).
type SyntaxError struct {
	Line, Col int
	Msg       string
}

// Error formats the error as line:col: message.
func (e *SyntaxError) Error() string { return fmt.Sprintf("%d:%d: %s", e.Line, e.Col, e.Msg) }

// Parse reads a whole file. Strings are not copied: the nodes refer to data's
// text, so data must not change afterwards.
func Parse(data []byte) (*Doc, error) {
	p := parser{src: string(data)}
	doc := &Doc{}
	for {
		ws := p.space()
		if p.pos >= len(p.src) {
			doc.Tail = ws
			return doc, nil
		}
		n, err := p.node(ws, 0)
		if err != nil {
			return nil, err
		}
		doc.Items = append(doc.Items, n)
	}
}

// maxDepth bounds nesting so hostile input cannot exhaust the stack.
const maxDepth = 1000

type parser struct {
	src   string
	pos   int
	stack []*Node // elements of the lists being read
	nodes []Node  // slab the nodes are allocated from
	kids  []*Node // slab the element slices are cut from
}

func (p *parser) newNode() *Node {
	if len(p.nodes) == 0 {
		p.nodes = make([]Node, 1024)
	}
	n := &p.nodes[0]
	p.nodes = p.nodes[1:]
	return n
}

// kidSlice copies the stack's top k elements into a slice of exactly k
// (capacity k, so appending to it later never clobbers a neighbour).
func (p *parser) kidSlice(mark int) []*Node {
	k := len(p.stack) - mark
	if k > len(p.kids) {
		p.kids = make([]*Node, max(4096, k))
	}
	out := p.kids[:k:k]
	p.kids = p.kids[k:]
	copy(out, p.stack[mark:])
	p.stack = p.stack[:mark]
	return out
}

func (p *parser) errAt(pos int, format string, args ...any) error {
	line := 1 + strings.Count(p.src[:pos], "\n")
	col := pos - strings.LastIndexByte(p.src[:pos], '\n')
	return &SyntaxError{Line: line, Col: col, Msg: fmt.Sprintf(format, args...)}
}

func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'
}

func (p *parser) space() string {
	start := p.pos
	for p.pos < len(p.src) && isSpace(p.src[p.pos]) {
		p.pos++
	}
	return p.src[start:p.pos]
}

func (p *parser) node(pre string, depth int) (*Node, error) {
	start := p.pos
	switch c := p.src[p.pos]; c {
	case '(':
		if depth >= maxDepth {
			return nil, p.errAt(start, "nesting deeper than %d", maxDepth)
		}
		p.pos++
		n := p.newNode()
		n.Pre, n.list = pre, true
		mark := len(p.stack)
		for {
			ws := p.space()
			if p.pos >= len(p.src) {
				return nil, p.errAt(start, "unclosed list")
			}
			if p.src[p.pos] == ')' {
				p.pos++
				n.Tail = ws
				n.Kids = p.kidSlice(mark)
				return n, nil
			}
			k, err := p.node(ws, depth+1)
			if err != nil {
				return nil, err
			}
			p.stack = append(p.stack, k)
		}
	case ')':
		return nil, p.errAt(start, "unexpected )")
	case '"':
		p.pos++
		for p.pos < len(p.src) {
			switch p.src[p.pos] {
			case '\\':
				p.pos += 2
				continue
			case '"':
				p.pos++
				n := p.newNode()
				n.Pre, n.raw = pre, p.src[start:p.pos]
				return n, nil
			}
			p.pos++
		}
		return nil, p.errAt(start, "unterminated string")
	default:
		for p.pos < len(p.src) {
			c := p.src[p.pos]
			if isSpace(c) || c == '(' || c == ')' || c == '"' {
				break
			}
			p.pos++
		}
		n := p.newNode()
		n.Pre, n.raw = pre, p.src[start:p.pos]
		return n, nil
	}
}

// Sym returns a bare atom (a keyword or a number). It panics on nothing; an
// empty or unsafe symbol is written quoted.
func Sym(s string) *Node {
	if s == "" || strings.ContainsAny(s, " \t\n\r\f\v()\"\\") {
		return Str(s)
	}
	return &Node{raw: s, made: true}
}

// Str returns a quoted string atom, escaped as KiCad escapes it.
func Str(s string) *Node { return &Node{raw: Quote(s), made: true} }

// Num returns a number atom, written as KiCad writes coordinates: at most
// four decimals, no trailing zeros.
func Num(v float64) *Node { return &Node{raw: FormatNum(v), made: true} }

// FormatNum formats v as KiCad formats schematic coordinates.
func FormatNum(v float64) string {
	v = math.Round(v*1e4) / 1e4
	if v == 0 {
		return "0"
	}
	return strconv.FormatFloat(v, 'f', -1, 64)
}

// List returns a new list whose first element is the bare atom head.
func List(head string, kids ...*Node) *Node {
	n := &Node{list: true, made: true, Kids: append([]*Node{Sym(head)}, kids...)}
	return n
}

// Quote quotes s as KiCad does: backslash, double quote and newline are
// escaped with a backslash.
func Quote(s string) string {
	var b strings.Builder
	b.Grow(len(s) + 2)
	b.WriteByte('"')
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '"', '\\':
			b.WriteByte('\\')
			b.WriteByte(c)
		case '\n':
			b.WriteString(`\n`)
		case '\r':
			b.WriteString(`\r`)
		default:
			b.WriteByte(c)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// Unquote returns the value of a quoted atom's raw text; bare text is
// returned unchanged.
func Unquote(raw string) string {
	if len(raw) < 2 || raw[0] != '"' {
		return raw
	}
	body := raw[1 : len(raw)-1]
	if !strings.Contains(body, `\`) {
		return body
	}
	var b strings.Builder
	for i := 0; i < len(body); i++ {
		c := body[i]
		if c != '\\' || i+1 >= len(body) {
			b.WriteByte(c)
			continue
		}
		i++
		switch body[i] {
		case 'n':
			b.WriteByte('\n')
		case 'r':
			b.WriteByte('\r')
		case 't':
			b.WriteByte('\t')
		default:
			b.WriteByte(body[i])
		}
	}
	return b.String()
}

// IsList reports whether n is a list.
func (n *Node) IsList() bool { return n != nil && n.list }

// Raw returns an atom's text as written (quotes and escapes included).
func (n *Node) Raw() string {
	if n == nil {
		return ""
	}
	return n.raw
}

// Quoted reports whether n is a quoted string atom.
func (n *Node) Quoted() bool { return n != nil && !n.list && len(n.raw) > 0 && n.raw[0] == '"' }

// Value returns an atom's value (unquoted); a list or nil gives "".
func (n *Node) Value() string {
	if n == nil || n.list {
		return ""
	}
	return Unquote(n.raw)
}

// SetValue changes an atom's value, keeping it quoted if it was quoted.
func (n *Node) SetValue(s string) {
	if n.Quoted() {
		n.raw = Quote(s)
		return
	}
	n.raw = Sym(s).raw
}

// Head returns the value of a list's first element ("symbol", "wire"), or "".
func (n *Node) Head() string {
	if !n.IsList() || len(n.Kids) == 0 || n.Kids[0].list {
		return ""
	}
	return n.Kids[0].raw
}

// Arg returns the value of a list's i-th element (0 is the head), or "".
func (n *Node) Arg(i int) string {
	if !n.IsList() || i >= len(n.Kids) {
		return ""
	}
	return n.Kids[i].Value()
}

// Float returns the i-th element as a number and whether it is one.
func (n *Node) Float(i int) (float64, bool) {
	if !n.IsList() || i >= len(n.Kids) || n.Kids[i].list {
		return 0, false
	}
	f, err := strconv.ParseFloat(n.Kids[i].raw, 64)
	return f, err == nil
}

// Child returns the first element that is a list with the given head, or nil.
func (n *Node) Child(head string) *Node {
	if n == nil {
		return nil
	}
	for _, k := range n.Kids {
		if k.list && k.Head() == head {
			return k
		}
	}
	return nil
}

// Children returns every element that is a list with the given head.
func (n *Node) Children(head string) []*Node {
	if n == nil {
		return nil
	}
	var out []*Node
	for _, k := range n.Kids {
		if k.list && k.Head() == head {
			out = append(out, k)
		}
	}
	return out
}

// Has reports whether the list has a bare atom equal to s after its head
// (flags such as "hide" or "power").
func (n *Node) Has(s string) bool {
	if !n.IsList() {
		return false
	}
	for _, k := range n.Kids[min(1, len(n.Kids)):] {
		if !k.list && k.raw == s {
			return true
		}
	}
	return false
}

// Remove deletes element k from the list (comparing pointers) and reports
// whether it was there.
func (n *Node) Remove(k *Node) bool {
	for i, x := range n.Kids {
		if x == k {
			n.Kids = append(n.Kids[:i], n.Kids[i+1:]...)
			return true
		}
	}
	return false
}

// Insert adds k to the list after its last element with the same head (or
// after the last list element when there is none), copying that sibling's
// leading whitespace when k has none.
func (n *Node) Insert(k *Node) {
	at, like := -1, (*Node)(nil)
	for i, x := range n.Kids {
		if x.list && k.list && x.Head() == k.Head() {
			at, like = i, x
		}
	}
	if at < 0 {
		for i, x := range n.Kids {
			if x.list {
				at, like = i, x
			}
		}
	}
	if k.Pre == "" && like != nil {
		k.Pre = like.Pre
	}
	if at < 0 {
		n.Kids = append(n.Kids, k)
		return
	}
	n.Kids = append(n.Kids, nil)
	copy(n.Kids[at+2:], n.Kids[at+1:])
	n.Kids[at+1] = k
}

// Clone returns a deep copy of n.
func (n *Node) Clone() *Node {
	if n == nil {
		return nil
	}
	c := *n
	if n.Kids != nil {
		c.Kids = make([]*Node, len(n.Kids))
		for i, k := range n.Kids {
			c.Kids[i] = k.Clone()
		}
	}
	return &c
}

// Bytes returns the document as text.
func (d *Doc) Bytes() []byte {
	var b bytes.Buffer
	for _, n := range d.Items {
		n.write(&b, false)
	}
	b.WriteString(d.Tail)
	return b.Bytes()
}

// WriteTo writes the document to w.
func (d *Doc) WriteTo(w io.Writer) (int64, error) {
	n, err := w.Write(d.Bytes())
	return int64(n), err
}

// String returns n as text, without its leading whitespace.
func (n *Node) String() string {
	var b bytes.Buffer
	c := *n
	c.Pre = ""
	c.write(&b, false)
	return b.String()
}

func (n *Node) write(b *bytes.Buffer, sep bool) {
	if n.Pre == "" && n.made && sep {
		b.WriteByte(' ')
	}
	b.WriteString(n.Pre)
	if !n.list {
		b.WriteString(n.raw)
		return
	}
	b.WriteByte('(')
	for i, k := range n.Kids {
		k.write(b, i > 0)
	}
	b.WriteString(n.Tail)
	b.WriteByte(')')
}
