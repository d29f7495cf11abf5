package check

import (
	"strings"
	"testing"
)

// TestSelectRewritten: a select becomes a block that evaluates its
// channels and sent values in order and a switch over plain.Select, on
// the select's lines; the last case is the switch's default when the
// select has none (a select every case of which returns still ends the
// function), and select {} a loop.
func TestSelectRewritten(t *testing.T) {
	src := stateSkill("", `type pt struct{ X int }

func f(a chan pt, b chan<- int, n int) (pt, bool) {
	select {
	case v, ok := <-a:
		return v, ok
	case b <- n * 2:
		return pt{}, false
	}
}

func g() {
	select {}
}

func one(c chan int) int {
	select {
	case v := <-c:
		return v
	}
}

func h(c chan int, d chan string) (int, bool) {
	select {
	case v, ok := <-c:
		return v, ok
	case s := <-d:
		return len(s), true
	default:
		return 0, false
	}
}`, "")
	u, err := Check("x.go", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	code := string(u.Code)
	for _, want := range []string{
		"\t{ _skillrun_selc2 := a; _skillrun_selb2 := make(chan pt, 1); _skillrun_selc3 := b; _skillrun_selb3 := int(n * 2); switch _skillrun_selk1, _ := _skillrun_plain.Select2(false, \"rv\", _skillrun_selc2, _skillrun_selb2, _skillrun_selc3, _skillrun_selb3); _skillrun_selk1 {\n\tcase 0: v, ok := <-_skillrun_selb2;\n",
		// A predeclared basic type's value comes back itself.
		// (and, without a case through a buffered channel, the
		// channels are the call's arguments).
		"\t{ switch _skillrun_selk7, _skillrun_selv7 := _skillrun_plain.Select2(true, \"pp\", c, nil, d, nil); _skillrun_selk7 {\n\tcase 0, 1: v, ok := _skillrun_selv7.(int), _skillrun_selk7&1 == 1;\n\t\treturn v, ok\n\tcase 2, 3: s := _skillrun_selv7.(string);\n",
		// One case and no default: the channel operation itself.
		"\t{ switch {\n\tdefault: v := <-c;\n\t\treturn v\n\t}}\n",
		"\tdefault:\n\t\treturn pt{}, false\n\t}}\n",
		"\t{ for { _skillrun_plain.Select(false, \"\")}}\n",
	} {
		if !strings.Contains(code, want) {
			t.Errorf("normalised source lacks %q:\n%s", want, code)
		}
	}
	if got, want := strings.Count(code[:strings.Index(code, "func Run")], "\n"), strings.Count(src[:strings.Index(src, "func Run")], "\n"); got != want {
		t.Errorf("%d lines before Run; want %d", got, want)
	}
}

// TestSelectRefused: the selects the rewrite cannot write are refused
// naming the fix.
func TestSelectRefused(t *testing.T) {
	for _, tt := range []struct{ name, decls, want string }{
		{"channel of a type parameter's type", "func f[C ~chan int](c C) int {\n\tselect {\n\tcase v := <-c:\n\t\treturn v\n\t}\n}",
			"11:14: a select case's channel of type C, a type parameter, is not supported: the select is rewritten for the interpreter and needs the channel's element type; use a parameter of type chan E"},
		{"element type hidden", "type pt struct{}\n\nfunc f(c chan pt) {\n\tpt := 1\n\t_ = pt\n\tselect {\n\tcase v := <-c:\n\t\t_ = v\n\t}\n}",
			"15:14: a select case's channel of pt is not supported: the select is rewritten for the interpreter and must name the element type where the select is, but pt is hidden there"},
		{"predeclared type hidden", "func f(c chan string) {\n\tstring := 1\n\t_ = string\n\tselect {\n\tcase v := <-c:\n\t\t_ = v\n\t}\n}",
			"13:14: a select case's channel of string is not supported: the select is rewritten for the interpreter and must name the element type where the select is, but string is hidden there by another declaration"},
		{"label of goto and break", "func f(c chan int) {\n\tgoto L\nL:\n\tselect {\n\tcase <-c:\n\t\tbreak L\n\t}\n}",
			"11:1: label L of a select is named by a goto and a break"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			src := stateSkill("", tt.decls, "")
			_, err := Check("x.go", []byte(src))
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("Check = %v; want %q\n%s", err, tt.want, src)
			}
		})
	}
}
