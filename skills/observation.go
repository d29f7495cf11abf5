package skills

import (
	"encoding/json"
	"sort"
)

// Observation is what an environment reports: free-form fields whose
// vocabulary belongs to the domain ("pos", "inventory", "components").
// Its accessors never panic; a missing or mistyped field reads as the zero value.
type Observation map[string]any

// Float returns field k as a float64 (JSON numbers, ints and floats all read).
func (o Observation) Float(k string) float64 { return toFloat(o[k]) }

// Int returns field k as an int.
func (o Observation) Int(k string) int { return int(toFloat(o[k])) }

// String returns field k if it is a string.
func (o Observation) String(k string) string {
	s, _ := o[k].(string)
	return s
}

// Bool returns field k if it is a bool.
func (o Observation) Bool(k string) bool {
	b, _ := o[k].(bool)
	return b
}

// Map returns field k as a map.
func (o Observation) Map(k string) map[string]any {
	m, _ := o[k].(map[string]any)
	if m == nil {
		if om, ok := o[k].(Observation); ok {
			return om
		}
	}
	return m
}

// List returns field k as a list.
func (o Observation) List(k string) []any {
	l, _ := o[k].([]any)
	return l
}

// Floats returns field k as a list of numbers (a position, a vector).
func (o Observation) Floats(k string) []float64 {
	switch v := o[k].(type) {
	case []float64:
		return v
	case []int:
		out := make([]float64, len(v))
		for i, x := range v {
			out[i] = float64(x)
		}
		return out
	case []any:
		out := make([]float64, len(v))
		for i, x := range v {
			out[i] = toFloat(x)
		}
		return out
	}
	return nil
}

// Strings returns field k as a list of strings.
func (o Observation) Strings(k string) []string {
	switch v := o[k].(type) {
	case []string:
		return v
	case []any:
		out := make([]string, 0, len(v))
		for _, x := range v {
			if s, ok := x.(string); ok {
				out = append(out, s)
			}
		}
		return out
	}
	return nil
}

// Num reads v as a float64: the numeric types and json.Number.
func Num(v any) float64 { return toFloat(v) }

func toFloat(v any) float64 {
	switch x := v.(type) {
	case float64:
		return x
	case float32:
		return float64(x)
	case int:
		return float64(x)
	case int64:
		return float64(x)
	case int32:
		return float64(x)
	case uint8:
		return float64(x)
	case uint32:
		return float64(x)
	case uint64:
		return float64(x)
	case json.Number:
		f, _ := x.Float64()
		return f
	case bool:
		if x {
			return 1
		}
	}
	return 0
}

func sortedKeys(m map[string]any) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
