// Package iter is skillrun's iter for skills (see package stdgen): the
// normaliser writes iter.Seq[V] and iter.Seq2[K, V] as the func types
// they are defined as. Pull, which needs coroutines, is not there.
package iter

// Seq is an iterator over sequences of individual values.
type Seq[V any] func(yield func(V) bool)

// Seq2 is an iterator over sequences of pairs of values.
type Seq2[K, V any] func(yield func(K, V) bool)
