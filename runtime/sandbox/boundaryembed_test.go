package sandbox

import "github.com/skillrun/skillrun/skills"

// This file is compiled into the tests and run as a skill
// (TestResultEmbedding): embedded structs whose fields collide (Go drops
// both, or keeps the tagged one), embedded pointers nil and set, types
// declared in a function, generic types, in maps, arrays and interfaces,
// encode as compiled Go encodes them.

type p2A struct {
	ID   int
	Name string `json:"name"`
}

type p2B struct {
	ID   int
	Name string
}

type p2C struct {
	p2A
	p2B
	Own int
}

type p2Pair[K comparable, V any] struct {
	Key K `json:"k"`
	Val V `json:"v,omitempty"`
}

type p2Deep struct {
	*p2C
	ID string
}

func p2Run() skills.Result {
	type local struct {
		p2A
		X int `json:"x"`
		y int
	}
	anon := struct {
		p2B
		Z int
	}{p2B{1, "b"}, 2}
	return skills.Result{
		"conflict": p2C{p2A{1, "a"}, p2B{2, "b"}, 3},
		"pair":     pairOf(),
		"pairs":    []p2Pair[int, p2A]{{1, p2A{2, "x"}}},
		"local":    local{p2A{4, "l"}, 5, 6},
		"anon":     anon,
		"deep":     p2Deep{&p2C{Own: 1}, "s"},
		"deepnil":  p2Deep{ID: "t"},
		"mapemb":   map[string]p2C{"k": {Own: 9}},
		"arremb":   [1]p2C{{Own: 8}},
		"ifaces":   []any{p2C{Own: 7}, &p2Deep{ID: "u"}, local{X: 1}},
	}
}

func pairOf() p2Pair[string, int] { return p2Pair[string, int]{"a", 0} }
