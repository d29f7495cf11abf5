package check

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

// lineOf returns the 1-based line of src on which the first occurrence of
// sub starts.
func lineOf(t *testing.T, src, sub string) int {
	t.Helper()
	i := strings.Index(src, sub)
	if i < 0 {
		t.Fatalf("%q not in the source", sub)
	}
	return strings.Count(src[:i], "\n") + 1
}

// Types with too many members are refused where they pass the bound,
// before go/types adds the methods or fields one by one, comparing each
// with those before (a 1 MB file of 40,000 methods on one type took the
// host's checker 5 s; 20,000 assignments to the fields of a struct of
// 20,000 fields, 2.4 s). An Args type of 5,000 fields vets
// (TestLargeButWrittenOut).
func TestMembersBounded(t *testing.T) {
	var methods, fields, sels, iface strings.Builder
	methods.WriteString("type M struct{}\n\n")
	for i := 0; methods.Len() < MaxSourceBytes-1000; i++ {
		fmt.Fprintf(&methods, "func (*M) M%d() {}\n", i)
	}
	fields.WriteString("type F struct {\n")
	for i := range 30000 {
		fmt.Fprintf(&fields, "\tF%d int\n", i)
		fmt.Fprintf(&sels, "\tx.F%d = %d\n", i, i)
	}
	fields.WriteString("}\n\nfunc set(x *F) {\n" + sels.String() + "}\n")
	iface.WriteString("type I interface {\n")
	for i := range 40000 {
		fmt.Fprintf(&iface, "\tM%d()\n", i)
	}
	iface.WriteString("}\n\nvar i I\n")
	for _, c := range []struct{ name, decls, refuse, after string }{
		{"methods", methods.String(), "type M has more than 1000 methods", "func (*M) M1000() {}"},
		{"fields", fields.String(), "this struct has more than 8192 fields", "type F struct {"},
		{"interface", iface.String(), "this interface lists more than 1000 methods", "type I interface {"},
	} {
		t.Run(c.name, func(t *testing.T) {
			src := hostileSkill(c.decls, "\ts += fmt.Sprint()")
			at := fmt.Sprintf("f.go:%d:", lineOf(t, src, c.after))
			err := checkWithin(t, src, 2*time.Second)
			if err == nil || !strings.Contains(err.Error(), at) || !strings.Contains(err.Error(), c.refuse) {
				t.Errorf("err = %.300v; want %q at %s", err, c.refuse, at)
			}
		})
	}
}

// A type has the methods its embedded fields promote: 2,000 types
// embedding one of 1,000 methods, in 100 KB, made the rewrites build
// method sets of 680 MB. Types whose sets would be large are refused
// where they are declared, counted without building the sets; files
// within the bounds are checked as before.
func TestMethodSetsBounded(t *testing.T) {
	big := func(methods int) string {
		var b strings.Builder
		b.WriteString("type T struct{}\n\n")
		for i := range methods {
			fmt.Fprintf(&b, "func (T) M%d() {}\n", i)
		}
		return b.String()
	}
	embedding := func(n int) string {
		var b strings.Builder
		for i := range n {
			fmt.Fprintf(&b, "type U%d struct{ T }\n", i)
		}
		return b.String()
	}
	for _, c := range []struct{ name, decls, refuse, at string }{
		{"one type", big(200) + "type V struct{ T; W }\ntype W struct{ T2 }\ntype T2 struct{ T }\n", "type V has more than 256 methods with those its embedded fields promote", "type V "},
		{"together", big(200) + embedding(2000), "the file's types have more than 65536 methods together", "type U326 "},
		{"local types", big(200) + "func f() {\n" + embedding(400) + "}\n", "the file's types have more than 65536 methods together", "type U326 "},
	} {
		t.Run(c.name, func(t *testing.T) {
			src := hostileSkill(c.decls, "\ts += fmt.Sprint()")
			at := fmt.Sprintf("f.go:%d:", lineOf(t, src, c.at))
			err := checkWithin(t, src, 2*time.Second)
			if err == nil || !strings.Contains(err.Error(), at) || !strings.Contains(err.Error(), c.refuse) {
				t.Errorf("err = %.300v; want %q at %s", err, c.refuse, at)
			}
		})
	}
	// Within the bounds: every type's values stored, printed and
	// compared as interfaces, the file checked and rewritten.
	var body strings.Builder
	for i := range 80 {
		fmt.Fprintf(&body, "\tvar a%d any = U%d{}\n\tvar b%d any = &U%d{}\n\ts += fmt.Sprint(U%d{}, &U%d{}, a%d == b%d)\n", i, i, i, i, i, i, i, i)
	}
	src := hostileSkill(big(200)+embedding(80)+"func (T) String() string { return \"t\" }\n", body.String())
	if err := checkWithin(t, src, 2*time.Second); err != nil {
		t.Errorf("within the bounds: %.500v", err)
	}
}

// Rewrites that spell a type's methods out, and the rewrites' look-ups of
// what a name means where they write it, cost no more than the file: a
// 1 MB file of values of types with 256 methods stored in interfaces,
// printed, asserted, compared or panicked with, each took the host's
// checker 1–20 s and up to 11 GB before (method sets built for each
// value, scopes searched from the first, rewrites of 400 MB); the
// rewrites a file needs are bounded (maxRewriteBytes) and refused past it
// where they pass it. So are copies of generic functions for each type
// they are used with (one of slices.Insert for each of 20,000 types:
// 4.5 s, 1.6 GB).
func TestRewritesBounded(t *testing.T) {
	var decls strings.Builder
	decls.WriteString("type T struct{}\n\nfunc (T) Error() string { return \"t\" }\n\n")
	for i := range 250 {
		fmt.Fprintf(&decls, "func (T) M%d() {}\n", i)
	}
	for i := range 63 {
		fmt.Fprintf(&decls, "type U%d struct{ T }\n", i)
	}
	generic := ""
	for i := range 20000 {
		generic += fmt.Sprintf("type G%d int\n", i)
	}
	for _, c := range []struct {
		name, stmt string
		refused    bool
	}{
		{"generic copies", "\tif true { _ = slices.Insert([]G%d{}, 0) }\n", true},
		{"stored", "\tif true { var a any = &U%d{}; _ = a }\n", true},
		{"printed", "\tif true { s += fmt.Sprint(U%d{}) }\n", false},
		{"asserted", "\tif _, ok := any(nil).(*U%d); ok {}\n", false},
		{"compared", "\tif any(U%d{}) == any(U%d{}) {}\n", true},
		{"panicked", "\tfunc() { defer func() { recover() }(); panic(U%d{}) }()\n", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			var body strings.Builder
			body.WriteString("\ts += fmt.Sprint()\n")
			d, types := decls.String(), 63
			if strings.Contains(c.stmt, "G%d") {
				d, types = generic, 20000
			}
			for i := 0; body.Len()+len(d) < MaxSourceBytes-1000; i++ {
				body.WriteString(strings.ReplaceAll(c.stmt, "%d", fmt.Sprint(i%types)))
			}
			src := hostileSkill(d, body.String())
			if types == 20000 {
				src = strings.Replace(src, "\t\"fmt\"\n", "\t\"fmt\"\n\t\"slices\"\n", 1)
			}
			err := checkWithin(t, src, 2*time.Second)
			refused := err != nil && strings.Contains(err.Error(), "the interpreter needs more than 2097152 bytes of this file rewritten by here")
			if c.refused != refused || (err != nil && !refused) {
				t.Errorf("err = %.300v; want refused %v", err, c.refused)
			}
		})
	}
}

// Types that embed many types, or deeply, cost go/types a walk of them
// all at each selection of a promoted field or method: 200 levels and
// 20,000 selections (187 KB) took the host 8.4 s and 8.8 GB; 126 types
// 16 deep and 110,000 selections, 58 s. Vet refuses them before it
// type-checks.
func TestEmbeddingBounded(t *testing.T) {
	chain := func(n int) string {
		s := "type E0 struct{ X int }\n"
		for i := 1; i < n; i++ {
			s += fmt.Sprintf("type E%d struct{ E%d }\n", i, i-1)
		}
		return s
	}
	var wide strings.Builder
	wide.WriteString("type Top struct{ E15")
	for j := range 110 {
		fmt.Fprintf(&wide, "; L%d", j)
	}
	wide.WriteString(" }\n")
	for j := range 110 {
		fmt.Fprintf(&wide, "type L%d struct{ y%d int }\n", j, j)
	}
	var fan strings.Builder
	fan.WriteString("type F struct{ ")
	for j := range 200 {
		fmt.Fprintf(&fan, "L%d; ", j)
	}
	fan.WriteString("}\n")
	for j := range 200 {
		fmt.Fprintf(&fan, "type L%d struct{ y%d int }\n", j, j)
	}
	for _, c := range []struct{ name, decls, body, refuse string }{
		{"deep", chain(200), "\tvar v E199\n" + strings.Repeat("\ts += fmt.Sprint(v.X)\n", 20000), "levels deep"},
		{"wide", fan.String(), "\tvar v F\n\ts += fmt.Sprint(v.y3)\n", "embeds more than"},
		{"many selections", chain(16) + wide.String(), "\tvar v Top\n" + strings.Repeat("\ts += fmt.Sprint(v.X)\n", 40000), "promote by embedding too often"},
		{"many selections of a package's type", "type M struct{ sync.Mutex }\n\ntype N struct{ M; " + strings.TrimPrefix(strings.Repeat("; M", 0), "; ") + "}\n" + chain(16) + wide.String(), "\tvar v N\n" + strings.Repeat("\tv.Lock()\n", 40000), "promote by embedding too often"},
	} {
		t.Run(c.name, func(t *testing.T) {
			src := hostileSkill(c.decls, c.body)
			if strings.Contains(c.decls, "sync.") {
				src = strings.Replace(src, "import (\n", "import (\n\t\"sync\"\n", 1)
			}
			err := checkWithin(t, src, 2*time.Second)
			if err == nil || !strings.Contains(err.Error(), c.refuse) {
				t.Fatalf("err = %.300v; want %q", err, c.refuse)
			}
		})
	}
}

// go/types finds a selected field by reading its struct's fields in
// order: 70,000 selections of the last of 8,000 fields (1 MB) took the
// host 9 s, and keys of struct literals the same. Vet refuses them.
func TestFieldReadsBounded(t *testing.T) {
	var fields []string
	for i := range 8000 {
		fields = append(fields, fmt.Sprintf("a%d int", i))
	}
	decls := "type Big struct{ " + strings.Join(fields, "; ") + " }"
	for _, c := range []struct{ name, body string }{
		{"selections", "\tvar v Big\n" + strings.Repeat("\tv.a7999 = 1\n", 70000) + "\ts += fmt.Sprint(v)\n"},
		{"literal keys", strings.Repeat("\ts += fmt.Sprint(Big{a7999: 1})\n", 30000)},
	} {
		t.Run(c.name, func(t *testing.T) {
			err := checkWithin(t, hostileSkill(decls, c.body), 2*time.Second)
			if err == nil || !strings.Contains(err.Error(), "far down long lists") {
				t.Fatalf("err = %.300v; want the reads refused", err)
			}
		})
	}
}
