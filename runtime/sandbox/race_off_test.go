//go:build !race

package sandbox

// raceEnabled says the tests run under the race detector.
const raceEnabled = false
