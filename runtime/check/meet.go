package check

import (
	"go/ast"
)

// go/types checks that a value implements an interface (an assignment, an
// argument, a return, an element, a send, a type assertion, a type
// argument against its constraint at each instance written) by looking up
// each of the interface's methods in the value's type, and each lookup
// scans the type's methods one by one, then its fields and those of its
// embedded types: nothing is remembered between checks. 120,000 assignments (847 KB) of a type of 250 methods
// to an interface of the same 250 took the host's type checker 32 s and
// 425 MB; with 990 methods, 64,000 took it three minutes before vet
// refused the method set. checkGrowth counts each place a value may be
// checked against an interface by the largest such check the file's
// types allow (its largest interface's methods times the widest lookup
// in any of its types), and vet refuses files whose checks together pass
// maxImplementsWork.
//
// A conversion between named types compares their underlying types part
// by part: 100,000 conversions between two struct types of 4,000 fields
// took 48 s. checkGrowth counts each conversion to a type the file
// declares by the size of that type as written, with the walks it
// bounds by maxTypeWalks.
const (
	// maxImplementsWork bounds the method lookups of the file's
	// interface checks together, estimated.
	maxImplementsWork = 1 << 28
	// minLookup is the widest lookup assumed in a type the file does not
	// declare (time.Time has 57 methods, *regexp.Regexp 43).
	minLookup = 64
	// minMethods is the largest interface assumed of those the file does
	// not declare (the standard library's are small: error has one).
	minMethods = 8
)

// meeter measures, from the syntax, the file's types for what checking a
// value against an interface may cost.
type meeter struct {
	specs   map[string][]*ast.TypeSpec
	methods map[string]int64 // methods declared per receiver base type name
	memo    map[string]int64 // width by type name
	busy    map[string]bool
	has     map[string]int64 // methods with the promoted, by type name
	hasBusy map[string]bool
	iface   int64 // the largest interface's methods
	exp     *expander
	sig     map[string]int64 // signatures by interface type name
	sigBusy map[string]bool
}

// implementsCost is the estimated cost of one check of a value against an
// interface in f. A check looks up the interface's methods in the value's
// type until one is missing (then it is a type error, and vet stops at
// maxDiags), so it costs at most the methods the type has (or the
// interface's, if fewer) times the widest lookup in the type: its
// methods, fields, and those of the types it embeds.
//
// sigs is what comparing the signatures of an interface's methods with
// those found may walk, the largest interface's: go/types compares them
// part by part (Identical), and a method taking an alias of a large
// struct, found with a method taking another alias of the same struct,
// walks both at each check.
func implementsCost(f *ast.File, exp *expander) (cost, sigs int64) {
	m := &meeter{specs: map[string][]*ast.TypeSpec{}, methods: map[string]int64{}, memo: map[string]int64{}, busy: map[string]bool{},
		has: map[string]int64{}, hasBusy: map[string]bool{}, iface: minMethods, exp: exp, sig: map[string]int64{}, sigBusy: map[string]bool{}}
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.GenDecl:
			for _, s := range d.Specs {
				if ts, ok := s.(*ast.TypeSpec); ok {
					m.specs[ts.Name.Name] = append(m.specs[ts.Name.Name], ts)
				}
			}
		case *ast.FuncDecl:
			if d.Recv != nil && len(d.Recv.List) == 1 {
				if name := embeddedName(d.Recv.List[0].Type); name != "" {
					m.methods[name]++
				}
			}
		}
	}
	ast.Inspect(f, func(n ast.Node) bool {
		if it, ok := n.(*ast.InterfaceType); ok {
			m.iface = max(m.iface, m.fieldsWidth(it.Methods))
			sigs = max(sigs, m.sigsOf(it.Methods))
		}
		return true
	})
	// A type the file does not declare (time.Time, *regexp.Regexp).
	cost = satMul(min(m.iface, minLookup), minLookup)
	ast.Inspect(f, func(n ast.Node) bool {
		var has, width int64
		switch n := n.(type) {
		case *ast.InterfaceType:
			has = m.fieldsWidth(n.Methods)
			width = has
		case *ast.StructType:
			has, width = m.promoted(n.Fields), m.fieldsWidth(n.Fields)
		case *ast.TypeSpec:
			has, width = m.hasMethods(n.Name.Name), m.width(n.Name.Name)
		default:
			return true
		}
		cost = max(cost, satMul(min(m.iface, has), width))
		return true
	})
	return cost, sigs
}

// sigsOf is the parts of an interface's method signatures, aliases spelt
// out (as checkExpansions measured them), with those of the interfaces it
// embeds.
func (m *meeter) sigsOf(fl *ast.FieldList) int64 {
	var n int64
	if fl == nil {
		return 0
	}
	for _, f := range fl.List {
		if len(f.Names) > 0 {
			if m.exp != nil {
				n = satAdd(n, satMul(int64(len(f.Names)), m.exp.expr(f.Type).flat))
			}
			continue
		}
		id, ok := ast.Unparen(f.Type).(*ast.Ident)
		if !ok || m.sigBusy[id.Name] {
			continue
		}
		s, ok := m.sig[id.Name]
		if !ok {
			m.sigBusy[id.Name] = true
			for _, ts := range m.specs[id.Name] {
				if it, ok := ts.Type.(*ast.InterfaceType); ok {
					s = max(s, m.sigsOf(it.Methods))
				}
			}
			m.sigBusy[id.Name] = false
			m.sig[id.Name] = s
		}
		n = satAdd(n, s)
	}
	return n
}

// hasMethods is how many methods the type the file declares as name may
// have: those declared, and those its embedded types promote.
func (m *meeter) hasMethods(name string) int64 {
	return m.perName(name, m.has, m.hasBusy, m.typeMethods)
}

// perName is, for the type the file declares as name, its declared
// methods plus of(each of its specs' types), remembered in memo; 0 for a
// name met again while being measured (busy: a type that refers to
// itself).
func (m *meeter) perName(name string, memo map[string]int64, busy map[string]bool, of func(ast.Expr) int64) int64 {
	if n, ok := memo[name]; ok {
		return n
	}
	if busy[name] {
		return 0
	}
	busy[name] = true
	n := m.methods[name]
	for _, ts := range m.specs[name] {
		n = satAdd(n, of(ts.Type))
	}
	busy[name] = false
	memo[name] = n
	return n
}

// typeMethods is how many methods a type as written may have.
func (m *meeter) typeMethods(t ast.Expr) int64 {
	switch t := ast.Unparen(t).(type) {
	case *ast.StructType:
		return m.promoted(t.Fields)
	case *ast.InterfaceType:
		return m.fieldsWidth(t.Methods)
	case *ast.StarExpr:
		return m.typeMethods(t.X)
	case *ast.Ident:
		return m.hasMethods(t.Name)
	case *ast.SelectorExpr:
		return minLookup
	case *ast.IndexExpr, *ast.IndexListExpr:
		b, _ := indexed(t)
		return m.typeMethods(b)
	}
	return 0
}

// promoted is the methods a struct's embedded fields may promote.
func (m *meeter) promoted(fl *ast.FieldList) int64 {
	var n int64
	if fl != nil {
		for _, f := range fl.List {
			if len(f.Names) == 0 {
				n = satAdd(n, m.typeMethods(f.Type))
			}
		}
	}
	return n
}

// width is what a lookup in the type the file declares as name may scan:
// its methods, and its underlying type's fields or methods with those of
// the types it embeds.
func (m *meeter) width(name string) int64 {
	return m.perName(name, m.memo, m.busy, m.typeWidth)
}

func (m *meeter) typeWidth(t ast.Expr) int64 {
	switch t := ast.Unparen(t).(type) {
	case *ast.StructType:
		return m.fieldsWidth(t.Fields)
	case *ast.InterfaceType:
		return m.fieldsWidth(t.Methods)
	case *ast.StarExpr:
		return m.typeWidth(t.X)
	case *ast.Ident:
		return m.width(t.Name)
	case *ast.SelectorExpr:
		return minLookup
	case *ast.IndexExpr, *ast.IndexListExpr:
		b, _ := indexed(t)
		return m.typeWidth(b)
	}
	return 0
}

// fieldsWidth is a struct's fields or an interface's methods, each
// embedded type's own counted too.
func (m *meeter) fieldsWidth(fl *ast.FieldList) int64 {
	if fl == nil {
		return 0
	}
	var w int64
	for _, f := range fl.List {
		if len(f.Names) > 0 {
			w = satAdd(w, int64(len(f.Names)))
			continue
		}
		w = satAdd(w, satAdd(1, m.typeWidth(f.Type)))
	}
	return w
}
