// Writes one map from two goroutines: a fatal runtime error.
package concurrent_map

import "github.com/skillrun/skillrun/skills"

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	m := map[int]int{}
	done := make(chan bool)
	for g := 0; g < 4; g++ {
		go func() {
			for i := 0; ; i++ {
				m[i%1000] = i
			}
		}()
	}
	<-done
	return nil, nil
}

// want: crash concurrent map
// limits: timeout=20s cpu=20s
