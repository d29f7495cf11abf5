package check

import (
	"go/ast"
	"go/types"
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
	seen := map[types.Type]bool{}
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
						c.errorf(f.Pos(), "the arguments embed *%s, a pointer to an unexported struct type: encoding/json cannot set it, so compiled Go refuses arguments that give its fields; embed %s itself, or export its name", f.Name(), f.Name())
						continue
					}
				}
				walk(f.Type())
			}
		}
	}
	walk(args)
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
