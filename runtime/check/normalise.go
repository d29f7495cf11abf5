package check

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// The normaliser rewrites the Go 1.22+ constructs that yaegi v0.16.1 lacks
// so that modern Go runs unchanged:
//
//   - range over an integer becomes a three-clause loop;
//   - a loop variable captured by a closure (or whose address is taken) is
//     re-declared at the top of the body, giving Go 1.22's per-iteration
//     variables;
//   - the builtins min, max and clear become calls to generated helpers;
//   - a method value of an interface and a method expression become
//     function literals, and a call of the skill's own generic function
//     gets its inferred type arguments written out (methodvalue.go);
//   - a call among the values of an assignment to several targets moves
//     into a variable of its own before it (parallel.go);
//   - a value of the skill's own error type passed to a fmt function, or
//     stored in a variable of type error, passes through a helper that
//     returns it as an error; one of its own Stringer types formatted
//     with a verb that does not call String (%d, %.2f) is converted to
//     its underlying type, and a slice of them printed with one that does
//     becomes their strings (fmtargs.go);
//   - unnamed parameters of a function declaration or literal are named _
//     (yaegi gives an unnamed parameter no frame slot, and its wrapper for
//     a function the host calls then writes the arguments into the
//     function's first locals instead).
//
// It edits the source text rather than printing an AST, and never adds or
// removes a line before the end of the original file, so every position
// yaegi reports points at the line (and, before the first edit on a line,
// the column) that the author wrote. Helpers and the entry shim are
// appended after the original text.

type edit struct {
	off  int
	end  int // == off for an insertion
	text string
	seq  int
}

type normaliser struct {
	c       *checker
	edits   []edit
	helpers map[string]string
	n       int
	err     error
	called  map[*ast.SelectorExpr]bool // see calledSelectors
	// plain is set when a rewrite calls plain.Plain (see plainArg): the
	// package is imported, on the import's own line.
	plain bool
}

func (c *checker) normalise() ([]byte, error) {
	nz := &normaliser{c: c, helpers: map[string]string{}}
	ast.Inspect(c.file, nz.visit)
	if nz.err != nil {
		return nil, nz.err
	}
	nz.importPlain()
	if len(c.diags) > 0 {
		return nil, c.fail()
	}
	out := applyEdits(c.src, nz.edits)
	var buf bytes.Buffer
	buf.Write(out)
	if !bytes.HasSuffix(out, []byte("\n")) {
		buf.WriteByte('\n')
	}
	names := make([]string, 0, len(nz.helpers))
	for n := range nz.helpers {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		buf.WriteString(nz.helpers[n])
	}
	// Unrewritten (a final newline at most added), the source is the
	// one the checker parsed and type-checked: the last pass reads that.
	var known *analysed
	if len(nz.edits) == 0 && len(nz.helpers) == 0 {
		known = &analysed{fset: c.fset, file: c.file, info: c.info}
	}
	code, diags, final, err := hoistParallelCalls(c.uni, c.name, buf.Bytes(), known)
	if err != nil {
		return nil, &VetError{File: c.name, Diags: []Diagnostic{{Pos: token.Position{Filename: c.name}, Msg: "internal error: normalised source does not parse: " + err.Error()}}}
	}
	if len(diags) > 0 {
		c.diags = append(c.diags, diags...)
		return nil, c.fail()
	}
	// A rewrite must still type-check: if it does not, that is our bug,
	// and the author deserves an error rather than a confusing run.
	if final.err != nil {
		return nil, &VetError{File: c.name, Diags: []Diagnostic{{Pos: token.Position{Filename: c.name}, Msg: "internal error: normalised source does not type-check: " + final.err.Error()}}}
	}
	return code, nil
}

func applyEdits(src []byte, edits []edit) []byte {
	sort.SliceStable(edits, func(i, j int) bool {
		if edits[i].off != edits[j].off {
			return edits[i].off < edits[j].off
		}
		return edits[i].seq < edits[j].seq
	})
	var out bytes.Buffer
	last := 0
	for _, e := range edits {
		if e.off < last { // overlapping edit: skip (cannot happen by construction)
			continue
		}
		out.Write(src[last:e.off])
		out.WriteString(e.text)
		last = e.end
	}
	out.Write(src[last:])
	return out.Bytes()
}

func (nz *normaliser) offset(p token.Pos) int { return nz.c.fset.Position(p).Offset }

func (nz *normaliser) replace(from, to token.Pos, text string) {
	nz.edits = append(nz.edits, edit{off: nz.offset(from), end: nz.offset(to), text: text, seq: len(nz.edits)})
}

func (nz *normaliser) insert(at token.Pos, text string) {
	o := nz.offset(at)
	nz.edits = append(nz.edits, edit{off: o, end: o, text: text, seq: len(nz.edits)})
}

func (nz *normaliser) fresh(base string) string {
	nz.n++
	return fmt.Sprintf("_skillrun_%s%d", base, nz.n)
}

func (nz *normaliser) visit(n ast.Node) bool {
	switch n := n.(type) {
	case *ast.RangeStmt:
		nz.rangeStmt(n)
	case *ast.ForStmt:
		nz.forStmt(n)
	case *ast.CallExpr:
		nz.builtinCall(n)
		nz.genericCall(n)
		nz.fmtArgs(n)
	case *ast.ValueSpec:
		if n.Type != nil {
			for _, v := range n.Values {
				nz.asError(nz.c.info.TypeOf(n.Type), v)
			}
		}
	case *ast.AssignStmt:
		if n.Tok == token.ASSIGN && len(n.Lhs) == len(n.Rhs) {
			for i, l := range n.Lhs {
				nz.asError(nz.c.info.TypeOf(l), n.Rhs[i])
			}
		}
	case *ast.SelectorExpr:
		nz.methodSelector(n)
	case *ast.FuncDecl:
		nz.nameParams(n.Type)
	case *ast.FuncLit:
		nz.nameParams(n.Type)
	case *ast.StructType:
		nz.hideUnexported(n)
	}
	return true
}

// EmbeddedTag marks, in the normalised source, a field the author
// embedded: the interpreter's struct types do not say which fields are
// embedded, so encoding/json wrote an embedded struct as a field of its
// own ({"Inner":{"a":1}}) where Go promotes its fields. The sandbox reads
// the mark where values leave the interpreter (sandbox.Plain).
const EmbeddedTag = `skillrun:"embedded"`

// markEmbedded tags an embedded struct field (or pointer to one) with
// EmbeddedTag, on its line.
func (nz *normaliser) markEmbedded(f *ast.Field) {
	t := nz.c.info.TypeOf(f.Type)
	if t == nil {
		return
	}
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	if _, ok := t.Underlying().(*types.Struct); !ok {
		return
	}
	if f.Tag == nil {
		nz.insert(f.Type.End(), " `"+EmbeddedTag+"`")
		return
	}
	tag, err := strconv.Unquote(f.Tag.Value)
	if err != nil {
		return
	}
	tag = EmbeddedTag + " " + tag
	lit := strconv.Quote(tag)
	if !strings.Contains(tag, "`") {
		lit = "`" + tag + "`"
	}
	nz.replace(f.Tag.Pos(), f.Tag.End(), lit)
}

// jsonKey matches a json key of a struct tag.
var jsonKey = regexp.MustCompile(`(^|\s)json:"(?:[^"\\]|\\.)*"`)

// hideUnexported tags each unexported field json:"-". The interpreter
// makes a struct's unexported fields exported ones named Xname, so
// encoding/json wrote them (a skill's own json.Marshal, and its result):
// Go never does. An embedded field is left alone (Go promotes the
// exported fields of an unexported embedded struct), and so is a field
// list that names exported and unexported fields together.
func (nz *normaliser) hideUnexported(st *ast.StructType) {
	for _, f := range st.Fields.List {
		if len(f.Names) == 0 {
			nz.markEmbedded(f)
			continue
		}
		hidden := true
		for _, n := range f.Names {
			if n.IsExported() {
				hidden = false
			}
		}
		if !hidden {
			continue
		}
		if f.Tag == nil {
			nz.insert(f.Type.End(), " `json:\"-\"`")
			continue
		}
		tag, err := strconv.Unquote(f.Tag.Value)
		if err != nil {
			continue
		}
		rest := strings.TrimSpace(jsonKey.ReplaceAllString(tag, " "))
		tag = strings.TrimSpace(`json:"-" ` + rest)
		lit := strconv.Quote(tag)
		if !strings.Contains(tag, "`") {
			lit = "`" + tag + "`"
		}
		nz.replace(f.Tag.Pos(), f.Tag.End(), lit)
	}
}

// nameParams names each unnamed parameter _.
func (nz *normaliser) nameParams(ft *ast.FuncType) {
	if ft.Params == nil {
		return
	}
	for _, f := range ft.Params.List {
		if len(f.Names) == 0 {
			nz.insert(f.Type.Pos(), "_ ")
		}
	}
}

// qualifier prints package-qualified types with the file's import names.
func (nz *normaliser) qualifier(p *types.Package) string {
	if p == nz.c.pkg {
		return ""
	}
	if name := nz.c.localName(p.Path()); name != "" {
		return name
	}
	nz.c.errorf(nz.c.file.Package, "cannot rewrite a use of package %q that the file does not import; import it", p.Path())
	return p.Name()
}

func (nz *normaliser) typeString(t types.Type) string {
	return types.TypeString(types.Default(t), nz.qualifier)
}

func (nz *normaliser) rangeStmt(rs *ast.RangeStmt) {
	t := nz.c.info.TypeOf(rs.X)
	if t == nil {
		return
	}
	b, ok := t.Underlying().(*types.Basic)
	isInt := ok && b.Info()&types.IsInteger != 0
	if !isInt {
		// A range over a slice, map, string or channel: only capture matters.
		if rs.Tok == token.DEFINE {
			nz.shadowCaptured(rs.Body, identsOf(rs.Key, rs.Value), nil)
		}
		return
	}
	typ := nz.typeString(t)
	afterFor := rs.For + token.Pos(len("for"))
	key, _ := rs.Key.(*ast.Ident)
	switch {
	case rs.Tok == token.ASSIGN && rs.Key != nil:
		// for i = range n: i must already exist; n is re-evaluated each time
		// (the rare case where that matters is documented).
		k := exprText(nz.c, rs.Key)
		nz.replace(afterFor, rs.X.Pos(), fmt.Sprintf(" %s = %s(0); %s < %s(", k, typ, k, typ))
		nz.insert(rs.X.End(), fmt.Sprintf("); %s++", k))
	default:
		// A hidden counter drives the loop; the key is a fresh copy per
		// iteration, exactly as in Go 1.22 (the body may change or capture it).
		limit, ctr := nz.fresh("n"), nz.fresh("i")
		nz.replace(afterFor, rs.X.Pos(), fmt.Sprintf(" %s, %s := %s(0), %s(", ctr, limit, typ, typ))
		nz.insert(rs.X.End(), fmt.Sprintf("); %s < %s; %s++", ctr, limit, ctr))
		if key != nil && key.Name != "_" && rs.Body != nil {
			nz.insert(rs.Body.Lbrace+1, fmt.Sprintf(" %s := %s;", key.Name, ctr))
		}
	}
}

func (nz *normaliser) forStmt(fs *ast.ForStmt) {
	as, ok := fs.Init.(*ast.AssignStmt)
	if !ok || as.Tok != token.DEFINE {
		return
	}
	var vars []*ast.Ident
	for _, l := range as.Lhs {
		if id, ok := l.(*ast.Ident); ok && id.Name != "_" {
			vars = append(vars, id)
		}
	}
	nz.shadowCaptured(fs.Body, vars, fs)
}

func identsOf(es ...ast.Expr) []*ast.Ident {
	var out []*ast.Ident
	for _, e := range es {
		if id, ok := e.(*ast.Ident); ok && id.Name != "_" {
			out = append(out, id)
		}
	}
	return out
}

// shadowCaptured re-declares, at the top of body, each loop variable that a
// closure in the body captures or whose address the body takes. For a
// three-clause loop (fs != nil) a variable the body assigns is left alone:
// copying it would change what the loop condition sees.
func (nz *normaliser) shadowCaptured(body *ast.BlockStmt, vars []*ast.Ident, fs *ast.ForStmt) {
	if body == nil || len(vars) == 0 {
		return
	}
	objs := map[types.Object]*ast.Ident{}
	for _, v := range vars {
		if o := nz.c.info.Defs[v]; o != nil {
			objs[o] = v
		}
	}
	captured := map[types.Object]bool{}
	assigned := map[types.Object]bool{}
	var walk func(n ast.Node, inClosure bool)
	walk = func(n ast.Node, inClosure bool) {
		ast.Inspect(n, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.FuncLit:
				if !inClosure {
					walk(n.Body, true)
					return false
				}
			case *ast.Ident:
				if o := nz.c.info.Uses[n]; o != nil && objs[o] != nil && inClosure {
					captured[o] = true
				}
			case *ast.UnaryExpr:
				if n.Op == token.AND {
					if id, ok := ast.Unparen(n.X).(*ast.Ident); ok {
						if o := nz.c.info.Uses[id]; o != nil && objs[o] != nil {
							captured[o] = true
						}
					}
				}
			case *ast.AssignStmt:
				for _, l := range n.Lhs {
					if id, ok := ast.Unparen(l).(*ast.Ident); ok {
						if o := nz.c.info.Uses[id]; o != nil && objs[o] != nil {
							assigned[o] = true
						}
					}
				}
			case *ast.IncDecStmt:
				if id, ok := ast.Unparen(n.X).(*ast.Ident); ok {
					if o := nz.c.info.Uses[id]; o != nil && objs[o] != nil {
						assigned[o] = true
					}
				}
			}
			return true
		})
	}
	walk(body, false)
	var b strings.Builder
	for _, v := range vars {
		o := nz.c.info.Defs[v]
		if o == nil || !captured[o] || (fs != nil && assigned[o]) {
			continue
		}
		fmt.Fprintf(&b, " %s := %s;", v.Name, v.Name)
	}
	if b.Len() > 0 {
		nz.insert(body.Lbrace+1, b.String())
	}
}

func (nz *normaliser) builtinCall(call *ast.CallExpr) {
	id, ok := ast.Unparen(call.Fun).(*ast.Ident)
	if !ok {
		return
	}
	if _, ok := nz.c.info.Uses[id].(*types.Builtin); !ok {
		return
	}
	switch id.Name {
	case "min", "max":
		t := nz.c.info.TypeOf(call)
		if t == nil {
			return
		}
		typ := nz.typeString(t)
		name := fmt.Sprintf("_skillrun_%s_%s", id.Name, mangle(typ))
		cmp := "<"
		if id.Name == "max" {
			cmp = ">"
		}
		nan := ""
		if b, ok := types.Default(t).Underlying().(*types.Basic); ok && b.Info()&types.IsFloat != 0 {
			nan = " || y != y"
		}
		nz.helpers[name] = fmt.Sprintf("\nfunc %s(x %s, ys ...%s) %s {\n\tfor _, y := range ys {\n\t\tif y %s x%s {\n\t\t\tx = y\n\t\t}\n\t}\n\treturn x\n}\n", name, typ, typ, typ, cmp, nan)
		nz.replace(id.Pos(), id.End(), name)
	case "clear":
		if len(call.Args) != 1 {
			return
		}
		t := nz.c.info.TypeOf(call.Args[0])
		if t == nil {
			return
		}
		typ := nz.typeString(t)
		name := "_skillrun_clear_" + mangle(typ)
		switch u := t.Underlying().(type) {
		case *types.Map:
			nz.helpers[name] = fmt.Sprintf("\nfunc %s(m %s) {\n\tfor k := range m {\n\t\tdelete(m, k)\n\t}\n}\n", name, typ)
		case *types.Slice:
			nz.helpers[name] = fmt.Sprintf("\nfunc %s(s %s) {\n\tvar zero %s\n\tfor i := range s {\n\t\ts[i] = zero\n\t}\n}\n", name, typ, nz.typeString(u.Elem()))
		default:
			return
		}
		nz.replace(id.Pos(), id.End(), name)
	}
}

func mangle(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9':
			b.WriteRune(r)
		case r == '*':
			b.WriteString("P")
		case r == '[':
			b.WriteString("S")
		default:
			b.WriteString("_")
		}
	}
	return b.String()
}

func exprText(c *checker, e ast.Expr) string {
	return string(c.src[c.fset.Position(e.Pos()).Offset:c.fset.Position(e.End()).Offset])
}

// analysed is a source file parsed and type-checked against the
// universe: its syntax, its expressions' types, and its first type error.
type analysed struct {
	fset *token.FileSet
	file *ast.File
	info *types.Info
	err  error
}

// analyse parses src (a syntax error is returned) and type-checks it.
func analyse(u *universe, file string, src []byte) (*analysed, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, file, src, parser.SkipObjectResolution)
	if err != nil {
		return nil, err
	}
	a := &analysed{fset: fset, file: f, info: &types.Info{Types: map[ast.Expr]types.TypeAndValue{}}}
	conf := types.Config{Importer: u, GoVersion: "go1.26", Error: func(err error) {
		if a.err == nil {
			a.err = err
		}
	}}
	conf.Check(f.Name.Name, fset, []*ast.File{f}, a.info)
	return a, nil
}

// typeCheckOnly parses and type-checks source against the universe.
func typeCheckOnly(u *universe, file string, src []byte) error {
	a, err := analyse(u, file, src)
	if err != nil {
		return err
	}
	return a.err
}
