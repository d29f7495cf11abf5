package plain

import (
	"reflect"
	"regexp"
	"strings"
)

// The interpreter runs a skill's index expressions, slicing, calls and
// conversions through package reflect, and raises what goes wrong there
// with reflect's own panic values: the string "reflect: slice index out of
// range", a *reflect.ValueError for a nil pointer's field, its own error
// "12:9: interface conversion: ..." for a failed assertion. Compiled Go
// raises a runtime.Error ("runtime error: index out of range [5] with
// length 3"). A skill that recovered one saw a string where Go gives an
// error, so `if err, ok := r.(error); ok` took the other branch: a silent
// difference. RuntimeErrorOf maps each to the runtime error Go raises,
// for what recover() gives and for the crash report.

// RuntimeError is a run-time panic as Go's runtime raises it: an error
// (and a runtime.Error: it has the RuntimeError method). Its text is Go's
// without the values reflect does not give: "runtime error: index out of
// range", not "... [5] with length 3".
type RuntimeError struct{ text string }

func (e *RuntimeError) Error() string { return e.text }

// RuntimeError marks e as a runtime.Error.
func (e *RuntimeError) RuntimeError() {}

var (
	// reflect's words for an index or slice out of bounds, and for a
	// conversion of a slice to a shorter array's type.
	indexRE   = regexp.MustCompile(`^reflect: (slice|array|string) index out of range$`)
	sliceRE   = regexp.MustCompile(`^reflect\.Value\.Slice3?: (string )?slice (index out of bounds|of unaddressable array)`)
	convertRE = regexp.MustCompile(`^reflect: cannot convert slice with length (\d+) to array( pointer)? with length (\d+)$`)
	// The interpreter's own failed assertion: "line:col: interface
	// conversion: ...".
	assertRE = regexp.MustCompile(`^\d+:\d+: (interface conversion: .*)$`)
)

// RuntimeErrorOf returns the runtime error Go raises where the
// interpreter panicked with r, or nil when r is not such a panic (a value
// the skill panicked with reaches the sandbox as a reflect.Value or a
// *Panicked, never as one of these).
func RuntimeErrorOf(r any) error {
	switch v := r.(type) {
	case string:
		switch {
		case indexRE.MatchString(v):
			return &RuntimeError{"runtime error: index out of range"}
		case sliceRE.MatchString(v):
			return &RuntimeError{"runtime error: slice bounds out of range"}
		case v == "reflect.Value.Call: call of nil function":
			return &RuntimeError{nilDeref}
		case v == "reflect.MakeSlice: negative len":
			return &RuntimeError{"runtime error: makeslice: len out of range"}
		case v == "reflect.MakeSlice: negative cap", v == "reflect.MakeSlice: len > cap":
			return &RuntimeError{"runtime error: makeslice: cap out of range"}
		case v == "reflect.MakeMapWithSize: negative size", strings.HasPrefix(v, "reflect.MakeChan: negative buffer size"):
			return &RuntimeError{"runtime error: makechan: size out of range"}
		}
		if m := convertRE.FindStringSubmatch(v); m != nil {
			return &RuntimeError{"runtime error: cannot convert slice with length " + m[1] + " to array or pointer to array with length " + m[3]}
		}
	case *reflect.ValueError:
		// A method of the zero Value: the interpreter reached through a
		// nil pointer or interface.
		if v.Kind == reflect.Invalid {
			return &RuntimeError{nilDeref}
		}
	case error:
		if m := assertRE.FindStringSubmatch(v.Error()); m != nil && reflect.TypeOf(v).String() == "*interp.cfgError" {
			return &RuntimeError{m[1]}
		}
	}
	return nil
}

const nilDeref = "runtime error: invalid memory address or nil pointer dereference"

// RangeFunc panics as Go's runtime does when an iterator calls the yield
// function of a range over it once it must not (see check's rangeFunc):
// state 1, after the loop's body stopped the iteration (a break, a
// return); 2, after the whole loop ended.
func RangeFunc(state int) {
	if state == 1 {
		panic(&RuntimeError{"runtime error: range function continued iteration after function for loop body returned false"})
	}
	panic(&RuntimeError{"runtime error: range function continued iteration after whole loop exit"})
}
