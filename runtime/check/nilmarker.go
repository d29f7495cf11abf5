package check

import (
	"go/ast"
	"go/types"
	"strconv"
	"strings"
)

// yaegi v0.16.1 stores a nil pointer of the skill's type in another
// package's interface with methods as the zero interface
// (genInterfaceWrapper answers reflect.New(typ).Elem() for a nil pointer):
// var s sort.Interface = l, l a nil *list, gave s == nil where Go says
// false, and s.Len() panicked on a nil interface where Go calls the
// method on a nil receiver; so for heap.Interface, io.Reader, io.Writer
// and every other interface of the packages a skill may import. error and
// fmt.Stringer have runtime/plain's values (NilError, NilStringer), which
// fmt and encoding/json also print as Go does. For the others the
// helper that returns *T as the interface (asHelper) returns, for a nil
// *T, one value made for the interface and T when the skill starts: a
// value of a type the normaliser declares,
//
//	type _skillrun_nilptr_0_Plist bool
//
//	func (_skillrun_nilptr_0_Plist) Len() int { var p *list; return p.Len() }
//
// one method for each of *T's, each calling *T's on a nil receiver, so
// that the interpreter wraps it as it wraps any value of the skill's and
// the interface is not nil, and its methods run as Go runs them (a method
// that dereferences panics). x.(*T) and a type switch's case *T, x of
// such an interface, answer it as a nil *T (nilPtrAssert).

// nilMarkerType declares the type whose value stands for a nil t (a
// pointer to a type the skill declares at package level) in another
// package's interface, and returns its name ("" when a method cannot be
// spelled here).
func (nz *normaliser) nilMarkerType(t types.Type) string {
	p, ok := t.(*types.Pointer)
	if !ok {
		return ""
	}
	if n := nz.c.declared(p); n == nil || n.Obj().Parent() != nz.c.pkg.Scope() || nz.spellsLocal(p) {
		return ""
	}
	typ, ok := nz.nameOf(p)
	if !ok {
		return ""
	}
	name := "_skillrun_nilptr_0" + mangle(typ)
	if _, ok := nz.helpers[name]; ok {
		return name
	}
	ms := types.NewMethodSet(p)
	if ms.Len() == 0 {
		return ""
	}
	var b strings.Builder
	b.WriteString("\ntype " + name + " bool\n")
	for i := range ms.Len() {
		m := ms.At(i).Obj()
		sig := m.Type().(*types.Signature)
		var params, args []string
		for j := range sig.Params().Len() {
			pt := sig.Params().At(j).Type()
			arg := "_skillrun_a" + strconv.Itoa(j)
			if sig.Variadic() && j == sig.Params().Len()-1 {
				s, ok := nz.nameOf(pt.(*types.Slice).Elem())
				if !ok {
					return ""
				}
				params = append(params, arg+" ..."+s)
				args = append(args, arg+"...")
				continue
			}
			s, ok := nz.nameOf(pt)
			if !ok {
				return ""
			}
			params = append(params, arg+" "+s)
			args = append(args, arg)
		}
		var results []string
		for j := range sig.Results().Len() {
			s, ok := nz.nameOf(sig.Results().At(j).Type())
			if !ok {
				return ""
			}
			results = append(results, s)
		}
		res, ret := "", ""
		switch len(results) {
		case 0:
		case 1:
			res, ret = " "+results[0], "return "
		default:
			res, ret = " ("+strings.Join(results, ", ")+")", "return "
		}
		b.WriteString("\nfunc (" + name + ") " + m.Name() + "(" + strings.Join(params, ", ") + ")" + res + " { var _skillrun_p " + typ + "; " + ret + "_skillrun_p." + m.Name() + "(" + strings.Join(args, ", ") + ") }\n")
	}
	nz.setHelper(name, b.String())
	return name
}

// nilMarker returns the variable of the interface iface (another
// package's, with methods) that a nil t is stored as, declaring it, or ""
// (see nilMarkerType).
func (nz *normaliser) nilMarker(iface, t types.Type) string {
	mt := nz.nilMarkerType(t)
	if mt == "" {
		return ""
	}
	it, ok := nz.nameOf(iface)
	if !ok {
		return ""
	}
	typ, _ := nz.nameOf(t)
	name := "_skillrun_nil_" + mangle(it) + "_0" + mangle(typ)
	nz.setHelper(name, "\nvar "+name+" "+it+" = "+mt+"(false)\n")
	return name
}

// markerIface reports whether t is another package's interface with
// methods, other than error and fmt.Stringer, that a nil pointer is
// stored in as nilMarker's value.
func (nz *normaliser) markerIface(t types.Type) bool {
	return nz.binaryIface(t) && !isNamedType(t, "", "error") && !isNamedType(t, "fmt", "Stringer")
}

// nilMarkerAssert returns the marker type of the pointer type typ when x
// (of another package's interface, see markerIface) may hold nilMarker's
// value for it: x.(*T) answers that value as a nil *T.
func (nz *normaliser) nilMarkerAssert(x, typ ast.Expr) string {
	xt, tt := nz.c.info.TypeOf(x), nz.c.info.TypeOf(typ)
	if xt == nil || tt == nil || !nz.markerIface(xt) {
		return ""
	}
	if in, ok := xt.Underlying().(*types.Interface); !ok || !types.Implements(tt, in) {
		return ""
	}
	return nz.nilMarkerType(tt)
}
