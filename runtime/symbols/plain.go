package symbols

import (
	"reflect"

	"github.com/skillrun/skillrun/runtime/plain"
)

// PlainPath is the package the normaliser's rewrites call (plain.Plain on
// what a skill hands fmt and encoding/json). It is in the interpreter's
// tables and the type checker's universe, but not in Std, Generic or
// Project: a skill cannot import it, only normalised source does.
const PlainPath = "github.com/skillrun/skillrun/runtime/plain"

func init() {
	Symbols[PlainPath+"/plain"] = map[string]reflect.Value{
		"Plain":     reflect.ValueOf(plain.Plain),
		"Data":      reflect.ValueOf(plain.Data),
		"Target":    reflect.ValueOf(plain.Target),
		"Method":    reflect.ValueOf(plain.Method),
		"Formatter": reflect.ValueOf(plain.Formatter),
		"Struct":    reflect.ValueOf(plain.Struct),
		"List":      reflect.ValueOf(plain.List),
		"Map":       reflect.ValueOf(plain.Map),
		"Ref":       reflect.ValueOf(plain.Ref),
		"Hidden":    reflect.ValueOf(plain.Hidden),
		"Hold":      reflect.ValueOf(plain.Hold),
		"Held":      reflect.ValueOf(plain.Held),
		"Equal":     reflect.ValueOf(plain.Equal),

		"Panic":     reflect.ValueOf(plain.Panic),
		"Recovered": reflect.ValueOf(plain.Recovered),

		"PanicType":     reflect.ValueOf(plain.PanicType),
		"RecoveredType": reflect.ValueOf(plain.RecoveredType),
		"Caught":        reflect.ValueOf(plain.Caught),
		"GoValue":       reflect.ValueOf(plain.GoValue),
		"Foreign":       reflect.ValueOf(plain.Foreign),
		"RangeFunc":     reflect.ValueOf(plain.RangeFunc),
		"Unwraps":       reflect.ValueOf(plain.Unwraps),

		"NilError":    reflect.ValueOf(plain.NilError),
		"NilStringer": reflect.ValueOf(plain.NilStringer),
		"IsNilPtr":    reflect.ValueOf(plain.IsNilPtr),

		"Select":  reflect.ValueOf(plain.Select),
		"SelectN": reflect.ValueOf(plain.SelectN),
		"Select1": reflect.ValueOf(plain.Select1),
		"Select2": reflect.ValueOf(plain.Select2),
		"Select3": reflect.ValueOf(plain.Select3),
	}
}
