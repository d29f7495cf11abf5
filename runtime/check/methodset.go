package check

import (
	"cmp"
	"go/ast"
	"go/types"
	"slices"
	"strconv"
	"strings"
)

// anyMethods reports whether t's method set is not empty, as
// types.NewMethodSet(t).Len() > 0 does, without building the set. The
// rewrites ask it of the type of every value stored in an interface, and
// a type that embeds one with many methods has them all in its set: a
// 100 KB file of 2,000 types embedding one of 1,000 methods, each stored
// in an interface once, made the host's checker allocate 680 MB building
// their sets. Here each method name the embedded types declare is looked
// up in t (the lookup applies Go's rules: depth, ambiguity, pointer
// receivers) until one is found, and most types answer at the first.
func anyMethods(t types.Type) bool {
	seen := map[*types.Named]bool{}
	var walk func(u types.Type) bool
	walk = func(u types.Type) bool {
		if p, ok := types.Unalias(u).(*types.Pointer); ok {
			u = p.Elem()
		}
		u = types.Unalias(u)
		if n, ok := u.(*types.Named); ok {
			if seen[n] {
				return false
			}
			seen[n] = true
			for i := range n.NumMethods() {
				if inMethodSet(t, n.Method(i)) {
					return true
				}
			}
		}
		switch s := u.Underlying().(type) {
		case *types.Interface:
			for i := range s.NumMethods() {
				if inMethodSet(t, s.Method(i)) {
					return true
				}
			}
		case *types.Struct:
			for i := range s.NumFields() {
				if f := s.Field(i); f.Embedded() && walk(f.Type()) {
					return true
				}
			}
		}
		return false
	}
	return walk(t)
}

// inMethodSet reports whether m's name selects a method in t's method set
// (not addressable: a pointer receiver's method reached through no pointer
// is not in a value's set, and LookupFieldOrMethod finds nothing).
func inMethodSet(t types.Type, m *types.Func) bool {
	return methodOf(t, m.Pkg(), m.Name()) != nil
}

// methodOf returns the method name selects in t's method set, or nil: as
// types.NewMethodSet(t).Lookup(pkg, name), without building the set.
func methodOf(t types.Type, pkg *types.Package, name string) *types.Func {
	obj, _, _ := types.LookupFieldOrMethod(t, false, pkg, name)
	f, _ := obj.(*types.Func)
	return f
}

// maxMembers bounds the methods a skill declares on one type and the
// methods of one interface, maxFields the fields of one struct (an Args
// type of 5,000 fields is written out, not repeated); maxMethodSet the
// methods one type has with those its embedded fields promote; and
// maxMethodSets those of all the file's types together. go/types adds
// each method of a type by comparing it with every one before (a 1 MB
// file of 40,000 methods on one type took the host's checker 5 s), and
// looks a field up by walking the struct's fields (20,000 assignments to
// fields of a struct of 20,000, 2.4 s); and the rewrites read method sets
// of the values they store in interfaces and print (2,000 types embedding
// one of 1,000 methods, in 100 KB: 680 MB). Written code stays far below
// these bounds.
const (
	maxMembers    = 1000
	maxFields     = 8192
	maxMethodSet  = 256
	maxMethodSets = 1 << 16
)

// checkMembers reports, before the type checker runs, the first type
// that declares more than maxMembers methods, interface of more methods
// or struct of more than maxFields fields.
func (c *checker) checkMembers() {
	methods := map[string]int{}
	for _, d := range c.file.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || fd.Recv == nil || len(fd.Recv.List) == 0 {
			continue
		}
		base := embeddedName(fd.Recv.List[0].Type) // the receiver's type name, as an embedded field's
		if methods[base]++; methods[base] > maxMembers {
			c.errorf(fd.Name.Pos(), "type %s has more than %d methods: split it into several types", base, maxMembers)
			return
		}
	}
	ast.Inspect(c.file, func(n ast.Node) bool {
		if len(c.diags) > 0 {
			return false
		}
		var fl *ast.FieldList
		what, bound := "", 0
		switch t := n.(type) {
		case *ast.StructType:
			fl, what, bound = t.Fields, "this struct has more than %d fields: group them into nested structs, or use a map or a slice", maxFields
		case *ast.InterfaceType:
			fl, what, bound = t.Methods, "this interface lists more than %d methods and embedded interfaces: split it", maxMembers
		default:
			return true
		}
		count := 0
		for _, f := range fl.List {
			count += max(len(f.Names), 1)
		}
		if count > bound {
			c.errorf(n.Pos(), what, bound)
			return false
		}
		return true
	})
	if len(c.diags) == 0 {
		c.checkEmbedding()
	}
}

// checkMethodSets reports the first type the file declares whose method
// set, counting what its embedded fields promote, may hold more than
// maxMethodSet methods, or that takes the file's types past maxMethodSets
// together. It counts without building the sets (each method a type
// declares, and for each embedded field the count of its type, once per
// type), so the count is an upper bound: names promoted twice at one depth
// cancel out in Go and count here.
func (c *checker) checkMethodSets() {
	memo := map[*types.Named]int64{}
	var count func(t types.Type) int64
	count = func(t types.Type) int64 {
		if p, ok := types.Unalias(t).(*types.Pointer); ok {
			t = p.Elem()
		}
		var n int64
		named, isNamed := types.Unalias(t).(*types.Named)
		if isNamed {
			named = named.Origin()
			if v, ok := memo[named]; ok {
				return v
			}
			memo[named] = 0 // a cycle through a pointer adds nothing
			n = int64(named.NumMethods())
		}
		switch u := t.Underlying().(type) {
		case *types.Interface:
			n = int64(u.NumMethods())
		case *types.Struct:
			for i := range u.NumFields() {
				if f := u.Field(i); f.Embedded() {
					n = satAdd(n, count(f.Type()))
				}
			}
		}
		if isNamed {
			memo[named] = n
		}
		return n
	}
	var tns []*types.TypeName // local types too
	for _, obj := range c.info.Defs {
		if tn, ok := obj.(*types.TypeName); ok && !tn.IsAlias() {
			tns = append(tns, tn)
		}
	}
	slices.SortFunc(tns, func(a, b *types.TypeName) int { return cmp.Compare(a.Pos(), b.Pos()) })
	var total int64
	for _, tn := range tns {
		n := count(tn.Type())
		if n > maxMethodSet {
			c.errorf(tn.Pos(), "type %s has more than %d methods with those its embedded fields promote: embed fewer types, or name the fields", tn.Name(), maxMethodSet)
			return
		}
		if total = satAdd(total, n); total > maxMethodSets {
			c.errorf(tn.Pos(), "the file's types have more than %d methods together, counting those their embedded fields promote (type %s takes them past it): embed fewer types, or name the fields", maxMethodSets, tn.Name())
			return
		}
	}
}

// maxEmbedded bounds the fields a struct embeds, counting those its
// embedded types embed, and maxEmbedDepth how deep they embed each other.
// go/types looks a field or method up by walking every embedded type,
// depth by depth, copying the path to each: a 187 KB file of 200 types
// each embedding the one before and 20,000 selections of the first one's
// field took the host 8.4 s and 8.8 GB, growing with the square of the
// depth at each selection. Written code stays far below both.
//
// What one selection walks is at most the embedded types of the largest
// struct, times its depth; maxEmbedWalks bounds that summed over the
// selections of names an embedded type declares (a name no type embeds
// is found at once, or not at all): 110,000 selections through a struct
// embedding 126 types, 16 deep, still took 58 s.
const (
	maxEmbedded   = 128
	maxEmbedDepth = 16
	maxEmbedWalks = 1 << 21
	// maxFieldReads bounds the fields and methods go/types reads to find
	// the ones the file selects (or names in struct literals), summed: it
	// reads a struct's fields in order, and 70,000 selections of the last
	// of 8,000 fields (1 MB) took the host 9 s.
	maxFieldReads = 1 << 25
)

// checkEmbedding reports, before the type checker runs, the first struct
// type that embeds more than maxEmbedded types in all, or embeds them
// more than maxEmbedDepth levels deep. It counts from the syntax, by
// name (a type named twice counts twice, an over-estimate).
func (c *checker) checkEmbedding() {
	specs := map[string][]*ast.TypeSpec{}
	ast.Inspect(c.file, func(n ast.Node) bool {
		if ts, ok := n.(*ast.TypeSpec); ok {
			specs[ts.Name.Name] = append(specs[ts.Name.Name], ts)
		}
		return true
	})
	// reads is what one lookup through a type may read: its fields and
	// methods, and those of every type it embeds (go/types reads each
	// embedded type's list, depth by depth, to find a promoted name).
	type stats struct{ reach, depth, reads int64 }
	declared := map[string]int64{}
	for _, d := range c.file.Decls {
		if fd, ok := d.(*ast.FuncDecl); ok && fd.Recv != nil && len(fd.Recv.List) > 0 {
			declared[embeddedName(fd.Recv.List[0].Type)]++
		}
	}
	memo := map[string]stats{}
	busy := map[string]bool{}
	var of func(x ast.Expr) stats
	of = func(x ast.Expr) stats {
		switch t := x.(type) {
		case *ast.StarExpr:
			return of(t.X)
		case *ast.ParenExpr:
			return of(t.X)
		case *ast.IndexExpr:
			return of(t.X)
		case *ast.IndexListExpr:
			return of(t.X)
		case *ast.Ident:
			if s, ok := memo[t.Name]; ok {
				return s
			}
			if busy[t.Name] {
				return stats{} // a cycle (through a pointer) adds nothing
			}
			busy[t.Name] = true
			var most stats
			for _, ts := range specs[t.Name] {
				s := of(ts.Type)
				most = stats{max(most.reach, s.reach), max(most.depth, s.depth), max(most.reads, s.reads)}
			}
			most.reads = satAdd(most.reads, declared[t.Name])
			delete(busy, t.Name)
			memo[t.Name] = most
			return most
		case *ast.StructType:
			var s stats
			for _, f := range t.Fields.List {
				s.reads = satAdd(s.reads, int64(max(len(f.Names), 1)))
				if len(f.Names) == 0 {
					e := of(f.Type)
					s.reach = satAdd(s.reach, satAdd(1, e.reach))
					s.depth = max(s.depth, e.depth+1)
					s.reads = satAdd(s.reads, e.reads)
				}
			}
			return s
		}
		return stats{}
	}
	var most stats
	embedded := map[string]bool{} // the names of the types embedded
	fromStd := map[string]bool{}  // other packages' types embedded, looked at once
	ast.Inspect(c.file, func(n ast.Node) bool {
		if len(c.diags) > 0 {
			return false
		}
		var s stats
		switch t := n.(type) {
		case *ast.TypeSpec:
			s = of(t.Name)
		case *ast.StructType:
			s = of(t)
			for _, f := range t.Fields.List {
				if len(f.Names) == 0 {
					embedded[embeddedName(f.Type)] = true
					if sel, ok := ast.Unparen(stripStar(f.Type)).(*ast.SelectorExpr); ok {
						if id, ok := sel.X.(*ast.Ident); ok && !fromStd[id.Name+"."+sel.Sel.Name] {
							fromStd[id.Name+"."+sel.Sel.Name] = true
							c.promotedFrom(sel, embedded)
						}
					}
				}
			}
		default:
			return true
		}
		most = stats{max(most.reach, s.reach), max(most.depth, s.depth), max(most.reads, s.reads)}
		switch {
		case s.depth > maxEmbedDepth:
			c.errorf(n.Pos(), "this type embeds types more than %d levels deep (each embedding a type that embeds another): the type checker walks every level at each field or method selected; name the fields instead of embedding them", maxEmbedDepth)
		case s.reach > maxEmbedded:
			c.errorf(n.Pos(), "this type embeds more than %d types, counting those its embedded types embed: the type checker walks them all at each field or method selected; name the fields instead of embedding them", maxEmbedded)
		}
		return true
	})
	if len(c.diags) > 0 {
		return
	}
	// The names the embedded types declare: fields, methods.
	promoted := map[string]bool{}
	for name := range embedded {
		for _, ts := range specs[name] {
			fl := members(ts.Type)
			if fl == nil {
				continue
			}
			for _, f := range fl.List {
				for _, id := range f.Names {
					promoted[id.Name] = true
				}
				if len(f.Names) == 0 {
					promoted[embeddedName(f.Type)] = true
				}
			}
		}
	}
	// How far down its type's list of fields or methods each name is, at
	// most: go/types looks a name up by reading the list in order.
	position := map[string]int64{}
	methods := map[string]int64{}
	for _, d := range c.file.Decls {
		if fd, ok := d.(*ast.FuncDecl); ok && fd.Recv != nil && len(fd.Recv.List) > 0 {
			base := embeddedName(fd.Recv.List[0].Type)
			if embedded[base] {
				promoted[fd.Name.Name] = true
			}
			methods[base]++
			position[fd.Name.Name] = max(position[fd.Name.Name], methods[base])
		}
	}
	ast.Inspect(c.file, func(n ast.Node) bool {
		fl := members(n)
		if fl == nil {
			return true
		}
		var i int64
		for _, f := range fl.List {
			names := []string{embeddedName(f.Type)}
			if len(f.Names) > 0 {
				names = names[:0]
				for _, id := range f.Names {
					names = append(names, id.Name)
				}
			}
			for _, name := range names {
				i++
				position[name] = max(position[name], i)
			}
		}
		return true
	})
	for name := range embedded {
		if strings.HasPrefix(name, "\x00") {
			promoted[name[1:]] = true
		}
	}
	per := satMul(most.reach, most.depth+1)
	var walks, reads int64
	ast.Inspect(c.file, func(n ast.Node) bool {
		if len(c.diags) > 0 {
			return false
		}
		var name *ast.Ident
		var through int64 // what finding a promoted name reads beside its position
		switch n := n.(type) {
		case *ast.SelectorExpr:
			name = n.Sel
			if promoted[name.Name] {
				through = most.reads
				if walks = satAdd(walks, per); walks > maxEmbedWalks {
					c.errorf(name.Pos(), "the file selects fields and methods its types promote by embedding too often for how many types they embed (%d embedded, %d deep): the type checker walks the embedded types at each selection, more than %d steps in all; embed fewer types, or name the fields", most.reach, most.depth, maxEmbedWalks)
					return false
				}
			}
		case *ast.KeyValueExpr:
			name, _ = n.Key.(*ast.Ident)
		}
		if name == nil {
			return true
		}
		if reads = satAdd(reads, satAdd(position[name.Name], through)); reads > maxFieldReads {
			c.errorf(name.Pos(), "the file selects fields and methods far down long lists too often: the type checker reads a type's fields or methods in order to find the one named (and, for one an embedded type promotes, every list of the types embedded), more than %d in all here; group the fields into nested structs, or use a map or a slice", maxFieldReads)
			return false
		}
		return true
	})
}

// stripStar takes the pointer off an embedded field's type.
func stripStar(x ast.Expr) ast.Expr {
	if s, ok := x.(*ast.StarExpr); ok {
		return s.X
	}
	return x
}

// promotedFrom adds to embedded, each prefixed with a NUL, the names of
// the fields and methods another package's type sel promotes when
// embedded.
func (c *checker) promotedFrom(sel *ast.SelectorExpr, embedded map[string]bool) {
	pkgName, ok := sel.X.(*ast.Ident)
	if !ok {
		return
	}
	for _, imp := range c.file.Imports {
		p, _ := strconv.Unquote(imp.Path.Value)
		pkg, err := c.uni.Import(p)
		if err != nil || pkg == nil || (imp.Name != nil && imp.Name.Name != pkgName.Name) || (imp.Name == nil && pkg.Name() != pkgName.Name) {
			continue
		}
		tn, ok := pkg.Scope().Lookup(sel.Sel.Name).(*types.TypeName)
		if !ok {
			return
		}
		ms := types.NewMethodSet(types.NewPointer(tn.Type()))
		for i := range ms.Len() {
			embedded["\x00"+ms.At(i).Obj().Name()] = true
		}
		if st, ok := tn.Type().Underlying().(*types.Struct); ok {
			for i := range st.NumFields() {
				embedded["\x00"+st.Field(i).Name()] = true
			}
		}
		return
	}
}

// members returns the list a struct or interface type spells its members
// in (fields; methods and embedded interfaces), nil for any other type.
func members(t ast.Node) *ast.FieldList {
	switch t := t.(type) {
	case *ast.StructType:
		return t.Fields
	case *ast.InterfaceType:
		return t.Methods
	}
	return nil
}
