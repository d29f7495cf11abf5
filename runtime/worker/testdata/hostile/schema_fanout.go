// Args fans out: 25 fields of a type with 25 fields of a type with 25
// fields. Its schema, built in the host, would take 15625 properties.
package schema_fanout

import "github.com/skillrun/skillrun/skills"

type Args struct {
	F0  T1
	F1  T1
	F2  T1
	F3  T1
	F4  T1
	F5  T1
	F6  T1
	F7  T1
	F8  T1
	F9  T1
	F10 T1
	F11 T1
	F12 T1
	F13 T1
	F14 T1
	F15 T1
	F16 T1
	F17 T1
	F18 T1
	F19 T1
	F20 T1
	F21 T1
	F22 T1
	F23 T1
	F24 T1
}

type T1 struct {
	F0  T2
	F1  T2
	F2  T2
	F3  T2
	F4  T2
	F5  T2
	F6  T2
	F7  T2
	F8  T2
	F9  T2
	F10 T2
	F11 T2
	F12 T2
	F13 T2
	F14 T2
	F15 T2
	F16 T2
	F17 T2
	F18 T2
	F19 T2
	F20 T2
	F21 T2
	F22 T2
	F23 T2
	F24 T2
}

type T2 struct {
	F0  T3
	F1  T3
	F2  T3
	F3  T3
	F4  T3
	F5  T3
	F6  T3
	F7  T3
	F8  T3
	F9  T3
	F10 T3
	F11 T3
	F12 T3
	F13 T3
	F14 T3
	F15 T3
	F16 T3
	F17 T3
	F18 T3
	F19 T3
	F20 T3
	F21 T3
	F22 T3
	F23 T3
	F24 T3
}

type T3 struct{ X int }

func Run(env skills.Env, args Args) (skills.Result, error) {
	return nil, nil
}

// want: vet the schema of type Args would take more than 10000 nodes
