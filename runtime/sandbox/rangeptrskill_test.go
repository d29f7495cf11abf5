package sandbox

import (
	"fmt"

	"github.com/skillrun/skillrun/skills"
)

// This file is compiled into the tests and run as a skill
// (TestRangeArrayPointer): a range over a pointer to an array.

type rpGrid struct{ cells [4]int }

func rpValues() string {
	a := [4]int{1, 2, 3, 4}
	p := &a
	var out []int
	for i, v := range p {
		if i == 0 {
			p[2] = 30 // seen: Go reads the elements through p
		}
		out = append(out, v)
	}
	return fmt.Sprint(out, a)
}

func rpKeys() string {
	var p *[3]string // nil: a range with only a key counts to the length
	n := 0
	for i := range p {
		n += i
	}
	for range p {
		n += 10
	}
	var j int
	for j = range p {
		n += j * 100
	}
	return fmt.Sprint(n)
}

func rpField() string {
	g := &rpGrid{cells: [4]int{5, 6, 7, 8}}
	sum := 0
	for _, v := range &g.cells {
		sum += v
	}
	for i := range &g.cells {
		g.cells[i] *= 2
	}
	return fmt.Sprint(sum, g.cells)
}

func rpNilValue() (out string) {
	defer func() { out = fmt.Sprint("recovered ", recover() != nil) }()
	var p *[2]int
	for _, v := range p {
		out += fmt.Sprint(v)
	}
	return "none"
}

func rpRun() skills.Result {
	return skills.Result{"values": rpValues(), "keys": rpKeys(), "field": rpField(), "nilValue": rpNilValue()}
}
