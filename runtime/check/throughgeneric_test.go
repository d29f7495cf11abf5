package check

import "testing"

// throughDecls declares the generic types TestThroughGenerics uses (lines
// 9 to 14 of the skill); the type under test starts on line 16.
const throughDecls = "type box[T any] struct{ items []T }\n\ntype pair[K comparable, V any] struct {\n\tk K\n\tv V\n}\n"

// TestThroughGenericsRefused: a type without type parameters that
// reaches itself through a generic instance's type arguments is refused
// at the argument, a pointer to the type itself too (yaegi fails to
// compile it, "cannot use type node as type unsafe2.dummy", or panics
// running it).
func TestThroughGenericsRefused(t *testing.T) {
	const about = "the interpreter cannot build such a type"
	for _, tt := range []struct{ name, decls, want string }{
		{"by value", "type node struct{ kids box[node] }", "16:28: the type node refers to itself through node, a type argument of box"},
		{"slice", "type node struct{ kids box[[]node] }", "16:28: the type node refers to itself through []node"},
		{"map", "type node struct{ kids box[map[string]node] }", "16:28: the type node refers to itself through map[string]node"},
		{"pointer in a struct", "type node struct{ kids box[struct{ n *node }] }", "16:28: the type node refers to itself"},
		{"second of two type arguments", "type node struct {\n\tname string\n\tkids map[string]pair[string, node]\n}", "18:31: the type node refers to itself through node, a type argument of pair"},
		{"through another type", "type node struct{ kids box[*list] }\n\ntype list struct{ ns []node }", "16:28: the type node refers to itself through *list"},
		{"pointer field", "type node struct{ kids *box[node] }", "16:29: the type node refers to itself"},
		{"function", "type visit func(box[visit]) int", "16:21: the type visit refers to itself"},
		{"pointer to itself", "type node struct{ kids box[*node] }", "16:28: the type node refers to itself through *node"},
		{"pointer to itself, second argument", "type node struct{ m map[string]pair[string, *node] }", "16:45: the type node refers to itself through *node"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			vetRefuses(t, "", throughDecls+"\n"+tt.decls, "\t_ = args", about, tt.want)
		})
	}
	// A type declared in a function body is refused as well.
	vetRefuses(t, "", throughDecls, "\ttype node struct{ kids box[node] }\n\t_ = node{}", about, "18:29: the type node refers to itself")
}

// TestThroughGenericsAllowed: generic instances over other types, and a
// generic type holding a non-generic one, stay allowed.
func TestThroughGenericsAllowed(t *testing.T) {
	allowed := []string{
		// other types
		"type leaf struct{ n int }\n\ntype node struct {\n\tleaves box[leaf]\n\tnext   *node\n}",
		// a generic type holding a non-generic one
		"type holder struct{ b *box[int] }\n\ntype tree[T any] struct {\n\tv T\n\th *holder\n}",
	}
	for _, decls := range allowed {
		vetAllows(t, "", throughDecls+"\n"+decls, "\t_ = args")
	}
}
