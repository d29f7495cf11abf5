package check

import (
	"strings"
	"testing"
)

// TestBoundaryRefused: what crosses between a skill and the host in a
// form the two tiers cannot agree on is refused at its position.
func TestBoundaryRefused(t *testing.T) {
	run := "\n\nfunc Run(env skills.Env, args Args) (skills.Result, error) { return nil, nil }\n"
	for _, tt := range []struct{ name, src, want string }{
		{"args embed pointer to unexported", "type inner struct{ A int }\n\ntype Args struct {\n\t*inner\n\tB int\n}",
			"x.go:8:3: the arguments embed *inner, a pointer to an unexported struct type"},
		{"reached through a map", "type base struct{ ID string }\n\ntype item struct {\n\t*base\n}\n\ntype Args struct{ M map[string][]item }",
			"x.go:8:3: the arguments embed *base"},
		{"json decodes into", "type inner struct{ A int }\n\ntype outer struct {\n\t*inner\n}\n\nfunc decode(b []byte) (o []outer, err error) {\n\terr = json.Unmarshal(b, &o)\n\treturn\n}\n\ntype Args struct{}",
			"x.go:12:3: the value json decodes into embeds *inner"},
		{"omitzero with an IsZero method", "type span struct{ From, To int }\n\nfunc (s span) IsZero() bool { return s.From == s.To }\n\ntype rec struct {\n\tS *span `json:\"s,omitzero\"`\n}\n\nvar _ = rec{}\n\ntype Args struct{}",
			"x.go:10:10: omitzero on a field of type span, whose IsZero method"},
		{"error kind method", "type e struct{}\n\nfunc (e) Error() string { return \"e\" }\n\nfunc (e) ErrorKind() string { return \"refused\" }\n\ntype Args struct{}",
			"x.go:9:10: method ErrorKind"},
		{"embedded time", "type stamp struct {\n\tN int\n\ttime.Time\n}\n\nvar _ = stamp{}\n\ntype Args struct{}",
			"x.go:11:2: embedded time.Time has method MarshalJSON, which Go promotes"},
		{"embedded pointer in args", "type Args struct {\n\t*time.Time\n}",
			"x.go:10:2: embedded time.Time has method MarshalJSON"},
		{"field named as a type parameter", "type pair[K comparable, V any] struct {\n\tK K\n\tV V\n}\n\nvar _ = pair[string, int]{}\n\ntype Args struct{}",
			"x.go:6:2: field K of generic type pair has the name of a type parameter"},
		{"generic literal in a Result", "type pair[K comparable, V any] struct {\n\tKey K\n\tVal V\n}\n\nvar r = skills.Result{\"p\": pair[int, int]{1, 2}}\n\ntype Args struct{}",
			"x.go:10:28: a literal of pair[int, int], a generic type of several type arguments, in a slot of interface type"},
		{"generic literal in a []any", "type pair[K comparable, V any] struct {\n\tKey K\n\tVal V\n}\n\nvar r = []any{pair[int, int]{1, 2}}\n\ntype Args struct{}",
			"x.go:10:15: a literal of pair[int, int]"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			imports := "import \"github.com/skillrun/skillrun/skills\"\n\n"
			if strings.Contains(tt.src, "time.") {
				imports = "import (\n\t\"time\"\n\n\t\"github.com/skillrun/skillrun/skills\"\n)\n\n"
			}
			if strings.Contains(tt.src, "json.") {
				imports = "import (\n\t\"encoding/json\"\n\n\t\"github.com/skillrun/skillrun/skills\"\n)\n\n"
			}
			src := "package s\n\n" + imports + tt.src + run
			_, err := Check("x.go", []byte(src))
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("Check = %v; want %q\n%s", err, tt.want, src)
			}
		})
	}
	// Allowed: an exported embedded pointer, an unexported struct embedded
	// by value, a pointer to an unexported struct no key can name.
	for _, decls := range []string{
		"type Inner struct{ A int }\n\ntype Args struct{ *Inner }",
		"type inner struct{ A int }\n\ntype Args struct{ inner }",
		"type inner struct{ a int }\n\ntype Args struct{ *inner }",
		"type pair[K comparable, V any] struct {\n\tKey K\n\tVal V\n}\n\nvar p = pair[int, int]{1, 2}\n\nvar r = skills.Result{\"p\": p, \"q\": &pair[int, int]{}, \"l\": []pair[int, int]{{1, 2}}}\n\ntype holder struct{ V any }\n\nvar h = holder{V: pair[int, int]{}}\n\ntype Args struct{}",
	} {
		src := "package s\n\nimport \"github.com/skillrun/skillrun/skills\"\n\n" + decls + run
		if _, err := Check("x.go", []byte(src)); err != nil {
			t.Errorf("Check(%s) = %v", decls, err)
		}
	}
}

// TestEmbeddedHidden: an embedded field of an unexported type that is not
// a struct is tagged json:"-" (encoding/json ignores it; the interpreter
// made it an exported field Xid, written in results and read from
// arguments), its other tags kept; an exported one is left alone. An
// embedded interface is also named (embeddedIface), and hidden once.
func TestEmbeddedHidden(t *testing.T) {
	src := stateSkill("", "type id int\n\ntype ID int\n\ntype p struct {\n\tid\n\t*ID\n\terror `yaml:\"e\"`\n}\n\nvar _ = p{}", "")
	u, err := Check("x.go", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"\tid `json:\"-\"`\n", "\t*ID\n", "\terror error `json:\"-\" yaml:\"e\"`\n"} {
		if !strings.Contains(string(u.Code), want) {
			t.Errorf("normalised code lacks %q:\n%s", want, u.Code)
		}
	}
}
