// A WaitGroup's counter driven below zero in a goroutine.
package waitgroup_negative

import (
	"sync"

	"github.com/skillrun/skillrun/skills"
)

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	var wg sync.WaitGroup
	done := make(chan bool)
	go func() {
		wg.Done()
		done <- true
	}()
	<-done
	return skills.Result{"ok": true}, nil
}

// want: crash negative WaitGroup counter
