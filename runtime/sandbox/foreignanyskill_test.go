package sandbox

// This file is compiled into the tests and run as a skill
// (TestForeignAnyMethods): values of the skill's struct types with String
// or Error held in another package's any (a container/list Element's
// Value, a container/ring's) keep their methods for fmt and for an
// assertion to fmt.Stringer or error. The interpreter kept the struct
// without them there: fmt printed {3 c} for fy(3,c), and x.(fmt.Stringer)
// crashed.

import (
	"container/list"
	"container/ring"
	"fmt"
	"strings"

	"github.com/skillrun/skillrun/skills"
)

type fyItem struct {
	id   int
	name string
}

func (f fyItem) String() string { return fmt.Sprintf("fy(%d,%s)", f.id, f.name) }

type fyErr struct{ code int }

func (e *fyErr) Error() string { return fmt.Sprintf("fyErr %d", e.code) }

type fyPlain struct{ N int }

func fyRun() skills.Result {
	l := list.New()
	l.PushBack(fyItem{1, "a"})
	l.PushBack(&fyErr{2})
	l.PushBack(fyPlain{3})
	l.PushBack(&fyItem{4, "d"})
	var printed, asserted []string
	for e := l.Front(); e != nil; e = e.Next() {
		printed = append(printed, fmt.Sprintf("%v|%s|%+v", e.Value, e.Value, e.Value))
		s, ok := e.Value.(fmt.Stringer)
		er, eok := e.Value.(error)
		str, msg := "", ""
		if ok {
			str = s.String()
		}
		if eok {
			msg = er.Error()
		}
		asserted = append(asserted, fmt.Sprint(ok, str, eok, msg))
	}
	r := ring.New(3)
	for i := range 3 {
		r.Value = fyItem{i, strings.Repeat("r", i)}
		r = r.Next()
	}
	var ringed []string
	r.Do(func(v any) { ringed = append(ringed, v.(fmt.Stringer).String()+"/"+fmt.Sprint(v)) })
	return skills.Result{"printed": printed, "asserted": asserted, "ring": ringed}
}
