package check

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/scanner"
	"go/token"
	"go/types"
	"path"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"unicode/utf8"

	"github.com/skillrun/skillrun/runtime/symbols"
	"github.com/skillrun/skillrun/skills"
)

const (
	skillsPath    = "github.com/skillrun/skillrun/skills"
	detectorsPath = "github.com/skillrun/skillrun/detectors"
)

// Unit is one checked skill version: its manifest, its source as written,
// and the normalised source the interpreter compiles.
type Unit struct {
	Manifest skills.Manifest
	// File is the name positions are reported against.
	File string
	// Source is the source as written.
	Source []byte
	// Code is the normalised source (helpers appended after the original text).
	Code []byte
	// ArgsType is the name of the Args type in Code.
	ArgsType string
	// Imports are the import paths of Code, so the interpreter loads only
	// the symbol tables the skill uses.
	Imports []string

	schema *ArgsSchema // Manifest.Params compiled (Schema)
}

// Name returns the skill's name.
func (u *Unit) Name() string { return u.Manifest.Name }

// Version returns the skill's version id.
func (u *Unit) Version() string { return u.Manifest.Version }

// forbidden explains why common dangerous imports are refused.
var forbidden = map[string]string{
	"os":            "skills cannot touch the host's files, processes or environment",
	"os/exec":       "skills cannot run programs",
	"syscall":       "skills cannot make system calls",
	"unsafe":        "skills cannot break memory safety",
	"reflect":       "reflection can write host memory",
	"net":           "skills have no network; act through the environment",
	"net/http":      "skills have no network; act through the environment",
	"runtime":       "skills cannot change the runtime",
	"runtime/debug": "skills cannot change the runtime",
	"plugin":        "skills cannot load code",
	"io/ioutil":     "skills cannot touch the host's files",
	"io/fs":         "skills cannot touch the host's files",
	"os/signal":     "skills cannot handle signals",
}

var nameRE = regexp.MustCompile(`^[a-z][a-z0-9_]{0,63}$`)

// VersionOf returns the version id of normalised source: the first 16 hex
// digits of its SHA-256.
func VersionOf(code []byte) string {
	sum := sha256.Sum256(code)
	return hex.EncodeToString(sum[:8])
}

// Check parses, type-checks and normalises one skill file. file names the
// source in diagnostics. A file that does not vet gives a *VetError; a Go
// file without an entry point gives a *NotSkillError.
func Check(file string, src []byte) (u *Unit, err error) {
	defer func() {
		// go/types is robust, but a checker must never take the host down.
		if r := recover(); r != nil {
			u, err = nil, &VetError{File: file, Diags: []Diagnostic{{Pos: token.Position{Filename: file}, Msg: fmt.Sprintf("internal error checking source: %v", r)}}}
		}
	}()
	uni, err := theUniverse()
	if err != nil {
		return nil, fmt.Errorf("build type universe: %w", err)
	}
	if len(src) > MaxSourceBytes {
		// Whatever way it came in (a proposal, a rollback, a sync): the
		// bounds below assume no more.
		return nil, &VetError{File: file, Diags: []Diagnostic{{Pos: token.Position{Filename: file, Line: 1, Column: 1},
			Msg: fmt.Sprintf("the file is %d bytes; a skill file is at most %d", len(src), MaxSourceBytes)}}}
	}
	if i := bytes.IndexByte(src, 0); i >= 0 {
		return nil, &VetError{File: file, Diags: []Diagnostic{{Pos: token.Position{Filename: file, Line: 1 + bytes.Count(src[:i], []byte("\n")), Column: 1},
			Msg: "not Go source: the file holds a NUL byte (binary data)"}}}
	}
	release := acquireSlot()
	defer release()
	if at, ok := lineDirective(file, src); ok {
		// Before the parser, whose errors it would rename too.
		return nil, &VetError{File: file, Diags: []Diagnostic{{Pos: at,
			Msg: "a line directive (//line or /*line) renames the file and lines errors are reported at; skills cannot use one: delete it"}}}
	}
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, file, src, parser.ParseComments|parser.AllErrors|parser.SkipObjectResolution)
	if err != nil {
		var el scanner.ErrorList
		if errors.As(err, &el) && slices.ContainsFunc(el, func(e *scanner.Error) bool { return strings.HasPrefix(e.Msg, "expected 'package'") }) {
			// Not Go at all (a config file, a key, a binary behind a .go
			// name): say so without quoting it — the parser's messages
			// would echo the file's first tokens, which may be secrets.
			return nil, &VetError{File: file, Diags: []Diagnostic{{Pos: token.Position{Filename: file, Line: 1, Column: 1},
				Msg: "not Go source: the file does not start with a package clause"}}}
		}
		if errors.As(err, &el) {
			ve := &VetError{File: file}
			for _, e := range el {
				if len(ve.Diags) == maxDiags {
					ve.Diags = append(ve.Diags, moreDiags(file, len(el)-maxDiags))
					break
				}
				ve.Diags = append(ve.Diags, Diagnostic{Pos: e.Pos, Msg: clipDiag(e.Msg)})
			}
			return nil, ve
		}
		return nil, &VetError{File: file, Diags: []Diagnostic{{Pos: token.Position{Filename: file}, Msg: err.Error()}}}
	}
	c := &checker{fset: fset, file: f, src: src, name: file, uni: uni}
	return c.check()
}

// checkSlots bounds the files checked at once to the processors: a check
// only computes, so more at once gains nothing, and what one costs at
// worst (the parser's stack for 100,000 nested parentheses, about 250 MB,
// before checkNesting can refuse them) would otherwise be multiplied by
// every proposal in flight (serve admits 64 at once, from clients that
// name themselves).
var checkSlots = make(chan struct{}, max(runtime.GOMAXPROCS(0), 1))

// checksRunning counts the checks holding a slot (the tests read it).
var checksRunning atomic.Int32

func acquireSlot() (release func()) {
	checkSlots <- struct{}{}
	checksRunning.Add(1)
	return func() {
		checksRunning.Add(-1)
		<-checkSlots
	}
}

type checker struct {
	// droppedImports are the imports the normaliser removed (see
	// stdImports).
	droppedImports map[string]bool
	fset           *token.FileSet
	file           *ast.File
	src            []byte
	name           string
	uni            *universe
	info           *types.Info
	pkg            *types.Package
	diags          []Diagnostic
	dropped        int                  // diagnostics past maxDiags, not kept
	stopped        bool                 // the type checker was stopped at maxDiags
	said           map[string]token.Pos // behaviour directives seen, where
	impl           *implIndex           // the skill's types, for implementer
	exp            *expander            // checkExpansions' measures, for checkGrowth
	// renamed are the generic types' methods checkMethodClash renamed,
	// and their names in the normalised source.
	renamed map[types.Object]string
	// instLists are the lists of type arguments (written out) each
	// generic function and type of the skill is instantiated with,
	// resolved through generic code (instanceKeys).
	instLists map[types.Object][][]string
}

func (c *checker) errorf(pos token.Pos, format string, args ...any) {
	if len(c.diags) >= maxDiags {
		// Not even formatted: an argument may be a large type.
		c.dropped++
		return
	}
	c.diags = append(c.diags, Diagnostic{Pos: c.fset.Position(pos), Msg: clipDiag(fmt.Sprintf(format, args...))})
}

// maxDiags bounds the diagnostics vet keeps for one file, and
// maxDiagBytes the text of each. A message may quote a type in full, and
// go/types reports every error it finds: a 660 KB file of 60,000
// assignments of a constant to a variable of a struct type of 1,300
// fields took the host 12.7 s and 1.4 GB, and made a 900 MB error, which
// every door then carries (the API's answer, the memory's rejection
// reasons). The type checker is stopped at the bound.
const (
	maxDiags     = 100
	maxDiagBytes = 4096
)

// clipDiag cuts a diagnostic's message to maxDiagBytes.
func clipDiag(msg string) string {
	if len(msg) <= maxDiagBytes {
		return msg
	}
	cut := maxDiagBytes
	for cut > 0 && !utf8.RuneStart(msg[cut]) {
		cut--
	}
	return fmt.Sprintf("%s… (%d bytes in all)", msg[:cut], len(msg))
}

// moreDiags says n diagnostics were not kept.
func moreDiags(file string, n int) Diagnostic {
	return Diagnostic{Pos: token.Position{Filename: file}, Msg: fmt.Sprintf("vet stopped after %d problems (%d more not shown)", maxDiags, n)}
}

// tooManyDiags stops the type checker once maxDiags are kept.
type tooManyDiags struct{}

// addDiag keeps a diagnostic, and stops the type checker past maxDiags.
func (c *checker) addDiag(d Diagnostic) {
	if len(c.diags) >= maxDiags {
		c.stopped = true
		panic(tooManyDiags{})
	}
	d.Msg = clipDiag(d.Msg)
	c.diags = append(c.diags, d)
}

// typeCheck runs the type checker, stopped when it reports more than
// maxDiags problems.
func (c *checker) typeCheck(conf *types.Config, name string) (pkg *types.Package) {
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(tooManyDiags); !ok {
				panic(r)
			}
			pkg = nil
		}
	}()
	pkg, _ = conf.Check(name, c.fset, []*ast.File{c.file}, c.info)
	return pkg
}

func (c *checker) fail() error {
	sortDiags(c.diags)
	diags := c.diags
	if c.stopped {
		diags = append(diags, Diagnostic{Pos: token.Position{Filename: c.name}, Msg: fmt.Sprintf("vet stopped after %d problems", maxDiags)})
	} else if c.dropped > 0 {
		diags = append(diags, moreDiags(c.name, c.dropped))
	}
	return &VetError{File: c.name, Diags: diags}
}

func (c *checker) check() (*Unit, error) {
	f := c.file
	name := f.Name.Name
	if name == "main" {
		c.errorf(f.Name.Pos(), "a skill's package is its name; package main cannot be a skill")
	} else if !nameRE.MatchString(name) {
		c.errorf(f.Name.Pos(), "skill name %q must be lower case letters, digits and underscores, starting with a letter", name)
	}
	for _, imp := range f.Imports {
		p, _ := strconv.Unquote(imp.Path.Value)
		if why, ok := forbidden[p]; ok {
			c.errorf(imp.Path.Pos(), "import %q is forbidden in skills: %s", p, why)
		} else if !symbols.Allowed(p) {
			c.errorf(imp.Path.Pos(), "import %q is not available to skills (allowed: the standard packages %s, %s, and %s)",
				p, strings.Join(symbols.Std, ", "), strings.Join(symbols.Generic, ", "), strings.Join(symbols.Project, ", "))
		}
		if imp.Name != nil && imp.Name.Name == "." {
			c.errorf(imp.Name.Pos(), "dot imports are not supported in skills")
		}
	}
	for _, d := range f.Decls {
		if fd, ok := d.(*ast.FuncDecl); ok && fd.Body == nil {
			// go/types takes one (Go's assembly, //go:linkname), the
			// interpreter refused it: vetted, stored, and no call could
			// ever run ("bad input: missing function body").
			c.errorf(fd.Name.Pos(), "func %s has no body: a skill's functions are written out in Go here (a body in assembly or pulled in by //go:linkname is not available)", fd.Name.Name)
		}
	}
	if len(c.diags) > 0 {
		return nil, c.fail()
	}
	if c.checkNesting(); len(c.diags) > 0 {
		return nil, c.fail()
	}
	if c.checkSwitches(); len(c.diags) > 0 {
		return nil, c.fail()
	}
	if c.checkGotos(); len(c.diags) > 0 {
		return nil, c.fail()
	}
	if c.checkMembers(); len(c.diags) > 0 {
		return nil, c.fail()
	}
	if c.checkExpansions(); len(c.diags) > 0 {
		return nil, c.fail()
	}
	if c.checkGrowth(); len(c.diags) > 0 {
		return nil, c.fail()
	}
	c.info = &types.Info{
		Types:      map[ast.Expr]types.TypeAndValue{},
		Defs:       map[*ast.Ident]types.Object{},
		Uses:       map[*ast.Ident]types.Object{},
		Selections: map[*ast.SelectorExpr]*types.Selection{},
		Scopes:     map[ast.Node]*types.Scope{},
		Instances:  map[*ast.Ident]types.Instance{},
		Implicits:  map[ast.Node]types.Object{},
	}
	conf := types.Config{
		Importer:  importerFunc(c.importPkg),
		GoVersion: "go1.26",
		Error: func(err error) {
			if te, ok := err.(types.Error); ok {
				if name, ok := strings.CutPrefix(te.Msg, "undefined: "); ok {
					if why, ok := symbols.Excluded[qualifiedName(c.file, name)]; ok {
						te.Msg = fmt.Sprintf("%s is not available to skills: %s", name, why)
					}
				}
				c.addDiag(Diagnostic{Pos: te.Fset.Position(te.Pos), Msg: te.Msg})
				return
			}
			c.addDiag(Diagnostic{Pos: token.Position{Filename: c.name}, Msg: err.Error()})
		},
	}
	c.pkg = c.typeCheck(&conf, name)
	if len(c.diags) > 0 {
		return nil, c.fail()
	}
	if c.checkMethodSets(); len(c.diags) > 0 {
		return nil, c.fail()
	}
	if c.checkTypeSizes(); len(c.diags) > 0 {
		return nil, c.fail()
	}
	c.checkSymbols()
	c.checkReserved()
	c.checkJSONMethods()
	c.checkErrorKind()
	c.checkOmitZero()
	c.checkJSONDecodeEmbeds()
	c.checkEmbeddedJSON()
	c.checkTypeParamFields()
	c.checkGenericLitInIface()
	c.checkConstructs()
	c.checkSharedInstances()
	c.checkComparableInstances()
	c.checkMethodClash()
	c.checkRecursiveGenerics()
	c.checkThroughGenerics()
	c.checkNestedInstances()
	c.checkPackageState()
	c.checkSelectGotos()
	kind, entry := c.entry()
	if len(c.diags) > 0 {
		return nil, c.fail()
	}
	if entry == nil {
		return nil, &NotSkillError{File: c.name}
	}
	argsName := c.checkSignature(kind, entry)
	if len(c.diags) > 0 {
		return nil, c.fail()
	}
	m, err := c.manifest(kind, entry)
	if err != nil {
		return nil, err
	}
	code, err := c.normalise()
	if err != nil {
		return nil, err
	}
	m.Version = VersionOf(code)
	m.File = c.name
	var imports []string
	for _, imp := range c.file.Imports {
		p, _ := strconv.Unquote(imp.Path.Value)
		if !c.droppedImports[p] {
			imports = append(imports, p)
		}
	}
	if bytes.Contains(code, []byte(sortAlias+" \"sort\"")) && !slices.Contains(imports, "sort") {
		imports = append(imports, "sort")
	}
	schema, err := CompileSchema(m.Params)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", c.name, err)
	}
	return &Unit{Manifest: m, File: c.name, Source: c.src, Code: code, ArgsType: argsName, Imports: imports, schema: schema}, nil
}

func (c *checker) importPkg(p string) (*types.Package, error) {
	if !symbols.Allowed(p) {
		return nil, fmt.Errorf("package %q is not available to skills", p)
	}
	return c.uni.Import(p)
}

// MaxNesting bounds how deep a skill's syntax nests: a chain of binary
// operators counts one level for each operator, as does each pair of
// parentheses, each call in another's arguments and each block in a block.
// Written code stays far below it. The parser allows 100,000 levels, and
// one expression of 99,000 additions (300 KB) took the host's type
// checker 2 s and 300 MB (most of it stack, for each file checked at
// once), and the interpreter's compiler, whose cost grows with the square
// of the chain, more than the run's 30 s: the run failed as a timeout
// naming nothing.
const MaxNesting = 1000

// checkNesting reports the first place the syntax nests deeper than
// MaxNesting, before anything walks it recursively without a bound.
func (c *checker) checkNesting() {
	depth := 0
	reported := false
	ast.Inspect(c.file, func(n ast.Node) bool {
		if n == nil {
			depth--
			return true
		}
		if depth >= MaxNesting {
			if !reported {
				reported = true
				c.errorf(n.Pos(), "the syntax nests more than %d levels deep here (each operator of a chain such as a + b + c, each parenthesis, call or block within another is a level): split it into statements", MaxNesting)
			}
			return false
		}
		depth++
		return true
	})
}

// maxSwitchCases bounds the values or types the cases of one switch
// list, and maxSwitchPairs the pairs of them in one switch, summed over
// the file's switches. go/types compares each case type of a type switch
// with every one before it, and each constant case value with every one
// before it of the same value: a 1 MB file of one type switch with 77,000
// array types (case [0]int: case [1]int: ...) took the host's checker 26 s,
// and one with 38,000 conversions of 1 to as many named types 7 s.
// Written code stays far below both.
const (
	maxSwitchCases = 1000
	maxSwitchPairs = 1 << 23
)

// checkSwitches reports the first switch that lists more cases than
// maxSwitchCases, or that takes the pairs of cases of the file's switches
// past maxSwitchPairs, before the type checker compares them.
func (c *checker) checkSwitches() {
	var pairs int64
	ast.Inspect(c.file, func(n ast.Node) bool {
		if len(c.diags) > 0 {
			return false
		}
		var body *ast.BlockStmt
		switch s := n.(type) {
		case *ast.SwitchStmt:
			body = s.Body
		case *ast.TypeSwitchStmt:
			body = s.Body
		default:
			return true
		}
		var cases int64
		for _, cl := range body.List {
			cc, ok := cl.(*ast.CaseClause)
			if !ok {
				continue
			}
			for _, e := range cc.List {
				if cases++; cases > maxSwitchCases {
					c.errorf(e.Pos(), "this switch lists more than %d cases (values or types, counted over its clauses): split it, or look the value up in a map", maxSwitchCases)
					return false
				}
			}
		}
		if pairs += cases * (cases - 1) / 2; pairs > maxSwitchPairs {
			c.errorf(n.Pos(), "the file's switches list too many cases together (the type checker compares each case with every other of its switch, more than %d pairs in all): split them, or look values up in maps", maxSwitchPairs)
			return false
		}
		return true
	})
}

// checkSymbols reports uses of whitelisted packages' excluded symbols.
func (c *checker) checkSymbols() {
	for id, obj := range c.info.Uses {
		if obj.Pkg() == nil || obj.Pkg() == c.pkg {
			continue
		}
		key := obj.Pkg().Path() + "." + obj.Name()
		if why, ok := symbols.Excluded[key]; ok {
			c.errorf(id.Pos(), "%s is not available to skills: %s", key, why)
		}
	}
}

// reservedPrefix begins the names the normaliser writes (helpers and
// temporaries); a skill that declared one made the rewrite fail to
// type-check, reported as our internal error.
const reservedPrefix = "_skillrun_"

// checkReserved reports the skill's declarations of reserved names.
func (c *checker) checkReserved() {
	for id, obj := range c.info.Defs {
		if obj != nil && strings.HasPrefix(id.Name, reservedPrefix) {
			c.errorf(id.Pos(), "%s: names beginning %s are reserved for skillrun's rewrites of the source; rename it", id.Name, reservedPrefix)
		}
	}
}

// jsonMethods are the methods encoding/json would call: the interpreter's
// types carry no methods for compiled code, so it never does.
var jsonMethods = map[string]bool{"MarshalJSON": true, "UnmarshalJSON": true, "MarshalText": true, "UnmarshalText": true}

// jsonMethodNames are jsonMethods' names in the order a method set sorts
// them.
var jsonMethodNames = []string{"MarshalJSON", "MarshalText", "UnmarshalJSON", "UnmarshalText"}

// checkJSONMethods reports methods of the skill's types that encoding/json
// would call in Go and never calls in the interpreter (a custom
// MarshalJSON was ignored, silently).
func (c *checker) checkJSONMethods() {
	for _, d := range c.file.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || fd.Recv == nil || !jsonMethods[fd.Name.Name] {
			continue
		}
		c.errorf(fd.Name.Pos(), "method %s: encoding/json never calls a method of the skill's own types in the interpreter, so it would be ignored; build the JSON value yourself (a map, or a struct with the fields to write)", fd.Name.Name)
	}
}

// checkConstructs reports what yaegi v0.16.1 cannot run and the normaliser
// cannot rewrite.
func (c *checker) checkConstructs() {
	// Assertions whose value is dropped (_, ok := v.(T)): the interpreter
	// answers those right where binding the value goes wrong.
	discarded := map[*ast.TypeAssertExpr]bool{}
	labeled := map[ast.Stmt]bool{} // as the normaliser's
	ast.Inspect(c.file, func(n ast.Node) bool {
		if l, ok := n.(*ast.LabeledStmt); ok {
			labeled[l.Stmt] = true
		}
		if as, ok := n.(*ast.AssignStmt); ok && len(as.Lhs) == 2 && len(as.Rhs) == 1 {
			if ta, ok := as.Rhs[0].(*ast.TypeAssertExpr); ok {
				if id, ok := as.Lhs[0].(*ast.Ident); ok && id.Name == "_" {
					discarded[ta] = true
				}
			}
		}
		return true
	})
	ast.Inspect(c.file, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.RangeStmt:
			if n.Tok == token.ASSIGN {
				for _, l := range []ast.Expr{n.Key, n.Value} {
					if l != nil {
						c.checkSharedWrite(l)
					}
				}
			}
		case *ast.AssignStmt:
			if n.Tok == token.ASSIGN {
				for _, l := range n.Lhs {
					c.checkSharedWrite(l)
				}
			}
		case *ast.BinaryExpr:
			if n.Op == token.EQL || n.Op == token.NEQ {
				c.checkCompare(n.OpPos, n.X, n.Y)
			}
		case *ast.TypeAssertExpr:
			if n.Type != nil {
				if !c.heldAssertType(n.X, n.Type) {
					c.checkAssert(n.X, n.Type, !discarded[n])
				}
				c.checkSameLayoutAssert(n.X, n.Type)
				c.checkTwinAssert(n.X, n.Type)
			}
		case *ast.TypeSwitchStmt:
			var x ast.Expr
			binds := false
			switch a := n.Assign.(type) {
			case *ast.AssignStmt:
				x = a.Rhs[0].(*ast.TypeAssertExpr).X
				id, ok := a.Lhs[0].(*ast.Ident)
				binds = ok && id.Name != "_"
			case *ast.ExprStmt:
				x = a.X.(*ast.TypeAssertExpr).X
			}
			for _, cl := range n.Body.List {
				list := cl.(*ast.CaseClause).List
				for _, e := range list {
					if !c.heldAssertType(x, e) || n.Init != nil && labeled[n] { // the normaliser asserts it (typeSwitch, heldCase)
						c.checkAssert(x, e, false)
					}
					c.checkSameLayoutAssert(x, e)
					c.checkTwinAssert(x, e)
					if n.Init != nil && labeled[n] { // the normaliser rewrites the others (typeSwitch)
						c.checkAssertError(x, e, binds && len(list) == 1)
					}
				}
			}
		case *ast.IndexExpr:
			c.checkMapKey(n.X, n.Index)
			c.checkIfaceStructKey(n.X, n.Index)
			c.checkAnyKey(n.X, n.Index)
		case *ast.CompositeLit:
			for _, e := range n.Elts {
				if kv, ok := e.(*ast.KeyValueExpr); ok {
					c.checkMapKey(n, kv.Key)
					c.checkIfaceStructKey(n, kv.Key)
					c.checkAnyKey(n, kv.Key)
				}
			}
		case *ast.SwitchStmt:
			if n.Tag != nil {
				for _, cl := range n.Body.List {
					for _, e := range cl.(*ast.CaseClause).List {
						c.checkCompare(e.Pos(), n.Tag, e)
						c.checkSwitchCase(n.Tag, e)
					}
				}
			}
		case *ast.CallExpr:
			if c.isFunc(n.Fun, "errors", "Is") && len(n.Args) == 2 && c.mayHoldSkillType(n.Args[1], n.Pos()) {
				c.errorf(n.Pos(), "errors.Is with a target that may hold an error type declared in the skill (%s) is not supported by the interpreter: it answers false; declare the sentinel with errors.New, or use a type assertion", c.skillTypeIn(n.Args[1], n.Pos()))
			}
			if tv, ok := c.info.Types[n.Fun]; ok && tv.IsType() {
				if _, isIface := tv.Type.Underlying().(*types.Interface); isIface && types.Identical(tv.Type, types.Universe.Lookup("error").Type()) {
					c.errorf(n.Pos(), "conversion error(x) is not supported by the interpreter; assign to a variable of type error instead")
				}
			}
		}
		return true
	})
}

// checkSharedWrite reports an assignment to a whole time.Location. The
// locations package time hands out (time.UTC, time.Local, t.Location(),
// t.UTC().Location()) are the worker process's own, shared by every skill
// run there: *t.Location() = *time.FixedZone("X", 3600) moved UTC for all
// of them. Nothing else writes one (its fields are unexported), and a
// skill has no use for it: t.In(time.FixedZone(...)) gives a time in
// another zone.
func (c *checker) checkSharedWrite(l ast.Expr) {
	if t := c.info.TypeOf(l); t != nil && isNamed(t, "time", "Location") {
		c.errorf(l.Pos(), "assigning a time.Location is not allowed in skills: the locations package time gives (time.UTC, t.Location()) are shared by every skill in the worker; use t.In(time.FixedZone(...)) for a time in another zone")
	}
}

// checkSharedInstances reports generic functions and types instantiated
// with time.Location: inside one, *p = v writes a Location without
// naming its type (func put[T any](p *T, v T), called with
// t.UTC().Location()), past checkSharedWrite.
func (c *checker) checkSharedInstances() {
	var at []token.Pos
	for id, inst := range c.info.Instances {
		for i := 0; inst.TypeArgs != nil && i < inst.TypeArgs.Len(); i++ {
			if isNamed(inst.TypeArgs.At(i), "time", "Location") {
				at = append(at, id.Pos())
				break
			}
		}
	}
	slices.Sort(at)
	for _, pos := range at {
		c.errorf(pos, "time.Location as a type argument is not allowed in skills: a generic function could assign one, and the locations package time gives (time.UTC, t.Location()) are shared by every skill in the worker; pass a *time.Location")
	}
}

// entry finds func Run or func Detect.
func (c *checker) entry() (skills.Kind, *ast.FuncDecl) {
	var run, detect *ast.FuncDecl
	for _, d := range c.file.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || fd.Recv != nil {
			continue
		}
		switch fd.Name.Name {
		case "Run":
			run = fd
		case "Detect":
			detect = fd
		}
	}
	switch {
	case run != nil && detect != nil:
		c.errorf(detect.Name.Pos(), "a skill is a procedure (func Run) or a detector (func Detect), not both")
		return "", nil
	case run != nil:
		return skills.Procedure, run
	case detect != nil:
		return skills.Detector, detect
	}
	return "", nil
}

// checkSignature checks the entry point's signature and returns the name of
// its Args type.
func (c *checker) checkSignature(kind skills.Kind, fd *ast.FuncDecl) string {
	obj, _ := c.info.Defs[fd.Name].(*types.Func)
	if obj == nil {
		return ""
	}
	sig := obj.Type().(*types.Signature)
	want := "func Run(env skills.Env, args Args) (skills.Result, error)"
	if kind == skills.Detector {
		want = "func Detect(f *detectors.Frame, args Args) ([]detectors.Detection, error)"
	}
	bad := func(why string) string {
		c.errorf(fd.Name.Pos(), "%s: want %s", why, want)
		return ""
	}
	if sig.TypeParams() != nil {
		return bad("the entry point cannot be generic")
	}
	if sig.Params().Len() != 2 || sig.Results().Len() != 2 || sig.Variadic() {
		return bad("wrong signature")
	}
	p0, p1 := sig.Params().At(0).Type(), sig.Params().At(1).Type()
	r0, r1 := sig.Results().At(0).Type(), sig.Results().At(1).Type()
	if !types.Identical(r1, types.Universe.Lookup("error").Type()) {
		return bad("the last result must be error")
	}
	if kind == skills.Procedure {
		if !isNamed(p0, skillsPath, "Env") {
			return bad("the first parameter must be skills.Env")
		}
		if !isNamed(r0, skillsPath, "Result") {
			return bad("the first result must be skills.Result")
		}
	} else {
		pt, ok := p0.(*types.Pointer)
		if !ok || !isNamed(pt.Elem(), detectorsPath, "Frame") {
			return bad("the first parameter must be *detectors.Frame")
		}
		st, ok := r0.(*types.Slice)
		if !ok || !isNamed(st.Elem(), detectorsPath, "Detection") {
			return bad("the first result must be []detectors.Detection")
		}
	}
	named, ok := p1.(*types.Named)
	if !ok || named.Obj().Pkg() != c.pkg {
		return bad("the second parameter must be a struct type declared in the skill (type Args struct{...})")
	}
	if _, ok := named.Underlying().(*types.Struct); !ok {
		return bad(fmt.Sprintf("%s must be a struct type", named.Obj().Name()))
	}
	if named.TypeParams() != nil {
		return bad("the Args type cannot be generic")
	}
	c.checkArgsEmbeds(named)
	return named.Obj().Name()
}

func isNamed(t types.Type, pkgPath, name string) bool {
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == pkgPath && n.Obj().Name() == name
}

// localName returns the name the file uses for an imported package.
func (c *checker) localName(path string) string {
	for _, imp := range c.file.Imports {
		p, _ := strconv.Unquote(imp.Path.Value)
		if p == path {
			if imp.Name != nil {
				return imp.Name.Name
			}
			if pkg, err := c.uni.Import(p); err == nil {
				return pkg.Name()
			}
		}
	}
	return ""
}

// qualifiedName turns "pkg.Name" as written into "importpath.Name".
func qualifiedName(f *ast.File, name string) string {
	local, sym, ok := strings.Cut(name, ".")
	if !ok {
		return name
	}
	for _, imp := range f.Imports {
		p, _ := strconv.Unquote(imp.Path.Value)
		if (imp.Name != nil && imp.Name.Name == local) || (imp.Name == nil && path.Base(p) == local) {
			return p + "." + sym
		}
	}
	return name
}
