package check

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"sort"
)

// methodOrder finds the methods of the skill's generic types that call
// (or take the value of) a method of their type declared after them.
// yaegi v0.16.1 compiles a generic type's methods, for each instance, in
// the order they are declared, each as soon as it is added: a method
// calling one declared later did not compile ("undefined selector:
// Len"), where Go takes methods in any order. Such a type's methods are
// moved, after the other rewrites, to where the first of them was, in an
// order where each comes after those it calls (moveMethods); a method that
// calls another that calls it back cannot be ordered, and its type's
// methods stay where they are.
func (nz *normaliser) methodOrder() {
	c := nz.c
	byType := map[*types.TypeName][]*ast.FuncDecl{}
	var typeOrder []*types.TypeName
	for _, d := range c.file.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || fd.Body == nil {
			continue
		}
		g := genericRecv(c.info, fd)
		if g == nil {
			continue
		}
		obj := g.Obj()
		if byType[obj] == nil {
			typeOrder = append(typeOrder, obj)
		}
		byType[obj] = append(byType[obj], fd)
	}
	for _, obj := range typeOrder {
		fds := byType[obj]
		index := map[*types.Func]int{}
		for i, fd := range fds {
			if fn, ok := c.info.Defs[fd.Name].(*types.Func); ok {
				index[fn] = i
			}
		}
		calls := make([][]int, len(fds))
		// later: a method calls one declared after it; forwarded: one
		// calls a method an embedded interface promotes, which the
		// normaliser declares after the file (forwardMethods), so the
		// methods go after it, at the end.
		later, forwarded := false, false
		for i, fd := range fds {
			seen := map[int]bool{}
			ast.Inspect(fd.Body, func(n ast.Node) bool {
				se, ok := n.(*ast.SelectorExpr)
				if !ok {
					return true
				}
				sel := c.info.Selections[se]
				if sel == nil || sel.Kind() == types.FieldVal {
					return true
				}
				fn, ok := sel.Obj().(*types.Func)
				if !ok {
					return true
				}
				if promotedByIface(sel, obj) {
					forwarded = true
					return true
				}
				j, ok := index[fn.Origin()]
				if !ok || j == i || seen[j] {
					return true
				}
				seen[j] = true
				calls[i] = append(calls[i], j)
				later = later || j > i
				return true
			})
		}
		if !later && !forwarded {
			continue
		}
		// Callees first; among the ready, the one declared first.
		order := make([]int, 0, len(fds))
		placed := make([]bool, len(fds))
		for len(order) < len(fds) {
			next := -1
			for i := range fds {
				if placed[i] {
					continue
				}
				ready := true
				for _, j := range calls[i] {
					ready = ready && placed[j]
				}
				if ready {
					next = i
					break
				}
			}
			if next < 0 {
				order = nil // methods that call each other: no order helps
				break
			}
			placed[next] = true
			order = append(order, next)
		}
		for _, i := range order {
			nz.move(fds[i], forwarded)
		}
	}
	if len(typeOrder) == 0 {
		return
	}
	// A function that is not generic and names an instance of a generic
	// type in its signature makes the instance, and compiles its methods,
	// where the interpreter declares it: a method calling a function
	// declared after it did not compile ("undefined: twice"), and
	// neither did one calling the normaliser's helpers, written after
	// the file. Such functions are written after everything else, and
	// package variables of an instance after them (instanceVars).
	for _, d := range c.file.Decls {
		if gd, ok := d.(*ast.GenDecl); ok {
			// And a type that names an instance (type world struct{
			// grid mat[int] }): "too many values in struct literal"
			// where a method called a function declared after it, or,
			// declared in a group, "unknown field grid in struct
			// literal". A group moves whole, unless it declares a
			// generic type.
			if gd.Tok != token.TYPE {
				continue
			}
			names, generic := false, false
			for _, s := range gd.Specs {
				ts := s.(*ast.TypeSpec)
				generic = generic || ts.TypeParams != nil
				if tn, ok := c.info.Defs[ts.Name].(*types.TypeName); ok && !tn.IsAlias() && nz.namesInstance(tn.Type().Underlying()) {
					names = true
				}
			}
			if names && !generic {
				nz.move(gd, true)
			}
			continue
		}
		fd, ok := d.(*ast.FuncDecl)
		if !ok || fd.Body == nil || fd.Type.TypeParams != nil || genericRecv(c.info, fd) != nil {
			continue
		}
		fn, ok := c.info.Defs[fd.Name].(*types.Func)
		if !ok || fd.Name.Name == "Run" || fd.Name.Name == "Detect" {
			continue
		}
		if sig, ok := fn.Type().(*types.Signature); ok && nz.namesInstance(sig) {
			nz.move(fd, true)
		}
	}
	nz.instanceVars()
}

// instanceVars moves to the end of the file, after the functions
// methodOrder moves there, the package variables whose type or
// initialiser holds an instance of the skill's generic types, in the
// order they were declared. The interpreter makes the instance, and
// compiles its methods, where it declares such a variable: a method
// calling a function declared after it did not compile ("undefined:
// idx"), and one reading a package variable declared after it read
// another variable's place (var boxes = []box[string]{...} before var
// factor = 21, read by a method of box: boxes had length 0 when Run
// read it). Moved, such a variable is initialised after the variables
// declared after it that it does not depend on, where Go initialises it
// before them; no skill can tell: vet refuses assignments to package
// variables (and to what they hold), so an initialiser can change
// nothing another reads (math/rand's shared source aside, which is
// seeded at random in every process).
//
// A generic method or function reading such a variable is refused: the
// variable is not declared yet where the interpreter compiles it for the
// first instance, and the compiled code read another variable in its
// place (a method of box reading var fallback = box[int]{...}: an index
// out of range on a slice the skill never made empty).
func (nz *normaliser) instanceVars() {
	c := nz.c
	moved := map[*types.Var]bool{}
	for _, d := range c.file.Decls {
		gd, ok := d.(*ast.GenDecl)
		if !ok || gd.Tok != token.VAR || !nz.varNamesInstance(gd) {
			continue
		}
		nz.move(gd, true)
		for _, s := range gd.Specs {
			for _, n := range s.(*ast.ValueSpec).Names {
				if v, ok := c.info.Defs[n].(*types.Var); ok {
					moved[v] = true
				}
			}
		}
	}
	if len(moved) == 0 {
		return
	}
	for _, d := range c.file.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || fd.Body == nil || (fd.Type.TypeParams == nil && genericRecv(c.info, fd) == nil) {
			continue
		}
		ast.Inspect(fd.Body, func(n ast.Node) bool {
			id, ok := n.(*ast.Ident)
			if !ok {
				return true
			}
			if v, ok := c.info.Uses[id].(*types.Var); ok && moved[v] {
				c.errorf(id.Pos(), "%s, generic, reads the package variable %s, which holds an instance of a generic type: the interpreter compiles %s for that instance before it declares %s, and the compiled code reads another variable in its place; pass %s as an argument, or make it a function's result (func %s() ...)",
					fd.Name.Name, id.Name, fd.Name.Name, id.Name, id.Name, id.Name)
			}
			return true
		})
	}
}

// varNamesInstance reports whether a package variable declaration
// names an instance of one of the skill's generic types: in a
// variable's type or in any expression of its initialiser.
func (nz *normaliser) varNamesInstance(gd *ast.GenDecl) bool {
	info := nz.c.info
	found := false
	for _, s := range gd.Specs {
		vs := s.(*ast.ValueSpec)
		for _, n := range vs.Names {
			if v, ok := info.Defs[n].(*types.Var); ok && nz.namesInstance(v.Type()) {
				return true
			}
		}
		for _, e := range vs.Values {
			ast.Inspect(e, func(n ast.Node) bool {
				if x, ok := n.(ast.Expr); ok && !found {
					if tv, ok := info.Types[x]; ok && tv.Type != nil && nz.namesInstance(tv.Type) {
						found = true
					}
				}
				return !found
			})
		}
	}
	return found
}

// move marks a declaration's text to be moved (see moveMethods).
func (nz *normaliser) move(decl ast.Decl, toEnd bool) {
	mark := nz.fresh("move")
	at := nz.c.fset.Position(decl.Pos())
	nz.moves = append(nz.moves, methodMove{mark: mark, at: fmt.Sprintf("%d:%d", at.Line, at.Column), toEnd: toEnd})
	nz.lastCloses = append(nz.lastCloses, lastClose{at: decl.Pos(), text: "/*" + mark + "<*/"}, lastClose{at: decl.End(), text: "/*" + mark + ">*/"})
}

// namesInstance reports whether t holds an instance of one of the
// skill's generic types.
func (nz *normaliser) namesInstance(t types.Type) bool {
	return holdsNamed(t, func(n *types.Named) bool { return n.TypeArgs().Len() > 0 && n.Obj().Pkg() == nz.c.pkg }, 0)
}

// methodMove is a method methodOrder moves: the marks around its text in
// the rewritten source, and where the author wrote it.
type methodMove struct {
	mark  string
	at    string // line:column
	toEnd bool   // written at the end of the file, not where the first move was
}

// moveMethods cuts each moved method's text out of src, leaving its lines
// (blank) in place so that what follows keeps its lines, and writes the
// methods in order where the first of them was, each after a line
// directive giving back the line and column the author wrote it at
// (errors and panics in it point there), and after them a directive
// giving back the place they were written at. It returns src unchanged,
// and false, if a method's marks are not found once each.
func moveMethods(src []byte, moves []methodMove) ([]byte, bool) {
	type cut struct {
		from, to int // the marks and the text between them
		text     []byte
		at       string
		toEnd    bool
	}
	cuts := make([]cut, 0, len(moves))
	for _, m := range moves {
		open, close := []byte("/*"+m.mark+"<*/"), []byte("/*"+m.mark+">*/")
		if bytes.Count(src, open) != 1 || bytes.Count(src, close) != 1 {
			return src, false
		}
		from, end := bytes.Index(src, open), bytes.Index(src, close)
		if end < from {
			return src, false
		}
		cuts = append(cuts, cut{from: from, to: end + len(close), text: src[from+len(open) : end], at: m.at, toEnd: m.toEnd})
	}
	byPos := append([]cut(nil), cuts...)
	sort.Slice(byPos, func(i, j int) bool { return byPos[i].from < byPos[j].from })
	var out bytes.Buffer
	last, placed := 0, false
	for _, c := range byPos {
		if c.from < last {
			return src, false
		}
		out.Write(src[last:c.from])
		if !placed && !c.toEnd {
			placed = true
			for _, m := range cuts {
				if !m.toEnd {
					fmt.Fprintf(&out, "/*line :%s*/", m.at)
					out.Write(m.text)
					out.WriteString("; ")
				}
			}
			fmt.Fprintf(&out, "/*line :%s*/", c.at)
		}
		out.Write(bytes.Repeat([]byte("\n"), bytes.Count(c.text, []byte("\n"))))
		last = c.to
	}
	out.Write(src[last:])
	for _, m := range cuts {
		if m.toEnd {
			fmt.Fprintf(&out, "\n/*line :%s*/", m.at)
			out.Write(m.text)
			out.WriteString("\n")
		}
	}
	return out.Bytes(), true
}

// promotedByIface reports whether sel selects, on a value of the generic
// type obj, a method promoted through an interface the type embeds.
func promotedByIface(sel *types.Selection, obj *types.TypeName) bool {
	if sel.Kind() != types.MethodVal || len(sel.Index()) < 2 {
		return false
	}
	t := sel.Recv()
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || n.Origin().Obj() != obj {
		return false
	}
	s, ok := n.Underlying().(*types.Struct)
	if !ok || sel.Index()[0] >= s.NumFields() {
		return false
	}
	f := s.Field(sel.Index()[0])
	return f.Embedded() && embedsIface(f.Type())
}
