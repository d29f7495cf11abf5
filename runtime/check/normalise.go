package check

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/constant"
	"go/parser"
	"go/scanner"
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
//     gets its inferred type arguments written out where yaegi cannot
//     infer them (methodvalue.go);
//   - a call among the values of an assignment to several targets, and a
//     builtin call after the first result of a return, moves into a
//     variable of its own before it (parallel.go);
//   - an assignment to several targets that holds a nil, an interface, a
//     composite literal or a map entry (or a map entry among the targets
//     of a call's results or a comma-ok form) becomes a block of single
//     assignments through variables, in Go's order, and a composite
//     literal beside other values in a definition or var declaration
//     moves into a variable of its own (multiassign.go): the interpreter
//     crashed (reflect: New(nil)), or lost the map entry or the other
//     values; a select case that assigns what it receives (case v =
//     <-ch:) receives into variables it defines and assigns them first
//     in the case (splitSelectRecv): the interpreter crashed; a
//     select's channel operands and sent values move into variables
//     before it, in order, when one is an operation of operations
//     (selectOperands): the interpreter evaluated only its last
//     operation;
//   - the statements of a switch's or select's case that declares a
//     label among them are put in a block (caseLabels): the interpreter
//     did not find the label ("undefined: outer");
//   - a range over a string that names a key or a value becomes a loop
//     over byte offsets that decodes one rune at a time (rangeString);
//   - a constant shifted by a variable is converted to the type its
//     context gives the shift (untypedShift);
//   - a value of the skill's own error type passed to a fmt function
//     passes through a helper that returns it as an error; one of its own Stringer types formatted
//     with a verb that does not call String (%d, %.2f) is converted to
//     its underlying type, and a container, struct or any that may hold
//     one becomes a view that calls its methods as fmt does; %T of a
//     value of a type known statically becomes its name (fmtargs.go,
//     fmtview.go);
//   - a value of the skill's type with methods stored in, returned as or
//     converted to an interface is copied first (through a slice made
//     for it, or a helper returning it as another package's interface):
//     the interpreter's interface value referred to the variable it came
//     from (ifacecopy.go);
//   - the helper that returns a pointer of the skill's type as error or
//     fmt.Stringer returns, for a nil pointer, a value plain.NilError
//     (NilStringer) made once for the type, whose method calls the
//     type's on a nil receiver; x.(*T), a type switch's case *T and
//     errors.As with a *T target answer that value as a nil *T
//     (ifacecopy.go asHelper, assertiface.go nilPtrAssert): the
//     interpreter stored a nil pointer in such an interface as a nil
//     interface (err != nil was false where Go says true);
//   - x.(any) (an empty interface) becomes a call of a helper returning
//     x and whether it is not nil (assertiface.go, emptyAssert): the
//     interpreter answered false, or panicked, whatever x held;
//   - x.(T), T another package's interface with methods (fmt.Stringer,
//     error), x an any or an interface of the skill's, becomes a call of
//     a helper that binds it through an interface the skill declares:
//     the interpreter built T's value from an unrelated variable of the
//     asserting function (assertiface.go);
//   - a function that reads its named results or returns bare gets them
//     as locals, zero on every call (namedresults.go): the interpreter's
//     named results started with what the caller's destination held;
//   - a binary operation (a %, << or >>, a comparison, and since diff11
//     any other: res["x"] = n + 1 into a skills.Result left the
//     function's result nil), a receive, or a unary -, ^ or !, assigned,
//     sent or returned into an interface is put in parentheses
//     (ifaceop.go): the interpreter left the interface nil, or crashed;
//   - an interface embedded in a struct gets its name as a field, and the
//     struct type a method for each method it promoted, calling the
//     field's (embediface.go): the interpreter promoted none;
//   - a continue, or a break with a label, that is a statement of a
//     select's case is put in a block of its own (selectbranch.go): the
//     interpreter ran on after the select; a loop such a case continues
//     whose body ends in a return or a branch has that statement put
//     under a condition (its compiler recursed until the process died);
//   - a use of a function of cmp, maps or slices becomes a call of a copy
//     of it written for the instance's types, and a range over
//     maps.Keys(m) and the like a range over m (stdgeneric.go): the
//     interpreter compiled few of them;
//   - the variadic arguments of another package's function whose
//     variadic parameter is an interface with methods are passed as a
//     slice of it (variadiciface.go): the interpreter crashed passing a
//     value of the skill's type there;
//   - errors.As with a target of the skill's type becomes a call of a
//     helper that walks the chain as errors.As does (errorsas.go): the
//     host's could not set it;
//   - a callee in parentheses that is a name or selector, (f)(x), loses
//     them (parenCallee): the interpreter crashed calling it;
//   - in a file with a go statement, a function literal not called where
//     it is written is made in a frame of its own, and a go statement of
//     a literal, a func value or a method starts _skillrun_go with a
//     closure made at the statement (goframes.go): a goroutine's closure
//     wrote into its maker's frame when it returned, and a go statement
//     read the func value it started when the goroutine ran (wrong
//     closures started, a nil one crashed the worker);
//   - a struct literal or a receive assigned to a variable a function
//     literal uses (or a receive to a field of one) is put in
//     parentheses (capturedlit.go): the interpreter put a new
//     value in the variable's slot, which the closure, holding a copy of
//     its maker's slots, did not see; a variable such a literal uses
//     that a definition of several values redeclares (a, n := x, y) is
//     defined fresh and assigned after the statement, for the same
//     reason (capturedRedeclared);
//   - a receive assigned to an element, a map entry, a field or a
//     pointer's target is put in parentheses (parenRecv): the interpreter
//     left the target unchanged; a range over a slice, array or map of
//     channels that names a value ranges over the indices or keys and
//     reads the element in the body (rangeChanElems): it crashed;
//   - after the other rewrites, every select becomes a block that
//     evaluates its channels and sent values in order and a switch over
//     a call of plain.Select (selectcall.go): goroutines running one
//     select at once shared the interpreter's cases;
//   - a generic function that calls itself runs its body as a function
//     literal that calls itself, and new of a generic type's instance
//     becomes a variable's address (recgeneric.go): reached from a method
//     of a generic type of several type parameters, the interpreter
//     compiled the function again inside itself until the run's CPU
//     limit, and it could not compile new(pair[int, string]); such a
//     method calling generic functions that call each other is refused
//     (genericCycles);
//   - the methods of a generic type one of which calls a method declared
//     after it are written where the first was, each after those it
//     calls, and a function that is not generic but names an instance
//     of a generic type at the end of the file, each after a line
//     directive giving back where the author wrote it (methodorder.go):
//     the interpreter compiled an instance's methods in order as it
//     added them ("undefined selector"), and, for an instance a
//     function's signature made, before the functions declared after
//     that function; an untyped constant converted to a type parameter
//     becomes a variable of it (tparamconv.go): the conversion crashed
//     the compiler for an instance with a type the skill declares;
//   - unnamed parameters of a function declaration or literal are named _
//     (yaegi gives an unnamed parameter no frame slot, and its wrapper for
//     a function the host calls then writes the arguments into the
//     function's first locals instead).
//
// It edits the source text rather than printing an AST, and never adds or
// removes a line before the end of the original file (text it moves
// carries a line directive back to where it was written), so every position
// yaegi reports points at the line (and, before the first edit on a line,
// the column) that the author wrote. Helpers and the entry shim are
// appended after the original text.

type edit struct {
	off  int
	end  int // == off for an insertion
	text string
	seq  int
	// span is, for the two insertions of wrap, the length of what they
	// wrap (0 for the others); closing marks the second.
	span    int
	closing bool
}

type normaliser struct {
	c *checker
	// renameWritten are the method names methodSelector wrote renamed
	// (see renameMethods).
	renameWritten map[*ast.Ident]bool
	edits         []edit
	helpers       map[string]string
	n             int
	err           error
	// written counts the bytes the edits and helpers write (see
	// maxRewriteBytes);
	// rewriteRefused says vet reported passing it.
	written        int
	rewriteRefused bool
	// localCopies are the copies of generic functions declared in
	// functions, after a type declared there (see stdGeneric); typeDecls
	// maps those types' names to the end of their declaration statements.
	localCopies map[string]bool
	typeDecls   map[token.Pos]token.Pos
	// loopLits are the function literals loopClosure writes as values.
	loopLits map[*ast.FuncLit]bool
	// children holds scopes' children in source order (see innermost).
	children map[*types.Scope][]*types.Scope
	called   map[*ast.SelectorExpr]bool // see calledSelectors
	labeled  map[ast.Stmt]bool          // statements that carry a label
	// selectSends are the sends of select cases selectSendCopy wrote.
	selectSends map[*ast.SendStmt]bool
	// plain is set when a rewrite calls plain.Plain (see plainArg): the
	// package is imported, on the import's own line.
	plain bool
	// fmtMethods caches hasFmtMethods.
	fmtMethods *bool
	// dynViews are the types viewAny views (see dynamicViews).
	dynViews *[]types.Type
	// viewBytes counts the text of the view helpers written (see
	// maxViewBytes); viewRefused says vet reported passing it.
	viewBytes   int
	viewRefused bool
	// answers and blanks keep walks' answers (see walkKey), of the
	// types canons holds.
	answers map[walkKey]bool
	blanks  map[types.Type]types.Type
	canons  map[string]types.Type
	// recCalls are the callees of the calls recursiveGeneric makes
	// calls of a literal: no type arguments are written after them.
	recCalls map[*ast.Ident]bool
	// recovers are the file's recover() calls (see recovered).
	recovers []*ast.CallExpr
	// pendingOf names, for a recover() directly in a deferred function
	// literal, the variable of the panic a later deferred call raised
	// (see deferPanics).
	pendingOf map[*ast.CallExpr]string
	// loose caches looseRecover.
	loose *bool
	// panicTypes are the types of the rewritten panics' values, in the
	// order first met (see recovered).
	panicTypes []string
	// panicTwins holds those of panicTypes over a basic, slice, map or
	// array type, whose panics carry their name (see twinType).
	panicTwins map[string]bool
	// instancesOf holds the type arguments each of the skill's generic
	// functions is instantiated with (see namedInstance).
	instancesOf map[*types.Func][]*types.TypeList
	// heapPop says the results being rewritten are those of a function
	// another package's code calls and hands back: a Pop method
	// container/heap calls (see heapPop), a function literal passed to
	// another package (see compiledLits).
	heapPop bool
	// litsToCompiled caches compiledLits.
	litsToCompiled map[*ast.FuncLit]bool
	// returnSigs are the signatures of the functions the file's returns
	// return from (see ifaceOpReturn).
	returnSigs map[*ast.ReturnStmt]*types.Signature
	// ifaceHolders are the package's struct types that embed an
	// interface (see embeddedIface).
	ifaceHolders map[*ast.StructType]*types.TypeName
	// selectLoops are the loops around each select, innermost last, and
	// wrappedEnds the loops' last statements rewritten (see
	// continuedLoops).
	selectLoops map[*ast.SelectStmt][]loopOf
	wrappedEnds map[ast.Stmt]bool
	// stdRewritten counts, for each import of cmp, maps or slices, the
	// uses rewritten into copies (stdGeneric); stdDone are the
	// selectors rangeIterator took apart; importSort says a copy calls
	// sort.
	// loopLabels are the labels of labeled statements (see rangeFunc).
	loopLabels   map[ast.Stmt]*ast.LabeledStmt
	stdRewritten map[*types.PkgName]int
	stdDone      map[*ast.SelectorExpr]bool
	// moves are the methods methodOrder moves to the end of the file.
	moves []methodMove
	// lastCloses are insertions made after the walk, outermost at their
	// offsets.
	lastCloses []lastClose
	importSort bool
	// comms are the send and receive statements of select cases.
	comms map[ast.Stmt]bool
	// goFile says the file has a go statement (see goFrames);
	// goMethods are the method expressions goMethodExpr rewrote.
	goFile    bool
	goMethods map[*ast.SelectorExpr]bool
	// captured caches capturedVars.
	captured map[*types.Var]bool
}

// lastClose is an insertion of text at at, made after the walk.
type lastClose struct {
	at   token.Pos
	text string
}

func (c *checker) normalise() ([]byte, error) {
	nz := &normaliser{c: c, helpers: map[string]string{}, goFile: startsGoroutines(c.file, c.info)}
	if nz.goFile {
		nz.packageGoFrames()
	}
	ast.Inspect(c.file, nz.visit)
	nz.renameMethods()
	nz.initOrder()
	nz.genericCycles()
	nz.genericAliases()
	nz.ownTypeCalls()
	nz.namedTypeParamConv()
	nz.methodOrder()
	nz.arithCompare()
	nz.blankBools()
	// Closings written last come after every other insertion at their
	// offset (see variadicIface).
	for _, e := range nz.lastCloses {
		nz.insert(e.at, e.text)
	}
	if nz.err != nil {
		return nil, nz.err
	}
	nz.recovered()
	nz.importPlain()
	c.droppedImports = nz.stdImports()
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
	if nz.hiddenHelper(buf.String()[len(out):]) {
		return nil, c.fail()
	}
	if len(nz.moves) > 0 {
		moved, ok := moveMethods(buf.Bytes(), nz.moves)
		if !ok {
			return nil, &VetError{File: c.name, Diags: []Diagnostic{{Pos: token.Position{Filename: c.name}, Msg: "internal error: the methods to move were not found once each in the normalised source (a comment holding the rewrite's marks?)"}}}
		}
		buf.Reset()
		buf.Write(moved)
	}
	// Unrewritten (a final newline at most added), the source is the
	// one the checker parsed and type-checked: the last pass reads that.
	var known *analysed
	if len(nz.edits) == 0 && len(nz.helpers) == 0 {
		known = &analysed{fset: c.fset, file: c.file, info: c.info}
	}
	src := buf.Bytes()
	if SelectRewrite && hasSelect(c.file) {
		out, sdiags, err := rewriteSelects(c.uni, c.name, src)
		if err != nil {
			return nil, &VetError{File: c.name, Diags: []Diagnostic{{Pos: token.Position{Filename: c.name}, Msg: "internal error: normalised source does not parse: " + err.Error()}}}
		}
		if len(sdiags) > 0 {
			c.diags = append(c.diags, sdiags...)
			return nil, c.fail()
		}
		src, known = out, nil
	}
	code, diags, final, err := hoistParallelCalls(c.uni, c.name, src, known)
	if err != nil {
		return nil, &VetError{File: c.name, Diags: []Diagnostic{{Pos: token.Position{Filename: c.name}, Msg: "internal error: normalised source does not parse: " + err.Error()}}}
	}
	if len(diags) > 0 {
		for _, d := range diags {
			if len(c.diags) >= maxDiags {
				c.dropped++
				continue
			}
			d.Msg = clipDiag(d.Msg)
			c.diags = append(c.diags, d)
		}
		return nil, c.fail()
	}
	// A rewrite must still type-check: if it does not, that is our bug,
	// and the author deserves an error rather than a confusing run.
	if final.err != nil {
		return nil, &VetError{File: c.name, Diags: []Diagnostic{{Pos: token.Position{Filename: c.name}, Msg: "internal error: normalised source does not type-check: " + clipDiag(final.err.Error())}}}
	}
	return code, nil
}

// maxRewriteBytes bounds the text the normaliser writes into a file and
// after it: the rewrite of some values spells their type's methods out,
// and 300 stores of values of types with 1,000 methods each, in 26 KB,
// made 3 MB of source that the checker then type-checked again (2.6 s,
// 770 MB); a copy of slices.Insert for each of 20,000 types, in 1 MB,
// 1.6 GB in 4.5 s. A file written by hand needs a small part of it.
const maxRewriteBytes = 2 * MaxSourceBytes

func applyEdits(src []byte, edits []edit) []byte {
	sort.SliceStable(edits, func(i, j int) bool {
		if edits[i].off != edits[j].off {
			return edits[i].off < edits[j].off
		}
		// At one offset, insertions before a replacement of what
		// follows: an inner rewrite's closing ) ends where an outer one
		// replaces the rest of the expression (recover().(error) is
		// wrapped twice), and would be dropped as overlapping.
		if ii, ji := edits[i].end == edits[i].off, edits[j].end == edits[j].off; ii != ji {
			return ii
		}
		// Two wraps at one offset nest whichever rewrite wrote them
		// first: what closes comes before what opens, the inner closes
		// first and the outer opens first.
		if a, b := edits[i], edits[j]; a.span > 0 && b.span > 0 {
			switch {
			case a.closing != b.closing:
				return a.closing
			case a.span != b.span:
				return (a.span < b.span) == a.closing
			case a.closing:
				return a.seq > b.seq
			}
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

// caseLabels puts the statements of a switch's or a select's case in a
// block when one of them has a label: yaegi v0.16.1 did not find a label
// declared directly in a case clause (a labelled loop there, its continue
// outer or break outer, a goto: "undefined: outer", the skill did not
// compile), and finds it in a block. A final fallthrough stays out of the
// block.
func (nz *normaliser) caseLabels(body []ast.Stmt) {
	end := len(body)
	if end > 0 {
		if b, ok := body[end-1].(*ast.BranchStmt); ok && b.Tok == token.FALLTHROUGH {
			end--
		}
	}
	for _, st := range body[:end] {
		if _, ok := st.(*ast.LabeledStmt); ok {
			last := body[end-1].End()
			// A label on nothing (end: before the switch's closing
			// brace) ends at its colon: its implicit empty
			// statement's End is the next token's.
			for ls, ok := body[end-1].(*ast.LabeledStmt); ok; ls, ok = ls.Stmt.(*ast.LabeledStmt) {
				if e, ok := ls.Stmt.(*ast.EmptyStmt); ok && e.Implicit {
					last = ls.Colon + 1
				}
			}
			nz.wrap(body[0].Pos(), last, "{ ", " }")
			return
		}
	}
}

func (nz *normaliser) offset(p token.Pos) int { return nz.c.fset.Position(p).Offset }

func (nz *normaliser) replace(from, to token.Pos, text string) {
	nz.written += len(text)
	nz.edits = append(nz.edits, edit{off: nz.offset(from), end: nz.offset(to), text: text, seq: len(nz.edits)})
}

// wrap writes open before from and close at to, nested rightly with the
// other wraps at those offsets whichever was written first.
func (nz *normaliser) wrap(from, to token.Pos, open, close string) {
	o, e := nz.offset(from), nz.offset(to)
	span := e - o + 1
	nz.written += len(open) + len(close)
	nz.edits = append(nz.edits, edit{off: o, end: o, text: open, seq: len(nz.edits), span: span},
		edit{off: e, end: e, text: close, seq: len(nz.edits) + 1, span: span, closing: true})
}

// setHelper declares (or redeclares) the helper name at the end of the
// file, its text counted against maxRewriteBytes.
func (nz *normaliser) setHelper(name, text string) {
	nz.written += len(text) - len(nz.helpers[name])
	nz.helpers[name] = text
}

func (nz *normaliser) insert(at token.Pos, text string) {
	o := nz.offset(at)
	nz.written += len(text)
	nz.edits = append(nz.edits, edit{off: o, end: o, text: text, seq: len(nz.edits)})
}

func (nz *normaliser) fresh(base string) string {
	nz.n++
	return fmt.Sprintf("_skillrun_%s%d", base, nz.n)
}

func (nz *normaliser) visit(n ast.Node) bool {
	if nz.written > maxRewriteBytes {
		if !nz.rewriteRefused {
			nz.rewriteRefused = true
			nz.c.errorf(n.Pos(), "the interpreter needs more than %d bytes of this file rewritten by here (a copy of a generic function for each type it is used with, values stored in interfaces copied with their type's methods spelt out, helpers that print): use fewer types with them, give the types fewer methods, or split the file", maxRewriteBytes)
		}
		return false
	}
	switch n := n.(type) {
	case *ast.RangeStmt:
		nz.rangeStmt(n)
	case *ast.ForStmt:
		nz.forStmt(n)
	case *ast.CallExpr:
		nz.parenCallee(n)
		nz.typeParamConv(n)
		nz.variadicIface(n)
		nz.errorsAs(n)
		nz.errorsIs(n)
		nz.copyCall(n)
		nz.builtinCall(n)
		nz.genericCall(n)
		nz.fmtArgs(n)
	case *ast.BlockStmt:
		nz.capturedRedeclared(n.List)
	case *ast.CaseClause:
		nz.capturedRedeclared(n.Body)
		nz.caseLabels(n.Body)
	case *ast.CommClause:
		nz.capturedRedeclared(n.Body)
		nz.caseLabels(n.Body)
	case *ast.ValueSpec, *ast.AssignStmt, *ast.SendStmt:
		if as, ok := n.(*ast.AssignStmt); ok {
			nz.parenRecv(as)
		}
		nz.copyAssign(n)
		nz.ifaceOpAssign(n)
		nz.capturedLit(n)
	case *ast.ReturnStmt:
		nz.ifaceOpReturn(n)
		nz.funcValueReturns(n)
	case *ast.GoStmt:
		nz.goReceiver(n)
	case *ast.CompositeLit:
		nz.copyCompositeLit(n)
	case *ast.IndexExpr:
		if nz.stdGeneric(n, n.X) {
			return false
		}
	case *ast.IndexListExpr:
		if nz.stdGeneric(n, n.X) {
			return false
		}
	case *ast.SelectorExpr:
		if nz.stdGeneric(n, n) {
			return false
		}
		nz.methodSelector(n)
	case *ast.BinaryExpr:
		nz.untypedShift(n)
		nz.ifaceEqual(n)
		nz.convNilCompare(n)
	case *ast.TypeSwitchStmt:
		nz.typeSwitch(n)
		for _, cl := range n.Body.List {
			for _, e := range cl.(*ast.CaseClause).List {
				nz.genericPtrAssert(e)
			}
		}
	case *ast.TypeAssertExpr:
		nz.assertIface(n)
		if n.Type != nil {
			nz.genericPtrAssert(n.Type)
		}
	case *ast.LabeledStmt:
		if nz.labeled == nil {
			nz.labeled = map[ast.Stmt]bool{}
		}
		nz.labeled[n.Stmt] = true
		if nz.loopLabels == nil {
			nz.loopLabels = map[ast.Stmt]*ast.LabeledStmt{}
		}
		nz.loopLabels[n.Stmt] = n
	case *ast.SelectStmt:
		nz.selectBranches(n)
		nz.selectSendCopy(n)
		for _, c := range n.Body.List {
			if cc, ok := c.(*ast.CommClause); ok && cc.Comm != nil {
				if nz.comms == nil {
					nz.comms = map[ast.Stmt]bool{}
				}
				nz.comms[cc.Comm] = true
			}
		}
	case *ast.SwitchStmt:
		nz.boolCaseLists(n)
		nz.splitCaseLists(n)
		nz.switchInit(n)
	case *ast.FuncDecl:
		nz.defers(n.Body)
		if nz.goFile {
			nz.goFrames(n.Body)
		}
		nz.nameParams(n.Type)
		nz.nameReceiver(n.Recv)
		nz.recursiveGeneric(n) // before freshResults: see there
		nz.freshResults(n.Type, n.Body)
		if fn, ok := nz.c.info.Defs[n.Name].(*types.Func); ok {
			nz.heapPop = heapPop(fn)
			nz.copyResults(fn.Type().(*types.Signature), n.Body)
			nz.heapPop = false
		}
	case *ast.FuncLit:
		nz.loopClosure(n)
		nz.defers(n.Body)
		nz.nameParams(n.Type)
		nz.freshResults(n.Type, n.Body)
		sig, _ := nz.c.info.TypeOf(n).(*types.Signature)
		nz.heapPop = nz.compiledLits()[n]
		nz.copyResults(sig, n.Body)
		nz.heapPop = false
	case *ast.StructType:
		nz.hideUnexported(n)
		nz.embeddedIface(n)
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
		nz.hideEmbedded(f)
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
// exported fields of an unexported embedded struct). A field list that
// names exported and unexported fields together (X, y int) is split, on
// its lines, into one field a name (X int; y int `json:"-"`), each with
// the list's tag.
func (nz *normaliser) hideUnexported(st *ast.StructType) {
	for _, f := range st.Fields.List {
		if len(f.Names) == 0 {
			nz.markEmbedded(f)
			continue
		}
		exported := 0
		for _, n := range f.Names {
			if n.IsExported() {
				exported++
			}
		}
		switch {
		case exported == len(f.Names):
			continue
		case exported > 0:
			nz.splitFields(f)
			continue
		}
		if f.Tag == nil {
			nz.insert(f.Type.End(), " `json:\"-\"`")
			continue
		}
		if lit, ok := hiddenTag(f.Tag.Value); ok {
			nz.replace(f.Tag.Pos(), f.Tag.End(), lit)
		}
	}
}

// hiddenTag returns the struct tag literal lit with its json key made
// json:"-" (its other keys kept), written as a raw string when it can be.
func hiddenTag(lit string) (string, bool) {
	tag, err := strconv.Unquote(lit)
	if err != nil {
		return "", false
	}
	rest := strings.TrimSpace(jsonKey.ReplaceAllString(tag, " "))
	tag = strings.TrimSpace(`json:"-" ` + rest)
	if !strings.Contains(tag, "`") {
		return "`" + tag + "`", true
	}
	return strconv.Quote(tag), true
}

// tokenAt returns the offset in src of its first token tok (comments
// skipped), or -1.
func tokenAt(src []byte, tok token.Token) int {
	var s scanner.Scanner
	f := token.NewFileSet().AddFile("", -1, len(src))
	s.Init(f, src, nil, 0)
	for {
		p, t, _ := s.Scan()
		switch t {
		case tok:
			return f.Offset(p)
		case token.EOF:
			return -1
		}
	}
}

// splitFields rewrites a field list of exported and unexported names
// (X, y int `tag`) into one field a name, each of the list's type and
// tag, the unexported ones tagged json:"-": each comma between names
// becomes " int `tag`;", so the names keep their lines. A type written
// over several lines is left as it is (copying it would move the lines
// after it); its unexported names then show in encoding/json as the
// interpreter names them.
func (nz *normaliser) splitFields(f *ast.Field) {
	src := nz.c.src
	from, to := nz.offset(f.Type.Pos()), nz.offset(f.Type.End())
	typ := string(src[from:to])
	if strings.ContainsAny(typ, "\n") {
		return
	}
	tagOf := func(n *ast.Ident) string {
		switch {
		case n.IsExported() && f.Tag == nil:
			return ""
		case n.IsExported():
			return " " + f.Tag.Value
		case f.Tag == nil:
			return " `json:\"-\"`"
		}
		lit, ok := hiddenTag(f.Tag.Value)
		if !ok {
			return " " + f.Tag.Value
		}
		return " " + lit
	}
	for i, n := range f.Names[:len(f.Names)-1] {
		comma := tokenAt(src[nz.offset(n.End()):nz.offset(f.Names[i+1].Pos())], token.COMMA)
		if comma < 0 {
			return // (parsed, so never)
		}
		at := n.End() + token.Pos(comma)
		nz.replace(at, at+1, " "+typ+tagOf(n)+";")
	}
	last := f.Names[len(f.Names)-1]
	switch t := tagOf(last); {
	case f.Tag != nil:
		nz.replace(f.Tag.Pos(), f.Tag.End(), strings.TrimPrefix(t, " "))
	case t != "":
		nz.insert(f.Type.End(), t)
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

// nameReceiver names an unnamed receiver _: the interpreter failed to
// compile a method of a generic type whose receiver has no name (func
// (lenOf[T]) Show(v T) string: "bad input: runtime error: index out of
// range [1] with length 1").
func (nz *normaliser) nameReceiver(recv *ast.FieldList) {
	if recv != nil && len(recv.List) == 1 && len(recv.List[0].Names) == 0 {
		nz.insert(recv.List[0].Type.Pos(), "_ ")
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
	if nz.rangeIterator(rs) || nz.rangeFunc(rs) {
		return
	}
	t := nz.c.info.TypeOf(rs.X)
	if t == nil {
		return
	}
	b, ok := t.Underlying().(*types.Basic)
	isInt := ok && b.Info()&types.IsInteger != 0
	if ok && b.Info()&types.IsString != 0 {
		nz.rangeString(rs)
		return
	}
	if !isInt {
		nz.rangeChanElems(rs, t)
		nz.rangeArrayPointer(rs, t)
		nz.rangeAssignCopy(rs)
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

// rangeArrayPointer rewrites a range over a pointer to an array, which
// crashed the interpreter whatever its body ("reflect: call of unknown
// method on array Value"). With a value, for i, v := range p becomes
// for i, v := range (p)[:], a slice over the same array: its elements
// are read as the loop reaches them, as Go reads them through p (a write
// to p[2] in the body is seen). With at most a key, and no call in p,
// the loop only counts to the array's length, constant in Go, which does
// not evaluate p (a nil p counts too): for i := range [len(p)]struct{}{}.
func (nz *normaliser) rangeArrayPointer(rs *ast.RangeStmt, t types.Type) {
	p, ok := t.Underlying().(*types.Pointer)
	if !ok {
		return
	}
	if _, ok := p.Elem().Underlying().(*types.Array); !ok {
		return
	}
	value, _ := rs.Value.(*ast.Ident)
	if rs.Value == nil || (value != nil && value.Name == "_") {
		if !hasCall(rs.X) {
			nz.insert(rs.X.Pos(), "[len(")
			nz.insert(rs.X.End(), ")]struct{}{}")
			return
		}
	}
	nz.insert(rs.X.Pos(), "(")
	nz.insert(rs.X.End(), ")[:]")
}

// hasCall reports whether evaluating e calls a function or receives.
func hasCall(e ast.Expr) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.CallExpr:
			found = true
		case *ast.UnaryExpr:
			if n.Op == token.ARROW {
				found = true
			}
		case *ast.FuncLit:
			return false
		}
		return !found
	})
	return found
}

// rangeString rewrites a range over a string that names a key or a value
// into a loop over byte offsets that decodes one rune at a time. The
// interpreter ranges over the string's []rune: its key was the rune's
// index, not its byte offset (for i := range "héllo" gave 0 1 2 3 4, Go
// 0 1 3 4 5), and with a value it recomputed the offset by converting
// the runes before it back to a string, so each iteration cost the
// length of the text read so far (a loop over 100 kB took 14 s), and the
// offset after an invalid byte was wrong. Each iteration gets its own key
// and value, declared in a block of their own around the body (which may
// declare the same names again), as in Go:
//
//	for i, r := range s {
//
// becomes, on the same line,
//
//	for S, I, W := string(s), 0, 0; I < len(S); I += W { i, r := I, rune(0); r, W = _skillrun_decodeRune(S, I); {
//
// and the body's closing brace gets one more. A range with neither key nor
// value only counts, which the interpreter gets right.
func (nz *normaliser) rangeString(rs *ast.RangeStmt) {
	blank := func(e ast.Expr) bool {
		id, ok := e.(*ast.Ident)
		return e == nil || (ok && id.Name == "_")
	}
	if (blank(rs.Key) && blank(rs.Value)) || rs.Body == nil {
		return
	}
	s, i, w := nz.fresh("s"), nz.fresh("i"), nz.fresh("w")
	nz.setHelper(decodeRuneHelper, decodeRuneSource)
	afterFor := rs.For + token.Pos(len("for"))
	nz.replace(afterFor, rs.X.Pos(), fmt.Sprintf(" %s, %s, %s := string(", s, i, w))
	nz.insert(rs.X.End(), fmt.Sprintf("), 0, 0; %s < len(%s); %s += %s", i, s, i, w))
	text := func(e ast.Expr) string {
		if blank(e) {
			return "_"
		}
		return exprText(nz.c, e)
	}
	k, v := text(rs.Key), text(rs.Value)
	decode := fmt.Sprintf("%s, %s = %s(%s, %s);", v, w, decodeRuneHelper, s, i)
	var head string
	switch {
	case rs.Tok == token.ASSIGN && k == "_":
		head = " " + decode
	case rs.Tok == token.ASSIGN:
		head = fmt.Sprintf(" %s = %s; %s", k, i, decode)
	case v == "_":
		head = fmt.Sprintf(" %s := %s; %s", k, i, decode)
	default:
		head = fmt.Sprintf(" %s, %s := %s, rune(0); %s", k, v, i, decode)
	}
	nz.insert(rs.Body.Lbrace+1, head+" {")
	nz.insert(rs.Body.Rbrace, "}")
}

const decodeRuneHelper = "_skillrun_decodeRune"

// decodeRuneSource is utf8.DecodeRuneInString(s[i:]) without an import:
// an invalid or incomplete encoding is utf8.RuneError of width 1.
const decodeRuneSource = `
func _skillrun_decodeRune(s string, i int) (rune, int) {
	if c := s[i]; c < 0x80 {
		return rune(c), 1
	}
	end := i + 4
	if end > len(s) {
		end = len(s)
	}
	r := []rune(s[i:end])[0]
	if r != 0xFFFD {
		return r, len(string(r))
	}
	if end-i >= 3 && s[i:i+3] == "\uFFFD" {
		return r, 3
	}
	return r, 1
}
`

// untypedShift gives the constant shifted by a non-constant count its
// type: in Go, 1<<d takes the type the context gives it (a uint16 in
// m&(1<<d), a uint64 in x |= 1<<d), and the interpreter made it an int,
// so the expression around it crashed ("reflect: call of
// reflect.Value.Uint on int Value"). The constant is converted to the
// type go/types found for the shift: 1<<d becomes uint16(1)<<d. An int
// shift is left alone.
func (nz *normaliser) untypedShift(e *ast.BinaryExpr) {
	if e.Op != token.SHL && e.Op != token.SHR {
		return
	}
	tv, ok := nz.c.info.Types[e]
	if !ok || tv.Value != nil || tv.Type == nil {
		return
	}
	xv, ok := nz.c.info.Types[e.X]
	if !ok || xv.Value == nil {
		return
	}
	b, ok := tv.Type.Underlying().(*types.Basic)
	if !ok || b.Info()&types.IsInteger == 0 || b.Info()&types.IsUntyped != 0 || types.Identical(tv.Type, types.Typ[types.Int]) {
		return
	}
	nz.insert(e.X.Pos(), nz.typeString(tv.Type)+"(")
	nz.insert(e.X.End(), ")")
}

// switchInit moves the init statement of a switch with a tag into a
// block of its own around the switch: the interpreter evaluated the tag
// before the init statement, so switch n := len(s); n % 4 { case 0: }
// matched case 0 whatever s was (n was still 0). On the same lines,
//
//	switch n := len(s); n % 4 {
//	...
//	}
//
// becomes { n := len(s); switch n % 4 { ... }}. A labeled switch is left
// alone (a block between the label and the switch would take the label).
func (nz *normaliser) switchInit(sw *ast.SwitchStmt) {
	if sw.Init == nil || sw.Tag == nil || sw.Body == nil || nz.labeled[sw] {
		return
	}
	nz.initBlock(sw.Switch, sw.Init, sw.Tag.Pos(), sw.Body.Rbrace)
}

// initBlock moves the init statement of the switch at sw, followed by
// the part at next, into a block around it that ends at rbrace; it
// reports whether it did.
func (nz *normaliser) initBlock(sw token.Pos, init ast.Stmt, next, rbrace token.Pos) bool {
	from, to := nz.offset(init.End()), nz.offset(next)
	k := bytes.IndexByte(nz.c.src[from:to], ';')
	if k < 0 {
		return false
	}
	// The init statement stays where it is (other rewrites may edit it):
	// the keyword moves after it.
	nz.replace(sw, sw+token.Pos(len("switch")), "{")
	semi := init.End() + token.Pos(k)
	nz.replace(semi, semi+1, "; switch")
	nz.insert(rbrace+1, "}")
	return true
}

// boolCaseLists joins the case lists of a switch without a tag (or with
// the tag true) into one condition: the interpreter took case n < 0, n >
// 10: for n = 20 as not matching. Go tries a list's expressions in order
// until one is true, as || does:
//
//	case n < 0, n > 10:
//
// becomes, on the same line, case (n < 0) || (n > 10):
func (nz *normaliser) boolCaseLists(sw *ast.SwitchStmt) {
	if sw.Tag != nil {
		id, ok := ast.Unparen(sw.Tag).(*ast.Ident)
		if !ok || id.Name != "true" || nz.c.info.Uses[id] != types.Universe.Lookup("true") {
			return
		}
	}
	for _, st := range sw.Body.List {
		cc, ok := st.(*ast.CaseClause)
		if !ok || len(cc.List) < 2 {
			continue
		}
		nz.joinCases(cc.List, func(e ast.Expr) string { return "(" + exprText(nz.c, e) + ")" })
	}
}

// splitCaseLists splits the case list of a switch with a tag whose
// expressions are not all constants into a case of each, each but the
// last falling through to the next: the interpreter compared the tag with
// the list's first expression only when it was not a constant or a
// variable (case f(1), f(2): with f(2) equal to the tag went to default,
// as did case 1, f(2): and case xs[0], xs[1]:), silently. Go tries the
// expressions in order until one matches, as the split does, on the same
// line:
//
//	case f(1), f(2):   →   case f(1): fallthrough; case f(2):
func (nz *normaliser) splitCaseLists(sw *ast.SwitchStmt) {
	if sw.Tag == nil {
		return
	}
	if id, ok := ast.Unparen(sw.Tag).(*ast.Ident); ok && id.Name == "true" && nz.c.info.Uses[id] == types.Universe.Lookup("true") {
		return // boolCaseLists joins them
	}
	for _, st := range sw.Body.List {
		cc, ok := st.(*ast.CaseClause)
		if !ok || len(cc.List) < 2 {
			continue
		}
		constant := true
		for _, e := range cc.List {
			if tv, ok := nz.c.info.Types[e]; !ok || tv.Value == nil {
				constant = false
			}
		}
		if constant {
			continue
		}
		for i, e := range cc.List[:len(cc.List)-1] {
			from := nz.offset(e.End())
			to := nz.offset(cc.List[i+1].Pos())
			if k := bytes.IndexByte(nz.c.src[from:to], ','); k >= 0 {
				comma := e.End() + token.Pos(k)
				nz.replace(comma, comma+1, ": fallthrough; case")
			}
		}
	}
}

// joinCases replaces each expression of a case list by its text as cond
// gives it, and each comma between them by ||.
func (nz *normaliser) joinCases(list []ast.Expr, cond func(ast.Expr) string) {
	for i, e := range list {
		nz.replace(e.Pos(), e.End(), cond(e))
		if i+1 < len(list) {
			from := nz.offset(e.End())
			to := nz.offset(list[i+1].Pos())
			if k := bytes.IndexByte(nz.c.src[from:to], ','); k >= 0 {
				comma := e.End() + token.Pos(k)
				nz.replace(comma, comma+1, " ||")
			}
		}
	}
}

// typeSwitch rewrites a type switch whose value may hold a type the skill
// declares into an expression switch over comma-ok type assertions, which
// the interpreter gets right. Its type switch did not: a case of a skill's
// type without methods never matched (case pt: with a pt), a skill's
// named int matched case int, and with a variable bound (switch x :=
// v.(type)) a case of a skill's struct type was passed over for a later
// case of an interface it implements. Go tries the cases in order, and so
// does an expression switch; break still leaves the switch. On the same
// lines,
//
//	switch x := v.(type) {
//	case pt:
//	case A, nil:
//
// becomes
//
//	switch S := v; {
//	case func() bool { _, ok := S.(pt); return ok }(): x := S.(pt); _ = x;
//	case func() bool { _, ok := S.(A); return ok }() || S == nil: x := S; _ = x;
//
// (a case of one interface type binds x in a type switch of that one
// case around the body). An init statement moves into a block around the
// switch, as switchInit's; a labeled type switch with one is left alone.
func (nz *normaliser) typeSwitch(ts *ast.TypeSwitchStmt) {
	if ts.Body == nil || ts.Init != nil && nz.labeled[ts] {
		return
	}
	var bound *ast.Ident
	var ta *ast.TypeAssertExpr
	switch a := ts.Assign.(type) {
	case *ast.AssignStmt:
		if len(a.Lhs) != 1 || len(a.Rhs) != 1 {
			return
		}
		bound, _ = a.Lhs[0].(*ast.Ident)
		ta, _ = a.Rhs[0].(*ast.TypeAssertExpr)
	case *ast.ExprStmt:
		ta, _ = a.X.(*ast.TypeAssertExpr)
	}
	if ta == nil || !nz.c.mayHoldSkillType(ta.X, ta.Pos()) && !nz.foreignCases(ta.X, ts.Body) {
		return
	}
	if bound != nil && bound.Name == "_" {
		bound = nil
	}
	if ts.Init != nil && !nz.initBlock(ts.Switch, ts.Init, ts.Assign.Pos(), ts.Body.Rbrace) {
		return
	}
	s := nz.fresh("ts")
	// The guard's expression stays where it is, with the rewrites inside
	// it (recover()'s: switch r := recover().(type) went without it, and
	// every case but default missed).
	nz.replace(ts.Assign.Pos(), ta.X.Pos(), s+" := ")
	nz.replace(ta.X.End(), ts.Assign.End(), ";")
	for _, st := range ts.Body.List {
		cc, ok := st.(*ast.CaseClause)
		if !ok {
			continue
		}
		nz.joinCases(cc.List, func(e ast.Expr) string {
			if tv, ok := nz.c.info.Types[e]; ok && tv.IsNil() {
				return s + " == nil"
			}
			if tv, ok := nz.c.info.Types[e]; ok && otherPackageIface(nz.c.pkg, tv.Type) {
				// The interpreter's comma-ok assertion of nil to error
				// crashed (see nilAssertHelper).
				return fmt.Sprintf("%s != nil && func() bool { _, ok := %s.(%s); return ok }()", s, s, exprText(nz.c, e))
			}
			open, close := nz.foreignCall(ta.X, e) // see foreignAssert
			if marker := nz.nilMarkerAssert(ta.X, e); marker != "" && open == "" {
				// A nil *T stored in another package's interface (see
				// nilPtrAssert).
				cond := fmt.Sprintf("func() bool { _, ok := %s.(%s); return ok }()", s, marker)
				if t, ok := nz.nilPtrType(e); ok {
					nz.plain = true
					cond += fmt.Sprintf(" || _skillrun_plain.IsNilPtr(%s, %q)", s, t)
				}
				return fmt.Sprintf("(%s != nil && (%s) || func() bool { _, ok := %s.(%s); return ok }())", s, cond, s, exprText(nz.c, e))
			}
			if t, ok := nz.nilPtrType(e); ok && open == "" {
				// A nil *T stored in error or fmt.Stringer (see
				// nilPtrAssert).
				nz.plain = true
				return fmt.Sprintf("(%s != nil && _skillrun_plain.IsNilPtr(%s, %q) || func() bool { _, ok := %s.(%s); return ok }())", s, s, t, s, exprText(nz.c, e))
			}
			if cond := nz.twinCheck(ta.X, e, s); cond != "" && open == "" {
				return cond
			}
			if cond := nz.layoutTwinCheck(ta.X, e, s); cond != "" && open == "" {
				return cond
			}
			if h := nz.heldCase(ta.X, e); h != "" {
				// The skill's struct value in error or fmt.Stringer
				// (see heldAssert).
				return fmt.Sprintf("func() bool { _, ok := %s(%s).(%s); return ok }()", h, s, exprText(nz.c, e))
			}
			return fmt.Sprintf("func() bool { _, ok := %s%s%s.(%s); return ok }()", open, s, close, exprText(nz.c, e))
		})
		if bound == nil {
			continue
		}
		if len(cc.List) == 1 {
			if tv, ok := nz.c.info.Types[cc.List[0]]; ok && !tv.IsNil() {
				typ := exprText(nz.c, cc.List[0])
				if !types.IsInterface(tv.Type) {
					if _, ok := nz.nilPtrType(cc.List[0]); ok || nz.nilMarkerAssert(ta.X, cc.List[0]) != "" {
						// plain's value for a nil *T binds nil.
						nz.insert(cc.Colon+1, fmt.Sprintf(" %s, _ := %s.(%s); _ = %s;", bound.Name, s, typ, bound.Name))
						continue
					}
					if h := nz.heldCase(ta.X, cc.List[0]); h != "" {
						nz.insert(cc.Colon+1, fmt.Sprintf(" %s := %s(%s).(%s); _ = %s;", bound.Name, h, s, typ, bound.Name))
						continue
					}
					nz.insert(cc.Colon+1, fmt.Sprintf(" %s := %s.(%s); _ = %s;", bound.Name, s, typ, bound.Name))
					continue
				}
				if n, ok := types.Unalias(tv.Type).(*types.Named); ok && n.Obj().Pkg() != nz.c.pkg {
					// Another package's interface (error,
					// fmt.Stringer): the interpreter binds it right
					// with ok, and fails the type switch of one case
					// below (which then panicked "unreachable").
					bind := fmt.Sprintf("%s.(%s)", s, typ)
					if h := nz.assertHelper(ta.X, cc.List[0]); h != "" {
						bind = fmt.Sprintf("%s(%s)", h, s) // see assertIface
					}
					nz.insert(cc.Colon+1, fmt.Sprintf(" %s, _ := %s; _ = %s;", bound.Name, bind, bound.Name))
					continue
				}
				// The interpreter crashes asserting to an interface
				// type the skill declares or writes (x := s.(shape),
				// s.(interface{ Error() string })), but binds
				// it right in a type switch of one case, which the
				// value matches. A break in the body leaves both
				// switches.
				nz.insert(cc.Colon+1, fmt.Sprintf(" switch %s := %s.(type) { case %s: _ = %s;", bound.Name, s, typ, bound.Name))
				end := cc.Colon + 1
				if n := len(cc.Body); n > 0 {
					end = cc.Body[n-1].End()
				}
				nz.insert(end, "; default: panic(\"unreachable\") }") // keeps a clause that returns terminating
				continue
			}
		}
		nz.insert(cc.Colon+1, fmt.Sprintf(" %s := %s; _ = %s;", bound.Name, s, bound.Name))
	}
}

func (nz *normaliser) forStmt(fs *ast.ForStmt) {
	nz.forCond(fs)
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

// forCond gives a loop with an init statement and neither a condition nor
// a post statement the condition true: yaegi v0.16.1 runs the init again
// before every iteration of such a loop (its forStmt1 goes back to the
// init where Go goes back to the body), so for i := 0; ; { ...; i = s }
// (a heap's sift-down) saw i == 0 every time, silently, or never ended.
// The loop's second semicolon is always written (a newline after the
// init may stand for the first, and comments may sit anywhere in the
// header): true goes just before it, on its line,
//
//	for i := 0; ; {
//
// becoming for i := 0; true; {, which the interpreter runs as Go does.
func (nz *normaliser) forCond(fs *ast.ForStmt) {
	if fs.Init == nil || fs.Cond != nil || fs.Post != nil || fs.Body == nil {
		return
	}
	from, to := nz.offset(fs.Init.End()), nz.offset(fs.Body.Lbrace)
	var s scanner.Scanner
	f := token.NewFileSet().AddFile("", -1, to-from)
	s.Init(f, nz.c.src[from:to], nil, 0)
	second := -1
	for {
		p, tok, lit := s.Scan()
		if tok == token.EOF {
			break
		}
		if tok == token.SEMICOLON && lit == ";" {
			second = f.Offset(p)
		}
	}
	if second < 0 {
		nz.c.errorf(fs.For, "internal error: the header of this for loop has no second semicolon; write it as for init; true; {")
		return
	}
	nz.insert(fs.Init.End()+token.Pos(second), "true")
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
// three-clause loop (fs != nil) a variable the body also assigns is
// copied back for the loop's condition and post statement
// (loopVarsCopied).
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
	var copied []*ast.Ident
	for _, v := range vars {
		o := nz.c.info.Defs[v]
		if o == nil || !captured[o] {
			continue
		}
		if fs != nil && assigned[o] {
			copied = append(copied, v)
			continue
		}
		fmt.Fprintf(&b, " %s := %s;", v.Name, v.Name)
	}
	if len(copied) > 0 {
		b.WriteString(nz.loopVarsCopied(fs, copied))
	}
	if b.Len() > 0 {
		nz.insert(body.Lbrace+1, b.String())
	}
}

// parenCallee takes the parentheses off a callee that is a name or a
// selector ((f)(x) is f(x)): the interpreter crashed calling a function
// in parentheses ("reflect: call of reflect.Value.Call on ptr Value").
func (nz *normaliser) parenCallee(call *ast.CallExpr) {
	p, ok := call.Fun.(*ast.ParenExpr)
	if !ok {
		return
	}
	switch ast.Unparen(p).(type) {
	case *ast.Ident, *ast.SelectorExpr:
		for x := ast.Expr(p); ; {
			q, ok := x.(*ast.ParenExpr)
			if !ok {
				return
			}
			nz.replace(q.Lparen, q.Lparen+1, "")
			nz.replace(q.Rparen, q.Rparen+1, "")
			x = q.X
		}
	}
}

// loopVarsCopied gives each variable of vars, declared by the three-clause
// loop fs, captured by a closure (or its address taken) and assigned in
// the body, a variable of each iteration, as Go 1.22 does: the
// interpreter has one variable for the whole loop, so for i := 0; i < 3;
// i++ { fs = append(fs, func() int { return i }); i++ } made closures
// that all saw the last value (4, 4 where Go gives 1, 3), silently. The
// loop's header works on a variable of its own (_skillrun_iN, renamed
// in the init, condition and post statement); the body starts with
// i := _skillrun_iN and hands i back to it at its end and before each
// continue of this loop, as Go copies an iteration's variable into the
// next one's before the post statement. It returns the declarations the
// body starts with.
func (nz *normaliser) loopVarsCopied(fs *ast.ForStmt, vars []*ast.Ident) string {
	outer := map[types.Object]string{}
	var decl, back strings.Builder
	for _, v := range vars {
		name := nz.fresh("loop")
		outer[nz.c.info.Defs[v]] = name
		fmt.Fprintf(&decl, " %s := %s;", v.Name, name)
		fmt.Fprintf(&back, "%s = %s; ", name, v.Name)
	}
	for _, n := range []ast.Node{fs.Init, fs.Cond, fs.Post} {
		if n == nil {
			continue
		}
		ast.Inspect(n, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok {
				o := nz.c.info.Defs[id]
				if o == nil {
					o = nz.c.info.Uses[id]
				}
				if name, ok := outer[o]; ok {
					nz.replace(id.Pos(), id.End(), name)
				}
			}
			return true
		})
	}
	var label *types.Label
	ast.Inspect(nz.c.file, func(n ast.Node) bool {
		if ls, ok := n.(*ast.LabeledStmt); ok && ls.Stmt == fs {
			label, _ = nz.c.info.Defs[ls.Label].(*types.Label)
		}
		return label == nil
	})
	var walk func(n ast.Node, inner bool)
	walk = func(n ast.Node, inner bool) {
		ast.Inspect(n, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.FuncLit:
				return false
			case *ast.ForStmt:
				walk(n.Body, true)
				return false
			case *ast.RangeStmt:
				walk(n.Body, true)
				return false
			case *ast.BranchStmt:
				if n.Tok != token.CONTINUE {
					return true
				}
				if n.Label == nil && !inner || n.Label != nil && label != nil && nz.c.info.Uses[n.Label] == label {
					nz.insert(n.Pos(), back.String())
				}
			}
			return true
		})
	}
	walk(fs.Body, false)
	nz.insert(fs.Body.Rbrace, "; "+strings.TrimSuffix(back.String(), " "))
	return decl.String()
}

// complexConst writes each argument of a constant call of complex that
// names another package's constant (complex(0, math.Pi)) as its value, a
// floating-point literal of the call's precision: yaegi v0.16.1 did not
// compile such a call ("mismatched types untyped float and untyped
// float64"), and compiles the literal. The call stays constant.
func (nz *normaliser) complexConst(call *ast.CallExpr) {
	tv := nz.c.info.Types[call]
	if tv.Value == nil || len(call.Args) != 2 {
		return
	}
	bits := 64
	if b, ok := tv.Type.Underlying().(*types.Basic); ok && b.Kind() == types.Complex64 {
		bits = 32
	}
	for _, a := range call.Args {
		av := nz.c.info.Types[a].Value
		if av == nil || !nz.namesForeignConst(a) {
			continue
		}
		var f float64
		if bits == 32 {
			f32, _ := constant.Float32Val(constant.ToFloat(av))
			f = float64(f32)
		} else {
			f, _ = constant.Float64Val(constant.ToFloat(av))
		}
		lit := strconv.FormatFloat(f, 'g', -1, bits)
		if !strings.ContainsAny(lit, ".e") {
			lit += ".0"
		}
		nz.replace(a.Pos(), a.End(), "("+lit+")")
	}
}

// namesForeignConst reports whether e names another package's constant.
func (nz *normaliser) namesForeignConst(e ast.Expr) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if sel, ok := n.(*ast.SelectorExpr); ok {
			if c, ok := nz.c.info.Uses[sel.Sel].(*types.Const); ok && c.Pkg() != nil && c.Pkg() != nz.c.pkg {
				found = true
			}
		}
		return !found
	})
	return found
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
	case "complex":
		nz.complexConst(call)
	case "panic":
		nz.panicValue(call)
	case "recover":
		nz.recovers = append(nz.recovers, call)
	case "new":
		nz.newGeneric(call)
	case "min", "max":
		t := nz.c.info.TypeOf(call)
		if t == nil {
			return
		}
		typ := nz.typeString(t)
		cmp := "<"
		if id.Name == "max" {
			cmp = ">"
		}
		nan := ""
		if b, ok := types.Default(t).Underlying().(*types.Basic); ok && b.Info()&types.IsFloat != 0 {
			nan = " || y != y"
		} else if _, ok := t.(*types.TypeParam); ok {
			nan = " || y != y" // a float64 may instantiate it
		}
		if nz.localBuiltin(call, id, t, fmt.Sprintf("func(x %s, ys ...%s) %s { for _, y := range ys { if y %s x%s { x = y } }; return x }", typ, typ, typ, cmp, nan)) {
			return
		}
		name := fmt.Sprintf("_skillrun_%s_%s", id.Name, mangle(typ))
		nz.setHelper(name, fmt.Sprintf("\nfunc %s(x %s, ys ...%s) %s {\n\tfor _, y := range ys {\n\t\tif y %s x%s {\n\t\t\tx = y\n\t\t}\n\t}\n\treturn x\n}\n", name, typ, typ, typ, cmp, nan))
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
			if nz.localBuiltin(call, id, t, fmt.Sprintf("func(m %s) { for k := range m { delete(m, k) } }", typ)) {
				return
			}
			nz.setHelper(name, fmt.Sprintf("\nfunc %s(m %s) {\n\tfor k := range m {\n\t\tdelete(m, k)\n\t}\n}\n", name, typ))
		case *types.Slice:
			if nz.localBuiltin(call, id, t, fmt.Sprintf("func(s %s) { var zero %s; for i := range s { s[i] = zero } }", typ, nz.typeString(u.Elem()))) {
				return
			}
			nz.setHelper(name, fmt.Sprintf("\nfunc %s(s %s) {\n\tvar zero %s\n\tfor i := range s {\n\t\ts[i] = zero\n\t}\n}\n", name, typ, nz.typeString(u.Elem())))
		default:
			return
		}
		nz.replace(id.Pos(), id.End(), name)
	}
}

// spellsTypeParam reports whether t names a type parameter (min(x, lo)
// in func clamp[T cmp.Ordered]): a helper at the top of the file cannot.
func spellsTypeParam(t types.Type) bool {
	found := false
	eachSpelled(t, func(e types.Type) bool {
		_, found = e.(*types.TypeParam)
		return !found
	})
	return found
}

// localBuiltin reports whether the builtin id called by call, on values
// of t, is handled here because the helper at the top of the file cannot
// name t (a type declared in a function: type score int; min(a, b)): the
// builtin becomes lit, the helper's function literal, where the call
// names t as written; or, when t means something else there too, a vet
// error. Vet refused such a call.
func (nz *normaliser) localBuiltin(call *ast.CallExpr, id *ast.Ident, t types.Type, lit string) bool {
	if nz.hiddenAt(token.NoPos, t) == "" && !spellsTypeParam(t) {
		return false
	}
	if h := nz.hiddenAt(call.Pos(), t); h != "" {
		nz.c.errorf(call.Pos(), "%s of a value of %s is not supported by the interpreter: skillrun rewrites it into a function, where %s means something else; rename what hides it", id.Name, nz.typeString(t), h)
		return true
	}
	nz.replace(id.Pos(), id.End(), lit)
	return true
}

// mangle spells the type s in the letters of an identifier, a different
// spelling for each type: the normaliser names a helper for a type by it
// (two types spelt alike shared a helper, []T's and S_T's, Cölor's and
// C_lor's, and the source did not type-check). A letter or digit stands
// for itself; any other character is _ and a letter (the escapes below)
// or _u, its code point in hex, and _. No escape is _ and a digit, which
// separates two spellings in a name.
func mangle(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9':
			b.WriteRune(r)
		case r == '_':
			b.WriteString("__")
		case r == '*':
			b.WriteString("_P")
		case r == '[':
			b.WriteString("_S")
		case r == ']':
			b.WriteString("_E")
		case r == '.':
			b.WriteString("_D")
		case r == ' ':
			b.WriteString("_s")
		default:
			fmt.Fprintf(&b, "_u%x_", r)
		}
	}
	return b.String()
}

// exprText is the source text of n as the author wrote it.
func exprText(c *checker, n ast.Node) string {
	return string(c.src[c.fset.Position(n.Pos()).Offset:c.fset.Position(n.End()).Offset])
}

// analysed is a source file parsed and type-checked against the
// universe: its syntax, its expressions' types, and its first type error.
type analysed struct {
	fset *token.FileSet
	file *ast.File
	info *types.Info
	pkg  *types.Package
	err  error
}

// analyse parses src (a syntax error is returned) and type-checks it.
func analyse(u *universe, file string, src []byte) (*analysed, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, file, src, parser.SkipObjectResolution)
	if err != nil {
		return nil, err
	}
	a := &analysed{fset: fset, file: f, info: &types.Info{Types: map[ast.Expr]types.TypeAndValue{}, Uses: map[*ast.Ident]types.Object{}, Defs: map[*ast.Ident]types.Object{}, Scopes: map[ast.Node]*types.Scope{}}}
	conf := types.Config{Importer: u, GoVersion: "go1.26", Error: func(err error) {
		if a.err == nil {
			a.err = err
		}
	}}
	a.pkg, _ = conf.Check(f.Name.Name, fset, []*ast.File{f}, a.info)
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

// parenRecv puts in parentheses a receive assigned to an element of a
// slice, array or map, a field or a pointer's target (a[i] = <-ch, p.n
// += <-ch): the interpreter left the target unchanged; (<-ch) it
// assigns. A select case's receive is rewritten into such an assignment
// (see selectcall.go).
func (nz *normaliser) parenRecv(as *ast.AssignStmt) {
	if as.Tok == token.DEFINE || len(as.Lhs) != 1 || len(as.Rhs) != 1 {
		return
	}
	u, ok := as.Rhs[0].(*ast.UnaryExpr)
	if !ok || u.Op != token.ARROW {
		return
	}
	if _, ok := ast.Unparen(as.Lhs[0]).(*ast.Ident); ok {
		return
	}
	nz.wrap(u.Pos(), u.End(), "(", ")")
}

// rangeChanElems rewrites a range over a slice, array or map of channels
// that names a value (for i, c := range chans) into one over the indices
// or keys that reads the element first in the body (for i := range chans
// { c := chans[i]; ...), on its line: the interpreter crashed ("reflect:
// call of reflect.Value.Len on int Value"; over a map, a nil pointer
// dereference). The range expression must be a
// variable the body does not assign (Go evaluates it once), and the
// value defined; otherwise vet refuses it naming the rewrite.
func (nz *normaliser) rangeChanElems(rs *ast.RangeStmt, t types.Type) {
	if rs.Value == nil || isBlank(rs.Value) || rs.Key == nil {
		return
	}
	if p, ok := t.Underlying().(*types.Pointer); ok {
		if _, ok := p.Elem().Underlying().(*types.Array); ok {
			t = p.Elem()
		}
	}
	elem := containerElem(t)
	if elem == nil {
		return
	}
	if _, ok := elem.Underlying().(*types.Chan); !ok {
		return
	}
	id, _ := ast.Unparen(rs.X).(*ast.Ident)
	var obj *types.Var
	if id != nil {
		obj, _ = nz.c.info.Uses[id].(*types.Var)
	}
	if obj == nil || rs.Tok != token.DEFINE || assignedIn(nz.c.info, rs.Body, obj) {
		nz.c.errorf(rs.Pos(), "a range over a slice, array or map of channels that names a value crashes the interpreter, and this one cannot be rewritten (its expression is not a variable the loop leaves alone, or the loop assigns existing variables): range over the indices and read the element (for i := range chans { c := chans[i]; ... })")
		return
	}
	key := exprText(nz.c, rs.Key)
	if isBlank(rs.Key) {
		key = nz.fresh("ci")
	}
	nz.replace(rs.Key.Pos(), rs.Value.End(), key)
	// The body in a block of its own: a value a closure captures is
	// redeclared at its top (see shadowCaptured).
	nz.insert(rs.Body.Lbrace+1, " "+exprText(nz.c, rs.Value)+" := "+id.Name+"["+key+"]; {")
	nz.insert(rs.Body.Rbrace, "}")
}

// containerElem returns the element type of a slice, array or map type,
// nil for any other.
func containerElem(t types.Type) types.Type {
	switch u := t.Underlying().(type) {
	case *types.Slice:
		return u.Elem()
	case *types.Array:
		return u.Elem()
	case *types.Map:
		return u.Elem()
	}
	return nil
}

// assignedIn says whether body assigns v, or an element or field of it,
// or takes its address.
func assignedIn(info *types.Info, body ast.Node, v *types.Var) bool {
	root := func(e ast.Expr) bool {
		for {
			switch x := ast.Unparen(e).(type) {
			case *ast.Ident:
				return info.Uses[x] == v
			case *ast.IndexExpr:
				e = x.X
			case *ast.SelectorExpr:
				e = x.X
			case *ast.StarExpr:
				e = x.X
			default:
				return false
			}
		}
	}
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			for _, l := range n.Lhs {
				found = found || root(l)
			}
		case *ast.IncDecStmt:
			found = found || root(n.X)
		case *ast.UnaryExpr:
			found = found || (n.Op == token.AND && root(n.X))
		case *ast.RangeStmt:
			found = found || (n.Key != nil && root(n.Key)) || (n.Value != nil && root(n.Value))
		}
		return !found
	})
	return found
}
