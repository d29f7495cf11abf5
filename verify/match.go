package verify

import (
	"encoding/json"
	"fmt"
	"math"
	"reflect"
	"sort"

	"github.com/skillrun/skillrun/skills"
)

// DefaultEpsilon is the numeric tolerance when a Tolerance leaves it zero.
const DefaultEpsilon = 1e-6

// Tolerance says when a procedure's action matches a recorded one. Names
// match exactly, objects match exactly, parameters match key by key:
// numbers within Epsilon (absolute), strings and booleans exactly, lists
// element by element (or as sets where declared), objects key by key.
// The zero value uses DefaultEpsilon and compares every parameter.
type Tolerance struct {
	// Epsilon is the absolute tolerance for numbers (positions, angles).
	Epsilon float64 `json:"epsilon,omitempty"`
	// Params overrides Epsilon for single parameters, keyed "param" or
	// "action.param" (the latter wins).
	Params map[string]float64 `json:"params,omitempty"`
	// Sets names list parameters compared as order-insensitive multisets,
	// "param" or "action.param".
	Sets []string `json:"sets,omitempty"`
	// Ignore names parameters not compared at all, "param" or
	// "action.param".
	Ignore []string `json:"ignore,omitempty"`
}

func (t Tolerance) eps(action, param string) float64 {
	if e, ok := t.Params[action+"."+param]; ok {
		return e
	}
	if e, ok := t.Params[param]; ok {
		return e
	}
	if t.Epsilon > 0 {
		return t.Epsilon
	}
	return DefaultEpsilon
}

func has(list []string, action, param string) bool {
	for _, s := range list {
		if s == param || s == action+"."+param {
			return true
		}
	}
	return false
}

// Match reports whether got matches want under the tolerance; when it
// does not, the reason names the first difference.
func (t Tolerance) Match(want, got skills.Action) (bool, string) {
	if want.Name != got.Name {
		return false, fmt.Sprintf("action %q, want %q", got.Name, want.Name)
	}
	if want.Object != got.Object {
		return false, fmt.Sprintf("object %q, want %q", got.Object, want.Object)
	}
	keys := make([]string, 0, len(want.Params)+len(got.Params))
	for k := range want.Params {
		keys = append(keys, k)
	}
	for k := range got.Params {
		if _, ok := want.Params[k]; !ok {
			keys = append(keys, k)
		}
	}
	if len(keys) > 1 {
		sort.Strings(keys)
	}
	for _, k := range keys {
		if has(t.Ignore, want.Name, k) {
			continue
		}
		wv, wok := want.Params[k]
		gv, gok := got.Params[k]
		switch {
		case !gok:
			return false, fmt.Sprintf("param %s missing, want %s", k, show(wv))
		case !wok:
			return false, fmt.Sprintf("param %s = %s not recorded", k, show(gv))
		}
		if !t.value(want.Name, k, wv, gv) {
			return false, fmt.Sprintf("param %s = %s, want %s", k, show(gv), show(wv))
		}
	}
	return true, ""
}

func show(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Sprint(v)
	}
	return string(b)
}

// value compares one parameter value.
func (t Tolerance) value(action, param string, w, g any) bool {
	if wf, ok := number(w); ok {
		gf, ok := number(g)
		return ok && math.Abs(wf-gf) <= t.eps(action, param)
	}
	switch wv := w.(type) {
	case nil:
		return g == nil
	case string:
		gv, ok := g.(string)
		return ok && gv == wv
	case bool:
		gv, ok := g.(bool)
		return ok && gv == wv
	}
	if wl, ok := list(w); ok {
		gl, ok := list(g)
		if !ok || len(gl) != len(wl) {
			return false
		}
		if has(t.Sets, action, param) {
			return t.sameSet(action, param, wl, gl)
		}
		for i := range wl {
			if !t.value(action, param, wl[i], gl[i]) {
				return false
			}
		}
		return true
	}
	if wm, ok := object(w); ok {
		gm, ok := object(g)
		if !ok || len(gm) != len(wm) {
			return false
		}
		for k, x := range wm {
			y, ok := gm[k]
			if !ok || !t.value(action, param, x, y) {
				return false
			}
		}
		return true
	}
	return reflect.DeepEqual(w, g)
}

// sameSet matches every element of w to a distinct element of g.
func (t Tolerance) sameSet(action, param string, w, g []any) bool {
	used := make([]bool, len(g))
outer:
	for _, x := range w {
		for j, y := range g {
			if !used[j] && t.value(action, param, x, y) {
				used[j] = true
				continue outer
			}
		}
		return false
	}
	return true
}

func number(v any) (float64, bool) {
	switch x := v.(type) {
	case float64:
		return x, true
	case float32:
		return float64(x), true
	case int:
		return float64(x), true
	case int8:
		return float64(x), true
	case int16:
		return float64(x), true
	case int32:
		return float64(x), true
	case int64:
		return float64(x), true
	case uint:
		return float64(x), true
	case uint8:
		return float64(x), true
	case uint16:
		return float64(x), true
	case uint32:
		return float64(x), true
	case uint64:
		return float64(x), true
	case json.Number:
		f, err := x.Float64()
		return f, err == nil
	}
	return 0, false
}

func list(v any) ([]any, bool) {
	switch x := v.(type) {
	case []any:
		return x, true
	case []string, []int, []float64, []bool, []int64:
		rv := reflect.ValueOf(x)
		out := make([]any, rv.Len())
		for i := range out {
			out[i] = rv.Index(i).Interface()
		}
		return out, true
	}
	return nil, false
}

func object(v any) (map[string]any, bool) {
	switch x := v.(type) {
	case map[string]any:
		return x, true
	case skills.Observation:
		return x, true
	}
	return nil, false
}
