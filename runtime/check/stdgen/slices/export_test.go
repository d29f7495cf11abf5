package slices

// The float forms of Min and Max, which the normaliser writes for a
// slice of floats.
var (
	MinFloat = minFloat[[]float64, float64]
	MaxFloat = maxFloat[[]float64, float64]
)
