package mutate

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"sort"
	"strconv"
	"strings"

	"github.com/skillrun/skillrun/runtime/check"
)

// Kind is a mutation operator.
type Kind string

// The operators.
const (
	FlipDirection Kind = "flip_direction"
	OffByOne      Kind = "off_by_one"
	DropCheck     Kind = "drop_check"
	SwapActions   Kind = "swap_actions"
	WrongLiteral  Kind = "wrong_literal"
)

// Kinds lists every operator.
var Kinds = []Kind{FlipDirection, OffByOne, DropCheck, SwapActions, WrongLiteral}

// Mutant is one changed copy of a source file.
type Mutant struct {
	Kind   Kind   `json:"kind"`
	Pos    string `json:"pos"`  // file:line:col of the change
	Desc   string `json:"desc"` // what changed, e.g. `"north" → "south"`
	Source []byte `json:"-"`
	// Equivalent, when set, is why the mutant provably behaves as the
	// source does in the skill runtime (see Equivalence): it is generated
	// and verified all the same, and scores report it apart.
	Equivalent string `json:"equivalent,omitempty"`
}

// Options configure Generate. The zero value applies every operator.
type Options struct {
	// Kinds restricts the operators (all when empty).
	Kinds []Kind
	// Alternatives maps a string literal to what WrongLiteral replaces it
	// with; by default, the first other literal of the same role in the
	// file (sorted), else "air".
	Alternatives map[string][]string
}

// Stats counts what Generate produced.
type Stats struct {
	Generated int // viable mutants returned
	Stillborn int // mutants that did not vet
	Duplicate int // mutants identical to another
}

var opposite = map[string]string{
	"north": "south", "south": "north", "east": "west", "west": "east",
	"up": "down", "down": "up", "left": "right", "right": "left",
}

// edit replaces src[start:end] with text.
type edit struct {
	start, end int
	text       string
}

type candidate struct {
	kind  Kind
	pos   token.Pos
	desc  string
	edits []edit
	equiv string
}

// Generate returns the viable mutants of a skill file, in source order,
// and counts the stillborn ones. It fails only when src does not parse.
func Generate(file string, src []byte, opts Options) ([]Mutant, Stats, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, file, src, parser.ParseComments)
	if err != nil {
		return nil, Stats{}, fmt.Errorf("mutate %s: %w", file, err)
	}
	g := &gen{fset: fset, src: src, file: f, opts: opts, want: map[Kind]bool{}}
	for _, k := range opts.Kinds {
		g.want[k] = true
	}
	if len(opts.Kinds) == 0 {
		for _, k := range Kinds {
			g.want[k] = true
		}
	}
	g.collectLiterals()
	g.walk(f, nil)
	sort.SliceStable(g.cands, func(i, j int) bool { return g.cands[i].pos < g.cands[j].pos })
	var out []Mutant
	var st Stats
	seen := map[string]bool{string(src): true}
	for _, c := range g.cands {
		m := Mutant{Kind: c.kind, Pos: fset.Position(c.pos).String(), Desc: c.desc, Source: apply(src, c.edits), Equivalent: c.equiv}
		if seen[string(m.Source)] {
			st.Duplicate++
			continue
		}
		seen[string(m.Source)] = true
		if _, err := check.Check(file, m.Source); err != nil {
			st.Stillborn++
			continue
		}
		out = append(out, m)
	}
	st.Generated = len(out)
	return out, st, nil
}

func apply(src []byte, edits []edit) []byte {
	sort.Slice(edits, func(i, j int) bool { return edits[i].start < edits[j].start })
	var b bytes.Buffer
	at := 0
	for _, e := range edits {
		b.Write(src[at:e.start])
		b.WriteString(e.text)
		at = e.end
	}
	b.Write(src[at:])
	return b.Bytes()
}

type gen struct {
	fset  *token.FileSet
	src   []byte
	file  *ast.File
	opts  Options
	want  map[Kind]bool
	cands []candidate
	// lits are the string literals by role, for WrongLiteral.
	lits map[string][]string
}

func (g *gen) off(p token.Pos) int { return g.fset.Position(p).Offset }

func (g *gen) text(n ast.Node) string { return string(g.src[g.off(n.Pos()):g.off(n.End())]) }

// add records a candidate of kind k, if k is wanted, and reports whether
// it did.
func (g *gen) add(k Kind, pos token.Pos, desc string, edits ...edit) bool {
	if !g.want[k] {
		return false
	}
	g.cands = append(g.cands, candidate{kind: k, pos: pos, desc: desc, edits: edits})
	return true
}

func (g *gen) replace(n ast.Node, text string) edit {
	return edit{g.off(n.Pos()), g.off(n.End()), text}
}

// quiet reports whether the path is inside code that cannot change
// behaviour: error messages, logs, Run's return values, imports, tags.
func (g *gen) quiet(path []ast.Node) bool {
	for i, n := range path {
		switch n := n.(type) {
		case *ast.ImportSpec, *ast.Field:
			return true
		case *ast.CallExpr:
			if isMessageCall(n) {
				return true
			}
		case *ast.ReturnStmt:
			if fn := enclosingFunc(path[:i]); fn != nil && fn.Name.Name == "Run" && fn.Recv == nil {
				return true
			}
		}
	}
	return false
}

func enclosingFunc(path []ast.Node) *ast.FuncDecl {
	for i := len(path) - 1; i >= 0; i-- {
		if fd, ok := path[i].(*ast.FuncDecl); ok {
			return fd
		}
	}
	return nil
}

// isMessageCall reports calls that only build messages: fmt.Errorf,
// fmt.Sprint*, errors.New, any .Log(...) or fmt.Print*.
func isMessageCall(c *ast.CallExpr) bool {
	sel, ok := c.Fun.(*ast.SelectorExpr)
	if !ok {
		return false
	}
	if sel.Sel.Name == "Log" {
		return true
	}
	pkg, ok := sel.X.(*ast.Ident)
	if !ok {
		return false
	}
	switch pkg.Name {
	case "fmt":
		return strings.HasPrefix(sel.Sel.Name, "Sprint") || sel.Sel.Name == "Errorf" || strings.HasPrefix(sel.Sel.Name, "Print")
	case "errors":
		return sel.Sel.Name == "New"
	}
	return false
}

// argsOnly reports an expression whose identifiers are all `args` or
// constants-ish (true, false, nil): argument validation.
func argsOnly(e ast.Expr) bool {
	only, any := true, false
	ast.Inspect(e, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.SelectorExpr:
			if id, ok := n.X.(*ast.Ident); ok {
				if id.Name == "args" {
					any = true
				} else if id.Name != "len" {
					only = false
				}
				return false
			}
		case *ast.Ident:
			switch n.Name {
			case "args":
				any = true
			case "true", "false", "nil", "len":
			default:
				only = false
			}
		case *ast.CallExpr:
			if id, ok := n.Fun.(*ast.Ident); !ok || id.Name != "len" {
				only = false
			}
		}
		return true
	})
	return only && any
}

// shapeCheck reports a check on the shape of data, len(x) compared with a
// constant (an observation's coordinates come in threes): the world never
// breaks it, so mutating it cannot change behaviour in an episode.
func shapeCheck(e ast.Expr) bool {
	b, ok := e.(*ast.BinaryExpr)
	if !ok {
		return false
	}
	call, ok := b.X.(*ast.CallExpr)
	if !ok {
		return false
	}
	id, ok := call.Fun.(*ast.Ident)
	_, lit := b.Y.(*ast.BasicLit)
	return ok && id.Name == "len" && lit
}

// aboutErrors reports a condition on an error or an action's OK.
func aboutErrors(e ast.Expr) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.Ident:
			if n.Name == "err" || strings.HasSuffix(n.Name, "Err") {
				found = true
			}
		case *ast.SelectorExpr:
			if n.Sel.Name == "OK" {
				found = true
			}
		}
		return !found
	})
	return found
}

func (g *gen) walk(n ast.Node, path []ast.Node) {
	if n == nil {
		return
	}
	path = append(path, n)
	g.visit(n, path)
	ast.Inspect(n, func(c ast.Node) bool {
		if c == n || c == nil {
			return c == n
		}
		g.walk(c, path)
		return false
	})
}

// inCondition returns the if statement whose condition holds the node at
// the end of path, or nil.
func inCondition(path []ast.Node) *ast.IfStmt {
	for i := len(path) - 2; i >= 0; i-- {
		if is, ok := path[i].(*ast.IfStmt); ok {
			if i+1 < len(path) && path[i+1] == is.Cond {
				return is
			}
			return nil
		}
	}
	return nil
}

func (g *gen) visit(n ast.Node, path []ast.Node) {
	if g.quiet(path) {
		return
	}
	switch n := n.(type) {
	case *ast.BasicLit:
		g.literal(n, path)
	case *ast.UnaryExpr:
		if lit, ok := n.X.(*ast.BasicLit); ok && n.Op == token.SUB && (lit.Kind == token.INT || lit.Kind == token.FLOAT) {
			g.add(FlipDirection, n.Pos(), fmt.Sprintf("-%s → %s", lit.Value, lit.Value), g.replace(n, lit.Value))
		}
	case *ast.BinaryExpr:
		g.binary(n, path)
	case *ast.RangeStmt:
		switch x := n.X.(type) {
		case *ast.Ident, *ast.SelectorExpr, *ast.BasicLit:
			if n.Key == nil || n.Value == nil {
				g.add(OffByOne, x.Pos(), fmt.Sprintf("range %s → range %s+1", g.text(x), g.text(x)), g.replace(x, g.text(x)+"+1"))
			}
		}
	case *ast.IfStmt:
		if n.Else == nil && !aboutErrors(n.Cond) && !argsOnly(n.Cond) && !shapeCheck(n.Cond) {
			if g.add(DropCheck, n.Pos(), fmt.Sprintf("drop `if %s`", clip(g.text(n.Cond))), g.replace(n, "{}")) {
				g.cands[len(g.cands)-1].equiv = g.redundantAssertion(n, path)
			}
		}
	case *ast.BlockStmt:
		g.swaps(n)
	case *ast.CaseClause:
		g.swaps(&ast.BlockStmt{List: n.Body})
	}
}

func clip(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) > 60 {
		return s[:57] + "..."
	}
	return s
}

func (g *gen) binary(n *ast.BinaryExpr, path []ast.Node) {
	if cond := inCondition(path); cond != nil && (argsOnly(cond.Cond) || shapeCheck(cond.Cond)) {
		return
	}
	flip := map[token.Token]token.Token{token.LSS: token.LEQ, token.LEQ: token.LSS, token.GTR: token.GEQ, token.GEQ: token.GTR}
	if to, ok := flip[n.Op]; ok && !argsOnly(n) {
		g.add(OffByOne, n.OpPos, fmt.Sprintf("%s → %s in %s", n.Op, to, clip(g.text(n))),
			edit{g.off(n.OpPos), g.off(n.OpPos) + len(n.Op.String()), to.String()})
	}
	if n.Op == token.ADD || n.Op == token.SUB {
		if lit, ok := n.Y.(*ast.BasicLit); ok && (lit.Kind == token.INT || lit.Kind == token.FLOAT) && lit.Value != "0" {
			to := token.SUB
			if n.Op == token.SUB {
				to = token.ADD
			}
			g.add(FlipDirection, n.OpPos, fmt.Sprintf("%s → %s", clip(g.text(n)), clip(g.text(n.X)+" "+to.String()+" "+lit.Value)),
				edit{g.off(n.OpPos), g.off(n.OpPos) + 1, to.String()})
		}
	}
	if (n.Op == token.LAND || n.Op == token.LOR) && inCondition(path) != nil && !aboutErrors(n) {
		g.add(DropCheck, n.X.Pos(), fmt.Sprintf("drop `%s` from %s", clip(g.text(n.Y)), n.Op), g.replace(n, "("+g.text(n.X)+")"))
		g.add(DropCheck, n.Y.Pos(), fmt.Sprintf("drop `%s` from %s", clip(g.text(n.X)), n.Op), g.replace(n, "("+g.text(n.Y)+")"))
	}
}

func (g *gen) literal(n *ast.BasicLit, path []ast.Node) {
	parent := path[len(path)-2]
	switch n.Kind {
	case token.INT, token.FLOAT:
		// A positive offset in a composite literal ({1, 0}) gets a sign.
		if _, ok := parent.(*ast.CompositeLit); ok && n.Value != "0" {
			g.add(FlipDirection, n.Pos(), fmt.Sprintf("%s → -%s", n.Value, n.Value), g.replace(n, "-"+n.Value))
		}
	case token.STRING:
		s, err := strconv.Unquote(n.Value)
		if err != nil {
			return
		}
		if kv, ok := parent.(*ast.KeyValueExpr); ok && kv.Key == n {
			return // a map key or field name: not a value
		}
		if o, ok := opposite[s]; ok {
			g.add(FlipDirection, n.Pos(), fmt.Sprintf("%q → %q", s, o), g.replace(n, strconv.Quote(o)))
			return
		}
		role := literalRole(n, path)
		if role == "" || s == "" || g.resultOnly(n, path) {
			return
		}
		if cond := inCondition(path); cond != nil && argsOnly(cond.Cond) {
			return
		}
		if alt := g.alternative(s, role); alt != "" {
			g.add(WrongLiteral, n.Pos(), fmt.Sprintf("%q → %q", s, alt), g.replace(n, strconv.Quote(alt)))
		}
	}
}

// resultOnly reports a literal assigned to a variable that is only read
// in Run's return statements or messages: it shapes the result, which no
// recording holds, so changing it cannot change a verdict.
func (g *gen) resultOnly(n *ast.BasicLit, path []ast.Node) bool {
	as, ok := path[len(path)-2].(*ast.AssignStmt)
	if !ok || len(as.Lhs) != 1 {
		return false
	}
	id, ok := as.Lhs[0].(*ast.Ident)
	if !ok {
		return false
	}
	fn := enclosingFunc(path)
	if fn == nil {
		return false
	}
	only := true
	var walk func(x ast.Node, p []ast.Node)
	walk = func(x ast.Node, p []ast.Node) {
		p = append(p, x)
		if use, ok := x.(*ast.Ident); ok && use.Name == id.Name && only {
			parent := p[len(p)-2]
			if a, ok := parent.(*ast.AssignStmt); ok && len(a.Lhs) == 1 && a.Lhs[0] == use {
				return // another assignment, not a read
			}
			if !g.quiet(p) {
				only = false
			}
		}
		ast.Inspect(x, func(c ast.Node) bool {
			if c == x || c == nil {
				return c == x
			}
			walk(c, p)
			return false
		})
	}
	walk(fn, path[:1])
	return only
}

// literalRole says how a string literal is used: "value" (acted with:
// a composite literal's value, an assignment), "compare" (== != or a
// case), or "" (anything else: left alone).
func literalRole(n *ast.BasicLit, path []ast.Node) string {
	parent := path[len(path)-2]
	switch p := parent.(type) {
	case *ast.KeyValueExpr:
		return "value"
	case *ast.AssignStmt:
		return "value"
	case *ast.BinaryExpr:
		if p.Op == token.EQL || p.Op == token.NEQ {
			return "compare"
		}
	case *ast.CaseClause:
		return "compare"
	case *ast.CompositeLit:
		return "value"
	}
	return ""
}

// collectLiterals gathers the file's string literals by role.
func (g *gen) collectLiterals() {
	g.lits = map[string][]string{}
	seen := map[string]bool{}
	var walk func(n ast.Node, path []ast.Node)
	walk = func(n ast.Node, path []ast.Node) {
		path = append(path, n)
		if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING && len(path) > 1 && !g.quiet(path) {
			if s, err := strconv.Unquote(lit.Value); err == nil && s != "" && opposite[s] == "" {
				if kv, ok := path[len(path)-2].(*ast.KeyValueExpr); !ok || kv.Key != lit {
					if role := literalRole(lit, path); role != "" && !seen[role+"\x00"+s] {
						seen[role+"\x00"+s] = true
						g.lits[role] = append(g.lits[role], s)
					}
				}
			}
		}
		ast.Inspect(n, func(c ast.Node) bool {
			if c == n || c == nil {
				return c == n
			}
			walk(c, path)
			return false
		})
	}
	walk(g.file, nil)
	for _, l := range g.lits {
		sort.Strings(l)
	}
}

func (g *gen) alternative(s, role string) string {
	if alts := g.opts.Alternatives[s]; len(alts) > 0 {
		return alts[0]
	}
	other := "compare"
	if role == "compare" {
		other = "value"
	}
	for _, pool := range [][]string{g.lits[role], g.lits[other]} {
		for _, c := range pool {
			if c != s && len(c) > 1 && !strings.ContainsAny(c, " %:") {
				return c
			}
		}
	}
	if s != "air" {
		return "air"
	}
	return "stone"
}

// acts reports whether a statement calls .Act or .Call.
func acts(n ast.Node) bool {
	found := false
	ast.Inspect(n, func(c ast.Node) bool {
		if call, ok := c.(*ast.CallExpr); ok {
			if sel, ok := call.Fun.(*ast.SelectorExpr); ok && (sel.Sel.Name == "Act" || sel.Sel.Name == "Call") {
				found = true
			}
		}
		return !found
	})
	return found
}

// swaps swaps adjacent acting groups in a block: an acting statement with
// the non-acting statements after it, up to the next acting one.
func (g *gen) swaps(b *ast.BlockStmt) {
	if len(b.List) > 0 {
		switch b.List[0].(type) {
		case *ast.CaseClause, *ast.CommClause:
			return // the order of cases does not matter
		}
	}
	type group struct{ from, to int } // statements [from, to)
	var groups []group
	for i, s := range b.List {
		if acts(s) {
			if len(groups) > 0 && groups[len(groups)-1].to == i {
				groups[len(groups)-1].to = i
			}
			groups = append(groups, group{i, i + 1})
			continue
		}
		if len(groups) > 0 && groups[len(groups)-1].to == i {
			groups[len(groups)-1].to = i + 1
		}
	}
	for k := 0; k+1 < len(groups); k++ {
		a, c := groups[k], groups[k+1]
		if a.to != c.from {
			continue
		}
		aStart, aEnd := g.off(b.List[a.from].Pos()), g.off(b.List[a.to-1].End())
		cStart, cEnd := g.off(b.List[c.from].Pos()), g.off(b.List[c.to-1].End())
		at, ct := string(g.src[aStart:aEnd]), string(g.src[cStart:cEnd])
		g.add(SwapActions, b.List[a.from].Pos(), fmt.Sprintf("swap `%s` and `%s`", clip(firstLine(at)), clip(firstLine(ct))),
			edit{aStart, aEnd, ct}, edit{cStart, cEnd, at})
	}
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(s, "\n")
	return s
}
