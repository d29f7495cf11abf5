// A bufio.Scanner told it may hold a token of a terabyte, over a reader
// that never gives a newline: the memory limit stops the run (Go's own
// limit of 64 KiB a token was lifted by the skill).
package scanner_huge_token

import (
	"bufio"
	"io"
	"strings"

	"github.com/skillrun/skillrun/skills"
)

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	r := io.MultiReader(strings.NewReader("start"), endless{})
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 1024), 1<<40)
	n := 0
	for sc.Scan() {
		n++
	}
	return skills.Result{"n": n}, sc.Err()
}

type endless struct{}

func (endless) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = 'x'
	}
	return len(p), nil
}

// want: memory
// limits: timeout=20s memory=64MiB
