// Package memorytest is the conformance suite every memory.Store must
// pass: every method, result ordering, idempotency, conflicts, atomicity,
// parallel writers and bad input. A store's tests call Run with a function
// that opens a fresh, empty store:
//
//	func TestConformance(t *testing.T) {
//		memorytest.Run(t, func(t *testing.T) memory.Store {
//			s, err := embedded.Open(ctx, filepath.Join(t.TempDir(), "m.db"), embedded.Options{})
//			if err != nil { t.Fatal(err) }
//			t.Cleanup(func() { s.Close() })
//			return s
//		})
//	}
//
// It also exports the fixtures it uses (Fixture, Steps) so benchmarks and
// other packages' tests can record realistic episodes.
package memorytest
