package check

import (
	"go/ast"
	"go/types"
	"reflect"
	"slices"
	"strconv"
	"strings"
)

// checkArgsEmbeds refuses, in the types the arguments decode into (Args
// and every struct it reaches), a field that embeds a pointer to an
// unexported struct type with fields a JSON key names (type inner
// struct{ A int }; type Args struct{ *inner }). encoding/json cannot set
// such a pointer (the field is unexported): compiled Go refuses any
// arguments that give one of its fields ("json: cannot set embedded
// pointer to unexported struct"). The interpreter makes the field an
// exported one and set it: the run went on with arguments the native
// tier refused.
func (c *checker) checkArgsEmbeds(args *types.Named) {
	c.checkDecodedEmbeds(args, "the arguments embed", map[types.Type]bool{})
}

// checkJSONDecodeEmbeds is checkArgsEmbeds for what the skill decodes
// itself: the value json.Unmarshal or a json.Decoder's Decode fills.
func (c *checker) checkJSONDecodeEmbeds() {
	seen := map[types.Type]bool{}
	ast.Inspect(c.file, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
		if !ok {
			return true
		}
		fn, ok := c.info.Uses[sel.Sel].(*types.Func)
		if !ok || fn.Pkg() == nil || fn.Pkg().Path() != "encoding/json" {
			return true
		}
		target := jsonTarget(call, fn)
		if target == nil {
			return true
		}
		if t := c.info.TypeOf(target); t != nil {
			c.checkDecodedEmbeds(t, "the value json decodes into embeds", seen)
		}
		return true
	})
}

// checkDecodedEmbeds walks the types a value of t decoded by
// encoding/json holds (see checkArgsEmbeds), what saying what embeds the
// pointer.
func (c *checker) checkDecodedEmbeds(t types.Type, what string, seen map[types.Type]bool) {
	var walk func(t types.Type)
	walk = func(t types.Type) {
		t = types.Unalias(t)
		if seen[t] {
			return
		}
		seen[t] = true
		switch u := t.Underlying().(type) {
		case *types.Pointer:
			walk(u.Elem())
		case *types.Slice:
			walk(u.Elem())
		case *types.Array:
			walk(u.Elem())
		case *types.Map:
			walk(u.Elem())
		case *types.Struct:
			for i := range u.NumFields() {
				f := u.Field(i)
				if !f.Embedded() && !f.Exported() {
					continue // never decoded
				}
				if p, ok := types.Unalias(f.Type()).(*types.Pointer); ok && f.Embedded() && !f.Exported() && f.Pkg() == c.pkg {
					if s, ok := p.Elem().Underlying().(*types.Struct); ok && keyed(s) {
						c.errorf(f.Pos(), "%s *%s, a pointer to an unexported struct type: encoding/json cannot set it, so compiled Go refuses JSON that gives its fields; embed %s itself, or export its name", what, f.Name(), f.Name())
						continue
					}
				}
				walk(f.Type())
			}
		}
	}
	walk(t)
}

// keyed reports whether a JSON key can name a field of s: an exported
// field, or one embedded.
func keyed(s *types.Struct) bool {
	for i := range s.NumFields() {
		if f := s.Field(i); f.Exported() || f.Embedded() {
			return true
		}
	}
	return false
}

// checkErrorKind refuses a method ErrorKind() string of the skill's
// types: the host reads an error's kind from such a method (the
// interface skills.KindOf asks for), so a skill's error declared its own
// kind ("refused", "busy") when the native tier ran it, and the
// interpreter, whose types carry no methods for compiled code, reported
// the kind skill for the same error. An error's kind is the host's to
// declare (skills.WithKind is refused too).
func (c *checker) checkErrorKind() {
	for _, d := range c.file.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || fd.Recv == nil || fd.Name.Name != "ErrorKind" {
			continue
		}
		c.errorf(fd.Name.Pos(), "method ErrorKind: the host would read it as the kind of an error the skill returns when compiled, and never calls it in the interpreter; an error's kind is the host's to declare (wrap a sentinel of package skills with %%w), so rename the method")
	}
}

// checkEmbeddedJSON refuses a struct type that embeds another package's
// type with an encoding/json method (time.Time's MarshalJSON and
// UnmarshalJSON, a MarshalText): Go promotes the method, so the struct
// encodes as that value alone and decodes only from it (struct{ N int;
// time.Time } is written "2024-01-02T03:04:05Z", its N dropped); the
// interpreter's struct types carry no promoted methods, and wrote and
// read the fields ({"N":1,"Time":"2024-01-02T03:04:05Z"}).
func (c *checker) checkEmbeddedJSON() {
	ast.Inspect(c.file, func(n ast.Node) bool {
		st, ok := n.(*ast.StructType)
		if !ok {
			return true
		}
		for _, f := range st.Fields.List {
			if len(f.Names) != 0 {
				continue
			}
			t := c.info.TypeOf(f.Type)
			if t == nil {
				continue
			}
			if p, ok := t.(*types.Pointer); ok {
				t = p.Elem()
			}
			named, ok := types.Unalias(t).(*types.Named)
			if !ok || named.Obj().Pkg() == nil || named.Obj().Pkg() == c.pkg {
				continue // the skill's own types' JSON methods are refused as declared
			}
			for _, name := range jsonMethodNames {
				if methodOf(types.NewPointer(named), nil, name) != nil {
					c.errorf(f.Type.Pos(), "embedded %s has method %s, which Go promotes: the struct would be encoded and decoded as a %s alone (its other fields dropped), and the interpreter's types cannot promote it; name the field (%s %s)",
						types.TypeString(named, types.RelativeTo(c.pkg)), name, types.TypeString(named, types.RelativeTo(c.pkg)), named.Obj().Name(), types.ExprString(f.Type))
					break
				}
			}
		}
		return true
	})
}

// checkOmitZero refuses a struct field tagged json omitzero whose type
// (or a pointer to it) has an IsZero method the skill declares: Go's
// encoding/json calls the method to decide whether to leave the field
// out, and in the interpreter, whose types carry no methods for compiled
// code, it never does (a field whose IsZero said true was written, and
// one of the zero value that IsZero said false was left out, silently).
func (c *checker) checkOmitZero() {
	ast.Inspect(c.file, func(n ast.Node) bool {
		st, ok := n.(*ast.StructType)
		if !ok {
			return true
		}
		for _, f := range st.Fields.List {
			if f.Tag == nil {
				continue
			}
			tag, err := strconv.Unquote(f.Tag.Value)
			if err != nil {
				continue
			}
			_, opts, _ := strings.Cut(reflect.StructTag(tag).Get("json"), ",")
			if !slices.Contains(strings.Split(opts, ","), "omitzero") {
				continue
			}
			t := c.info.TypeOf(f.Type)
			if t == nil {
				continue
			}
			if p, ok := t.Underlying().(*types.Pointer); ok {
				t = p.Elem()
			}
			obj, _, _ := types.LookupFieldOrMethod(types.NewPointer(t), true, c.pkg, "IsZero")
			if m, ok := obj.(*types.Func); ok && m.Pkg() == c.pkg {
				c.errorf(f.Tag.Pos(), "omitzero on a field of type %s, whose IsZero method Go's encoding/json calls and the interpreter never does (its types carry no methods for compiled code): write omitempty, or leave the field out yourself", types.TypeString(t, types.RelativeTo(c.pkg)))
			}
		}
		return true
	})
}
