package check

import (
	"fmt"
	"go/types"
	"strconv"
	"strings"
)

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

// eachSpelled calls f on t and on each type written out inside it, each
// once, until f returns false: a named type's type arguments (not its
// definition), an alias's target, elements, keys, fields, parameters and
// results, an interface's methods. hasTypeParam and localTypesEnd ask it
// what a type names; holds, above, walks what a type holds instead.
func eachSpelled(t types.Type, f func(types.Type) bool) {
	seen := typeSet{}
	stop := false
	var walk func(t types.Type)
	walk = func(t types.Type) {
		if t == nil || stop || !seen.first(t) {
			return
		}
		if !f(t) {
			stop = true
			return
		}
		switch t := t.(type) {
		case *types.Named:
			for i := range t.TypeArgs().Len() {
				walk(t.TypeArgs().At(i))
			}
		case *types.Alias:
			walk(types.Unalias(t))
		case *types.Pointer:
			walk(t.Elem())
		case *types.Slice:
			walk(t.Elem())
		case *types.Array:
			walk(t.Elem())
		case *types.Map:
			walk(t.Key())
			walk(t.Elem())
		case *types.Chan:
			walk(t.Elem())
		case *types.Struct:
			for i := range t.NumFields() {
				walk(t.Field(i).Type())
			}
		case *types.Signature:
			for _, tup := range []*types.Tuple{t.Params(), t.Results()} {
				for i := range tup.Len() {
					walk(tup.At(i).Type())
				}
			}
		case *types.Interface:
			for i := range t.NumMethods() {
				walk(t.Method(i).Type())
			}
		}
	}
	walk(t)
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

// A walk from scratch (a new typeSet) answers for its type alone, and
// takes time in the size of the type: asked again at each argument of
// each fmt call of a large type, the answers took the host time in the
// product of the two (a 600 KB file took 26 s). The normaliser keeps each
// answer.

// walkQuestion names a walk whose answers the normaliser keeps.
type walkQuestion uint8

const (
	askNeedsView walkQuestion = iota
	askNameable
	askMentionsSkill
	askMayWrap
	askMayWrapData // mayWrap for encoding/json (see dataArg)
	askEmbeds
)

// walkKey is a question asked of a type from scratch: t is the first
// type met identical to the one asked of, as canon tells.
type walkKey struct {
	q         walkQuestion
	t         types.Type
	top, open bool
	use       fmtUse
}

// answer returns f's answer to k, asking f only the first time.
func (nz *normaliser) answer(k walkKey, f func() bool) bool {
	k.t = nz.canon(k.t)
	if a, ok := nz.answers[k]; ok {
		return a
	}
	if nz.answers == nil {
		nz.answers = map[walkKey]bool{}
	}
	a := f()
	nz.answers[k] = a
	return a
}

// canon returns the first type canon was given that is identical to t,
// as its spelling tells with each named type standing for itself: each
// []T(nil) of a file is a type of its own, and asked of each, a walk
// through T took the time it did for every argument.
func (nz *normaliser) canon(t types.Type) types.Type {
	var b strings.Builder
	typeKey(&b, t)
	if c, ok := nz.canons[b.String()]; ok {
		return c
	}
	if nz.canons == nil {
		nz.canons = map[string]types.Type{}
	}
	nz.canons[b.String()] = t
	return t
}

// typeKey writes a spelling of t that only an identical type has: a
// named type (and any type but a basic type, a pointer, slice, array,
// map, channel or struct) is spelt by its address.
func typeKey(b *strings.Builder, t types.Type) {
	switch t := types.Unalias(t).(type) {
	case *types.Basic:
		b.WriteString(t.Name())
	case *types.Pointer, *types.Slice, *types.Array, *types.Chan:
		// Each spelt as Go spells it (a channel by its direction's
		// number), then its element.
		switch t := t.(type) {
		case *types.Pointer:
			b.WriteString("*")
		case *types.Slice:
			b.WriteString("[]")
		case *types.Array:
			fmt.Fprintf(b, "[%d]", t.Len())
		case *types.Chan:
			fmt.Fprintf(b, "chan%d ", t.Dir())
		}
		typeKey(b, t.(interface{ Elem() types.Type }).Elem())
	case *types.Map:
		b.WriteString("map[")
		typeKey(b, t.Key())
		b.WriteString("]")
		typeKey(b, t.Elem())
	case *types.Struct:
		b.WriteString("struct{")
		for i := range t.NumFields() {
			f := t.Field(i)
			fmt.Fprintf(b, "%s %p %t %s ", f.Name(), f.Pkg(), f.Embedded(), strconv.Quote(t.Tag(i)))
			typeKey(b, f.Type())
			b.WriteString(";")
		}
		b.WriteString("}")
	default:
		fmt.Fprintf(b, "%p", t)
	}
}
