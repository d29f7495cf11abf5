// Package stdgen holds skillrun's own implementations of the generic
// standard packages cmp, maps and slices (Go 1.23's API, iterators as
// plain func types), written in the Go the interpreter runs.
//
// yaegi v0.16.1 compiles few of the real packages' functions (a type
// parameter such as S ~[]E defeats it; Sort, SortFunc, Max, Keys and
// Sorted are missing from its copies altogether). The checker type-checks
// a skill against these sources, and the normaliser writes, for each
// instance a skill uses (slices.SortFunc over []pt), a copy of the
// function with its type parameters replaced by the instance's types,
// which the interpreter runs as ordinary code (runtime/check/generic.go).
//
// Each function gives the real one's results, panics and order of calls
// to the functions it is given; sorting goes through package sort, whose
// sort.Slice and sort.SliceStable run the same algorithm, comparison for
// comparison, as slices.SortFunc and slices.SortStableFunc, so a sort
// with ties orders them as compiled Go does. The tests run each against
// the standard library's on random inputs.
//
// Rules for this code: every function stands alone (it calls no other
// function of these packages), uses no builtin the interpreter lacks
// (min, max, clear), and no package but sort.
package stdgen
