package plain

import (
	"fmt"
	"reflect"
	"runtime"
)

// A skill that panics with a value of its own type (panic(myErr{3}),
// panic(&state{})) left the sandbox a value of the interpreter's type,
// without its methods or its names: the crash read "panic: {3}" or
// "panic: &{0}", where Go's runtime prints an error's Error text, a
// Stringer's String, or the value's type. The normaliser rewrites such a
// panic's argument into Panic(value, position, text), with text built by
// the skill's own code from the value's static type, and each recover()
// into Recovered(recover()), so the skill recovers the value it panicked
// with.

// Panicked is what such a panic carries: the value, the position of the
// panic call in the skill's file, and how Go's runtime would print it.
type Panicked struct {
	// Value is what the skill passed to panic.
	Value any
	// Pos is the panic call's line:col in the skill's file.
	Pos string
	// Type is the skill's name of Value's type, for a value panicked
	// through PanicType ("" otherwise).
	Type string
	text func() string
}

// Panic returns what the rewritten panic(v) at pos panics with; text
// says what Go's runtime prints for v (it calls the skill's Error or
// String method, or prints its type and fields), and is called only when
// the panic is reported.
func Panic(v any, pos string, text func() string) any {
	return &Panicked{Value: v, Pos: pos, text: text}
}

// PanicType is Panic for a value of the skill's type typ over a basic,
// slice, map or array type: the interpreter hands it over as a value of
// that underlying type (panic(code(3)) as 3), and RecoveredType gives
// back the name that tells it from a panic(3).
func PanicType(v any, typ, pos string, text func() string) any {
	return &Panicked{Value: v, Pos: pos, Type: typ, text: text}
}

// RecoveredType returns the name of the skill's type of the value r
// carries when PanicType made it ("" otherwise); Recovered gives the
// value. (One result each: the interpreter lost an any among several
// results of a compiled function.)
func RecoveredType(r any) string {
	if rv, ok := r.(reflect.Value); ok && rv.IsValid() && rv.CanInterface() {
		r = rv.Interface()
	}
	if p, ok := r.(*Panicked); ok {
		return p.Type
	}
	return ""
}

// Recovered returns what recover() gives the skill: the value it
// panicked with.
func Recovered(r any) any {
	if rv, ok := r.(reflect.Value); ok {
		// yaegi panics with a reflect.Value, and recover() gives it.
		if !rv.IsValid() || !rv.CanInterface() {
			return panicNil(rv)
		}
		if r = rv.Interface(); r == nil {
			return new(runtime.PanicNilError)
		}
	}
	if p, ok := r.(*Panicked); ok {
		return p.Value
	}
	if e := RuntimeErrorOf(r); e != nil {
		return e
	}
	return r
}

// panicNil is what recover() gives for rv, a reflect.Value the
// interpreter panicked with that holds no value it can hand over: Go
// 1.21+ makes panic(nil) (a nil literal, or a nil interface) panic with a
// *runtime.PanicNilError, which recover() gives back, where the
// interpreter's recover() gave nil, as if nothing had panicked.
func panicNil(rv reflect.Value) any {
	if !rv.IsValid() {
		return new(runtime.PanicNilError)
	}
	return nil
}

// Caught returns what a deferred call's panic r, caught so that the
// calls deferred before it still run (the normaliser's deferPanics), is
// kept as until they recover it or it is raised again: the value the
// skill panicked with, with pos (line:col) as where it was raised, unless
// it is a Panicked, which knows its own position.
func Caught(r any, pos string) any {
	if rv, ok := r.(reflect.Value); ok {
		if !rv.IsValid() || !rv.CanInterface() {
			r = panicNil(rv)
		} else if r = rv.Interface(); r == nil {
			r = new(runtime.PanicNilError)
		}
		if r == nil {
			return nil
		}
	}
	if p, ok := r.(*Panicked); ok {
		return p
	}
	return &Panicked{Value: r, Pos: pos, text: func() string { return fmt.Sprint(r) }}
}

// Text is what Go's runtime prints for the panic's value. It runs the
// skill's code (its Error or String method): call it where the skill runs,
// under the run's limits. A panic in that code is reported beside the
// value, as Go's runtime reports a panic while printing a panic value.
func (p *Panicked) Text() (s string) {
	defer func() {
		if r := recover(); r != nil {
			s = fmt.Sprintf("%v [panic while printing the panic value: %v]", Plain(p.Value), Recovered(r))
		}
	}()
	return p.text()
}

// Format prints the panic's value as Text does, for what fmt prints of a
// recovered panic the skill did not recover itself (a String method that
// panics, under fmt).
func (p *Panicked) Format(f fmt.State, _ rune) { fmt.Fprint(f, p.Text()) }

// GoValue is prefix followed by v formatted with format: how Go's runtime
// names a value of the skill's type without methods ("s.state{n:7}",
// "&s.state{n:0}", "s.dir(3)"), v being the fmt view of the skill's value.
func GoValue(prefix, format string, v any) string {
	return prefix + fmt.Sprintf(format, v)
}
