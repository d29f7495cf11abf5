// Its init has two goroutines write one map: a fatal runtime error.
package init_map_race

import "github.com/skillrun/skillrun/skills"

type Args struct{}

var m = map[int]int{}

func init() {
	never := make(chan bool)
	for g := 0; g < 2; g++ {
		go func() {
			for i := 0; ; i++ {
				m[i%1024] = i
			}
		}()
	}
	<-never
}

func Run(env skills.Env, args Args) (skills.Result, error) { return nil, nil }

// want: crash concurrent map
