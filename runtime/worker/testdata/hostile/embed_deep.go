// Seventeen struct types, each embedding the one before: go/types looks
// a promoted field up by walking every level, copying the path to each,
// at every selection (200 levels and 20,000 selections took the host
// 8.4 s and 8.8 GB).
package embed_deep

import "github.com/skillrun/skillrun/skills"

// want: vet levels deep

type Args struct{}

type E0 struct{ X int }

type E1 struct{ E0 }
type E2 struct{ E1 }
type E3 struct{ E2 }
type E4 struct{ E3 }
type E5 struct{ E4 }
type E6 struct{ E5 }
type E7 struct{ E6 }
type E8 struct{ E7 }
type E9 struct{ E8 }
type E10 struct{ E9 }
type E11 struct{ E10 }
type E12 struct{ E11 }
type E13 struct{ E12 }
type E14 struct{ E13 }
type E15 struct{ E14 }
type E16 struct{ E15 }
type E17 struct{ E16 }

func Run(env skills.Env, args Args) (skills.Result, error) {
	var v E17
	return skills.Result{"x": v.X}, nil
}
