// A small Lisp: a tokenizer, a parser, environments chained to their
// parents and closures that hold them (each procedure a global defines
// points back at the global environment), and errors that print a
// procedure. Printing one walked the cycle of environments along every
// path until the run's timeout (runtime/plain's walk).
package lisp

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/skillrun/skillrun/skills"
)

type Args struct {
	Programs []string `json:"programs,omitempty"`
}

type Value interface{}

type Env struct {
	vars   map[string]Value
	parent *Env
}

func (e *Env) Get(k string) (Value, bool) {
	for x := e; x != nil; x = x.parent {
		if v, ok := x.vars[k]; ok {
			return v, true
		}
	}
	return nil, false
}

type Proc struct {
	params []string
	body   Value
	env    *Env
}

type Builtin func(args []Value) (Value, error)

func tokenize(s string) []string {
	s = strings.ReplaceAll(s, "(", " ( ")
	s = strings.ReplaceAll(s, ")", " ) ")
	return strings.Fields(s)
}

func parse(toks []string, i int) (Value, int, error) {
	if i >= len(toks) {
		return nil, i, fmt.Errorf("unexpected EOF")
	}
	t := toks[i]
	switch t {
	case "(":
		var list []Value
		i++
		for i < len(toks) && toks[i] != ")" {
			v, ni, err := parse(toks, i)
			if err != nil {
				return nil, ni, err
			}
			list = append(list, v)
			i = ni
		}
		if i >= len(toks) {
			return nil, i, fmt.Errorf("missing )")
		}
		return list, i + 1, nil
	case ")":
		return nil, i, fmt.Errorf("unexpected )")
	}
	if n, err := strconv.Atoi(t); err == nil {
		return n, i + 1, nil
	}
	return t, i + 1, nil
}

func eval(x Value, env *Env) (Value, error) {
	switch v := x.(type) {
	case int:
		return v, nil
	case string:
		val, ok := env.Get(v)
		if !ok {
			return nil, fmt.Errorf("unbound %s", v)
		}
		return val, nil
	case []Value:
		if len(v) == 0 {
			return nil, fmt.Errorf("empty list")
		}
		if head, ok := v[0].(string); ok {
			switch head {
			case "if":
				c, err := eval(v[1], env)
				if err != nil {
					return nil, err
				}
				if b, _ := c.(bool); b {
					return eval(v[2], env)
				}
				return eval(v[3], env)
			case "define":
				val, err := eval(v[2], env)
				if err != nil {
					return nil, err
				}
				env.vars[v[1].(string)] = val
				return val, nil
			case "lambda":
				var ps []string
				for _, p := range v[1].([]Value) {
					ps = append(ps, p.(string))
				}
				return &Proc{ps, v[2], env}, nil
			case "begin":
				var r Value
				for _, e := range v[1:] {
					var err error
					if r, err = eval(e, env); err != nil {
						return nil, err
					}
				}
				return r, nil
			}
		}
		f, err := eval(v[0], env)
		if err != nil {
			return nil, err
		}
		var args []Value
		for _, a := range v[1:] {
			av, err := eval(a, env)
			if err != nil {
				return nil, err
			}
			args = append(args, av)
		}
		switch fn := f.(type) {
		case Builtin:
			return fn(args)
		case *Proc:
			ne := &Env{vars: map[string]Value{}, parent: fn.env}
			for i, p := range fn.params {
				ne.vars[p] = args[i]
			}
			return eval(fn.body, ne)
		}
		return nil, fmt.Errorf("not a function: %v", f)
	}
	return nil, fmt.Errorf("bad expr %v", x)
}

func arith(op func(a, b int) int) Builtin {
	return func(args []Value) (Value, error) {
		acc, ok := args[0].(int)
		if !ok {
			return nil, fmt.Errorf("not a number: %v", args[0])
		}
		for _, a := range args[1:] {
			n, ok := a.(int)
			if !ok {
				return nil, fmt.Errorf("not a number: %v", a)
			}
			acc = op(acc, n)
		}
		return acc, nil
	}
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	global := &Env{vars: map[string]Value{
		"+": arith(func(a, b int) int { return a + b }),
		"-": arith(func(a, b int) int { return a - b }),
		"*": arith(func(a, b int) int { return a * b }),
		"<": Builtin(func(a []Value) (Value, error) { return a[0].(int) < a[1].(int), nil }),
		"=": Builtin(func(a []Value) (Value, error) { return a[0] == a[1], nil }),
	}}
	progs := args.Programs
	if len(progs) == 0 {
		progs = defaultPrograms
	}
	// address matches a pointer fmt prints.
	address := regexp.MustCompile(`0x[0-9a-f]+`)
	var out []string
	for _, p := range progs {
		x, _, err := parse(tokenize(p), 0)
		if err != nil {
			out = append(out, "parse error: "+err.Error())
			continue
		}
		v, err := eval(x, global)
		if err != nil {
			// An error may print a procedure, and its environment's
			// address differs from run to run.
			out = append(out, "error: "+address.ReplaceAllString(err.Error(), "0x?"))
			continue
		}
		switch v.(type) {
		case *Proc:
			out = append(out, "<proc>")
		default:
			out = append(out, fmt.Sprint(v))
		}
	}
	return skills.Result{"out": out}, nil
}

// defaultPrograms define and call recursive procedures, a closure, and
// three errors.
var defaultPrograms = []string{
	"(define fact (lambda (n) (if (< n 2) 1 (* n (fact (- n 1))))))",
	"(fact 10)",
	"(define fib (lambda (n) (if (< n 2) n (+ (fib (- n 1)) (fib (- n 2))))))",
	"(fib 15)",
	"(begin (define x 5) (define add (lambda (a) (lambda (b) (+ a b)))) ((add x) 10))",
	"(= 3 3)",
	"(undefined 1)",
	"(+ 1 (lambda (x) x))",
	"(+ 1",
}
