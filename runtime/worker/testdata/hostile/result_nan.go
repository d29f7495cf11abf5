// Returns NaN and the infinities, which JSON cannot hold.
package result_nan

import (
	"math"

	"github.com/skillrun/skillrun/skills"
)

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	return skills.Result{"nan": math.NaN(), "inf": []float64{1, math.Inf(1)}, "ninf": map[string]float32{"x": float32(math.Inf(-1))}}, nil
}

// want: error unsupported value
