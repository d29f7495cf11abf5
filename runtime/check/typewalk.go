package check

import "go/types"

// Several rewrites ask a question of the types a value of a type holds:
// may it hold the interpreter's wrapper (mayWrap) or a struct with an
// embedded field (embeds), does fmt print it otherwise than Go
// (needsView), does %T name one of the skill's types (mentionsSkill), can
// a helper name it (nameable). Each answers for one type, and for a
// struct's field, in its own way; holds is what they share: which types a
// type holds, asked in a fixed order. A walk marks each type it meets in
// a typeSet, so that a recursive type ends it.

// typeSet is the types a walk has met.
type typeSet map[types.Type]bool

// first reports whether t is met for the first time, and marks it met.
func (s typeSet) first(t types.Type) bool {
	if s[t] {
		return false
	}
	s[t] = true
	return true
}

// walkOpt says which types, beyond a pointer's, slice's or array's element
// and a struct's fields, holds passes on.
type walkOpt uint8

const (
	walkMaps  walkOpt = 1 << iota // a map's key, then its element
	walkChans                     // a channel's element
	walkFuncs                     // a function's parameters, then its results
)

// holds reports whether f answers true of one of the types t's underlying
// type holds directly, asked in order and stopping at the first that
// does: a pointer's, slice's or array's element, each field of a struct
// (field is the field, nil otherwise), and, as opt says, a map's key and
// element, a channel's element, a function's parameters and results.
func holds(t types.Type, opt walkOpt, f func(e types.Type, field *types.Var) bool) bool {
	switch u := t.Underlying().(type) {
	case *types.Pointer:
		return f(u.Elem(), nil)
	case *types.Slice:
		return f(u.Elem(), nil)
	case *types.Array:
		return f(u.Elem(), nil)
	case *types.Struct:
		for i := range u.NumFields() {
			if v := u.Field(i); f(v.Type(), v) {
				return true
			}
		}
	case *types.Map:
		return opt&walkMaps != 0 && (f(u.Key(), nil) || f(u.Elem(), nil))
	case *types.Chan:
		return opt&walkChans != 0 && f(u.Elem(), nil)
	case *types.Signature:
		if opt&walkFuncs == 0 {
			return false
		}
		for _, tu := range []*types.Tuple{u.Params(), u.Results()} {
			for i := range tu.Len() {
				if f(tu.At(i).Type(), nil) {
					return true
				}
			}
		}
	}
	return false
}
