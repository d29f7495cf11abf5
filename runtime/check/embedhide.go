package check

import "go/ast"

// hideEmbedded tags json:"-" an embedded field whose type is not a struct
// (nor a pointer to one) and whose name is unexported (type id int;
// struct{ id }, an embedded error or any). encoding/json ignores such a
// field, tag or not; the interpreter makes it an exported field named
// Xid, which a result, a skill's json.Marshal and the decoding of its
// arguments wrote and read ({"Xid":3}). markEmbedded calls it for an
// embedded field of another type than a struct. An embedded interface
// is embeddedIface's: it names the field, and hides it there.
func (nz *normaliser) hideEmbedded(f *ast.Field) {
	if len(f.Names) != 0 || ast.IsExported(embeddedName(f.Type)) || embedsIface(nz.c.info.TypeOf(f.Type)) {
		return
	}
	if f.Tag == nil {
		nz.insert(f.Type.End(), " `json:\"-\"`")
		return
	}
	if lit, ok := hiddenTag(f.Tag.Value); ok {
		nz.replace(f.Tag.Pos(), f.Tag.End(), lit)
	}
}

// embeddedName is the name of the field an embedded type expression
// declares: T, *T, pkg.T, T[A] all declare T.
func embeddedName(x ast.Expr) string {
	for {
		switch e := x.(type) {
		case *ast.StarExpr:
			x = e.X
		case *ast.ParenExpr:
			x = e.X
		case *ast.IndexExpr:
			x = e.X
		case *ast.IndexListExpr:
			x = e.X
		case *ast.SelectorExpr:
			return e.Sel.Name
		case *ast.Ident:
			return e.Name
		default:
			return "X" // not a name: leave the field alone
		}
	}
}
