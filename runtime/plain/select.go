package plain

import (
	"math/rand/v2"
	"reflect"
)

// yaegi v0.16.1 builds the reflect.SelectCase slice of a select statement
// once, when it compiles it, and each run of the statement fills it in:
// goroutines running one select at once shared it (a data race; where
// their channels differed, one goroutine could wait on, or receive from,
// another's). The normaliser rewrites every select of a skill into a
// switch over a call of Select, whose cases are its own on each call:
//
//	select {                     { _c1 := a; _r1 := make(chan T, 1); _c2 := b; _m2 := make(chan U, 1); _m2 <- u
//	case v, ok := <-a:           switch _skillrun_plain.Select(false, "rs", _c1, _r1, _c2, _m2) {
//	case b <- u:                 case 0: v, ok := <-_r1
//	}                            default: ...
//	                             }}
//
// The channels and sent values are evaluated once, in source order, on
// entry, as Go does; a receive's targets only in the case chosen. (Since
// round select16 most selects call Select1, Select2 or Select3 instead,
// and a receive of a predeclared basic type needs no buffered channel:
// see SelectN and runtime/check/selectcall.go.)

// Select runs a select statement of cases described by kinds and ops, and
// returns the index of the case chosen, or -1 for the default case (dflt
// says the statement has one). kinds holds a byte a case: 'r' a receive
// whose value the skill uses, 'p' one of a predeclared basic type whose
// value comes back itself (see SelectN), 'd' one whose value it drops,
// 's' a send, 'v' a send of a predeclared basic type or struct{}. ops
// holds two values a case: its channel, then for 'r' a buffered channel
// of capacity 1 Select puts the value received in (or closes, if the
// channel was closed), for 's' such a channel holding the value to send,
// for 'v' the value itself (of the channel's element type), for 'd' and
// 'p' nil. A nil channel never proceeds, as in Go.
func Select(dflt bool, kinds string, ops ...any) int {
	return SelectUntil(nil, dflt, kinds, ops...)
}

// SelectN is Select that returns twice the index of the case chosen, plus
// one where a 'p' case received a value sent (not the zero value of a
// closed channel), and the value a 'p' case received (-1 and -2 as
// Select's). Two results, not three: the interpreter allocates each
// result of a compiled function it calls. Select1, Select2 and Select3 are SelectN for
// one, two and three cases: the rewrite calls them for most selects, as
// the interpreter calls a function of fixed arguments far more cheaply
// than a variadic one.
func SelectN(dflt bool, kinds string, ops ...any) (int, any) {
	return selectOps(nil, dflt, kinds, ops)
}

// Select1 is SelectN of one case.
func Select1(dflt bool, kinds string, c1, o1 any) (int, any) {
	return Select1Until(nil, dflt, kinds, c1, o1)
}

// Select2 is SelectN of two cases.
func Select2(dflt bool, kinds string, c1, o1, c2, o2 any) (int, any) {
	return Select2Until(nil, dflt, kinds, c1, o1, c2, o2)
}

// Select3 is SelectN of three cases.
func Select3(dflt bool, kinds string, c1, o1, c2, o2, c3, o3 any) (int, any) {
	return Select3Until(nil, dflt, kinds, c1, o1, c2, o2, c3, o3)
}

// SelectUntil is Select that also returns -2 when halt is closed: the
// sandbox stops a run's blocked select so (the interpreter then stops
// the frame that called it at its next step).
func SelectUntil(halt <-chan struct{}, dflt bool, kinds string, ops ...any) int {
	i, _ := selectOps(halt, dflt, kinds, ops)
	if i < 0 {
		return i
	}
	return i / 2
}

// SelectNUntil is SelectN that also returns -2 when halt is closed.
func SelectNUntil(halt <-chan struct{}, dflt bool, kinds string, ops ...any) (int, any) {
	return selectOps(halt, dflt, kinds, ops)
}

// Select1Until is Select1 that also returns -2 when halt is closed.
func Select1Until(halt <-chan struct{}, dflt bool, kinds string, c1, o1 any) (int, any) {
	ops := [2]any{c1, o1}
	return selectOps(halt, dflt, kinds, ops[:])
}

// Select2Until is Select2 that also returns -2 when halt is closed.
func Select2Until(halt <-chan struct{}, dflt bool, kinds string, c1, o1, c2, o2 any) (int, any) {
	ops := [4]any{c1, o1, c2, o2}
	return selectOps(halt, dflt, kinds, ops[:])
}

// Select3Until is Select3 that also returns -2 when halt is closed.
func Select3Until(halt <-chan struct{}, dflt bool, kinds string, c1, o1, c2, o2, c3, o3 any) (int, any) {
	ops := [6]any{c1, o1, c2, o2, c3, o3}
	return selectOps(halt, dflt, kinds, ops[:])
}

func selectOps(halt <-chan struct{}, dflt bool, kinds string, ops []any) (int, any) {
	var buf [8]reflect.SelectCase
	cases := buf[:0]
	if len(kinds)+2 > len(buf) {
		cases = make([]reflect.SelectCase, 0, len(kinds)+2)
	}
	for i := 0; i < len(kinds); i++ {
		c := reflect.SelectCase{Dir: reflect.SelectRecv, Chan: reflect.ValueOf(ops[2*i])}
		if c.Chan.IsValid() && c.Chan.IsNil() {
			c.Chan = reflect.Value{} // a nil channel: never ready
		}
		switch kinds[i] {
		case 's':
			c.Dir = reflect.SelectSend
			if c.Chan.IsValid() {
				c.Send, _ = reflect.ValueOf(ops[2*i+1]).TryRecv()
			}
		case 'v':
			c.Dir = reflect.SelectSend
			if c.Chan.IsValid() {
				c.Send = reflect.ValueOf(ops[2*i+1])
			}
		}
		cases = append(cases, c)
	}
	n := len(cases)
	// First the cases that can proceed now, without reflect.Select (which
	// allocates its own cases): tried in a uniformly random order, the
	// first that proceeds is a uniformly random one of those that can.
	chosen, v, ok := poll(cases)
	if chosen < 0 {
		if dflt {
			return -1, nil
		}
		if halt != nil {
			cases = append(cases, reflect.SelectCase{Dir: reflect.SelectRecv, Chan: reflect.ValueOf(halt)})
		}
		chosen, v, ok = reflect.Select(cases)
		if chosen >= n {
			return -2, nil
		}
	}
	switch kinds[chosen] {
	case 'r':
		box := reflect.ValueOf(ops[2*chosen+1])
		if ok {
			box.Send(v)
		} else {
			box.Close()
		}
	case 'p':
		if ok {
			return 2*chosen + 1, v.Interface()
		}
		return 2 * chosen, v.Interface()
	}
	return 2 * chosen, nil
}

// poll tries the cases once each, without blocking, in a random order,
// and returns the first that proceeded as reflect.Select would, or -1.
func poll(cases []reflect.SelectCase) (int, reflect.Value, bool) {
	var buf [8]int
	order := buf[:0]
	if len(cases) > len(buf) {
		order = make([]int, 0, len(cases))
	}
	for i := range cases {
		j := rand.IntN(i + 1)
		order = append(order, 0)
		order[i] = order[j]
		order[j] = i
	}
	for _, i := range order {
		c := cases[i]
		if !c.Chan.IsValid() {
			continue
		}
		if c.Dir == reflect.SelectSend {
			if c.Chan.TrySend(c.Send) {
				return i, reflect.Value{}, false
			}
			continue
		}
		if v, ok := c.Chan.TryRecv(); ok || v.IsValid() {
			return i, v, ok
		}
	}
	return -1, reflect.Value{}, false
}
