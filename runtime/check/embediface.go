package check

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"strings"
)

// The interpreter does not promote the methods of an interface embedded
// in a struct: with type Service struct{ Logger; name string }, s.Log(...)
// crashed ("invalid interface value"), storing s in a Logger (or a
// sort.Interface, an error) crashed ("method not found: Log"), and
// sort.Sort(reverse{sort.IntSlice(xs)}) crashed ("reflect: StructOf does
// not support methods of embedded interfaces"). Go gives the struct
// type a method for each method of the interface it promotes, which
// calls the field's. The normaliser does the same: the field gets its
// name (Logger Logger, on its line; an unexported one is also tagged
// json:"-", as encoding/json skips it), and the type gets the methods
// the field promoted, after the original text:
//
//	func (r Service) Log(p0 string) { r.Logger.Log(p0) }
//
// A type whose methods cannot be declared so (a struct type declared in
// a function, or written in place) is refused, as is a promoted method
// whose signature cannot be written in the file.
func (nz *normaliser) embeddedIface(st *ast.StructType) {
	var fields []*ast.Field
	for _, f := range st.Fields.List {
		if len(f.Names) == 0 && embedsIface(nz.c.info.TypeOf(f.Type)) {
			fields = append(fields, f)
		}
	}
	if len(fields) == 0 {
		return
	}
	if nz.ifaceHolders == nil {
		nz.ifaceHolders = map[*ast.StructType]*types.TypeName{}
		nz.definedHolders()
	}
	tn := nz.ifaceHolders[st]
	if tn == nil {
		nz.c.errorf(fields[0].Type.Pos(), "embedding the interface %s in a struct type that is not declared at package level is not supported by the interpreter: it does not promote the interface's methods (calling one, or storing the struct in an interface, crashes); declare the type at package level, or name the field and call its methods through it", exprText(nz.c, fields[0].Type))
		return
	}
	s := tn.Type().Underlying().(*types.Struct)
	// The struct's fields in order: a field list names one field a name,
	// an embedded field is one.
	index := map[*ast.Field]int{}
	k := 0
	for _, f := range st.Fields.List {
		index[f] = k
		k += max(len(f.Names), 1)
	}
	for _, f := range fields {
		if index[f] >= s.NumFields() {
			nz.c.errorf(f.Type.Pos(), "internal error: no field for the embedded %s", exprText(nz.c, f.Type))
			return
		}
		name := s.Field(index[f]).Name()
		nz.insert(f.Type.Pos(), name+" ")
		if token.IsExported(name) {
			continue
		}
		if f.Tag == nil {
			nz.insert(f.Type.End(), " `json:\"-\"`")
		} else if lit, ok := hiddenTag(f.Tag.Value); ok {
			nz.replace(f.Tag.Pos(), f.Tag.End(), lit)
		}
	}
}

// embedsIface reports whether a field of type t embeds an interface.
func embedsIface(t types.Type) bool {
	if t == nil {
		return false
	}
	if _, ok := t.(*types.TypeParam); ok {
		return false
	}
	return types.IsInterface(t)
}

// definedHolders finds the file's defined struct types that embed an
// interface: one declared at package level with a struct type of its
// own is recorded in ifaceHolders (embeddedIface names its fields), and
// gets the promoted methods, as does one defined from another such type
// (type B A); one declared in a function is refused.
func (nz *normaliser) definedHolders() {
	ast.Inspect(nz.c.file, func(n ast.Node) bool {
		spec, ok := n.(*ast.TypeSpec)
		if !ok || spec.Assign.IsValid() {
			return true
		}
		tn, ok := nz.c.info.Defs[spec.Name].(*types.TypeName)
		if !ok {
			return true
		}
		s, ok := tn.Type().Underlying().(*types.Struct)
		if !ok {
			return true
		}
		holds := false
		for i := range s.NumFields() {
			if s.Field(i).Embedded() && embedsIface(s.Field(i).Type()) {
				holds = true
			}
		}
		if !holds {
			return true
		}
		if tn.Parent() != nz.c.pkg.Scope() {
			if _, ok := spec.Type.(*ast.StructType); !ok {
				nz.c.errorf(spec.Name.Pos(), "a type defined in a function from a struct type that embeds an interface (%s) is not supported by the interpreter: it does not promote the interface's methods; declare the type at package level", tn.Name())
			}
			return true
		}
		if st, ok := spec.Type.(*ast.StructType); ok {
			nz.ifaceHolders[st] = tn
		}
		nz.forwardMethods(tn, spec)
		return true
	})
}

// forwardMethods declares on the type tn (declared by spec) each method
// an embedded interface field promotes to it.
func (nz *normaliser) forwardMethods(tn *types.TypeName, spec *ast.TypeSpec) {
	named, ok := tn.Type().(*types.Named)
	if !ok {
		return
	}
	s := named.Underlying().(*types.Struct)
	recv := tn.Name()
	if spec.TypeParams != nil {
		var ps []string
		for _, f := range spec.TypeParams.List {
			for _, n := range f.Names {
				ps = append(ps, n.Name)
			}
		}
		recv += "[" + strings.Join(ps, ", ") + "]"
	}
	ms := types.NewMethodSet(named)
	for i := range ms.Len() {
		sel := ms.At(i)
		idx := sel.Index()
		if len(idx) != 2 {
			continue // declared on the type, or promoted through a struct field
		}
		field := s.Field(idx[0])
		if !field.Embedded() || !embedsIface(field.Type()) {
			continue
		}
		m := sel.Obj()
		if !m.Exported() && m.Pkg() != nz.c.pkg {
			continue // cannot be called from here
		}
		sig, _ := sel.Type().(*types.Signature)
		if sig == nil {
			continue
		}
		text, ok := nz.forwarder(recv, field.Name(), m.Name(), sig)
		if !ok {
			nz.c.errorf(spec.Name.Pos(), "the method %s that the embedded interface %s promotes to %s cannot be written in this file (its signature names a type the file cannot name); name the field and call its methods through it", m.Name(), field.Name(), tn.Name())
			continue
		}
		nz.setHelper("_skillrun_fwd_"+tn.Name()+"_"+m.Name(), text)
	}
}

// forwarder is the text of the method name with signature sig on recv,
// calling the field's.
func (nz *normaliser) forwarder(recv, field, name string, sig *types.Signature) (string, bool) {
	var params, args []string
	for i := range sig.Params().Len() {
		p := fmt.Sprintf("_skillrun_p%d", i)
		t := sig.Params().At(i).Type()
		arg := p
		prefix := ""
		if sig.Variadic() && i == sig.Params().Len()-1 {
			t = t.(*types.Slice).Elem()
			prefix = "..."
			arg += "..."
		}
		ts, ok := nz.nameOf(t)
		if !ok {
			return "", false
		}
		params = append(params, p+" "+prefix+ts)
		args = append(args, arg)
	}
	var results []string
	for i := range sig.Results().Len() {
		ts, ok := nz.nameOf(sig.Results().At(i).Type())
		if !ok {
			return "", false
		}
		results = append(results, ts)
	}
	res := ""
	switch len(results) {
	case 0:
	case 1:
		res = " " + results[0]
	default:
		res = " (" + strings.Join(results, ", ") + ")"
	}
	call := "_skillrun_r." + field + "." + name + "(" + strings.Join(args, ", ") + ")"
	if len(results) > 0 {
		call = "return " + call
	}
	return fmt.Sprintf("\nfunc (_skillrun_r %s) %s(%s)%s { %s }\n", recv, name, strings.Join(params, ", "), res, call), true
}
