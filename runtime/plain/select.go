package plain

import "reflect"

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
// entry, as Go does; a receive's targets only in the case chosen.

// Select runs a select statement of cases described by kinds and ops, and
// returns the index of the case chosen, or -1 for the default case (dflt
// says the statement has one). kinds holds a byte a case: 'r' a receive
// whose value the skill uses, 'd' one whose value it drops, 's' a send,
// 'v' a send of a predeclared basic type or struct{}. ops holds two
// values a case: its channel, then for 'r' a buffered channel of
// capacity 1 Select puts the value received in (or closes, if the
// channel was closed), for 's' such a channel holding the value to send,
// for 'v' the value itself (of the channel's element type), for 'd' nil.
// A nil channel never proceeds, as in Go.
func Select(dflt bool, kinds string, ops ...any) int {
	return SelectUntil(nil, dflt, kinds, ops...)
}

// SelectUntil is Select that also returns -2 when halt is closed: the
// sandbox stops a run's blocked select so (the interpreter then stops
// the frame that called it at its next step).
func SelectUntil(halt <-chan struct{}, dflt bool, kinds string, ops ...any) int {
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
	if dflt {
		cases = append(cases, reflect.SelectCase{Dir: reflect.SelectDefault})
	}
	if halt != nil && !dflt {
		cases = append(cases, reflect.SelectCase{Dir: reflect.SelectRecv, Chan: reflect.ValueOf(halt)})
	}
	chosen, v, ok := reflect.Select(cases)
	switch {
	case chosen == n && dflt:
		return -1
	case chosen >= n:
		return -2
	}
	if kinds[chosen] == 'r' {
		box := reflect.ValueOf(ops[2*chosen+1])
		if ok {
			box.Send(v)
		} else {
			box.Close()
		}
	}
	return chosen
}
